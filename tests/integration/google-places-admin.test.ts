import net from 'node:net';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '~/db/client.server';
import { partners, type PartnerRow } from '~/db/schema.server';
import { PLACEHOLDER_PHONE } from '~/modules/google-places/google-places-admin.schema';
import { TEXT_SEARCH_FIELD_MASK } from '~/modules/google-places/places-client.server';
import { type FakeGooglePlaces, type FakePlace, startFakeGooglePlaces } from '../fakes/google-places-server';
import { insertPartner } from '../factories/partner';
import { authHeader, createAdminSession } from '../setup/admin-session';
import { createTestDatabase } from '../setup/test-database';
import { startTestApp, type TestApp } from '../setup/test-app';

// The administrator's Google Places calls (spec §7 "Google Places", GET /api/admin/partners-without-google)
// against a real fake of Places API (New) on loopback, configured through the production env vars.

const API_KEY = 'admin-test-key-never-shown';

const listings: FakePlace[] = [
  {
    id: 'ChIJhillCountry',
    displayName: 'Hill Country Cremation',
    formattedAddress: '100 Congress Ave, Austin, TX 78701, USA',
    rating: 4.8,
    userRatingCount: 212,
    nationalPhoneNumber: '(512) 555-0111',
    reviews: [{ author: 'Ann Lee', rating: 5, text: 'Kind and calm.' }],
  },
  {
    id: 'ChIJriverbend',
    displayName: 'Riverbend Funeral Home',
    formattedAddress: '200 Lamar Blvd, Austin, TX 78704, USA',
    rating: 4.6,
    userRatingCount: 88,
    nationalPhoneNumber: '(512) 555-0122',
  },
  // Same trade words, another family's home in the same town: must not be taken for "Oakwood".
  {
    id: 'ChIJotherHome',
    displayName: 'Peterson Funeral Home',
    formattedAddress: '300 Oak St, Austin, TX 78705, USA',
    rating: 4.1,
    userRatingCount: 10,
  },
  {
    id: 'ChIJbroken',
    displayName: 'Broken Listing Chapel',
    formattedAddress: '1 Error Way, Austin, TX 78701, USA',
    failWith: 500,
  },
  {
    id: 'ChIJslowpoke',
    displayName: 'Slow Creek Mortuary',
    formattedAddress: '9 Slow Rd, Austin, TX 78701, USA',
    rating: 4.4,
    userRatingCount: 30,
    delayMs: 8_000,
  },
  {
    id: 'ChIJknownPlace',
    displayName: 'Known Place Chapel',
    formattedAddress: '77 Known St, Dallas, TX 75201, USA',
    rating: 4.9,
    userRatingCount: 501,
    photos: [{ ref: 'front', widthPx: 1600, heightPx: 1000 }],
  },
];

let database: DatabaseHandle;
let google: FakeGooglePlaces;
let app: TestApp;
let token: string;
let hillCountry: PartnerRow;
let riverbend: PartnerRow;
let oakwood: PartnerRow;
let broken: PartnerRow;
let slow: PartnerRow;
let known: PartnerRow;
let rated: PartnerRow;

const db = () => database.db;
const reload = async (id: string) => (await db().select().from(partners).where(eq(partners.id, id)))[0]!;
const post = (path: string, body?: unknown) => app.request(path, { method: 'POST', body, headers: authHeader(token) });

