import { describe, expect, it } from 'vitest';
import { defaultRadius, formatRadius, MAX_RADIUS, radiusReaching } from './nearby-radius';

describe('nearby radius steps', () => {
  it('starts at 100 mi or 160 km and ends at 250 mi or 400 km', () => {
    expect(defaultRadius('mi')).toBe(100);
    expect(defaultRadius('km')).toBe(160);
    expect(MAX_RADIUS).toEqual({ mi: 250, km: 400 });
    expect(formatRadius(250, 'mi')).toBe('250 mi');
    expect(formatRadius(80, 'km')).toBe('80 km');
    expect(formatRadius(400, 'km', 'fr')).toBe('400\u00a0km');
  });

  it('widens to the smallest step that reaches the nearest partner', () => {
    expect(radiusReaching(31, 'mi')).toBe(50);
    expect(radiusReaching(50, 'mi')).toBe(50);
    expect(radiusReaching(180, 'mi')).toBe(250);
    // 31 mi is 49.9 km: 80 km reaches it; 60 mi (96.6 km) needs 160 km.
    expect(radiusReaching(31, 'km')).toBe(80);
    expect(radiusReaching(60, 'km')).toBe(160);
  });

  it('offers no step beyond the widest', () => {
    expect(radiusReaching(251, 'mi')).toBeNull();
    expect(radiusReaching(249, 'km')).toBeNull();
  });
});
