import { sql } from 'drizzle-orm';
import type { Database } from '~/db/client.server';
import { encodeMapDots } from '~/modules/geo/map-dots';
import { densityBounds } from '~/modules/geo/map-density';
import { buildMapDots } from '~/modules/geo/map-projection.server';
import type { HomeMap, HomeMaps } from '~/modules/geo/map-types';
import { type CountryCode, findRegionBySlug } from '~/modules/geo/regions';
import { smallMapRegions } from '~/modules/geo/small-map-regions.server';
import { memoizedPerDirectoryRevision } from './directory-revision.server';
import { partners } from './partner.table';

/**
 * The home page maps (spec §2 Home): active partners per state or province, and their locations as
 * map dots (drawn by the geo module, which knows maps, not partners). One grouped query: coordinates are rounded to 0.01° (about 1 km, a sixth of a map unit at
 * the US scale) so partners of one town arrive as one row, and the dots are merged further by distance.
 * It reads every active partner (most of a second at 100,000), so each process keeps the result until
 * partners are next written (memoizedPerDirectoryRevision).
 */
export const loadHomeMaps: (db: Database) => Promise<HomeMaps> = memoizedPerDirectoryRevision(computeHomeMaps);

/** A 0.01° place: [state slug, country, longitude, latitude, active partners there]. */
type Place = [
  stateSlug: string,
  country: string,
  longitude: number | null,
  latitude: number | null,
  partnerCount: number,
];

async function computeHomeMaps(db: Database): Promise<HomeMaps> {
  // Rounded in float8, not through numeric (a third of the cost per row), half away from zero as numeric
  // rounds: the same 0.01° grid but for the odd coordinate whose binary value sits just under a tie (13 of
  // 100,000 seeded ones move to the neighbouring cell, a sixth of a map unit). The ~34,000 places of 100,000
  // partners come back as one JSON value: decoding as many result rows cost PGlite as much as the query.
  // Busiest places first: where dots merge, the kept one is the town with the most partners.
  const { rows } = await db.execute<{ places: string | null }>(sql`
    select json_agg(json_build_array(state_slug, country, longitude, latitude, partner_count)
      order by partner_count desc, longitude, latitude)::text as places
    from (
      select state_slug, country,
        trunc(longitude * 100 + sign(longitude) * 0.5) / 100 as longitude,
        trunc(latitude * 100 + sign(latitude) * 0.5) / 100 as latitude,
        count(*)::int as partner_count
      from ${partners}
      where is_active
      group by state_slug, country, 3, 4
    ) as places`);
  const places = JSON.parse(rows[0]?.places ?? '[]') as Place[];
  const mapOf = (country: CountryCode): HomeMap => {
    const regions: Record<string, number> = {};
    const points: Array<[number, number]> = [];
    for (const [stateSlug, placeCountry, longitude, latitude, partnerCount] of places) {
      if (placeCountry !== country || findRegionBySlug(stateSlug)?.country !== country) continue;
      regions[stateSlug] = (regions[stateSlug] ?? 0) + partnerCount;
      if (longitude !== null && latitude !== null) points.push([longitude, latitude]);
    }
    const small = smallMapRegions(country).filter((slug) => (regions[slug] ?? 0) > 0);
    return { regions, dots: encodeMapDots(buildMapDots(points, { country })), small };
  };
  const us = mapOf('US');
  const canada = mapOf('CA');
  const density = densityBounds([...Object.values(us.regions), ...Object.values(canada.regions)]);
  return { us, canada, density };
}
