/**
 * The precomputed drawing of one country map (app/modules/geo/data/*-map.json, built by scripts/build-map-data.ts).
 * Server and build script only: the browser draws the home maps from the sprite written from it (map-outlines.ts).
 */
export interface MapOutline {
  /** "0 0 {width} {height}": the projection's frame, in the units of every path and dot. */
  viewBox: string;
  /** Every state or province, in the order of regions.ts (alphabetical), which is also the tab order. */
  regions: RegionOutline[];
}

export interface RegionOutline {
  name: string;
  slug: string;
  abbreviation: string;
  /** SVG path data in the compact relative form of map-path.ts (formatPathData), on a half-unit grid. */
  d: string;
}

/** A point on a map, in its viewBox units. */
export type MapPoint = [x: number, y: number];

/** What <RegionMap> needs besides its outline: active partners per region slug, and the dots. */
export interface HomeMap {
  regions: Record<string, number>;
  /** Partner locations, "x,y x,y …" in viewBox units (map-dots.ts: one string in the route data). */
  dots: string;
  /** Regions with partners that are too small to tap on the drawing (smallMapRegions): offered as links beside it. */
  small: string[];
}

/** The home loader's map data (loadHomeMaps). */
export interface HomeMaps {
  us: HomeMap;
  canada: HomeMap;
  /** Lower bounds of the shades by partners per region, one scale for both maps (map-density.ts). */
  density: number[];
}
