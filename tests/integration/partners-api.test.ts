import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '~/db/client.server';
import { insertSampleDirectory, type SampleDirectory } from '../factories/directory';
import { createTestDatabase } from '../setup/test-database';
import { startTestApp, type TestApp } from '../setup/test-app';

let database: DatabaseHandle;
let app: TestApp;
let sample: SampleDirectory;

beforeAll(async () => {
  database = await createTestDatabase();
  sample = await insertSampleDirectory(database.db);
  app = await startTestApp(database);
});
afterAll(async () => {
  await app?.close();
  await database?.close();
});

const names = (body: Array<{ name: string }>) => body.map((partner) => partner.name);
const inactiveNames = ['Zilker Funeral Services', 'Brazos Valley Funeral', 'Wasatch Funeral'];

describe('every public partner read', () => {
  const publicReads = [
    '/api/partners',
    '/api/partners/priority?limit=50',
    '/api/partners/state/texas',
    '/api/partners/state/texas/city/austin',
    '/api/partners/state/texas/city/waco',
    '/api/partners/state/utah',
  ];

  it.each(publicReads)('%s hides inactive partners and may be cached', async (path) => {
    const response = await app.request(path);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('public, max-age=60, s-maxage=300, stale-while-revalidate=600');
    for (const name of inactiveNames) expect(names(response.body)).not.toContain(name);
    for (const partner of response.body) expect(partner.isActive).toBe(true);
  });
});

describe('the whole lists (all, a state, a city)', () => {
  it.each(['/api/partners', '/api/partners/state/texas', '/api/partners/state/texas/city/austin'])(
    '%s refuses a query parameter rather than build the list again for each new one',
    async (path) => {
      const response = await app.request(`${path}?cb=12345`);
      expect(response.status).toBe(400);
      expect(response.body.message).toBe('This list takes no query parameters (got cb)');
      expect((await app.request(`${path}?`)).status).toBe(200);
    },
  );
});

describe('GET /api/partners', () => {
  it('lists every active partner by name, in the public shape only', async () => {
    const { status, body } = await app.request('/api/partners');
    expect(status).toBe(200);
    expect(names(body)).toEqual([
      'Alamo Heights Memorial',
      'Austin Memorial Chapel',
      'barton springs funeral home',
      'Dallas Memorial Gardens',
      'Hill Country Cremation',
      'Lakeshore Cremation',
      'Mission Cremation Society',
      'Red River Cremation',
      'Round Rock Family Funeral',
      "St. Mary's Funeral Home",
    ]);
    const hillCountry = body.find((partner: { name: string }) => partner.name === 'Hill Country Cremation');
    expect(hillCountry).toMatchObject({
      id: sample.hillCountry.id,
      slug: 'hill-country-cremation-austin-tx',
      state: 'Texas',
      stateSlug: 'texas',
      citySlug: 'austin',
      country: 'US',
      isPriority: true,
      coordinates: { latitude: 30.2672, longitude: -97.7431 },
      imageUrl: '/attached_assets/hill-country.jpg',
      servicesOffered: ['Cremation', 'Memorial services'],
    });
    expect(new Date(hillCountry.createdAt).toISOString()).toBe(hillCountry.createdAt);
    expect(hillCountry).not.toHaveProperty('googleSyncedAt');
    expect(hillCountry).not.toHaveProperty('latitude');
  });
});

