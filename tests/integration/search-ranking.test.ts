import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '~/db/client.server';
import { haversineMiles, lookupPostalCode } from '~/modules/geo/postal-codes.server';
import { insertPartner } from '../factories/partner';
import { startTestApp, type TestApp } from '../setup/test-app';
import { createTestDatabase } from '../setup/test-database';

// The order the database gives search results (pg_trgm, cube/earthdistance), as a client reads them:
// the same on PGlite and on PostgreSQL (TEST_DATABASE_URL).

let database: DatabaseHandle;
let app: TestApp;

const point = (latitude: number, longitude: number) => ({ latitude, longitude });
const places = {
  downtownAustin: point(30.2672, -97.7431),
  eastAustin: point(30.263, -97.714),
  roundRock: point(30.5083, -97.6789),
  sanMarcos: point(29.8833, -97.9414),
  dallas: point(32.7767, -96.797),
  toronto: point(43.6426, -79.3871),
  mississauga: point(43.589, -79.6441),
};

beforeAll(async () => {
  database = await createTestDatabase();
  app = await startTestApp(database);
  const db = database.db;
  const austin = { city: 'Austin', state: 'Texas', zipCode: '78701' };
  await insertPartner(db, { ...austin, name: 'Zilker Cremation', coordinates: places.downtownAustin });
  await insertPartner(db, { ...austin, name: 'Barton Chapel', coordinates: places.eastAustin, zipCode: '78702' });
  await insertPartner(db, {
    ...austin,
    name: 'Austin Featured Home',
    isPriority: true,
    coordinates: places.eastAustin,
  });
  await insertPartner(db, { ...austin, name: 'Unlocated Austin Rest', coordinates: null });
  await insertPartner(db, {
    name: 'Round Rock Memorial',
    city: 'Round Rock',
    state: 'Texas',
    zipCode: '78664',
    coordinates: places.roundRock,
  });
  await insertPartner(db, {
    name: 'San Marcos Cremation',
    city: 'San Marcos',
    state: 'Texas',
    zipCode: '78666',
    coordinates: places.sanMarcos,
  });
  await insertPartner(db, {
    name: 'Lakeside Funeral Home',
    city: 'Dallas',
    state: 'Texas',
    zipCode: '75201',
    coordinates: places.dallas,
  });
  await insertPartner(db, {
    name: 'Lakeview Memorial',
    city: 'Dallas',
    state: 'Texas',
    zipCode: '75202',
    coordinates: places.dallas,
  });
  const ontario = { state: 'Ontario', phone: '(416) 555-0100' };
  await insertPartner(db, {
    ...ontario,
    name: 'King Street Cremation',
    city: 'Toronto',
    zipCode: 'M5V 3L9',
    coordinates: places.toronto,
  });
  await insertPartner(db, {
    ...ontario,
    name: 'Lakeshore Chapel',
    city: 'Mississauga',
    zipCode: 'L5B 1M2',
    coordinates: places.mississauga,
  });
});

afterAll(async () => {
  await app?.close();
  await database?.close();
});

interface Found {
  name: string;
  city: string;
  distanceMiles?: number;
  coordinates: { latitude: number; longitude: number } | null;
}
interface Result {
  total: number;
  partners: Found[];
  recommendations: Found[];
  suggestions: string[];
}

async function search(q: string): Promise<Result> {
  const response = await app.request(`/api/search?q=${encodeURIComponent(q)}`);
  expect(response.status).toBe(200);
  return response.body as Result;
}
const names = (list: Found[]) => list.map((partner) => partner.name);

