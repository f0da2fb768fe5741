import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '~/db/client.server';
import { partners } from '~/db/schema.server';
import { toPartnerJson } from '~/modules/partners/partner-json.server';
import { matchesQuery } from '~/modules/search/match-rule';
import { searchPartners } from '~/modules/search/search.service.server';
import { insertPartner } from '../factories/partner';
import { startTestApp, type TestApp } from '../setup/test-app';
import { createTestDatabase } from '../setup/test-database';

let database: DatabaseHandle;
let app: TestApp;

const at = (latitude: number, longitude: number) => ({ coordinates: { latitude, longitude } });

beforeAll(async () => {
  database = await createTestDatabase();
  app = await startTestApp(database);
  const db = database.db;
  await insertPartner(db, {
    name: 'Evergreen Memorial Chapel',
    city: 'Austin',
    state: 'Texas',
    zipCode: '78701',
    ...at(30.2672, -97.7431),
  });
  await insertPartner(db, {
    name: 'Capital City Cremation',
    city: 'Austin',
    state: 'TX',
    zipCode: '78702',
    isPriority: true,
    ...at(30.263, -97.714),
  });
  await insertPartner(db, {
    name: 'Hill Country Cremation',
    city: 'Round Rock',
    state: 'Texas',
    zipCode: '78664',
    ...at(30.5083, -97.6789),
  });
  await insertPartner(db, {
    name: 'Lakeside Funeral Home',
    city: 'Dallas',
    state: 'Texas',
    zipCode: '75201',
    ...at(32.7767, -96.797),
  });
  await insertPartner(db, {
    name: 'Closed Chapel',
    city: 'Austin',
    state: 'Texas',
    zipCode: '78701',
    isActive: false,
    ...at(30.27, -97.74),
  });
  await insertPartner(db, {
    name: 'Bayview Cremation Society',
    city: 'Boston',
    state: 'Massachusetts',
    zipCode: '02108',
    ...at(42.3601, -71.0589),
  });
  await insertPartner(db, {
    name: 'Hudson Cremation',
    city: 'New York',
    state: 'New York',
    zipCode: '10001',
    ...at(40.7506, -73.9972),
  });
  await insertPartner(db, {
    name: 'Chelsea Memorial',
    city: 'New York',
    state: 'NY',
    zipCode: '10001-2345',
    ...at(40.7465, -74.0014),
  });
  await insertPartner(db, {
    name: 'Maple Leaf Funeral Services',
    city: 'Toronto',
    state: 'Ontario',
    zipCode: 'M5V 3L9',
    ...at(43.6426, -79.3871),
  });
  await insertPartner(db, {
    name: 'Harbourfront Cremation',
    city: 'Toronto',
    state: 'ON',
    zipCode: 'M5J 2N1',
    ...at(43.6408, -79.3818),
  });
  await insertPartner(db, {
    name: 'Credit River Funeral Home',
    city: 'Mississauga',
    state: 'Ontario',
    zipCode: 'L5B 1M5',
    ...at(43.589, -79.6441),
  });
  await insertPartner(db, {
    name: 'Rideau Memorial',
    city: 'Ottawa',
    state: 'Ontario',
    zipCode: 'K1P 1J1',
    ...at(45.4215, -75.6972),
  });
  await insertPartner(db, {
    name: '100% Natural Cremation',
    city: 'Portland',
    state: 'Oregon',
    zipCode: '97201',
    ...at(45.5152, -122.6784),
  });
  await insertPartner(db, {
    name: 'Unmapped Cremation',
    city: 'Austin',
    state: 'Texas',
    zipCode: '78701',
    coordinates: null,
  });
});

afterAll(async () => {
  await app?.close();
  await database?.close();
});

const search = async (q: string, extra = '') => {
  const response = await app.request(`/api/search?q=${encodeURIComponent(q)}${extra}`);
  expect(response.status).toBe(200);
  return response.body;
};
const names = (list: Array<{ name: string }>) => list.map((partner) => partner.name);

