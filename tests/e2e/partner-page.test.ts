import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { openDatabase } from '~/db/client.server';
import { migrateDatabase } from '~/db/migrate.server';
import type { PartnerRow } from '~/db/schema.server';
import { type FakeGooglePlaces, startFakeGooglePlaces } from '../fakes/google-places-server';
import { insertPartner } from '../factories/partner';
import { checkBothWidths, expectNoAxeViolations } from '../setup/axe';
import { DESKTOP, PHONE, screenshot, useBrowserPage } from '../setup/browser';
import { type AppServer, startAppServer } from './server';

const baseUrl = inject('baseUrl');

describe('partner detail page', () => {
  const browser = useBrowserPage({ baseUrl });

  it('opens from a city page and shows the partner with every section', async () => {
    const { page } = browser;
    await page.goto('/state/texas');
    const cityList = page.locator('section', { has: page.getByRole('heading', { name: 'Partners by City' }) });
    const cityHref = (await cityList.locator('a[href^="/state/texas/city/"]').first().getAttribute('href')) ?? '';
    expect(cityHref).toMatch(/^\/state\/texas\/city\/[a-z0-9-]+$/);
    await page.goto(cityHref);
    await page.getByRole('heading', { level: 1, name: /^Cremation Services in / }).waitFor();

    const partnerLink = page.locator(`main h2 a[href^="${cityHref}/"], main h3 a[href^="${cityHref}/"]`).first();
    const name = (await partnerLink.innerText()).trim();
    const partnerHref = (await partnerLink.getAttribute('href')) ?? '';
    await Promise.all([page.waitForURL((url) => url.pathname === partnerHref), partnerLink.click()]);

    await page.getByRole('heading', { level: 1, name }).waitFor();
    await expect.poll(() => page.title()).toMatch(/ - .+, Texas \| Cremation Services$/);
    for (const section of [
      'Location',
      'Get in Touch',
      'Contact Information',
      'At a Glance',
      'Frequently Asked Questions',
    ]) {
      await page.getByRole('heading', { name: section, exact: true }).waitFor();
    }
    const breadcrumb = page.getByRole('navigation', { name: 'Breadcrumb' });
    expect(await breadcrumb.getByRole('link', { name: 'Texas Cremation Services' }).count()).toBe(1);
    // Directions: a route to the partner (not a map search), in a new tab.
    const directions = page.getByRole('link', { name: 'Send Directions to My Phone' });
    expect(await directions.count()).toBe(1);
    expect(await directions.getAttribute('href')).toMatch(
      /^https:\/\/www\.google\.com\/maps\/dir\/\?api=1&destination=/,
    );
    expect(await directions.getAttribute('target')).toBe('_blank');
    expect(await directions.getAttribute('rel')).toBe('noopener');
    // 'Call' beside 'Ask for Information': a tel: link naming the partner, a 44 px target.
    const call = page.getByRole('link', { name: new RegExp(`^Call ${escapeRegExp(name)}, `) });
    expect(await call.count()).toBe(1);
    expect(await call.getAttribute('href')).toMatch(/^tel:\+?\d{10,}/);
    expect((await call.boundingBox())?.height).toBeGreaterThanOrEqual(44);
    // A link to the inquiry page until the page has hydrated, then the button that opens the dialog.
    const ask = page.getByRole('button', { name: `Ask for Information about ${name}` });
    await ask.waitFor();
    expect(await ask.count()).toBe(1);
    // The dialog names the partner first (the button exists once hydrated, so one click opens it).
    const dialog = page.getByRole('dialog');
    await ask.click();
    await dialog.waitFor();
    expect((await dialog.getByRole('heading').first().innerText()).startsWith(`${name}: Ask for Information`)).toBe(
      true,
    );
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });

    // The map is a drawing on the page, one link to the maps service: nothing loaded from a map provider.
    const mapLink = page.getByRole('link', {
      name: new RegExp(`^Map of [^:]+: ${escapeRegExp(name)}, .*Open in Maps`),
    });
    expect(await mapLink.getAttribute('href')).toMatch(/^https:\/\/www\.google\.com\/maps\/search\/\?api=1&query=/);
    expect(await mapLink.getAttribute('target')).toBe('_blank');
    const origins = await page.evaluate(() =>
      performance.getEntriesByType('resource').map((entry) => new URL(entry.name).origin),
    );
    expect(origins.filter((origin) => origin !== new URL(baseUrl).origin)).toEqual([]);

    await checkBothWidths(page, 'partner');
  });

  it("answers an unknown id with 'Partner Not Found' and HTTP 404", async () => {
    const { page } = browser;
    const response = await page.goto('/partner/00000000-0000-4000-8000-000000000000');
    expect(response?.status()).toBe(404);
    await page.getByRole('heading', { level: 1, name: 'Partner Not Found' }).waitFor();
    await page.getByText("The partner you're looking for doesn't exist or may have been removed.").waitFor();
    await checkBothWidths(page, 'partner-not-found');
  });
});

