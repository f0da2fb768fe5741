import fs from 'node:fs';
import { createRequire } from 'node:module';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { expectNoAxeViolations } from '../setup/axe';
import { DESKTOP, PHONE, screenshot, useBrowserPage } from '../setup/browser';
import { IMAGE_MESSAGES } from '~/modules/media/image-limits';
import { solidPng } from '../factories/png';
import {
  adminTokenOf,
  expectFocusOnPageHeading,
  expectFocusReturns,
  pressCancel,
  pressEscape,
  signInInBrowser,
} from './admin';

const baseUrl = inject('baseUrl');
const axeSource: string = createRequire(import.meta.url)('axe-core').source;

/** Screenshot and axe at a phone's and a desk's width (the admin works from both). */
async function checkBothWidths(page: Page, name: string) {
  await loadAxe(page);
  await page.setViewportSize(PHONE);
  await expectNoPageOverflow(page);
  await screenshot(page, `${name}-390`);
  await screenshot(page, `${name}-390-viewport`, { fullPage: false });
  await expectNoAxeViolations(page);
  await page.setViewportSize(DESKTOP);
  await screenshot(page, `${name}-1280`);
  await screenshot(page, `${name}-1280-viewport`, { fullPage: false });
  await expectNoAxeViolations(page);
}

/**
 * The page's CSP forbids inline scripts, so axe is evaluated through the DevTools protocol (which CSP does
 * not govern) before expectNoAxeViolations looks for it; an injected <script> would be refused.
 */
async function loadAxe(page: Page) {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
}

/** Runs the keyword search (Enter, spec §2) and waits until every row shown matches it. */
async function searchPartners(page: Page, keyword: string) {
  const box = page.getByLabel('Keyword');
  await box.fill(keyword);
  await box.press('Enter');
  await page.waitForURL((url) => url.searchParams.get('q') === keyword);
  const rows = page.getByRole('table').locator('tbody tr');
  // A busy 2-core machine can take more than the default second to answer and redraw the table.
  await expect
    .poll(
      async () => {
        const texts = await rows.allInnerTexts();
        return texts.length > 0 && texts.every((text) => text.toLowerCase().includes(keyword.toLowerCase()));
      },
      { timeout: 10_000 },
    )
    .toBe(true);
  await settled(page);
}

/** The list has loaded what the address asks for (no page, sort or filter still on its way). */
const settled = (page: Page) =>
  expect
    .poll(() => page.getByRole('region', { name: 'Partners', exact: true }).getAttribute('aria-busy'))
    .toBe('false');

/** A toast's text (the toaster also repeats it in a live region for screen readers). */
const toastSays = (page: Page, text: string) => page.getByText(text, { exact: true }).first().waitFor();

/** The table row of a partner (its name is the link to its edit page). */
const rowOf = (page: Page, name: string): Locator =>
  page.getByRole('row').filter({ has: page.getByRole('link', { name, exact: true }) });

const statusLine = (page: Page) => page.getByText(/^Showing \d[\d,]*–\d[\d,]* of \d[\d,]* partners?$/);

/** Signs in and opens the Vermont partners (a short list); returns the first partner's name. */
async function openVermontPartners(page: Page): Promise<string> {
  await signInInBrowser(page, baseUrl);
  await page.goto('/admin/partners?state=vermont');
  await statusLine(page).waitFor();
  await settled(page);
  return (await page.getByRole('table').locator('tbody tr').first().getByRole('link').first().innerText()).trim();
}

/** Nothing but the table's own box may scroll sideways; the message names what sticks out. */
async function expectNoPageOverflow(page: Page) {
  const overflow = await page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const wide = [...document.body.querySelectorAll('*')]
      .filter((element) => element.getBoundingClientRect().right > width + 1)
      .filter((element) => !element.parentElement?.closest('[role="region"][tabindex="0"]'))
      .slice(0, 5)
      .map((element) => `${element.tagName.toLowerCase()}.${element.className}`);
    return { extra: document.documentElement.scrollWidth - width, wide };
  });
  expect(overflow.extra, overflow.wide.join('\n')).toBeLessThanOrEqual(0);
}

/** A run-specific suffix: the shared e2e server keeps what earlier files (or an earlier run) wrote. */
const run = Date.now().toString(36).slice(-5).toUpperCase();

