import { sql } from 'drizzle-orm';
import type { Database } from '~/db/client.server';
import { memoizedPerDirectoryRevision } from '~/modules/partners/directory-revision.server';
import { buildTrigramIndex, textsPossiblyLike, type TrigramIndex } from './trigrams';

/**
 * The distinct cities of the active partners (as lower(city), the form the search compares), with how
 * they are spelled and where they are filed (state and city slugs, which partners_state_city_idx finds).
 * About 2,400 at 100,000 partners. Kept per directory revision (directory-revision.server.ts: a write that inserts,
 * deletes, (de)activates or moves a partner, or renames its city, moves the revision on), so a city an
 * admin has just added is here on the next search.
 */
export interface SearchCities {
  index: TrigramIndex;
  /** lower(city) → the city as its partners spell it, and their state and city slugs. */
  filedUnder: Map<string, { spellings: Set<string>; stateSlugs: Set<string>; citySlugs: Set<string> }>;
}

export const loadSearchCities = memoizedPerDirectoryRevision(async (db: Database): Promise<SearchCities> => {
  const { rows } = await db.execute<{ city: string; lower_city: string; state_slug: string; city_slug: string }>(sql`
    select city, lower(city) as lower_city, state_slug, city_slug
    from (select distinct city, state_slug, city_slug from partners where is_active) as cities`);
  const filedUnder: SearchCities['filedUnder'] = new Map();
  for (const row of rows) {
    let places = filedUnder.get(row.lower_city);
    if (!places) {
      places = { spellings: new Set(), stateSlugs: new Set(), citySlugs: new Set() };
      filedUnder.set(row.lower_city, places);
    }
    places.spellings.add(row.city);
    places.stateSlugs.add(row.state_slug);
    places.citySlugs.add(row.city_slug);
  }
  return { index: buildTrigramIndex([...filedUnder.keys()].sort()), filedUnder };
});

/**
 * The cities like the query in pg_trgm's sense (`lower(city) % lower(query)` or `lower(city) %>
 * lower(query)`), decided by the database on the few candidates the trigram model lets through: their
 * spellings as stored, and the slugs their partners are filed under. Null when the model does not cover
 * the query (not ASCII).
 */
export async function citiesLike(
  db: Database,
  query: string,
): Promise<{ spellings: string[]; stateSlugs: string[]; citySlugs: string[] } | null> {
  const { index, filedUnder } = await loadSearchCities(db);
  const candidates = textsPossiblyLike(index, query);
  if (candidates === null) return null;
  if (candidates.length === 0) return { spellings: [], stateSlugs: [], citySlugs: [] };
  const lowered = sql`lower(${query})`;
  const { rows } = await db.execute<{ city: string }>(sql`
    select city from unnest(${sql.param(candidates)}::text[]) as city
    where city % ${lowered} or city %> ${lowered}`);
  const spellings = new Set<string>();
  const stateSlugs = new Set<string>();
  const citySlugs = new Set<string>();
  for (const { city } of rows) {
    const places = filedUnder.get(city)!;
    for (const spelling of places.spellings) spellings.add(spelling);
    for (const slug of places.stateSlugs) stateSlugs.add(slug);
    for (const slug of places.citySlugs) citySlugs.add(slug);
  }
  return { spellings: [...spellings], stateSlugs: [...stateSlugs], citySlugs: [...citySlugs] };
}
