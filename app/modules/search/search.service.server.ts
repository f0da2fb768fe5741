import { and, asc, desc, eq, inArray, not, or, type SQL, sql } from 'drizzle-orm';
import type { Database } from '~/db/client.server';
import { AppError } from '~/lib/errors';
import { parsePostalCode, type PostalCodeQuery, trailingPostalCode } from '~/modules/geo/postal-code-format';
import type { Coordinates, PostalCodeLocation } from '~/modules/geo/postal-codes.server';
import { findPlaceInRegion, locatePostalCode, lookupMisspeltPlace, lookupPlace } from '~/modules/geo/gazetteer.server';
import { editDistance } from '~/modules/geo/closest-name';
import { foldAccents } from '~/lib/text-fold';
import { placeKey } from '~/modules/geo/place-names';
import { namesOnlyWhatIsSought, type GazetteerPlace, type PlaceMatch } from '~/modules/geo/place-query';
import { ALL_REGIONS, findRegion, type Region } from '~/modules/geo/regions';
import { slugify } from '~/lib/slug';
import { toPartnerJson } from '~/modules/partners/partner-json.server';
import { partnerFilterCondition } from '~/modules/partners/partner-filters.server';
import { SERVICE_FILTER_KEYS, type ServiceFilterKey } from '~/modules/partners/service-filters';
import { filtersNamedIn, withoutFilterWords } from './filter-words';
import {
  byName,
  featuredFirst,
  compactLower,
  escapeLike,
  foldedContains,
  foldedLower,
  type PartnerRow,
  partners,
  sortName,
} from '~/modules/partners/partner.table';
import { REGION_NAMES_WITH_SLUGS, regionsNamedLike, withEnglishRegionName } from './french-place-names';
import { compactPostalCode, isZipQuery, stateNamedByAbbreviation } from './match-rule';
import { commonNameWords, nameWords } from './common-name-words.server';
import { citiesLike } from './search-cities.server';
import { defaultRadius } from './nearby-radius';
import { unplacedQuery } from './unplaced-query';
import { MAX_QUERY_LENGTH } from './search-limits';
import {
  DEFAULT_SEARCH_LIMIT,
  MAX_SEARCH_LIMIT,
  MAX_SEARCH_PAGE,
  type SearchNearTown,
  type SearchOrigin,
  type SearchPartner,
  type SearchResult,
} from './search.schema';

/*
 * Server-side search (design §3 "Search"): the spec §5 match rule computed in SQL (match-rule.ts is its
 * pure definition), ZIP and postal codes ranked by distance, and the spec §9 fuzzy fallback when nothing
 * matches. Active partners only. Every query is index-backed so a search stays cheap at 100,000 partners:
 * name and city containment use the trigram GIN indexes on lower(name) / lower(city), a state is an
 * index probe on state_slug, a ZIP or postal code a range on the zip_code btree and a radius on the
 * earthdistance GiST index, and the fallback's candidates come from the trigram indexes too, ranked by
 * pg_trgm's similarity in the database (never a load of the whole table into the process).
 */

/**
 * Partners within this distance of a ZIP or postal code's centroid are results, nearest first: 100 mi, what
 * "Use my location" covers first too (decision 027).
 */
export const POSTAL_SEARCH_RADIUS_MILES = defaultRadius('mi');
/** Spec §9: up to 3 recommended partners and 5 suggested places when nothing matches. */
const MAX_RECOMMENDATIONS = 3;
const MAX_SUGGESTIONS = 5;
/** Fallback candidates ranked, of which the best give the recommendations and the places suggested. */
const FUZZY_CANDIDATES_BY_TEXT = 100;
/** Names like the query's own words that the fallback ranks, the most similar to the whole query first. */
const FUZZY_NAMES_BY_WORDS = 100;
/** Names sharing a piece of the query's own words that are scored at most (a piece may be in many names). */
const FUZZY_NAME_PIECES_SCAN = 2000;
/** pg_trgm's default word similarity threshold (`%>`): a name below it does not count as like the query. */
const WORD_SIMILARITY_THRESHOLD = 0.6;
/** A query word this similar to a word common in names is that word misspelt ("servces"), not a name's own. */
const COMMON_WORD_LIKENESS = 0.35;
/** Rows a generic fallback query ("funeral hom") may rank to pick its most similar candidates. */
const FUZZY_TEXT_SCAN = 500;
const FUZZY_CANDIDATES_BY_STATE = 50;
const MILES_PER_DEGREE_LATITUDE = 69.09;

const isActive = eq(partners.isActive, true);

/**
 * States and provinces whose English or French name contains the query (without case or accents:
 * "québec", "colombie-britannique"), or that the query names by abbreviation.
 */
