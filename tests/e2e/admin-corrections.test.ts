import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { expectNoAxeViolations } from '../setup/axe';
import { DESKTOP, screenshot, useBrowserPage, waitForHydration } from '../setup/browser';
import { E2E_ADMIN_USERNAME, signInInBrowser } from './admin';

/*
 * Handling a family's correction in one trip: from the queue to the partner's form with the report above
 * it, save, back at the queue with that report first, accept it, and the accept is in the activity.
 */

const baseUrl = inject('baseUrl');
/** A run-specific suffix: the shared e2e server keeps what earlier files (or runs) wrote. */
const run = Date.now().toString(36).slice(-5).toUpperCase();
const LAPTOP = { width: 1024, height: 800 };

async function tokenOf(page: Page): Promise<string> {
  const raw = await page.evaluate(() => window.localStorage.getItem('admin-auth-storage'));
  const token = (JSON.parse(raw ?? '{}') as { state?: { token?: string } }).state?.token;
  if (!token) throw new Error('not signed in');
  return token;
}

describe('a correction handled from the queue', () => {
  const browser = useBrowserPage({ baseUrl });

  it('shows the report beside the form, returns to it after saving, and records its accept', async () => {
    const { page } = browser;
    await signInInBrowser(page, baseUrl);
    const name = `Correction Chapel ${run}`;
    const created = await fetch(`${baseUrl}/api/admin/partners`, {
      method: 'POST',
      headers: { authorization: `Bearer ${await tokenOf(page)}`, 'content-type': 'application/json' },
      body: JSON.stringify({
        name,
        address: '700 Congress Ave',
        city: 'Austin',
        state: 'Texas',
        zipCode: '78701',
        phone: '(512) 555-0184',
      }),
    });
    expect(created.status).toBe(201);
    const partner = (await created.json()) as { id: string };

    // A family reports the phone number through the public form.
    const message = `The number (512) 555-0184 no longer works; they answer at (512) 555-0142 (${run}).`;
    await page.goto(`/partner/${partner.id}/correction`);
    await waitForHydration(page);
    await page.getByLabel('What is wrong?').fill(message);
    await page.getByLabel('Your email (optional)').fill('family@example.org');
    await page.getByRole('button', { name: 'Send correction' }).click();
    await page.getByRole('heading', { name: 'Thank you' }).waitFor();

    // From the queue to the partner's form: the report is above it, and stays there on reload.
    await page.goto('/admin/corrections?status=new');
    const card = page.locator('li', { hasText: message });
    await card.getByRole('link', { name: 'Edit the partner' }).click();
    await page.waitForURL((url) => url.pathname === `/admin/partners/${partner.id}/edit`);
    const report = page.getByRole('region', { name: 'The report you are handling' });
    await report.getByText(message).waitFor();
    await report.getByText(/contact: family@example\.org/).waitFor();
    await report.getByText('New', { exact: true }).waitFor();
    await page.reload();
    await report.getByText(message).waitFor();
    await page.getByLabel('Phone Number').waitFor();
    await page.setViewportSize(LAPTOP);
    await screenshot(page, 'admin-correction-edit-1024', { fullPage: false });
    await expectNoAxeViolations(page);
    await page.setViewportSize(DESKTOP);
    await screenshot(page, 'admin-correction-edit-1280', { fullPage: false });

    // Saving brings the admin back to that report in the queue; accepting it stays their own act.
    await page.getByLabel('Phone Number').fill('(512) 555-0142');
    await page.getByRole('button', { name: 'Update Partner' }).click();
    await page.waitForURL((url) => url.pathname === '/admin/corrections');
    await page.getByText('Partner updated successfully', { exact: true }).first().waitFor();
    const cameFrom = page.getByRole('region', { name: 'The report you came from' });
    await cameFrom.getByText(message).waitFor();
    await screenshot(page, 'admin-correction-back-1280', { fullPage: false });
    await expectNoAxeViolations(page);
    await cameFrom.getByRole('button', { name: `Accept the correction to ${name}` }).click();
    await cameFrom.getByText(`Accepted by ${E2E_ADMIN_USERNAME}`, { exact: false }).waitFor();
    expect(await page.locator('li', { hasText: message }).count()).toBe(0);

    // Back returns to the form with the report; the accept is recorded in the activity.
    await page.goBack();
    await page
      .getByRole('region', { name: 'The report you are handling' })
      .getByText('Accepted', { exact: true })
      .waitFor();
    await page.goto('/admin/activity');
    await page.getByText(`Accepted a correction to ${name}`).waitFor();
  });

  it('keeps a plain edit from the partners list as it was: no report, a save returns to the list', async () => {
    const { page } = browser;
    await signInInBrowser(page, baseUrl);
    await page.goto(`/admin/partners?q=${encodeURIComponent(`Correction Chapel ${run}`)}`);
    await page
      .getByRole('table')
      .getByRole('link', { name: `Correction Chapel ${run}`, exact: true })
      .click();
    await page.getByRole('heading', { name: 'Edit Partner', level: 1 }).waitFor();
    await page.getByLabel('Phone Number').waitFor();
    expect(await page.getByRole('region', { name: 'The report you are handling' }).count()).toBe(0);
    await page.getByRole('button', { name: 'Update Partner' }).click();
    await page.waitForURL((url) => url.pathname === '/admin/partners');
  });
});
