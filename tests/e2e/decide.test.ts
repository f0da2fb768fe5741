import { beforeAll, describe, expect, inject, it } from 'vitest';
import { buildPartner } from '../factories/partner';
import { checkBothWidths } from '../setup/axe';
import { DESKTOP, useBrowserPage, waitForHydration } from '../setup/browser';
import { E2E_ADMIN_PASSWORD, E2E_ADMIN_USERNAME, ensureFirstAdmin, signInInBrowser } from './admin';

/*
 * What families decide on (decision 028) in a real browser on the production build: filter links that work
 * with JavaScript off and can be shared, and a partner page with its price line and hours. The partner is
 * open 24/7, so "Open now" holds whatever the real clock says (the exact minute rules are integration tests
 * with a fixed clock).
 */

const baseUrl = inject('baseUrl');
let partner: { id: string; name: string; stateSlug: string; citySlug: string };
let elPasoPartner: { id: string; timeZone: string };

beforeAll(async () => {
  await ensureFirstAdmin(baseUrl);
  const login = await fetch(`${baseUrl}/api/admin/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: E2E_ADMIN_USERNAME, password: E2E_ADMIN_PASSWORD }),
  });
  const { token } = (await login.json()) as { token: string };
  const created = await fetch(`${baseUrl}/api/admin/partners`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify(
      buildPartner({
        name: 'Always Open Pet Chapel',
        city: 'Austin',
        state: 'Texas',
        zipCode: '78701',
        priceListUrl: 'https://always-open.example/prices',
        directCremationFromCents: 129_500,
        priceCheckedOn: '2026-11-03',
        openingHours: '24/7',
        afterHoursPhone: '(512) 555-0199',
        offersPetCremation: true,
      }),
    ),
  });
  expect(created.status).toBe(201);
  partner = (await created.json()) as typeof partner;
  // El Paso keeps Mountain time though Texas is on Central.
  const elPaso = await fetch(`${baseUrl}/api/admin/partners`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify(
      buildPartner({
        name: 'Franklin Mountains Cremation',
        city: 'El Paso',
        state: 'Texas',
        zipCode: '79901',
        directCremationFromCents: 99_500,
        priceCheckedOn: '2026-11-03',
      }),
    ),
  });
  expect(elPaso.status).toBe(201);
  elPasoPartner = (await elPaso.json()) as typeof elPasoPartner;
  expect(elPasoPartner.timeZone).toBe('America/Denver');
});

describe('what families decide on', () => {
  const browser = useBrowserPage({ baseUrl });

  it('filters a city with links, JavaScript off, and the address can be shared', async () => {
    const noScript = await browser.context
      .browser()!
      .newContext({ baseURL: baseUrl, javaScriptEnabled: false, viewport: DESKTOP });
    try {
      const page = await noScript.newPage();
      await page.goto('/state/texas/city/austin');
      const filters = page.getByRole('navigation', { name: 'Filter partners' });
      await filters.getByRole('link', { name: 'Pet cremation' }).click();
      await page.getByRole('heading', { name: 'Partners in Austin: Pet cremation' }).waitFor();
      expect(new URL(page.url()).search).toBe('?service=pet');
      await page.getByRole('link', { name: partner.name }).first().waitFor();
      await filters.getByRole('link', { name: 'Open now' }).click();
      await page.getByRole('heading', { name: 'Partners in Austin: Pet cremation and Open now' }).waitFor();
      expect(new URL(page.url()).search).toBe('?service=pet,open-now');
      await page.getByText('From $1,295 direct cremation · checked Nov 2026').first().waitFor();

      // The shared address opens the same list.
      const shared = await noScript.newPage();
      await shared.goto('/state/texas/city/austin?service=pet,open-now');
      await shared.getByRole('link', { name: partner.name }).first().waitFor();
    } finally {
      await noScript.close();
    }
  });

  it('filter links navigate in the app with JavaScript, and the page passes axe at both widths', async () => {
    const { page } = browser;
    await page.goto('/state/texas/city/austin');
    await waitForHydration(page);
    await page
      .getByRole('navigation', { name: 'Filter partners' })
      .getByRole('link', { name: 'Pet cremation' })
      .click();
    await page.getByRole('heading', { name: 'Partners in Austin: Pet cremation' }).waitFor();
    await checkBothWidths(page, 'decide-filtered-city');
  });

  it('shows the price line, the hours with "Open now" and the after-hours phone on the partner page', async () => {
    const { page } = browser;
    await page.goto(`/state/${partner.stateSlug}/city/${partner.citySlug}/${partner.id}`);
    await page.getByRole('heading', { level: 1, name: partner.name }).waitFor();
    await page.getByText('From $1,295').first().waitFor();
    await page
      .getByRole('link', { name: /see price list/ })
      .first()
      .waitFor();
    await page.getByText('Open now', { exact: true }).waitFor();
    // On a Sunday in the partner's zone the row says so: "Sunday (today) Open 24 hours".
    expect(await page.getByRole('row', { name: /^Sunday( \(today\))? Open 24 hours$/ }).count()).toBe(1);
    await page.getByRole('link', { name: /\(512\) 555-0199/ }).waitFor();
    await checkBothWidths(page, 'decide-partner-page');
  });

  it('the office edits them in the partner form: price in dollars, hours checked by the shared schema', async () => {
    const { page } = browser;
    await signInInBrowser(page, baseUrl);
    await page.goto(`/admin/partners/${partner.id}/edit`);
    await page.getByRole('heading', { name: 'What Families Decide On' }).waitFor();
    await expect.poll(() => page.getByLabel('Direct Cremation From (dollars)').inputValue()).toBe('1295');
    await page.getByLabel('Opening Hours').fill('Mo 9-11');
    await page.getByRole('button', { name: 'Update Partner' }).click();
    await page.getByText('Opening hours: "9-11" is not a time range like 09:00-17:00').waitFor();
    await page.getByLabel('Opening Hours').fill('24/7');
    const checkedBefore = await page.getByLabel('Price Checked On').inputValue();
    await page.getByLabel('Direct Cremation From (dollars)').fill('1,349.50');
    // A new price was checked today: the date follows it (the office can still set another).
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Chicago' }).format(new Date());
    expect(checkedBefore).not.toBe(today);
    await expect.poll(() => page.getByLabel('Price Checked On').inputValue()).toBe(today);
    // Back to the old price: back to its date. A date the office sets stays, whatever the price does.
    await page.getByLabel('Direct Cremation From (dollars)').fill('1295');
    await expect.poll(() => page.getByLabel('Price Checked On').inputValue()).toBe(checkedBefore);
    await page.getByLabel('Direct Cremation From (dollars)').fill('1,349.50');
    await expect.poll(() => page.getByLabel('Price Checked On').inputValue()).toBe(today);
    await page.getByLabel('Price Checked On').fill('2026-11-02');
    await page.getByLabel('Direct Cremation From (dollars)').fill('1,349.5');
    await page.getByLabel('Direct Cremation From (dollars)').fill('1,349.50');
    expect(await page.getByLabel('Price Checked On').inputValue()).toBe('2026-11-02');
    await page.getByLabel('Price Checked On').fill(today);
    await page.getByRole('button', { name: 'Update Partner' }).click();
    await page.getByText('Partner updated successfully').first().waitFor();
    const saved = (await (await fetch(`${baseUrl}/api/partners/${partner.id}`)).json()) as Record<string, unknown>;
    expect(saved).toMatchObject({ directCremationFromCents: 134_950, priceCheckedOn: today, openingHours: '24/7' });
  });

  it("dates a new price by the partner's own clock, not its state's", async () => {
    const { page } = browser;
    // 11:30 PM in El Paso is already the next day in Austin, on Texas's Central time.
    const lateEvening = new Date('2026-11-29T06:30:00Z');
    await page.clock.setFixedTime(lateEvening);
    await signInInBrowser(page, baseUrl);
    await page.goto(`/admin/partners/${elPasoPartner.id}/edit`);
    await expect.poll(() => page.getByLabel('Direct Cremation From (dollars)').inputValue()).toBe('995');
    await page.getByLabel('Direct Cremation From (dollars)').fill('1,095');
    await expect.poll(() => page.getByLabel('Price Checked On').inputValue()).toBe('2026-11-28');
    // A listing moved to another ZIP takes the clock of the ZIP as typed, before anything is saved.
    await page.getByLabel('ZIP Code').fill('78701');
    await page.getByLabel('Direct Cremation From (dollars)').fill('995');
    await page.getByLabel('Direct Cremation From (dollars)').fill('1,095');
    await expect.poll(() => page.getByLabel('Price Checked On').inputValue()).toBe('2026-11-29');
    await page.getByText(/in the partner's local time: Central Time/).waitFor();
    await page.getByLabel('ZIP Code').fill('79902');
    await page.getByLabel('Direct Cremation From (dollars)').fill('995');
    await page.getByLabel('Direct Cremation From (dollars)').fill('1,095');
    await expect.poll(() => page.getByLabel('Price Checked On').inputValue()).toBe('2026-11-28');
    await page.getByText(/in the partner's local time: Mountain Time/).waitFor();
  });

  it('dates the price of a new listing on the clock of the ZIP typed', async () => {
    const { page } = browser;
    await page.clock.setFixedTime(new Date('2026-11-29T06:30:00Z'));
    await signInInBrowser(page, baseUrl);
    await page.goto('/admin/partners/new');
    await page.getByLabel('State').selectOption('Texas');
    await page.getByLabel('ZIP Code').fill('79901');
    await page.getByLabel('Direct Cremation From (dollars)').fill('1,095');
    await expect.poll(() => page.getByLabel('Price Checked On').inputValue()).toBe('2026-11-28');
  });
});
