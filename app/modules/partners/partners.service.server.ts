import { and, asc, desc, eq, inArray, not, notInArray, type SQL, sql } from 'drizzle-orm';
import type { Database, Transaction } from '~/db/client.server';
import { haversineMiles } from '~/modules/geo/postal-codes.server';
import { type CountryCode, findRegionBySlug } from '~/modules/geo/regions';
import { memoizedPerDirectoryRevision } from './directory-revision.server';
import { partnerTimeZone } from './opening-hours';
import { openNowCondition, partnerFilterCondition } from './partner-filters.server';
import { toPartnerJson } from './partner-json.server';
import type { Partner } from './partner.schema';
import { byName, featuredFirst, partnerAliases, partners } from './partner.table';
import type { ServiceFilterKey } from './service-filters';

/*
 * Public reads of the directory. Every function here returns ACTIVE partners only (design §3: inactive
 * partners are hidden from every public list and their page is 404). State and city arguments are the
 * slugs stored on each row (derived on write), so each lookup is an index probe.
 */

const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** Longer than any slug or legacy id the directory issues: answer "not found" without a query. */
const MAX_IDENTIFIER_LENGTH = 300;

const isActive = eq(partners.isActive, true);

async function findActivePartner(db: Database, condition: SQL): Promise<Partner | null> {
  const [row] = await db.select().from(partners).where(and(isActive, condition)).limit(1);
  return row ? toPartnerJson(row) : null;
}

/**
 * The partner page's two lookups, built once per database (Drizzle's prepared queries): every uncached
 * partner page runs one, and building a select of every column cost more than PGlite answering it.
 */
const partnerLookups = new WeakMap<Database, ReturnType<typeof prepareLookups>>();
function prepareLookups(db: Database) {
  const byColumn = (column: typeof partners.id | typeof partners.slug, name: string) =>
    db
      .select()
      .from(partners)
      .where(and(isActive, eq(column, sql.placeholder('value'))))
      .limit(1)
      .prepare(name);
  return {
    byId: byColumn(partners.id, 'public_partner_by_id'),
    bySlug: byColumn(partners.slug, 'public_partner_by_slug'),
  };
}
async function findActivePartnerBy(db: Database, key: 'byId' | 'bySlug', value: string): Promise<Partner | null> {
  let lookups = partnerLookups.get(db);
  if (!lookups) {
    lookups = prepareLookups(db);
    partnerLookups.set(db, lookups);
  }
  const [row] = await lookups[key].execute({ value });
  return row ? toPartnerJson(row) : null;
}

/**
 * One partner by uuid, slug or legacy alias id (design §3 "Identity of a partner"), or null when there is
 * no such active partner. Any string is safe to pass: garbage is simply not found.
 */
export async function getPublicPartner(db: Database, options: { idOrSlug: string }): Promise<Partner | null> {
  const identifier = options.idOrSlug.trim();
  if (identifier === '' || identifier.length > MAX_IDENTIFIER_LENGTH) return null;
  if (UUID_PATTERN.test(identifier)) return findActivePartnerBy(db, 'byId', identifier.toLowerCase());
  const bySlug = await findActivePartnerBy(db, 'bySlug', identifier.toLowerCase());
  if (bySlug) return bySlug;
  const aliased = db
    .select({ partnerId: partnerAliases.partnerId })
    .from(partnerAliases)
    .where(eq(partnerAliases.aliasId, identifier));
  return findActivePartner(db, sql`${partners.id} in ${aliased}`);
}

/** GET /api/partners: every active partner, by name. */
export async function listActivePartners(db: Database): Promise<Partner[]> {
  const rows = await db
    .select()
    .from(partners)
    .where(isActive)
    .orderBy(...byName);
  return rows.map(toPartnerJson);
}

/** A state page's partners, grouped by city (sorted by city, then name). */
export async function listPartnersInState(db: Database, options: { stateSlug: string }): Promise<Partner[]> {
  const rows = await db
    .select()
    .from(partners)
    .where(and(isActive, eq(partners.stateSlug, options.stateSlug)))
    .orderBy(asc(sql`lower(${partners.city})`), ...byName);
  return rows.map(toPartnerJson);
}

