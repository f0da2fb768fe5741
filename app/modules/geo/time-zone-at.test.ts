import { describe, expect, it } from 'vitest';
import { timeZoneAt } from './time-zone-at';

describe('timeZoneAt', () => {
  it.each([
    ['Austin', 30.27, -97.74, 'America/Chicago'],
    ['New York', 40.71, -74.01, 'America/Toronto'],
    ['Los Angeles', 34.05, -118.24, 'America/Los_Angeles'],
    ['Denver', 39.74, -104.99, 'America/Denver'],
    ['Phoenix', 33.45, -112.07, 'America/Phoenix'],
    ['Honolulu', 21.31, -157.86, 'Pacific/Honolulu'],
    ['Anchorage', 61.22, -149.9, 'America/Anchorage'],
    ['Halifax', 44.65, -63.57, 'America/Halifax'],
    ["St. John's", 47.56, -52.71, 'America/St_Johns'],
    ['Regina', 50.45, -104.61, 'America/Regina'],
    ['Vancouver', 49.28, -123.12, 'America/Los_Angeles'],
    ['Montreal', 45.5, -73.57, 'America/Toronto'],
  ])('%s', (_name, latitude, longitude, zone) => {
    expect(timeZoneAt({ latitude, longitude })).toBe(zone);
  });

  it('answers Central time without a place', () => {
    expect(timeZoneAt(null)).toBe('America/Chicago');
  });
});
