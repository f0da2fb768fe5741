import { describe, expect, it } from 'vitest';
import canadaMap from './data/canada-map.json';
import usMap from './data/us-map.json';
import { MAP_VIEWBOXES, ensureMapOutlines, getMapOutline } from './map-outlines';
import { findRegionBySlug } from './regions';

describe('map outlines', () => {
  it('knows each drawing frame without loading the outlines', () => {
    expect(MAP_VIEWBOXES).toEqual({ US: usMap.viewBox, CA: canadaMap.viewBox });
  });

  it('can rebuild every region from its slug and path data alone (what the browser reads back)', () => {
    for (const outline of [usMap, canadaMap]) {
      for (const region of outline.regions) {
        const known = findRegionBySlug(region.slug);
        expect(known, region.slug).toBeDefined();
        expect({ name: known!.name, abbreviation: known!.abbreviation }).toEqual({
          name: region.name,
          abbreviation: region.abbreviation,
        });
      }
    }
  });

  it('has nothing to draw outside a browser until loaded, then both outlines', async () => {
    expect(getMapOutline('US')).toBeNull();
    await ensureMapOutlines();
    expect(getMapOutline('US')).toEqual(usMap);
    expect(getMapOutline('CA')).toEqual(canadaMap);
  });
});
