import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { expectNoAxeViolations } from '../setup/axe';
import { DESKTOP, PHONE, screenshot, useBrowserPage } from '../setup/browser';
import { E2E_ADMIN_PASSWORD, E2E_ADMIN_USERNAME, ensureFirstAdmin, signInInBrowser } from './admin';

/** The admin drafts in this tab's sessionStorage (React Router keeps its scroll positions there too). */
const draftsKept = (page: Page) =>
  page.evaluate(() => Object.keys(window.sessionStorage).filter((key) => key.startsWith('admin-draft:')));

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

async function api<T>(token: string, path: string, init: { method?: string; body?: unknown } = {}) {
  const response = await fetch(`${baseUrl}${path}`, {
    method: init.method ?? 'GET',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  const text = await response.text();
  return { status: response.status, body: (text ? JSON.parse(text) : undefined) as T };
}

interface PartnerJson {
  id: string;
  updatedAt: string;
  description: string | null;
  phone: string;
}

async function createPartner(token: string, name: string): Promise<PartnerJson> {
  const created = await api<PartnerJson>(token, '/api/admin/partners', {
    method: 'POST',
    body: {
      name,
      address: '500 Lamar Blvd',
      city: 'Austin',
      state: 'Texas',
      zipCode: '78703',
      phone: '(512) 555-0142',
      description: 'The description before anyone edited it.',
    },
  });
  expect(created.status).toBe(201);
  return created.body;
}

/** The login form of the page the browser is on (it already carries ?next=). */
async function signInHere(page: Page) {
  await page.getByRole('button', { name: 'Login', disabled: false }).waitFor();
  await page.getByLabel('Username').fill(E2E_ADMIN_USERNAME);
  await page.getByLabel('Password').fill(E2E_ADMIN_PASSWORD);
  await page.getByRole('button', { name: 'Login' }).click();
}

async function openEditor(page: Page, id: string) {
  await page.goto(`/admin/partners/${id}/edit`);
  await page.getByRole('heading', { name: 'Edit Partner', level: 1 }).waitFor();
  await page.getByLabel('Description', { exact: true }).waitFor();
}

describe("an admin's typed work", () => {
  // The refused calls the pages handle on purpose show up as failed resource loads.
  const browser = useBrowserPage({
    baseUrl,
    expectedConsoleErrors: [/status of 401/, /status of 409/],
  });

  it('survives the session ending mid-edit: sign in again, back on the form with the draft restored', async () => {
    const { page } = browser;
    await signInInBrowser(page, baseUrl);
    const token = await tokenOf(page);
    const partner = await createPartner(token, `Draft Keeper ${run}`);
    await openEditor(page, partner.id);

    const typed = `Typed while the session was alive ${run}.`;
    await page.getByLabel('Description', { exact: true }).fill(typed);
    await page.getByLabel('Phone Number').fill('(512) 555-0177');

    // The session ends on the server (its admin_sessions row goes), as an expiry or a logout elsewhere would.
    expect((await api(token, '/api/admin/logout', { method: 'POST' })).status).toBeLessThan(300);
    await page.getByRole('button', { name: 'Update Partner' }).click();

    await page.waitForURL((url) => url.pathname === '/admin/login');
    const login = new URL(page.url());
    expect(login.searchParams.get('next')).toBe(`/admin/partners/${partner.id}/edit`);
    await page.getByText('Your session ended. Sign in again to continue; your changes are kept.').waitFor();
    expect(await page.getByText(/failed/i).count()).toBe(0);
    // The draft is in this tab's sessionStorage, and the token is nowhere in it.
    const stored = await page.evaluate(() => JSON.stringify(Object.entries(window.sessionStorage)));
    expect(stored).toContain(typed);
    expect(stored).not.toContain(token);
    await bothWidths(page, 'admin-session-ended-login');

    await signInHere(page);
    await page.waitForURL((url) => url.pathname === `/admin/partners/${partner.id}/edit`);
    await page.getByText(/Your unsaved changes from before you signed in again were restored/).waitFor();
    await expect.poll(() => page.getByLabel('Description', { exact: true }).inputValue()).toBe(typed);
    expect(await page.getByLabel('Phone Number').inputValue()).toBe('(512) 555-0177');
    await bothWidths(page, 'admin-draft-restored');

    await page.getByRole('button', { name: 'Update Partner' }).click();
    await page.waitForURL((url) => url.pathname === '/admin/partners');
    const saved = await api<PartnerJson>(await tokenOf(page), `/api/admin/partners/${partner.id}`);
    expect(saved.body.description).toBe(typed);
    expect(saved.body.phone).toBe('(512) 555-0177');
    // Saved: the draft is gone, the editor opens clean.
    expect(await draftsKept(page)).toEqual([]);
  });

  it("a restored draft keeps a colleague's change made meanwhile, and meets theirs on a field both changed", async () => {
    const { page } = browser;
    await signInInBrowser(page, baseUrl);
    const token = await tokenOf(page);
    const partner = await createPartner(token, `Draft Meets Colleague ${run}`);
    await openEditor(page, partner.id);
    const mine = `Typed before a colleague saved ${run}.`;
    await page.getByLabel('Description', { exact: true }).fill(mine);
    await page.getByLabel('Email', { exact: true }).fill('office@example.com');

    // A colleague saves a new phone and an email while this tab is still typing; then the session ends.
    const colleague = await page.context().newPage();
    await openEditor(colleague, partner.id);
    await colleague.getByLabel('Phone Number').fill('(512) 555-0111');
    await colleague.getByLabel('Email', { exact: true }).fill('front-desk@example.com');
    await colleague.getByRole('button', { name: 'Update Partner' }).click();
    await colleague.waitForURL((url) => url.pathname === '/admin/partners');
    await colleague.close();
    expect((await api(token, '/api/admin/logout', { method: 'POST' })).status).toBeLessThan(300);
    await page.getByRole('button', { name: 'Update Partner' }).click();
    await page.waitForURL((url) => url.pathname === '/admin/login');
    await signInHere(page);
    await page.waitForURL((url) => url.pathname === `/admin/partners/${partner.id}/edit`);
    await page.getByText(/Your unsaved changes from before you signed in again were restored/).waitFor();
    // The colleague's phone is the record's; what this tab typed is back on top of it.
    await expect.poll(() => page.getByLabel('Phone Number').inputValue()).toBe('(512) 555-0111');
    expect(await page.getByLabel('Description', { exact: true }).inputValue()).toBe(mine);

    // Both changed the email: the save is not taken silently over theirs.
    await page.getByRole('button', { name: 'Update Partner' }).click();
    await page.getByRole('alert').filter({ hasText: 'This partner was changed by someone else' }).waitFor();
    await page.getByRole('button', { name: 'Show the newer version' }).click();
    await page
      .getByRole('table', { name: /differ between the newer version and yours/ })
      .getByRole('row', {
        name: /^Email front-desk@example\.com office@example\.com ?You both changed this field: Keep mine saves yours\.$/,
      })
      .waitFor();
    await page.getByRole('button', { name: 'Keep mine and save again' }).click();
    await page.waitForURL((url) => url.pathname === '/admin/partners');
    const saved = await api<PartnerJson & { email: string }>(await tokenOf(page), `/api/admin/partners/${partner.id}`);
    expect(saved.body).toMatchObject({ phone: '(512) 555-0111', description: mine, email: 'office@example.com' });
  });

  it('keeps what was typed when another tab signs out, and gives it back after signing in here', async () => {
    const { page } = browser;
    await signInInBrowser(page, baseUrl);
    const partner = await createPartner(await tokenOf(page), `Other Tab ${run}`);
    await openEditor(page, partner.id);
    const typed = `Typed while another tab signed out ${run}.`;
    await page.getByLabel('Description', { exact: true }).fill(typed);

    // The same browser, another tab: Logout there ends this tab's session too.
    const other = await page.context().newPage();
    await other.goto('/admin/dashboard');
    await other.getByRole('button', { name: 'Logout' }).click();
    await other.waitForURL((url) => url.pathname === '/admin/login');
    await other.close();

    await page.waitForURL((url) => url.pathname === '/admin/login');
    expect(new URL(page.url()).searchParams.get('next')).toBe(`/admin/partners/${partner.id}/edit`);
    await page.getByText('Your session ended. Sign in again to continue; your changes are kept.').waitFor();
    await signInHere(page);
    await page.waitForURL((url) => url.pathname === `/admin/partners/${partner.id}/edit`);
    await page.getByText(/Your unsaved changes from before you signed in again were restored/).waitFor();
    await expect.poll(() => page.getByLabel('Description', { exact: true }).inputValue()).toBe(typed);
    await page.getByRole('button', { name: 'Update Partner' }).click();
    await page.waitForURL((url) => url.pathname === '/admin/partners');
    const saved = await api<PartnerJson>(await tokenOf(page), `/api/admin/partners/${partner.id}`);
    expect(saved.body.description).toBe(typed);
  });

  it('a restored draft can be discarded, bringing back the stored values', async () => {
    const { page } = browser;
    await signInInBrowser(page, baseUrl);
    const token = await tokenOf(page);
    const partner = await createPartner(token, `Draft Discarder ${run}`);
    await openEditor(page, partner.id);
    await page.getByLabel('Description', { exact: true }).fill('Something I no longer want.');
    await api(token, '/api/admin/logout', { method: 'POST' });
    await page.getByRole('button', { name: 'Update Partner' }).click();
    await page.waitForURL((url) => url.pathname === '/admin/login');
    await signInHere(page);
    await page.getByRole('button', { name: 'Discard draft' }).click();
    await expect
      .poll(() => page.getByLabel('Description', { exact: true }).inputValue())
      .toBe('The description before anyone edited it.');
    expect(await draftsKept(page)).toEqual([]);
  });

  it('a deep link without a session goes to sign-in and comes back; a foreign next is refused', async () => {
    const { page } = browser;
    await ensureFirstAdmin(baseUrl);
    await page.goto('/admin/faq?from=bookmark');
    await page.waitForURL((url) => url.pathname === '/admin/login');
    expect(new URL(page.url()).searchParams.get('next')).toBe('/admin/faq?from=bookmark');
    await signInHere(page);
    await page.waitForURL((url) => url.pathname === '/admin/faq' && url.search === '?from=bookmark');
    await page.getByRole('heading', { name: 'FAQ Management', level: 1 }).waitFor();

    await page.evaluate(() => window.localStorage.removeItem('admin-auth-storage'));
    await page.goto('/admin/login?next=https://evil.example/admin');
    await signInHere(page);
    await page.waitForURL((url) => url.pathname === '/admin/dashboard');
    expect(new URL(page.url()).origin).toBe(baseUrl);
  });

  it('an ended session with nothing typed says so without promising kept changes', async () => {
    const { page } = browser;
    await page.goto('/admin/login');
    await page.evaluate(() =>
      window.localStorage.setItem(
        'admin-auth-storage',
        JSON.stringify({
          state: { user: { id: 'x', username: 'admin' }, token: 'expired-or-unknown-token', isAuthenticated: true },
          version: 0,
        }),
      ),
    );
    await page.goto('/admin/faq');
    await page.waitForURL((url) => url.pathname === '/admin/login');
    expect(new URL(page.url()).searchParams.get('next')).toBe('/admin/faq');
    await page.getByText('Your session ended. Sign in again to continue.', { exact: true }).waitFor();
    expect(await page.getByText(/your changes are kept/).count()).toBe(0);
  });

  it("shows an edit conflict at the top with each side's changes, and keeps mine on top of theirs", async () => {
    const { page } = browser;
    await signInInBrowser(page, baseUrl);
    const token = await tokenOf(page);
    const partner = await createPartner(token, `Conflict Case ${run}`);
    await openEditor(page, partner.id);

    // A colleague in another tab saves first: a new phone, and an email this tab changes as well.
    const colleague = await page.context().newPage();
    await openEditor(colleague, partner.id);
    await colleague.getByLabel('Phone Number').fill('(512) 555-0111');
    await colleague.getByLabel('Email', { exact: true }).fill('front-desk@example.com');
    await colleague.getByRole('button', { name: 'Update Partner' }).click();
    await colleague.waitForURL((url) => url.pathname === '/admin/partners');
    await colleague.close();

    const mine = `My description ${run}.`;
    await page.getByLabel('Description', { exact: true }).fill(mine);
    await page.getByLabel('Email', { exact: true }).fill('office@example.com');
    await page.getByRole('button', { name: 'Update Partner' }).click();
    const alert = page.getByRole('alert').filter({ hasText: 'This partner was changed by someone else' });
    await alert.waitFor();
    // Focused, so it is where the admin is looking and read out.
    await expect.poll(() => alert.evaluate((element) => element === document.activeElement)).toBe(true);

    await page.getByRole('button', { name: 'Show the newer version' }).click();
    const table = page.getByRole('table', { name: /differ between the newer version and yours/ });
    // Only what this tab typed is "mine": the phone it never touched is theirs, and kept.
    await table
      .getByRole('row', { name: /^Phone Number \(512\) 555-0111 Not changed by you: theirs is kept\.$/ })
      .waitFor();
    await table.getByRole('row', { name: new RegExp(`^Description Not changed by them\\. ${mine}$`) }).waitFor();
    await table
      .getByRole('row', {
        name: /^Email front-desk@example\.com office@example\.com ?You both changed this field: Keep mine saves yours\.$/,
      })
      .waitFor();
    await bothWidths(page, 'admin-edit-conflict');

    await page.getByRole('button', { name: 'Keep mine and save again' }).click();
    await page.waitForURL((url) => url.pathname === '/admin/partners');
    const saved = await api<PartnerJson & { email: string }>(token, `/api/admin/partners/${partner.id}`);
    expect(saved.body).toMatchObject({ phone: '(512) 555-0111', description: mine, email: 'office@example.com' });
    // History says what this save changed: the colleague's phone is not undone in anyone's name.
    const history = await api<{ items: { after: Record<string, unknown> | null }[] }>(
      token,
      `/api/admin/history/partner/${partner.id}`,
    );
    const latest = history.body.items[0]?.after;
    expect(latest).toMatchObject({ description: mine, email: 'office@example.com' });
    expect(latest).not.toHaveProperty('phone');
  });

  it('asks before leaving a changed form or replacing an edited description', async () => {
    const { page } = browser;
    await signInInBrowser(page, baseUrl);
    const partner = await createPartner(await tokenOf(page), `Leave Guard ${run}`);
    await openEditor(page, partner.id);
    await page.getByLabel('Description', { exact: true }).fill('Carefully written by hand.');

    await page.getByRole('button', { name: 'Generate Description' }).click();
    const replace = page.getByRole('alertdialog', { name: 'Replace your description?' });
    await replace.waitFor();
    await bothWidths(page, 'admin-confirm-replace-description');
    await replace.getByRole('button', { name: 'Keep editing' }).click();
    expect(await page.getByLabel('Description', { exact: true }).inputValue()).toBe('Carefully written by hand.');

    await page.getByRole('link', { name: 'Cancel' }).click();
    const leave = page.getByRole('alertdialog', { name: 'Discard your changes?' });
    await leave.waitFor();
    await bothWidths(page, 'admin-confirm-discard');
    await leave.getByRole('button', { name: 'Keep editing' }).click();
    expect(new URL(page.url()).pathname).toBe(`/admin/partners/${partner.id}/edit`);
    expect(await page.getByLabel('Description', { exact: true }).inputValue()).toBe('Carefully written by hand.');

    await page.getByRole('link', { name: 'Cancel' }).click();
    await leave.getByRole('button', { name: 'Discard changes' }).click();
    await page.waitForURL((url) => url.pathname === '/admin/partners');
  });

  it('keeps a half-written FAQ item through an ended session and reopens it after sign-in', async () => {
    const { page } = browser;
    await signInInBrowser(page, baseUrl);
    const token = await tokenOf(page);
    await page.goto('/admin/faq');
    await page.getByRole('heading', { name: 'FAQ Management', level: 1 }).waitFor();
    await page.getByRole('button', { name: 'Add FAQ Item' }).first().click();
    const form = page.getByRole('dialog', { name: 'Create New FAQ Item' });
    const question = `Kept across sign-in ${run}?`;
    await form.getByLabel('Question', { exact: true }).fill(question);
    await form.getByLabel('Answer', { exact: true }).fill('Typed before the session ended.');

    await api(token, '/api/admin/logout', { method: 'POST' });
    await form.getByRole('button', { name: 'Create FAQ' }).click();
    await page.waitForURL((url) => url.pathname === '/admin/login');
    await page.getByText('Your session ended. Sign in again to continue; your changes are kept.').waitFor();
    await signInHere(page);

    await page.waitForURL((url) => url.pathname === '/admin/faq');
    await form.getByText(/Your unsaved changes from before you signed in again were restored/).waitFor();
    expect(await form.getByLabel('Question', { exact: true }).inputValue()).toBe(question);
    expect(await form.getByLabel('Answer', { exact: true }).inputValue()).toBe('Typed before the session ended.');
    await form.getByRole('button', { name: 'Create FAQ' }).click();
    await form.waitFor({ state: 'detached' });
    await page.getByText(question).first().waitFor();
    expect(await draftsKept(page)).toEqual([]);
  });

  it('asks before closing a changed FAQ form', async () => {
    const { page } = browser;
    await signInInBrowser(page, baseUrl);
    await page.goto('/admin/faq');
    await page.getByRole('heading', { name: 'FAQ Management', level: 1 }).waitFor();
    await page.getByRole('button', { name: 'Add FAQ Item' }).first().click();
    const form = page.getByRole('dialog', { name: 'Create New FAQ Item' });
    await form.getByLabel('Question', { exact: true }).fill(`Half-written question ${run}?`);
    await form.getByRole('button', { name: 'Cancel' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Discard your changes?' });
    await confirm.waitFor();
    await confirm.getByRole('button', { name: 'Keep editing' }).click();
    expect(await form.getByLabel('Question', { exact: true }).inputValue()).toBe(`Half-written question ${run}?`);
    await page.keyboard.press('Escape');
    await confirm.getByRole('button', { name: 'Discard changes' }).click();
    await form.waitFor({ state: 'detached' });
  });
});

describe('press release result', () => {
  const browser = useBrowserPage({ baseUrl });

  async function generate(page: Page) {
    await page.goto('/partner-tools/press-release');
    await page.getByRole('button', { name: 'Generate Press Release', disabled: false }).waitFor();
    await page.getByLabel('Company Name').fill('Hillside Memorial Chapel');
    await page.getByLabel('Contact Name').fill('Maria Alvarez');
    await page.getByLabel('Contact Email').fill('maria@hillside.example');
    await page.getByLabel('Contact Phone').fill('(217) 555-0142');
    await page.getByLabel('Company Address').fill('418 Oak Street, Springfield, IL 62704');
    await page
      .getByLabel('News Angle')
      .fill('We are now offering Solace Stones solidified remains to families in Springfield.');
    await page.getByLabel('Call to Action').fill('Call us to arrange a visit');
    await page.getByRole('button', { name: 'Generate Press Release' }).click();
    const article = page.getByRole('article', { name: 'Press release text' });
    await article.waitFor();
    return (await article.textContent()) ?? '';
  }

  it('copies the text with a visible Copied state, and says the angle once', async () => {
    const { page, context } = browser;
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseUrl });
    const shown = await generate(page);
    expect(shown.match(/now offering Solace Stones solidified remains to families in Springfield/gi)).toHaveLength(1);

    await page.getByRole('button', { name: 'Copy text' }).click();
    await page.getByRole('button', { name: 'Copied' }).waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(shown);
    await bothWidths(page, 'press-release-copied');
    // The state goes back, ready for another copy.
    await page.getByRole('button', { name: 'Copy text' }).waitFor();
  });

  it('selects the text to copy by hand when the clipboard is refused', async () => {
    const { page } = browser;
    const shown = await generate(page);
    await page.evaluate(() => {
      navigator.clipboard.writeText = () => Promise.reject(new DOMException('Denied', 'NotAllowedError'));
    });
    await page.getByRole('button', { name: 'Copy text' }).click();
    await page.getByText('The text is selected: press Ctrl+C (or ⌘C on a Mac) to copy it.').waitFor();
    expect((await page.evaluate(() => window.getSelection()?.toString()))?.trim()).toBe(shown.trim());
  });
});
