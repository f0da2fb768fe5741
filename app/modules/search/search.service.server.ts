import { and, asc, desc, eq, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { Database } from '~/db/client.server';
import { AppError } from '~/lib/errors';
import {
  EARTH_RADIUS_MILES,
  lookupPostalCode,
  parsePostalCode,
  type PostalCodeLocation,
  type PostalCodeQuery,
} from '~/modules/geo/postal-codes.server';
import { ALL_REGIONS } from '~/modules/geo/regions';
import { toPartnerJson } from '~/modules/partners/partner-json.server';
import { type PartnerRow, partners } from '~/modules/partners/partner.table';
import { placeContainsQuery, recommendPartners, suggestPlaces } from './fuzzy-score';
import { compactPostalCode, isZipQuery, stateNamedByAbbreviation } from './match-rule';
import { citiesLike } from './search-cities.server';
import {
  DEFAULT_SEARCH_LIMIT,
  MAX_QUERY_LENGTH,
  MAX_SEARCH_LIMIT,
  type SearchOrigin,
  type SearchPartner,
  type SearchResult,
} from './search.schema';

/*
 * Server-side search (design §3 "Search"): the spec §5 match rule computed in SQL (match-rule.ts is its
 * pure definition), ZIP and postal codes ranked by distance, and the spec §9 fuzzy fallback when nothing
 * matches. Active partners only. Every query is index-backed so a search stays cheap at 100,000 partners:
 * name and city containment use the trigram GIN indexes on lower(name) / lower(city), a state is an
 * index probe on state_slug, a ZIP or postal code a range on the zip_code btree, and the fallback's
 * candidates come from the trigram indexes too (never a load of the whole table into the process).
 */

/** Partners within this distance of a ZIP or postal code's centroid are results, nearest first. */
export const POSTAL_SEARCH_RADIUS_MILES = 100;
/** Bounds of the fallback's candidate set, per source (fuzzy scoring runs in the process). */
const FUZZY_CANDIDATES_BY_TEXT = 100;
/** Rows a generic fallback query ("funeral hom") may score to pick its most similar candidates. */
const FUZZY_TEXT_SCAN = 500;
const FUZZY_CANDIDATES_BY_STATE = 50;
const FUZZY_CANDIDATES_BY_ZIP = 100;
const MILES_PER_DEGREE_LATITUDE = 69.09;

const isActive = eq(partners.isActive, true);
/** Partners sort by name case-insensitively, then id (stable pages). */
const sortName = sql<string>`lower(${partners.name})`;
const byName = [asc(sortName), asc(partners.id)];

/** `%` and `_` in a query are literal characters, not wildcards (backslash is LIKE's default escape). */
function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (character) => `\\${character}`);
}

/** States and provinces whose name contains the query, or that the query names by abbreviation. */
function regionSlugsMatching(query: string): { containing: string[]; exact: string[] } {
  const lower = query.toLowerCase();
  const byAbbreviation = stateNamedByAbbreviation(query);
  const containing: string[] = [];
  const exact: string[] = [];
  for (const region of ALL_REGIONS) {
    const name = region.name.toLowerCase();
    if (name === lower || region.name === byAbbreviation) exact.push(region.slug);
    if (name.includes(lower) || region.name === byAbbreviation) containing.push(region.slug);
  }
  return { containing, exact };
}

/**
 * Spec §5 containment in zipCode (compared without case or spaces, see match-rule.ts), or null when the
 * query cannot be contained in any stored code. Stored codes are validated on write (`12345`,
 * `12345-6789`, `A1A 1A1`), so only a fragment of that shape can match, and a whole ZIP or postal-code
 * query only ever matches as a prefix or in full: a btree range on zip_code (valid under any collation,
 * unlike LIKE 'x%'), rechecked exactly.
 */
