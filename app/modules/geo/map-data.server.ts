import { desc, eq, sql } from 'drizzle-orm';
import type { Database } from '~/db/client.server';
import { partners } from '~/db/schema.server';
import { memoizedPerDirectoryRevision } from '~/modules/partners/directory-revision.server';
import { buildMapDots } from './map-projection.server';
import type { HomeMap, HomeMaps } from './map-types';
import { type CountryCode, findRegionBySlug } from './regions';

/**
 * The home page maps (spec §2 Home): active partners per state or province, and their locations as
 * map dots. One grouped query: coordinates are rounded to 0.01° (about 1 km, a sixth of a map unit at
 * the US scale) so partners of one town arrive as one row, and the dots are merged further by distance.
 * It reads every active partner (most of a second at 100,000), so each process keeps the result until
 * partners are next written (memoizedPerDirectoryRevision).
 */
export const loadHomeMaps: (db: Database) => Promise<HomeMaps> = memoizedPerDirectoryRevision(computeHomeMaps);

async function computeHomeMaps(db: Database): Promise<HomeMaps> {
  // Rounded in float8, not through numeric: the same 0.01° grid at a third of the cost per row.
  const longitude = sql<number | null>`round(${partners.longitude} * 100) / 100`;
  const latitude = sql<number | null>`round(${partners.latitude} * 100) / 100`;
  const partnerCount = sql<number>`count(*)::int`.mapWith(Number);
  const rows = await db
    .select({ stateSlug: partners.stateSlug, country: partners.country, longitude, latitude, partnerCount })
    .from(partners)
    .where(eq(partners.isActive, true))
    .groupBy(partners.stateSlug, partners.country, longitude, latitude)
    // Busiest places first: where dots merge, the kept one is the town with the most partners.
    .orderBy(desc(partnerCount), longitude, latitude);

  const mapOf = (country: CountryCode): HomeMap => {
    const regions: Record<string, number> = {};
    const points: Array<[number, number]> = [];
    for (const row of rows) {
      if (row.country !== country || findRegionBySlug(row.stateSlug)?.country !== country) continue;
      regions[row.stateSlug] = (regions[row.stateSlug] ?? 0) + row.partnerCount;
      if (row.longitude !== null && row.latitude !== null) points.push([row.longitude, row.latitude]);
    }
    return { regions, dots: buildMapDots(points, { country }) };
  };
  return { us: mapOf('US'), canada: mapOf('CA') };
}
