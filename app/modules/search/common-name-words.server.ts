import { sql } from 'drizzle-orm';
import type { Database } from '~/db/client.server';

/** A word in at least this share of business names is common ("funeral", "home", "&"). */
const COMMON_WORD_SHARE = 0.02;

/** The words of a name or query: split on spaces, as typed. */
export function nameWords(text: string): string[] {
  return text.split(/\s+/).filter(Boolean);
}

/**
 * The words common in business names, estimated from the planner's own sample of `partners.name` (pg_stats:
 * the most common names with their frequencies, and the histogram's bounds for the rest), as the planner
 * estimates a LIKE. Used to keep those words out of the trigram index's work (nameContains); an outdated
 * or empty list (no ANALYZE yet) only makes a search slower, never different.
 */
async function readCommonNameWords(db: Database): Promise<ReadonlySet<string>> {
  const { rows } = await db.execute<{
    names: string[] | null;
    frequencies: number[] | null;
    bounds: string[] | null;
  }>(sql`
    select most_common_vals::text::text[] as names, most_common_freqs as frequencies,
      histogram_bounds::text::text[] as bounds
    from pg_stats where schemaname = current_schema() and tablename = 'partners' and attname = 'name'`);
  const names = rows[0]?.names ?? [];
  const frequencies = (rows[0]?.frequencies ?? []).map(Number);
  const bounds = rows[0]?.bounds ?? [];
  const shares = new Map<string, number>();
  const count = (name: string, weight: number) => {
    for (const word of new Set(nameWords(name.toLowerCase()))) shares.set(word, (shares.get(word) ?? 0) + weight);
  };
  names.forEach((name, index) => count(name, frequencies[index] ?? 0));
  // The histogram's bounds stand for the names that are not among the most common, evenly.
  const inCommonNames = frequencies.reduce((sum, frequency) => sum + frequency, 0);
  for (const name of bounds) count(name, (1 - inCommonNames) / bounds.length);
  return new Set([...shares].filter(([, share]) => share >= COMMON_WORD_SHARE).map(([word]) => word));
}

const readOnce = new WeakMap<Database, Promise<ReadonlySet<string>>>();

/**
 * readCommonNameWords once per database and process: the sample changes only when the database analyzes
 * the table, and these words ("funeral", "home") hardly move. A failure is not kept.
 */
export function commonNameWords(db: Database): Promise<ReadonlySet<string>> {
  let words = readOnce.get(db);
  if (!words) {
    words = readCommonNameWords(db);
    readOnce.set(db, words);
    words.catch(() => readOnce.delete(db));
  }
  return words;
}