function regionSlugsMatching(query: string): { containing: string[]; exact: string[] } {
  const byAbbreviation = stateNamedByAbbreviation(query);
  const named = regionsNamedLike(query);
  const abbreviated = ALL_REGIONS.filter((region) => region.name === byAbbreviation);
  const slugs = (regions: readonly Region[]) => [...new Set([...regions, ...abbreviated].map((region) => region.slug))];
  return { containing: slugs(named.containing), exact: slugs(named.exact) };
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

/**
 * lower(name) containing the query (spec §5). The trigram index answers a LIKE by intersecting the lists of
 * every trigram of the pattern, and the lists of words in most names ("funeral", "home") hold nearly every
 * partner: 5-13 ms for a long name. A query with such words asks the index for its other words (of three
 * letters or more) and checks the whole query on the rows found: the same rows, in about 1 ms.
 */
async function nameContains(db: Database, query: string): Promise<SQL> {
  const whole = sql`lower(${partners.name}) like lower(${`%${escapeLike(query)}%`})`;
  const words = nameWords(query);
  if (words.length < 2) return whole;
  const common = await commonNameWords(db);
  const rare = words.filter((word) => word.length >= 3 && !common.has(word.toLowerCase()));
  if (rare.length === 0 || rare.length === words.length) return whole;
  return and(
    ...rare.map((word) => sql`lower(${partners.name}) like lower(${`%${escapeLike(word)}%`})`),
    sql`strpos(lower(${partners.name}), lower(${query})) > 0`,
  )!;
}

/** Spec §5: the name (nameContains), city, state or ZIP / postal code contains the query. */
function matchCondition(query: string, postal: PostalCodeQuery | null, nameMatch: SQL): SQL {
  const pattern = `%${escapeLike(query)}%`;
  const regions = regionSlugsMatching(query);
  const zip = zipCondition(query, postal);
  return or(
    nameMatch,
    sql`lower(${partners.city}) like lower(${pattern})`,
    regions.containing.length > 0 ? inArray(partners.stateSlug, regions.containing) : undefined,
    zip ?? undefined,
  )!;
}

/**
 * 1 for a partner outside the town a bare town name is taken for (the note's "near Austin, TX"), 0 inside:
 * "Austin" lists the Texan town's partners before those of Austin, Minnesota. 0 for all without a town.
 */
function outOfTown(town: SearchNearTown | null): SQL {
  const region = town ? findRegion(town.state) : undefined;
  if (!town || !region) return sql`0`;
  return sql`case when ${partners.stateSlug} = ${region.slug} and ${partners.citySlug} = ${slugify(town.name)} then 0 else 1 end`;
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

/**
 * earthdistance's `point <@> point`: great-circle statute miles on a sphere of the mean Earth radius (in C,
 * cheap enough to filter thousands of rows), null for a partner without coordinates. Points are (longitude,
 * latitude).
 */
function distanceMilesFrom(origin: Coordinates): SQL<number | null> {
  return sql<
    number | null
  >`(point(${partners.longitude}, ${partners.latitude}) <@> point(${origin.longitude}::float8, ${origin.latitude}::float8))`;
}

/** earthdistance's sphere radius for `<@>`, in miles; `earth()` is its radius in metres for ll_to_earth. */
const EARTHDISTANCE_RADIUS_MILES = 3958.747;

/** The partner's position as an earthdistance point (a cube), what partners_earth_idx indexes. */
const earthPoint = sql`ll_to_earth(${partners.latitude}, ${partners.longitude})`;
/** Active partners with coordinates: the predicate of partners_earth_idx, stated so the planner can use it. */
const located = sql`${partners.isActive} and ${partners.latitude} is not null and ${partners.longitude} is not null`;

function earthOrigin(origin: Coordinates): SQL {
  return sql`ll_to_earth(${origin.latitude}::float8, ${origin.longitude}::float8)`;
}

/**
 * A cube holding every point within `miles` (earth_box, served by partners_earth_idx). The radius is
 * converted through the angle it spans, since ll_to_earth's sphere is not the one `<@>` measures on; a
 * little margin keeps a partner exactly on the radius inside (the exact test is the `<@>` filter).
 */
function earthBox(origin: Coordinates, miles: number): SQL {
  return sql`earth_box(${earthOrigin(origin)}, ${miles * 1.001}::float8 / ${EARTHDISTANCE_RADIUS_MILES}::float8 * earth()) @> ${earthPoint}`;
}

/** A latitude/longitude box holding every point within `miles` of the origin (no antimeridian wrap needed here). */
function boundingBox(origin: Coordinates, miles: number): SQL {
  const latitudeDelta = miles / MILES_PER_DEGREE_LATITUDE;
  const cosine = Math.cos((origin.latitude * Math.PI) / 180);
  const longitudeDelta = cosine > 0.01 ? Math.min(180, latitudeDelta / cosine) : 180;
  return and(
    sql`${partners.latitude} between ${origin.latitude - latitudeDelta} and ${origin.latitude + latitudeDelta}`,
    sql`${partners.longitude} between ${origin.longitude - longitudeDelta} and ${origin.longitude + longitudeDelta}`,
  )!;
}

const countAll = sql<number>`count(*) over ()`.mapWith(Number);

/** How many active partners meet `condition`. */
async function countActive(db: Database, condition: SQL | undefined): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)`.mapWith(Number) })
    .from(partners)
    .where(and(isActive, condition));
  return row?.count ?? 0;
}

/**
 * One statement for a page of results and the number of all of them: the matches are numbered and sorted
 * as narrow rows (id and sort keys, `count(*) over ()` before the limit), and only the page's `limit` rows
 * are joined back for their full columns. Sorting needs every match anyway, so the count costs no second
 * scan (a separate count query ran every index probe twice).
 */
async function findMatches(
  db: Database,
  query: string,
  matching: SQL,
  limit: number,
  offset: number,
  filter: SQL | undefined,
  town: SearchNearTown | null = null,
) {
  const condition = and(matching, filter)!;
  const page = db
    .select({
      id: partners.id,
      outOfTown: sql<number>`${outOfTown(town)}`.as('out_of_town'),
      relevance: sql<number>`${relevance(query)}`.as('relevance'),
      isPriority: partners.isPriority,
      sortName: sortName.as('sort_name'),
      total: countAll.as('total'),
    })
    .from(partners)
    .where(and(isActive, condition))
    .orderBy(sql`out_of_town`, sql`relevance`, desc(partners.isPriority), sql`sort_name`, asc(partners.id))
    .limit(limit)
    .offset(offset)
    .as('page');
  const rows = await db
    .select({ partner: partners, total: page.total })
    .from(page)
    .innerJoin(partners, eq(partners.id, page.id))
    .orderBy(page.outOfTown, page.relevance, desc(page.isPriority), page.sortName, asc(page.id));
  // A page past the end has no row to carry the total: counted apart, only then.
  const total = rows[0]?.total ?? (offset === 0 ? 0 : await countActive(db, condition));
  return { total, partners: rows.map(({ partner }): SearchPartner => toPartnerJson(partner)) };
}

/**
 * How many partners the text match finds without the page's filters, as searchPartners takes it (the plain
 * match, else the folded one), in one statement.
 */
async function countTextMatches(db: Database, matching: SQL, folded: SQL): Promise<number> {
  const [row] = await db
    .select({
      plain: sql<number>`count(*) filter (where ${matching})`.mapWith(Number),
      folded: sql<number>`count(*) filter (where ${folded})`.mapWith(Number),
    })
    .from(partners)
    .where(and(isActive, or(matching, folded)));
  return row ? row.plain || row.folded : 0;
}

/**
 * Name or city containment without accents on either side, on the folded trigram indexes, or a name's without
 * its punctuation (compactNameContains); asked only when the plain match found nothing.
 */
function foldedCondition(query: string): SQL {
  const saint = saintSpelledOut(query);
  return or(
    foldedContains(partners.name, query),
    foldedContains(partners.city, query),
    saint ? foldedContains(partners.city, saint) : undefined,
    compactNameContains(query) ?? undefined,
  )!;
}

/**
 * "St-Jean", "ste foy", "St. Hyacinthe": the town as Quebec writes it, "Saint-Jean", "Sainte-Foy" (the
 * data spells Saint out and joins with hyphens); null for a query that does not start so.
 */
export function saintSpelledOut(query: string): string | null {
  const match = /^(st|ste)\.?[\s-]+(\S.*)$/i.exec(query.trim());
  if (!match) return null;
  const saint = match[1]!.toLowerCase() === 'st' ? 'saint' : 'sainte';
  return `${saint}-${match[2]!.trim().replace(/[\s-]+/g, '-')}`;
}

/**
 * The name contains the query, both as letters and digits only, without "and"/"et" (compactLower, on its
 * trigram index): "Simmons Ferguson" finds "Simmons-Ferguson", "obrien" "O'Brien", "Clark and Sons"
 * "Clark & Sons". Part of the folded match; null for a query of fewer than 3 such letters.
 */
function compactNameContains(query: string): SQL | null {
  const compact = compactName(query);
  return compact.length < 3 ? null : sql`${compactLower(partners.name)} like ${`%${compact}%`}`;
}

/** compactLower in the process. */
export function compactName(text: string): string {
  const words = ` ${foldAccents(text).replace(/[^a-z0-9]+/g, ' ')} `;
  return words.replaceAll(' and ', ' ').replaceAll(' et ', ' ').replaceAll(' ', '');
}

/**
 * Partners near an origin: every active partner within the radius (with `filter`), and those matching
 * `alsoMatching` beyond it or without coordinates (a ZIP query's own partners, a town's own partners).
 * Distance decides alone (a partner in the next ZIP may be closer than one in the searched ZIP); a partner
 * without coordinates comes after those with a distance.
 */
interface NearQuery {
  alsoMatching: SQL;
  origin: Coordinates;
  filter: SQL | undefined;
}

function nearConditions({ alsoMatching, origin, filter }: NearQuery) {
  const distance = distanceMilesFrom(origin);
  const within = sql`${distance} <= ${POSTAL_SEARCH_RADIUS_MILES}`;
  return {
    distance,
    withinRadius: filter ? sql`${within} and ${filter}` : within,
    // Matching but not within the radius: further away or without coordinates. Rare, and disjoint from
    // the partners within the radius.
    beyond: and(alsoMatching, sql`coalesce(${distance} > ${POSTAL_SEARCH_RADIUS_MILES}, true)`, filter),
  };
}

/** Within the radius as counted: the (latitude, longitude) box first, so the index narrows it (countNear). */
function withinCountedRadius(near: NearQuery, withinRadius: SQL): SQL {
  return and(boundingBox(near.origin, POSTAL_SEARCH_RADIUS_MILES), withinRadius)!;
}

/**
 * How many partners are near: those within the radius counted on the (latitude, longitude) index alone
 * (an index-only scan of the box, `<@>` per row: reading the GiST index's rows from the table cost 3-5
 * times more), plus those matching beyond it.
 */
async function countNear(db: Database, near: NearQuery): Promise<number> {
  const { withinRadius, beyond } = nearConditions(near);
  const [within, further] = await Promise.all([
    countActive(db, withinCountedRadius(near, withinRadius)),
    countActive(db, beyond),
  ]);
  return within + further;
}

/**
 * A page of the partners near, nearest first, from the GiST index on ll_to_earth (`<->` within the radius'
 * earth_box), so a big city's thousands of partners are not sorted for 60 of them.
 */
async function pageNear(db: Database, near: NearQuery, limit: number, offset: number): Promise<SearchPartner[]> {
  if (limit === 0) return [];
  const { origin } = near;
  const { distance, withinRadius, beyond } = nearConditions(near);
  // The nearest `limit` and every one as near as the last (`with ties`, so the name order decides among
  // partners at one spot), in the index's order; drizzle cannot write FETCH ... WITH TIES, hence the SQL.
  const upTo = offset + limit;
  const nearest = sql`((select ${partners.id} as id, ${distance} as distance from ${partners}
      where ${located} and ${earthBox(origin, POSTAL_SEARCH_RADIUS_MILES)} and ${withinRadius}
      order by ${earthPoint} <-> ${earthOrigin(origin)} fetch first ${upTo} rows with ties)
    union all
    (select ${partners.id}, ${distance} from ${partners} where ${and(isActive, beyond)} limit ${upTo})) as nearest`;
  const rows = await db
    .select({ partner: partners, distance: sql<number | null>`nearest.distance` })
    .from(nearest)
    .innerJoin(partners, sql`${partners.id} = nearest.id`)
    .orderBy(sql`nearest.distance asc nulls last`, desc(partners.isPriority), sortName, asc(partners.id))
    .limit(limit)
    .offset(offset);
  return rows.map(({ partner, distance: miles }) => withDistance(partner, miles));
}

/**
 * How many partners meet `condition`, and how many of those are near (as countNear counts them), in one
 * statement over the few that meet it: the named businesses of a search near a place.
 */
async function countAndNear(
  db: Database,
  condition: SQL,
  near: NearQuery,
  nearFilter: SQL | undefined,
): Promise<{ all: number; near: number }> {
  const { withinRadius, beyond } = nearConditions({ ...near, filter: undefined });
  // Counted near only if those near would list them: the named pass fewer filters (NamedBusinesses).
  const isNear = and(or(withinCountedRadius(near, withinRadius), beyond), nearFilter);
  const [row] = await db
    .select({
      all: sql<number>`count(*)`.mapWith(Number),
      near: sql<number>`count(*) filter (where ${isNear})`.mapWith(Number),
    })
    .from(partners)
    .where(and(isActive, condition));
  return { all: row?.all ?? 0, near: row?.near ?? 0 };
}

/** The partners near and their number, asked at once (the page does not wait for the counts). */
async function findNear(db: Database, near: NearQuery, limit: number, offset: number) {
  const [total, page] = await Promise.all([countNear(db, near), pageNear(db, near, limit, offset)]);
  return { total, partners: page };
}

function withDistance(partner: PartnerRow, miles: number | string | null): SearchPartner {
  const json: SearchPartner = toPartnerJson(partner);
  if (miles !== null) json.distanceMiles = Math.round(Number(miles) * 10) / 10;
  return json;
}

/** The nearest partners at any distance (the GiST index's KNN order), for a place with none near. */
export async function findNearest(
  db: Database,
  origin: Coordinates,
  limit: number,
  filter?: SQL,
): Promise<SearchPartner[]> {
  const distance = distanceMilesFrom(origin);
  const nearest = sql`(select ${partners.id} as id, ${distance} as distance from ${partners}
    where ${filter ? sql`${located} and ${filter}` : located} order by ${earthPoint} <-> ${earthOrigin(origin)} limit ${limit}) as nearest`;
  const rows = await db
    .select({ partner: partners, distance: sql<number | null>`nearest.distance` })
    .from(nearest)
    .innerJoin(partners, sql`${partners.id} = nearest.id`)
    .orderBy(sql`nearest.distance`, asc(partners.id));
  return rows.map(({ partner, distance: miles }) => withDistance(partner, miles));
}

/** The nearest partners that pass a page's `?service=` filters (decision 028), "open now" at `now`. */
export function findNearestFiltered(
  db: Database,
  origin: Coordinates,
  limit: number,
  { filters, now }: { filters: readonly ServiceFilterKey[]; now: Date },
): Promise<SearchPartner[]> {
  return findNearest(db, origin, limit, partnerFilterCondition(filters, now));
}

/** A state or province named alone: all its partners, featured first, then by name, a page at a time. */
async function findInRegion(db: Database, stateSlug: string, limit: number, offset: number, filter: SQL | undefined) {
  const inRegion = and(eq(partners.stateSlug, stateSlug), filter);
  const [total, rows] = await Promise.all([
    countActive(db, inRegion),
    db
      .select()
      .from(partners)
      .where(and(isActive, inRegion))
      .orderBy(featuredFirst, ...byName)
      .limit(limit)
      .offset(offset),
  ]);
  return { total, partners: rows.map((row): SearchPartner => toPartnerJson(row)) };
}

/** Whether a place (lower-cased) is like the query in pg_trgm's sense: `%` (similarity ≥ 0.3) or `%>` (word similarity ≥ 0.6). */
function isLike(place: SQL, lowered: SQL): SQL<boolean> {
  return sql<boolean>`(${place} % ${lowered} or ${place} %> ${lowered})`;
}

/** How like the query a place is: pg_trgm's similarity or word similarity, the better. */
function likeness(place: SQL, lowered: SQL): SQL<number> {
  return sql<number>`greatest(similarity(${place}, ${lowered}), word_similarity(${lowered}, ${place}))`;
}

/**
 * The states and provinces whose English or French name is like the query ("Calfornia", "Colombie-Britanique"),
 * as the database judges it. Names are folded (no accents), so the query is too.
 */
async function regionsLike(db: Database, query: string): Promise<string[]> {
  const { rows } = await db.execute<{ slug: string }>(sql`
    select distinct slug from unnest(${sql.param(REGION_NAMES_WITH_SLUGS.names)}::text[], ${sql.param(REGION_NAMES_WITH_SLUGS.slugs)}::text[]) as region(name, slug)
    where ${isLike(sql`name`, sql`${foldAccents(query)}`)}`);
  return rows.map((row) => row.slug);
}

/**
 * The pieces (wordPieces) of a query's own words, when it reads as a business name (several words, one of
 * them common in business names): its words of three letters or more that are neither common ("funeral",
 * "home") nor like a common one ("servces", as the database judges likeness). They tell one business from
 * another; a misspelt one still shares a piece with the right name.
 */
async function namesOwnWordPieces(db: Database, query: string): Promise<string[]> {
  const typed = nameWords(query.toLowerCase());
  // One word is a name like the query only if `%>` finds it anyway: nothing to tell apart.
  if (typed.length < 2) return [];
  const common = await commonNameWords(db);
  // Without a word common in business names ("funeral", "memorial", "&"), a misspelling is as likely a
  // place ("Los Angelse"), which the towns like it answer; the names like it are taken as before. Without
  // statistics (no ANALYZE yet) no word is known to be common: every query of several words reads as a name.
  if (common.size > 0 && !typed.some((word) => common.has(word))) return [];
  const words = [...new Set(typed)].filter((word) => word.length >= 3 && !common.has(word));
  if (words.length === 0) return [];
  const commonWords = [...common];
  const { rows } =
    common.size === 0
      ? { rows: words.map((word) => ({ word })) }
      : await db.execute<{ word: string }>(sql`
          select word from unnest(${sql.param(words)}::text[]) as word
          where not exists (select 1 from unnest(${sql.param(commonWords)}::text[]) as common
            where similarity(word, common) >= ${COMMON_WORD_LIKENESS})`);
  return rows.flatMap((row) => wordPieces(row.word, commonWords));
}

/**
 * LIKE patterns (which the trigram index answers) for the first and last three-letter pieces of a word
 * that no common word contains: "murhpy" gives "%mur%" and "%hpy%"; "chaepl" skips "cha", which every
 * "chapel" has, for "%hae%" and "%epl%".
 */
function wordPieces(word: string, commonWords: readonly string[]): string[] {
  const letters = [...word];
  const pieces = letters
    .slice(0, -2)
    .map((_, index) => letters.slice(index, index + 3).join(''))
    .filter((piece) => !commonWords.some((commonWord) => commonWord.includes(piece)));
  if (pieces.length === 0) return [];
  return [...new Set([pieces[0]!, pieces.at(-1)!])].map((piece) => `%${escapeLike(piece)}%`);
}

/** What the fallback reads of a candidate: the 3 recommended are then read whole (readPartners). */
interface FallbackCandidate {
  id: string;
  city: string;
  state: string;
  cityIsLike: boolean;
  stateIsLike: boolean;
  cityLikeness: number;
  stateLikeness: number;
}

/**
 * The fallback for a text query, ranked by the database: partners whose name is like the query (word
 * similarity ≥ 0.6, as `%>` judges), whose city is like it, or in a state or province named like it; the
 * most similar first (pg_trgm's word similarity of the name, or the similarity or word similarity of the
 * city or state, the best), then, between names more alike than their places, the whole name's similarity,
 * then featured, then by name. Whole-name `%` is left out on purpose: at 0.3 it lets every name sharing
 * one common word ("Memorial") through.
 *
 * Which names are ranked (decision 042): those sharing a piece of the query's own words (namesOwnWordPieces,
 * the most similar FUZZY_NAMES_BY_WORDS of them), so that "Murhpy Funeral Home & Cremation Services" finds
 * Murphy's among thousands of names sharing its common words; only when there are none, any name like the
 * query, at most FUZZY_TEXT_SCAN in no order (a generic "funeral hom"). As many by city, and
 * FUZZY_CANDIDATES_BY_STATE of each state.
 *
 * A town's or state's likeness is computed once per distinct place among the candidates (materialized),
 * not once per partner: the partners of a misspelt big city are hundreds of rows sharing a few towns.
 *
 * The cities like the query are found among the directory's distinct cities (search-cities.server.ts),
 * and their partners through the state/city index: asked of every partner's city, the trigram index
 * returned every partner of every town sharing a few trigrams ("…ville": 1,777 partners at 100,000) for
 * a recheck that read each row to keep a hundred (10-30 ms on PostgreSQL at 100,000). The same partners
 * either way; a query the city model does not cover (not ASCII) still asks the trigram index.
 */
async function rankByText(db: Database, query: string): Promise<FallbackCandidate[]> {
  const lowered = sql`lower(${query})`;
  const name = sql`lower(${partners.name})`;
  const [like, regions, ownPieces] = await Promise.all([
    citiesLike(db, query),
    regionsLike(db, query),
    namesOwnWordPieces(db, query),
  ]);
  const inTownsLike = !like
    ? isLike(sql`lower(${partners.city})`, lowered)
    : like.spellings.length > 0
      ? // The slugs find the partners filed under these towns (a superset: every pairing of the states and
        // town slugs); the spellings keep exactly those in a town like the query.
        and(
          sql`${partners.stateSlug} = any(${sql.param(like.stateSlugs)}::text[])`,
          sql`${partners.citySlug} = any(${sql.param(like.citySlugs)}::text[])`,
          sql`${partners.city} = any(${sql.param(like.spellings)}::text[])`,
        )
      : undefined;
  const columns = (nameLikeness: SQL, nameSimilarity: SQL = sql`0::real`) => sql`${partners.id} as id,
    ${partners.city} as city, ${partners.state} as state, ${partners.isPriority} as is_priority,
    ${sortName} as sort_name, ${nameLikeness} as name_likeness, ${nameSimilarity} as name_similarity`;
  // Names that share a word's first or last three letters with the query's own words ("murhpy": "mur",
  // "hpy"), the most similar to the whole query first. A name counts as like the query as `%>` would judge
  // it (word similarity at pg_trgm's threshold); on a tie the whole name's similarity decides ("Murphy
  // Funeral Home" before "Baker Funeral Home" for "Murhpy Funeral Home": equal word similarity).
  const byOwnWords =
    ownPieces.length > 0 &&
    sql`named as materialized (
      select id, city, state, is_priority, sort_name, word_likeness as name_likeness,
        similarity as name_similarity
      from (select alike.*, word_similarity(${lowered}, lower(alike.name)) as word_likeness
        from (select sharing.*, similarity(lower(sharing.name), ${lowered}) as similarity
          from (select ${partners.id} as id, ${partners.city} as city, ${partners.state} as state,
              ${partners.isPriority} as is_priority, ${sortName} as sort_name, ${partners.name} as name
            from ${partners}
            where ${and(isActive, sql`${name} like any(${sql.param(ownPieces)}::text[])`)}
            limit ${FUZZY_NAME_PIECES_SCAN}) as sharing
          order by similarity desc limit ${FUZZY_NAMES_BY_WORDS}) as alike) as judged
      where word_likeness >= ${WORD_SIMILARITY_THRESHOLD}),`;
  const sources = [
    byOwnWords && sql`(select id, city, state, is_priority, sort_name, name_likeness, name_similarity from named)`,
    // Without such names (or own words), any name with a word like the query: a generic query ("funeral
    // hom") passes thousands, taken in no order.
    sql`(select ${columns(sql`word_similarity(${lowered}, ${name})`)} from ${partners}
      where ${and(isActive, sql`${name} %> ${lowered}`, byOwnWords ? sql`not exists (select 1 from named)` : undefined)}
      limit ${FUZZY_TEXT_SCAN})`,
    inTownsLike &&
      sql`(select ${columns(sql`0::real`)} from ${partners}
        where ${and(isActive, inTownsLike)} limit ${FUZZY_TEXT_SCAN})`,
    // Each state like the query on its own: its first partners are a walk of partners_region_page_idx
    // (the states together would be sorted as one list).
    ...regions.map(
      (slug) => sql`(select ${columns(sql`0::real`)} from ${partners}
        where ${and(isActive, eq(partners.stateSlug, slug))}
        order by ${featuredFirst}, ${sortName}, ${partners.id} limit ${FUZZY_CANDIDATES_BY_STATE})`,
    ),
  ].filter((source): source is SQL => Boolean(source));
  // Places are judged without accents on either side: "Monreal" is more like Montréal than Monroe.
  const folded = sql`lower(${foldAccents(query)})`;
  const placesLike = (column: 'city' | 'state') => sql`select ${sql.identifier(column)} as place,
      ${isLike(foldedLower(sql`${sql.identifier(column)}`), folded)} as is_like,
      ${likeness(foldedLower(sql`${sql.identifier(column)}`), folded)} as likeness
    from (select distinct ${sql.identifier(column)} from candidates) as places`;
  const { rows } = await db.execute<{
    id: string;
    city: string;
    state: string;
    city_is_like: boolean;
    state_is_like: boolean;
    city_likeness: number;
    state_likeness: number;
  }>(sql`with ${byOwnWords || sql``} candidates as (
      select id, city, state, is_priority, sort_name, max(name_likeness) as name_likeness,
        max(name_similarity) as name_similarity
      from (${sql.join(sources, sql` union all `)}) as found
      group by id, city, state, is_priority, sort_name),
    towns as materialized (${placesLike('city')}),
    states as materialized (${placesLike('state')})
    select candidates.id, candidates.city, candidates.state,
      towns.is_like as city_is_like, states.is_like as state_is_like,
      towns.likeness as city_likeness, states.likeness as state_likeness
    from candidates
      join towns on towns.place = candidates.city
      join states on states.place = candidates.state
    order by greatest(candidates.name_likeness, towns.likeness, states.likeness) desc,
      case when candidates.name_likeness > greatest(towns.likeness, states.likeness)
        then candidates.name_similarity else 0 end desc,
      candidates.is_priority desc, candidates.sort_name, candidates.id
    limit ${FUZZY_CANDIDATES_BY_TEXT}`);
  return rows.map((row) => ({
    id: row.id,
    city: row.city,
    state: row.state,
    cityIsLike: row.city_is_like,
    stateIsLike: row.state_is_like,
    cityLikeness: Number(row.city_likeness),
    stateLikeness: Number(row.state_likeness),
  }));
}

/**
 * The fallback for a ZIP query: partners sharing its first two digits (spec §9's coarsest geographic
 * score), the same 5 digits first, then the same 3, then nearest (when the ZIP has a centroid), then by name.
 */
async function rankByZip(db: Database, zip5: string, origin: PostalCodeLocation | null): Promise<string[]> {
  const zip2 = zip5.slice(0, 2);
  const rows = await db
    .select({ id: partners.id })
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
    .limit(MAX_RECOMMENDATIONS);
  return rows.map((row) => row.id);
}

/**
 * Up to MAX_SUGGESTIONS distinct cities and states (as stored) like the query but not equal to it, the
 * most alike first (their order among the candidates on a tie). With a preferred country (a French page:
 * Canada), its places come first when spelt at most one letter further from the query than the best place
 * elsewhere: "Chicoutimy" suggests Chicoutimi before a look-alike US town the trigrams rank higher.
 */
function suggestPlaces(
  query: string,
  candidates: readonly FallbackCandidate[],
  preferCountry: Region['country'] | undefined,
): string[] {
  const seen = new Set<string>([placeKey(query)]);
  const places: Array<{ place: string; likeness: number; preferred: boolean }> = [];
  for (const candidate of candidates) {
    const city = candidate.city.trim();
    const own = [
      // A town named as a state or province ("Québec", "New York") is named with its own, or its link would
      // search the whole province, the suggestion beside it.
      [isRegionName(city) ? `${city}, ${candidate.state}` : city, candidate.cityIsLike, candidate.cityLikeness],
      [candidate.state.trim(), candidate.stateIsLike, candidate.stateLikeness],
    ] as const;
    for (const [place, like, likeness] of own) {
      // Compared as places are ("Montreal" is "Montréal"): one suggestion per place.
      const key = placeKey(place);
      if (!like || seen.has(key)) continue;
      seen.add(key);
      places.push({ place, likeness, preferred: findRegion(candidate.state)?.country === preferCountry });
    }
  }
  // A stable sort: places as alike keep the candidates' order.
  const alike = places.sort((a, b) => b.likeness - a.likeness);
  return (preferCountry ? preferNearlyAsClose(query, alike) : alike)
    .slice(0, MAX_SUGGESTIONS)
    .map(({ place }) => place);
}

/** The preferred country's places spelt at most one letter further from the query than the best other place first. */
function preferNearlyAsClose<T extends { place: string; preferred: boolean }>(
  query: string,
  places: readonly T[],
): T[] {
  const key = placeKey(query);
  const distance = (place: T) => editDistance(key, placeKey(place.place));
  const others = places.filter((place) => !place.preferred);
  const bestOther = Math.min(...others.map(distance));
  const first = places.filter((place) => place.preferred && distance(place) <= bestOther + 1);
  return [...first, ...places.filter((place) => !first.includes(place))];
}

const isRegionName = (name: string) => name.length > 2 && findRegion(name) !== undefined;

/** The recommended partners read whole, in the order given (one that left the directory meanwhile is left out). */
async function readPartners(db: Database, ids: string[], filter: SQL | undefined): Promise<PartnerRow[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select()
    .from(partners)
    .where(and(isActive, inArray(partners.id, ids), filter));
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

function toOrigin(location: PostalCodeLocation): SearchOrigin {
  const { postalCode, city, state, country } = location;
  return { postalCode, city, state, country, radiusMiles: POSTAL_SEARCH_RADIUS_MILES };
}

/** Partners filed under the place itself (its town's slug in its state): "No partner in Cody" otherwise. */
async function hasPartnerIn(db: Database, stateSlug: string, citySlug: string): Promise<boolean> {
  const rows = await db
    .select({ id: partners.id })
    .from(partners)
    .where(and(isActive, eq(partners.stateSlug, stateSlug), eq(partners.citySlug, citySlug)))
    .limit(1);
  return rows.length > 0;
}

/**
 * Whether any active partner's name matches. The matches are a materialized CTE, which the planner plans
 * for all their rows (the trigram index) while the `limit 1` still stops at the first: planned for one row,
 * it walked another index hoping to meet a match early, and read most of the directory for a town no
 * business is named after (decision 041).
 */
async function anyNameContains(db: Database, nameMatch: SQL): Promise<boolean> {
  const { rows } = await db.execute(sql`with matches as materialized (
      select ${partners.id} from ${partners} where ${and(isActive, nameMatch)})
    select 1 from matches limit 1`);
  return rows.length > 0;
}

/**
 * A page of the active partners meeting `condition`, in the order `first` gives, then nearest the origin
 * first (those without coordinates last).
 */
async function listNearest(
  db: Database,
  condition: SQL,
  origin: Coordinates,
  limit: number,
  offset: number,
  first: SQL,
): Promise<SearchPartner[]> {
  const distance = distanceMilesFrom(origin);
  const rows = await db
    .select({ partner: partners, distance })
    .from(partners)
    .where(and(isActive, condition))
    .orderBy(first, sql`${distance} asc nulls last`, desc(partners.isPriority), ...byName)
    .limit(limit)
    .offset(offset);
  return rows.map(({ partner, distance: miles }) => withDistance(partner, miles));
}

function placeQuery(place: GazetteerPlace): string {
  return `${place.name}, ${place.region}`;
}

/** The nearest-first search of a town whose bare name was searched as a business name. */
function townSearch(place: GazetteerPlace): SearchNearTown | null {
  const region = findRegion(place.region);
  if (!region) return null;
  return {
    name: place.name,
    state: region.name,
    country: region.country,
    radiusMiles: POSTAL_SEARCH_RADIUS_MILES,
    query: placeQuery(place),
  };
}

/**
 * The businesses a query names, listed before a place's partners (searchNearPlace): those whose name contains
 * `query` (the whole text, or its first words before a town or words saying what is sought).
 */
interface NamedBusinesses {
  query: string;
  nameMatch: SQL;
  /** The filters the family chose, never those its words ask for: a name is never hidden by a service word. */
  filter: SQL | undefined;
  /** Their distance from the place is shown only when the family named the place apart from the name. */
  placeTyped: boolean;
}

/** The partners filed under the town itself (its state and city slugs). */
function filedUnder(place: GazetteerPlace): SQL {
  return and(eq(partners.stateSlug, findRegion(place.region)!.slug), eq(partners.citySlug, slugify(place.name)))!;
}

/** The named businesses' order: in the town the family typed first ("Murphy Funeral Home houston"), then relevance. */
function namedOrder(named: NamedBusinesses, place: GazetteerPlace): SQL {
  if (!named.placeTyped) return relevance(named.query);
  return sql`case when ${filedUnder(place)} then 0 else 1 end, ${relevance(named.query)}`;
}

/** The named businesses' condition and the query of those near a place (searchNearPlace). */
function nearPlaceQuery(
  named: NamedBusinesses | null,
  place: GazetteerPlace,
  filter: SQL | undefined,
): { namedCondition: SQL | undefined; near: NearQuery } {
  const near: NearQuery = {
    // Beyond the radius: the town's own partners that have no coordinates.
    alsoMatching: filedUnder(place),
    origin: place,
    // The named businesses are listed first, and not again among those near.
    filter: named ? and(filter, not(named.nameMatch)) : filter,
  };
  if (!named) return { namedCondition: undefined, near };
  const namedCondition = and(named.nameMatch, named.filter) ?? named.nameMatch;
  if (!named.placeTyped) return { namedCondition, near };
  // A town typed after the name ("Murphy Funeral Home houston", "cremation society houston"): the businesses
  // of that name near it, not every one of that name across the continent before the town's partners.
  const { withinRadius } = nearConditions({ ...near, filter: undefined });
  return { namedCondition: and(namedCondition, or(withinCountedRadius(near, withinRadius), near.alsoMatching)), near };
}

/**
 * How many named businesses and how many partners near a place a search finds. Those near are counted with
 * the named businesses, whose number near is then taken out: excluding them row by row from thousands near
 * (`not name like …`) doubled the count's time.
 */
async function countNearPlace(
  db: Database,
  named: NamedBusinesses | null,
  place: GazetteerPlace,
  filter: SQL | undefined,
): Promise<{ namedCount: number; nearCount: number }> {
  const { namedCondition, near } = nearPlaceQuery(named, place, filter);
  const [namedCounts, nearAll] = await Promise.all([
    namedCondition ? countAndNear(db, namedCondition, near, filter) : { all: 0, near: 0 },
    countNear(db, { ...near, filter }),
  ]);
  return { namedCount: namedCounts.all, nearCount: nearAll - namedCounts.near };
}

/**
 * A typed place, nearest first: partners within the radius of the place, and the town's own partners that
 * have no coordinates after them; with none at all, the nearest at any distance as recommendations. The
 * place says whether a partner is in the town itself and how far the nearest is.
 *
 * When the query is more than the town's name and a business name contains all of it ("Russell Funeral
 * Home": a funeral home, and the town of Russell, Kansas, with what is sought), the family typed that
 * business's name: those businesses come first (the name itself, then names starting with the query, then
 * the nearest), then the place's partners. `named` is null when no business can be named so (the query is
 * the bare town's name, which searchPartners has already found in no business name).
 */
async function searchNearPlace(
  db: Database,
  named: NamedBusinesses | null,
  match: { place: GazetteerPlace; alternatives: GazetteerPlace[] },
  limit: number,
  offset: number,
  filter: SQL | undefined,
): Promise<Pick<SearchResult, 'total' | 'partners' | 'recommendations' | 'place'>> {
  const { place } = match;
  const region = findRegion(place.region)!;
  const citySlug = slugify(place.name);
  const { namedCondition, near } = nearPlaceQuery(named, place, filter);
  // Two rounds of statements asked at once: the numbers first, from which this page's share of named
  // businesses and of those near follows; then both shares, and the recommendations or the nearest.
  const [{ namedCount, nearCount }, hasPartner] = await Promise.all([
    countNearPlace(db, named, place, filter),
    hasPartnerIn(db, region.slug, citySlug),
  ]);
  const total = namedCount + nearCount;
  const namedOnPageCount = Math.min(limit, Math.max(0, namedCount - offset));
  const nearLimit = limit - namedOnPageCount;
  const nearOffset = Math.max(0, offset - namedCount);
  // The nearest partner is the first of those near on this page, when the page starts them.
  const nearestOnPage = nearCount > 0 && nearOffset === 0 && nearLimit > 0;
  const [namedOnPage, nearOnPage, recommendations, nearestElsewhere] = await Promise.all([
    named && namedCondition && namedOnPageCount > 0
      ? listNearest(db, namedCondition, place, limit, offset, namedOrder(named, place)).then((found) =>
          // "murphy funeral home": no distance from Murphy, Texas, a town that only shares the name's word.
          named.placeTyped ? found : found.map(({ distanceMiles: _distance, ...partner }) => partner),
        )
      : [],
    nearCount > 0 ? pageNear(db, near, nearLimit, nearOffset) : [],
    total === 0 ? findNearest(db, place, MAX_RECOMMENDATIONS, filter) : [],
    total > 0 && !nearestOnPage ? findNearest(db, place, 1, filter) : [],
  ]);
  const first = nearestOnPage ? nearOnPage[0] : (recommendations[0] ?? nearestElsewhere[0]);
  // The first near may be a town's own partner without coordinates: then the nearest at any distance.
  const nearestMiles =
    first?.distanceMiles ?? (nearestOnPage ? (await findNearest(db, place, 1, filter))[0]?.distanceMiles : undefined);
  return {
    total,
    partners: [...namedOnPage, ...nearOnPage],
    recommendations,
    place: {
      name: place.name,
      state: region.name,
      stateSlug: region.slug,
      country: region.country,
      radiusMiles: POSTAL_SEARCH_RADIUS_MILES,
      hasPartner,
      nearestMiles: nearestMiles ?? null,
      namedFirst: namedCount,
      ...(named?.placeTyped ? { namedAs: named.query } : {}),
      alternatives: match.alternatives.map((other) => ({
        name: other.name,
        state: findRegion(other.region)?.name ?? other.region,
        query: placeQuery(other),
      })),
    },
  };
}

/**
 * The folded name holds `text` as whole words: "Lakesid Funeral" names no business ("Lakeside" is another
 * word, a misspelling the recommendations answer). Checked on the rows the containment index found.
 */
function holdsWords(text: string): SQL {
  const words = foldAccents(text.toLowerCase()).replace(/[\\^$.|?*+()[\]{}]/g, '\\$&');
  return sql`${foldedLower(partners.name)} ~ ${`(^|[^[:alnum:]])${words}([^[:alnum:]]|$)`}`;
}

/**
 * "funeral home dalas", "cremation near san antonoi": the text after its first words saying what is sought,
 * for the misspelt place they lead to. A business's name ends with such words ("Murhpy Funeral Home"): it
 * is kept whole, so never corrected to a town (decision 042).
 */
function afterWhatIsSought(text: string): string {
  const words = text.split(/\s+/).filter(Boolean);
  for (let start = words.length - 1; start >= 1; start -= 1) {
    if (namesOnlyWhatIsSought(words.slice(0, start).join(' '))) return words.slice(start).join(' ');
  }
  return text;
}

/** The first `count` words of a query as a name: "Murphy," is "Murphy". */
function leadingName(words: readonly string[], count: number): string {
  return words
    .slice(0, count)
    .join(' ')
    .replace(/[,;]+$/, '');
}

/** Whether an active partner's name holds `name` as whole words (one index probe). */
async function someNameHolds(db: Database, name: string): Promise<boolean> {
  const nameMatch = or(await nameContains(db, name), foldedContains(partners.name, name))!;
  return anyNameContains(db, and(nameMatch, holdsWords(name))!);
}

/**
 * How many of the query's first words (fewer than all) some active name holds. A name holding the first n
 * words holds the first n - 1, so a binary search: a few probes however long the text, where trying each
 * run of first words cost one query a word ("a a a a …").
 */
async function wordsSomeNameHolds(db: Database, words: readonly string[]): Promise<number> {
  let held = 0;
  let notHeld = words.length;
  while (notHeld - held > 1) {
    const middle = Math.floor((held + notHeld) / 2);
    if (await someNameHolds(db, leadingName(words, middle))) held = middle;
    else notHeld = middle;
  }
  return held;
}

/**
 * A business's name and more ("Murphy Funeral Home houston", "Pine Ridge Funeral Home pet cremation"): the
 * longest run of the query's first words, more than words saying what is sought (and than `town`, the town the
 * text names), that an active partner's name holds, with the words after it only saying what is sought, or
 * naming a town (`place`). Null otherwise. Asked only where the whole text is in no name.
 */
async function nameThenMore(
  db: Database,
  query: string,
  preferCountry: Region['country'] | undefined,
  town = '',
): Promise<{ name: string; rest: string; place: Extract<PlaceMatch, { kind: 'place' }> | null } | null> {
  const words = query.split(/\s+/).filter(Boolean);
  // Every shorter run of first words is held too: the rest is read in memory, longest name first.
  for (let end = await wordsSomeNameHolds(db, words); end >= 1; end -= 1) {
    const name = leadingName(words, end);
    const rest = words.slice(end).join(' ');
    if (namesOnlyWhatIsSought(name) || placeKey(name) === placeKey(town)) continue;
    if (namesOnlyWhatIsSought(rest)) return { name, rest, place: null };
    const place = await lookupPlace(withEnglishRegionName(rest), { preferCountry });
    if (place?.kind === 'place') return { name, rest, place };
  }
  return null;
}

/**
 * GET /api/search and the search page. A blank query finds nothing (spec §5). A ZIP or postal code, or a
 * place the gazetteer knows ("Austin, TX", "Cody"), finds partners nearest first; a state or province
 * named alone lists all of its partners, page by page; any other text is the spec §5 match. When nothing
 * matches, `recommendations` (up to 3: the nearest for a place or code, else those most like the text) and
 * `suggestions` (up to 5 places like the query) help onward.
 */
export function searchPartners(db: Database, options: SearchOptions): Promise<SearchResult> {
  return search(db, options, true);
}

interface SearchOptions {
  q: string;
  limit?: number;
  page?: number;
  /** Only partners that pass these filters (decision 028), "open now" at `now` (the request's clock). */
  filters?: readonly ServiceFilterKey[];
  now?: Date;
  /**
   * The reader's country, when the page knows it (a French page: Canada): its places come first among
   * places of one name as populous, and among suggestions nearly as close in spelling.
   */
  preferCountry?: Region['country'];
  /**
   * Also the filters the words ask for ("pet cremation Austin": Pet; filter-words.ts) where they name a place,
   * a code, a state or the family's position, never in a search by name ("Veterans Memorial Chapel"). The
   * result's `filters` says which applied.
   */
  filtersFromWords?: boolean;
}

/** searchPartners; `correcting`: a place misspelt may be searched as spelt right (never again for that search). */
async function search(db: Database, options: SearchOptions, correcting: boolean): Promise<SearchResult> {
  const query = options.q.trim();
  // Callers parse with searchQuerySchema first; this keeps a forgotten parse from costing CPU (typo matching
  // is quadratic in the query length).
  if (query.length > MAX_QUERY_LENGTH) {
    throw new AppError('VALIDATION', `q: Search query must be at most ${MAX_QUERY_LENGTH} characters`);
  }
  const limit = Math.min(MAX_SEARCH_LIMIT, Math.max(1, Math.trunc(options.limit ?? DEFAULT_SEARCH_LIMIT)));
  const page = Math.min(MAX_SEARCH_PAGE, Math.max(1, Math.trunc(options.page ?? 1)));
  const offset = (page - 1) * limit;
  const given = options.filters ?? [];
  const now = options.now ?? new Date();
  const empty = {
    query,
    filters: given,
    correctedQuery: null,
    unplaced: null,
    total: 0,
    limit,
    page,
    partners: [],
    recommendations: [],
    suggestions: [],
    origin: null,
    place: null,
    region: null,
  };
  if (query === '') return empty;
  const filter = partnerFilterCondition(given, now);
  // Where the words name where: the filters asked for and those the words ask for, but not the place's own.
  const placedFilters = (placeName = '') => {
    if (!options.filtersFromWords) return given;
    const named = filtersNamedIn(query, { place: placeName });
    return SERVICE_FILTER_KEYS.filter((key) => given.includes(key) || named.includes(key));
  };
  // Filters that left nothing: the same search counted without them (only then, so a search costs no more),
  // for the page to say the filters removed them and offer them back.
  const unfilteredTotal = async (applied: SQL | undefined, total: number, count: () => Promise<number>) =>
    applied && total === 0 ? { unfilteredTotal: await count() } : {};

  const postal = parsePostalCode(query);
  const location = postal ? await locatePostalCode(query) : null;
  if (postal && location) {
    const matching = matchCondition(query, postal, await nameContains(db, query));
    const near: NearQuery = { alsoMatching: matching, origin: location, filter };
    const found = await findNear(db, near, limit, offset);
    const origin = toOrigin(location);
    if (found.total > 0) return { ...empty, ...found, origin };
    // Nothing within the radius: the nearest partners anywhere, by distance.
    const [recommendations, unfiltered] = await Promise.all([
      findNearest(db, location, MAX_RECOMMENDATIONS, filter),
      unfilteredTotal(filter, 0, () => countNear(db, { ...near, filter: undefined })),
    ]);
    return { ...empty, origin, recommendations, ...unfiltered };
  }

  // A code after the town or the words ("houston tx 77002", "montreal h2x"): the code is the nearer place.
  const trailing = correcting && !postal ? trailingPostalCode(query) : null;
  if (trailing && (await locatePostalCode(trailing.postalCode))) {
    const byCode = await search(
      db,
      { ...options, q: trailing.postalCode, filters: placedFilters(), filtersFromWords: false },
      false,
    );
    return { ...byCode, query, correctedQuery: trailing.postalCode };
  }

  // A French region name ("Vancouver, Colombie-Britannique") is looked up under its English one.
  const named = postal
    ? null
    : await lookupPlace(withEnglishRegionName(query), { preferCountry: options.preferCountry });
  if (named?.kind === 'region') {
    const filters = placedFilters(named.region.name);
    const regionFilter = partnerFilterCondition(filters, now);
    const found = await findInRegion(db, named.region.slug, limit, offset, regionFilter);
    // "Québec", "New York": the province or state, and its town of the same name offered as a search.
    const [town, unfiltered] = await Promise.all([
      findPlaceInRegion(query, named.region.abbreviation),
      unfilteredTotal(regionFilter, found.total, () => countActive(db, eq(partners.stateSlug, named.region.slug))),
    ]);
    const region = { name: named.region.name, slug: named.region.slug };
    return { ...empty, ...found, filters, region, nearTown: town ? townSearch(town) : null, ...unfiltered };
  }
  const nameMatch = await nameContains(db, query);
  // A bare town name that is also part of a business name ("Lakeside") stays a name search (spec §5),
  // with or without its accents ("Trois-Rivieres" for "Coopérative funéraire de Trois-Rivières").
  const nameSearch =
    named?.kind === 'place' &&
    placeKey(query) === placeKey(named.place.name) &&
    (await anyNameContains(
      db,
      or(nameMatch, foldedContains(partners.name, query), compactNameContains(query) ?? undefined)!,
    ));
  // More than a bare town ("Amarillo Funeral Home"): the businesses named by the whole text, else by its first
  // words ("Pine Ridge Funeral Home pet cremation"), come before the place's partners.
  const namedPart =
    named?.kind === 'place' && !nameSearch && placeKey(query) !== placeKey(named.place.name)
      ? (await anyNameContains(db, or(nameMatch, foldedContains(partners.name, query))!))
        ? { name: query, rest: '', place: null }
        : await nameThenMore(db, query, options.preferCountry, named.place.name)
      : null;
  // "Pine Ridge Funeral Home pet cremation": the name searched as typed alone, its service words asking nothing.
  if (namedPart && namedPart.rest !== '' && !namedPart.place) {
    return { ...(await search(db, { ...options, q: namedPart.name, filtersFromWords: false }, false)), query };
  }
  const town = namedPart?.place ?? (named?.kind === 'place' && !nameSearch ? named : null);
  if (town) {
    const namedBy: NamedBusinesses | null = namedPart
      ? {
          query: namedPart.name,
          nameMatch: namedPart.name === query ? nameMatch : await nameContains(db, namedPart.name),
          filter,
          placeTyped: namedPart.place !== null,
        }
      : null;
    const filters = placedFilters(town.place.name);
    const placeFilter = partnerFilterCondition(filters, now);
    const found = await searchNearPlace(db, namedBy, town, limit, offset, placeFilter);
    const unfiltered = await unfilteredTotal(placeFilter, found.total, async () => {
      const { namedCount, nearCount } = await countNearPlace(db, namedBy, town.place, undefined);
      return namedCount + nearCount;
    });
    return { ...empty, ...found, filters, ...unfiltered };
  }

  const nearTown = nameSearch && named?.kind === 'place' ? townSearch(named.place) : null;
  const matching = matchCondition(query, postal, nameMatch);
  const matched = await findMatches(db, query, matching, limit, offset, filter, nearTown);
  // Without accents on either side ("cooperative funeraire", "Montreal" for a partner in "Montréal"), or a name
  // without its punctuation ("Simmons Ferguson", "obrien").
  const found =
    matched.total > 0 ? matched : await findMatches(db, query, foldedCondition(query), limit, offset, filter, nearTown);
  if (found.total > 0) return { ...empty, ...found, nearTown };
  // "Murphy Funeral Home houston": a business's name, then a town or words saying what is sought.
  const part = correcting && !postal ? await nameThenMore(db, query, options.preferCountry) : null;
  if (part?.place) {
    const namedBy = { query: part.name, nameMatch: await nameContains(db, part.name), filter, placeTyped: true };
    const filters = placedFilters(part.place.place.name);
    const found = await searchNearPlace(db, namedBy, part.place, limit, offset, partnerFilterCondition(filters, now));
    return { ...empty, ...found, filters };
  }
  if (part) return { ...(await search(db, { ...options, q: part.name, filtersFromWords: false }, false)), query };
  const unplaced = unplacedQuery(query);
  if (unplaced) {
    return {
      ...empty,
      // "pet cremation near me": the filters apply once the family gives a position or a town.
      filters: placedFilters(),
      unplaced,
      nearTown,
      ...(await unfilteredTotal(filter, 0, () => countTextMatches(db, matching, foldedCondition(query)))),
    };
  }
  // Nothing matched (spec §9): places like the query to tap, and the partners of the names, towns and
  // states most like it (the town a misspelling aims at). Never presented as the closest: they are not.
  // "pet cremation austn": the filter words set aside, the rest read as a misspelt place (a business name's
  // own words stay, which the place reading refuses).
  const placeText = afterWhatIsSought(withoutFilterWords(query) ?? query);
  const [ranked, unfiltered, meant] = await Promise.all([
    isZipQuery(query)
      ? rankByZip(db, query.slice(0, 5), null).then((ids) => ({ ids, suggestions: [] }))
      : rankByText(db, query).then((candidates) => ({
          ids: candidates.slice(0, MAX_RECOMMENDATIONS).map((candidate) => candidate.id),
          suggestions: suggestPlaces(query, candidates, options.preferCountry),
        })),
    unfilteredTotal(filter, 0, () => countTextMatches(db, matching, foldedCondition(query))),
    correcting && !isZipQuery(query) && placeText !== ''
      ? lookupMisspeltPlace(placeText, { preferCountry: options.preferCountry })
      : null,
  ]);
  // A place the gazetteer reads the misspelling as ("gatinau": Gatineau), searched as if spelt right, unless
  // it is already offered here with its partners (a town with partners like the query: "austn", Austin) or
  // the text is like a state's or province's name ("Carolna"), which is offered instead. A text that names
  // the state is read in it: "Pittsburg PA" is Pittsburgh's search, not Pittsburg, California's partners.
  const offered = (place: string) =>
    isRegionName(place) || placeKey(place.split(',')[0]!) === placeKey(meant!.place.name);
  if (meant && (meant.regionGiven || !ranked.suggestions.some(offered))) {
    // The filters the words asked for stay on in the corrected search.
    const filters = placedFilters(meant.place.name);
    const corrected = await search(db, { ...options, q: meant.query, filters, filtersFromWords: false }, false);
    return { ...corrected, query, correctedQuery: meant.query };
  }
  const recommended = await readPartners(db, ranked.ids, filter);
  return {
    ...empty,
    recommendations: recommended.map(toPartnerJson),
    suggestions: ranked.suggestions,
    nearTown,
    ...unfiltered,
  };
}