describe('admin partner management', () => {
  const browser = useBrowserPage({ baseUrl });

  it('lists the directory in a table; sorts, pages and searches in the URL; edits a phone the public page shows', async () => {
    const { page } = browser;
    await signInInBrowser(page, baseUrl);
    await page.goto('/admin/partners');
    await page.getByRole('heading', { name: 'Partner Management', level: 1 }).waitFor();
    // The whole directory, a page at a time, with its true total.
    await page.getByText(/^Showing 1–50 of 1,8\d\d partners$/).waitFor();
    const table = page.getByRole('table');
    expect(await table.locator('tbody tr').count()).toBe(50);
    await page.getByText(/^Page 1 of 3\d$/).waitFor();
    await checkBothWidths(page, 'admin-partners-table');

    // Column header buttons sort on the server; aria-sort says how.
    const nameHeader = page.getByRole('columnheader', { name: 'Name' });
    expect(await nameHeader.getAttribute('aria-sort')).toBe('ascending');
    const cityHeader = page.getByRole('columnheader', { name: 'City' });
    await cityHeader.getByRole('button').click();
    await page.waitForURL((url) => url.searchParams.get('sort') === 'city');
    await expect.poll(() => cityHeader.getAttribute('aria-sort')).toBe('ascending');
    await settled(page);
    expect(await nameHeader.getAttribute('aria-sort')).toBe('none');
    const cityColumn = table.locator('tbody tr td:nth-child(3)');
    const firstCityAscending = await cityColumn.first().innerText();
    await cityHeader.getByRole('button').click();
    await page.waitForURL((url) => url.searchParams.get('dir') === 'desc');
    await expect.poll(() => cityHeader.getAttribute('aria-sort')).toBe('descending');
    await settled(page);
    // The order itself is checked against the database in tests/integration/admin-partner-table.test.ts.
    expect(await cityColumn.first().innerText()).not.toBe(firstCityAscending);

    await page.getByRole('button', { name: 'Next page' }).click();
    await page.getByText(/^Showing 51–100 of 1,8\d\d partners$/).waitFor();
    expect(new URL(page.url()).searchParams.get('page')).toBe('2');
    // Back returns to the first page of the same sort.
    await page.goBack();
    await page.getByText(/^Showing 1–50 of 1,8\d\d partners$/).waitFor();
    expect(new URL(page.url()).searchParams.get('sort')).toBe('city');
    await page.goto('/admin/partners');

    await searchPartners(page, 'Austin');
    const first = table.locator('tbody tr').first();
    const nameLink = first.getByRole('link').first();
    const name = (await nameLink.innerText()).trim();
    await nameLink.click();
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
    await rowOf(page, name).getByText(newPhone).waitFor();

    // The row's public link opens the partner's public page.
    await rowOf(page, name)
      .getByRole('link', { name: `Public page of ${name}` })
      .click();
    await page.getByRole('heading', { name, level: 1 }).waitFor();
    expect(await page.getByText(newPhone).count()).toBeGreaterThan(0);
    const publicPage = await page.goto(`/partner/${partnerId}`);
    expect(publicPage?.status()).toBe(200);
  });

  it('filters as the admin types: first page, one history entry, focus kept, an older answer never shown', async () => {
    const { page } = browser;
    await signInInBrowser(page, baseUrl);
    await page.goto('/admin/partners');
    await statusLine(page).waitFor();
    await page.getByRole('button', { name: 'Next page' }).click();
    await page.getByText(/^Showing 51–100 of 1,8\d\d partners$/).waitFor();
    await page.getByRole('button', { name: 'Next page' }).click();
    await page.getByText(/^Showing 101–150 of 1,8\d\d partners$/).waitFor();
    const entries = await page.evaluate(() => history.length);

    // The answer for "austin" is held back until the words typed after it have been answered.
    let releaseAustin!: () => void;
    const austinHeld = new Promise<void>((resolve) => (releaseAustin = resolve));
    let austinAsked!: () => void;
    const austinRequested = new Promise<void>((resolve) => (austinAsked = resolve));
    let austinAnswered!: () => void;
    const austinDelivered = new Promise<void>((resolve) => (austinAnswered = resolve));
    await page.route(
      (url) => url.pathname === '/api/admin/partners/page' && url.searchParams.get('q') === 'austin',
      async (route) => {
        austinAsked();
        await austinHeld;
        // The page may have given up on it (a query no longer shown is cancelled): then nothing is answered.
        await route.continue().catch(() => {});
        austinAnswered();
      },
    );

    // Typing alone, no Enter: the list follows once typing pauses.
    const box = page.getByLabel('Keyword');
    await box.click();
    await page.keyboard.type('austin', { delay: 40 });
    await page.waitForURL((url) => url.searchParams.get('q') === 'austin');
    expect(new URL(page.url()).searchParams.get('page')).toBeNull();
    await austinRequested;
    await page.keyboard.type(' zzqx', { delay: 40 });
    await page.getByText('No partners found').waitFor();
    await page.getByText('Nothing matches “austin zzqx”. Try adjusting your search criteria').waitFor();
    expect(new URL(page.url()).searchParams.get('q')).toBe('austin zzqx');
    releaseAustin();
    await austinDelivered;
    await settled(page);
    // The late answer for the older words stays out of sight.
    expect(await page.getByRole('table').count()).toBe(0);
    await page.getByText('No partners found').waitFor();
    await page.unroute(() => true);

    // The caret stays in the box where the admin left it, through every search.
    expect(await box.evaluate((input) => input === document.activeElement)).toBe(true);
    expect(await box.evaluate((input: HTMLInputElement) => input.selectionStart)).toBe('austin zzqx'.length);
    for (let index = 0; index < ' zzqx'.length; index += 1) await page.keyboard.press('Backspace');
    await page.waitForURL((url) => url.searchParams.get('q') === 'austin');
    const rows = page.getByRole('table').locator('tbody tr');
    // As long as a locator's wait: a busy machine answers a search in seconds, not in poll's default 5.
    await expect
      .poll(
        async () => {
          const texts = await rows.allInnerTexts();
          return texts.length > 0 && texts.every((text) => text.toLowerCase().includes('austin'));
        },
        { timeout: 30_000 },
      )
      .toBe(true);
    await page.getByText(/^Showing 1–\d+ of \d+ partners?$/).waitFor();
    expect(await box.evaluate((input) => input === document.activeElement)).toBe(true);

    // One entry replaced, none added: Back leaves the search for the page before it.
    expect(await page.evaluate(() => history.length)).toBe(entries);
    await checkBothWidths(page, 'admin-partners-typed-search');
    await page.goBack();
    await page.getByText(/^Showing 51–100 of 1,8\d\d partners$/).waitFor();
    expect(await box.inputValue()).toBe('');
  });

  it('filters, remembers the chosen columns and exports every matching partner as CSV', async () => {
    const { page } = browser;
    await signInInBrowser(page, baseUrl);
    await page.goto('/admin/partners');
    await statusLine(page).waitFor();
    const total = Number((await statusLine(page).innerText()).match(/of ([\d,]+)/)![1]!.replace(/,/g, ''));
    expect(total).toBeGreaterThan(500);

    // The whole directory, streamed by the server: past the old 500 cap.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export Results' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^partners_export_\d{4}-\d{2}-\d{2}\.csv$/);
    const text = fs.readFileSync((await download.path())!, 'utf8');
    expect(text.split('\r\n')[0]).toBe(
      '\uFEFFname,address,city,state,zipCode,phone,email,website,description,annualCremations,locationCount,isPriority,isActive,servicesOffered,' +
        'priceListUrl,directCremationFrom,priceCheckedOn,openingHours,afterHoursPhone,offersPetCremation,acceptsCrematedRemains,offersWitnessedCremation,servesVeterans,descriptionFr,closures,language,' +
        'longDescription,longDescriptionFr,servicesOfferedFr,slug,lastUpdated',
    );
    await toastSays(page, `Exported ${total.toLocaleString('en-US')} partners to CSV`);

    // The file goes back in as it came out: every partner recognised, none changed.
    await page.getByRole('button', { name: 'Import CSV' }).click();
    const importDialog = page.getByRole('dialog', { name: 'Import CSV' });
    await importDialog.getByLabel('CSV file').setInputFiles((await download.path())!);
    await importDialog
      .getByText(`0 new, 0 to update, ${total.toLocaleString('en-US')} unchanged.`)
      .waitFor({ timeout: 20_000 });
    await importDialog.getByRole('button', { name: 'Cancel' }).click();
    await importDialog.waitFor({ state: 'detached' });

    // Filters are labelled controls and go into the URL.
    // Controlled by the address: the box shows checked once the URL (a navigation) has changed.
    await page.getByLabel('Placeholder phone').click();
    await page.waitForURL((url) => url.searchParams.get('placeholderPhone') === '1');
    const phoneColumn = page.getByRole('table').locator('tbody tr td:nth-child(5)');
    await expect.poll(async () => [...new Set(await phoneColumn.allInnerTexts())]).toEqual(['(555) 000-0000']);
    await page.getByLabel('Placeholder phone').click();
    await page.getByRole('combobox', { name: 'State or province' }).selectOption({ label: 'Ontario' });
    await page.waitForURL((url) => url.searchParams.get('state') === 'ontario');
    await page.getByRole('combobox', { name: 'Status' }).selectOption({ label: 'Active only' });
    await page.waitForURL(
      (url) => url.searchParams.get('state') === 'ontario' && url.searchParams.get('status') === 'active',
    );
    const stateColumn = page.getByRole('table').locator('tbody tr td:nth-child(4)');
    await expect.poll(async () => [...new Set(await stateColumn.allInnerTexts())]).toEqual(['Ontario']);

    // A shared link shows the same list.
    const link = page.url();
    await page.goto('/admin/partners');
    await page.goto(link);
    expect(await page.getByLabel('State or province').inputValue()).toBe('ontario');
    await settled(page);

    // Columns menu: the choice survives a reload.
    await page.getByText('Columns', { exact: true }).click();
    await page.getByRole('group', { name: 'Visible columns' }).getByLabel('Email').uncheck();
    expect(await page.getByRole('columnheader', { name: 'Email' }).count()).toBe(0);
    await checkBothWidths(page, 'admin-partners-filters');
    await page.reload();
    await statusLine(page).waitFor();
    expect(await page.getByRole('columnheader', { name: 'Email' }).count()).toBe(0);
    expect(await page.getByRole('columnheader', { name: 'Phone' }).count()).toBe(1);
  });

  it('imports a 3-row CSV after a preview, finds the rows and deletes one', async () => {
    const { page } = browser;
    await signInInBrowser(page, baseUrl);
    await page.goto('/admin/partners');
    await statusLine(page).waitFor();

    const names = [`Juniper ${run} Cremation`, `Willow ${run} Funeral Home`, `Maple ${run} Chapel`];
    const csv = [
      'name,address,city,state,zipCode,phone,email,website,annualCremations,locationCount,isPriority,isActive,servicesOffered',
      `${names[0]},12 Juniper St,Burlington,Vermont,05401,(802) 555-0101,care@juniper.example,https://juniper.example,120,1,false,true,Direct Cremation;Memorial Services`,
      `${names[1]},40 Willow Rd,Montpelier,VT,05602,(802) 555-0102,,,,,,,`,
      `"${names[2]}","9 Main St, Suite 2",Rutland,Vermont,05701,(802) 555-0103,,,60,2,true,true,Celebration of Life`,
    ].join('\r\n');

    await page.getByRole('button', { name: 'Import CSV' }).click();
    const dialog = page.getByRole('dialog', { name: 'Import CSV' });
    // A file with a problem: every problem named by row and column, where to find it in the sheet, nothing saved.
    const broken = csv.replace('05602', '5602');
    await dialog
      .getByLabel('CSV file')
      .setInputFiles({ name: 'broken.csv', mimeType: 'text/csv', buffer: Buffer.from(broken) });
    await dialog.getByText('Row 2: zipCode: ').waitFor();
    await dialog.getByText('row N is line N + 1 in a spreadsheet').waitFor();
    // The button counts the partners the file would write, and says beside it why it cannot be pressed.
    expect(await dialog.getByRole('button', { name: 'Upload 2 Partners' }).isDisabled()).toBe(true);
    await dialog
      .getByText('Nothing is uploaded while a row has a problem: fix it and choose the file again.')
      .waitFor();
    await dialog
      .getByLabel('CSV file')
      .setInputFiles({ name: 'vermont.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
    await dialog.getByRole('heading', { name: 'Preview (3 rows)' }).waitFor();
    await dialog.getByText('3 new, 0 to update, 0 unchanged.').waitFor();
    await checkBothWidths(page, 'admin-partners-import');
    await dialog.getByRole('button', { name: 'Upload 3 Partners' }).click();
    await toastSays(page, 'Successfully uploaded 3 partners');
    await dialog.waitFor({ state: 'detached' });

    // The same file again writes nothing: the button is off and says so.
    await page.getByRole('button', { name: 'Import CSV' }).click();
    await dialog
      .getByLabel('CSV file')
      .setInputFiles({ name: 'vermont.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
    await dialog.getByText('0 new, 0 to update, 3 unchanged.').waitFor();
    const nothing = dialog.getByRole('button', { name: 'Upload 0 Partners' });
    expect(await nothing.isDisabled()).toBe(true);
    await dialog.getByText('Nothing to upload: the directory already has every row of this file.').waitFor();
    await checkBothWidths(page, 'admin-partners-import-unchanged');
    // One phone changed: one partner to write, two rows unchanged.
    const onePhone = csv.replace('(802) 555-0101', '(802) 555-0199');
    await dialog
      .getByLabel('CSV file')
      .setInputFiles({ name: 'vermont-phone.csv', mimeType: 'text/csv', buffer: Buffer.from(onePhone) });
    await dialog.getByText('0 new, 1 to update, 2 unchanged.').waitFor();
    await dialog.getByRole('button', { name: 'Upload 1 Partner', exact: true }).click();
    await toastSays(page, 'Successfully uploaded 1 partner');
    await dialog.waitFor({ state: 'detached' });

    await searchPartners(page, run);
    await page.getByText('Showing 1–3 of 3 partners').waitFor();
    for (const name of names) await rowOf(page, name).waitFor();
    await rowOf(page, names[2]!).getByText('Featured', { exact: true }).waitFor();

    // An exported file with one partner's ZIP and phone edited: the preview says both, old and new, and that
    // the partner moves, before anything is written.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export Results' }).click(),
    ]);
    const exported = fs.readFileSync((await download.path())!, 'utf8');
    const edited = exported
      .split('\r\n')
      .map((line) =>
        line.startsWith(names[0]!)
          ? line.replace(',05401,', ',05403,').replace('(802) 555-0199', '(802) 555-0142')
          : line,
      )
      .join('\r\n');
    expect(edited).not.toBe(exported);
    await page.getByRole('button', { name: 'Import CSV' }).click();
    await dialog
      .getByLabel('CSV file')
      .setInputFiles({ name: 'vermont-moved.csv', mimeType: 'text/csv', buffer: Buffer.from(edited) });
    await dialog.getByText('0 new, 1 to update, 2 unchanged.').waitFor();
    const changes = dialog.getByRole('listitem');
    expect(await changes.filter({ hasText: 'ZIP Code:' }).textContent()).toMatch(
      /^ZIP Code:\s*05401\s*→\s*changed to\s*05403$/,
    );
    expect(await changes.filter({ hasText: 'Phone Number:' }).textContent()).toMatch(
      /^Phone Number:\s*\(802\) 555-0199\s*→\s*changed to\s*\(802\) 555-0142$/,
    );
    expect(await dialog.getByText('Moves on the map and in searches').count()).toBe(1);
    await checkBothWidths(page, 'admin-partners-import-changes');
    await changes.first().scrollIntoViewIfNeeded();
    await screenshot(page, 'admin-partners-import-changes-1280-rows', { fullPage: false });
    await page.setViewportSize({ width: 1024, height: 768 });
    await changes.first().scrollIntoViewIfNeeded();
    await screenshot(page, 'admin-partners-import-changes-1024-viewport', { fullPage: false });
    await page.setViewportSize(DESKTOP);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'detached' });

    await rowOf(page, names[1]!)
      .getByRole('button', { name: `Delete ${names[1]}` })
      .click();
    const confirm = page.getByRole('alertdialog', { name: 'Delete Partner' });
    await confirm
      .getByText(
        'Are you sure you want to delete this partner? It stays in the Trash for 30 days, where it can be restored.',
      )
      .waitFor();
    await confirm.getByRole('button', { name: 'Delete' }).press('Enter');
    await toastSays(page, 'Partner deleted successfully');
    await page.getByText('Showing 1–2 of 2 partners').waitFor();
    // The row's Delete button went with the row: the keyboard carries on from the page's heading, not <body>.
    await expectFocusOnPageHeading(page, 'Partner Management');

    await page.getByLabel(`Select ${names[2]}`, { exact: true }).check();
    await page.getByRole('button', { name: 'Delete Selected' }).press('Enter');
    await page
      .getByRole('alertdialog', { name: 'Delete Selected Partners' })
      .getByRole('button', { name: 'Delete 1 Partner' })
      .press('Enter');
    await toastSays(page, 'Deleted 1 partners successfully');
    await page.getByText('Showing 1–1 of 1 partner').waitFor();
    await expectFocusOnPageHeading(page, 'Partner Management');
  });

  it('returns focus to the button that opened a dialog when it is closed', async () => {
    const { page } = browser;
    const name = await openVermontPartners(page);

    const importButton = page.getByRole('button', { name: 'Import CSV' });
    const importDialog = page.getByRole('dialog', { name: 'Import CSV' });
    await expectFocusReturns(importButton, importDialog, pressEscape);
    await expectFocusReturns(importButton, importDialog, pressCancel);

    const rowDelete = rowOf(page, name).getByRole('button', { name: `Delete ${name}` });
    const deleteDialog = page.getByRole('alertdialog', { name: 'Delete Partner' });
    await expectFocusReturns(rowDelete, deleteDialog, pressEscape);
    await expectFocusReturns(rowDelete, deleteDialog, pressCancel);

    await page.getByLabel(`Select ${name}`, { exact: true }).check();
    await page.getByText('1 selected').waitFor();
    const bulkEdit = page.getByRole('button', { name: 'Bulk Edit' });
    const bulkEditDialog = page.getByRole('dialog', { name: 'Bulk Edit Partners' });
    await expectFocusReturns(bulkEdit, bulkEditDialog, pressEscape);
    await expectFocusReturns(bulkEdit, bulkEditDialog, pressCancel);
    const deleteSelected = page.getByRole('button', { name: 'Delete Selected' });
    const bulkDeleteDialog = page.getByRole('alertdialog', { name: 'Delete Selected Partners' });
    await expectFocusReturns(deleteSelected, bulkDeleteDialog, pressEscape);
    await expectFocusReturns(deleteSelected, bulkDeleteDialog, pressCancel);
  });

  it('closes the bulk edit with one Escape while its warning toast is showing', async () => {
    const { page } = browser;
    const name = await openVermontPartners(page);
    await page.getByLabel(`Select ${name}`, { exact: true }).check();
    await page.getByRole('button', { name: 'Bulk Edit' }).click();
    const dialog = page.getByRole('dialog', { name: 'Bulk Edit Partners' });
    await dialog.getByRole('button', { name: 'Update 1 Partners' }).click();
    await toastSays(page, 'Please select at least one field to update');

    // Focus is still in the form: the press is for the dialog, as it would be without the toast.
    await dialog.getByLabel('Priority Status').press('Escape');
    await dialog.waitFor({ state: 'detached' });
    await expect
      .poll(() =>
        page.getByRole('button', { name: 'Bulk Edit' }).evaluate((button) => button === document.activeElement),
      )
      .toBe(true);
  });

  it('fits the list and the edit form in a 320 px window without sideways scrolling', async () => {
    const { page } = browser;
    await signInInBrowser(page, baseUrl);
    await page.setViewportSize({ width: 320, height: 640 });
    await page.goto('/admin/partners');
    await statusLine(page).waitFor();
    await settled(page);
    await expectNoPageOverflow(page);

    const nameLink = page.getByRole('table').locator('tbody tr').first().getByRole('link').first();
    await nameLink.click();
    await page.waitForURL(/\/admin\/partners\/[0-9a-f-]{36}\/edit$/);
    await page.getByRole('heading', { name: 'Business Details' }).waitFor();
    await expectNoPageOverflow(page);
    await screenshot(page, 'admin-partner-edit-320');
    await page.setViewportSize(PHONE);
    await expectNoPageOverflow(page);
    await screenshot(page, 'admin-partner-edit-390');
  });

  it('shows every column and the row actions in a 1,280 px window, long names and addresses wrapped in full', async () => {
    const { page } = browser;
    await signInInBrowser(page, baseUrl);
    const name = `Saint Bartholomew ${run} Memorial Chapel & Cremation Services of the Greater Sacramento Valley`;
    const email = `arrangements.office@saint-bartholomew-memorial-chapel-and-cremation-services-${run}.example`;
    const website = `https://www.saint-bartholomew-memorial-chapel-cremation-${run}.example/locations/sacramento`;
    const created = await fetch(`${baseUrl}/api/admin/partners`, {
      method: 'POST',
      headers: { authorization: `Bearer ${await adminTokenOf(page)}`, 'content-type': 'application/json' },
      body: JSON.stringify({
        name,
        address: '1200 Capitol Mall',
        city: 'West Sacramento',
        state: 'California',
        zipCode: '95691',
        phone: '(916) 555-0147',
        email,
        website,
      }),
    });
    expect(created.status).toBe(201);

    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/admin/partners');
    await statusLine(page).waitFor();
    await searchPartners(page, `Bartholomew ${run}`);
    const row = rowOf(page, name);
    // Each in the window without scrolling the table sideways, where the office reaches for them.
    for (const control of [
      row.getByRole('link', { name, exact: true }),
      row.getByRole('link', { name: `Public page of ${name}` }),
      row.getByRole('button', { name: `Delete ${name}` }),
      page.getByRole('columnheader', { name: 'Updated' }),
    ]) {
      const box = await control.boundingBox();
      expect(box && box.x + box.width).toBeLessThanOrEqual(1280);
    }
    const region = page.getByRole('region', { name: 'Partners table' });
    expect(await region.evaluate((element) => element.scrollWidth - element.clientWidth)).toBeLessThanOrEqual(0);
    // Wrapped, not cut: the whole address is there to read.
    const cells = await row.locator('td').allInnerTexts();
    expect(cells.map((text) => text.replace(/\s+/g, ''))).toEqual(
      expect.arrayContaining([email, website.replace('https://www.', '')]),
    );
    await checkBothWidths(page, 'admin-partners-long-values');
  });

  it('bulk-marks two partners as priority', async () => {
    const { page } = browser;
    await signInInBrowser(page, baseUrl);
    await page.goto('/admin/partners?state=vermont&sort=featured');
    await statusLine(page).waitFor();

    // Two partners that are not featured yet (featured ones sort last, ascending).
    const regular = page
      .getByRole('table')
      .locator('tbody tr')
      .filter({ hasNot: page.getByText('Featured', { exact: true }) });
    expect(await regular.count()).toBeGreaterThanOrEqual(2);
    const picked = [
      (await regular.nth(0).getByRole('link').first().innerText()).trim(),
      (await regular.nth(1).getByRole('link').first().innerText()).trim(),
    ];
    for (const name of picked) await page.getByLabel(`Select ${name}`, { exact: true }).check();
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
    await page.getByText('0 selected').waitFor();

    // 'Featured only' now lists them.
    await page.getByLabel('Featured only').click();
    await page.waitForURL((url) => url.searchParams.get('featured') === '1');
    await settled(page);
    for (const name of picked) await rowOf(page, name).getByText('Featured', { exact: true }).waitFor();
  });

  it('writes the long description and the services in French; the French page shows them', async () => {
    const { page } = browser;
    await signInInBrowser(page, baseUrl);
    // A demo partner in Québec (the demo data is the same on every run); its address names its id.
    await page.goto('/fr/partenaire/residence-funeraire-bouchard-saint-jean-sur-richelieu-qc');
    const partnerId = page.url().split('/').at(-1) ?? '';
    await page.goto(`/admin/partners/${partnerId}/edit`);
    const name = 'Résidence funéraire Bouchard';
    await expect.poll(() => page.getByLabel('Business Name').inputValue()).toBe(name);

    const about = `Fondée par la famille ${run}.\n\nNous prenons le temps de vous écouter.`;
    await page.getByLabel('Long Description (French)').fill(about);
    await page.getByLabel('Services Offered (French)').fill(`Crémation directe; Soutien au deuil ${run}`);
    await page.getByRole('button', { name: 'Update Partner' }).click();
    await toastSays(page, 'Partner updated successfully');
    await page.waitForURL((url) => url.pathname === '/admin/partners');

    await page.goto(`/fr/partenaire/${partnerId}`);
    await page.getByRole('heading', { name, level: 1 }).waitFor();
    await page.getByText(`Fondée par la famille ${run}.`, { exact: true }).waitFor();
    const services = page.getByRole('list').filter({ hasText: `Soutien au deuil ${run}` });
    expect(await services.getAttribute('lang')).toBeNull();
    expect(await services.getByRole('listitem').allInnerTexts()).toEqual([
      'Crémation directe',
      `Soutien au deuil ${run}`,
    ]);
    expect(await page.locator('[lang="en"]').filter({ hasText: 'Fondée par' }).count()).toBe(0);

    // The edit form shows them back as saved.
    await page.goto(`/admin/partners/${partnerId}/edit`);
    await expect.poll(() => page.getByLabel('Long Description (French)').inputValue()).toBe(about);
    expect(await page.getByLabel('Services Offered (French)').inputValue()).toBe(
      `Crémation directe; Soutien au deuil ${run}`,
    );
  });

  it('uploads a logo a partner sent by email: the public page shows it; removes it again', async () => {
    const { page } = browser;
    await signInInBrowser(page, baseUrl);
    await page.goto('/admin/partners?q=Sacramento');
    await statusLine(page).waitFor();
    await page.getByRole('table').locator('tbody tr').first().getByRole('link').first().click();
    await page.waitForURL(/\/admin\/partners\/[0-9a-f-]{36}\/edit$/);
    const partnerId = page.url().split('/').at(-2) ?? '';
    await expect.poll(() => page.getByLabel('Business Name').inputValue()).not.toBe('');
    const name = await page.getByLabel('Business Name').inputValue();
    const panel = page
      .locator('section, div')
      .filter({ has: page.getByRole('heading', { name: 'Logo or photo' }) })
      .last();
    await panel.getByText('No logo or photo.').waitFor();
    const outcome = panel.getByRole('status');
    expect(await outcome.innerText()).toBe('');

    // The form's Logo URL says where the listing's logo comes from instead.
    expect(await page.getByLabel('Logo URL').getAttribute('aria-describedby')).toBeTruthy();
    await page.getByText(/The listing itself shows the image uploaded under “Logo or photo”/).waitFor();

    // An edit typed before the upload still saves: the upload touches none of the form's fields.
    const newPhone = `(916) 555-${String(Date.now() % 10_000).padStart(4, '0')}`;
    await page.getByLabel('Phone Number').fill(newPhone);
    await panel.getByLabel('Logo or photo file').setInputFiles({
      name: 'logo.png',
      mimeType: 'image/png',
      buffer: solidPng(320, 160, [40, 90, 140]),
    });
    await panel.getByRole('img', { name: `${name} logo` }).waitFor();
    await expect.poll(() => outcome.innerText()).toBe('Logo saved. The public page shows it now.');
    await panel.getByRole('button', { name: 'Replace logo' }).waitFor();
    await checkBothWidths(page, 'admin-partner-logo');
    await page.getByRole('button', { name: 'Update Partner' }).click();
    await toastSays(page, 'Partner updated successfully');
    await page.goto(`/partner/${partnerId}`);
    await page.getByRole('img', { name: `${name} logo` }).waitFor();
    expect(await page.getByText(newPhone).count()).toBeGreaterThan(0);

    await page.goto(`/admin/partners/${partnerId}/edit`);
    await panel.getByRole('button', { name: 'Remove logo' }).click();
    await panel.getByText('No logo or photo.').waitFor();
    await expect.poll(() => outcome.innerText()).toBe('Logo removed. The public page no longer shows it.');
  });

  it('shows the logo the status names: the new one when saved, none when removed', async () => {
    const { page } = browser;
    await signInInBrowser(page, baseUrl);
    const created = await fetch(`${baseUrl}/api/admin/partners`, {
      method: 'POST',
      headers: { authorization: `Bearer ${await adminTokenOf(page)}`, 'content-type': 'application/json' },
      body: JSON.stringify({
        name: `Logo Timing ${run} Chapel`,
        address: '10 Elm Street',
        city: 'Sacramento',
        state: 'California',
        zipCode: '95814',
        phone: '(916) 555-0148',
      }),
    });
    expect(created.status).toBe(201);
    const { id } = (await created.json()) as { id: string };
    await page.goto(`/admin/partners/${id}/edit`);
    const panel = page
      .locator('section, div')
      .filter({ has: page.getByRole('heading', { name: 'Logo or photo' }) })
      .last();
    await panel.getByText('No logo or photo.').waitFor();
    // The partner's own reload after a change is slow here, as on a busy connection.
    await page.route(`**/api/admin/partners/${id}`, async (route) => {
      if (route.request().method() === 'GET') await new Promise((resolve) => setTimeout(resolve, 1500));
      await route.continue();
    });
    // What the panel shows at the moment its status line changes.
    await panel.getByRole('status').evaluate((status) => {
      const seen: { text: string; images: string[] }[] = [];
      (window as unknown as { logoSeen: typeof seen }).logoSeen = seen;
      const card = status.closest('.grid.gap-3') ?? document;
      new MutationObserver(() => {
        const text = status.textContent ?? '';
        if (text) seen.push({ text, images: [...card.querySelectorAll('img')].map((image) => image.src) });
      }).observe(status, { childList: true, characterData: true, subtree: true });
    });
    const seen = () =>
      page.evaluate(() => (window as unknown as { logoSeen: { text: string; images: string[] }[] }).logoSeen);

    const fileInput = panel.getByLabel('Logo or photo file');
    await fileInput.setInputFiles({
      name: 'first.png',
      mimeType: 'image/png',
      buffer: solidPng(200, 100, [200, 40, 40]),
    });
    await expect.poll(async () => (await seen()).length).toBe(1);
    const [saved] = await seen();
    expect(saved).toMatchObject({ text: 'Logo saved. The public page shows it now.' });
    expect(saved?.images).toHaveLength(1);

    await panel.getByRole('button', { name: 'Replace logo', disabled: false }).waitFor();
    await fileInput.setInputFiles({
      name: 'second.png',
      mimeType: 'image/png',
      buffer: solidPng(200, 100, [40, 200, 40]),
    });
    await expect.poll(async () => (await seen()).length).toBe(2);
    const replaced = (await seen())[1];
    expect(replaced?.images).toHaveLength(1);
    expect(replaced?.images[0]).not.toBe(saved?.images[0]);

    await panel.getByRole('button', { name: 'Remove logo', disabled: false }).click();
    await expect.poll(async () => (await seen()).length).toBe(3);
    expect((await seen())[2]).toEqual({ text: 'Logo removed. The public page no longer shows it.', images: [] });
    await panel.getByText('No logo or photo.').waitFor();
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
    await rowOf(page, name).getByText('Denver', { exact: true }).waitFor();
    await rowOf(page, name).getByText('Colorado', { exact: true }).waitFor();
  });
});