describe('GET /api/search: matches (spec §5)', () => {
  it('finds a town nearest first, its partners without coordinates last, never an inactive one', async () => {
    const body = await search('austin');
    expect(names(body.partners)).toEqual([
      'Evergreen Memorial Chapel',
      'Capital City Cremation',
      'Hill Country Cremation',
      'Unmapped Cremation',
    ]);
    expect(body).toMatchObject({
      query: 'austin',
      total: 4,
      limit: 60,
      recommendations: [],
      suggestions: [],
      origin: null,
      place: { name: 'Austin', state: 'Texas', hasPartner: true, nearestMiles: 0 },
    });
    expect(body.partners[0].distanceMiles).toBe(0);
    expect(body.partners[3]).not.toHaveProperty('distanceMiles');
  });

  it('finds a business name by any part of it, in any case', async () => {
    expect(names((await search('LAKESIDE')).partners)).toEqual(['Lakeside Funeral Home']);
    expect(names((await search('  river funeral ')).partners)).toEqual(['Credit River Funeral Home']);
  });

  it('finds a state by name, part of a name or abbreviation', async () => {
    const texas = [
      'Capital City Cremation',
      'Evergreen Memorial Chapel',
      'Hill Country Cremation',
      'Lakeside Funeral Home',
      'Unmapped Cremation',
    ];
    expect(names((await search('Texas')).partners).sort()).toEqual(texas);
    expect(names((await search('tx')).partners).sort()).toEqual(texas);
    expect(names((await search('massachu')).partners)).toEqual(['Bayview Cremation Society']);
    expect(names((await search('ON')).partners)).toEqual(
      expect.arrayContaining(['Maple Leaf Funeral Services', 'Rideau Memorial', 'Credit River Funeral Home']),
    );
  });

  it('takes % and _ literally', async () => {
    expect(names((await search('100%')).partners)).toEqual(['100% Natural Cremation']);
    expect((await search('%')).total).toBe(1);
    expect((await search('_')).total).toBe(0);
  });

  it('returns exactly the partners the spec §5 rule selects', async () => {
    const everyone = (await database.db.select().from(partners))
      .map(toPartnerJson)
      .filter((partner) => partner.isActive);
    // Codes with a known centroid also bring in partners nearby (next test): the rule's set is then a subset.
    // A town or region the gazetteer knows ("austin", "York", "on") is searched by distance instead
    // (search-places.test.ts).
    for (const q of ['a', 'cremation', 'new', 'TX', '7870', '0', '1000', 'm5', '78797', 'zzz', '%']) {
      const { partners: found, total } = await searchPartners(database.db, { q, limit: 200 });
      const expected = everyone.filter((partner) => matchesQuery(partner, q)).map((partner) => partner.id);
      expect({ q, ids: found.map((partner) => partner.id).sort() }).toEqual({ q, ids: expected.sort() });
      expect(total).toBe(expected.length);
    }
  });
});

describe('GET /api/search: ZIP and postal codes, nearest first', () => {
  it('ranks a ZIP by distance from its centroid, within 100 miles', async () => {
    const body = await search('78701');
    expect(names(body.partners)).toEqual([
      'Evergreen Memorial Chapel',
      'Capital City Cremation',
      'Hill Country Cremation',
      // In the searched ZIP but without coordinates: after the partners with a distance.
      'Unmapped Cremation',
    ]);
    const distances = body.partners.map((partner: { distanceMiles?: number }) => partner.distanceMiles);
    expect(distances[0]).toBeLessThan(1);
    expect(distances[1]).toBeGreaterThan(distances[0]);
    expect(distances[2]).toBeGreaterThan(15);
    expect(distances[2]).toBeLessThan(20);
    expect(distances[3]).toBeUndefined();
    for (const miles of distances.slice(0, 3)) expect(Math.round(miles * 10) / 10).toBe(miles);
    expect(body.total).toBe(4);
    expect(body.origin).toEqual({
      postalCode: '78701',
      city: 'Austin',
      state: 'Texas',
      country: 'US',
      radiusMiles: 100,
    });
  });

  it('treats a ZIP+4 as its ZIP for distance', async () => {
    const body = await search('10001-2345');
    expect(names(body.partners)).toEqual(['Hudson Cremation', 'Chelsea Memorial']);
    expect(body.partners[0].distanceMiles).toBeLessThan(body.partners[1].distanceMiles);
    expect(body.origin).toMatchObject({ postalCode: '10001-2345', state: 'New York' });
  });

  it.each(['M5V 3L9', 'm5v3l9', 'M5V'])('ranks Canadian partners by distance from %j', async (code) => {
    const body = await search(code);
    // Ottawa, about 220 miles away, is out of reach.
    expect(names(body.partners)).toEqual([
      'Harbourfront Cremation',
      'Maple Leaf Funeral Services',
      'Credit River Funeral Home',
    ]);
    const distances = body.partners.map((partner: { distanceMiles: number }) => partner.distanceMiles);
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
    expect(distances[0]).toBeLessThan(2);
    expect(distances[2]).toBeGreaterThan(10);
    expect(body.origin).toMatchObject({ city: 'Downtown Toronto', state: 'Ontario', country: 'CA' });
  });

  it('falls back to ZIP-prefix recommendations when nothing is within reach', async () => {
    // 78797 has no centroid and no partner; partners sharing "787" score 0.7, "786" 0.4 (spec §9).
    const body = await search('78797');
    expect(body.total).toBe(0);
    expect(body.origin).toBeNull();
    // Equal scores keep the candidates' order (by name here); Hill Country ("786", 0.4) comes fourth.
    expect(names(body.recommendations)).toEqual([
      'Capital City Cremation',
      'Evergreen Memorial Chapel',
      'Unmapped Cremation',
    ]);
  });
});

