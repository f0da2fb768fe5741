import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '~/db/client.server';
import { listFilteredPartners } from '~/modules/partners/partners.service.server';
import type { ServiceFilterKey } from '~/modules/partners/service-filters';
import { insertPartner } from '../factories/partner';
import { createTestDatabase } from '../setup/test-database';

/*
 * The one filter condition of city, state and search pages, in the database (PGlite, or PostgreSQL with
 * TEST_DATABASE_URL): service flags, and "open now" at an injected instant in each partner's time zone.
 */

let database: DatabaseHandle;

beforeAll(async () => {
  database = await createTestDatabase();
  const austin = { city: 'Austin', state: 'Texas', zipCode: '78701' };
  await insertPartner(database.db, { ...austin, name: 'Pet Friends', offersPetCremation: true });
  await insertPartner(database.db, {
    ...austin,
    name: 'Ashes Welcome',
    acceptsCrematedRemains: true,
    servesVeterans: true,
    openingHours: 'Mo-Fr 09:00-17:00',
  });
  await insertPartner(database.db, {
    ...austin,
    name: 'Night Owl',
    openingHours: 'Su 22:00-02:00',
    offersWitnessedCremation: true,
  });
  await insertPartner(database.db, { ...austin, name: 'No Hours' });
  await insertPartner(database.db, {
    city: 'Regina',
    state: 'Saskatchewan',
    zipCode: 'S4P 3Y2',
    coordinates: { latitude: 50.45, longitude: -104.61 },
    name: 'Prairie Chapel',
    openingHours: 'Mo-Fr 09:00-17:00',
  });
}, 60_000);

afterAll(async () => {
  await database?.close();
});

async function names(stateSlug: string, filters: ServiceFilterKey[], now: string, citySlug?: string) {
  const found = await listFilteredPartners(database.db, {
    stateSlug,
    citySlug,
    filters,
    now: new Date(now),
    offset: 0,
    limit: 24,
  });
  expect(found.total).toBe(found.partners.length);
  return found.partners.map((partner) => partner.name);
}

describe('filtering partners', () => {
  it('by service flags, several at once', async () => {
    const now = '2026-11-25T12:00:00Z';
    expect(await names('texas', ['pet'], now)).toEqual(['Pet Friends']);
    expect(await names('texas', ['already-cremated'], now, 'austin')).toEqual(['Ashes Welcome']);
    expect(await names('texas', ['already-cremated', 'veterans'], now)).toEqual(['Ashes Welcome']);
    expect(await names('texas', ['pet', 'veterans'], now)).toEqual([]);
    expect(await names('texas', ['witnessed'], now)).toEqual(['Night Owl']);
    expect(await names('texas', [], now)).toHaveLength(4);
  });

  it('open now, by the partner’s clock: first minute open, closing minute closed', async () => {
    // Wednesday 2026-11-25: 9:00 CST is 15:00 UTC; 17:00 CST is 23:00 UTC.
    expect(await names('texas', ['open-now'], '2026-11-25T14:59:59Z')).toEqual([]);
    expect(await names('texas', ['open-now'], '2026-11-25T15:00:00Z')).toEqual(['Ashes Welcome']);
    expect(await names('texas', ['open-now'], '2026-11-25T22:59:00Z')).toEqual(['Ashes Welcome']);
    expect(await names('texas', ['open-now'], '2026-11-25T23:00:00Z')).toEqual([]);
  });

  it('open now across daylight saving time and past midnight', async () => {
    // July: 14:30 UTC is 9:30 CDT in Austin (open), 8:30 CST in Regina (no daylight saving: closed).
    expect(await names('texas', ['open-now'], '2026-07-15T14:30:00Z')).toEqual(['Ashes Welcome']);
    expect(await names('saskatchewan', ['open-now'], '2026-07-15T14:30:00Z')).toEqual([]);
    expect(await names('saskatchewan', ['open-now'], '2026-07-15T15:30:00Z')).toEqual(['Prairie Chapel']);
    // January: 14:30 UTC is 8:30 CST in Austin (closed).
    expect(await names('texas', ['open-now'], '2026-01-14T14:30:00Z')).toEqual([]);
    // Monday 2026-11-23 01:30 in Austin (07:30 UTC): still Sunday night's opening.
    expect(await names('texas', ['open-now'], '2026-11-23T07:30:00Z')).toEqual(['Night Owl']);
    expect(await names('texas', ['open-now', 'witnessed'], '2026-11-23T08:30:00Z')).toEqual([]);
  });
});
