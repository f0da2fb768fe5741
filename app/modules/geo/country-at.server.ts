import { createRequire } from 'node:module';
import { type Coordinates, haversineMiles } from './postal-codes.server';
import type { CountryCode } from './regions';

/*
 * Which country a point is in, for the units a family reads distances in (decision 027): the country of
 * the nearest US ZIP or Canadian postal area centroid in the `zipcodes` package (BSD; 42,555 ZIPs and 1,620
 * FSAs). Along the border this follows where people live: Windsor is Canadian, Detroit across the river is
 * American, which a latitude line or the nearest partner's country would get wrong.
 */

interface CentroidEntry {
  latitude: number | null;
  longitude: number | null;
  state: string;
  country: string;
}

/** Military and diplomatic mail (APO, FPO, DPO): ZIPs placed at bases abroad, from Paris to Alice Springs. */
const OVERSEAS_MAIL_STATES = new Set(['AA', 'AE', 'AP']);

interface Centroid extends Coordinates {
  country: CountryCode;
}

/** Centroids by 1° cell ("lat:lon", floored): a point's neighbours are found in a few cells, not 44,000 rows. */
let grid: Map<string, Centroid[]> | undefined;

function cellKey(latitudeCell: number, longitudeCell: number): string {
  return `${latitudeCell}:${longitudeCell}`;
}

function centroidGrid(): Map<string, Centroid[]> {
  if (grid) return grid;
  const { codes } = createRequire(import.meta.url)('zipcodes') as { codes: Record<string, CentroidEntry> };
  grid = new Map();
  for (const entry of Object.values(codes)) {
    const { latitude, longitude } = entry;
    const country =
      entry.country === 'Canada'
        ? 'CA'
        : entry.country === 'US' && !OVERSEAS_MAIL_STATES.has(entry.state)
          ? 'US'
          : null;
    // A few hundred entries (military, PO-box ZIPs) sit at 0,0 or carry no coordinates.
    if (!country || typeof latitude !== 'number' || typeof longitude !== 'number') continue;
    if (!Number.isFinite(latitude) || !Number.isFinite(longitude) || (latitude === 0 && longitude === 0)) continue;
    const key = cellKey(Math.floor(latitude), Math.floor(longitude));
    const cell = grid.get(key) ?? [];
    cell.push({ latitude, longitude, country });
    grid.set(key, cell);
  }
  return grid;
}

/** Cells searched around the point's own: 3 rings cover about 200 miles in every direction. */
const MAX_RINGS = 3;

/**
 * The country of the nearest ZIP or postal-area centroid within a few hundred miles; null for a point
 * farther from both countries (at sea, abroad).
 */
export function countryAt(point: Coordinates): CountryCode | null {
  const cells = centroidGrid();
  const latitudeCell = Math.floor(point.latitude);
  const longitudeCell = Math.floor(point.longitude);
  let nearestMiles = Infinity;
  let nearestCountry: CountryCode | null = null;
  for (let ring = 0; ring <= MAX_RINGS; ring += 1) {
    for (let dLat = -ring; dLat <= ring; dLat += 1) {
      for (let dLon = -ring; dLon <= ring; dLon += 1) {
        if (Math.max(Math.abs(dLat), Math.abs(dLon)) !== ring) continue;
        for (const centroid of cells.get(cellKey(latitudeCell + dLat, longitudeCell + dLon)) ?? []) {
          const miles = haversineMiles(point, centroid);
          if (miles < nearestMiles) {
            nearestMiles = miles;
            nearestCountry = centroid.country;
          }
        }
      }
    }
    // A cell's side is at least ~69 mi north-south but narrows to the east and west in the north; one
    // more ring after the first hit keeps a closer centroid in a neighbouring cell from being missed.
    if (nearestCountry && ring >= 1) break;
  }
  return nearestCountry;
}