function zipCondition(query: string, postal: PostalCodeQuery | null): SQL | null {
  if (postal?.country === 'US') {
    if (postal.postalCode !== postal.zip5) return eq(partners.zipCode, postal.postalCode);
    return sql`(${partners.zipCode} between ${postal.zip5} and ${`${postal.zip5}-9999`}
      and (${partners.zipCode} = ${postal.zip5} or ${partners.zipCode} like ${`${postal.zip5}-%`}))`;
  }
  if (postal?.country === 'CA') {
    if (postal.postalCode !== postal.fsa) return eq(partners.zipCode, postal.postalCode);
    return sql`(${partners.zipCode} between ${postal.fsa} and ${`${postal.fsa} Z9Z`}
      and ${partners.zipCode} like ${`${postal.fsa}%`})`;
  }
  const code = compactPostalCode(query);
  // A fragment like "870" or "5V3": containment anywhere, which the btree cannot serve. Only added when the
  // query has the shape of part of a code, so a name query ("Chapel 2") keeps its index-backed plan.
  if (US_CODE_FRAGMENT.test(code)) return sql`${partners.zipCode} like ${`%${code}%`}`;
  if (CANADIAN_CODE_FRAGMENT.test(code)) {
    return sql`replace(upper(${partners.zipCode}), ' ', '') like ${`%${code}%`}`;
  }
  return null;
}

/** Part of `12345-6789`: up to 5 digits, or digits around the hyphen. */
const US_CODE_FRAGMENT = /^(?:\d{1,5}|\d{0,5}-\d{0,4})$/;
/** Part of `A1A1A1` (a Canadian code compacted): alternating letters and digits, at most 6. */
const CANADIAN_CODE_FRAGMENT = /^(?=.{1,6}$)[A-Z]?(?:\d[A-Z])*\d?$/;

function matchCondition(query: string, postal: PostalCodeQuery | null): SQL {
  const pattern = `%${escapeLike(query)}%`;
  const regions = regionSlugsMatching(query);
  const zip = zipCondition(query, postal);
  return or(
    sql`lower(${partners.name}) like lower(${pattern})`,
    sql`lower(${partners.city}) like lower(${pattern})`,
    regions.containing.length > 0 ? inArray(partners.stateSlug, regions.containing) : undefined,
    zip ?? undefined,
  )!;
}

/** Best first: the query is the whole name, city or state; then a name or city starting with it; then the rest. */
function relevance(query: string): SQL {
  const prefix = `${escapeLike(query)}%`;
  const { exact } = regionSlugsMatching(query);
  const exactState = exact.length > 0 ? inArray(partners.stateSlug, exact) : sql`false`;
  return sql`case
    when lower(${partners.name}) = lower(${query}) or lower(${partners.city}) = lower(${query}) or ${exactState} then 0
    when lower(${partners.name}) like lower(${prefix}) or lower(${partners.city}) like lower(${prefix}) then 1
    else 2 end`;
}

/** Great-circle miles from a point (haversine), null for a partner without coordinates. */
function distanceMilesFrom(origin: PostalCodeLocation): SQL<number | null> {
  const latitude = sql`${origin.latitude}::float8`;
  const longitude = sql`${origin.longitude}::float8`;
  // `least` ignores nulls, so without the guard a partner lacking coordinates would be half a world away.
  return sql<number | null>`(case when ${partners.latitude} is null or ${partners.longitude} is null then null
    else ${EARTH_RADIUS_MILES}::float8 * 2 * asin(least(1, sqrt(
      power(sin(radians(${partners.latitude} - ${latitude}) / 2), 2)
      + cos(radians(${latitude})) * cos(radians(${partners.latitude}))
        * power(sin(radians(${partners.longitude} - ${longitude}) / 2), 2)))) end)`;
}

/** A latitude/longitude box holding every point within `miles` of the origin (no antimeridian wrap needed here). */
function boundingBox(origin: PostalCodeLocation, miles: number): SQL {
  const latitudeDelta = miles / MILES_PER_DEGREE_LATITUDE;
  const cosine = Math.cos((origin.latitude * Math.PI) / 180);
  const longitudeDelta = cosine > 0.01 ? Math.min(180, latitudeDelta / cosine) : 180;
  return and(
    sql`${partners.latitude} between ${origin.latitude - latitudeDelta} and ${origin.latitude + latitudeDelta}`,
    sql`${partners.longitude} between ${origin.longitude - longitudeDelta} and ${origin.longitude + longitudeDelta}`,
  )!;
}

const countAll = sql<number>`count(*) over ()`.mapWith(Number);