/** A city page's partners: priority partners first, then by name. */
export async function listPartnersInCity(
  db: Database,
  options: { stateSlug: string; citySlug: string },
): Promise<Partner[]> {
  const rows = await db
    .select()
    .from(partners)
    .where(and(isActive, eq(partners.stateSlug, options.stateSlug), eq(partners.citySlug, options.citySlug)))
    .orderBy(desc(partners.isPriority), ...byName);
  return rows.map(toPartnerJson);
}

/**
 * One page of a city page's partners, in the city list's order (priority partners first, then by name),
 * leaving out `exceptIds` (the partners featured above the list). A walk of partners_city_page_idx: a page
 * deep in a city of thousands costs its offset in index entries, not a sort of the whole city.
 */
export async function listCityPage(
  db: Database,
  options: { stateSlug: string; citySlug: string; exceptIds: readonly string[]; offset: number; limit: number },
): Promise<Partner[]> {
  const rows = await db
    .select()
    .from(partners)
    .where(
      and(
        isActive,
        eq(partners.stateSlug, options.stateSlug),
        eq(partners.citySlug, options.citySlug),
        options.exceptIds.length > 0 ? notInArray(partners.id, [...options.exceptIds]) : undefined,
      ),
    )
    .orderBy(featuredFirst, ...byName)
    .offset(options.offset)
    .limit(options.limit);
  return rows.map(toPartnerJson);
}

/**
 * A state's or city's partners that pass the chosen filters (decision 028), a page at a time with their
 * number: featured first, then by town (a state) and name. `now` is the request's clock, for "open now".
 */
export async function listFilteredPartners(
  db: Database,
  options: {
    stateSlug: string;
    citySlug?: string;
    filters: readonly ServiceFilterKey[];
    now: Date;
    offset: number;
    limit: number;
  },
): Promise<{ total: number; partners: Partner[] }> {
  return placeListPage(db, and(inPlace(options), partnerFilterCondition(options.filters, options.now)), options);
}

/**
 * For a list filtered to "Open now": the state's or city's partners that pass the other filters, are closed at
 * `now` and have an after-hours phone, a first few with their number, in the filtered list's order. A family
 * looking at night then has someone to call instead of an empty list.
 */
export async function listAnsweringAfterHours(
  db: Database,
  options: { stateSlug: string; citySlug?: string; filters: readonly ServiceFilterKey[]; now: Date; limit: number },
): Promise<{ total: number; partners: Partner[] }> {
  const otherFilters = options.filters.filter((key) => key !== 'open-now');
  return placeListPage(
    db,
    and(inPlace(options), partnerFilterCondition(otherFilters, options.now), answeringAfterHours(options.now)),
    { offset: 0, limit: options.limit },
  );
}

/** Of these partners, those listAnsweringAfterHours would show at `now`: closed then, with an after-hours phone. */
export async function answeringAfterHoursAmong(db: Database, ids: readonly string[], now: Date): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ id: partners.id })
    .from(partners)
    .where(and(inArray(partners.id, [...ids]), answeringAfterHours(now)));
  return new Set(rows.map((row) => row.id));
}

/** Closed at `now` by the partner's own clock, with an after-hours phone to call. */
function answeringAfterHours(now: Date): SQL {
  return and(not(openNowCondition(now)), sql`nullif(trim(${partners.afterHoursPhone}), '') is not null`)!;
}

/** An active partner of the state, or of one of its towns. */
function inPlace({ stateSlug, citySlug }: { stateSlug: string; citySlug?: string }): SQL {
  return and(
    isActive,
    eq(partners.stateSlug, stateSlug),
    citySlug === undefined ? undefined : eq(partners.citySlug, citySlug),
  )!;
}

/** A page of a state's or city's list and the list's number: featured first, then by town and name. */
async function placeListPage(
  db: Database,
  where: SQL | undefined,
  { offset, limit }: { offset: number; limit: number },
): Promise<{ total: number; partners: Partner[] }> {
  const [counted, rows] = await Promise.all([
    db
      .select({ total: sql<number>`count(*)`.mapWith(Number) })
      .from(partners)
      .where(where),
    db
      .select()
      .from(partners)
      .where(where)
      .orderBy(desc(partners.isPriority), asc(sql`lower(${partners.city})`), ...byName)
      .offset(offset)
      .limit(limit),
  ]);
  return { total: counted[0]?.total ?? 0, partners: rows.map(toPartnerJson) };
}