describe('partner detail page with Google reviews and photos', () => {
  const API_KEY = 'e2e-google-key';
  const LONG_REVIEW = `${'Everyone at the chapel was patient with our family and explained every step. '.repeat(4)}We are grateful.`;
  let google: FakeGooglePlaces;
  let app: AppServer;
  let dataDir: string;
  let partner: PartnerRow;
  const state: { baseUrl: string } = { baseUrl: '' };

  beforeAll(async () => {
    google = await startFakeGooglePlaces({
      apiKey: API_KEY,
      places: [
        {
          id: 'ChIJe2eReviewedChapel',
          rating: 4.8,
          userRatingCount: 126,
          editorialSummary: 'Family-run chapel with a quiet garden.',
          reviews: [
            { author: 'Maria Lopez', rating: 5, text: LONG_REVIEW, relativeTime: '2 weeks ago' },
            { author: 'Dave Smith', rating: 4, text: 'Helpful and calm on a hard day.', relativeTime: 'a month ago' },
            { author: 'Ann Lee', rating: 5, text: 'Thank you for your kindness.', relativeTime: '3 months ago' },
            { author: 'Bo Chen', rating: 5, text: 'They answered every question.', relativeTime: '5 months ago' },
          ],
          photos: Array.from({ length: 10 }, (_, index) => ({
            ref: `photo${index}`,
            widthPx: index < 2 ? 1600 : 900,
            heightPx: 1000,
            author: `Photographer ${index + 1}`,
            authorUri: `https://maps.google.com/maps/contrib/${index + 1}`,
          })),
        },
      ],
    });
    // A data folder prepared beforehand: the demo data has no Google place ids.
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'partner-google-e2e-'));
    const database = await openDatabase({ kind: 'pglite', dataDir });
    await migrateDatabase(database);
    partner = await insertPartner(database.db, {
      name: 'Garden Chapel Cremation',
      googlePlaceId: 'ChIJe2eReviewedChapel',
      googleRating: 4.5,
      googleReviewCount: 100,
      longDescription: 'A quiet chapel in the centre of Austin.\n\nFamilies have trusted us for three generations.',
    });
    await database.close();
    app = await startAppServer({
      dataDir,
      env: { SEED: 'none', GOOGLE_PLACES_API_KEY: API_KEY, GOOGLE_PLACES_BASE_URL: google.baseUrl },
    });
    state.baseUrl = app.baseUrl;
  });

  afterAll(async () => {
    await app?.stop();
    await google?.close();
    if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
  });

  // This block's server starts in beforeAll: its pages are opened by absolute URL.
  const browser = useBrowserPage({ baseUrl });

  it("expands a long review with 'Read More', lists all reviews with 'View All' and opens a photo with its attribution", async () => {
    const { page } = browser;
    const response = await page.goto(`${state.baseUrl}/state/texas/city/austin/${partner.id}`);
    expect(response?.status()).toBe(200);
    await page.getByRole('heading', { level: 1, name: 'Garden Chapel Cremation' }).waitFor();
    await page.getByRole('heading', { name: 'Google Reviews' }).waitFor();

    // Read More / Show Less on the long review.
    const preview = `${LONG_REVIEW.slice(0, 200).trimEnd()}…`;
    await page.getByText(preview).waitFor();
    expect(await page.getByText('We are grateful.').count()).toBe(0);
    const readMore = page.getByRole('button', { name: 'Read More' });
    expect(await readMore.getAttribute('aria-expanded')).toBe('false');
    await readMore.click();
    await page.getByText(LONG_REVIEW).waitFor();
    const showLess = page.getByRole('button', { name: 'Show Less' });
    expect(await showLess.getAttribute('aria-expanded')).toBe('true');

    // 3 reviews until View All.
    expect(await page.getByText('They answered every question.').count()).toBe(0);
    await page.getByRole('button', { name: 'View All (4)' }).click();
    await page.getByText('They answered every question.').waitFor();

    // Photos come from this site only (our proxy), never straight from Google.
    await page.getByRole('heading', { name: 'Photos', exact: true }).waitFor();
    await page.locator('img[src*="/photos/0"]').evaluate((img: HTMLImageElement) => img.decode());
    const origins = await page.evaluate(() =>
      performance.getEntriesByType('resource').map((entry) => new URL(entry.name).origin),
    );
    expect(new Set(origins)).toEqual(new Set([new URL(state.baseUrl).origin]));
    expect(await page.content()).not.toContain(API_KEY);

    await checkBothWidths(page, 'partner-google');

    await page.getByRole('button', { name: 'Open photo 1 of 10 of Garden Chapel Cremation' }).click();
    const dialog = page.getByRole('dialog', { name: 'Garden Chapel Cremation: photo 1 of 10' });
    await dialog.waitFor();
    const attribution = dialog.getByRole('link', { name: /Photographer 1/ });
    expect(await attribution.getAttribute('href')).toBe('https://maps.google.com/maps/contrib/1');
    await dialog.getByRole('button', { name: 'Next' }).click();
    await page.getByRole('dialog', { name: 'Garden Chapel Cremation: photo 2 of 10' }).waitFor();
    // The modal is fixed to the viewport: capture what the screen shows rather than the full page.
    for (const [viewport, name] of [
      [PHONE, 'partner-photo-dialog-390'],
      [DESKTOP, 'partner-photo-dialog-1280'],
    ] as const) {
      await page.setViewportSize(viewport);
      await screenshot(page, name, { fullPage: false });
      await expectNoAxeViolations(page);
    }
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
  });

  it('speaks French on the French page: the reviews, the photos and the photo modal', async () => {
    const { page } = browser;
    const response = await page.goto(`${state.baseUrl}/fr/etat/texas/ville/austin/${partner.id}`);
    expect(response?.status()).toBe(200);
    await page.getByRole('heading', { name: 'Avis Google' }).waitFor();
    await page.getByRole('button', { name: 'Lire la suite' }).click();
    await page.getByRole('button', { name: 'Réduire' }).waitFor();
    await page.getByRole('button', { name: 'Voir tout (4)' }).click();
    await page.getByText('They answered every question.').waitFor();
    for (const group of ['Extérieur', 'Intérieur', 'Autres photos']) {
      await page.getByRole('heading', { name: group, exact: true }).waitFor();
    }
    await checkBothWidths(page, 'partner-google-fr');

    await page.getByRole('button', { name: 'Ouvrir la photo 1 sur 10 de Garden Chapel Cremation' }).click();
    const dialog = page.getByRole('dialog', { name: 'Garden Chapel Cremation\u00a0: photo 1 sur 10' });
    await dialog.waitFor();
    expect(await dialog.getByRole('img', { name: 'Photo 1 de Garden Chapel Cremation' }).count()).toBe(1);
    expect(await dialog.getByText(/^Photo\u00a0: Photographer 1/).count()).toBe(1);
    await dialog.getByRole('button', { name: 'Suivante' }).click();
    await page.getByRole('dialog', { name: 'Garden Chapel Cremation\u00a0: photo 2 sur 10' }).waitFor();
    expect(await page.content()).not.toMatch(/View All|Show Fewer|Read More|Open photo|Rated \d|Photo by|>Next</);
    await page.setViewportSize(PHONE);
    await screenshot(page, 'partner-photo-dialog-fr-390', { fullPage: false });
    await page.keyboard.press('Escape');
  });
});

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