describe('GET /api/partners/:id', () => {
  it.each([
    ['its uuid', () => sample.hillCountry.id],
    ['its uuid in capitals', () => sample.hillCountry.id.toUpperCase()],
    ['its slug', () => 'hill-country-cremation-austin-tx'],
    ['its legacy alias id', () => '1001'],
  ])('finds a partner by %s', async (_label, id) => {
    const { status, body } = await app.request(`/api/partners/${encodeURIComponent(id())}`);
    expect(status).toBe(200);
    expect(body.id).toBe(sample.hillCountry.id);
    expect(body.name).toBe('Hill Country Cremation');
  });

  it.each([
    ['an inactive partner by uuid', () => sample.zilkerInactive.id],
    ['an inactive partner by slug', () => sample.zilkerInactive.slug],
    ['an inactive partner by alias', () => '1002'],
    ['an unknown uuid', () => '00000000-0000-4000-8000-000000000000'],
    ['an unknown alias', () => '999999'],
    ['garbage text', () => 'not a real id; drop table partners'],
    ['a uuid-shaped typo', () => `${sample.hillCountry.id.slice(0, -1)}z`],
    ['a very long string', () => 'x'.repeat(2000)],
    ['unicode', () => 'funérailles-🙂'],
  ])('answers 404 Partner not found for %s', async (_label, id) => {
    const response = await app.request(`/api/partners/${encodeURIComponent(id())}`);
    expect(response.status).toBe(404);
    expect(response.body.message).toBe('Partner not found');
  });
});

describe('GET /api/partners/state/:state', () => {
  const texasInOrder = [
    'Austin Memorial Chapel',
    'barton springs funeral home',
    'Hill Country Cremation',
    'Dallas Memorial Gardens',
    'Round Rock Family Funeral',
    'Alamo Heights Memorial',
    'Mission Cremation Society',
  ];

  it.each(['texas', 'Texas', 'TEXAS', 'TX', 'tx'])(
    'accepts the state as %s, sorted by city then name',
    async (state) => {
      const { status, body } = await app.request(`/api/partners/state/${state}`);
      expect(status).toBe(200);
      expect(names(body)).toEqual(texasInOrder);
    },
  );

  it.each([
    ['New%20York', ["St. Mary's Funeral Home"]],
    ['new-york', ["St. Mary's Funeral Home"]],
    ['ontario', ['Lakeshore Cremation']],
    ['utah', []],
    ['atlantis', []],
  ])('lists %s', async (state, expected) => {
    const { status, body } = await app.request(`/api/partners/state/${state}`);
    expect(status).toBe(200);
    expect(names(body)).toEqual(expected);
  });
});

describe('GET /api/partners/state/:state/city/:city', () => {
  it.each([
    ['texas', 'austin'],
    ['Texas', 'Austin'],
    ['TX', 'AUSTIN'],
  ])('lists a city (%s / %s) with priority partners first, then by name', async (state, city) => {
    const { status, body } = await app.request(`/api/partners/state/${state}/city/${city}`);
    expect(status).toBe(200);
    expect(names(body)).toEqual(['Hill Country Cremation', 'Austin Memorial Chapel', 'barton springs funeral home']);
  });

  it.each([
    ['texas', 'san-antonio', ['Alamo Heights Memorial', 'Mission Cremation Society']],
    ['texas', 'San%20Antonio', ['Alamo Heights Memorial', 'Mission Cremation Society']],
    ['texas', 'waco', []],
    ['louisiana', 'austin', []],
  ])('lists %s / %s', async (state, city, expected) => {
    const { body } = await app.request(`/api/partners/state/${state}/city/${city}`);
    expect(names(body)).toEqual(expected);
  });
});