/**
 * `offset 0`: a subquery with an offset is not merged into the query around it, so a column it computes
 * is computed once per row even when the outer query filters on it. Drizzle leaves out a numeric 0.
 */
const OPTIMIZATION_FENCE = sql`0` as unknown as number;

/**
 * One statement for a page of results and the number of all of them: the matches are numbered and sorted
 * as narrow rows (id and sort keys, `count(*) over ()` before the limit), and only the page's `limit` rows
 * are joined back for their full columns. Sorting needs every match anyway, so the count costs no second
 * scan (a separate count query ran every index probe twice).
 */
async function findMatches(db: Database, query: string, postal: PostalCodeQuery | null, limit: number) {
  const page = db
    .select({
      id: partners.id,
      relevance: sql<number>`${relevance(query)}`.as('relevance'),
      isPriority: partners.isPriority,
      sortName: sortName.as('sort_name'),
      total: countAll.as('total'),
    })
    .from(partners)
    .where(and(isActive, matchCondition(query, postal)))
    .orderBy(sql`relevance`, desc(partners.isPriority), sql`sort_name`, asc(partners.id))
    .limit(limit)
    .as('page');
  const rows = await db
    .select({ partner: partners, total: page.total })
    .from(page)
    .innerJoin(partners, eq(partners.id, page.id))
    .orderBy(page.relevance, desc(page.isPriority), page.sortName, asc(page.id));
  return {
    total: rows[0]?.total ?? 0,
    partners: rows.map(({ partner }): SearchPartner => toPartnerJson(partner)),
  };
}

/**
 * A ZIP or postal-code query: the partners matching it (spec §5) and every partner within the radius of
 * the code's centroid, nearest first. Distance decides alone (a partner in the next ZIP may be closer
 * than one in the searched ZIP); a matching partner without coordinates comes after those with a distance.
 */
async function findNearPostalCode(
  db: Database,
  query: string,
  postal: PostalCodeQuery,
  origin: PostalCodeLocation,
  limit: number,
) {
  const distance = distanceMilesFrom(origin);
  // No name: its sort key is read below for about a page of rows only, from the rows joined back.
  const columns = {
    id: partners.id,
    distance: sql<number | null>`${distance}`.as('distance'),
    isPriority: partners.isPriority,
  };
  // Within the radius: the box is served by the partial (latitude, longitude) index of active partners,
  // and `offset 0` keeps the subquery apart so the distance is computed once per row, not again to filter.
  const inBox = db
    .select(columns)
    .from(partners)
    .where(and(isActive, boundingBox(origin, POSTAL_SEARCH_RADIUS_MILES)))
    .offset(OPTIMIZATION_FENCE)
    .as('in_box');
  const near = db
    .select()
    .from(inBox)
    .where(sql`${inBox.distance} <= ${POSTAL_SEARCH_RADIUS_MILES}`);
  // Matching the query (spec §5) but not within the radius: further away or without coordinates. The two
  // sets are disjoint, so they are appended without a de-duplicating sort.
  const matchingFurther = db
    .select(columns)
    .from(partners)
    .where(
      and(isActive, matchCondition(query, postal), sql`coalesce(${distance} > ${POSTAL_SEARCH_RADIUS_MILES}, true)`),
    );
  const candidates = near.unionAll(matchingFurther).as('candidates');
  // Numbered (`count(*) over ()`, before the limit) and ranked by distance alone as narrow rows (id,
  // distance, featured): the page's rows and every row as near as its last one (`with ties`) are the only
  // ones joined back, so the name sort key of the page order is computed for those, not for the thousands
  // of partners within the radius of a big city. Drizzle cannot write FETCH ... WITH TIES, hence the SQL.
  const nearest = sql`(select *, count(*) over () as total from ${candidates}
    order by distance asc nulls last fetch first ${limit} rows with ties) as nearest`;
  const rows = await db
    .select({
      partner: partners,
      distance: sql<number | null>`nearest.distance`,
      total: sql<number>`nearest.total`.mapWith(Number),
    })
    .from(nearest)
    .innerJoin(partners, sql`${partners.id} = nearest.id`)
    .orderBy(sql`nearest.distance asc nulls last`, desc(sql`nearest.is_priority`), sortName, sql`nearest.id`)
    .limit(limit);
  return {
    total: rows[0]?.total ?? 0,
    partners: rows.map(({ partner, distance: miles }): SearchPartner => {
      const json: SearchPartner = toPartnerJson(partner);
      if (miles !== null) json.distanceMiles = Math.round(Number(miles) * 10) / 10;
      return json;
    }),
  };
}

