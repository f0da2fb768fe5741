import { describe, expect, it } from 'vitest';
import { decodeMapDots, encodeMapDots } from './map-dots';

describe('map dots in the route data', () => {
  it('round-trips dots, decimals and negative-free viewBox units alike', () => {
    const dots: Array<[number, number]> = [
      [380.2, 400.1],
      [735.5, 120],
      [0, 0.5],
    ];
    expect(encodeMapDots(dots)).toBe('380.2,400.1 735.5,120 0,0.5');
    expect(decodeMapDots(encodeMapDots(dots))).toEqual(dots);
  });

  it('reads no dots from an empty string, and refuses what is not a pair of numbers', () => {
    expect(encodeMapDots([])).toBe('');
    expect(decodeMapDots('')).toEqual([]);
    expect(() => decodeMapDots('1,2 3')).toThrow('Not a map dot: "3"');
    expect(() => decodeMapDots('1,x')).toThrow('Not a map dot');
  });
});
