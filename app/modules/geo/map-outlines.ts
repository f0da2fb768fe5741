import canadaSpriteUrl from './data/canada-map.svg?url&no-inline';
import usSpriteUrl from './data/us-map.svg?url&no-inline';
import type { CountryCode } from './regions';

/*
 * Where the home maps' outlines come from: one static SVG sprite per country (data/*-map.svg, written by
 * scripts/build-map-data.ts), emitted by the build under /assets with a content hash, so the browser fetches
 * it once and keeps it a year (server/app.ts serves /assets immutable). The maps draw each region as
 * `<use href="{sprite}#{slug}">`: the outlines (about 9 kB gzip per country) are the same for every visitor
 * and every visit, and are not part of any home page's HTML nor of the route's JavaScript. The
 * regions' names, slugs and abbreviations come from regions.ts; only the server reads the JSON (a partner
 * page's location map, region-location-map.server.ts).
 *
 * `no-inline`: a `<use>` cannot point into a data: URL, so the sprite must stay a file whatever its size.
 * The server build and the browser build hash the same file into the same /assets address.
 */

/** The frames of the two drawings ("0 0 {width} {height}"), checked against the JSON by a unit test. */
export const MAP_VIEWBOXES: Record<CountryCode, string> = { US: '0 0 800 480', CA: '0 0 690 590' };

/** The address of each country's sprite; a region is `${MAP_SPRITES[country]}#${slug}`. */
export const MAP_SPRITES: Record<CountryCode, string> = { US: usSpriteUrl, CA: canadaSpriteUrl };
