import { type SQL, sql } from 'drizzle-orm';
import { DrizzleQueryError } from 'drizzle-orm/errors';
import type { Database } from '~/db/client.server';
import { countryAt } from '~/modules/geo/country-at.server';
import type { Coordinates } from '~/modules/geo/postal-codes.server';
import { partnerFilterCondition } from '~/modules/partners/partner-filters.server';
import { toPartnerJson } from '~/modules/partners/partner-json.server';
import { type PartnerRow, partners, sortName } from '~/modules/partners/partner.table';
import { type DistanceUnit, toMiles } from '~/modules/geo/distance-units';
import { defaultRadius } from './nearby-radius';
import type { NearbyPartner, NearbyQuery, NearbyResult } from './nearby.schema';

/*
 * The partners nearest a visitor's position ("Use my location", decision 027), on the same indexes as a ZIP
 * search (decision 021): the page comes nearest first from partners_earth_idx (`<->` within the radius'
 * earth_box), the number within the radius from the (latitude, longitude) index. The position is rounded
 * before it is used, and never logged: a failed query's error carries its parameters, so it is replaced.
 */

/** Two decimals: about 1 km north-south. Near enough to rank partners, too coarse to find a house. */
export const POSITION_DECIMALS = 2;

export function roundPosition({ latitude, longitude }: Coordinates): Coordinates {
  const factor = 10 ** POSITION_DECIMALS;
  return { latitude: Math.round(latitude * factor) / factor, longitude: Math.round(longitude * factor) / factor };
}

/** Where no ZIP or postal area is near (at sea, abroad), distances are in miles. */
export function unitAt(position: Coordinates): DistanceUnit {
  return countryAt(position) === 'CA' ? 'km' : 'mi';
}

/** earthdistance's sphere radius for `<@>`, in miles; `earth()` is its radius in metres for ll_to_earth. */
const EARTHDISTANCE_RADIUS_MILES = 3958.747;
const MILES_PER_DEGREE_LATITUDE = 69.09;

/** Active partners with coordinates: the predicate of partners_earth_idx, stated so the planner can use it. */
const located = sql`${partners.isActive} and ${partners.latitude} is not null and ${partners.longitude} is not null`;
const earthPoint = sql`ll_to_earth(${partners.latitude}, ${partners.longitude})`;

function earthOrigin(origin: Coordinates) {
  return sql`ll_to_earth(${origin.latitude}::float8, ${origin.longitude}::float8)`;
}

/** Great-circle statute miles (earthdistance's `point <@> point`; points are longitude, latitude). */
function milesFrom(origin: Coordinates) {
  return sql<number>`(point(${partners.longitude}, ${partners.latitude}) <@> point(${origin.longitude}::float8, ${origin.latitude}::float8))`;
}

/** A cube holding every point within `miles` (partners_earth_idx), with a margin; `<@>` is the exact test. */
function earthBox(origin: Coordinates, miles: number) {
  return sql`earth_box(${earthOrigin(origin)}, ${miles * 1.001}::float8 / ${EARTHDISTANCE_RADIUS_MILES}::float8 * earth()) @> ${earthPoint}`;
}

/** A latitude/longitude box holding every point within `miles`, for the count on partners_active_geo_idx. */
function boundingBox(origin: Coordinates, miles: number) {
  const latitudeDelta = miles / MILES_PER_DEGREE_LATITUDE;
  const cosine = Math.cos((origin.latitude * Math.PI) / 180);
  const longitudeDelta = cosine > 0.01 ? Math.min(180, latitudeDelta / cosine) : 180;
  return sql`${partners.latitude} between ${origin.latitude - latitudeDelta} and ${origin.latitude + latitudeDelta}
    and ${partners.longitude} between ${origin.longitude - longitudeDelta} and ${origin.longitude + longitudeDelta}`;
}

const tenth = (value: number) => Math.round(value * 10) / 10;

