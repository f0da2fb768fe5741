import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '~/db/client.server';
import { haversineMiles } from '~/modules/geo/postal-codes.server';
import english from '~/modules/i18n/catalogs/en.json';
import french from '~/modules/i18n/catalogs/fr.json';
import { searchPartners } from '~/modules/search/search.service.server';
import { insertPartner } from '../factories/partner';
import { startTestApp, type TestApp } from '../setup/test-app';
import { createTestDatabase } from '../setup/test-database';

// POST /api/search/nearby ("Use my location") as a client sees it: the nearest active partners within the
// radius, miles in the United States and kilometres in Canada, sort by name, the nearest partner's
// distance when none is within, 400s naming the field, and nothing a cache may keep. The same on PGlite
// and on PostgreSQL (TEST_DATABASE_URL).

let database: DatabaseHandle;
let app: TestApp;

const point = (latitude: number, longitude: number) => ({ latitude, longitude });
const places = {
  downtownAustin: point(30.2672, -97.7431),
  eastAustin: point(30.263, -97.714),
  roundRock: point(30.5083, -97.6789),
  sanMarcos: point(29.8833, -97.9414),
  dallas: point(32.7767, -96.797),
  waco: point(31.5493, -97.1467),
  toronto: point(43.6426, -79.3871),
  mississauga: point(43.589, -79.6441),
  hamilton: point(43.2557, -79.8711),
};

beforeAll(async () => {
  database = await createTestDatabase();
  app = await startTestApp(database);
  const db = database.db;
  const texas = { state: 'Texas', zipCode: '78701' };
  await insertPartner(db, { ...texas, city: 'Austin', name: 'Zilker Cremation', coordinates: places.downtownAustin });
  await insertPartner(db, { ...texas, city: 'Austin', name: 'Barton Chapel', coordinates: places.eastAustin });
  await insertPartner(db, {
    ...texas,
    city: 'Austin',
    name: 'Austin Featured Home',
    isPriority: true,
    coordinates: places.eastAustin,
  });
  await insertPartner(db, { ...texas, city: 'Austin', name: 'Unlocated Austin Rest', coordinates: null });
  await insertPartner(db, {
    ...texas,
    city: 'Austin',
    name: 'Closed Austin Chapel',
    isActive: false,
    coordinates: places.downtownAustin,
  });
  await insertPartner(db, {
    ...texas,
    city: 'Round Rock',
    name: 'Round Rock Memorial',
    coordinates: places.roundRock,
    offersPetCremation: true,
    openingHours: '24/7',
  });
  await insertPartner(db, {
    ...texas,
    city: 'San Marcos',
    name: 'San Marcos Cremation',
    coordinates: places.sanMarcos,
    offersPetCremation: true,
  });
  await insertPartner(db, { ...texas, city: 'Dallas', name: 'Lakeside Funeral Home', coordinates: places.dallas });
  const ontario = { state: 'Ontario', phone: '(416) 555-0100' };
  await insertPartner(db, {
    ...ontario,
    city: 'Toronto',
    zipCode: 'M5V 3L9',
    name: 'King Street Cremation',
    coordinates: places.toronto,
  });
  await insertPartner(db, {
    ...ontario,
    city: 'Mississauga',
    zipCode: 'L5B 1M2',
    name: 'Lakeshore Chapel',
    coordinates: places.mississauga,
  });
  await insertPartner(db, {
    ...ontario,
    city: 'Hamilton',
    zipCode: 'L8P 4R5',
    name: 'Bayfront Memorial',
    coordinates: places.hamilton,
  });
});

afterAll(async () => {
  await app?.close();
  await database?.close();
});

interface Nearby {
  unit: 'mi' | 'km';
  radius: number;
  sort: 'distance' | 'name';
  total: number;
  nearestMiles: number | null;
  partners: Array<{ name: string; distanceMiles: number; coordinates: { latitude: number; longitude: number } }>;
  nearest: Array<{ id: string; name: string; distanceMiles: number }>;
  cardActions: Record<string, unknown>;
}