beforeAll(async () => {
  google = await startFakeGooglePlaces({ apiKey: API_KEY, places: listings });
  database = await createTestDatabase();
  const austin = { city: 'Austin', state: 'Texas' };
  hillCountry = await insertPartner(db(), {
    ...austin,
    name: 'Hill Country Cremation',
    address: '100 Congress Ave',
    zipCode: '78701',
  });
  riverbend = await insertPartner(db(), {
    ...austin,
    name: 'Riverbend Funeral Home',
    address: '200 Lamar Blvd',
    zipCode: '78704',
    phone: PLACEHOLDER_PHONE,
    googleRating: 0,
  });
  oakwood = await insertPartner(db(), {
    ...austin,
    name: 'Oakwood Funeral Home',
    address: '300 Oak St',
    zipCode: '78705',
  });
  broken = await insertPartner(db(), {
    ...austin,
    name: 'Broken Listing Chapel',
    address: '1 Error Way',
    zipCode: '78701',
  });
  slow = await insertPartner(db(), { ...austin, name: 'Slow Creek Mortuary', address: '9 Slow Rd', zipCode: '78701' });
  known = await insertPartner(db(), {
    name: 'Known Place Chapel',
    address: '77 Known St',
    city: 'Dallas',
    state: 'Texas',
    zipCode: '75201',
    googlePlaceId: 'ChIJknownPlace',
    googleRating: 4.2,
    googleReviewCount: 40,
  });
  rated = await insertPartner(db(), { name: 'Already Rated Home', googleRating: 4.5, googleReviewCount: 12 });
  app = await startTestApp(database, { GOOGLE_PLACES_API_KEY: API_KEY, GOOGLE_PLACES_BASE_URL: google.baseUrl });
  ({ token } = await createAdminSession(app.context));
});

afterAll(async () => {
  await app?.close();
  await database?.close();
  await google?.close();
});

beforeEach(() => {
  google.recover();
  google.clearRequests();
});

describe('POST /api/google-places/update/{partnerId}', () => {
  it('finds a partner without a place id by Text Search, stores the place id, rating, review count and sync time', async () => {
    const response = await post(`/api/google-places/update/${hillCountry.id}`);
    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      partnerId: hillCountry.id,
      success: true,
      partnerName: 'Hill Country Cremation',
      googleData: { rating: 4.8, review_count: 212 },
    });
    const stored = await reload(hillCountry.id);
    expect(stored).toMatchObject({ googlePlaceId: 'ChIJhillCountry', googleRating: 4.8, googleReviewCount: 212 });
    expect(stored.googleSyncedAt).toBeInstanceOf(Date);

    const [search] = google.apiRequests();
    expect(search).toMatchObject({ method: 'POST', path: '/v1/places:searchText' });
    expect(search!.headers['x-goog-api-key']).toBe(API_KEY);
    expect(search!.headers['x-goog-fieldmask']).toBe(TEXT_SEARCH_FIELD_MASK);
    expect(JSON.parse(search!.body).textQuery).toBe('Hill Country Cremation, 100 Congress Ave, Austin, Texas 78701');
    expect(search!.query).toEqual({});
  });

  it('uses Place Details for a partner with a place id, and the partner page shows the fresh data at once', async () => {
    // The page's 15-minute cache holds Google's answer...
    const before = await app.request(`/api/partners/${known.id}/google-places-enhanced`);
    expect(before.body.rating).toBe(4.9);
    google.addPlace({ ...listings[5]!, rating: 4.7, userRatingCount: 520 });
    google.clearRequests();

    const response = await post(`/api/google-places/update/${known.id}`);
    expect(response.body).toMatchObject({ success: true, googleData: { rating: 4.7, review_count: 520 } });
    expect(google.apiRequests().map((request) => `${request.method} ${request.path}`)).toEqual([
      'GET /v1/places/ChIJknownPlace',
    ]);
    expect(await reload(known.id)).toMatchObject({ googleRating: 4.7, googleReviewCount: 520 });

    // ...and the update dropped it: the next view asks Google again, the one after does not.
    const after = await app.request(`/api/partners/${known.id}/google-places-enhanced`);
    expect(after.body).toMatchObject({ rating: 4.7, reviewCount: 520 });
    google.clearRequests();
    await app.request(`/api/partners/${known.id}/google-places-enhanced`);
    expect(google.apiRequests()).toEqual([]);
  });

  it('refuses a candidate whose name does not agree, and stores nothing', async () => {
    const response = await post(`/api/google-places/update/${oakwood.id}`);
    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      partnerId: oakwood.id,
      success: false,
      partnerName: 'Oakwood Funeral Home',
      error: 'No matching Google Places listing found',
      googleData: null,
    });
    expect(await reload(oakwood.id)).toMatchObject({ googlePlaceId: null, googleRating: null, googleSyncedAt: null });
  });

  it('answers 504, not a hang and not a 200 "failure", when Google is slower than the client waits', async () => {
    const started = Date.now();
    const response = await post(`/api/google-places/update/${slow.id}`);
    expect(Date.now() - started).toBeLessThan(8_000);
    expect(response.status).toBe(504);
    expect(response.body).toEqual({ code: 'UPSTREAM_TIMEOUT', message: 'Google Places did not answer in time' });
    expect(await reload(slow.id)).toMatchObject({ googleRating: null });
  }, 20_000);

  it('answers 404 for an unknown partner and 400 for an id that is not one', async () => {
    const unknown = await post('/api/google-places/update/0b0e8a4c-8d55-4c55-9a39-5a5b7a9e0c11');
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe('Partner not found');
    const bad = await post('/api/google-places/update/42');
    expect(bad.status).toBe(400);
    expect(bad.body.errors.partnerId).toBeDefined();
    expect(google.apiRequests()).toEqual([]);
  });
});

