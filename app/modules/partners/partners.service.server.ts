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

const EARTH_RADIUS_MILES = 3958.7613;
/** Search radii tried in turn; the last one is the whole map. */
const NEARBY_RADII_MILES = [100, 400, Infinity];
/**
 * How far a city's partners may lie from its centre. A city is found when one of its partners is inside
 * the box, so only results this much inside the radius are known to be complete.
 */
const CITY_SPREAD_MILES = 25;

interface BoundingBox {
  minLatitude: number;
  maxLatitude: number;
  /** Absent when the circle reaches a pole or the antimeridian: every longitude qualifies. */
  minLongitude?: number;
  maxLongitude?: number;
}

/** The smallest latitude/longitude box holding every point within `radiusMiles` of the origin. */
export function boundingBox(origin: { latitude: number; longitude: number }, radiusMiles: number): BoundingBox | null {
  if (!Number.isFinite(radiusMiles)) return null;
  const angle = radiusMiles / EARTH_RADIUS_MILES;
  const toDegrees = (radians: number) => (radians * 180) / Math.PI;
  const latitude = (origin.latitude * Math.PI) / 180;
  const minLatitude = toDegrees(latitude - angle);
  const maxLatitude = toDegrees(latitude + angle);
  if (minLatitude <= -90 || maxLatitude >= 90) return { minLatitude, maxLatitude };
  // Widest longitude spread of the circle (exact for a sphere; Matuschek, "Finding points within a distance").
  const spread = toDegrees(Math.asin(Math.min(1, Math.sin(angle) / Math.cos(latitude))));
  const minLongitude = origin.longitude - spread;
  const maxLongitude = origin.longitude + spread;
  if (spread >= 90 || minLongitude < -180 || maxLongitude > 180) return { minLatitude, maxLatitude };
  return { minLatitude, maxLatitude, minLongitude, maxLongitude };
}

/**
 * The nearest other cities with active partners, by great-circle distance between city centres (the
 * average of their partners' coordinates); may cross state and country lines. To stay cheap on a large
 * directory it probes the coordinates index with a box around the city, widening the radius until the
 * answer is complete (enough cities, the farthest of them well inside the radius searched).
 */
export async function listNearbyCities(
  db: Database,
  options: { stateSlug: string; citySlug: string; limit: number },
): Promise<NearbyCity[]> {
  const [origin] = (
    await db.execute<{ latitude: number | null; longitude: number | null }>(sql`
      select avg(latitude)::float8 as latitude, avg(longitude)::float8 as longitude
      from partners
      where is_active and state_slug = ${options.stateSlug} and city_slug = ${options.citySlug}
        and latitude is not null and longitude is not null`)
  ).rows;
  if (origin?.latitude == null || origin.longitude == null) return [];
  const center = { latitude: Number(origin.latitude), longitude: Number(origin.longitude) };

  for (const radius of NEARBY_RADII_MILES) {
    const cities = await nearbyCitiesWithin(db, { ...options, center, box: boundingBox(center, radius) });
    const farthest = cities.at(-1)?.distanceMiles ?? Infinity;
    const complete = cities.length >= options.limit && farthest <= radius - CITY_SPREAD_MILES;
    if (complete || !Number.isFinite(radius)) return cities;
  }
  return [];
}

async function nearbyCitiesWithin(
  db: Database,
  options: {
    stateSlug: string;
    citySlug: string;
    limit: number;
    center: { latitude: number; longitude: number };
    box: BoundingBox | null;
  },
): Promise<NearbyCity[]> {
  const { center, box } = options;
  const inBox = box
    ? sql`and latitude between ${box.minLatitude} and ${box.maxLatitude}
        ${box.minLongitude === undefined ? sql`` : sql`and longitude between ${box.minLongitude} and ${box.maxLongitude}`}`
    : sql``;
  const { rows } = await db.execute<{
    city: string;
    city_slug: string;
    state: string;
    state_slug: string;
    partner_count: number;
    distance_miles: number;
  }>(sql`
    with candidates as (
      select state_slug, city_slug from partners
      where is_active and latitude is not null and longitude is not null ${inBox}
        and not (state_slug = ${options.stateSlug} and city_slug = ${options.citySlug})
      group by state_slug, city_slug
    ),
    cities as (
      select p.state_slug, p.city_slug, min(p.city) as city, min(p.state) as state, count(*)::int as partner_count,
        avg(p.latitude)::float8 as latitude, avg(p.longitude)::float8 as longitude
      from partners p join candidates c on c.state_slug = p.state_slug and c.city_slug = p.city_slug
      where p.is_active and p.latitude is not null and p.longitude is not null
      group by p.state_slug, p.city_slug
    )
    select city, city_slug, state, state_slug, partner_count,
      (${EARTH_RADIUS_MILES}::float8 * 2 * asin(least(1, sqrt(
        power(sin(radians(latitude - ${center.latitude}::float8) / 2), 2)
        + cos(radians(${center.latitude}::float8)) * cos(radians(latitude))
          * power(sin(radians(longitude - ${center.longitude}::float8) / 2), 2)
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
  // Grouping (a hash aggregate) is several times faster than count(distinct ...) (a sort) at 100,000 rows.
  const { rows } = await db.execute<{ partner_count: number; city_count: number }>(sql`
    select coalesce(sum(partner_count), 0)::int as partner_count, count(*)::int as city_count
    from (select count(*) as partner_count from partners where is_active group by state_slug, city_slug) as cities`);
  return { partnerCount: Number(rows[0]?.partner_count ?? 0), cityCount: Number(rows[0]?.city_count ?? 0) };
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
