import { describe, expect, it } from 'vitest';
import { ALL_REGIONS, findRegion } from '~/modules/geo/regions';
import citiesFile from '~/modules/geo/data/cities.json';
import { DEMO_CITIES } from './demo-cities';

describe('cities.json (npm run geodata)', () => {
  it('credits its sources', () => {
    expect(citiesFile.about.credits.join(' ')).toMatch(/GeoNames.*CC BY 4\.0/);
    expect(citiesFile.about.credits.join(' ')).toMatch(/zipcodes.*BSD/);
  });

  it('holds a few thousand cities covering every state and province', () => {
    expect(DEMO_CITIES.length).toBeGreaterThan(2000);
    expect(DEMO_CITIES.length).toBeLessThan(4000);
    const states = new Set(DEMO_CITIES.map((city) => city.state));
    for (const region of ALL_REGIONS) expect(states).toContain(region.name);
  });

  it('names each state exactly as the region list does, once per city', () => {
    const seen = new Set<string>();
    for (const city of DEMO_CITIES) {
      const region = findRegion(city.state);
      expect(region?.name).toBe(city.state);
      expect(region?.country).toBe(city.country);
      const key = `${city.name}/${city.state}`;
      expect(seen.has(key), key).toBe(false);
      seen.add(key);
    }
  });

  it('gives every city coordinates, an area code and real-format postal codes', () => {
    for (const city of DEMO_CITIES) {
      expect(city.latitude).toBeGreaterThan(17);
      expect(city.latitude).toBeLessThan(84);
      expect(city.longitude).toBeGreaterThan(-180);
      expect(city.longitude).toBeLessThan(-52);
      expect(city.areaCode).toMatch(/^[2-9]\d{2}$/);
      expect(city.postalCodes.length).toBeGreaterThanOrEqual(1);
      expect(city.postalCodes.length).toBeLessThanOrEqual(5);
      for (const code of city.postalCodes) {
        expect(code).toMatch(city.country === 'US' ? /^\d{5}$/ : /^[ABCEGHJ-NPRSTVXY]\d[A-Z]$/);
      }
    }
  });

  it('writes city names as the post office does', () => {
    const names = new Set(DEMO_CITIES.map((city) => `${city.name}, ${city.state}`));
    for (const name of [
      'New York, New York',
      'Brooklyn, New York',
      'Washington, District of Columbia',
      'Toronto, Ontario',
    ]) {
      expect(names).toContain(name);
    }
    expect(names).not.toContain('New York City, New York');
    expect(names).not.toContain('Washington, D.C., District of Columbia');
  });
});
