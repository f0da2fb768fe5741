import { describe, expect, it } from 'vitest';
import canadaMap from './data/canada-map.json';
import usMap from './data/us-map.json';
import { formatPathData, parsePathData, pathBounds } from './map-path';
import type { MapOutline } from './map-types';
import { buildMapDots, MAP_FRAMES, projectToMap } from './map-projection.server';
import { CANADIAN_PROVINCES, type CountryCode, US_STATES } from './regions';

const outlines: Record<CountryCode, MapOutline> = { US: usMap, CA: canadaMap };

/** Even-odd rule over every ring, as the browser fills the path. */
function pathContains(d: string, [x, y]: [number, number]): boolean {
  let inside = false;
  for (const ring of parsePathData(d)) {
    for (let i = 0, j = ring.length - 1; i < ring.length; j = i, i += 1) {
      const [xi, yi] = ring[i]!;
      const [xj, yj] = ring[j]!;
      if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) inside = !inside;
    }
  }
  return inside;
}

const outlineOf = (country: CountryCode, slug: string) => {
  const region = outlines[country].regions.find((candidate) => candidate.slug === slug);
  if (!region) throw new Error(`no outline for ${slug}`);
  return region.d;
};

describe('map outlines (scripts/build-map-data.ts output)', () => {
  it('draws every US state and DC, and every province and territory, in regions.ts order', () => {
    for (const [country, regions] of [
      ['US', US_STATES],
      ['CA', CANADIAN_PROVINCES],
    ] as const) {
      const drawn = outlines[country].regions;
      expect(drawn.map(({ name, slug, abbreviation }) => ({ name, slug, abbreviation }))).toEqual(
        regions.map(({ name, slug, abbreviation }) => ({ name, slug, abbreviation })),
      );
      for (const region of drawn) {
        const rings = parsePathData(region.d);
        expect(rings.length, region.name).toBeGreaterThan(0);
        for (const ring of rings) expect(ring.length, region.name).toBeGreaterThanOrEqual(3);
        // Exactly what the shared writer makes of those corners (scripts/build-map-data.ts).
        expect(formatPathData(rings, { resolution: 10 }), region.name).toBe(region.d);
      }
    }
    expect(usMap.regions).toHaveLength(51);
    expect(canadaMap.regions).toHaveLength(13);
  });

  it('is on the half-unit grid, but for the small regions a partner page draws large (tenths)', () => {
    const onHalfGrid = (d: string) =>
      parsePathData(d).every((ring) => ring.every(([x, y]) => (x * 2) % 1 === 0 && (y * 2) % 1 === 0));
    for (const slug of ['texas', 'california', 'alaska', 'michigan'])
      expect(onHalfGrid(outlineOf('US', slug)), slug).toBe(true);
    for (const slug of ['ontario', 'quebec', 'nunavut']) expect(onHalfGrid(outlineOf('CA', slug)), slug).toBe(true);
    for (const slug of ['district-of-columbia', 'rhode-island', 'delaware']) {
      expect(onHalfGrid(outlineOf('US', slug)), slug).toBe(false);
    }
    expect(onHalfGrid(outlineOf('CA', 'prince-edward-island'))).toBe(false);
  });

  it('was drawn in the frame the projection uses now', () => {
    expect(usMap.viewBox).toBe(`0 0 ${MAP_FRAMES.US.width} ${MAP_FRAMES.US.height}`);
    expect(canadaMap.viewBox).toBe(`0 0 ${MAP_FRAMES.CA.width} ${MAP_FRAMES.CA.height}`);
  });
});

