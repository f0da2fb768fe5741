import canadaMap from './data/canada-map.json';
import usMap from './data/us-map.json';
import { pathBounds } from './map-path';
import { projectToMap } from './map-projection.server';
import type { MapOutline, MapPoint } from './map-types';
import { type CountryCode, findRegionBySlug } from './regions';

/**
 * The drawing of ONE state or province with a pin, for a partner page's location map (design §3 Maps:
 * static, no third-party tile or script). It reuses the home maps' projected outlines and projection, so
 * a partner's pin lands where the home map would put its dot, and sends the browser only that region's
 * path, framed by a viewBox around it.
 */
export interface RegionLocationMap {
  /** "minX minY width height" around the region, with a margin. */
  viewBox: string;
  regionName: string;
  /** SVG path data of the region (the home map's coordinates). */
  d: string;
  pin: MapPoint;
  /** Size of the pin in viewBox units: the same on screen whatever the region's size. */
  pinSize: number;
}

const outlines: Record<CountryCode, MapOutline> = { US: usMap, CA: canadaMap };

/** Margin around the region, as a share of its larger side. */
const MARGIN = 0.08;
/** The pin is drawn at this share of the frame's larger side. */
const PIN_SHARE = 0.075;

const round1 = (value: number) => Math.round(value * 10) / 10;

/**
 * The map of a partner's region with its pin, or null when it cannot be drawn honestly: no coordinates,
 * an unknown region, or coordinates that do not project onto the map (the page then shows the address
 * link alone).
 */
export function buildRegionLocationMap(options: {
  stateSlug: string;
  coordinates: { latitude: number; longitude: number } | null;
}): RegionLocationMap | null {
  const { coordinates } = options;
  if (!coordinates) return null;
  const region = findRegionBySlug(options.stateSlug);
  if (!region) return null;
  const outline = outlines[region.country].regions.find((candidate) => candidate.slug === region.slug);
  if (!outline) return null;
  const pin = projectToMap(region.country, coordinates.longitude, coordinates.latitude);
  const bounds = pathBounds(outline.d);
  if (!pin || !bounds) return null;

  // The pin counts as part of the drawing: a partner just off a simplified coastline stays in view.
  const minX = Math.min(bounds.minX, pin[0]);
  const minY = Math.min(bounds.minY, pin[1]);
  const maxX = Math.max(bounds.maxX, pin[0]);
  const maxY = Math.max(bounds.maxY, pin[1]);
  const side = Math.max(maxX - minX, maxY - minY, 1);
  const margin = side * MARGIN;
  const viewBox = [minX - margin, minY - margin, maxX - minX + 2 * margin, maxY - minY + 2 * margin]
    .map(round1)
    .join(' ');
  return {
    viewBox,
    regionName: region.name,
    d: outline.d,
    pin,
    pinSize: round1(Math.max(side * (1 + 2 * MARGIN) * PIN_SHARE, 0.5)),
  };
}
