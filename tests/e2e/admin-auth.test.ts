import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { checkBothWidths, expectNoAxeViolations } from '../setup/axe';
import { screenshot, useBrowserPage } from '../setup/browser';
import { E2E_ADMIN_PASSWORD, ensureFirstAdmin, signInInBrowser } from './admin';
import { type AppServer, startAppServer } from './server';

/**
 * The first-admin journey needs a database without an admin, which the shared e2e server cannot promise
 * (other files sign in there): this block boots its own production server with the demo data.
 */
describe('first admin: setup, login, dashboard, inquiries, logout', () => {
  let server: AppServer;
  let partner: { id: string; name: string };

  beforeAll(async () => {
    server = await startAppServer({ env: { RATE_LIMIT_INQUIRY_MAX: '100', RATE_LIMIT_INQUIRY_SENDER_MAX: '1000' } });
    // A family's inquiry through the public API, so the inbox has something real in it.
    const response = await fetch(`${server.baseUrl}/api/partners/state/texas`);
    const partners = (await response.json()) as { id: string; name: string }[];
    partner = partners[0]!;
    const inquiry = await fetch(`${server.baseUrl}/api/inquiries`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        name: 'Maria Lopez',
        email: 'maria@example.org',
        phone: '(512) 555-0142',
        message: 'We would like to know how long the stones take.\nThank you.',
        partnerId: partner.id,
      }),
    });
    expect(inquiry.status).toBe(201);
  });
  afterAll(async () => {
    await server?.stop();
  });

  // Every goto below names this block's own server in full; the shared origin is only the context default.
  const browser = useBrowserPage({ baseUrl: inject('baseUrl') });

  it('walks the whole admin sign-in journey', async () => {
    const { page } = browser;
    const baseUrl = server.baseUrl;

    // Signed out, the dashboard sends the visitor to the login page.
    await page.goto(`${baseUrl}/admin/dashboard`);
    await page.waitForURL((url) => url.pathname === '/admin/login');
    await page.getByRole('heading', { name: 'Admin Login', level: 1 }).waitFor();

    // Setup: the one-time form, defaults filled in.
    await page.goto(`${baseUrl}/admin/setup`);
    await page.getByRole('heading', { name: 'First Admin Setup', level: 1 }).waitFor();
    await expect.poll(() => page.title()).toBe('Admin - Setup');
    expect(await page.getByText('The setup page can be used only once').count()).toBe(1);
    expect(await page.getByLabel('Username').inputValue()).toBe('admin');
    // The submit button turns on once the page is interactive (it never submits before the scripts run).
    await expect.poll(() => page.getByRole('button', { name: 'Create Admin User' }).isEnabled()).toBe(true);
    await checkBothWidths(page, 'admin-setup');

    // The browser checks the form with the server's schema before sending anything.
    await page.getByLabel('Email').fill('avery@example.org');
    await page.getByLabel('Password').fill('too short');
    await page.getByRole('button', { name: 'Create Admin User' }).click();
    await page.getByText('Password must be at least 12 characters').waitFor();

    await page.getByLabel('Password').fill(E2E_ADMIN_PASSWORD);
    await page.getByLabel(/^First Name/).fill('Avery');
    await page.getByLabel(/^Last Name/).fill('Stone');
    await page.getByRole('button', { name: 'Create Admin User' }).click();
    // The new administrator is signed in at once, on the dashboard: no second typing of the password.
    await page.waitForURL((url) => url.pathname === '/admin/dashboard');
    await page.getByRole('heading', { name: 'Welcome, Avery', level: 1 }).waitFor();
    await page.getByText('Admin user created successfully! You can now login.').first().waitFor();
    await page.getByRole('button', { name: 'Logout' }).click();
    await page.waitForURL((url) => url.pathname === '/admin/login');

    // Setup is now spent: the page says so and links to login.
    await page.goto(`${baseUrl}/admin/setup`);
    await page.getByText(/Setup is already complete/).waitFor();
    await screenshot(page, 'admin-setup-complete-1280');
    await expectNoAxeViolations(page);
    await page.getByRole('link', { name: 'Go to Admin Login' }).click();

    // Login.
    await page.waitForURL((url) => url.pathname === '/admin/login');
    await expect.poll(() => page.title()).toBe('Admin - Login');
    await checkBothWidths(page, 'admin-login');
    await expect.poll(() => page.getByRole('button', { name: 'Login' }).isEnabled()).toBe(true);
    await page.getByLabel('Username').fill('admin');
    await page.getByLabel('Password').fill(E2E_ADMIN_PASSWORD);
    await page.getByRole('button', { name: 'Login' }).click();

    // Dashboard: welcome line with the first name, counters filled from the server.
    await page.waitForURL((url) => url.pathname === '/admin/dashboard');
    await page.getByRole('heading', { name: 'Welcome back, Avery', level: 1 }).waitFor();
    const counter = (label: string) => page.locator('dt', { hasText: label }).locator('xpath=following-sibling::dd[1]');
    await expect.poll(() => counter('Total Partners').textContent()).toMatch(/^[\d,]+$/);
    expect(Number((await counter('Total Partners').textContent())!.replace(/,/g, ''))).toBeGreaterThan(1000);
    expect(await counter('Inquiries').textContent()).toBe('1');
    expect(await counter('FAQ Items').textContent()).toMatch(/^[1-9][\d,]*$/);
    for (const [name, href] of [
      ['Partner Management', '/admin/partners'],
      ['Add Partner', '/admin/partners/new'],
      ['Inquiries', '/admin/inquiries'],
      ['FAQ Management', '/admin/faq'],
      ['Individual Updates', '/admin/google-places'],
      ['Bulk Updates', '/admin/bulk-google-places'],
    ]) {
      const card = page.getByRole('link', { name: new RegExp(`^${name}`) }).and(page.locator(':not(nav a)'));
      expect(await card.getAttribute('href')).toBe(href);
    }
    const stored = await page.evaluate(() => window.localStorage.getItem('admin-auth-storage'));
    expect(JSON.parse(stored ?? '{}').state).toMatchObject({ isAuthenticated: true, user: { username: 'admin' } });
    await checkBothWidths(page, 'admin-dashboard');

    // Inquiries inbox: the family's inquiry with its delivery state (no SMTP configured: pending).
    await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Inquiries' }).click();
    await page.waitForURL((url) => url.pathname === '/admin/inquiries');
    await expect.poll(() => page.title()).toBe('Admin - Inquiries');
    const card = page.getByRole('article', { name: `Maria Lopez to ${partner.name}` });
    await card.waitFor();
    expect(await card.getByText('We would like to know how long the stones take.').count()).toBe(1);
    expect(await card.getByText('Email pending').count()).toBe(1);
    // The status badge (the status select below also holds the word).
    const statusBadge = (status: string) => card.locator('span', { hasText: new RegExp(`^${status}$`) });
    expect(await statusBadge('New').count()).toBe(1);
    await checkBothWidths(page, 'admin-inquiries');

    await card.getByLabel('Change status').selectOption('answered');
    await card.getByRole('button', { name: 'Update status' }).click();
    await statusBadge('Answered').waitFor();
    await page.getByLabel('Status', { exact: true }).selectOption('pending');
    await page.getByText('No inquiries match').waitFor();
    await page.getByLabel('Status', { exact: true }).selectOption('answered');
    await card.waitFor();

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export CSV' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^inquiries_export_\d{4}-\d{2}-\d{2}\.csv$/);
    const csv = fs.readFileSync((await download.path())!, 'utf8');
    expect(csv).toContain('createdAt,status,partnerName,name,email,phone,message');
    expect(csv).toContain('answered');
    expect(csv).toContain('"We would like to know how long the stones take.\nThank you."');

    // Logout returns to login, forgets the session, and the admin pages are closed again.
    await page.getByRole('button', { name: 'Logout' }).click();
    await page.waitForURL((url) => url.pathname === '/admin/login');
    expect(await page.evaluate(() => window.localStorage.getItem('admin-auth-storage'))).toBeNull();
    await page.goto(`${baseUrl}/admin/inquiries`);
    await page.waitForURL((url) => url.pathname === '/admin/login');
  });
});

