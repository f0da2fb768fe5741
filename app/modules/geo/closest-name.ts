import { placeKey } from './place-names';

/*
 * The name a misspelling most likely meant ("austn" → "Austin", "texs" → "Texas"), by edit distance on
 * the compared form of names (placeKey: no case, accents or punctuation). Pure; small lists only (the
 * 64 states and provinces, the towns of one state).
 */

/** Levenshtein distance, two rows. */
export function editDistance(a: string, b: string): number {
  if (a === b) return 0;
  let previous = Array.from({ length: b.length + 1 }, (_, index) => index);
  for (let i = 1; i <= a.length; i += 1) {
    const current = [i];
    for (let j = 1; j <= b.length; j += 1) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      current[j] = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + cost);
    }
    previous = current;
  }
  return previous[b.length]!;
}

/** Edits a compared name may be off by and still be a typo: a third of its letters, at least 1, at most 3. */
export function typoAllowance(key: string): number {
  return Math.min(3, Math.max(1, Math.floor(key.length / 3)));
}

/**
 * The candidate whose name is nearest the text, when near enough to be a typo: at most a third of the
 * text's letters wrong (at least 1, at most 3). Ties go to the first candidate (callers list the likelier
 * first). Null for a text of more than 60 characters: nobody misspells a town that long.
 */
export function closestName<T>(text: string, candidates: readonly T[], nameOf: (candidate: T) => string): T | null {
  const key = placeKey(text);
  if (key === '' || key.length > 60) return null;
  const allowed = typoAllowance(key);
  let best: { candidate: T; distance: number } | null = null;
  for (const candidate of candidates) {
    const name = placeKey(nameOf(candidate));
    if (Math.abs(name.length - key.length) > allowed) continue;
    const distance = editDistance(key, name);
    if (distance <= allowed && (!best || distance < best.distance)) best = { candidate, distance };
  }
  return best?.candidate ?? null;
}
