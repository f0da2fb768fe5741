import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '~/db/client.server';
import type { PartnerRow } from '~/db/schema.server';
import { insertPartner } from '../factories/partner';
import { createTestDatabase } from '../setup/test-database';
import { startTestApp, type TestApp } from '../setup/test-app';

// GET /api/partners/{id}/google-places-enhanced (spec §7) answered from what the directory stores, when
// no Google key is configured.

let database: DatabaseHandle;
let app: TestApp;
let rated: PartnerRow;
let unrated: PartnerRow;
let zeroRated: PartnerRow;
let inactive: PartnerRow;

beforeAll(async () => {
  database = await createTestDatabase();
  rated = await insertPartner(database.db, {
    name: 'Hill Country Cremation',
    googleRating: 4.7,
    googleReviewCount: 88,
    googlePlaceId: 'ChIJstoredOnly',
    aliases: ['4242'],
  });
  unrated = await insertPartner(database.db, { name: 'New Chapel', googleRating: null, googleReviewCount: null });
  zeroRated = await insertPartner(database.db, { name: 'Zero Chapel', googleRating: 0, googleReviewCount: 0 });
  inactive = await insertPartner(database.db, { name: 'Closed Chapel', isActive: false, googleRating: 4.1 });
  app = await startTestApp(database);
});

afterAll(async () => {
  await app?.close();
  await database?.close();
});

const enhancedPath = (id: string) => `/api/partners/${encodeURIComponent(id)}/google-places-enhanced`;

describe('GET /api/partners/{id}/google-places-enhanced without Google configured', () => {
  it('answers the spec shape from the stored rating and count', async () => {
    const response = await app.request(enhancedPath(rated.id));
    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      hasGoogleData: true,
      rating: 4.7,
      reviewCount: 88,
      editorialSummary: null,
      reviews: [],
      photos: [],
    });
  });

  it('says there is no Google data when the rating is missing or 0', async () => {
    for (const partner of [unrated, zeroRated]) {
      const response = await app.request(enhancedPath(partner.id));
      expect(response.status).toBe(200);
      expect(response.body).toEqual({
        hasGoogleData: false,
        rating: null,
        reviewCount: null,
        editorialSummary: null,
        reviews: [],
        photos: [],
      });
    }
  });

  it('accepts the slug and a legacy alias as well as the uuid', async () => {
    for (const id of [rated.slug, '4242', rated.id.toUpperCase()]) {
      const response = await app.request(enhancedPath(id));
      expect(response.status, id).toBe(200);
      expect(response.body.rating).toBe(4.7);
    }
  });

  it('is cached for 15 minutes (spec §7)', async () => {
    const response = await app.request(enhancedPath(rated.id));
    expect(response.headers.get('cache-control')).toBe(
      'public, max-age=900, s-maxage=900, stale-while-revalidate=1800',
    );
  });

  it('answers 404 for an unknown or inactive partner', async () => {
    for (const id of ['00000000-0000-4000-8000-000000000000', 'no-such-partner', inactive.id, 'x'.repeat(400)]) {
      const response = await app.request(enhancedPath(id));
      expect(response.status, id.slice(0, 40)).toBe(404);
      expect(response.body).toMatchObject({ code: 'NOT_FOUND', message: 'Partner not found' });
    }
  });

  it('leaves the other partner routes where they were', async () => {
    expect((await app.request(`/api/partners/${rated.id}`)).body.name).toBe('Hill Country Cremation');
    expect((await app.request('/api/partners/state/texas')).status).toBe(200);
    expect((await app.request('/api/partners/priority')).status).toBe(200);
    expect((await app.request(`/api/partners/${rated.id}/no-such-thing`)).status).toBe(404);
  });
});
