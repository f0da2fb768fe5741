import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { expectNoAxeViolations } from '../setup/axe';
import { DESKTOP, PHONE, screenshot, screenshotDir, useBrowserPage } from '../setup/browser';
import { signInInBrowser } from './admin';

const baseUrl = inject('baseUrl');
const axeSource: string = createRequire(import.meta.url)('axe-core').source;

/** Screenshot and axe at a phone's and a desk's width (the admin works from both). */
async function checkBothWidths(page: Page, name: string) {
  await loadAxe(page);
  await page.setViewportSize(PHONE);
  await screenshot(page, `${name}-390`);
  await viewportShot(page, `${name}-390`);
  await expectNoAxeViolations(page);
  await page.setViewportSize(DESKTOP);
  await screenshot(page, `${name}-1280`);
  await viewportShot(page, `${name}-1280`);
  await expectNoAxeViolations(page);
}

/**
 * The page's CSP forbids inline scripts, so axe is evaluated through the DevTools protocol (which CSP does
 * not govern) before expectNoAxeViolations looks for it; an injected <script> would be refused.
 */
async function loadAxe(page: Page) {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
}

/** What is on screen (a dialog, the top of a long list): the full-page shots are too tall to read. */
async function viewportShot(page: Page, name: string) {
  fs.mkdirSync(screenshotDir, { recursive: true });
  await page.screenshot({ path: path.join(screenshotDir, `${name}-viewport.png`) });
}

async function searchPartners(page: Page, keyword: string) {
  const box = page.getByPlaceholder('Search by name, city, or keyword...');
  await box.fill(keyword);
  // Spec §2: Enter runs the search.
  await box.press('Enter');
  await page.getByText(new RegExp(`^Found \\d[\\d,]* partners? matching "${keyword}"`)).waitFor();
}

/** A toast's text (the toaster also repeats it in a live region for screen readers). */
const toastSays = (page: Page, text: string) => page.getByText(text, { exact: true }).first().waitFor();

const cardOf = (page: Page, name: string): Locator =>
  page.locator('article', { has: page.getByRole('heading', { name, exact: true }) });

/** A run-specific suffix: the shared e2e server keeps what earlier files (or an earlier run) wrote. */
const run = Date.now().toString(36).slice(-5).toUpperCase();

