import { isZipQuery } from './match-rule';

/*
 * Spec §9 "Fuzzy search fallback", used when a query matches nothing (spec §2 Search page: recommended
 * partners and suggestions). Pure, so every branch is unit-tested; the service feeds it a bounded set of
 * candidates fetched by trigram similarity.
 *
 * The constants are the spec's, exactly. Where its wording leaves a choice, the reading taken is:
 * - Comparison is case-, accent- and spacing-insensitive ("Montréal" = "montreal").
 * - "exact match": the field equals the query; "substring match": the field contains the query.
 * - "word match": some word of the query (3 or more letters/digits, so "of" or "st" do not count) equals a
 *   whole word of the field, e.g. "dallas cremation" and the city "Dallas". Words are runs of letters/digits.
 * - "edit-distance similarity": 1 − Levenshtein(field, query) / length of the longer; it only counts above
 *   0.3 (strictly). Each field takes the first test it passes, in the spec's order.
 * - "total weight" is the sum of all five weights (8): a partner without a description is not favoured.
 * - "contains the query" (text geographic score and suggestions) tolerates typos in longer queries: at
 *   most 1 edit for 5 to 8 characters, 2 from 9 (an edit inserts, deletes, replaces or swaps two adjacent
 *   characters). Literal containment cannot occur here, since the fallback only runs when no partner's
 *   city or state contains the query; read literally both clauses would never fire. With the tolerance,
 *   "Austn" recommends Austin partners and suggests "Austin". Queries under 5 characters get none.
 */

export const FUZZY_WEIGHTS = { name: 3, city: 2, state: 1.5, zipCode: 1, description: 0.5 } as const;
const TOTAL_WEIGHT = Object.values(FUZZY_WEIGHTS).reduce((sum, weight) => sum + weight, 0);

export const FIELD_MATCH = { exact: 1, substring: 0.8, word: 0.6, edit: 0.4 } as const;
/** The edit-distance similarity must be above this to earn anything. */
export const EDIT_SIMILARITY_THRESHOLD = 0.3;
export const GEOGRAPHIC_SCORE = { zip5: 1, zip3: 0.7, zip2: 0.4, text: 0.8 } as const;
/** Kept if similarity > 0.1, or geographic > 0.3 and total > 0.2. */
export const KEEP_ABOVE = { similarity: 0.1, geographic: 0.3, total: 0.2 } as const;
export const MAX_RECOMMENDATIONS = 3;
export const MAX_SUGGESTIONS = 5;
const MIN_WORD_LENGTH = 3;

export interface ScorablePartner {
  name: string;
  city: string;
  state: string;
  zipCode: string;
  description?: string | null;
}

export interface FuzzyScore {
  /** Text score: earned weight / total weight, 0 to 1. */
  similarity: number;
  geographic: number;
  /** similarity + 2 × geographic. */
  total: number;
  kept: boolean;
}

/** Lower case, accents folded, whitespace collapsed. */
export function normalizeText(text: string): string {
  return text.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase().replace(/\s+/g, ' ').trim();
}

function words(text: string): string[] {
  return text.split(/[^\p{L}\p{N}]+/u).filter((word) => word.length > 0);
}

/** Levenshtein distance (insert, delete, replace), two rows of memory. */
export function levenshtein(a: string, b: string): number {
  if (a === b) return 0;
  if (a.length === 0) return b.length;
  if (b.length === 0) return a.length;
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  let current = new Array<number>(b.length + 1);
  for (let i = 1; i <= a.length; i++) {
    current[0] = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      current[j] = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + cost);
    }
    [previous, current] = [current, previous];
  }
  return previous[b.length]!;
}

/**
 * "Above the threshold", with scores rounded to 9 decimals first so binary floating point does not decide
 * a boundary (1 − 7/10 is 0.30000000000000004, which would otherwise count as above 0.3).
 */
function isAbove(value: number, threshold: number): boolean {
  return Math.round(value * 1e9) / 1e9 > threshold;
}

/** 1 − Levenshtein / length of the longer string (1 for equal strings). */
export function editSimilarity(a: string, b: string): number {
  const longest = Math.max(a.length, b.length);
  return longest === 0 ? 1 : 1 - levenshtein(a, b) / longest;
}

/** The share of a field's weight it earns for the query (both already normalized): 1, 0.8, 0.6, 0.4 × s or 0. */
export function fieldMatchFactor(field: string, query: string): number {
  if (field === '' || query === '') return 0;
  if (field === query) return FIELD_MATCH.exact;
  if (field.includes(query)) return FIELD_MATCH.substring;
  const fieldWords = new Set(words(field));
  if (words(query).some((word) => word.length >= MIN_WORD_LENGTH && fieldWords.has(word))) return FIELD_MATCH.word;
  const similarity = editSimilarity(field, query);
  return isAbove(similarity, EDIT_SIMILARITY_THRESHOLD) ? FIELD_MATCH.edit * similarity : 0;
}

/** How many typos "contains" forgives for a query of this length (see the header). */
export function typoAllowance(normalizedQuery: string): number {
  if (normalizedQuery.length >= 9) return 2;
  if (normalizedQuery.length >= 5) return 1;
  return 0;
}

/**
 * The fewest edits (insert, delete, replace, swap of adjacent characters) turning the query into some
 * substring of the text: Sellers' approximate substring search over the optimal-string-alignment distance.
 */
