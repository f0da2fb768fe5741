import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '~/db/client.server';
import type { PartnerRow } from '~/db/schema.server';
import { PLACE_DETAILS_FIELD_MASK } from '~/modules/google-places/places-client.server';
import { type FakeGooglePlaces, type FakePlace, startFakeGooglePlaces } from '../fakes/google-places-server';
import { insertPartner } from '../factories/partner';
import { createTestDatabase } from '../setup/test-database';
import { startTestApp, type TestApp } from '../setup/test-app';

// The live Google fetch (Places API New) behind GET /api/partners/{id}/google-places-enhanced and the
// photo proxy, against a real local fake of Google's API configured through the production env vars.

const API_KEY = 'test-key-never-shown-to-browsers';
const LONG_REVIEW = `${'The staff were patient and kind with our whole family. '.repeat(5)}Thank you.`;

const place: FakePlace = {
  id: 'ChIJliveHillCountry',
  displayName: 'Hill Country Cremation',
  formattedAddress: '100 Congress Ave, Austin, TX 78701, USA',
  rating: 4.9,
  userRatingCount: 321,
  editorialSummary: 'Family-run funeral home with a quiet chapel.',
  reviews: [
    { author: 'Maria Lopez', rating: 5, text: LONG_REVIEW, relativeTime: '2 weeks ago' },
    { author: 'Dave <b>Smith</b>', rating: 4, text: 'Helpful & calm.', relativeTime: 'a month ago' },
    { author: 'Ann Lee', rating: 5, text: 'Thank you.', relativeTime: '3 months ago' },
    { author: 'Bo Chen', rating: 5, text: 'Recommended.', relativeTime: '4 months ago' },
    { author: 'Cy Diaz', rating: 3, text: 'Fine.', relativeTime: '5 months ago' },
    { author: 'Ed Fox', rating: 5, text: 'Sixth review, not shown.', relativeTime: '6 months ago' },
  ],
  photos: [
    {
      ref: 'front',
      widthPx: 1600,
      heightPx: 1000,
      author: 'Ann Lee',
      authorUri: 'https://maps.google.com/maps/contrib/1',
    },
    { ref: 'chapel', widthPx: 800, heightPx: 1000 },
    { ref: 'garden', widthPx: 1000, heightPx: 1000 },
  ],
};

let database: DatabaseHandle;
let google: FakeGooglePlaces;
let app: TestApp;
let live: PartnerRow;
let noPlaceId: PartnerRow;
let unknownPlace: PartnerRow;
let downPlace: PartnerRow;

beforeAll(async () => {
  google = await startFakeGooglePlaces({
    apiKey: API_KEY,
    places: [place, { id: 'ChIJdownPlace', rating: 4.2, userRatingCount: 9 }],
  });
  database = await createTestDatabase();
  live = await insertPartner(database.db, {
    name: 'Hill Country Cremation',
    googlePlaceId: place.id,
    googleRating: 4.5,
    googleReviewCount: 100,
    aliases: ['5150'],
  });
  noPlaceId = await insertPartner(database.db, { name: 'No Place Chapel', googleRating: 4.1, googleReviewCount: 7 });
  unknownPlace = await insertPartner(database.db, {
    name: 'Gone From Google',
    googlePlaceId: 'ChIJnoSuchPlace',
    googleRating: 3.9,
    googleReviewCount: 12,
  });
  downPlace = await insertPartner(database.db, {
    name: 'While Google Is Down',
    googlePlaceId: 'ChIJdownPlace',
    googleRating: 4.4,
    googleReviewCount: 44,
  });
  app = await startTestApp(database, { GOOGLE_PLACES_API_KEY: API_KEY, GOOGLE_PLACES_BASE_URL: google.baseUrl });
});

afterAll(async () => {
  await app?.close();
  await database?.close();
  await google?.close();
});

beforeEach(() => {
  google.recover();
  google.setLatency(0);
  google.setPhotoResponse('image');
});

const enhancedPath = (id: string) => `/api/partners/${encodeURIComponent(id)}/google-places-enhanced`;

