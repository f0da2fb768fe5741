import { geoAlbersUsa, geoConicConformal, type GeoProjection } from 'd3-geo';
import type { MapPoint } from './map-types';
import type { CountryCode } from './regions';

/**
 * The two map projections, shared by the build step that draws the boundaries
 * (scripts/build-map-data.ts) and by the home loader that places partner dots, so a dot lands on the
 * drawn outline. Scales are the spec's (§7: US 1000, Canada 800); each frame is the projected outline's
 * bounding box plus a small margin, so the drawing fills its viewBox instead of floating in white space.
 * scripts/build-map-data.ts fails if an outline ever falls outside its frame.
 */
export interface MapFrame {
  width: number;
  height: number;
  scale: number;
  translate: [number, number];
}

export const MAP_FRAMES: Record<CountryCode, MapFrame> = {
  // geoAlbersUsa at scale 1000 spans x −419…361, y −225…232 around its origin (Alaska and Hawaii inset).
  US: { width: 800, height: 480, scale: 1000, translate: [430, 238] },
  // Lambert conformal conic on Statistics Canada's standard parallels, centred on 96°W: spans
  // x −286…385, y −1312…−742 around its origin.
  CA: { width: 690, height: 590, scale: 800, translate: [296, 1322] },
};

export function createMapProjection(country: CountryCode): GeoProjection {
  const { scale, translate } = MAP_FRAMES[country];
  const projection = country === 'US' ? geoAlbersUsa() : geoConicConformal().rotate([96, 0]).parallels([49, 77]);
  // geoAlbersUsa is a composite, not a full GeoProjection, but it has every method the map uses.
  return (projection as GeoProjection).scale(scale).translate(translate);
}

const projections: Record<CountryCode, GeoProjection> = {
  US: createMapProjection('US'),
  CA: createMapProjection('CA'),
};

const round1 = (value: number) => Math.round(value * 10) / 10;

/**
 * Map x/y (viewBox units, one decimal) of a longitude/latitude, or null when the point is off the map:
 * geoAlbersUsa draws only the 50 states and DC, and nothing outside a frame is visible.
 */
export function projectToMap(country: CountryCode, longitude: number, latitude: number): MapPoint | null {
  const point = projections[country]([longitude, latitude]);
  if (!point) return null;
  const [x, y] = point;
  const { width, height } = MAP_FRAMES[country];
  if (!Number.isFinite(x) || !Number.isFinite(y) || x < 0 || y < 0 || x > width || y > height) return null;
  return [round1(x), round1(y)];
}

/** Dots closer than this (viewBox units) are drawn once: at radius 3 they would overlap anyway. */
export const DOT_MERGE_DISTANCE = 1.5;

/**
 * Projects partner coordinates and keeps one dot per cluster of points within DOT_MERGE_DISTANCE, so
 * ~1,900 partners become a few hundred circles: the page's HTML stays small and the map reads the same.
 * Greedy in input order over a grid of DOT_MERGE_DISTANCE cells: each point is compared only with the
 * dots already kept in its own and the eight neighbouring cells.
 */
export function buildMapDots(
  points: ReadonlyArray<readonly [longitude: number, latitude: number]>,
  options: { country: CountryCode },
): MapPoint[] {
  const dots: MapPoint[] = [];
  const grid = new Map<string, MapPoint[]>();
  const cellOf = (value: number) => Math.floor(value / DOT_MERGE_DISTANCE);
  for (const [longitude, latitude] of points) {
    const dot = projectToMap(options.country, longitude, latitude);
    if (!dot) continue;
    const [x, y] = dot;
    const column = cellOf(x);
    const row = cellOf(y);
    if (hasDotNear(grid, column, row, dot)) continue;
    const key = `${column}:${row}`;
    const cell = grid.get(key);
    if (cell) cell.push(dot);
    else grid.set(key, [dot]);
    dots.push(dot);
  }
  return dots;
}

function hasDotNear(grid: Map<string, MapPoint[]>, column: number, row: number, [x, y]: MapPoint): boolean {
  for (let dc = -1; dc <= 1; dc += 1) {
    for (let dr = -1; dr <= 1; dr += 1) {
      for (const [kx, ky] of grid.get(`${column + dc}:${row + dr}`) ?? []) {
        if (Math.hypot(kx - x, ky - y) < DOT_MERGE_DISTANCE) return true;
      }
    }
  }
  return false;
}