describe('projectToMap', () => {
  const cities: Array<[CountryCode, string, string, number, number]> = [
    ['US', 'Austin', 'texas', -97.7431, 30.2672],
    ['US', 'Denver', 'colorado', -104.9903, 39.7392],
    ['US', 'Anchorage (Alaska inset)', 'alaska', -149.9003, 61.2181],
    ['US', 'Honolulu (Hawaii inset)', 'hawaii', -157.8583, 21.3069],
    ['US', 'Portland, Maine', 'maine', -70.2553, 43.6591],
    ['US', 'Washington', 'district-of-columbia', -77.0365, 38.8977],
    ['CA', 'Toronto', 'ontario', -79.3832, 43.6532],
    ['CA', 'Vancouver', 'british-columbia', -123.1207, 49.2827],
    ['CA', 'Montréal', 'quebec', -73.5674, 45.5019],
    ['CA', 'Halifax', 'nova-scotia', -63.5752, 44.6488],
    ['CA', 'Iqaluit', 'nunavut', -68.5167, 63.7467],
  ];

  it.each(cities)('%s: %s lands inside its region', (country, _city, slug, longitude, latitude) => {
    const point = projectToMap(country, longitude, latitude);
    expect(point).not.toBeNull();
    const d = outlineOf(country, slug);
    const box = pathBounds(d)!;
    const [x, y] = point!;
    expect(x).toBeGreaterThanOrEqual(box.minX);
    expect(x).toBeLessThanOrEqual(box.maxX);
    expect(y).toBeGreaterThanOrEqual(box.minY);
    expect(y).toBeLessThanOrEqual(box.maxY);
    expect(pathContains(d, point!)).toBe(true);
  });

  it('puts Austin in Texas and not in its neighbours', () => {
    const austin = projectToMap('US', -97.7431, 30.2672)!;
    expect(pathContains(outlineOf('US', 'texas'), austin)).toBe(true);
    for (const slug of ['oklahoma', 'new-mexico', 'louisiana'])
      expect(pathContains(outlineOf('US', slug), austin)).toBe(false);
  });

  it('rounds to one decimal and refuses places off the map', () => {
    const [x, y] = projectToMap('US', -97.7431, 30.2672)!;
    expect(Math.round(x * 10) / 10).toBe(x);
    expect(Math.round(y * 10) / 10).toBe(y);
    // geoAlbersUsa draws the 50 states and DC only: San Juan, Puerto Rico and London are nowhere on it.
    expect(projectToMap('US', -66.1057, 18.4655)).toBeNull();
    expect(projectToMap('US', -0.1276, 51.5072)).toBeNull();
    // Sydney is on the far side of the Canadian cone: outside the frame.
    expect(projectToMap('CA', 151.2093, -33.8688)).toBeNull();
  });
});

describe('buildMapDots', () => {
  it('draws partners of one town once and keeps towns apart', () => {
    const dots = buildMapDots(
      [
        [-97.7431, 30.2672], // Austin
        [-97.75, 30.27], // Austin, another street: well under 1.5 units away
        [-97.7431, 30.2672], // the same address again
        [-96.797, 32.7767], // Dallas
      ],
      { country: 'US' },
    );
    expect(dots).toHaveLength(2);
    expect(dots[0]).toEqual(projectToMap('US', -97.7431, 30.2672));
    expect(dots[1]).toEqual(projectToMap('US', -96.797, 32.7767));
  });

  it('keeps dots that are just over the merge distance apart', () => {
    // 0.1° of longitude at 30°N is about 1.5 map units at the US scale; 0.2° is clearly two dots.
    const dots = buildMapDots(
      [
        [-97.7, 30.27],
        [-97.9, 30.27],
      ],
      { country: 'US' },
    );
    expect(dots).toHaveLength(2);
  });

  it('drops points the map cannot show', () => {
    expect(buildMapDots([[-66.1057, 18.4655]], { country: 'US' })).toEqual([]);
  });

  it('turns a dense cluster of partners into a handful of dots', () => {
    const points: Array<[number, number]> = [];
    // 1,600 partners on a 40×40 grid 0.005° apart around Chicago: all within ~4 map units.
    for (let row = 0; row < 40; row += 1) {
      for (let column = 0; column < 40; column += 1) points.push([-87.7 + column * 0.005, 41.8 + row * 0.005]);
    }
    const dots = buildMapDots(points, { country: 'US' });
    expect(dots.length).toBeGreaterThan(1);
    expect(dots.length).toBeLessThan(30);
    for (const [index, [x, y]] of dots.entries()) {
      for (const [ox, oy] of dots.slice(index + 1)) expect(Math.hypot(ox - x, oy - y)).toBeGreaterThanOrEqual(1.5);
    }
  });
});