describe('search ranking in the database', () => {
  it('ranks a city: the partners of the city named, featured first, then by name', async () => {
    const result = await search('austin');
    expect(result.total).toBe(4);
    expect(names(result.partners)).toEqual([
      'Austin Featured Home',
      'Barton Chapel',
      'Unlocated Austin Rest',
      'Zilker Cremation',
    ]);
    expect(result.partners.every((partner) => partner.city === 'Austin')).toBe(true);
  });

  it('lists the partners of the town a bare town name is taken for before those of its namesakes', async () => {
    // Austin, Minnesota: its partner sorts among the Texan ones by name, but the note offers Austin, TX.
    await insertPartner(database.db, {
      name: 'Cedar River Chapel',
      city: 'Austin',
      state: 'Minnesota',
      zipCode: '55912',
    });
    try {
      const result = (await search('austin')) as Result & { nearTown: { name: string; state: string } | null };
      expect(result.nearTown).toMatchObject({ name: 'Austin', state: 'Texas' });
      expect(names(result.partners)).toEqual([
        'Austin Featured Home',
        'Barton Chapel',
        'Unlocated Austin Rest',
        'Zilker Cremation',
        'Cedar River Chapel',
      ]);
    } finally {
      await database.db.execute(sql`delete from partners where name = 'Cedar River Chapel'`);
    }
  });

  it('ranks a name: a name starting with the query before one containing it', async () => {
    const result = await search('lake');
    expect(names(result.partners)).toEqual(['Lakeshore Chapel', 'Lakeside Funeral Home', 'Lakeview Memorial']);
  });

  it('ranks a ZIP nearest first with great-circle distances, then a match without coordinates', async () => {
    const result = await search('78701');
    const origin = lookupPostalCode('78701')!;
    expect(names(result.partners)).toEqual([
      'Zilker Cremation',
      'Austin Featured Home',
      'Barton Chapel',
      'Round Rock Memorial',
      'San Marcos Cremation',
      'Unlocated Austin Rest',
    ]);
    expect(result.total).toBe(6);
    const located = result.partners.slice(0, 5);
    for (const partner of located) {
      const miles = haversineMiles(origin, partner.coordinates!);
      expect(partner.distanceMiles).toBeCloseTo(miles, 0);
    }
    const distances = located.map((partner) => partner.distanceMiles!);
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
    // Two partners at one spot: the featured one first, then by name.
    expect(distances[1]).toBe(distances[2]);
    expect(result.partners[5]!.distanceMiles).toBeUndefined();
    // Dallas is 180 miles away: outside the 100-mile radius, and its ZIP does not match.
    expect(names(result.partners)).not.toContain('Lakeside Funeral Home');
  });

  it('ranks a Canadian postal code nearest first', async () => {
    const result = await search('m5v 3l9');
    expect(names(result.partners)).toEqual(['King Street Cremation', 'Lakeshore Chapel']);
    expect(result.partners[0]!.distanceMiles!).toBeLessThan(result.partners[1]!.distanceMiles!);
    expect(result.partners[1]!.distanceMiles!).toBeGreaterThan(10);
    expect(result.partners[1]!.distanceMiles!).toBeLessThan(20);
  });

  it('suggests the city a misspelling aims at and recommends its partners, featured first', async () => {
    const result = await search('Austn');
    expect(result.total).toBe(0);
    expect(result.suggestions).toEqual(['Austin']);
    expect(names(result.recommendations)).toEqual(['Austin Featured Home', 'Barton Chapel', 'Unlocated Austin Rest']);
  });

  it('recommends the business a misspelt name is most like first', async () => {
    const result = await search('Lakesid Funeral');
    expect(result.total).toBe(0);
    expect(result.recommendations[0]!.name).toBe('Lakeside Funeral Home');
    expect(result.suggestions).toEqual([]);
  });

  it('recommends the business whose own word is misspelt, not the first of many sharing the common words', async () => {
    const illinois = { city: 'Springfield', state: 'Illinois', zipCode: '62701' };
    const sharing = ['Adams', 'Baker', 'Brown', 'Clark', 'Davis', 'Evans', 'Foster', 'Green', 'Hill', 'Jones'];
    for (const [index, surname] of sharing.entries()) {
      // A featured one too: featured comes first only among partners as like the query.
      await insertPartner(database.db, {
        ...illinois,
        name: `${surname} Funeral Home & Cremation Services`,
        isPriority: index === 0,
      });
    }
    await insertPartner(database.db, { ...illinois, name: 'Murphy Funeral Home & Cremation Services' });
    try {
      const result = await search('Murhpy Funeral Home & Cremation Services');
      expect(result.total).toBe(0);
      expect(result.recommendations[0]!.name).toBe('Murphy Funeral Home & Cremation Services');
    } finally {
      await database.db.execute(sql`delete from partners where name like '% Funeral Home & Cremation Services'`);
    }
  });

  it('suggests the state a misspelling aims at', async () => {
    const result = await search('Ontaryo');
    expect(result.total).toBe(0);
    expect(result.suggestions).toEqual(['Ontario']);
    expect(names(result.recommendations)).toEqual(['King Street Cremation', 'Lakeshore Chapel']);
  });
});
