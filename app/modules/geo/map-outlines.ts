import type { MapOutline, RegionOutline } from './map-types';
import { type CountryCode, findRegionBySlug } from './regions';

/*
 * Where the browser gets the map outlines (~9 KB gzip each) without shipping them twice.
 *
 * The server renders every outline into the home page's HTML. If the route's JavaScript imported the
 * same JSON statically, a first visit would download it a second time just to hydrate what is already on
 * the screen. Instead, on the first page load the browser reads the outlines back from the server-rendered
 * SVG (same path data, same order, so hydration matches); only a client-side navigation to the home page
 * loads them, as a separate chunk, through ensureMapOutlines() in the route's clientLoader.
 */

/** The frames of the two drawings ("0 0 {width} {height}"), checked against the JSON by a unit test. */
export const MAP_VIEWBOXES: Record<CountryCode, string> = { US: '0 0 800 480', CA: '0 0 690 590' };

const outlines: Partial<Record<CountryCode, MapOutline>> = {};
let loading: Promise<void> | null = null;

/** Loads both outlines (once per process or page): the server before rendering, the browser before navigating home. */
export function ensureMapOutlines(): Promise<void> {
  if (outlines.US && outlines.CA) return Promise.resolve();
  loading ??= Promise.all([import('./data/us-map.json'), import('./data/canada-map.json')]).then(([us, canada]) => {
    outlines.US = us.default;
    outlines.CA = canada.default;
  });
  return loading;
}

/** The outline, if loaded, else read back from the server-rendered page (browser only), else null. */
export function getMapOutline(country: CountryCode): MapOutline | null {
  const known = outlines[country];
  if (known) return known;
  const fromPage = outlineFromDocument(country);
  if (fromPage) outlines[country] = fromPage;
  return fromPage;
}

function outlineFromDocument(country: CountryCode): MapOutline | null {
  if (typeof document === 'undefined') return null;
  // <RegionMap> marks its svg with data-map and each region's path with data-region.
  const svg = document.querySelector(`svg[data-map="${country}"]`);
  if (!svg) return null;
  const regions: RegionOutline[] = [];
  for (const path of svg.querySelectorAll('path[data-region]')) {
    const slug = path.getAttribute('data-region') ?? '';
    const region = findRegionBySlug(slug);
    const d = path.getAttribute('d');
    if (!region || !d) return null;
    regions.push({ name: region.name, slug: region.slug, abbreviation: region.abbreviation, d });
  }
  return regions.length > 0 ? { viewBox: MAP_VIEWBOXES[country], regions } : null;
}