describe('POST /api/google-places/batch-update', () => {
  it('updates the good partners and reports the failing and unmatched ones without stopping', async () => {
    await db().update(partners).set({ googlePlaceId: null, googleRating: null }).where(eq(partners.id, hillCountry.id));
    const response = await post('/api/google-places/batch-update', {
      partnerIds: [broken.id, oakwood.id, hillCountry.id, riverbend.id],
      limit: 10,
    });
    expect(response.status).toBe(200);
    expect(response.body.summary).toEqual({ total: 4, successful: 2, failed: 2 });
    const byName = Object.fromEntries(
      response.body.results.map((result: { partnerName: string }) => [result.partnerName, result]),
    );
    expect(byName['Broken Listing Chapel']).toMatchObject({ success: false, error: expect.stringMatching(/HTTP 500/) });
    expect(byName['Oakwood Funeral Home']).toMatchObject({
      success: false,
      error: 'No matching Google Places listing found',
    });
    expect(byName['Hill Country Cremation']).toMatchObject({
      success: true,
      googleData: { rating: 4.8, review_count: 212 },
    });
    expect(byName['Riverbend Funeral Home']).toMatchObject({
      success: true,
      googleData: { rating: 4.6, review_count: 88 },
    });
    expect(await reload(riverbend.id)).toMatchObject({ googlePlaceId: 'ChIJriverbend', googleRating: 4.6 });
    expect(await reload(broken.id)).toMatchObject({ googlePlaceId: null, googleRating: null });
  });

  it.each([
    [0, 1],
    [50, 20],
    ['abc', 10],
    [undefined, 10],
    [3.7, 3],
  ])('clamps limit %s to %s and processes only the first ids', async (limit, expected) => {
    const ids = Array.from({ length: 25 }, (_, index) => `00000000-0000-4000-8000-${String(index).padStart(12, '0')}`);
    const response = await post('/api/google-places/batch-update', { partnerIds: ids, limit });
    expect(response.status).toBe(200);
    expect(response.body.summary).toEqual({ total: expected, successful: 0, failed: expected });
    expect(response.body.results.map((result: { partnerId: string }) => result.partnerId)).toEqual(
      ids.slice(0, expected),
    );
    expect(response.body.results[0]).toMatchObject({ success: false, error: 'Partner not found' });
  });

  it('answers 400 with the spec message when nothing is selected', async () => {
    for (const body of [{ partnerIds: [] }, {}, { partnerIds: ['not-an-id'] }]) {
      const response = await post('/api/google-places/batch-update', body);
      expect(response.status).toBe(400);
      expect(response.body.errors.partnerIds ?? response.body.errors['partnerIds.0']).toBeDefined();
    }
    const empty = await post('/api/google-places/batch-update', { partnerIds: [] });
    expect(empty.body.errors.partnerIds).toBe('Please select partners to update');
    expect(google.apiRequests()).toEqual([]);
  });
});

