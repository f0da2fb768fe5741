import { describe, expect, it } from 'vitest';
import usMap from './data/us-map.json';
import { projectToMap } from './map-projection.server';
import { buildRegionLocationMap } from './region-location-map.server';

const austin = { latitude: 30.2672, longitude: -97.7431 };

function parseViewBox(viewBox: string) {
  const [x = 0, y = 0, width = 0, height = 0] = viewBox.split(' ').map(Number);
  return { x, y, width, height };
}

describe('buildRegionLocationMap', () => {
  it('frames only the partner state and puts the pin inside the frame, where the home map puts its dot', () => {
    const map = buildRegionLocationMap({ stateSlug: 'texas', coordinates: austin });
    expect(map).not.toBeNull();
    const texas = usMap.regions.find((region) => region.slug === 'texas');
    expect(map?.d).toBe(texas?.d);
    expect(map?.regionName).toBe('Texas');
    expect(map?.pin).toEqual(projectToMap('US', austin.longitude, austin.latitude));
    const box = parseViewBox(map?.viewBox ?? '');
    const [x = 0, y = 0] = map?.pin ?? [];
    expect(x).toBeGreaterThan(box.x);
    expect(x).toBeLessThan(box.x + box.width);
    expect(y).toBeGreaterThan(box.y);
    expect(y).toBeLessThan(box.y + box.height);
    // A state-sized frame, far smaller than the whole country (800 x 480).
    expect(box.width).toBeLessThan(300);
  });

  it('draws Canadian provinces with the Canada projection', () => {
    const map = buildRegionLocationMap({
      stateSlug: 'ontario',
      coordinates: { latitude: 43.6532, longitude: -79.3832 },
    });
    expect(map?.regionName).toBe('Ontario');
    expect(map?.pin).toEqual(projectToMap('CA', -79.3832, 43.6532));
  });

  it('has nothing to draw without coordinates, for an unknown region, or off the map', () => {
    expect(buildRegionLocationMap({ stateSlug: 'texas', coordinates: null })).toBeNull();
    expect(buildRegionLocationMap({ stateSlug: 'atlantis', coordinates: austin })).toBeNull();
    // Mid-Atlantic: geoAlbersUsa draws nothing there.
    expect(buildRegionLocationMap({ stateSlug: 'texas', coordinates: { latitude: 30, longitude: -40 } })).toBeNull();
  });
});