/** Featured (priority) partners, optionally within a state and/or city; best-rated first. */
export async function listPriorityPartners(
  db: Database,
  options: { stateSlug?: string; citySlug?: string; limit: number },
): Promise<Partner[]> {
  const rows = await db
    .select()
    .from(partners)
    .where(
      and(
        isActive,
        eq(partners.isPriority, true),
        options.stateSlug === undefined ? undefined : eq(partners.stateSlug, options.stateSlug),
        options.citySlug === undefined ? undefined : eq(partners.citySlug, options.citySlug),
      ),
    )
    .orderBy(sql`${partners.googleRating} desc nulls last`, ...byName)
    .limit(options.limit);
  return rows.map(toPartnerJson);
}

export interface NearbyCity {
  city: string;
  citySlug: string;
  state: string;
  stateSlug: string;
  partnerCount: number;
  distanceMiles: number;
}

/**
 * The nearest other cities with active partners, by great-circle distance between city centres (the
 * average of their located partners' coordinates; partnerCount counts those partners); may cross state
 * and country lines. Computed from the directory's city list (kept per directory revision), not a query.
 */
export async function listNearbyCities(
  db: Database,
  options: { stateSlug: string; citySlug: string; limit: number },
): Promise<NearbyCity[]> {
  const directory = await loadDirectoryCities(db);
  const origin = directory.byKey.get(cityKey(options.stateSlug, options.citySlug))?.centre;
  if (!origin || options.limit <= 0) return [];
  const byText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
  const closer = (a: NearbyCity, b: NearbyCity) =>
    a.distanceMiles - b.distanceMiles || byText(a.city, b.city) || byText(a.state, b.state);
  // The `limit` nearest, kept in order while scanning (a handful out of thousands of cities: no full sort).
  const nearest: NearbyCity[] = [];
  for (const city of directory.located) {
    if (city.stateSlug === options.stateSlug && city.citySlug === options.citySlug) continue;
    const centre = city.centre!;
    const candidate: NearbyCity = {
      city: city.city,
      citySlug: city.citySlug,
      state: city.state,
      stateSlug: city.stateSlug,
      partnerCount: centre.partnerCount,
      distanceMiles: haversineMiles(origin, centre),
    };
    if (nearest.length === options.limit && closer(candidate, nearest.at(-1)!) >= 0) continue;
    let at = nearest.length;
    while (at > 0 && closer(candidate, nearest[at - 1]!) < 0) at -= 1;
    nearest.splice(at, 0, candidate);
    if (nearest.length > options.limit) nearest.pop();
  }
  return nearest.map((city) => ({ ...city, distanceMiles: Math.round(city.distanceMiles * 10) / 10 }));
}

export interface RegionWithCount {
  state: string;
  stateSlug: string;
  abbreviation: string;
  country: CountryCode;
  partnerCount: number;
}

/** One city of the directory: active partners grouped by state and city slug. */
interface DirectoryCity {
  stateSlug: string;
  citySlug: string;
  /** Display names as stored (the first by sort order when spellings differ). */
  city: string;
  state: string;
  partnerCount: number;
  /** The average position of its partners having coordinates, and how many those are; null when none. */
  centre: { latitude: number; longitude: number; partnerCount: number } | null;
}

interface DirectoryCities {
  /** By state slug, then lower-cased city name (the database's order), then city slug. */
  cities: DirectoryCity[];
  byKey: Map<string, DirectoryCity>;
  byState: Map<string, DirectoryCity[]>;
  located: DirectoryCity[];
}

const cityKey = (stateSlug: string, citySlug: string) => `${stateSlug}/${citySlug}`;

/**
 * Every city with active partners, in one grouped scan, kept per directory revision (recomputed only after
 * partners were written: see directory-revision.server.ts). The home counts, the state page's city list,
 * a city's header and its nearby cities are all read from it instead of aggregating partners per request.
 */
