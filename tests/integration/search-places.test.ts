import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '~/db/client.server';
import { insertPartner } from '../factories/partner';
import { startTestApp, type TestApp } from '../setup/test-app';
import { createTestDatabase } from '../setup/test-database';

/*
 * Places typed as families type them (issue: search never dead-ends), resolved through the shipped
 * gazetteer and ranked by distance in the database.
 */

let database: DatabaseHandle;
let app: TestApp;

const at = (latitude: number, longitude: number) => ({ coordinates: { latitude, longitude } });
const TEXAS_EXTRA = 64;

beforeAll(async () => {
  database = await createTestDatabase();
  app = await startTestApp(database);
  const db = database.db;
  for (const [index, [latitude, longitude]] of [
    [30.2672, -97.7431],
    [30.263, -97.714],
    [30.3, -97.75],
    [30.25, -97.76],
    [30.28, -97.7],
    [30.22, -97.79],
  ].entries()) {
    await insertPartner(db, {
      name: `Austin Hills Chapel ${index + 1}`,
      city: 'Austin',
      state: 'Texas',
      ...at(latitude!, longitude!),
    });
  }
  // Texas beyond Austin: a state of 70 partners, more than a page of 60.
  for (let index = 0; index < TEXAS_EXTRA; index += 1) {
    await insertPartner(db, {
      name: `Lone Star Cremation ${String(index).padStart(2, '0')}`,
      city: 'Amarillo',
      state: 'Texas',
      zipCode: '79101',
      ...at(35.222, -101.8313),
    });
  }
  await insertPartner(db, {
    name: 'Angel City Cremation',
    city: 'Los Angeles',
    state: 'California',
    zipCode: '90012',
    ...at(34.0537, -118.2428),
  });
  // 91 miles from Cody, Wyoming; far from Casper and Lander.
  await insertPartner(db, {
    name: 'Yellowstone Valley Funeral Home',
    city: 'Billings',
    state: 'Montana',
    zipCode: '59101',
    ...at(45.7833, -108.5007),
  });
  await insertPartner(db, {
    name: 'Big Sky Cremation',
    city: 'Billings',
    state: 'Montana',
    zipCode: '59102',
    ...at(45.8, -108.42),
  });
  // Look-alikes that must not be recommended: Wyoming, Michigan; Bay City; Sun City.
  await insertPartner(db, {
    name: 'Wyoming Avenue Chapel',
    city: 'Wyoming',
    state: 'Michigan',
    zipCode: '49509',
    ...at(42.9134, -85.7053),
  });
  await insertPartner(db, {
    name: 'Saginaw Bay Cremation',
    city: 'Bay City',
    state: 'Michigan',
    zipCode: '48706',
    ...at(43.5945, -83.8889),
  });
  await insertPartner(db, {
    name: 'Desert Sun Memorial',
    city: 'Sun City',
    state: 'Arizona',
    zipCode: '85351',
    ...at(33.5975, -112.2718),
  });
  await insertPartner(db, {
    name: 'Coopérative funéraire de la Capitale',
    city: 'Québec',
    state: 'Quebec',
    zipCode: 'G1R 4S9',
    ...at(46.8139, -71.208),
  });
  await insertPartner(db, {
    name: 'Complexe funéraire du Plateau',
    city: 'Montréal',
    state: 'Quebec',
    zipCode: 'H2X 1Y4',
    ...at(45.5148, -73.5739),
  });
  await insertPartner(db, {
    name: 'Gateway Arch Cremation',
    city: 'St. Louis',
    state: 'Missouri',
    zipCode: '63101',
    ...at(38.6312, -90.1922),
  });
  await insertPartner(db, {
    name: 'Empire Memorial',
    city: 'New York',
    state: 'New York',
    zipCode: '10001',
    ...at(40.7506, -73.9972),
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

describe('GET /api/search: a typed place, nearest first', () => {
  it.each([
    'Austin, TX',
    'Austin Texas',
    'austin tx',
    'funeral home austin',
    'cremation in Austin, Texas',
    'cost of cremation in Austin',
    'affordable cremation austin tx',
  ])('%s finds the Austin partners nearest first', async (q) => {
    const body = await search(q);
    expect(body.total).toBe(6);
    expect(body.partners[0].name).toBe('Austin Hills Chapel 1');
    const distances = body.partners.map((partner: { distanceMiles: number }) => partner.distanceMiles);
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
    expect(body.place).toMatchObject({ name: 'Austin', state: 'Texas', hasPartner: true });
  });

  it('Los Angeles, CA', async () => {
    const body = await search('Los Angeles, CA');
    expect(names(body.partners)).toEqual(['Angel City Cremation']);
    expect(body.partners[0].distanceMiles).toBeLessThan(1);
  });

  it('a town without a partner (Cody) lists the nearest, 91 miles away, and says so', async () => {
    const body = await search('Cody');
    expect(names(body.partners).sort()).toEqual(['Big Sky Cremation', 'Yellowstone Valley Funeral Home']);
    expect(body.place).toMatchObject({ name: 'Cody', state: 'Wyoming', hasPartner: false });
    expect(Math.round(body.place.nearestMiles)).toBe(91);
    // Cody, Nebraska is offered as the other Cody.
    expect(body.place.alternatives).toEqual([{ name: 'Cody', state: 'Nebraska', query: 'Cody, NE' }]);
  });

  it.each(['Casper', 'Lander, Wyoming'])(
    '%s, with nothing within 100 miles, recommends the nearest by distance, never a look-alike name',
    async (q) => {
      const body = await search(q);
      expect(body.total).toBe(0);
      expect(body.place).toMatchObject({ state: 'Wyoming', hasPartner: false });
      expect(names(body.recommendations).slice(0, 2).sort()).toEqual([
        'Big Sky Cremation',
        'Yellowstone Valley Funeral Home',
      ]);
      expect(names(body.recommendations)).not.toContain('Wyoming Avenue Chapel');
      expect(body.recommendations[0].distanceMiles).toBe(body.place.nearestMiles);
    },
  );

  it('Quebec City finds Québec, not Bay City or Sun City', async () => {
    const body = await search('Quebec City');
    expect(names(body.partners)).toEqual(['Coopérative funéraire de la Capitale']);
    expect(body.place).toMatchObject({ name: 'Québec', state: 'Quebec' });
  });

  it('finds accented places and names without the accents', async () => {
    expect(names((await search('Montreal')).partners)).toEqual(['Complexe funéraire du Plateau']);
    expect(names((await search('Montréal')).partners)).toEqual(['Complexe funéraire du Plateau']);
    expect(names((await search('crémation à Montréal')).partners)).toEqual(['Complexe funéraire du Plateau']);
    expect(names((await search('salon funéraire Quebec City')).partners)[0]).toBe(
      'Coopérative funéraire de la Capitale',
    );
    expect(names((await search('cooperative funeraire')).partners)).toEqual(['Coopérative funéraire de la Capitale']);
  });

  it.each(['St Louis', 'Saint Louis', 'st. louis, mo'])('%s finds St. Louis, Missouri', async (q) => {
    expect(names((await search(q)).partners)).toEqual(['Gateway Arch Cremation']);
  });

  it('NYC finds New York', async () => {
    expect(names((await search('NYC')).partners)).toEqual(['Empire Memorial']);
  });

  it('a business name still finds the business', async () => {
    expect(names((await search('yellowstone valley')).partners)).toEqual(['Yellowstone Valley Funeral Home']);
  });

  it('a business named by the whole query comes first, then the town the query also names', async () => {
    // "Amarillo Funeral Home" is a business in Illinois and, without "Funeral Home", the town of Amarillo,
    // Texas, which has more partners than a page holds.
    await insertPartner(database.db, {
      name: 'Amarillo Funeral Home',
      city: 'Peoria',
      state: 'Illinois',
      zipCode: '61602',
      ...at(40.6936, -89.589),
    });
    const first = await search('Amarillo Funeral Home');
    expect(first.total).toBe(TEXAS_EXTRA + 1);
    expect(first.partners[0]).toMatchObject({ name: 'Amarillo Funeral Home' });
    expect(first.place.namedFirst).toBe(1);
    // No distance from Amarillo, Texas, a town that only shares the name's word (decision 054).
    expect(first.partners[0].distanceMiles).toBeUndefined();
    expect(first.place).toMatchObject({ name: 'Amarillo', state: 'Texas', hasPartner: true });
    expect(Math.round(first.place.nearestMiles)).toBe(0);
    const second = await search('Amarillo Funeral Home', '&page=2');
    const all = [...names(first.partners), ...names(second.partners)];
    expect(all).toHaveLength(TEXAS_EXTRA + 1);
    expect(new Set(all).size).toBe(TEXAS_EXTRA + 1);
    expect(all.slice(1).every((name) => name.startsWith('Lone Star Cremation'))).toBe(true);
    // The town alone stays the place, nearest first.
    expect(names((await search('Amarillo, TX')).partners)).not.toContain('Amarillo Funeral Home');
  });

  it('a business named by the query in the town it names is counted and listed once', async () => {
    await insertPartner(database.db, {
      name: 'Amarillo Cremation Services',
      city: 'Amarillo',
      state: 'Texas',
      zipCode: '79101',
      ...at(35.2, -101.85),
    });
    try {
      const first = await search('Amarillo Cremation Services');
      expect(first.partners[0]).toMatchObject({ name: 'Amarillo Cremation Services' });
      expect(first.place.namedFirst).toBe(1);
      expect(first.total).toBe(TEXAS_EXTRA + 1);
      const second = await search('Amarillo Cremation Services', '&page=2');
      const all = [...names(first.partners), ...names(second.partners)];
      expect(all).toHaveLength(TEXAS_EXTRA + 1);
      expect(all.filter((name) => name === 'Amarillo Cremation Services')).toHaveLength(1);
    } finally {
      // Texas keeps the number of partners the state's own test counts.
      await database.db.execute(sql`update partners set is_active = false where name = 'Amarillo Cremation Services'`);
    }
  });

  it('a misspelt town keeps its one-tap correction', async () => {
    const body = await search('Austn');
    expect(body.total).toBe(0);
    expect(body.suggestions).toContain('Austin');
  });

  it('a town that is also in a business name gives one answer, typed with or without its accents', async () => {
    // The town is part of a business name: a name search (spec §5), whatever the family's keyboard.
    await insertPartner(database.db, {
      name: 'Coopérative funéraire de Trois-Rivières',
      city: 'Trois-Rivières',
      state: 'Quebec',
      zipCode: 'G9A 5H7',
      ...at(46.343, -72.5477),
    });
    await insertPartner(database.db, {
      name: 'Résidence funéraire Godefroy',
      city: 'Bécancour',
      state: 'Quebec',
      zipCode: 'G9H 2L6',
      ...at(46.3397, -72.4329),
    });
    for (const q of ['Trois-Rivières', 'trois-rivieres', 'TROIS-RIVIÈRES']) {
      const body = await search(q);
      expect(names(body.partners), q).toEqual(['Coopérative funéraire de Trois-Rivières']);
      // The town's own nearest-first search is offered, which finds the neighbour across the river too.
      expect(body.nearTown, q).toMatchObject({ name: 'Trois-Rivières', state: 'Quebec', query: 'Trois-Rivières, QC' });
    }
    const near = await search('Trois-Rivières, QC');
    expect(names(near.partners)).toEqual(
      expect.arrayContaining(['Coopérative funéraire de Trois-Rivières', 'Résidence funéraire Godefroy']),
    );
    // A name that names no town offers none.
    expect((await search('Résidence funéraire')).nearTown).toBeNull();
  });
});

describe('GET /api/search: a state or province, page by page', () => {
  it('lists every partner of Texas over pages and names the state page', async () => {
    const first = await search('Texas');
    expect(first).toMatchObject({ total: 6 + TEXAS_EXTRA, page: 1, region: { name: 'Texas', slug: 'texas' } });
    expect(first.partners).toHaveLength(60);
    const second = await search('Texas', '&page=2');
    expect(second.partners).toHaveLength(6 + TEXAS_EXTRA - 60);
    const all = [...first.partners, ...second.partners].map((partner: { id: string }) => partner.id);
    expect(new Set(all).size).toBe(6 + TEXAS_EXTRA);
    expect((await search('TX', '&page=3')).partners).toEqual([]);
  });

  it('refuses a page that is not a page number with a 400 naming it', async () => {
    const response = await app.request('/api/search?q=Texas&page=abc');
    expect(response.status).toBe(400);
    expect(JSON.stringify(response.body)).toContain('page');
  });
});

describe('any text in the search box', () => {
  it.each([
    'x'.repeat(100),
    "'; drop table partners; --",
    '%_\\',
    '東京の葬儀社',
    'مرحبا',
    '🙂🙂🙂',
    'Austin\u0000',
    'Ω≈ç√∫˜µ≤≥÷',
    ', , ,',
    'in',
    'near me',
  ])('%j answers, never an error', async (q) => {
    const api = await app.request(`/api/search?q=${encodeURIComponent(q)}`);
    // A NUL character is refused as input (400); anything else is searched (the page: search-page.test.ts).
    expect(api.status).toBe(q.includes('\u0000') ? 400 : 200);
    expect(api.body).toHaveProperty(api.status === 200 ? 'total' : 'message');
  });
});
