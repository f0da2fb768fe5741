import { beforeAll, describe, expect, inject, it } from 'vitest';
import { buildPartner } from '../factories/partner';
import { checkBothWidths } from '../setup/axe';
import { DESKTOP, useBrowserPage, waitForHydration } from '../setup/browser';
import { E2E_ADMIN_PASSWORD, E2E_ADMIN_USERNAME, ensureFirstAdmin, signInInBrowser } from './admin';

/*
 * Honest listings in a real browser on the production build: a partner whose stars were only the admin
 * form's default shows none, the page says when its information was checked, a family reports a correction
 * with JavaScript and with JavaScript off, and the office dismisses it from the queue.
 */

const baseUrl = inject('baseUrl');
let partner: { id: string; name: string };

beforeAll(async () => {
  await ensureFirstAdmin(baseUrl);
  const login = await fetch(`${baseUrl}/api/admin/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: E2E_ADMIN_USERNAME, password: E2E_ADMIN_PASSWORD }),
  });
  const { token } = (await login.json()) as { token: string };
  // What the admin form's defaults give a new partner: 5 stars from 0 reviews.
  const created = await fetch(`${baseUrl}/api/admin/partners`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify(
      buildPartner({
        name: 'Honest Listing Chapel',
        city: 'Austin',
        state: 'Texas',
        zipCode: '78701',
        googleRating: 5,
        googleReviewCount: 0,
        yelpRating: 5,
        yelpReviewCount: 0,
      }),
    ),
  });
  expect(created.status).toBe(201);
  partner = (await created.json()) as { id: string; name: string };
});

// The partner's day: its ZIP (Austin) is on Central time.
const today = () =>
  new Date().toLocaleDateString('en-US', {
    month: 'long',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'America/Chicago',
  });

describe('honest listings', () => {
  const browser = useBrowserPage({ baseUrl });

  it('shows when the information was checked and no stars for a partner without reviews', async () => {
    const { page } = browser;
    await page.goto(`/partner/${partner.id}`);
    await page.getByRole('heading', { level: 1, name: partner.name }).waitFor();
    await page.getByText(`Information checked on ${today()}`).waitFor();
    expect(await page.getByRole('img', { name: /^Rated .* out of 5/ }).count()).toBe(0);
    expect(await page.getByText('Google reviews being updated').count()).toBeGreaterThan(0);
    const jsonLd = await page.locator('script[type="application/ld+json"]').allTextContents();
    expect(jsonLd.join('\n')).not.toContain('aggregateRating');
    expect(jsonLd.join('\n')).not.toContain('priceRange');
    await checkBothWidths(page, 'honest-partner-page');
  });

  it('sends a correction with JavaScript, checked by the shared schema first', async () => {
    const { page } = browser;
    await page.goto(`/partner/${partner.id}`);
    await waitForHydration(page);
    await page.getByRole('link', { name: 'Report a correction' }).click();
    await page.getByRole('heading', { level: 1, name: 'Report a correction' }).waitFor();
    await waitForHydration(page);
    await page.getByLabel('What is wrong?').fill('short');
    await page.getByRole('button', { name: 'Send correction' }).click();
    await page.getByText('Please say a little more (at least 10 characters)').waitFor();
    await checkBothWidths(page, 'honest-correction-form');
    await page.getByLabel('What is wrong?').fill('The chapel now opens at 8 am on Saturdays (sent with JavaScript).');
    await page.getByLabel('Your email (optional)').fill('family@example.org');
    await page.getByRole('button', { name: 'Send correction' }).click();
    await page.getByRole('heading', { name: 'Thank you' }).waitFor();
    expect(new URL(page.url()).search).toBe('?sent=1');
    await checkBothWidths(page, 'honest-correction-sent');
  });

  it('sends a correction with JavaScript disabled, through the same form and messages', async () => {
    const noScript = await browser.context
      .browser()!
      .newContext({ baseURL: baseUrl, javaScriptEnabled: false, viewport: DESKTOP });
    try {
      const page = await noScript.newPage();
      await page.goto(`/partner/${partner.id}/correction`);
      await page.getByLabel('What is wrong?').fill('too short');
      await page.getByRole('button', { name: 'Send correction' }).click();
      await page.getByText('Please say a little more (at least 10 characters)').waitFor();
      await page.getByLabel('What is wrong?').fill('The phone number listed is out of date (sent without JavaScript).');
      await page.getByRole('button', { name: 'Send correction' }).click();
      await page.getByRole('heading', { name: 'Thank you' }).waitFor();
    } finally {
      await noScript.close();
    }
  });

  it('lets the office see the reports and dismiss one', async () => {
    const { page } = browser;
    await signInInBrowser(page, baseUrl);
    await page.getByRole('link', { name: 'Corrections' }).first().click();
    await page.getByRole('heading', { level: 1, name: 'Corrections' }).waitFor();
    const report = page.locator('li', { hasText: 'sent without JavaScript' });
    await report.waitFor();
    expect(await page.locator('li', { hasText: 'sent with JavaScript).' }).count()).toBe(1);
    await checkBothWidths(page, 'honest-admin-corrections');
    await report.getByRole('button', { name: `Dismiss the correction to ${partner.name}` }).click();
    await report.getByText(/Dismissed by admin/).waitFor();
    expect(await report.getByRole('button', { name: /^Dismiss/ }).count()).toBe(0);
  });
});