/**
 * What spec §9 scores and the suggestions read of a fallback candidate: up to 150 candidates are scored
 * for 3 recommendations, so only those 3 are read whole (readPartners). On PGlite every column of every
 * row costs its own buffer in the process.
 */
const scoredColumns = {
  id: partners.id,
  name: partners.name,
  city: partners.city,
  state: partners.state,
  zipCode: partners.zipCode,
  description: partners.description,
};
type FuzzyCandidate = Pick<PartnerRow, keyof typeof scoredColumns>;

/**
 * Partners whose name contains a word like the query (pg_trgm `%>`, word similarity ≥ 0.6) or whose city
 * is like it (`%` similarity ≥ 0.3, or `%>`); the most similar first. Whole-name `%` is left out on
 * purpose: at 0.3 it lets every name sharing one common word ("Memorial") through, and such a partner
 * only passes spec §9 on that word anyway. A generic query can still match a large share of the
 * directory, so at most FUZZY_TEXT_SCAN rows are scored for the ordering.
 *
 * The cities like the query are found among the directory's distinct cities (search-cities.server.ts),
 * and their partners through partners_state_city_idx: asked of every partner's city, the trigram index
 * returned every partner of every town sharing a few trigrams ("…ville": 1,777 partners at 100,000) for
 * a recheck that read each row to keep a hundred. The same partners either way; a query the city model
 * does not cover (not ASCII) still asks the trigram index.
 */
async function similarByText(db: Database, query: string): Promise<FuzzyCandidate[]> {
  const lowered = sql`lower(${query})`;
  const name = sql`lower(${partners.name})`;
  const city = sql`lower(${partners.city})`;
  const like = await citiesLike(db, query);
  const cityIsLike = !like
    ? or(sql`${city} % ${lowered}`, sql`${city} %> ${lowered}`)
    : like.spellings.length > 0
      ? // The slugs find the partners filed under these towns (a superset: every pairing of the states and
        // town slugs); the spellings keep exactly those in a town like the query. Compared as stored, the
        // spellings need no index: the town trigram index would only add a costly equality probe.
        and(
          sql`${partners.stateSlug} = any(${sql.param(like.stateSlugs)}::text[])`,
          sql`${partners.citySlug} = any(${sql.param(like.citySlugs)}::text[])`,
          sql`${partners.city} = any(${sql.param(like.spellings)}::text[])`,
        )
      : undefined;
  // Scored as the index scan yields them (the score needs the row the scan has just read anyway), then
  // only the most similar are joined back for their full columns.
  const similar = db
    .select({
      id: partners.id,
      score:
        sql<number>`greatest(word_similarity(${lowered}, ${name}), similarity(${city}, ${lowered}), word_similarity(${lowered}, ${city}))`.as(
          'score',
        ),
      sortName: sortName.as('sort_name'),
    })
    .from(partners)
    .where(and(isActive, or(sql`${name} %> ${lowered}`, cityIsLike)))
    .limit(FUZZY_TEXT_SCAN)
    .as('similar');
  const best = db
    .select()
    .from(similar)
    .orderBy(desc(similar.score), similar.sortName, asc(similar.id))
    .limit(FUZZY_CANDIDATES_BY_TEXT)
    .as('best');
  return db
    .select(scoredColumns)
    .from(best)
    .innerJoin(partners, eq(partners.id, best.id))
    .orderBy(desc(best.score), best.sortName, asc(best.id));
}

