import canadaMap from './data/canada-map.json';
import usMap from './data/us-map.json';
import { pathBounds } from './map-path';
import type { MapOutline } from './map-types';
import type { CountryCode } from './regions';

/**
 * Below this many viewBox units across its narrower side, a region is too small to tap on the home map
 * (about 15 CSS px on a 390 px phone, under the 24 px of WCAG 2.5.8): the map offers it as a link
 * beside the drawing. Catches DC, Rhode Island, Delaware, Connecticut, New Jersey, Prince Edward Island...
 */
export const SMALL_REGION_UNITS = 35;

const outlines: Record<CountryCode, MapOutline> = { US: usMap, CA: canadaMap };

const smallPerCountry = new Map<CountryCode, readonly string[]>();

/** The slugs of a country's regions that are too small to tap on its map, in the map's (alphabetical) order. */
export function smallMapRegions(country: CountryCode): readonly string[] {
  let small = smallPerCountry.get(country);
  if (!small) {
    small = outlines[country].regions
      .filter((region) => {
        const bounds = pathBounds(region.d);
        return !bounds || Math.min(bounds.maxX - bounds.minX, bounds.maxY - bounds.minY) < SMALL_REGION_UNITS;
      })
      .map((region) => region.slug);
    smallPerCountry.set(country, small);
  }
  return small;
}
