import type { MapOutline } from './map-types';

/**
 * The SVG sprite of one country map (app/modules/geo/data/*-map.svg, written by scripts/build-map-data.ts
 * from the JSON beside it): one `<path id="{slug}">` per region in a `<defs>`, which the home maps draw with
 * `<use href="{sprite}#{slug}">` (components/region-map.tsx).
 *
 * A path sets neither fill nor stroke, so it takes the colours its `<use>` inherits into it (hover and focus
 * included). It carries `vector-effect` itself: that property is not inherited, and the outlines must keep
 * their hairline width at every zoom.
 */
export function formatMapSprite(outline: MapOutline): string {
  const paths = outline.regions.map(
    (region) => `<path id="${region.slug}" vector-effect="non-scaling-stroke" d="${region.d}"/>`,
  );
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="${outline.viewBox}"><defs>`,
    ...paths,
    '</defs></svg>',
    '',
  ].join('\n');
}
