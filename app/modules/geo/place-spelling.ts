import { editDistance, typoAllowance } from './closest-name';

/*
 * The gazetteer's names as a misspelling finds them (pure): by trigram of the whole compared name (spaces
 * included, so "troisrivieres" is near "trois rivieres"), and sorted, so the names starting with some
 * words are a range. Built once per process beside the place index; a lookup reads the lists of the
 * text's few trigrams, never every name.
 */

export interface SpellingIndex {
  /** Every distinct placeKey, sorted. */
  keys: string[];
  /** Positions in `keys` by trigram. */
  byTrigram: Map<string, number[]>;
}

function trigramsOf(key: string): Set<string> {
  const padded = `  ${key} `;
  const trigrams = new Set<string>();
  for (let start = 0; start + 3 <= padded.length; start += 1) trigrams.add(padded.slice(start, start + 3));
  return trigrams;
}

export function buildSpellingIndex(keys: Iterable<string>): SpellingIndex {
  const sorted = [...new Set(keys)].sort();
  const byTrigram = new Map<string, number[]>();
  sorted.forEach((key, position) => {
    for (const trigram of trigramsOf(key)) {
      const list = byTrigram.get(trigram);
      if (list) list.push(position);
      else byTrigram.set(trigram, [position]);
    }
  });
  return { keys: sorted, byTrigram };
}

/**
 * The names within a typo of `key` (typoAllowance), each with its edit distance. An edit changes at most 3
 * of a text's trigrams, so a name within `allowed` edits shares all but 3 × allowed of them: only names
 * sharing that many are measured.
 */
export function keysNear(index: SpellingIndex, key: string): Array<{ key: string; distance: number }> {
  if (key === '' || key.length > 60) return [];
  const allowed = typoAllowance(key);
  const trigrams = trigramsOf(key);
  const needed = Math.max(1, trigrams.size - 3 * allowed);
  const shared = new Map<number, number>();
  for (const trigram of trigrams) {
    for (const position of index.byTrigram.get(trigram) ?? []) shared.set(position, (shared.get(position) ?? 0) + 1);
  }
  const near: Array<{ key: string; distance: number }> = [];
  for (const [position, count] of shared) {
    const name = index.keys[position]!;
    if (count < needed || name === key || Math.abs(name.length - key.length) > allowed) continue;
    const distance = editDistance(key, name);
    if (distance <= allowed) near.push({ key: name, distance });
  }
  return near.sort((a, b) => a.distance - b.distance || a.key.localeCompare(b.key));
}

/** The names that start with the whole words of `key` and go on ("sainte agathe" → "sainte agathe des monts"), up to `max`; null past it. */
export function keysStartingWith(index: SpellingIndex, key: string, max: number): string[] | null {
  const prefix = `${key} `;
  let low = 0;
  let high = index.keys.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    if (index.keys[middle]! < prefix) low = middle + 1;
    else high = middle;
  }
  const found: string[] = [];
  for (let position = low; position < index.keys.length && index.keys[position]!.startsWith(prefix); position += 1) {
    if (found.length === max) return null;
    found.push(index.keys[position]!);
  }
  return found;
}
