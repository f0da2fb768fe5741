import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { type FakeSmtpServer, startFakeSmtpServer } from '../fakes/smtp-server';
import { checkBothWidths } from '../setup/axe';
import { useBrowserPage } from '../setup/browser';
import { E2E_ADMIN_PASSWORD, E2E_ADMIN_USERNAME, signInInBrowser } from './admin';
import { type AppServer, startAppServer } from './server';

/**
 * The office's inbox in a browser, on its own server (a known set of inquiries, a fake SMTP server):
 * search, status filter and pages in the URL (Back returns), an explicit status change, a note, a forward
 * to the partner whose email arrives over SMTP, at 390 px and 1280 px.
 */
describe('admin inquiries inbox', () => {
  let server: AppServer;
  let smtp: FakeSmtpServer;
  let partner: { id: string; name: string; slug: string; email: string | null };

  beforeAll(async () => {
    smtp = await startFakeSmtpServer();
    server = await startAppServer({
      env: { RATE_LIMIT_INQUIRY_MAX: '1000', RATE_LIMIT_INQUIRY_SENDER_MAX: '1000', SMTP_URL: smtp.url },
    });
    const partners = (await (await fetch(`${server.baseUrl}/api/partners/state/texas`)).json()) as (typeof partner)[];
    partner = partners.find((candidate) => candidate.email)!;
    // 55 families: more than one page of 50.
    for (let index = 0; index < 55; index += 1) {
      const response = await fetch(`${server.baseUrl}/api/inquiries`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          name: index === 54 ? 'Maria Lopez' : `Family Number ${index}`,
          email: `family${index}@example.org`,
          message: index === 54 ? 'How long do the stones take?\nThank you.' : 'A question about stones.',
          partnerId: partner.id,
        }),
      });
      expect(response.status).toBe(201);
    }
  });
  afterAll(async () => {
    await server?.stop();
    await smtp?.close();
  });

  const browser = useBrowserPage({ baseUrl: inject('baseUrl') });

  it('finds, pages, changes status, notes and forwards an inquiry, with the view in the URL', async () => {
    const { page } = browser;
    const baseUrl = server.baseUrl;
    await signInInBrowser(page, baseUrl);
    await page.goto(`${baseUrl}/admin/inquiries`);

    // 55 inquiries: page 1 holds 50, the true total is said, and page 2 is a link that goes in the URL.
    await page.getByText('55 inquiries, showing 1–50, newest first').waitFor();
    expect(await page.getByRole('article').count()).toBe(50);
    await checkBothWidths(page, 'admin-inquiries');
    await page.getByRole('link', { name: 'Next' }).click();
    await page.getByText('55 inquiries, showing 51–55, newest first').waitFor();
    expect(new URL(page.url()).searchParams.get('page')).toBe('2');
    expect(await page.getByRole('article').count()).toBe(5);
    await page.goBack();
    await page.getByText('55 inquiries, showing 1–50, newest first').waitFor();

    // Search by keyboard: type, Enter; the URL holds the search, so a reload shows the same.
    await page.getByLabel('Search inquiries').fill('maria');
    await page.getByLabel('Search inquiries').press('Enter');
    await page.getByText('1 matching inquiry, showing 1–1, newest first').waitFor();
    expect(new URL(page.url()).searchParams.get('q')).toBe('maria');
    await page.reload();
    const card = page.getByRole('article', { name: `Maria Lopez to ${partner.name}` });
    await card.waitFor();
    expect(await page.getByLabel('Search inquiries').inputValue()).toBe('maria');

    // The partner's contacts and links.
    expect(await card.getByRole('link', { name: `Edit ${partner.name}` }).getAttribute('href')).toBe(
      `/admin/partners/${partner.id}/edit`,
    );
    expect(await card.getByRole('link', { name: /^Public page/ }).getAttribute('href')).toBe(
      `/partner/${partner.slug}`,
    );
    expect(await card.getByRole('link', { name: partner.email! }).count()).toBe(1);

    // A status change needs the button; choosing in the select alone saves nothing.
    const badge = (status: string) => card.locator('span', { hasText: new RegExp(`^${status}$`) });
    await card.getByLabel('Change status').selectOption('answered');
    expect(await badge('New').count()).toBe(1);
    await card.getByRole('button', { name: 'Update status' }).click();
    await badge('Answered').waitFor();
    await card.getByText('Status changed from New to Answered.').waitFor();

    // An internal note, signed by the admin.
    await card.getByLabel('Add an internal note').fill('Called the family; they will visit on Monday.');
    await card.getByRole('button', { name: 'Add note' }).click();
    await card.getByRole('heading', { name: 'Internal notes (2)' }).waitFor();
    expect(await card.getByRole('listitem').filter({ hasText: 'they will visit on Monday' }).textContent()).toMatch(
      /^admin, .+Called the family; they will visit on Monday\.$/,
    );
    expect(await card.getByLabel('Add an internal note').inputValue()).toBe('');

    // Forward to the partner: the status becomes Forwarded, and the email reaches the partner's address.
    await card.getByRole('button', { name: 'Forward to partner' }).click();
    const confirm = page.getByRole('alertdialog', { name: `Forward to ${partner.name}?` });
    await confirm.getByText(`emailed to ${partner.email}`).waitFor();
    await checkBothWidths(page, 'admin-inquiries-forward-confirm');
    await confirm.getByRole('button', { name: 'Send to partner' }).click();
    await confirm.waitFor({ state: 'hidden' });
    await badge('Forwarded').waitFor();
    await expect
      // The mail worker sends the queue in order: the family's confirmations may go first.
      .poll(
        () => smtp.messages.some((mail) => mail.envelope.to[0] === partner.email && mail.text.includes('How long')),
        {
          timeout: 15_000,
        },
      )
      .toBe(true);
    await page.getByRole('button', { name: 'Refresh' }).click();
    await card.getByText('Forward sent').waitFor();

    // Filter by status (URL too), then Back returns to the search alone.
    await page.getByLabel('Status', { exact: true }).selectOption('answered');
    await page.getByText('No inquiries match').waitFor();
    expect(new URL(page.url()).searchParams.get('status')).toBe('answered');
    await page.goBack();
    await card.waitFor();
    await checkBothWidths(page, 'admin-inquiries-handled');
  });

  it('searches as the office types, in one history entry, the caret left where it was', async () => {
    const { page } = browser;
    const baseUrl = server.baseUrl;
    await signInInBrowser(page, baseUrl);
    await page.goto(`${baseUrl}/admin/inquiries`);
    await page.getByText(/^5\d inquiries, showing 1–50, newest first$/).waitFor();
    const entries = await page.evaluate(() => history.length);

    const box = page.getByLabel('Search inquiries');
    await box.click();
    await page.keyboard.type('lopez', { delay: 40 });
    await page.getByText('1 matching inquiry, showing 1–1, newest first').waitFor();
    expect(new URL(page.url()).searchParams.get('q')).toBe('lopez');
    await page.keyboard.type('zz', { delay: 40 });
    await page.getByText('No inquiries match').waitFor();
    expect(new URL(page.url()).searchParams.get('q')).toBe('lopezzz');
    expect(await box.evaluate((input) => input === document.activeElement)).toBe(true);
    expect(await box.evaluate((input: HTMLInputElement) => input.selectionStart)).toBe('lopezzz'.length);
    await page.keyboard.press('Backspace');
    await page.keyboard.press('Backspace');
    await page.getByText('1 matching inquiry, showing 1–1, newest first').waitFor();
    expect(await page.evaluate(() => history.length)).toBe(entries);
    // Enter runs the words at once: the navigation to them starts before the typing pause would have ended.
    await box.fill('family number 7');
    const asked = page.waitForRequest((request) => new URL(request.url()).searchParams.get('q') === 'family number 7', {
      timeout: 250,
    });
    await box.press('Enter');
    await asked;
    await page.getByRole('article', { name: `Family Number 7 to ${partner.name}` }).waitFor();
  });

  it('asks the office to confirm before forwarding to an email the listing got after the family wrote', async () => {
    const { page } = browser;
    const baseUrl = server.baseUrl;
    await signInInBrowser(page, baseUrl);
    const api = async (path: string, init: { method: string; body?: unknown; token?: string }) => {
      const response = await fetch(`${baseUrl}${path}`, {
        method: init.method,
        headers: {
          'content-type': 'application/json',
          ...(init.token ? { authorization: `Bearer ${init.token}` } : {}),
        },
        body: JSON.stringify(init.body),
      });
      return (await response.json()) as Record<string, unknown>;
    };
    const { token } = (await api('/api/admin/login', {
      method: 'POST',
      body: { username: E2E_ADMIN_USERNAME, password: E2E_ADMIN_PASSWORD },
    })) as { token: string };
    const partners = (await (await fetch(`${baseUrl}/api/partners/state/ohio`)).json()) as (typeof partner)[];
    const listing = partners.find((candidate) => candidate.email)!;
    await api('/api/inquiries', {
      method: 'POST',
      body: {
        name: 'Grace Whitfield',
        email: 'grace@example.org',
        message: 'Before the change.',
        partnerId: listing.id,
      },
    });
    // The office corrects the listing's email after the family wrote.
    const current = (await api(`/api/admin/partners/${listing.id}`, { method: 'GET', token })) as { updatedAt: string };
    await api(`/api/admin/partners/${listing.id}`, {
      method: 'PUT',
      token,
      body: { email: 'corrected@example.org', updatedAt: current.updatedAt },
    });

    await page.goto(`${baseUrl}/admin/inquiries?q=Grace%20Whitfield`);
    const card = page.getByRole('article').filter({ hasText: 'Grace Whitfield' });
    await card.getByText("The family wrote before the listing's email changed to corrected@example.org").waitFor();
    await card.getByRole('button', { name: 'Forward to partner' }).click();
    const confirm = page.getByRole('alertdialog', { name: `Forward to ${listing.name}?` });
    const send = confirm.getByRole('button', { name: 'Send to partner' });
    expect(await send.isDisabled()).toBe(true);
    await confirm.getByLabel(/I checked that corrected@example\.org belongs to .+, not to a new owner/).check();
    await checkBothWidths(page, 'admin-inquiries-forward-newer-email');
    await send.click();
    await confirm.waitFor({ state: 'hidden' });
    await card.getByText("The address is newer than the inquiry: checked as the same business's.").waitFor();
  });
});