describe('GET /api/search: no results (spec §9 fallback)', () => {
  it('recommends partners and suggests the city a typo was aiming at', async () => {
    const body = await search('Austn');
    expect(body).toMatchObject({ total: 0, partners: [], suggestions: ['Austin'] });
    expect(names(body.recommendations).sort()).toEqual([
      'Capital City Cremation',
      'Evergreen Memorial Chapel',
      'Unmapped Cremation',
    ]);
  });

  it('recommends a misspelled business', async () => {
    const body = await search('Lakesde Funeral Hme');
    expect(body.total).toBe(0);
    expect(body.recommendations[0].name).toBe('Lakeside Funeral Home');
  });

  it('recommends partners of a misspelled state', async () => {
    const body = await search('Masachusets');
    expect(names(body.recommendations)).toEqual(['Bayview Cremation Society']);
    expect(body.suggestions).toEqual(['Massachusetts']);
  });

  it('never recommends an inactive partner', async () => {
    const body = await search('Closed Chapel');
    expect(body.total).toBe(0);
    expect(names(body.recommendations)).not.toContain('Closed Chapel');
  });

  it('answers nothing for nonsense', async () => {
    expect(await search('qqqqqqqq')).toMatchObject({ total: 0, partners: [], recommendations: [], suggestions: [] });
  });
});

describe('GET /api/search: input', () => {
  it('answers a blank or missing query with nothing', async () => {
    const empty = { total: 0, partners: [], recommendations: [], suggestions: [], origin: null };
    expect(await search('   ')).toMatchObject({ query: '', ...empty });
    const response = await app.request('/api/search');
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ query: '', ...empty });
  });

  it('refuses a query over 100 characters with a 400 naming it', async () => {
    const response = await app.request(`/api/search?q=${'a'.repeat(101)}`);
    expect(response.status).toBe(400);
    expect(response.body).toEqual({
      message: 'q: Search query must be at most 100 characters',
      code: 'VALIDATION',
      errors: { q: 'Search query must be at most 100 characters' },
    });
    expect((await app.request(`/api/search?q=${'a'.repeat(100)}`)).status).toBe(200);
  });

  it('refuses a repeated q', async () => {
    const response = await app.request('/api/search?q=austin&q=dallas');
    expect(response.status).toBe(400);
    expect(response.body.errors).toEqual({ q: 'q must be a single value' });
  });

  it('pages with a clamped limit and says how many there are', async () => {
    const one = await search('cremation', '&limit=1');
    expect(one.partners).toHaveLength(1);
    expect(one.total).toBeGreaterThan(1);
    expect(one.limit).toBe(1);
    expect((await search('cremation', '&limit=5000')).limit).toBe(200);
    expect((await search('cremation', '&limit=0')).limit).toBe(1);
    expect((await app.request('/api/search?q=austin&limit=ten')).status).toBe(400);
  });

  it('filters by service as the search page does, and refuses an unknown filter naming it', async () => {
    await insertPartner(database.db, { name: 'Zebulon Pet Rest', offersPetCremation: true, servesVeterans: true });
    await insertPartner(database.db, { name: 'Zebulon Chapel', offersPetCremation: false, servesVeterans: true });
    const names = (body: { partners: Array<{ name: string }> }) => body.partners.map((partner) => partner.name).sort();
    expect(names(await search('Zebulon'))).toEqual(['Zebulon Chapel', 'Zebulon Pet Rest']);
    expect(names(await search('Zebulon', '&service=pet'))).toEqual(['Zebulon Pet Rest']);
    expect(names(await search('Zebulon', '&service=veterans,pet'))).toEqual(['Zebulon Pet Rest']);
    expect(names(await search('Zebulon', '&service=veterans&service=veterans'))).toEqual([
      'Zebulon Chapel',
      'Zebulon Pet Rest',
    ]);
    expect((await search('Zebulon', '&service=witnessed')).total).toBe(0);
    const unknown = await app.request('/api/search?q=Zebulon&service=pets');
    expect(unknown.status).toBe(400);
    expect(unknown.body.message).toMatch(
      /^service\b.*service must be among pet, already-cremated, witnessed, veterans, open-now$/,
    );
  });

  it('is cacheable by browsers and shared caches', async () => {
    const response = await app.request('/api/search?q=austin');
    expect(response.headers.get('cache-control')).toBe('public, max-age=60, s-maxage=300, stale-while-revalidate=600');
  });

  it('publishes the public partner shape only', async () => {
    const [found] = (await search('lakeside')).partners;
    const [row] = await database.db.select().from(partners).where(eq(partners.id, found.id));
    expect(found).toEqual(toPartnerJson(row!));
    expect(found).not.toHaveProperty('googleSyncedAt');
  });
});