describe('partners the bulk update found no match for', () => {
  it('are remembered, skipped by the next bulk run, and linked by hand to a place the admin searched for', async () => {
    const lostPines = await insertPartner(db(), {
      name: 'Lost Pines Funeral Home',
      address: '5 Pine Rd',
      city: 'Bastrop',
      state: 'Texas',
      zipCode: '78602',
    });
    const nowhere = await insertPartner(db(), {
      name: 'Nowhere Memorial Chapel',
      address: '1 Empty Ln',
      city: 'Marfa',
      state: 'Texas',
      zipCode: '79843',
    });
    try {
      const first = await post('/api/google-places/batch-update', { partnerIds: [lostPines.id, nowhere.id] });
      expect(first.body.results.map((result: { error?: string }) => result.error)).toEqual([
        'No matching Google Places listing found',
        'No matching Google Places listing found',
      ]);
      const listed = await app.request('/api/google-places/no-match', { headers: authHeader(token) });
      expect(listed.status).toBe(200);
      const names = listed.body.partners.map((partner: { name: string }) => partner.name);
      expect(names).toEqual(expect.arrayContaining(['Lost Pines Funeral Home', 'Nowhere Memorial Chapel']));
      expect(listed.body.rememberedIds).toEqual(expect.arrayContaining([lostPines.id, nowhere.id]));
      const entry = listed.body.partners.find((partner: { id: string }) => partner.id === lostPines.id);
      expect(entry).toMatchObject({ address: '5 Pine Rd', city: 'Bastrop', state: 'Texas' });
      expect(Date.now() - Date.parse(entry.triedAt)).toBeLessThan(60_000);

      // The second run does not ask Google about them again, and says why.
      google.clearRequests();
      const second = await post('/api/google-places/batch-update', { partnerIds: [lostPines.id, hillCountry.id] });
      expect(second.body.results[0]).toEqual({
        partnerId: lostPines.id,
        partnerName: 'Lost Pines Funeral Home',
        success: false,
        skipped: true,
        error: 'Skipped: no Google match last time; link it under Not Matched',
        googleData: null,
      });
      expect(second.body.results[1]).toMatchObject({ partnerName: 'Hill Country Cremation', success: true });
      const asked = google.apiRequests().map((request) => request.body ?? '');
      expect(asked.join(' ')).not.toContain('Lost Pines');

      // Google lists it under another name: the admin finds it by name and links it.
      google.addPlace({
        id: 'ChIJlostPinesChapel',
        displayName: 'Lost Pines Chapel & Crematory',
        formattedAddress: '5 Pine Road, Bastrop, TX 78602, USA',
        rating: 4.3,
        userRatingCount: 19,
      });
      const search = await app.request('/api/google-places/search?q=Lost%20Pines%20Chapel', {
        headers: authHeader(token),
      });
      expect(search.status).toBe(200);
      expect(search.body).toContainEqual({
        placeId: 'ChIJlostPinesChapel',
        name: 'Lost Pines Chapel & Crematory',
        address: '5 Pine Road, Bastrop, TX 78602, USA',
        rating: 4.3,
        reviewCount: 19,
      });
      const linked = await post(`/api/google-places/no-match/${lostPines.id}/link`, {
        placeId: 'ChIJlostPinesChapel',
      });
      expect(linked.status).toBe(200);
      expect(linked.body).toMatchObject({ success: true, googleData: { rating: 4.3, review_count: 19 } });
      expect(await reload(lostPines.id)).toMatchObject({ googlePlaceId: 'ChIJlostPinesChapel', googleRating: 4.3 });

      // "Not on Google": off the list, and still skipped.
      const marked = await post(`/api/google-places/no-match/${nowhere.id}/not-on-google`);
      expect(marked.status).toBe(204);
      const after = await app.request('/api/google-places/no-match', { headers: authHeader(token) });
      const idsAfter = after.body.partners.map((partner: { id: string }) => partner.id);
      expect(idsAfter).not.toContain(lostPines.id);
      expect(idsAfter).not.toContain(nowhere.id);
      expect(after.body.rememberedIds).not.toContain(lostPines.id);
      expect(after.body.rememberedIds).toContain(nowhere.id);

      // Linked, the partner is refreshed by bulk runs again (by its place id); the other stays skipped.
      google.clearRequests();
      const third = await post('/api/google-places/batch-update', { partnerIds: [lostPines.id, nowhere.id] });
      expect(
        third.body.results.map((result: { success: boolean; skipped?: true }) => [result.success, result.skipped]),
      ).toEqual([
        [true, undefined],
        [false, true],
      ]);
      expect(google.apiRequests().map((request) => `${request.method} ${request.path}`)).toEqual([
        'GET /v1/places/ChIJlostPinesChapel',
      ]);
    } finally {
      await db().delete(partners).where(eq(partners.id, lostPines.id));
      await db().delete(partners).where(eq(partners.id, nowhere.id));
    }
  });

  it('keeps "Not on Google" and the remembered no-match through the trash and a restore', async () => {
    const remote = await insertPartner(db(), {
      name: 'Far Mesa Chapel',
      address: '2 Mesa Rd',
      city: 'Alpine',
      state: 'Texas',
      zipCode: '79830',
    });
    const quiet = await insertPartner(db(), {
      name: 'Quiet Draw Funeral Home',
      address: '3 Draw Ln',
      city: 'Alpine',
      state: 'Texas',
      zipCode: '79830',
    });
    const remembered = async () => {
      const answer = await app.request('/api/google-places/no-match', { headers: authHeader(token) });
      return {
        listed: answer.body.partners.map((partner: { id: string }) => partner.id),
        rememberedIds: answer.body.rememberedIds,
      };
    };
    try {
      await post('/api/google-places/batch-update', { partnerIds: [remote.id, quiet.id] });
      expect((await post(`/api/google-places/no-match/${remote.id}/not-on-google`)).status).toBe(204);

      for (const partner of [remote, quiet]) {
        const deleted = await app.request(`/api/admin/partners/${partner.id}`, {
          method: 'DELETE',
          headers: authHeader(token),
        });
        expect(deleted.status).toBe(200);
      }
      // In the trash: on no list.
      const trashed = await remembered();
      expect(trashed.listed).not.toContain(quiet.id);
      expect(trashed.rememberedIds).not.toContain(remote.id);

      for (const partner of [remote, quiet]) {
        expect((await post(`/api/admin/partners/trash/${partner.id}/restore`)).status).toBe(200);
      }
      const restored = await remembered();
      expect(restored.listed).toContain(quiet.id);
      expect(restored.listed).not.toContain(remote.id);
      expect(restored.rememberedIds).toEqual(expect.arrayContaining([remote.id, quiet.id]));

      // Bulk runs still skip both without asking Google.
      google.clearRequests();
      const batch = await post('/api/google-places/batch-update', { partnerIds: [remote.id, quiet.id] });
      expect(batch.body.results.map((result: { skipped?: true }) => result.skipped)).toEqual([true, true]);
      expect(google.apiRequests()).toEqual([]);
    } finally {
      await db()
        .delete(partners)
        .where(inArray(partners.id, [remote.id, quiet.id]));
    }
  });

  it('answers 400 naming the field for a bad search or place id, and 404 for an unknown partner', async () => {
    const empty = await app.request('/api/google-places/search?q=%20', { headers: authHeader(token) });
    expect(empty.status).toBe(400);
    expect(empty.body.errors.q).toBe('q must name what to search for');
    const badPlace = await post(`/api/google-places/no-match/${oakwood.id}/link`, { placeId: '../../x' });
    expect(badPlace.status).toBe(400);
    expect(badPlace.body.errors.placeId).toBe('placeId must be a Google place id');
    const unknown = await post('/api/google-places/no-match/0b0e8a4c-8d55-4c55-9a39-5a5b7a9e0c11/not-on-google');
    expect(unknown.status).toBe(404);
    expect(google.apiRequests()).toEqual([]);
  });
});