describe('admin logo refusals', () => {
  // The server's refusal is a 400 the panel shows; the browser logs every failed request.
  const browser = useBrowserPage({ baseUrl, expectedConsoleErrors: [/the server responded with a status of 400/] });

  it('says beside the file input why a file was refused, as the input’s description', async () => {
    const { page } = browser;
    await signInInBrowser(page, baseUrl);
    await page.goto('/admin/partners?q=Fresno');
    await statusLine(page).waitFor();
    await page.getByRole('table').locator('tbody tr').first().getByRole('link').first().click();
    await page.waitForURL(/\/admin\/partners\/[0-9a-f-]{36}\/edit$/);
    const panel = page
      .locator('section, div')
      .filter({ has: page.getByRole('heading', { name: 'Logo or photo' }) })
      .last();
    const fileInput = panel.getByLabel('Logo or photo file');
    await expect.poll(() => fileInput.isEnabled()).toBe(true);

    // A refused file: the reason stays beside the input, in its description, until the next file.
    const refusals: [string, { name: string; mimeType: string; buffer: Buffer }, string, string][] = [
      [
        'a GIF, refused before sending',
        { name: 'logo.gif', mimeType: 'image/gif', buffer: Buffer.from('GIF89a\x01\x00\x01\x00', 'latin1') },
        'Invalid file type',
        IMAGE_MESSAGES.wrongType,
      ],
      [
        'text named .png, refused by the server from its bytes',
        { name: 'logo.png', mimeType: 'image/png', buffer: Buffer.from('not an image at all') },
        'Invalid file type',
        IMAGE_MESSAGES.wrongType,
      ],
      [
        'a file over 5 MB',
        { name: 'huge.png', mimeType: 'image/png', buffer: Buffer.alloc(5 * 1024 * 1024 + 1) },
        'File too large',
        'Logo file must be smaller than 5MB.',
      ],
    ];
    for (const [, file, title, reason] of refusals) {
      await fileInput.setInputFiles(file);
      await panel.getByText(reason, { exact: true }).waitFor();
      expect(await panel.getByText(title, { exact: true }).count()).toBe(1);
      for (const described of [fileInput, panel.getByRole('button', { name: /^(Upload|Replace) logo$/ })]) {
        const description = await described.evaluate((element) =>
          (element.getAttribute('aria-describedby') ?? '')
            .split(' ')
            .map((id) => document.getElementById(id)?.textContent)
            .join(' '),
        );
        expect(description).toContain(`${title}. ${reason}`);
      }
      expect(await panel.getByRole('status').innerText()).toBe('');
    }
    await checkBothWidths(page, 'admin-partner-logo-refused');

    // A good file next: the refusal and the input's description of it are gone.
    await fileInput.setInputFiles({
      name: 'logo.png',
      mimeType: 'image/png',
      buffer: solidPng(200, 100, [90, 40, 40]),
    });
    await expect.poll(() => panel.getByRole('status').innerText()).toBe('Logo saved. The public page shows it now.');
    expect(await panel.getByRole('alert').innerText()).toBe('');
    expect(await fileInput.getAttribute('aria-describedby')).not.toContain('refusal');
    await panel.getByRole('button', { name: 'Remove logo' }).click();
    await expect
      .poll(() => panel.getByRole('status').innerText())
      .toBe('Logo removed. The public page no longer shows it.');
  });
});

describe('a toast over a confirmation', () => {
  // The deletion below is aborted on purpose: the browser logs the failed request.
  const failingDeletes = useBrowserPage({
    baseUrl,
    expectedConsoleErrors: [/^Failed to load resource: net::ERR_FAILED$/],
  });

  it('closes a confirmation with one Escape while its error toast is showing', async () => {
    const { page } = failingDeletes;
    const name = await openVermontPartners(page);
    // The deletion cannot reach the server: the confirmation stays, under the error toast.
    await page.route('**/api/admin/partners/*', (route) =>
      route.request().method() === 'DELETE' ? route.abort() : route.fallback(),
    );
    try {
      await rowOf(page, name)
        .getByRole('button', { name: `Delete ${name}` })
        .click();
      const dialog = page.getByRole('alertdialog', { name: 'Delete Partner' });
      await dialog.getByRole('button', { name: 'Delete', exact: true }).click();
      await toastSays(page, 'Failed to delete partner');
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'detached' });
      expect(await rowOf(page, name).count()).toBe(1);
    } finally {
      await page.unroute('**/api/admin/partners/*');
    }
  });
});