describe('admin partner management', () => {
  const browser = useBrowserPage({ baseUrl });

  it('searches "Austin", edits a partner phone and the public partner page shows it', async () => {
    const { page } = browser;
    await signInInBrowser(page, baseUrl);
    await page.goto('/admin/partners');
    await page.getByRole('heading', { name: 'Partner Management', level: 1 }).waitFor();
    await page.getByText('Search to View Partners').waitFor();
    await expect.poll(() => page.getByText(/about 1,8\d\d partner records/).count()).toBe(1);
    // Nothing is listed until a search runs, and Search is disabled with nothing to search for.
    expect(await page.locator('article').count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Search Partners' }).isDisabled()).toBe(true);
    expect(await page.getByRole('button', { name: 'Export Results' }).isDisabled()).toBe(true);

    await searchPartners(page, 'Austin');
    const cards = page.locator('article');
    expect(await cards.count()).toBeGreaterThan(0);
    await checkBothWidths(page, 'admin-partners-search');

    const first = cards.first();
    const name = (await first.getByRole('heading', { level: 3 }).innerText()).trim();
    await first.getByRole('link', { name: `Edit ${name}` }).click();
    await page.waitForURL(/\/admin\/partners\/[0-9a-f-]{36}\/edit$/);
    const partnerId = page.url().split('/').at(-2) ?? '';
    await page.getByRole('heading', { name: 'Edit Partner', level: 1 }).waitFor();
    const phone = page.getByLabel('Phone Number');
    await expect.poll(() => page.getByLabel('Business Name').inputValue()).toBe(name);
    await page.getByRole('heading', { name: 'Basic Information' }).waitFor();
    await page.getByRole('heading', { name: 'Business Details' }).waitFor();
    await checkBothWidths(page, 'admin-partner-edit');

    const newPhone = `(512) 555-${String(Date.now() % 10_000).padStart(4, '0')}`;
    await phone.fill(newPhone);
    await page.getByRole('button', { name: 'Update Partner' }).click();
    await toastSays(page, 'Partner updated successfully');
    // Back to the search it came from.
    await page.waitForURL((url) => url.pathname === '/admin/partners' && url.searchParams.get('q') === 'Austin');
    await cardOf(page, name).getByText(newPhone).waitFor();

    const publicPage = await page.goto(`/partner/${partnerId}`);
    expect(publicPage?.status()).toBe(200);
    await page.getByRole('heading', { name, level: 1 }).waitFor();
    expect(await page.getByText(newPhone).count()).toBeGreaterThan(0);
  });

  it('imports a 3-row CSV after a preview, finds the rows and deletes one', async () => {
    const { page } = browser;
    await signInInBrowser(page, baseUrl);
    await page.goto('/admin/partners');
    await page.getByText('Search to View Partners').waitFor();

    const names = [`Juniper ${run} Cremation`, `Willow ${run} Funeral Home`, `Maple ${run} Chapel`];
    const csv = [
      'name,address,city,state,zipCode,phone,email,website,annualCremations,locationCount,isPriority,isActive,servicesOffered',
      `${names[0]},12 Juniper St,Burlington,Vermont,05401,(802) 555-0101,care@juniper.example,https://juniper.example,120,1,false,true,Direct Cremation;Memorial Services`,
      `${names[1]},40 Willow Rd,Montpelier,VT,05602,(802) 555-0102,,,,,,,`,
      `"${names[2]}","9 Main St, Suite 2",Rutland,Vermont,05701,(802) 555-0103,,,60,2,true,true,Celebration of Life`,
    ].join('\r\n');

    await page.getByRole('button', { name: 'Import CSV' }).click();
    const dialog = page.getByRole('dialog', { name: 'Import CSV' });
    await dialog
      .getByLabel('CSV file')
      .setInputFiles({ name: 'vermont.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
    await dialog.getByRole('heading', { name: 'Preview (3 rows)' }).waitFor();
    await dialog.getByText('3 new, 0 to update').waitFor();
    await checkBothWidths(page, 'admin-partners-import');
    await dialog.getByRole('button', { name: 'Upload 3 Partners' }).click();
    await toastSays(page, 'Successfully uploaded 3 partners');
    await dialog.waitFor({ state: 'detached' });

    await searchPartners(page, run);
    await page.getByText(`Found 3 partners matching "${run}"`).waitFor();
    for (const name of names) await cardOf(page, name).waitFor();
    await cardOf(page, names[2]!).getByText('Priority Partner').waitFor();

    await cardOf(page, names[1]!)
      .getByRole('button', { name: `Delete ${names[1]}` })
      .click();
    const confirm = page.getByRole('alertdialog', { name: 'Delete Partner' });
    await confirm.getByText('Are you sure you want to delete this partner? This action cannot be undone.').waitFor();
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await toastSays(page, 'Partner deleted successfully');
    await page.getByText(`Found 2 partners matching "${run}"`).waitFor();
  });

  it('bulk-marks two partners as priority', async () => {
    const { page } = browser;
    await signInInBrowser(page, baseUrl);
    await page.goto('/admin/partners');
    await page.getByText('Search to View Partners').waitFor();
    await page.getByLabel('State').selectOption('Vermont');
    await page.getByRole('button', { name: 'Search Partners' }).click();
    await page.getByText(/^Found \d+ partners? in Vermont$/).waitFor();

    // Two partners that are not featured yet.
    const regular = page.locator('article').filter({ hasNot: page.getByText('Priority Partner', { exact: true }) });
    expect(await regular.count()).toBeGreaterThanOrEqual(2);
    const picked = [
      (await regular.nth(0).getByRole('heading', { level: 3 }).innerText()).trim(),
      (await regular.nth(1).getByRole('heading', { level: 3 }).innerText()).trim(),
    ];
    for (const name of picked) await cardOf(page, name).getByRole('checkbox').check();
    await page.getByText('2 selected').waitFor();

    await page.getByRole('button', { name: 'Bulk Edit' }).click();
    const dialog = page.getByRole('dialog', { name: 'Bulk Edit Partners' });
    await dialog.getByText('Only the fields you fill will be updated').waitFor();
    // Nothing filled: a warning, nothing sent.
    await dialog.getByRole('button', { name: 'Update 2 Partners' }).click();
    await toastSays(page, 'Please select at least one field to update');
    const stateChoices = await dialog.getByLabel('State').locator('option').allInnerTexts();
    expect(stateChoices).toEqual(['Keep current values', 'California', 'Florida', 'Texas', 'New York', 'Illinois']);
    await dialog.getByLabel('Priority Status').selectOption({ label: 'Priority Partner' });
    await checkBothWidths(page, 'admin-partners-bulk-edit');
    await dialog.getByRole('button', { name: 'Update 2 Partners' }).click();
    await toastSays(page, 'Updated 2 partners successfully');
    await dialog.waitFor({ state: 'detached' });

    for (const name of picked) await cardOf(page, name).getByText('Priority Partner', { exact: true }).waitFor();
    // Featured Only now shows them (a filter of the loaded results).
    await page.getByLabel('Featured Only').check();
    await page.getByText(/\(Featured Partners only\)$/).waitFor();
    for (const name of picked) await cardOf(page, name).waitFor();
  });

  it('adds a partner through the form, with field errors from the shared schema first', async () => {
    const { page } = browser;
    await signInInBrowser(page, baseUrl);
    await page.goto('/admin/partners/new');
    await page.getByRole('heading', { name: 'Add New Partner', level: 1 }).waitFor();
    await page.getByRole('button', { name: 'Create Partner' }).click();
    await page.getByText('Business name is required').waitFor();
    await page.getByText('Phone number is required').waitFor();

    // The generate button guards its facts.
    await page.getByRole('button', { name: 'Generate Description' }).click();
    await toastSays(page, 'Please fill in partner name, address, city, and state first.');

    const name = `Aspen ${run} Memorial`;
    await page.getByLabel('Business Name').fill(name);
    await page.getByLabel('Phone Number').fill('(303) 555-0177');
    await page.getByLabel('Address').fill('1 Aspen Way');
    await page.getByLabel('City').fill('Denver');
    await page.getByLabel('State').selectOption('Colorado');
    await page.getByLabel('ZIP Code').fill('8020');
    await page.getByRole('button', { name: 'Generate Description' }).click();
    await toastSays(page, 'Description generated successfully');
    await expect.poll(() => page.getByLabel('Description', { exact: true }).inputValue()).toContain(name);
    await checkBothWidths(page, 'admin-partner-new');

    await page.getByRole('button', { name: 'Create Partner' }).click();
    await page.getByText('Enter a ZIP code like 12345 or 12345-6789').waitFor();
    await page.getByLabel('ZIP Code').fill('80202');
    await page.getByRole('button', { name: 'Create Partner' }).click();
    await toastSays(page, 'Partner created successfully');
    await page.waitForURL((url) => url.pathname === '/admin/partners');
    await searchPartners(page, `Aspen ${run}`);
    await cardOf(page, name).getByText('Denver, Colorado 80202').waitFor();
  });
});
