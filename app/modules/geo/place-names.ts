/*
 * How a place name is compared (pure, shared by scripts/build-gazetteer.ts and the gazetteer lookup):
 * without case, accents or punctuation, and with the abbreviations people type spelled out, so "St. Louis",
 * "saint louis" and "ST LOUIS" are one key, and "Montreal" is "Montréal".
 */

import { foldAccents } from '~/lib/text-fold';

/** Leading or standalone abbreviations as people type them (the post office writes them in full). */
const ABBREVIATIONS: Record<string, string> = {
  st: 'saint',
  ste: 'sainte',
  mt: 'mount',
  ft: 'fort',
  pt: 'point',
  n: 'north',
  s: 'south',
  e: 'east',
  w: 'west',
};

/** The words of a text, folded: punctuation (periods, commas, hyphens, apostrophes) separates or vanishes. */
export function placeWords(text: string): string[] {
  return foldAccents(text)
    .replace(/['’`]/g, '')
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
}

/** The comparison key of a place name: folded words, abbreviations spelled out, joined by one space. */
export function placeKey(name: string): string {
  return placeWords(name)
    .map((word) => ABBREVIATIONS[word] ?? word)
    .join(' ');
}