describe('POST /api/google-places/fix-placeholder-phones', () => {
  it("gives partners with (555) 000-0000 their place's phone number", async () => {
    await db().update(partners).set({ phone: PLACEHOLDER_PHONE }).where(eq(partners.id, oakwood.id));
    const response = await post('/api/google-places/fix-placeholder-phones');
    expect(response.status).toBe(200);
    // Riverbend has a listing with a phone; Oakwood has no matching listing and keeps its placeholder.
    expect(response.body).toEqual({ summary: { total: 2, successful: 1 } });
    expect((await reload(riverbend.id)).phone).toBe('(512) 555-0122');
    expect((await reload(oakwood.id)).phone).toBe(PLACEHOLDER_PHONE);
  });
});

describe('GET /api/google-places/test and status', () => {
  it('makes one cheap ids-only Text Search and says it worked', async () => {
    const response = await app.request('/api/google-places/test', { headers: authHeader(token) });
    expect(response.body).toEqual({ testResult: { success: true, message: 'Google Places API answered' } });
    const [call] = google.apiRequests();
    expect(call!.headers['x-goog-fieldmask']).toBe('places.id');
    expect(JSON.parse(call!.body)).toMatchObject({ maxResultCount: 1 });
  });

  it('reports a failed test when Google refuses', async () => {
    google.fail({ kind: 'status', status: 403 });
    const response = await app.request('/api/google-places/test', { headers: authHeader(token) });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ testResult: { success: false, message: 'Google refused the API key' } });
  });

  it('says a key is configured with a boolean, never the key', async () => {
    const response = await app.request('/api/google-places/status', { headers: authHeader(token) });
    expect(response.body).toEqual({ configured: true });
    expect(response.text).not.toContain(API_KEY);
  });
});

