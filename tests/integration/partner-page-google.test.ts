import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '~/db/client.server';
import type { PartnerRow } from '~/db/schema.server';
import { PAGE_WAIT_FOR_GOOGLE_MS } from '~/modules/google-places/google-places-enhanced.service.server';
import { localizedPath } from '~/modules/i18n/localized-paths';
import { type FakeGooglePlaces, startFakeGooglePlaces } from '../fakes/google-places-server';
import { insertPartner } from '../factories/partner';
import { type AppWithPages, startAppWithPages } from '../setup/pages-app';
import { createTestDatabase } from '../setup/test-database';

// The partner page with Google configured (against the local fake of Places API New): the reviews and
// photos are in the server-rendered HTML, the key is not, and a slow or failing Google never holds the
// page up for long or breaks it.

const API_KEY = 'page-test-key-secret';
const LONG_REVIEW = `${'We were treated with great care from the first call. '.repeat(5)}Thank you all.`;

let app: AppWithPages;
let database: DatabaseHandle;
let google: FakeGooglePlaces;
let baseUrl: string;
let reviewed: PartnerRow;
let slow: PartnerRow;
let failing: PartnerRow;

beforeAll(async () => {
  google = await startFakeGooglePlaces({
    apiKey: API_KEY,
    places: [
      {
        id: 'ChIJpageReviews',
        rating: 4.9,
        userRatingCount: 57,
        editorialSummary: 'Quiet chapel with a garden.',
        reviews: [
          { author: 'Maria Lopez', rating: 5, text: LONG_REVIEW, relativeTime: '2 weeks ago' },
          { author: 'Dave Smith', rating: 4, text: 'Helpful and calm.', relativeTime: 'a month ago' },
          { author: 'Ann Lee', rating: 5, text: 'Thank you.', relativeTime: '3 months ago' },
          { author: 'Bo Chen', rating: 5, text: 'The fourth review.', relativeTime: '4 months ago' },
        ],
        photos: Array.from({ length: 10 }, (_, index) => ({
          ref: `photo${index}`,
          widthPx: index < 3 ? 1600 : 900,
          heightPx: 1000,
          author: `Photographer ${index}`,
        })),
      },
      { id: 'ChIJpageSlow', rating: 4.1, userRatingCount: 3, reviews: [{ author: 'Late', rating: 4, text: 'Slow.' }] },
    ],
  });
  database = await createTestDatabase();
  reviewed = await insertPartner(database.db, {
    name: 'Reviewed Chapel',
    googlePlaceId: 'ChIJpageReviews',
    googleRating: 4.2,
    googleReviewCount: 40,
  });
  slow = await insertPartner(database.db, {
    name: 'Slow Google Chapel',
    googlePlaceId: 'ChIJpageSlow',
    googleRating: 3.8,
    googleReviewCount: 11,
  });
  failing = await insertPartner(database.db, {
    name: 'Failing Google Chapel',
    googlePlaceId: 'ChIJpageFailing',
    googleRating: 4.6,
    googleReviewCount: 25,
  });

  app = await startAppWithPages(database, {
    env: { GOOGLE_PLACES_API_KEY: API_KEY, GOOGLE_PLACES_BASE_URL: google.baseUrl },
  });
  baseUrl = app.baseUrl;
});

afterAll(async () => {
  await app?.close();
  await database?.close();
  await google?.close();
});

const pathOf = (row: PartnerRow) => `/state/${row.stateSlug}/city/${row.citySlug}/${row.id}`;