describe('enhanced data from Google', () => {
  it('maps Place Details (New) to the spec shape: rating, count, summary, up to 5 reviews, photos through our proxy', async () => {
    const response = await app.request(enhancedPath(live.id));
    expect(response.status).toBe(200);
    const body = response.body;
    expect(body).toMatchObject({
      hasGoogleData: true,
      rating: 4.9,
      reviewCount: 321,
      editorialSummary: 'Family-run funeral home with a quiet chapel.',
    });
    expect(body.reviews).toHaveLength(5);
    expect(body.reviews[0]).toEqual({
      author_name: 'Maria Lopez',
      profile_photo_url: expect.stringMatching(/^https:\/\/lh3\.googleusercontent\.com\//),
      rating: 5,
      relative_time_description: '2 weeks ago',
      text: LONG_REVIEW,
    });
    expect(body.reviews.map((review: { author_name: string }) => review.author_name)).not.toContain('Ed Fox');
    expect(body.photos).toEqual([
      {
        photo_url: `/api/partners/${live.id}/photos/0`,
        photo_reference: 'front',
        width: 1600,
        height: 1000,
        html_attributions: ['<a href="https://maps.google.com/maps/contrib/1">Ann Lee</a>'],
      },
      expect.objectContaining({ photo_url: `/api/partners/${live.id}/photos/1`, photo_reference: 'chapel' }),
      expect.objectContaining({ photo_url: `/api/partners/${live.id}/photos/2`, photo_reference: 'garden' }),
    ]);
  });

  it('sends the key in the X-Goog-Api-Key header only, with a field mask of exactly what the page shows', async () => {
    google.clearRequests();
    // A partner not asked before (the first one may be cached): by alias, a fresh place.
    google.addPlace({ id: 'ChIJheaderCheck', rating: 4.0, userRatingCount: 2 });
    const partner = await insertPartner(database.db, { name: 'Header Check', googlePlaceId: 'ChIJheaderCheck' });
    await app.request(enhancedPath(partner.id));
    const [request] = google.apiRequests();
    expect(request?.method).toBe('GET');
    expect(request?.path).toBe('/v1/places/ChIJheaderCheck');
    expect(request?.headers['x-goog-api-key']).toBe(API_KEY);
    expect(request?.headers['x-goog-fieldmask']).toBe(PLACE_DETAILS_FIELD_MASK);
    expect(PLACE_DETAILS_FIELD_MASK.split(',').sort()).toEqual(
      ['editorialSummary', 'photos', 'rating', 'reviews', 'userRatingCount'].sort(),
    );
    expect(request?.query).toEqual({});
  });

  it('caches Google answers for 15 minutes: a second request does not call Google again', async () => {
    await app.request(enhancedPath(live.id));
    google.clearRequests();
    const again = await app.request(enhancedPath(live.slug));
    expect(again.body.rating).toBe(4.9);
    expect(google.apiRequests()).toEqual([]);
  });

  it('never puts the key in a response body or header', async () => {
    const responses = [
      await app.request(enhancedPath(live.id)),
      await app.request(enhancedPath('5150')),
      await app.request(`/api/partners/${live.id}/photos/0`),
      await app.request(`/api/partners/${live.id}/photos/7`),
      await app.request(`/api/partners/${live.id}`),
    ];
    for (const response of responses) {
      expect(response.text).not.toContain(API_KEY);
      expect(JSON.stringify([...response.headers])).not.toContain(API_KEY);
    }
  });

  it('answers from what is stored for a partner without a place id, without calling Google', async () => {
    google.clearRequests();
    const response = await app.request(enhancedPath(noPlaceId.id));
    expect(response.body).toEqual({
      hasGoogleData: true,
      rating: 4.1,
      reviewCount: 7,
      editorialSummary: null,
      reviews: [],
      photos: [],
    });
    expect(google.apiRequests()).toEqual([]);
  });
});

describe('when Google fails', () => {
  it('falls back to the stored answer (never a 500) when Google is down, after one retry', async () => {
    google.fail({ kind: 'status', status: 503 });
    google.clearRequests();
    const response = await app.request(enhancedPath(downPlace.id));
    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      hasGoogleData: true,
      rating: 4.4,
      reviewCount: 44,
      editorialSummary: null,
      reviews: [],
      photos: [],
    });
    // One bounded retry, no more.
    expect(google.apiRequests().map((request) => request.path)).toEqual([
      '/v1/places/ChIJdownPlace',
      '/v1/places/ChIJdownPlace',
    ]);
  });

  it('falls back to the stored answer when the connection drops', async () => {
    google.addPlace({ id: 'ChIJresetPlace', rating: 4.8, userRatingCount: 80 });
    const partner = await insertPartner(database.db, {
      name: 'Reset Chapel',
      googlePlaceId: 'ChIJresetPlace',
      googleRating: 4.3,
      googleReviewCount: 30,
    });
    google.fail({ kind: 'reset' });
    const response = await app.request(enhancedPath(partner.id));
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ hasGoogleData: true, rating: 4.3, reviewCount: 30, reviews: [] });
  });

  it('recovers on the retry when only the first attempt fails', async () => {
    google.addPlace({ id: 'ChIJflakyPlace', rating: 4.6, userRatingCount: 61 });
    const partner = await insertPartner(database.db, { name: 'Flaky Chapel', googlePlaceId: 'ChIJflakyPlace' });
    google.fail({ kind: 'status', status: 500 }, 1);
    const response = await app.request(enhancedPath(partner.id));
    expect(response.body).toMatchObject({ hasGoogleData: true, rating: 4.6, reviewCount: 61 });
  });

  it('falls back to the stored answer for a place Google does not know, without retrying a 404', async () => {
    google.clearRequests();
    const response = await app.request(enhancedPath(unknownPlace.id));
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ hasGoogleData: true, rating: 3.9, reviewCount: 12, reviews: [] });
    expect(google.apiRequests()).toHaveLength(1);
  });

  it('falls back when the key is refused', async () => {
    const wrongKeyApp = await startTestApp(database, {
      GOOGLE_PLACES_API_KEY: 'not-the-key',
      GOOGLE_PLACES_BASE_URL: google.baseUrl,
    });
    try {
      const response = await wrongKeyApp.request(enhancedPath(live.id));
      expect(response.status).toBe(200);
      expect(response.body).toMatchObject({ rating: 4.5, reviewCount: 100, reviews: [], photos: [] });
    } finally {
      await wrongKeyApp.close();
    }
  });
});