describe('when Google cannot be reached (nothing listens on its port)', () => {
  let offline: TestApp;
  let offlineToken: string;

  beforeAll(async () => {
    const closed = net.createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', () => resolve()));
    const { port } = closed.address() as net.AddressInfo;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    offline = await startTestApp(database, {
      GOOGLE_PLACES_API_KEY: API_KEY,
      GOOGLE_PLACES_BASE_URL: `http://127.0.0.1:${port}`,
    });
    ({ token: offlineToken } = await createAdminSession(offline.context));
  });

  afterAll(async () => {
    await offline?.close();
  });

  const unreachable = { code: 'UPSTREAM_UNREACHABLE', message: 'Google Places could not be reached' };

  it('answers 502 to the connection test, a partner update, a batch and the phone fix, and changes nothing', async () => {
    await db().update(partners).set({ phone: PLACEHOLDER_PHONE }).where(eq(partners.id, oakwood.id));
    const before = await reload(hillCountry.id);
    const calls = [
      await offline.request('/api/google-places/test', { headers: authHeader(offlineToken) }),
      await offline.request(`/api/google-places/update/${hillCountry.id}`, {
        method: 'POST',
        headers: authHeader(offlineToken),
      }),
      await offline.request('/api/google-places/batch-update', {
        method: 'POST',
        headers: authHeader(offlineToken),
        body: { partnerIds: [hillCountry.id, oakwood.id], limit: 10 },
      }),
      await offline.request('/api/google-places/fix-placeholder-phones', {
        method: 'POST',
        headers: authHeader(offlineToken),
      }),
    ];
    for (const response of calls) {
      expect(response.status, response.text).toBe(502);
      expect(response.body).toEqual(unreachable);
    }
    expect(await reload(hillCountry.id)).toEqual(before);
    expect((await reload(oakwood.id)).phone).toBe(PLACEHOLDER_PHONE);
  });

  it('still answers 404 for an unknown partner and 200 for a batch of unknown ids (no call to Google)', async () => {
    const unknown = await offline.request('/api/google-places/update/0b0e8a4c-8d55-4c55-9a39-5a5b7a9e0c11', {
      method: 'POST',
      headers: authHeader(offlineToken),
    });
    expect(unknown.status).toBe(404);
    const batch = await offline.request('/api/google-places/batch-update', {
      method: 'POST',
      headers: authHeader(offlineToken),
      body: { partnerIds: ['0b0e8a4c-8d55-4c55-9a39-5a5b7a9e0c11'], limit: 10 },
    });
    expect(batch.status).toBe(200);
    expect(batch.body.summary).toEqual({ total: 1, successful: 0, failed: 1 });
  });
});

describe('GET /api/admin/partners-without-google', () => {
  it('lists partners whose googleRating is missing or 0, by name, with what the screens show', async () => {
    await db().update(partners).set({ googleRating: 0 }).where(eq(partners.id, riverbend.id));
    const response = await app.request('/api/admin/partners-without-google', { headers: authHeader(token) });
    expect(response.status).toBe(200);
    const names = response.body.map((partner: { name: string }) => partner.name);
    expect(names).toEqual([
      'Broken Listing Chapel',
      'Oakwood Funeral Home',
      'Riverbend Funeral Home',
      'Slow Creek Mortuary',
    ]);
    expect(names).not.toContain(rated.name);
    expect(response.body[1]).toEqual({
      id: oakwood.id,
      name: 'Oakwood Funeral Home',
      city: 'Austin',
      state: 'Texas',
      phone: PLACEHOLDER_PHONE,
      googleRating: null,
      googleReviewCount: null,
      googleSyncedAt: null,
    });
  });
});

