import { describe, expect, it } from 'vitest';
import { formatDistance, milesToUnit, toMiles } from './distance-units';

describe('distance units', () => {
  it('converts between miles and kilometres', () => {
    expect(milesToUnit(1, 'km')).toBeCloseTo(1.609344, 6);
    expect(milesToUnit(12, 'mi')).toBe(12);
    expect(toMiles(80, 'km')).toBeCloseTo(49.71, 2);
    expect(toMiles(50, 'mi')).toBe(50);
  });

  it.each([
    [0.44, 'mi', '0.4 mi'],
    [9.96, 'mi', '10 mi'],
    [1234.5, 'mi', '1,235 mi'],
    [1, 'km', '1.6 km'],
    [6.2, 'km', '10 km'],
    [250, 'km', '402 km'],
  ] as const)('%s miles in %s reads "%s"', (miles, unit, text) => {
    expect(formatDistance(miles, unit)).toBe(text);
  });
});
