import type { MapPoint } from './map-types';

/*
 * The home maps' dots travel in the page's route data as one string, "x,y x,y …" (viewBox units, at most
 * one decimal: projectToMap rounds them). React Router's data encoding writes every number of an array of
 * pairs as a value of its own with a reference to it, which made the ~900 dots of the demo directory about
 * 22 kB of the home page's HTML; as a string they are 10 kB, and the server and the browser draw the same
 * circles from the same decoding.
 */

export function encodeMapDots(dots: ReadonlyArray<readonly [number, number]>): string {
  return dots.map(([x, y]) => `${x},${y}`).join(' ');
}

// The home page renders the same strings until partners move (kept per directory revision): each is
// decoded once, and drawn once per dot radius, not on every render. The maps are two, so a few entries are enough.
interface Decoded {
  readonly points: readonly MapPoint[];
  readonly markupByRadius: Map<number, string>;
}
const decoded = new Map<string, Decoded>();
const KEPT_DECODINGS = 4;
const KEPT_RADII = 8;

export function decodeMapDots(text: string): readonly MapPoint[] {
  return decodedEntry(text).points;
}

/**
 * The dots as SVG markup: `<circle cx cy r vector-effect>` each, exactly as React would write them. The maps
 * place it with `dangerouslySetInnerHTML` because some 900 circles as React elements were a quarter of an
 * uncached home render (decision 043). Only numbers go in: `decode` refuses anything else.
 */
export function mapDotsMarkup(text: string, radius: number): string {
  if (!Number.isFinite(radius)) throw new Error(`Not a dot radius: ${radius}`);
  const entry = decodedEntry(text);
  let markup = entry.markupByRadius.get(radius);
  if (markup === undefined) {
    markup = entry.points
      .map(([x, y]) => `<circle cx="${x}" cy="${y}" r="${radius}" vector-effect="non-scaling-stroke"></circle>`)
      .join('');
    entry.markupByRadius.set(radius, markup);
    if (entry.markupByRadius.size > KEPT_RADII) entry.markupByRadius.delete(entry.markupByRadius.keys().next().value!);
  }
  return markup;
}

function decodedEntry(text: string): Decoded {
  let entry = decoded.get(text);
  if (!entry) {
    entry = { points: decode(text), markupByRadius: new Map() };
    decoded.set(text, entry);
    if (decoded.size > KEPT_DECODINGS) decoded.delete(decoded.keys().next().value!);
  }
  return entry;
}

function decode(text: string): MapPoint[] {
  if (text === '') return [];
  return text.split(' ').map((pair) => {
    const [x, y] = pair.split(',').map(Number);
    if (!Number.isFinite(x) || !Number.isFinite(y)) throw new Error(`Not a map dot: "${pair}"`);
    return [x!, y!];
  });
}
