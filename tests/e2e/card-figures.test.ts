import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Page, Request } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { openDatabase } from '~/db/client.server';
import { migrateDatabase } from '~/db/migrate.server';
import { listingDailyCounts, type PartnerRow } from '~/db/schema.server';
import { insertPartner } from '../factories/partner';
import { useBrowserPage, waitForHydration } from '../setup/browser';
import { type AppServer, startAppServer } from './server';

// A listing's figures count the taps on Directions and Call on the cards of city, state, search and "Use my
// location" results, as on the partner page (decision 034): a family's browser sends a bodiless beacon
// without cookies; a headless browser (a crawler to isbot) taps the same and is not counted. The server runs
// on its own data folder, read back once it has stopped.

const FAMILY_BROWSER =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const AUSTIN = { latitude: 30.2672, longitude: -97.7431 };

describe('taps on partner cards', () => {
  let dataDir: string;
  let app: AppServer | undefined;
  let origin = '';
  let chapel: PartnerRow;
  let garden: PartnerRow;

  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'card-figures-e2e-'));
    const database = await openDatabase({ kind: 'pglite', dataDir });
    await migrateDatabase(database);
    chapel = await insertPartner(database.db, { name: 'Barton Creek Chapel', coordinates: AUSTIN });
    garden = await insertPartner(database.db, {
      name: 'Garden Cremation',
      phone: '(512) 555-0199',
      coordinates: { latitude: 30.3, longitude: -97.75 },
    });
    await database.close();
    app = await startAppServer({ dataDir, env: { SEED: 'none' } });
    origin = app.baseUrl;
  });

  afterAll(async () => {
    await app?.stop();
    if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
  });

  const browser = useBrowserPage({ baseUrl: inject('baseUrl') });

  /** A page that never leaves: the tel: link and the directions tab are stopped, the beacon still goes. */
  async function stayingPage(page: Page) {
    await page.addInitScript(() => {
      window.open = () => null;
      Object.defineProperty(navigator, 'share', { value: undefined });
      document.addEventListener('click', (event) => {
        const link = (event.target as Element).closest('a[href^="tel:"]');
        if (link) event.preventDefault();
      });
    });
    return page;
  }

  /** Taps `link` and waits for the beacon it sends, answered by the server. */
  async function tap(page: Page, link: ReturnType<Page['getByRole']>, partner: PartnerRow, kind: string) {
    const sent = page.waitForRequest(
      (request) => request.url() === `${origin}/api/listing-events/${partner.id}/${kind}`,
    );
    await link.click();
    const request: Request = await sent;
    expect(request.method()).toBe('POST');
    expect(request.postData()).toBeNull();
    expect((await request.allHeaders()).cookie).toBeUndefined();
    const response = await request.response();
    // sendBeacon's answer may not reach the page's network log; the request having gone is what counts here.
    if (response) {
      expect(response.status()).toBe(204);
      expect(response.headers()['set-cookie']).toBeUndefined();
    }
  }

  it('counts a family’s taps on city, search and nearby cards, and not a headless browser’s', async () => {
    const family = await browser.context.browser()!.newContext({
      userAgent: FAMILY_BROWSER,
      viewport: { width: 1280, height: 900 },
    });
    try {
      const page = await stayingPage(await family.newPage());

      // City page: the full card's Directions and Call.
      await page.goto(`${origin}/state/texas/city/austin`);
      await waitForHydration(page);
      await tap(page, page.getByRole('link', { name: /route to Barton Creek Chapel/ }), chapel, 'directions');
      await tap(page, page.getByRole('link', { name: /^Call Barton Creek Chapel, / }), chapel, 'call');

      // Search page: the compact card's Call.
      await page.goto(`${origin}/search?q=Austin`);
      await waitForHydration(page);
      await tap(page, page.getByRole('link', { name: /^Call Garden Cremation, / }), garden, 'call');

      // "Use my location": the nearby card's Call.
      await family.grantPermissions(['geolocation'], { origin });
      await family.setGeolocation(AUSTIN);
      await page.goto(`${origin}/`);
      await waitForHydration(page);
      await page.getByRole('button', { name: 'Use my location' }).click();
      const near = page.getByRole('region', { name: 'Partners near you' });
      await tap(page, near.getByRole('link', { name: /^Call Garden Cremation, / }), garden, 'call');
    } finally {
      await family.close();
    }

    // The default headless browser says so in its user agent: the same taps send beacons the server ignores.
    const crawler = await stayingPage(browser.page);
    await crawler.goto(`${origin}/state/texas/city/austin`);
    await waitForHydration(crawler);
    await tap(crawler, crawler.getByRole('link', { name: /^Call Garden Cremation, / }), garden, 'call');
    await tap(crawler, crawler.getByRole('link', { name: /route to Garden Cremation/ }), garden, 'directions');

    await app!.stop();
    app = undefined;
    const database = await openDatabase({ kind: 'pglite', dataDir });
    try {
      const rows = await database.db.select().from(listingDailyCounts);
      const counted = Object.fromEntries(
        rows.map((row) => [`${row.partnerId === chapel.id ? 'chapel' : 'garden'} ${row.kind}`, row.count]),
      );
      expect(counted).toEqual({ 'chapel directions': 1, 'chapel call': 1, 'garden call': 2 });
    } finally {
      await database.close();
    }
  });
});