export function approximateSubstringDistance(text: string, query: string): number {
  const m = query.length;
  if (m === 0) return 0;
  // rows[i][j]: best distance of query[0..i) against a substring of text ending at j (any start: row 0 is 0).
  const rows: number[][] = [new Array<number>(text.length + 1).fill(0)];
  for (let i = 1; i <= m; i++) {
    const row = new Array<number>(text.length + 1);
    row[0] = i;
    const above = rows[i - 1]!;
    for (let j = 1; j <= text.length; j++) {
      const cost = query[i - 1] === text[j - 1] ? 0 : 1;
      let best = Math.min(above[j]! + 1, row[j - 1]! + 1, above[j - 1]! + cost);
      if (i > 1 && j > 1 && query[i - 1] === text[j - 2] && query[i - 2] === text[j - 1]) {
        best = Math.min(best, rows[i - 2]![j - 2]! + 1);
      }
      row[j] = best;
    }
    rows.push(row);
  }
  return Math.min(...rows[m]!);
}

/** "The place contains the query", forgiving typos in longer queries (see the header). */
export function placeContainsQuery(place: string, query: string): boolean {
  const normalizedPlace = normalizeText(place);
  const normalizedQuery = normalizeText(query);
  if (normalizedPlace === '' || normalizedQuery === '') return false;
  if (normalizedPlace.includes(normalizedQuery)) return true;
  const allowance = typoAllowance(normalizedQuery);
  return allowance > 0 && approximateSubstringDistance(normalizedPlace, normalizedQuery) <= allowance;
}

/** Spec §9 text score: earned weight / total weight. */
export function textScore(partner: ScorablePartner, query: string): number {
  const normalizedQuery = normalizeText(query);
  let earned = 0;
  for (const [field, weight] of Object.entries(FUZZY_WEIGHTS) as Array<[keyof typeof FUZZY_WEIGHTS, number]>) {
    earned += weight * fieldMatchFactor(normalizeText(partner[field] ?? ''), normalizedQuery);
  }
  return earned / TOTAL_WEIGHT;
}

/**
 * Spec §9 geographic score. ZIP query: 1 when the 5 digits match, 0.7 when the first 3 do, 0.4 when the
 * first 2 do (compared with the first five characters of the partner's ZIP), else 0. Text: 0.8 when the
 * city or the state contains the query.
 */
export function geographicScore(partner: ScorablePartner, query: string): number {
  const trimmed = query.trim();
  if (isZipQuery(trimmed)) {
    const wanted = trimmed.slice(0, 5);
    const zip = partner.zipCode.trim().slice(0, 5);
    if (zip === wanted) return GEOGRAPHIC_SCORE.zip5;
    if (zip.slice(0, 3) === wanted.slice(0, 3)) return GEOGRAPHIC_SCORE.zip3;
    if (zip.slice(0, 2) === wanted.slice(0, 2)) return GEOGRAPHIC_SCORE.zip2;
    return 0;
  }
  return placeContainsQuery(partner.city, trimmed) || placeContainsQuery(partner.state, trimmed)
    ? GEOGRAPHIC_SCORE.text
    : 0;
}

/** Spec §9: total = similarity + 2 × geographic; kept if similarity > 0.1, or geographic > 0.3 and total > 0.2. */
export function scorePartner(partner: ScorablePartner, query: string): FuzzyScore {
  const similarity = textScore(partner, query);
  const geographic = geographicScore(partner, query);
  const total = similarity + 2 * geographic;
  const kept =
    isAbove(similarity, KEEP_ABOVE.similarity) ||
    (isAbove(geographic, KEEP_ABOVE.geographic) && isAbove(total, KEEP_ABOVE.total));
  return { similarity, geographic, total, kept };
}

/** Up to 3 kept partners, best total first; equal totals keep the candidates' order. */
export function recommendPartners<T extends ScorablePartner>(
  query: string,
  candidates: readonly T[],
  limit = MAX_RECOMMENDATIONS,
): T[] {
  if (query.trim() === '') return [];
  return candidates
    .map((partner, index) => ({ partner, index, score: scorePartner(partner, query) }))
    .filter(({ score }) => score.kept)
    .sort((a, b) => b.score.total - a.score.total || a.index - b.index)
    .slice(0, limit)
    .map(({ partner }) => partner);
}

/**
 * Up to 5 distinct cities or states (as stored) containing but not equal to the query, case-insensitively.
 * Literal containment comes first, then typo-tolerant containment (see the header); otherwise in the
 * candidates' order, each partner's city before its state.
 */
export function suggestPlaces(
  query: string,
  candidates: readonly ScorablePartner[],
  limit = MAX_SUGGESTIONS,
): string[] {
  const normalizedQuery = normalizeText(query);
  if (normalizedQuery === '') return [];
  const literal: string[] = [];
  const approximate: string[] = [];
  const seen = new Set<string>([normalizedQuery]);
  for (const partner of candidates) {
    for (const place of [partner.city, partner.state]) {
      const key = normalizeText(place);
      if (seen.has(key) || !placeContainsQuery(place, query)) continue;
      seen.add(key);
      (key.includes(normalizedQuery) ? literal : approximate).push(place.trim());
    }
  }
  return [...literal, ...approximate].slice(0, limit);
}
