/**
 * How dark a region is drawn on the home maps: a few steps of partners per state or province, with the
 * same bounds on both maps so one legend reads for both. Pure: the loader computes the bounds, the map
 * and its legend only look them up.
 */

/** At most this many shades (brand-500 to brand-800: each at least 3:1 against a region without partners). */
export const MAX_DENSITY_STEPS = 4;

/** A round number at or below `value` (37 -> 35, 123 -> 100, 7 -> 7), so the legend reads '10-34'. */
function roundDown(value: number): number {
  if (value < 10) return Math.max(1, Math.floor(value));
  const unit = 10 ** Math.floor(Math.log10(value)) / 2;
  return Math.floor(value / unit) * unit;
}

/**
 * The lower bound of each step, ascending, the first always 1: the quartiles of the regions that have
 * partners, rounded down to round numbers, repeats dropped (few regions give fewer steps).
 */
export function densityBounds(counts: readonly number[], steps = MAX_DENSITY_STEPS): number[] {
  const sorted = counts.filter((count) => count > 0).sort((a, b) => a - b);
  const bounds = [1];
  if (sorted.length === 0) return bounds;
  for (let step = 1; step < steps; step++) {
    const quantile = sorted[Math.floor((sorted.length * step) / steps)] ?? sorted[sorted.length - 1]!;
    const bound = roundDown(quantile);
    if (bound > bounds[bounds.length - 1]!) bounds.push(bound);
  }
  return bounds;
}

/** The step a count falls in (0 = lightest), or -1 for a region without partners. */
export function densityStep(count: number, bounds: readonly number[]): number {
  if (count <= 0) return -1;
  let step = 0;
  while (step + 1 < bounds.length && count >= bounds[step + 1]!) step++;
  return step;
}

/** The legend's label of each step: '1-9', '10-34', '35+' (with an en dash). */
export function densityLabels(bounds: readonly number[]): string[] {
  return bounds.map((bound, index) => {
    const next = bounds[index + 1];
    if (next === undefined) return `${bound}+`;
    return next - 1 === bound ? `${bound}` : `${bound}\u2013${next - 1}`;
  });
}
