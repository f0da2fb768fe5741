import { and, asc, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { Database } from '~/db/client.server';
import { type CountryCode, findRegionBySlug } from '~/modules/geo/regions';
import { toPartnerJson } from './partner-json.server';
import type { Partner } from './partner.schema';
import { partnerAliases, partners } from './partner.table.server';

/*
 * Public reads of the directory. Every function here returns ACTIVE partners only (design §3: inactive
 * partners are hidden from every public list and their page is 404). State and city arguments are the
 * slugs stored on each row (derived on write), so each lookup is an index probe.
 */

const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** Longer than any slug or legacy id the directory issues: answer "not found" without a query. */
const MAX_IDENTIFIER_LENGTH = 300;

const isActive = eq(partners.isActive, true);
const byName = [asc(sql`lower(${partners.name})`), asc(partners.id)];

async function findActivePartner(db: Database, condition: SQL): Promise<Partner | null> {
  const [row] = await db.select().from(partners).where(and(isActive, condition)).limit(1);
  return row ? toPartnerJson(row) : null;
}

/**
 * One partner by uuid, slug or legacy alias id (design §3 "Identity of a partner"), or null when there is
 * no such active partner. Any string is safe to pass: garbage is simply not found.
 */
export async function getPublicPartner(db: Database, options: { idOrSlug: string }): Promise<Partner | null> {
  const identifier = options.idOrSlug.trim();
  if (identifier === '' || identifier.length > MAX_IDENTIFIER_LENGTH) return null;
  if (UUID_PATTERN.test(identifier)) {
    return findActivePartner(db, eq(partners.id, identifier.toLowerCase()));
  }
  const bySlug = await findActivePartner(db, eq(partners.slug, identifier.toLowerCase()));
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

/** Miles per degree of latitude: a point d miles away differs in latitude by at most d / 69.09 degrees. */
const MILES_PER_DEGREE_LATITUDE = 69.09;
/** Latitude half-bands tried in turn; the last one covers the globe. */
const NEARBY_BANDS_DEGREES = [1.5, 6, 180];

/**
 * The nearest other cities with active partners, by great-circle distance between city centres (the
 * average of their partners' coordinates); may cross state and country lines. To stay cheap on a large
 * directory it only aggregates cities with a partner inside a latitude band around the origin, widening
 * the band until the answer is provably complete (the farthest result lies within the band's radius).
 */
export async function listNearbyCities(
  db: Database,
  options: { stateSlug: string; citySlug: string; limit: number },
): Promise<NearbyCity[]> {
  const [origin] = (
    await db.execute<{ latitude: number | null; longitude: number | null }>(sql`
      select avg(${partners.latitude})::float8 as latitude, avg(${partners.longitude})::float8 as longitude
      from ${partners}
      where ${partners.isActive} and ${partners.stateSlug} = ${options.stateSlug}
        and ${partners.citySlug} = ${options.citySlug} and ${partners.latitude} is not null
        and ${partners.longitude} is not null`)
  ).rows;
  if (origin?.latitude == null || origin.longitude == null) return [];
  const { latitude, longitude } = origin;

  for (const band of NEARBY_BANDS_DEGREES) {
    const cities = await nearbyCitiesWithinBand(db, { ...options, latitude, longitude, band });
    const farthest = cities.at(-1)?.distanceMiles ?? Infinity;
    const complete = band >= 90 || (cities.length >= options.limit && farthest <= band * MILES_PER_DEGREE_LATITUDE);
    if (complete) return cities;
  }
  return [];
}

async function nearbyCitiesWithinBand(
  db: Database,
  options: { stateSlug: string; citySlug: string; limit: number; latitude: number; longitude: number; band: number },
): Promise<NearbyCity[]> {
  const { latitude, longitude, band } = options;
  const { rows } = await db.execute<{
    city: string;
    city_slug: string;
    state: string;
    state_slug: string;
    partner_count: number;
    distance_miles: number;
  }>(sql`
    with candidates as (
      select distinct state_slug, city_slug from partners
      where is_active and latitude between ${latitude - band} and ${latitude + band} and longitude is not null
        and not (state_slug = ${options.stateSlug} and city_slug = ${options.citySlug})
    ),
    cities as (
      select p.state_slug, p.city_slug, min(p.city) as city, min(p.state) as state, count(*)::int as partner_count,
        avg(p.latitude)::float8 as latitude, avg(p.longitude)::float8 as longitude
      from partners p join candidates c on c.state_slug = p.state_slug and c.city_slug = p.city_slug
      where p.is_active and p.latitude is not null and p.longitude is not null
      group by p.state_slug, p.city_slug
    )
    select city, city_slug, state, state_slug, partner_count,
      (3958.7613 * 2 * asin(least(1, sqrt(
        power(sin(radians(latitude - ${latitude}::float8) / 2), 2)
        + cos(radians(${latitude}::float8)) * cos(radians(latitude))
          * power(sin(radians(longitude - ${longitude}::float8) / 2), 2)
      ))))::float8 as distance_miles
    from cities
    order by distance_miles, city, state
    limit ${options.limit}`);
  return rows.map((row) => ({
    city: row.city,
    citySlug: row.city_slug,
    state: row.state,
    stateSlug: row.state_slug,
    partnerCount: Number(row.partner_count),
    distanceMiles: Math.round(Number(row.distance_miles) * 10) / 10,
  }));
}

export interface RegionWithCount {
  state: string;
  stateSlug: string;
  abbreviation: string;
  country: CountryCode;
  partnerCount: number;
}

/** The states and provinces having at least one active partner, by name (home page map and list). */
export async function listRegionsWithCounts(db: Database): Promise<RegionWithCount[]> {
  const rows = await db
    .select({ stateSlug: partners.stateSlug, partnerCount: sql<number>`count(*)::int`.mapWith(Number) })
    .from(partners)
    .where(isActive)
    .groupBy(partners.stateSlug);
  const regions: RegionWithCount[] = [];
  for (const row of rows) {
    const region = findRegionBySlug(row.stateSlug);
    // Rows are written through derivePartnerLocation, so an unknown slug would be a data repair to make.
    if (!region) continue;
    regions.push({
      state: region.name,
      stateSlug: region.slug,
      abbreviation: region.abbreviation,
      country: region.country,
      partnerCount: row.partnerCount,
    });
  }
  return regions.sort((a, b) => a.state.localeCompare(b.state, 'en'));
}

/** Headline numbers: active partners and the distinct cities they are in. */
export async function getDirectoryStats(db: Database): Promise<{ partnerCount: number; cityCount: number }> {
  const [row] = await db
    .select({
      partnerCount: sql<number>`count(*)::int`.mapWith(Number),
      cityCount: sql<number>`count(distinct ${partners.stateSlug} || '/' || ${partners.citySlug})::int`.mapWith(Number),
    })
    .from(partners)
    .where(isActive);
  return { partnerCount: row?.partnerCount ?? 0, cityCount: row?.cityCount ?? 0 };
}

/** The cities of a state that have active partners, by city name (state page list). */
export async function listCitiesInState(
  db: Database,
  options: { stateSlug: string },
): Promise<Array<{ city: string; citySlug: string; partnerCount: number }>> {
  const city = sql<string>`min(${partners.city})`;
  return db
    .select({ city, citySlug: partners.citySlug, partnerCount: sql<number>`count(*)::int`.mapWith(Number) })
    .from(partners)
    .where(and(isActive, eq(partners.stateSlug, options.stateSlug)))
    .groupBy(partners.citySlug)
    .orderBy(asc(sql`lower(min(${partners.city}))`), asc(partners.citySlug));
}

/** A city as stored (display names) with its active partner count, or null when it has none. */
export async function getCityInState(
  db: Database,
  options: { stateSlug: string; citySlug: string },
): Promise<{ city: string; state: string; partnerCount: number } | null> {
  const [row] = await db
    .select({
      city: sql<string>`min(${partners.city})`,
      state: sql<string>`min(${partners.state})`,
      partnerCount: sql<number>`count(*)::int`.mapWith(Number),
    })
    .from(partners)
    .where(and(isActive, eq(partners.stateSlug, options.stateSlug), eq(partners.citySlug, options.citySlug)));
  if (!row || row.partnerCount === 0) return null;
  return row;
}
