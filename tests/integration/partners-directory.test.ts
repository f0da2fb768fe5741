import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { DatabaseHandle } from '~/db/client.server';
import { partners } from '~/db/schema.server';
import {
  getCityInState,
  getDirectoryStats,
  getPublicPartner,
  listCitiesInState,
  listRegionsWithCounts,
} from '~/modules/partners/partners.service.server';
import { insertSampleDirectory } from '../factories/directory';
import { insertPartner } from '../factories/partner';
import { createTestDatabase } from '../setup/test-database';

// The directory summaries the home, state and city pages are built from (no JSON route of their own).

let database: DatabaseHandle;

beforeAll(async () => {
  database = await createTestDatabase();
  await insertSampleDirectory(database.db);
});
afterAll(async () => {
  await database?.close();
});

describe('listRegionsWithCounts', () => {
  it('lists the regions having active partners, by name, with their counts', async () => {
    expect(await listRegionsWithCounts(database.db)).toEqual([
      { state: 'Louisiana', stateSlug: 'louisiana', abbreviation: 'LA', country: 'US', partnerCount: 1 },
      { state: 'New York', stateSlug: 'new-york', abbreviation: 'NY', country: 'US', partnerCount: 1 },
      { state: 'Ontario', stateSlug: 'ontario', abbreviation: 'ON', country: 'CA', partnerCount: 1 },
      { state: 'Texas', stateSlug: 'texas', abbreviation: 'TX', country: 'US', partnerCount: 7 },
    ]);
  });
});

describe('getDirectoryStats', () => {
  it('counts active partners and the distinct cities they are in', async () => {
    // Austin, Round Rock, San Antonio, Dallas, Shreveport, New York, Toronto; not Waco or Salt Lake City.
    expect(await getDirectoryStats(database.db)).toEqual({ partnerCount: 10, cityCount: 7 });
  });
});

describe('listCitiesInState', () => {
  it.each([
    [
      'texas',
      [
        { city: 'Austin', citySlug: 'austin', partnerCount: 3 },
        { city: 'Dallas', citySlug: 'dallas', partnerCount: 1 },
        { city: 'Round Rock', citySlug: 'round-rock', partnerCount: 1 },
        { city: 'San Antonio', citySlug: 'san-antonio', partnerCount: 2 },
      ],
    ],
    ['ontario', [{ city: 'Toronto', citySlug: 'toronto', partnerCount: 1 }]],
    ['utah', []],
    ['atlantis', []],
  ])('lists the cities of %s by name', async (stateSlug, expected) => {
    expect(await listCitiesInState(database.db, { stateSlug })).toEqual(expected);
  });
});

describe('getCityInState', () => {
  it.each([
    ['texas', 'san-antonio', { city: 'San Antonio', state: 'Texas', partnerCount: 2 }],
    ['new-york', 'new-york', { city: 'New York', state: 'New York', partnerCount: 1 }],
    ['texas', 'waco', null],
    ['utah', 'salt-lake-city', null],
    ['louisiana', 'austin', null],
  ])('%s / %s', async (stateSlug, citySlug, expected) => {
    expect(await getCityInState(database.db, { stateSlug, citySlug })).toEqual(expected);
  });
});

describe('getPublicPartner', () => {
  it('resolves a legacy alias only while its partner is active', async () => {
    const partner = await insertPartner(database.db, { name: 'Aliased Chapel', aliases: ['77', 'legacy-77'] });
    expect((await getPublicPartner(database.db, { idOrSlug: '77' }))?.id).toBe(partner.id);
    expect((await getPublicPartner(database.db, { idOrSlug: ' legacy-77 ' }))?.id).toBe(partner.id);
    expect(await getPublicPartner(database.db, { idOrSlug: '' })).toBeNull();

    await database.db.update(partners).set({ isActive: false }).where(eq(partners.id, partner.id));
    expect(await getPublicPartner(database.db, { idOrSlug: '77' })).toBeNull();
    expect(await getPublicPartner(database.db, { idOrSlug: partner.slug })).toBeNull();
  });
});
