import { describe, expect, it } from 'vitest';
import { boundingBox } from './partners.service.server';

const EARTH_RADIUS_MILES = 3958.7613;

/** The point `miles` away from `origin` on `bearing` (degrees), on a sphere. */
function destination(origin: { latitude: number; longitude: number }, miles: number, bearing: number) {
  const rad = Math.PI / 180;
  const angle = miles / EARTH_RADIUS_MILES;
  const lat1 = origin.latitude * rad;
  const lat2 = Math.asin(Math.sin(lat1) * Math.cos(angle) + Math.cos(lat1) * Math.sin(angle) * Math.cos(bearing * rad));
  const lon2 =
    origin.longitude * rad +
    Math.atan2(
      Math.sin(bearing * rad) * Math.sin(angle) * Math.cos(lat1),
      Math.cos(angle) - Math.sin(lat1) * Math.sin(lat2),
    );
  return { latitude: lat2 / rad, longitude: lon2 / rad };
}

describe('boundingBox', () => {
  it.each([
    ['Austin', { latitude: 30.2672, longitude: -97.7431 }, 100],
    ['Anchorage', { latitude: 61.2181, longitude: -149.9003 }, 400],
    ['Iqaluit', { latitude: 63.7467, longitude: -68.517 }, 400],
    ['Key West', { latitude: 24.5551, longitude: -81.78 }, 100],
  ])('around %s holds every point of the circle', (_city, origin, miles) => {
    const box = boundingBox(origin, miles)!;
    for (let bearing = 0; bearing < 360; bearing += 5) {
      const point = destination(origin, miles * 0.999, bearing);
      expect(point.latitude).toBeGreaterThanOrEqual(box.minLatitude);
      expect(point.latitude).toBeLessThanOrEqual(box.maxLatitude);
      if (box.minLongitude !== undefined) {
        expect(point.longitude).toBeGreaterThanOrEqual(box.minLongitude);
        expect(point.longitude).toBeLessThanOrEqual(box.maxLongitude!);
      }
    }
  });

  it('drops the longitude bounds near a pole and has no box for an infinite radius', () => {
    expect(boundingBox({ latitude: 82.5, longitude: -62.3 }, 600)).not.toHaveProperty('minLongitude');
    expect(boundingBox({ latitude: 30, longitude: -97 }, Infinity)).toBeNull();
  });
});