const loadDirectoryCities = memoizedPerDirectoryRevision(async (db): Promise<DirectoryCities> => {
  const located = sql`latitude is not null and longitude is not null`;
  const { rows } = await db.execute<{
    state_slug: string;
    city_slug: string;
    city: string;
    state: string;
    partner_count: number;
    located_count: number;
    latitude: number | null;
    longitude: number | null;
  }>(sql`
    select state_slug, city_slug, min(city) as city, min(state) as state, count(*)::int as partner_count,
      (count(*) filter (where ${located}))::int as located_count,
      (avg(latitude) filter (where ${located}))::float8 as latitude,
      (avg(longitude) filter (where ${located}))::float8 as longitude
    from partners
    where is_active
    group by state_slug, city_slug
    order by state_slug, lower(min(city)), city_slug`);
  const cities = rows.map((row): DirectoryCity => ({
    stateSlug: row.state_slug,
    citySlug: row.city_slug,
    city: row.city,
    state: row.state,
    partnerCount: Number(row.partner_count),
    centre:
      row.latitude === null || row.longitude === null
        ? null
        : { latitude: Number(row.latitude), longitude: Number(row.longitude), partnerCount: Number(row.located_count) },
  }));
  const byState = new Map<string, DirectoryCity[]>();
  for (const city of cities) {
    const list = byState.get(city.stateSlug);
    if (list) list.push(city);
    else byState.set(city.stateSlug, [city]);
  }
  return {
    cities,
    byKey: new Map(cities.map((city) => [cityKey(city.stateSlug, city.citySlug), city])),
    byState,
    located: cities.filter((city) => city.centre !== null),
  };
});

/** The states and provinces having at least one active partner, by name (home page map and list). */
export async function listRegionsWithCounts(db: Database): Promise<RegionWithCount[]> {
  const counts = new Map<string, number>();
  for (const city of (await loadDirectoryCities(db)).cities) {
    counts.set(city.stateSlug, (counts.get(city.stateSlug) ?? 0) + city.partnerCount);
  }
  const regions: RegionWithCount[] = [];
  for (const [stateSlug, partnerCount] of counts) {
    const region = findRegionBySlug(stateSlug);
    // Rows are written through derivePartnerLocation, so an unknown slug would be a data repair to make.
    if (!region) continue;
    regions.push({
      state: region.name,
      stateSlug: region.slug,
      abbreviation: region.abbreviation,
      country: region.country,
      partnerCount,
    });
  }
  return regions.sort((a, b) => a.state.localeCompare(b.state, 'en'));
}

/** Headline numbers: active partners and the distinct cities they are in. */
export async function getDirectoryStats(db: Database): Promise<{ partnerCount: number; cityCount: number }> {
  const { cities } = await loadDirectoryCities(db);
  return { partnerCount: cities.reduce((sum, city) => sum + city.partnerCount, 0), cityCount: cities.length };
}

/** The cities of a state that have active partners, by city name (state page list). */
export async function listCitiesInState(
  db: Database,
  options: { stateSlug: string },
): Promise<Array<{ city: string; citySlug: string; partnerCount: number }>> {
  const cities = (await loadDirectoryCities(db)).byState.get(options.stateSlug) ?? [];
  return cities.map(({ city, citySlug, partnerCount }) => ({ city, citySlug, partnerCount }));
}

/** A city as stored (display names) with its active partner count, or null when it has none. */
export async function getCityInState(
  db: Database,
  options: { stateSlug: string; citySlug: string },
): Promise<{ city: string; state: string; partnerCount: number } | null> {
  const city = (await loadDirectoryCities(db)).byKey.get(cityKey(options.stateSlug, options.citySlug));
  return city ? { city: city.city, state: city.state, partnerCount: city.partnerCount } : null;
}

/** How another module may reach a partner: its name and place, its email, and whether it is listed. */
export type PartnerContact = Pick<
  Partner,
  'id' | 'name' | 'address' | 'city' | 'state' | 'email' | 'phone' | 'isActive' | 'preferredLanguage'
> & {
  /** The partner's own clock (partnerTimeZone), for the dates its emails give. */
  timeZone: string;
};

/**
 * One partner's contact by id (inactive ones too; the caller decides), or undefined. `lock: 'share'`, in a
 * transaction, waits for a change to the partner that has not committed, reads it, and holds the row until the
 * caller commits: what the caller records goes to the address the listing has at that moment.
 */
export async function partnerContactById(
  db: Database | Transaction,
  id: string,
  { lock }: { lock?: 'share' } = {},
): Promise<PartnerContact | undefined> {
  const query = db
    .select({
      id: partners.id,
      name: partners.name,
      address: partners.address,
      city: partners.city,
      state: partners.state,
      email: partners.email,
      phone: partners.phone,
      isActive: partners.isActive,
      preferredLanguage: partners.preferredLanguage,
      timeZone: partners.timeZone,
    })
    .from(partners)
    .where(eq(partners.id, id))
    .limit(1);
  const [partner] = await (lock ? query.for(lock) : query);
  return partner && { ...partner, timeZone: partnerTimeZone(partner) ?? 'UTC' };
}
