/**
 * Builds app/modules/geo/data/postal-time-zones.json: the US ZIP codes and Canadian forward sortation areas
 * whose clock is not their state's or province's (El Paso's ZIPs are on Mountain time, Texas on Central),
 * each with the IANA zone at its centroid. Every other code keeps its region's zone (REGION_TIME_ZONES).
 *
 * The zone at a centroid comes from geo-tz (MIT; timezone-boundary-builder's polygons, from OpenStreetMap,
 * ODbL), which is 74 MB and so not a dependency of the project: install it for this run only, then build:
 *
 *   npm install --no-save geo-tz@8 && npm run postal-time-zones
 *
 * The output is committed; nothing reads geo-tz at run time. Same packages, same bytes. Partners keep the
 * zone they were written with: when a code's zone changes here, a migration clears `time_zone` for that code
 * and the boot fill (fillMissingTimeZones) names it again.
 */
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { NORTH_AMERICAN_TIME_ZONES } from '~/modules/geo/postal-time-zones';
import { provinceCodeOfFsa } from '~/modules/geo/postal-codes.server';
import { findRegion } from '~/modules/geo/regions';
import { REGION_TIME_ZONES } from '~/modules/partners/opening-hours';

interface ZipcodesEntry {
  zip: string;
  latitude: number | null;
  longitude: number | null;
  state: string;
}

interface GeoTz {
  find(latitude: number, longitude: number): string[];
  setCache(options: { preload: boolean }): void;
}

const require = createRequire(import.meta.url);
const OUTPUT = path.resolve(import.meta.dirname, '../app/modules/geo/data/postal-time-zones.json');

/** Two zones keep the same clock when they agree in winter and in summer. */
const SEASONS = [new Date('2026-01-15T12:00:00Z'), new Date('2026-07-15T12:00:00Z')];
function offsets(timeZone: string): string {
  return SEASONS.map(
    (at) =>
      new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'longOffset' })
        .formatToParts(at)
        .find((part) => part.type === 'timeZoneName')?.value,
  ).join(' ');
}

/**
 * A code's state or province. For a Canadian area, its first letter (the package's province column
 * names localities and the territories in its own words, and a few of its rows are shifted).
 */
function regionOf(entry: ZipcodesEntry) {
  if (!/^[A-Z]\d[A-Z]$/.test(entry.zip)) return findRegion(entry.state);
  const province = provinceCodeOfFsa(entry.zip, entry.state);
  return province ? findRegion(province) : undefined;
}

function main() {
  const geoTz = require('geo-tz') as GeoTz;
  geoTz.setCache({ preload: true });
  const { codes } = require('zipcodes') as { codes: Record<string, ZipcodesEntry> };

  const byZone = new Map<string, string[]>();
  let checked = 0;
  for (const entry of Object.values(codes)) {
    // Military and territory codes name no state or province of the directory.
    const region = regionOf(entry);
    if (!region || entry.latitude === null || entry.longitude === null) continue;
    const regionZone = REGION_TIME_ZONES[region.abbreviation];
    if (!regionZone) continue;
    checked += 1;
    // A centroid at sea or abroad is a flaw of the centroid data: the region's zone stands.
    const zone = geoTz.find(entry.latitude, entry.longitude).find((found) => NORTH_AMERICAN_TIME_ZONES.has(found));
    if (!zone || offsets(zone) === offsets(regionZone)) continue;
    byZone.set(zone, [...(byZone.get(zone) ?? []), entry.zip]);
  }

  const zones = Object.fromEntries(
    [...byZone].sort(([a], [b]) => a.localeCompare(b)).map(([zone, list]) => [zone, list.sort().join(' ')]),
  );
  const output = {
    about: {
      description:
        "US ZIP codes and Canadian FSAs whose time zone differs from their state's or province's, by zone. Built by scripts/build-postal-time-zones.ts (npm run postal-time-zones); do not edit by hand.",
      credits: [
        'Time zone boundaries: timezone-boundary-builder (https://github.com/evansiroky/timezone-boundary-builder), ODbL, from OpenStreetMap data, via the geo-tz package (MIT).',
        'ZIP code and Canadian forward sortation area centroids: the zipcodes package (BSD licence).',
      ],
      format: 'zones: IANA zone -> the codes at whose centroid it is, space-separated.',
      checked,
    },
    zones,
  };
  fs.writeFileSync(OUTPUT, `${JSON.stringify(output, null, 2)}\n`);
  const total = [...byZone.values()].reduce((sum, list) => sum + list.length, 0);
  console.log(`${total} of ${checked} codes keep another clock than their region's; written to ${OUTPUT}`);
}

main();
