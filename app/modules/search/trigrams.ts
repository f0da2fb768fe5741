/*
 * pg_trgm's trigrams, modelled in the process to pick, from the directory's few thousand distinct cities,
 * the ones that may be like a query (`city % query`: similarity ≥ 0.3, or `city %> query`: word
 * similarity ≥ 0.6, pg_trgm's default thresholds) before the database decides exactly on those few
 * (search-cities.server.ts). Asking the database about every partner's city instead made the trigram
 * index return thousands of partners in "…ville" towns for a recheck of each heap row.
 *
 * The model is exact for ASCII text only: pg_trgm splits words on characters that are not letters or
 * digits, and whether "é" is one depends on the database's locale (not in the C locale PGlite uses; yes in
 * a UTF-8 one). Anything else is left to the database (`null` below).
 *
 * For ASCII text pg_trgm lower-cases each word (runs of [a-z0-9]), pads it with two spaces in front and
 * one behind, and takes every three consecutive characters: "Elk Grove" → "  e", " el", "elk", "lk ",
 * "  g", " gr", "gro", "rov", "ove", "ve ". Similarity is shared / (|A| + |B| − shared) over the two sets.
 * Word similarity of a query q to a text t is the best similarity between q's trigrams and those of a
 * stretch of t, shared / (|q| + |stretch| − shared), which never exceeds shared(q, t) / |q|: the bound
 * used here, so a city this module drops can be like the query in neither sense.
 */

/** pg_trgm's defaults (`pg_trgm.similarity_threshold`, `pg_trgm.word_similarity_threshold`); the app sets neither. */
export const SIMILARITY_THRESHOLD = 0.3;
export const WORD_SIMILARITY_THRESHOLD = 0.6;
/** pg_trgm computes in float4: a score it rounds up onto a threshold must not be dropped here. */
const ROUNDING_MARGIN = 1e-6;

const ASCII = /^\p{ASCII}*$/u;

/** pg_trgm's trigram set of an ASCII text, or null for text the model does not cover (see the header). */
export function trigramsOf(text: string): Set<string> | null {
  if (!ASCII.test(text)) return null;
  const trigrams = new Set<string>();
  for (const word of text.toLowerCase().match(/[a-z0-9]+/g) ?? []) {
    const padded = `  ${word} `;
    for (let start = 0; start + 3 <= padded.length; start += 1) trigrams.add(padded.slice(start, start + 3));
  }
  return trigrams;
}

/** Texts (cities) indexed by trigram, to find those sharing enough trigrams with a query. */
export interface TrigramIndex {
  /** The indexed texts the model covers, each with its trigram count. */
  texts: Array<{ text: string; size: number }>;
  /** Positions in `texts` by trigram. */
  byTrigram: Map<string, number[]>;
  /** Texts the model does not cover: always the database's to decide. */
  uncovered: string[];
}

export function buildTrigramIndex(texts: Iterable<string>): TrigramIndex {
  const index: TrigramIndex = { texts: [], byTrigram: new Map(), uncovered: [] };
  for (const text of texts) {
    const trigrams = trigramsOf(text);
    if (!trigrams) {
      index.uncovered.push(text);
      continue;
    }
    const position = index.texts.push({ text, size: trigrams.size }) - 1;
    for (const trigram of trigrams) {
      const list = index.byTrigram.get(trigram);
      if (list) list.push(position);
      else index.byTrigram.set(trigram, [position]);
    }
  }
  return index;
}

/**
 * Every indexed text that may satisfy `text % query` or `text %> query` in pg_trgm (a superset: the
 * database checks these exactly), in index order; null when the query is not ASCII (the model does not
 * cover it). `query` is compared as pg_trgm compares lower(query).
 */
export function textsPossiblyLike(index: TrigramIndex, query: string): string[] | null {
  const queryTrigrams = trigramsOf(query);
  if (!queryTrigrams) return null;
  const found: string[] = [];
  if (queryTrigrams.size > 0) {
    const shared = new Map<number, number>();
    for (const trigram of queryTrigrams) {
      for (const position of index.byTrigram.get(trigram) ?? []) shared.set(position, (shared.get(position) ?? 0) + 1);
    }
    const querySize = queryTrigrams.size;
    const positions = [...shared.keys()].sort((a, b) => a - b);
    for (const position of positions) {
      const common = shared.get(position)!;
      const { text, size } = index.texts[position]!;
      const similarity = common / (size + querySize - common);
      const wordSimilarityBound = common / querySize;
      if (
        similarity >= SIMILARITY_THRESHOLD - ROUNDING_MARGIN ||
        wordSimilarityBound >= WORD_SIMILARITY_THRESHOLD - ROUNDING_MARGIN
      ) {
        found.push(text);
      }
    }
  }
  return [...found, ...index.uncovered];
}