async function queryNearby(db: Database, origin: Coordinates, query: NearbyQuery, unit: DistanceUnit, now: Date) {
  const radius = query.radius ?? defaultRadius(unit);
  const miles = toMiles(radius, unit);
  const distance = milesFrom(origin);
  const filter = partnerFilterCondition(query.services, now);
  const passing = filter ? sql`${located} and ${filter}` : located;
  const within = sql`${passing} and ${distance} <= ${miles}`;

  const [counted, rows] = await Promise.all([
    db
      .select({ count: sql<number>`count(*)`.mapWith(Number) })
      .from(partners)
      .where(sql`${within} and ${boundingBox(origin, miles)}`),
    // The nearest `offset + limit` from the index (`with ties`: partners at one spot are then decided by
    // featured and name, not by the index's order), the `limit` after the first `offset` of them, then put in
    // the order asked for. So sorting by name shows the same partners as sorting by distance, and the pages
    // of "Show more" neither repeat nor skip one. Drizzle cannot write FETCH ... WITH TIES, hence the SQL.
    db
      .select({ partner: partners, distance: sql<number>`page.distance` })
      .from(
        sql`(select * from (select ${partners.id} as id, ${distance} as distance,
            ${partners.isPriority} as is_priority, ${sortName} as sort_name from ${partners}
            where ${within} and ${earthBox(origin, miles)}
            order by ${earthPoint} <-> ${earthOrigin(origin)} fetch first ${query.offset + query.limit} rows with ties) as nearest
          order by distance, is_priority desc, sort_name, id offset ${query.offset} limit ${query.limit}) as page`,
      )
      .innerJoin(partners, sql`${partners.id} = page.id`)
      .orderBy(
        ...(query.sort === 'name'
          ? [sql`page.sort_name`, sql`page.distance`]
          : [sql`page.distance`, sql`page.is_priority desc`, sql`page.sort_name`]),
        sql`page.id`,
      ),
  ]);
  const total = counted[0]?.count ?? 0;
  const nearest = total === 0 ? await nearestAnywhere(db, origin, passing) : [];
  return {
    radius,
    total,
    partners: rows.map(({ partner, distance: partnerMiles }) => withDistance(partner, partnerMiles)),
    nearestMiles: nearest[0]?.distanceMiles ?? null,
    nearest,
  };
}

function withDistance(partner: PartnerRow, miles: number): NearbyPartner {
  return { ...toPartnerJson(partner), distanceMiles: tenth(Number(miles)) };
}

/** Shown when none is within the radius: a family far from every partner still sees who is nearest. */
const NEAREST_ANYWHERE = 3;

/** The nearest located partners passing the filters, at any distance, nearest first. */
async function nearestAnywhere(db: Database, origin: Coordinates, passing: SQL): Promise<NearbyPartner[]> {
  const rows = await db
    .select({ partner: partners, miles: milesFrom(origin) })
    .from(partners)
    .where(passing)
    .orderBy(sql`${earthPoint} <-> ${earthOrigin(origin)}`)
    .limit(NEAREST_ANYWHERE);
  return rows.map(({ partner, miles }) => withDistance(partner, miles));
}

/**
 * POST /api/search/nearby: active partners within the radius of the (rounded) position, the nearest
 * `limit` of them after the nearest `offset`, in distance or name order, their distances in the unit of the position's country unless
 * the query names one; only partners that pass the page's filters, "open now" at `now`.
 */
export async function searchNearby(db: Database, query: NearbyQuery, now = new Date()): Promise<NearbyResult> {
  const origin = roundPosition(query);
  const unit = query.unit ?? unitAt(origin);
  try {
    const found = await queryNearby(db, origin, query, unit, now);
    return { unit, sort: query.sort, ...found };
  } catch (error) {
    // The driver's own error, without the statement's parameters (the position).
    if (error instanceof DrizzleQueryError) throw new Error('Nearby search failed', { cause: error.cause });
    throw error;
  }
}