function visibleText(html: string): string {
  const body = html.replace(/^[\s\S]*?<body[^>]*>/, '').replace(/<script[\s\S]*?<\/script>/g, ' ');
  return body
    .replace(/<!--[\s\S]*?-->/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/&nbsp;|\u00a0/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

describe('partner page with live Google data', () => {
  it('renders the Google rating, 3 of the reviews with a 200-character preview, and grouped photos from our proxy', async () => {
    const response = await fetch(baseUrl + pathOf(reviewed));
    expect(response.status).toBe(200);
    const html = await response.text();
    const text = visibleText(html);

    // Live figures, not the stored 4.2 / 40.
    expect(text).toContain('Google Rating 4.9');
    expect(text).toContain('Based on 57 reviews on Google');
    expect(text).toContain('“Quiet chapel with a garden.”');

    expect(text).toContain('Google Reviews');
    expect(text).toContain('View All (4)');
    for (const author of ['Maria Lopez', 'Dave Smith', 'Ann Lee']) expect(text).toContain(author);
    expect(text).not.toContain('The fourth review.');
    expect(text).toContain(`${LONG_REVIEW.slice(0, 200).trimEnd()}…`);
    expect(text).not.toContain('Thank you all.');
    expect(text).toContain('Read More');

    // 10 photos: 4 per group and a View All button; every image comes from this site.
    expect(text).toContain('Photos');
    expect(text).toContain('View All (10)');
    expect(text).toMatch(/Exterior .*Interior .*More Photos/);
    const thumbnails = [...html.matchAll(/<img[^>]+src="([^"]+)"/g)].map((match) => match[1]);
    expect(thumbnails.length).toBeGreaterThan(0);
    for (const src of thumbnails) expect(src).toMatch(/^\/api\/partners\/[0-9a-f-]{36}\/photos\/\d\?w=400$/);
    // Exterior: the 2 wide ones; interior: 4 of the 6 from the third up to the last two; other: the last 2.
    expect(html.match(/aria-label="Open photo \d+ of 10 of Reviewed Chapel"/g)?.length).toBe(2 + 4 + 2);
    expect(html).toContain('aria-label="Rated 4.9 out of 5"');
  });

  it('speaks French on the French page: headings, buttons, photo groups and the names screen readers hear', async () => {
    const response = await fetch(baseUrl + localizedPath(pathOf(reviewed), 'fr'));
    expect(response.status).toBe(200);
    const html = await response.text();
    const text = visibleText(html);

    expect(text).toContain('Note Google 4,9');
    expect(text).toContain('Avis Google');
    expect(text).toContain('Voir tout (4)');
    expect(text).toContain('Lire la suite');
    expect(text).toContain('Voir tout (10)');
    expect(text).toMatch(/Extérieur .*Intérieur .*Autres photos/);
    expect(html.match(/aria-label="Ouvrir la photo \d+ sur 10 de Reviewed Chapel"/g)?.length).toBe(2 + 4 + 2);
    expect(html).toContain('aria-label="Note de 4,9 sur 5"');
    expect(html.match(/aria-label="Note de [45] sur 5"/g)?.length).toBe(3);
    for (const english of ['Google Reviews', 'View All', 'Read More', 'Exterior', 'Interior', 'More Photos']) {
      expect(text).not.toContain(english);
    }
    expect(html).not.toMatch(/Open photo|Rated \d/);
  });

  it('never puts the key in the page', async () => {
    const html = await (await fetch(baseUrl + pathOf(reviewed))).text();
    expect(html).not.toContain(API_KEY);
    const request = google.apiRequests().find((entry) => entry.path === '/v1/places/ChIJpageReviews');
    expect(request?.headers['x-goog-api-key']).toBe(API_KEY);
  });

  it('does not wait long for a slow Google: the page shows the stored rating, and the next visitor the live one', async () => {
    // Google answers 3 s after the page stopped waiting: a page that waited for it would take 4.5 s or more.
    google.setLatency(PAGE_WAIT_FOR_GOOGLE_MS + 3_000);
    try {
      const started = Date.now();
      const response = await fetch(baseUrl + pathOf(slow));
      const text = visibleText(await response.text());
      expect(response.status).toBe(200);
      expect(Date.now() - started).toBeLessThan(PAGE_WAIT_FOR_GOOGLE_MS + 2_500);
      expect(text).toContain('Google Rating 3.8');
      expect(text).not.toContain('Google Reviews');
    } finally {
      google.setLatency(0);
    }
    // The call went on in the background and filled the cache.
    await expect
      .poll(async () => visibleText(await (await fetch(baseUrl + pathOf(slow))).text()), { timeout: 10_000 })
      .toContain('Google Rating 4.1');
  });

  it('shows the stored rating and omits reviews and photos when Google fails', async () => {
    google.fail({ kind: 'status', status: 500 });
    try {
      const response = await fetch(baseUrl + pathOf(failing));
      expect(response.status).toBe(200);
      const text = visibleText(await response.text());
      expect(text).toContain('Failing Google Chapel');
      expect(text).toContain('Google Rating 4.6');
      expect(text).not.toContain('Google Reviews');
      expect(text).not.toContain('View All');
    } finally {
      google.recover();
    }
  });
});
