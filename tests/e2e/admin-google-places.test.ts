import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { generateDemoPartners } from '~/db/seed/demo-partners';
import { type FakeGooglePlaces, startFakeGooglePlaces } from '../fakes/google-places-server';
import { demoGooglePlaces } from '../fakes/google-places-demo';
import { checkBothWidths } from '../setup/axe';
import { DESKTOP, PHONE, screenshot, useBrowserPage } from '../setup/browser';
import { signInInBrowser } from './admin';
import { type AppServer, startAppServer } from './server';

// The two admin Google screens on their own server (demo data) pointed at the fake Places API loaded
// with the demo listings (npm run fake:google serves the same): a bulk run, the results, the test call,
// and a partner page showing the reviews and photos of a listing the bulk run found.

const API_KEY = 'e2e-admin-google-key';

async function expectToast(page: Page, text: string) {
  await page.getByText(text, { exact: true }).first().waitFor();
}

describe('admin Google Places screens', () => {
  let google: FakeGooglePlaces;
  let app: AppServer;
  const state = { baseUrl: '' };

  beforeAll(async () => {
    google = await startFakeGooglePlaces({ apiKey: API_KEY, places: demoGooglePlaces().places });
    app = await startAppServer({ env: { GOOGLE_PLACES_API_KEY: API_KEY, GOOGLE_PLACES_BASE_URL: google.baseUrl } });
    state.baseUrl = app.baseUrl;
  });

  afterAll(async () => {
    await app?.stop();
    await google?.close();
  });

  // The server starts in beforeAll: pages are opened by absolute URL.
  const browser = useBrowserPage({ baseUrl: inject('baseUrl') });

  it('selects the first 50, runs a bulk update and shows ratings in the results; the partner page then shows Google reviews and photos', async () => {
    const { page } = browser;
    await signInInBrowser(page, state.baseUrl);
    await page.goto(`${state.baseUrl}/admin/bulk-google-places`);
    await page.getByRole('heading', { name: 'Bulk Google Places Update', level: 1 }).waitFor();
    const partnersTab = page.getByRole('tab', { name: /^Partners \(\d+\)$/ });
    // The list has loaded once its buttons show (the tab reads (0) until then).
    await page.getByRole('button', { name: 'Select First 50' }).waitFor();
    const missingBefore = Number(/\((\d+)\)/.exec(await partnersTab.innerText())?.[1]);
    expect(missingBefore).toBeGreaterThan(100);
    expect(await page.getByRole('checkbox').count()).toBe(100); // spec §9: at most 100 listed
    await page.getByText('Higher batch sizes may hit API rate limits').waitFor();
    expect(await page.getByLabel('Batch Size').inputValue()).toBe('10');
    expect(await page.getByRole('button', { name: 'Update 0 Partners' }).isDisabled()).toBe(true);
    await page.getByRole('tab', { name: 'Update Results (0)' }).click();
    await page.getByText('No Results Yet').waitFor();
    await page.getByText('Run a bulk update to see results here.').waitFor();
    await partnersTab.click();

    await page.getByRole('button', { name: 'Select First 50' }).click();
    await page.getByText('50 selected').waitFor();
    await page.getByLabel('Batch Size').selectOption('20');
    await checkBothWidths(page, 'admin-bulk-google-places');

    // Google a little slow (0.6 s a call): long enough to see the run under way. The bar follows the
    // server's answers: it reads "n of 50 partners done", with n/50 as the percentage, and n only grows.
    google.setLatency(600);
    await page.getByRole('button', { name: 'Update 50 Partners' }).click();
    await page.getByRole('button', { name: 'Updating...' }).waitFor();
    const progress = page.getByRole('progressbar', { name: 'Updating Google Places Data...' });
    await progress.waitFor();
    const readProgress = async () => {
      const [text, now] = await Promise.all([
        progress.getAttribute('aria-valuetext', { timeout: 1_000 }).catch(() => null),
        progress.getAttribute('aria-valuenow', { timeout: 1_000 }).catch(() => null),
      ]);
      const done = Number(/^(\d+) of 50 partners done$/.exec(text ?? '')?.[1] ?? NaN);
      return { done, percent: Number(now) };
    };
    const seen: number[] = [];
    await expect
      .poll(
        async () => {
          const { done, percent } = await readProgress();
          if (Number.isFinite(done)) {
            expect(percent).toBe(Math.round((done / 50) * 100));
            if (seen.at(-1) !== done) seen.push(done);
          }
          return seen.filter((value) => value > 0 && value < 50).length;
        },
        { timeout: 20_000, interval: 100 },
      )
      .toBeGreaterThanOrEqual(2);
    expect(seen).toEqual([...seen].sort((a, b) => a - b));
    await page.setViewportSize(PHONE);
    await screenshot(page, 'admin-bulk-google-places-running-390');
    await page.setViewportSize(DESKTOP);

    await expectToast(page, 'Bulk Update Complete');
    google.setLatency(0);
    const resultsTab = page.getByRole('tab', { name: 'Update Results (50)' });
    await resultsTab.waitFor();
    await page.getByRole('tab', { name: 'Update Results (50)', selected: true }).waitFor();
    const toastText = await page
      .getByText(/^Updated \d+ of 50 partners$/)
      .first()
      .innerText();
    const successful = Number(/Updated (\d+) of/.exec(toastText)?.[1]);
    // The demo listings leave some partners unmatched (and one failing): both kinds show, the rest updated.
    expect(successful).toBeGreaterThan(25);
    expect(successful).toBeLessThan(50);
    await page
      .getByText(/^\d\.\d\/5 \(\d+ reviews?\)$/)
      .first()
      .waitFor();
    await page.getByText('No matching Google Places listing found').first().waitFor();
    await checkBothWidths(page, 'admin-bulk-google-places-results');

    // The partners tab no longer lists the updated partners, nor the unmatched ones: they wait under
    // "Not Matched", where the admin searches Google for each by name.
    const unmatched = await page.getByText('No matching Google Places listing found').count();
    expect(unmatched).toBeGreaterThan(0);
    await page.getByRole('tab', { name: `Partners (${missingBefore - successful - unmatched})` }).click();
    await page.getByText('50 of 50 partners done').waitFor();
    await page.getByText('Update complete', { exact: true }).waitFor();
    const notMatchedTab = page.getByRole('tab', { name: `Not Matched (${unmatched})` });
    await notMatchedTab.click();
    const firstUnmatched = page
      .getByRole('list', { name: 'Partners not matched on Google' })
      .getByRole('listitem')
      .first();
    const unmatchedName = await firstUnmatched.getByRole('heading', { level: 2 }).innerText();
    await firstUnmatched.getByRole('button', { name: 'Search' }).click();
    await firstUnmatched
      .getByText('Google found no places for this search.')
      .or(page.getByRole('list', { name: `Google places for ${unmatchedName}` }))
      .waitFor();
    await checkBothWidths(page, 'admin-bulk-google-places-not-matched');
    await firstUnmatched.getByRole('button', { name: 'Not on Google' }).click();
    await page.getByRole('tab', { name: `Not Matched (${unmatched - 1})` }).waitFor();
    await page.getByRole('tab', { name: `Partners (${missingBefore - successful - unmatched})` }).waitFor();

    await resultsTab.click();
    // A partner the run found now has live reviews and photos on its page (through the app's proxy).
    const updatedName = (await page.locator('li', { hasText: 'Updated: ' }).first().locator('p').first().innerText())
      .replace(/^Updated:\s*/, '')
      .trim();
    const candidates = generateDemoPartners().partners.filter((partner) => partner.name === updatedName);
    let partnerId: string | undefined;
    for (const candidate of candidates) {
      const enhanced = await fetch(`${state.baseUrl}/api/partners/${candidate.id}/google-places-enhanced`);
      const body = (await enhanced.json()) as { reviews?: unknown[] };
      if ((body.reviews?.length ?? 0) > 0) partnerId = candidate.id;
    }
    expect(partnerId, `a demo partner named ${updatedName} with Google reviews`).toBeDefined();
    await page.goto(`${state.baseUrl}/partner/${partnerId}`);
    await page.getByRole('heading', { level: 1, name: updatedName }).waitFor();
    await page.getByRole('heading', { name: 'Google Reviews' }).waitFor();
    await page.getByRole('heading', { name: 'Photos', exact: true }).waitFor();
    // Photos load lazily: bring the first into view, then wait for its bytes (served by our proxy).
    const photo = page.locator('img[src*="/photos/0"]').first();
    await photo.scrollIntoViewIfNeeded();
    await photo.evaluate((img: HTMLImageElement) => img.decode());
    expect(await page.content()).not.toContain(API_KEY);
  }, 120_000);

  it('tests the API from the management screen, lists, searches and selects', async () => {
    const { page } = browser;
    await signInInBrowser(page, state.baseUrl);
    await page.goto(`${state.baseUrl}/admin/google-places`);
    await page.getByRole('heading', { name: 'Google Places Management', level: 1 }).waitFor();
    await page.getByText('Manage Google Places ratings and reviews for funeral home partners').waitFor();
    await page.getByText('API Key Configured').waitFor();
    await page.getByRole('heading', { name: /^Partners Missing Google Places Data \(\d+\)$/ }).waitFor();
    await page.getByRole('heading', { name: /^Partners With Google Places Data \(\d+\)$/ }).waitFor();
    for (const label of ['Total Partners', 'With Google Data', 'Missing Google Data', 'Selected for Update']) {
      await page.getByText(label, { exact: true }).waitFor();
    }

    await page.getByRole('button', { name: 'Test API' }).click();
    await expectToast(page, 'API Test Successful');
    await expectToast(page, 'Google Places API is working. Test result: Success');
    await page.getByText(/^Last test at .*: Success/).waitFor();

    await page.getByPlaceholder('Search partners by name, city, or state...').fill('phoenix');
    const missingHeading = page.getByRole('heading', { name: /^Partners Missing Google Places Data \(\d+\)$/ });
    const missingInPhoenix = Number(/\((\d+)\)/.exec(await missingHeading.innerText())?.[1]);
    expect(missingInPhoenix).toBeGreaterThan(0);
    await page.getByRole('button', { name: 'Select All Missing' }).click();
    await page.getByLabel('Batch Limit').waitFor();
    expect(await page.getByLabel('Batch Limit').inputValue()).toBe('10');
    await page.getByRole('button', { name: `Update Selected (${Math.min(missingInPhoenix, 10)})` }).waitFor();
    await page.getByLabel('Batch Limit').fill('1');
    await page.getByRole('button', { name: 'Update Selected (1)' }).waitFor();
    await checkBothWidths(page, 'admin-google-places');

    await page.getByRole('button', { name: 'Update Selected (1)' }).click();
    await expectToast(page, 'Batch Update Complete');
    await page
      .getByText(/^Processed 1 partners\. [01] successful, [01] failed\.$/)
      .first()
      .waitFor();
    // Spec §4: the selection is cleared after a successful batch.
    await page.getByRole('button', { name: 'Select All Missing' }).waitFor();
    expect(await page.getByLabel('Batch Limit').count()).toBe(0);

    await page.getByRole('button', { name: 'Clear Selection' }).waitFor();
    await page.getByPlaceholder('Search partners by name, city, or state...').fill('');
  });
});
