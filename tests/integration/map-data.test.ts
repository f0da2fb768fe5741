import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '~/db/client.server';
import { loadHomeMaps } from '~/modules/partners/home-maps.server';
import { decodeMapDots } from '~/modules/geo/map-dots';
import { projectToMap } from '~/modules/geo/map-projection.server';
import { insertPartner } from '../factories/partner';
import { createTestDatabase } from '../setup/test-database';

let database: DatabaseHandle;

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.close();
});

const austin = { latitude: 30.2672, longitude: -97.7431 };

describe('loadHomeMaps', () => {
  it('is empty when there are no partners', async () => {
    expect(await loadHomeMaps(database.db)).toEqual({
      us: { regions: {}, dots: '', small: [] },
      canada: { regions: {}, dots: '', small: [] },
      // The legend's first step is always there; there is nothing to shade.
      density: [1],
    });
  });

  it('counts active partners per region and draws one dot per place', async () => {
    const db = database.db;
    await insertPartner(db, { city: 'Austin', state: 'Texas', coordinates: austin });
    await insertPartner(db, {
      city: 'Austin',
      state: 'Texas',
      coordinates: { latitude: 30.2675, longitude: -97.7433 },
    });
    await insertPartner(db, {
      city: 'Dallas',
      state: 'TX',
      zipCode: '75201',
      coordinates: { latitude: 32.7767, longitude: -96.797 },
    });
    await insertPartner(db, { city: 'Columbus', state: 'Ohio', zipCode: '43215', coordinates: null });
    await insertPartner(db, {
      city: 'Burlington',
      state: 'Vermont',
      zipCode: '05401',
      isActive: false,
      coordinates: { latitude: 44.4759, longitude: -73.2121 },
    });
    await insertPartner(db, {
      city: 'Toronto',
      state: 'Ontario',
      zipCode: 'M5H 2N2',
      coordinates: { latitude: 43.6532, longitude: -79.3832 },
    });

    const maps = await loadHomeMaps(db);

    // Inactive partners never appear publicly: Vermont is neither counted nor dotted.
    expect(maps.us.regions).toEqual({ texas: 3, ohio: 1 });
    expect(maps.canada.regions).toEqual({ ontario: 1 });
    // One dot per place, at the coordinates rounded to 0.01°; the busiest place (Austin, two partners)
    // comes first; Columbus has no coordinates, so no dot.
    expect(decodeMapDots(maps.us.dots)).toEqual([projectToMap('US', -97.74, 30.27), projectToMap('US', -96.8, 32.78)]);
    expect(decodeMapDots(maps.canada.dots)).toEqual([projectToMap('CA', -79.38, 43.65)]);
  });
});
