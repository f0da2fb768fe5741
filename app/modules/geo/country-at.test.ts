import { describe, expect, it } from 'vitest';
import { countryAt } from './country-at.server';

describe('countryAt', () => {
  it.each([
    ['downtown Detroit', 42.33, -83.05, 'US'],
    ['Windsor, across the river', 42.3, -83.03, 'CA'],
    ['Blaine, Washington', 48.99, -122.75, 'US'],
    ['White Rock, British Columbia', 49.03, -122.8, 'CA'],
    ['Austin', 30.27, -97.74, 'US'],
    ['Toronto', 43.65, -79.38, 'CA'],
    ['Anchorage', 61.22, -149.9, 'US'],
    ['Whitehorse', 60.72, -135.06, 'CA'],
  ] as const)('%s is in %s', (_place, latitude, longitude, country) => {
    expect(countryAt({ latitude, longitude })).toBe(country);
  });

  it('knows no country far from both', () => {
    expect(countryAt({ latitude: 35, longitude: -40 })).toBeNull();
    // Military and diplomatic ZIPs abroad are mail routes, not places.
    expect(countryAt({ latitude: 48.86, longitude: 2.35 })).toBeNull();
    expect(countryAt({ latitude: -23.7, longitude: 133.88 })).toBeNull();
  });
});