describe('without a valid admin token', () => {
  it('answers 401 on every Google Places call and never calls Google', async () => {
    const calls: [string, string, unknown?][] = [
      ['GET', '/api/google-places/test'],
      ['GET', '/api/google-places/status'],
      ['GET', '/api/google-places/partners'],
      ['POST', `/api/google-places/update/${hillCountry.id}`],
      ['POST', '/api/google-places/batch-update', { partnerIds: [hillCountry.id], limit: 5 }],
      ['POST', '/api/google-places/fix-placeholder-phones'],
      ['GET', '/api/admin/partners-without-google'],
      ['GET', '/api/google-places/no-match'],
      ['GET', '/api/google-places/search?q=chapel'],
      ['POST', `/api/google-places/no-match/${oakwood.id}/link`, { placeId: 'ChIJotherHome' }],
      ['POST', `/api/google-places/no-match/${oakwood.id}/not-on-google`],
    ];
    for (const [method, path, body] of calls) {
      const response = await app.request(path, { method, body });
      expect(response.status, `${method} ${path}`).toBe(401);
      expect(response.headers.get('cache-control')).toBe('no-store');
    }
    expect(google.requests).toEqual([]);
  });
});

describe('without GOOGLE_PLACES_API_KEY', () => {
  let bare: TestApp;
  let bareToken: string;
  beforeAll(async () => {
    bare = await startTestApp(database, { GOOGLE_PLACES_BASE_URL: google.baseUrl });
    ({ token: bareToken } = await createAdminSession(bare.context));
  });
  afterAll(() => bare?.close());

  it('answers 503 "Google Places API key is not configured" and never calls Google', async () => {
    const headers = authHeader(bareToken);
    const calls: [string, string, unknown?][] = [
      ['GET', '/api/google-places/test'],
      ['POST', `/api/google-places/update/${hillCountry.id}`],
      ['POST', '/api/google-places/batch-update', { partnerIds: [hillCountry.id] }],
      ['POST', '/api/google-places/fix-placeholder-phones'],
    ];
    for (const [method, path, body] of calls) {
      const response = await bare.request(path, { method, body, headers });
      expect(response.status, `${method} ${path}`).toBe(503);
      expect(response.body).toMatchObject({
        code: 'NOT_CONFIGURED',
        message: 'Google Places API key is not configured',
      });
    }
    const status = await bare.request('/api/google-places/status', { headers });
    expect(status.body).toEqual({ configured: false });
    expect(google.requests).toEqual([]);
  });
});

describe('the photo proxy', () => {
  it('serves a photo of an updated partner without the key in the body, headers or any URL', async () => {
    const response = await fetch(`${app.baseUrl}/api/partners/${known.id}/photos/0?w=400`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/png');
    const bytes = Buffer.from(await response.arrayBuffer());
    expect(bytes.toString('latin1')).not.toContain(API_KEY);
    expect(JSON.stringify([...response.headers])).not.toContain(API_KEY);
    const media = google.apiRequests().find((request) => request.path.endsWith('/media'));
    expect(media!.query).toEqual({ maxWidthPx: '400' });
    expect(media!.headers['x-goog-api-key']).toBe(API_KEY);
  });
});

describe('editors and the change record', () => {
  it('lets an editor refresh a partner from Google, recorded under their name with what changed', async () => {
    const editor = await createAdminSession(app.context, { username: 'google-editor', role: 'editor' });
    const partner = hillCountry;
    await db()
      .update(partners)
      .set({ googleRating: null, googleReviewCount: null, googlePlaceId: null })
      .where(eq(partners.id, partner.id));
    const response = await app.request(`/api/google-places/update/${partner.id}`, {
      method: 'POST',
      headers: authHeader(editor.token),
    });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ success: true });

    const history = await app.request(`/api/admin/history/partner/${partner.id}`, {
      headers: authHeader(editor.token),
    });
    expect(history.body.items[0]).toMatchObject({
      action: 'google-update',
      actorName: 'google-editor',
      after: { googleRating: 4.8, googlePlaceId: 'ChIJhillCountry' },
    });
  });
});