describe('signInInBrowser on the shared server', () => {
  const baseUrl = inject('baseUrl');
  const browser = useBrowserPage({ baseUrl });

  it('signs in (creating the first admin when needed) and lands on the dashboard', async () => {
    await signInInBrowser(browser.page, baseUrl);
    expect(new URL(browser.page.url()).pathname).toBe('/admin/dashboard');
    // A second call in the same server (another test file) must work too.
    await signInInBrowser(browser.page, baseUrl);
  });
});

describe('sign-in failures', () => {
  const baseUrl = inject('baseUrl');
  // The 401s below are the point of these tests; the browser logs each refused request.
  const browser = useBrowserPage({ baseUrl, expectedConsoleErrors: [/status of 401/] });

  it('a wrong password shows the server message in an alert, focuses the password and stays on the login page', async () => {
    const { page } = browser;
    await ensureFirstAdmin(baseUrl);
    await page.goto(`${baseUrl}/admin/login`);
    await page.getByLabel('Username').fill('admin');
    await page.getByLabel('Password').fill('not the password at all');
    await page.getByRole('button', { name: 'Login', disabled: false }).press('Enter');
    await page.getByRole('alert').filter({ hasText: 'Invalid username or password' }).waitFor();
    // Focus goes to the password to retype, not to <body> as the waiting button is disabled.
    await expect
      .poll(() => page.getByLabel('Password').evaluate((element) => element === document.activeElement))
      .toBe(true);
    expect(new URL(page.url()).pathname).toBe('/admin/login');
    // The password never reaches the address bar.
    expect(page.url()).not.toContain('password');
    await checkBothWidths(page, 'admin-login-error');
  });

  it('a session the server no longer knows signs out and returns to the login page', async () => {
    const { page } = browser;
    await page.goto(`${baseUrl}/admin/login`);
    await page.evaluate(() =>
      window.localStorage.setItem(
        'admin-auth-storage',
        JSON.stringify({
          state: { user: { id: 'x', username: 'admin' }, token: 'expired-or-unknown-token', isAuthenticated: true },
          version: 0,
        }),
      ),
    );
    await page.goto(`${baseUrl}/admin/dashboard`);
    await page.waitForURL((url) => url.pathname === '/admin/login');
    expect(await page.evaluate(() => window.localStorage.getItem('admin-auth-storage'))).toBeNull();
  });
});
