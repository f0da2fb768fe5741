import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import canadaMap from './data/canada-map.json';
import usMap from './data/us-map.json';
import { MAP_SPRITES, MAP_VIEWBOXES } from './map-outlines';
import { formatMapSprite } from './map-sprite';
import { CANADIAN_PROVINCES, US_STATES } from './regions';

const sprite = (file: string) => readFileSync(new URL(`./data/${file}`, import.meta.url), 'utf8');

describe('map outlines', () => {
  it('knows each drawing frame without loading the outlines', () => {
    expect(MAP_VIEWBOXES).toEqual({ US: usMap.viewBox, CA: canadaMap.viewBox });
  });

  it('has every region of regions.ts, in its order, with the same name and abbreviation', () => {
    // The browser draws the regions from regions.ts alone (names, slugs, tab order) and the sprite by slug.
    for (const [outline, expected] of [
      [usMap, US_STATES],
      [canadaMap, CANADIAN_PROVINCES],
    ] as const) {
      expect(outline.regions.map(({ name, slug, abbreviation }) => ({ name, slug, abbreviation }))).toEqual(
        expected.map(({ name, slug, abbreviation }) => ({ name, slug, abbreviation })),
      );
    }
  });

  it('points each country at its own sprite file', () => {
    expect(MAP_SPRITES.US).toMatch(/\/us-map[\w-]*\.svg(?:\?no-inline)?$/);
    expect(MAP_SPRITES.CA).toMatch(/\/canada-map[\w-]*\.svg(?:\?no-inline)?$/);
  });

  it('ships sprites written from the committed outlines (rerun scripts/build-map-data.ts if not)', () => {
    expect(sprite('us-map.svg')).toBe(formatMapSprite(usMap));
    expect(sprite('canada-map.svg')).toBe(formatMapSprite(canadaMap));
  });
});