describe('GET /api/partners/{id}/photos/{photoIndex}', () => {
  it('serves the photo bytes from Google without exposing the key, sized by ?w', async () => {
    google.clearRequests();
    const response = await fetch(`${app.baseUrl}/api/partners/${live.id}/photos/0?w=400`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/png');
    expect(response.headers.get('cache-control')).toMatch(/max-age=900/);
    const bytes = Buffer.from(await response.arrayBuffer());
    expect(bytes.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
    const media = google.apiRequests().find((request) => request.path.endsWith('/media'));
    expect(media?.path).toBe(`/v1/places/${place.id}/photos/front/media`);
    expect(media?.query).toEqual({ maxWidthPx: '400' });
    expect(media?.headers['x-goog-api-key']).toBe(API_KEY);
  });

  it("follows Google's redirect to the image without sending the key there", async () => {
    google.setPhotoResponse('redirect');
    google.clearRequests();
    const response = await fetch(`${app.baseUrl}/api/partners/${live.slug}/photos/2`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/png');
    const image = google.requests.find((request) => request.path.startsWith('/images/'));
    expect(image?.path).toBe(`/images/${place.id}/garden.png`);
    expect(image?.headers['x-goog-api-key']).toBeUndefined();
  });

  it('answers 404 for a photo that does not exist and 400 for a bad index or width', async () => {
    expect((await app.request(`/api/partners/${live.id}/photos/3`)).status).toBe(404);
    expect((await app.request(`/api/partners/${noPlaceId.id}/photos/0`)).status).toBe(404);
    expect((await app.request(`/api/partners/no-such-partner/photos/0`)).status).toBe(404);
    const badIndex = await app.request(`/api/partners/${live.id}/photos/abc`);
    expect(badIndex.status).toBe(400);
    expect(badIndex.body.errors).toHaveProperty('photoIndex');
    const badWidth = await app.request(`/api/partners/${live.id}/photos/0?w=5000`);
    expect(badWidth.status).toBe(400);
    expect(badWidth.body.errors).toHaveProperty('w');
  });

  it('answers 503, not 500, when Google cannot serve the photo', async () => {
    google.fail({ kind: 'status', status: 503 });
    const response = await app.request(`/api/partners/${live.id}/photos/1`);
    expect(response.status).toBe(503);
    expect(response.text).not.toContain(API_KEY);
  });
});
