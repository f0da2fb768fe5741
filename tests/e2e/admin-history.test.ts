import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { expectNoAxeViolations } from '../setup/axe';
import { DESKTOP, PHONE, screenshot, useBrowserPage } from '../setup/browser';
import { E2E_ADMIN_USERNAME, signInInBrowser } from './admin';

const baseUrl = inject('baseUrl');

/** A run-specific suffix: the shared e2e server keeps what earlier files (or runs) wrote. */
const run = Date.now().toString(36).slice(-5).toUpperCase();

async function bothWidths(page: Page, name: string) {
  await page.setViewportSize(PHONE);
  await screenshot(page, `${name}-390`);
  await expectNoAxeViolations(page);
  await page.setViewportSize(DESKTOP);
  await screenshot(page, `${name}-1280`);
  await expectNoAxeViolations(page);
}

async function tokenOf(page: Page): Promise<string> {
  const raw = await page.evaluate(() => window.localStorage.getItem('admin-auth-storage'));
  const token = (JSON.parse(raw ?? '{}') as { state?: { token?: string } }).state?.token;
  if (!token) throw new Error('not signed in');
  return token;
}

describe('history, trash and restore in the admin', () => {
  const browser = useBrowserPage({ baseUrl });

  it('an edit shows in the partner history; a deleted partner is found in Trash, restored, and public again', async () => {
    const { page } = browser;
    await signInInBrowser(page, baseUrl);
    const name = `History Chapel ${run}`;
    const created = await fetch(`${baseUrl}/api/admin/partners`, {
      method: 'POST',
      headers: { authorization: `Bearer ${await tokenOf(page)}`, 'content-type': 'application/json' },
      body: JSON.stringify({
        name,
        address: '500 Lamar Blvd',
        city: 'Austin',
        state: 'Texas',
        zipCode: '78703',
        phone: '(512) 555-0142',
      }),
    });
    expect(created.status).toBe(201);
    const partner = (await created.json()) as { id: string; slug: string };

    // Edit in the form; the history panel names who changed what.
    await page.goto(`/admin/partners/${partner.id}/edit`);
    await page.getByRole('heading', { name: 'Edit Partner', level: 1 }).waitFor();
    await page.getByLabel('Phone Number').fill('(512) 555-0188');
    await page.getByRole('button', { name: 'Update Partner' }).click();
    await page.waitForURL((url) => url.pathname === '/admin/partners');
    await page.goto(`/admin/partners/${partner.id}/edit`);
    const history = page.getByRole('region', { name: 'History' });
    await history.getByText('(512) 555-0188').waitFor();
    await expect.poll(() => history.getByRole('listitem').first().innerText()).toContain(E2E_ADMIN_USERNAME);
    expect(await history.getByRole('listitem').first().innerText()).toMatch(/Phone Number:\s*\(512\) 555-0142\s*→/);
    await bothWidths(page, 'admin-partner-history');

    // Delete from the partner table.
    await page.goto(`/admin/partners?q=${encodeURIComponent(name)}`);
    await page.getByRole('button', { name: `Delete ${name}` }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Delete Partner' });
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await confirm.waitFor({ state: 'detached' });
    expect((await fetch(`${baseUrl}/partner/${partner.slug}`, { redirect: 'manual' })).status).toBe(404);

    // The Activity screen lists the delete.
    await page.getByRole('link', { name: 'Activity' }).click();
    await page.waitForURL((url) => url.pathname === '/admin/activity');
    await page.getByText(`Deleted ${name} (Austin, Texas)`).waitFor();
    await bothWidths(page, 'admin-activity');

    // Found in Trash, restored.
    await page.getByRole('link', { name: 'Trash' }).click();
    await page.waitForURL((url) => url.pathname === '/admin/trash');
    await page.getByRole('heading', { name: 'Trash', level: 1 }).waitFor();
    const item = page.getByRole('listitem').filter({ hasText: name }).filter({ hasText: 'Deleted by' });
    await item.waitFor();
    expect(await item.innerText()).toContain(`Deleted by ${E2E_ADMIN_USERNAME}`);
    await bothWidths(page, 'admin-trash');
    await item.getByRole('button', { name: 'Restore' }).click();
    await page.getByText(`${name} (Austin, Texas) was restored.`).waitFor();
    await page.getByRole('link', { name: 'Open the partner' }).waitFor();
    await item.waitFor({ state: 'detached' });

    // The public page is back at the same address.
    const publicPage = await fetch(`${baseUrl}/partner/${partner.slug}`, { redirect: 'manual' });
    expect(publicPage.status).toBe(301);
    await page.goto(publicPage.headers.get('location')!);
    await page.getByRole('heading', { name, level: 1 }).waitFor();
  });

  it('undoes a bulk edit from the Activity screen in one step, once', async () => {
    const { page } = browser;
    await signInInBrowser(page, baseUrl);
    const token = await tokenOf(page);
    const ids: string[] = [];
    for (const suffix of ['One', 'Two']) {
      const response = await fetch(`${baseUrl}/api/admin/partners`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: JSON.stringify({
          name: `Undo ${suffix} ${run}`,
          address: '12 Elm St',
          city: 'Austin',
          state: 'Texas',
          zipCode: '78704',
          phone: '(512) 555-0123',
        }),
      });
      ids.push(((await response.json()) as { id: string }).id);
    }
    const edit = await fetch(`${baseUrl}/api/admin/partners/bulk-edit`, {
      method: 'PATCH',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ ids, updates: { isPriority: true } }),
    });
    expect(edit.status).toBe(200);

    await page.goto('/admin/activity?entity=partner');
    const entry = page
      .getByRole('listitem')
      .filter({ hasText: 'Bulk edit of 2 partners' })
      .filter({ hasNotText: 'Undid:' })
      .first();
    await entry.getByRole('button', { name: 'Show changes (2)' }).click();
    await entry.getByText(`Undo One ${run} (Austin, Texas)`).waitFor();
    expect(await entry.innerText()).toMatch(/Priority Status:\s*Regular Partner\s*→/);
    await bothWidths(page, 'admin-activity-bulk-edit');

    await entry.getByRole('button', { name: 'Undo this bulk edit' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Undo this bulk edit?' });
    await dialog.getByRole('button', { name: 'Undo this bulk edit' }).click();
    await dialog.waitFor({ state: 'detached' });
    await entry.getByText('Undone', { exact: true }).waitFor();
    expect(await entry.getByRole('button', { name: 'Undo this bulk edit' }).count()).toBe(0);
    for (const id of ids) {
      const partner = await fetch(`${baseUrl}/api/admin/partners/${id}`, {
        headers: { authorization: `Bearer ${token}` },
      });
      expect(((await partner.json()) as { isPriority: boolean }).isPriority).toBe(false);
    }
  });

  it('undoes an FAQ upload from the Activity screen: the items it created are gone', async () => {
    const { page } = browser;
    await signInInBrowser(page, baseUrl);
    const token = await tokenOf(page);
    const questions = [`Uploaded first ${run}?`, `Uploaded second ${run}?`];
    const upload = await fetch(`${baseUrl}/api/admin/faq/bulk`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ faqs: questions.map((question) => ({ question, answer: 'From a file.' })) }),
    });
    expect(upload.status).toBe(201);

    await page.goto('/admin/activity?entity=faq');
    const entry = page
      .getByRole('listitem')
      .filter({ hasText: 'FAQ upload of 2 rows: 2 created, 0 updated' })
      .filter({ hasNotText: 'Undid:' })
      .first();
    await entry.getByRole('button', { name: 'Show changes (2)' }).click();
    await entry.getByText(questions[0]!).waitFor();

    await entry.getByRole('button', { name: 'Undo this import' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Undo this import?' });
    expect(await dialog.innerText()).toContain('All 2 FAQ items go back to how they were before');
    await bothWidths(page, 'admin-activity-faq-undo');
    await dialog.getByRole('button', { name: 'Undo this import' }).click();
    await dialog.waitFor({ state: 'detached' });
    await entry.getByText('Undone', { exact: true }).waitFor();
    expect(await entry.getByRole('button', { name: 'Undo this import' }).count()).toBe(0);

    const list = await fetch(`${baseUrl}/api/admin/faq`, { headers: { authorization: `Bearer ${token}` } });
    const left = JSON.stringify(await list.json());
    for (const question of questions) expect(left).not.toContain(question);
  });
});