async function nearby(body: Record<string, unknown>) {
  const response = await app.request('/api/search/nearby', { method: 'POST', body });
  expect(response.headers.get('cache-control')).toBe('no-store');
  return response;
}

async function found(body: Record<string, unknown>): Promise<Nearby> {
  const response = await nearby(body);
  expect(response.status, response.text).toBe(200);
  return response.body as Nearby;
}

const names = (result: Nearby) => result.partners.map((partner) => partner.name);

describe('POST /api/search/nearby', () => {
  it('finds the active, located partners within 100 miles of a US position, nearest first, in miles', async () => {
    const result = await found(places.downtownAustin);
    expect(result).toMatchObject({ unit: 'mi', radius: 100, sort: 'distance', total: 5, nearestMiles: null });
    expect(names(result)).toEqual([
      'Zilker Cremation',
      // Two partners at one spot: the featured one first, then by name.
      'Austin Featured Home',
      'Barton Chapel',
      'Round Rock Memorial',
      'San Marcos Cremation',
    ]);
    const distances = result.partners.map((partner) => partner.distanceMiles);
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
    expect(distances[3]).toBeGreaterThan(15);
    expect(distances[3]).toBeLessThan(20);
  });

  it('measures from the position rounded to two decimals, never the exact one', async () => {
    // 30.2672, -97.7431 is used as 30.27, -97.74: Zilker Cremation, at the exact spot, is 0.3 mi away.
    const result = await found(places.downtownAustin);
    const rounded = point(30.27, -97.74);
    const zilker = result.partners[0]!;
    expect(zilker.distanceMiles).toBeCloseTo(haversineMiles(rounded, places.downtownAustin), 1);
    expect(zilker.distanceMiles).toBeGreaterThan(0.2);
    const nearby = await found(point(30.2702, -97.7398));
    expect(nearby.partners.map((partner) => partner.distanceMiles)).toEqual(distancesOf(result));
  });

  it('sorts the same partners by name', async () => {
    const result = await found({ ...places.downtownAustin, sort: 'name' });
    expect(result.sort).toBe('name');
    expect(names(result)).toEqual([
      'Austin Featured Home',
      'Barton Chapel',
      'Round Rock Memorial',
      'San Marcos Cremation',
      'Zilker Cremation',
    ]);
  });

  it('finds from a position the partners a typed ZIP there finds (both cover 100 mi)', async () => {
    // Waco: Round Rock 79 mi, Dallas 87 mi, Austin 95 mi away; San Marcos 124 mi.
    const fromPosition = await found(places.waco);
    expect(fromPosition).toMatchObject({ unit: 'mi', radius: 100, total: 5 });
    const typed = await searchPartners(database.db, { q: '76701' });
    expect(typed.total).toBe(5);
    expect([...names(fromPosition)].sort()).toEqual(typed.partners.map((partner) => partner.name).sort());
  });

  it('keeps to the radius asked for, and widens to it', async () => {
    const narrow = await found({ ...places.downtownAustin, radius: 25, unit: 'mi' });
    expect(narrow.total).toBe(4);
    expect(names(narrow)).not.toContain('San Marcos Cremation');
    const wide = await found({ ...places.downtownAustin, radius: 250, unit: 'mi' });
    expect(wide.total).toBe(6);
    expect(names(wide).at(-1)).toBe('Lakeside Funeral Home');
  });

  it('pages: the nearest `limit` of all within the radius, with the number of all', async () => {
    const result = await found({ ...places.downtownAustin, limit: 2 });
    expect(result.total).toBe(5);
    expect(names(result)).toEqual(['Zilker Cremation', 'Austin Featured Home']);
    const byName = await found({ ...places.downtownAustin, limit: 2, sort: 'name' });
    expect(names(byName)).toEqual(['Austin Featured Home', 'Zilker Cremation']);
  });

  it('pages on with an offset ("Show more"): the next nearest, none repeated or skipped, in either sort', async () => {
    const all = await found({ ...places.downtownAustin, radius: 250, unit: 'mi' });
    expect(all.total).toBe(6);
    const pages = [];
    for (const offset of [0, 2, 4]) {
      const page = await found({ ...places.downtownAustin, radius: 250, unit: 'mi', limit: 2, offset });
      expect(page.total).toBe(6);
      pages.push(...names(page));
    }
    expect(pages).toEqual(names(all));
    // Past the end: none, and still the number of all.
    const past = await found({ ...places.downtownAustin, radius: 250, unit: 'mi', offset: 6 });
    expect(past).toMatchObject({ total: 6, partners: [], nearest: [] });
    // By name: each page holds the same partners as by distance, in name order.
    const second = await found({
      ...places.downtownAustin,
      radius: 250,
      unit: 'mi',
      limit: 3,
      offset: 3,
      sort: 'name',
    });
    expect(names(second)).toEqual([...names(all).slice(3)].sort());
  });

  it('says how far the nearest partner is when none is within the radius', async () => {
    const result = await found({ ...places.waco, radius: 25, unit: 'mi' });
    expect(result.total).toBe(0);
    expect(result.partners).toEqual([]);
    // Round Rock Memorial, 75 miles south.
    expect(result.nearestMiles).toBeCloseTo(haversineMiles(point(31.55, -97.15), places.roundRock), 0);
    // The few nearest at any distance come with it, nearest first, their cards' words included.
    expect(result.nearest.map((partner) => partner.name)[0]).toBe('Round Rock Memorial');
    expect(result.nearest).toHaveLength(3);
    const distances = result.nearest.map((partner) => partner.distanceMiles);
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
    expect(distances[0]).toBe(result.nearestMiles);
    expect(Object.keys(result.cardActions).sort()).toEqual(result.nearest.map((partner) => partner.id).sort());
    // Within the radius, none are added.
    expect((await found(places.downtownAustin)).nearest).toEqual([]);
  });

  it('answers a Canadian position in kilometres: 160 km, and the radius in km', async () => {
    const result = await found(places.toronto);
    expect(result).toMatchObject({ unit: 'km', radius: 160, total: 3 });
    expect(names(result)).toEqual(['King Street Cremation', 'Lakeshore Chapel', 'Bayfront Memorial']);
    // Hamilton is 58 km (36 mi) from Toronto: inside 160 km, outside 40 km (24.9 mi).
    expect(result.partners[2]!.distanceMiles).toBeGreaterThan(30);
    const narrow = await found({ ...places.toronto, radius: 40, unit: 'km' });
    expect(narrow.total).toBe(2);
    // The unit asked for wins over the position's.
    const inMiles = await found({ ...places.toronto, radius: 25, unit: 'mi' });
    expect(inMiles).toMatchObject({ unit: 'mi', radius: 25, total: 2 });
  });

  it('keeps to the page’s filters, as city, state and search pages do', async () => {
    const pets = await found({ ...places.downtownAustin, services: ['pet'] });
    expect(pets.total).toBe(2);
    expect(names(pets)).toEqual(['Round Rock Memorial', 'San Marcos Cremation']);
    // Open 24/7: open whatever the clock says; a partner without hours is never "open now".
    const openPets = await found({ ...places.downtownAustin, services: ['pet', 'open-now'] });
    expect(names(openPets)).toEqual(['Round Rock Memorial']);
    // None within the radius passes: the nearest that does is named, not the nearest of all.
    const dallas = await found({ ...places.dallas, radius: 25, unit: 'mi', services: ['pet'] });
    expect(dallas.total).toBe(0);
    expect(dallas.nearestMiles).toBeCloseTo(haversineMiles(point(32.78, -96.8), places.roundRock), 0);
    const unfiltered = await found({ ...places.dallas, radius: 25, unit: 'mi', services: [] });
    expect(names(unfiltered)).toEqual(['Lakeside Funeral Home']);
  });

  it('speaks the page’s language: the facts’ messages and each card’s buttons in French when asked', async () => {
    type Worded = Nearby & {
      partners: Array<{ id: string; name: string }>;
      cardMessages: { locale: string; messages: Record<string, unknown> };
      cardActions: Record<string, { call: string; callLabel: string; directions: string; ask: string }>;
    };
    const inFrench = (await found({ ...places.toronto, locale: 'fr' })) as Worded;
    expect(inFrench.cardMessages.locale).toBe('fr');
    expect(Object.keys(inFrench.cardMessages.messages)).toContain('card.locations');
    expect(inFrench.partners).toHaveLength(3);
    for (const partner of inFrench.partners) {
      const words = inFrench.cardActions[partner.id]!;
      expect(words).toMatchObject({
        call: french['card.call'],
        directions: french['card.directions'],
        ask: french['partner.askForInformation'],
      });
      expect(words.call).not.toBe(english['card.call']);
      expect(words.callLabel).toContain(partner.name);
      expect(words.callLabel).not.toMatch(/^Call /);
    }
    // Without a language: English, as before.
    const inEnglish = (await found(places.toronto)) as Worded;
    expect(inEnglish.cardMessages.locale).toBe('en');
    expect(inEnglish.cardActions[inEnglish.partners[0]!.id]).toMatchObject({
      call: 'Call',
      callLabel: `Call ${inEnglish.partners[0]!.name}, (416) 555-0100`,
    });
  });

  it.each([
    [{ latitude: 91, longitude: -97.7 }, 'latitude', 'Latitude must be between -90 and 90'],
    [{ latitude: 30.2, longitude: 200 }, 'longitude', 'Longitude must be between -180 and 180'],
    [{ longitude: -97.7 }, 'latitude', 'Latitude must be a number'],
    [{ latitude: '30.2', longitude: -97.7 }, 'latitude', 'Latitude must be a number'],
    [{ ...places.downtownAustin, radius: 500, unit: 'mi' }, 'radius', 'Radius must be at most 250 mi'],
    [{ ...places.downtownAustin, radius: -5, unit: 'km' }, 'radius', 'Radius must be more than 0'],
    [{ ...places.downtownAustin, radius: 50 }, 'unit', 'Unit is required with a radius (mi or km)'],
    [{ ...places.downtownAustin, sort: 'rating' }, 'sort', 'Sort must be distance or name'],
    [
      { ...places.downtownAustin, services: ['rating'] },
      'services.0',
      'Services must be among pet, already-cremated, witnessed, veterans, open-now',
    ],
    [{ ...places.downtownAustin, services: 'pet' }, 'services', 'Services must be a list'],
    [{ ...places.downtownAustin, locale: 'de' }, 'locale', 'Locale must be one of en, fr'],
    [{ ...places.downtownAustin, offset: -1 }, 'offset', 'Offset must be 0 or more'],
    [{ ...places.downtownAustin, offset: 1.5 }, 'offset', 'Offset must be a whole number'],
    [{ ...places.downtownAustin, offset: '60' }, 'offset', 'Offset must be a number'],
    [{ ...places.downtownAustin, offset: 10_001 }, 'offset', 'Offset must be at most 10,000'],
  ])('refuses %j with a 400 naming %s', async (body, field, reason) => {
    const response = await nearby(body);
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ code: 'VALIDATION', message: `${field}: ${reason}` });
    expect(response.body.errors[field]).toBe(reason);
  });

  it('refuses a body that is not JSON, or none, with a 400', async () => {
    const notJson = await nearby({});
    expect(notJson.status).toBe(400);
    const text = await app.request('/api/search/nearby', {
      method: 'POST',
      body: 'latitude=30.2&longitude=-97.7',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(text.status).toBe(400);
    const broken = await app.request('/api/search/nearby', { method: 'POST', body: '{"latitude": 30.2,' });
    expect(broken.status).toBe(400);
    expect(broken.body.message).toBe('Request body is not valid JSON');
  });
});

function distancesOf(result: Nearby) {
  return result.partners.map((partner) => partner.distanceMiles);
}