/** Partners sharing a ZIP query's first two digits (spec §9's coarsest geographic score), closest codes first. */
function sharingZipPrefix(db: Database, zip5: string, origin: PostalCodeLocation | null) {
  const zip2 = zip5.slice(0, 2);
  return db
    .select(scoredColumns)
    .from(partners)
    .where(
      and(
        isActive,
        sql`${partners.zipCode} between ${zip2} and ${`${zip2}999-9999`}`,
        sql`${partners.zipCode} like ${`${zip2}%`}`,
      ),
    )
    .orderBy(
      desc(sql`left(${partners.zipCode}, 5) = ${zip5}`),
      desc(sql`left(${partners.zipCode}, 3) = ${zip5.slice(0, 3)}`),
      ...(origin ? [sql`${distanceMilesFrom(origin)} asc nulls last`] : []),
      ...byName,
    )
    .limit(FUZZY_CANDIDATES_BY_ZIP);
}

/** Partners of the states and provinces a query names despite a typo ("Calfornia"), featured first. */
function inMisspeltRegions(db: Database, query: string) {
  const slugs = ALL_REGIONS.filter((region) => placeContainsQuery(region.name, query)).map((region) => region.slug);
  if (slugs.length === 0) return Promise.resolve([]);
  return db
    .select(scoredColumns)
    .from(partners)
    .where(and(isActive, inArray(partners.stateSlug, slugs)))
    .orderBy(desc(partners.isPriority), ...byName)
    .limit(FUZZY_CANDIDATES_BY_STATE);
}

/**
 * The fallback's bounded candidate set, fetched through the indexes. Only such partners can pass spec
 * §9's thresholds in practice: a description alone earns at most 0.5 / 8 < 0.1, a ZIP alone 1 / 8 only
 * when it equals the query (which would have been a match).
 */
async function findFuzzyCandidates(
  db: Database,
  query: string,
  origin: PostalCodeLocation | null,
): Promise<FuzzyCandidate[]> {
  const batches = await Promise.all(
    isZipQuery(query)
      ? [sharingZipPrefix(db, query.slice(0, 5), origin)]
      : [similarByText(db, query), inMisspeltRegions(db, query)],
  );
  const byId = new Map<string, FuzzyCandidate>();
  for (const row of batches.flat()) if (!byId.has(row.id)) byId.set(row.id, row);
  return [...byId.values()];
}

/** The recommended partners read whole, in the order given (one that left the directory meanwhile is left out). */
async function readPartners(db: Database, ids: string[]): Promise<PartnerRow[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select()
    .from(partners)
    .where(and(isActive, inArray(partners.id, ids)));
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

function toOrigin(location: PostalCodeLocation): SearchOrigin {
  const { postalCode, city, state, country } = location;
  return { postalCode, city, state, country, radiusMiles: POSTAL_SEARCH_RADIUS_MILES };
}

/**
 * GET /api/search and the search page. A blank query finds nothing (spec §5). When nothing matches, the
 * spec §9 fallback fills `recommendations` (up to 3) and `suggestions` (up to 5).
 */
export async function searchPartners(db: Database, options: { q: string; limit?: number }): Promise<SearchResult> {
  const query = options.q.trim();
  // Callers parse with searchQuerySchema first; this keeps a forgotten parse from costing CPU (typo matching
  // is quadratic in the query length).
  if (query.length > MAX_QUERY_LENGTH) {
    throw new AppError('VALIDATION', `q: Search query must be at most ${MAX_QUERY_LENGTH} characters`);
  }
  const limit = Math.min(MAX_SEARCH_LIMIT, Math.max(1, Math.trunc(options.limit ?? DEFAULT_SEARCH_LIMIT)));
  const empty = { query, total: 0, limit, partners: [], recommendations: [], suggestions: [], origin: null };
  if (query === '') return empty;

  const postal = parsePostalCode(query);
  const location = postal ? lookupPostalCode(query) : null;
  const found =
    postal && location
      ? await findNearPostalCode(db, query, postal, location, limit)
      : await findMatches(db, query, postal, limit);
  const origin = location ? toOrigin(location) : null;
  if (found.total > 0) return { ...empty, ...found, origin };

  const candidates = await findFuzzyCandidates(db, query, location);
  const recommended = await readPartners(
    db,
    recommendPartners(query, candidates).map((candidate) => candidate.id),
  );
  return {
    ...empty,
    origin,
    recommendations: recommended.map(toPartnerJson),
    suggestions: suggestPlaces(query, candidates),
  };
}