describe('GET /api/partners/priority', () => {
  it.each([
    [
      '',
      [
        'Hill Country Cremation',
        'Lakeshore Cremation',
        'Dallas Memorial Gardens',
        'Alamo Heights Memorial',
        "St. Mary's Funeral Home",
      ],
    ],
    [
      '?limit=50',
      [
        'Hill Country Cremation',
        'Lakeshore Cremation',
        'Dallas Memorial Gardens',
        'Alamo Heights Memorial',
        "St. Mary's Funeral Home",
        'Red River Cremation',
      ],
    ],
    [
      '?limit=999',
      [
        'Hill Country Cremation',
        'Lakeshore Cremation',
        'Dallas Memorial Gardens',
        'Alamo Heights Memorial',
        "St. Mary's Funeral Home",
        'Red River Cremation',
      ],
    ],
    ['?limit=2', ['Hill Country Cremation', 'Lakeshore Cremation']],
    ['?limit=0', ['Hill Country Cremation']],
    ['?limit=-3', ['Hill Country Cremation']],
    [
      '?limit=',
      [
        'Hill Country Cremation',
        'Lakeshore Cremation',
        'Dallas Memorial Gardens',
        'Alamo Heights Memorial',
        "St. Mary's Funeral Home",
      ],
    ],
    ['?state=Texas', ['Hill Country Cremation', 'Dallas Memorial Gardens', 'Alamo Heights Memorial']],
    ['?state=tx&limit=2', ['Hill Country Cremation', 'Dallas Memorial Gardens']],
    ['?state=texas&city=austin', ['Hill Country Cremation']],
    ['?state=texas&city=San%20Antonio', ['Alamo Heights Memorial']],
    ['?state=texas&city=round-rock', []],
    ['?state=utah', []],
  ])('GET /api/partners/priority%s', async (query, expected) => {
    const { status, body } = await app.request(`/api/partners/priority${query}`);
    expect(status).toBe(200);
    expect(names(body)).toEqual(expected);
    for (const partner of body) expect(partner.isPriority).toBe(true);
  });

  it.each([
    ['?limit=abc', 'limit: limit must be a whole number'],
    ['?limit=2.5', 'limit: limit must be a whole number'],
    ['?limit=1&limit=2', 'limit: limit must be a single value'],
    [`?state=${'x'.repeat(101)}`, 'state: state must be at most 100 characters'],
  ])('refuses %s with a 400 that says what to fix', async (query, message) => {
    const { status, body } = await app.request(`/api/partners/priority${query}`);
    expect(status).toBe(400);
    expect(body.message).toBe(message);
    expect(body.errors).toBeTypeOf('object');
  });
});

describe('GET /api/partners/nearby-cities/:state/:city', () => {
  const fromAustin = ['Round Rock', 'San Antonio', 'Dallas', 'Shreveport', 'Toronto', 'New York'];

  it('lists the nearest other cities with active partners, nearest first, across state lines', async () => {
    const { status, body, headers } = await app.request('/api/partners/nearby-cities/texas/austin');
    expect(status).toBe(200);
    expect(headers.get('cache-control')).toMatch(/max-age=60/);
    expect(body.map((city: { city: string }) => city.city)).toEqual(fromAustin);
    expect(body[0]).toEqual({
      city: 'Round Rock',
      citySlug: 'round-rock',
      state: 'Texas',
      stateSlug: 'texas',
      partnerCount: 1,
      distanceMiles: expect.closeTo(17, 0),
    });
    expect(body[1]).toMatchObject({ city: 'San Antonio', partnerCount: 2 });
    expect(body[3]).toMatchObject({ city: 'Shreveport', state: 'Louisiana' });
    const distances = body.map((city: { distanceMiles: number }) => city.distanceMiles);
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
  });

  it.each([
    ['/texas/austin?limit=2', fromAustin.slice(0, 2)],
    ['/TX/Austin?limit=3', fromAustin.slice(0, 3)],
    ['/Texas/austin?limit=0', fromAustin.slice(0, 1)],
    ['/texas/austin?limit=500', fromAustin],
    ['/texas/waco', []],
    ['/texas/nowhere', []],
    ['/ontario/toronto?limit=1', ['New York']],
  ])('GET /api/partners/nearby-cities%s', async (path, expected) => {
    const { status, body } = await app.request(`/api/partners/nearby-cities${path}`);
    expect(status).toBe(200);
    expect(body.map((city: { city: string }) => city.city)).toEqual(expected);
  });

  it('refuses a limit that is not a number', async () => {
    const { status, body } = await app.request('/api/partners/nearby-cities/texas/austin?limit=six');
    expect(status).toBe(400);
    expect(body.message).toBe('limit: limit must be a whole number');
  });
});
