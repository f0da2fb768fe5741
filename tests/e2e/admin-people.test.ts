import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { type FakeSmtpServer, startFakeSmtpServer } from '../fakes/smtp-server';
import { checkBothWidths } from '../setup/axe';
import { useBrowserPage } from '../setup/browser';
import { signInInBrowser } from './admin';
import { type AppServer, startAppServer } from './server';

/**
 * An office with two people: the first admin invites an editor from the People screen, the invitation
 * email arrives over SMTP, the editor accepts it in the browser, is signed in and sees no People link.
 * Its own server (with a fake SMTP server) so the accounts of the shared e2e server stay as they are.
 */
describe('people: invite, accept, sign in as editor', () => {
  let smtp: FakeSmtpServer;
  let server: AppServer;

  beforeAll(async () => {
    smtp = await startFakeSmtpServer();
    server = await startAppServer({ env: { SMTP_URL: smtp.url } });
  });
  afterAll(async () => {
    await server?.stop();
    await smtp?.close();
  });

  // The common password below is refused on purpose: the browser logs that 400.
  const browser = useBrowserPage({ baseUrl: inject('baseUrl'), expectedConsoleErrors: [/status of 400/] });

  it('walks invite → email → accept → editor without People → own password → forgot and reset', async () => {
    const { page } = browser;
    const baseUrl = server.baseUrl;
    await signInInBrowser(page, baseUrl);

    // The admin's header has People; the screen lists the admin's own account.
    await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'People' }).click();
    await page.waitForURL((url) => url.pathname === '/admin/people');
    await page.getByRole('heading', { name: 'People', level: 1 }).waitFor();
    await page.getByText('(you)').waitFor();
    // One's own account offers no way to lock oneself out: another administrator changes it.
    const ownCard = page.getByRole('listitem').filter({ hasText: '(you)' });
    expect(await ownCard.getByRole('button', { name: /^(Deactivate|Make editor)/ }).count()).toBe(0);
    await page.getByText('No pending invitations.').waitFor();
    await checkBothWidths(page, 'admin-people');

    // Invite by keyboard: type the address, pick the role, Enter submits.
    await page.getByLabel('Email').fill('Editor.Person@example.org');
    await page.getByLabel('Role').selectOption('editor');
    await page.getByLabel('Email').press('Enter');
    await page.getByText('editor.person@example.org').first().waitFor();
    await page.getByRole('button', { name: 'Revoke the invitation to editor.person@example.org' }).waitFor();

    const [mail] = await smtp.waitForMessages(1, 15_000);
    expect(mail?.envelope.to).toEqual(['editor.person@example.org']);
    const link = /(http:\/\/\S+\/admin\/invite\/[A-Za-z0-9_-]+)/.exec(mail?.text ?? '')?.[1];
    expect(link, mail?.text).toBeTruthy();

    // Another person, another browser state: signed out.
    await page.getByRole('button', { name: 'Logout' }).click();
    await page.waitForURL((url) => url.pathname === '/admin/login');

    await page.goto(link!);
    await page.getByRole('heading', { name: 'Join the Admin', level: 1 }).waitFor();
    expect(await page.getByLabel('Email').inputValue()).toBe('editor.person@example.org');
    await expect.poll(() => page.getByRole('button', { name: 'Create Account' }).isEnabled()).toBe(true);
    await checkBothWidths(page, 'admin-invite');

    // A common password is refused with the server's field message, under the field.
    await page.getByLabel('Username').fill('robin');
    await page.getByLabel('Password', { exact: true }).fill('qwerty123456');
    await page.getByRole('button', { name: 'Create Account' }).click();
    await page.getByText('one of the 10,000 most common passwords').waitFor();

    await page.getByLabel('Password', { exact: true }).fill('a long and quiet editor passphrase');
    await page.getByRole('button', { name: 'Create Account' }).click();
    await page.waitForURL((url) => url.pathname === '/admin/dashboard');
    // Accepting the invitation is the editor's first sign-in: welcomed, not welcomed back.
    await page.getByRole('heading', { name: 'Welcome, robin', level: 1 }).waitFor();

    // Signed in as an editor: the daily work and Password are there, Activity and People are not.
    await page.getByRole('navigation', { name: 'Account' }).getByRole('link', { name: 'Password' }).waitFor();
    const nav = page.getByRole('navigation', { name: 'Admin' });
    expect(await nav.getByRole('link').allInnerTexts()).toEqual([
      'Dashboard',
      'Partners',
      'Inquiries',
      'FAQ',
      'Corrections',
      'Trash',
    ]);
    expect(await nav.getByRole('link', { name: 'Dashboard' }).getAttribute('aria-current')).toBe('page');

    // The link is single use: a second visit is a clear page, not a form.
    await page.goto(link!);
    await page.getByRole('heading', { name: 'Invitation Not Valid', level: 1 }).waitFor();
    expect(await page.getByRole('button', { name: 'Create Account' }).count()).toBe(0);

    // Own password: the current one is required.
    await page.goto(`${baseUrl}/admin/dashboard`);
    await page.getByRole('navigation', { name: 'Account' }).getByRole('link', { name: 'Password' }).click();
    await page.getByRole('heading', { name: 'Change Password', level: 1 }).waitFor();
    await checkBothWidths(page, 'admin-account');
    await page.getByLabel('Current password').fill('not the right one at all');
    await page.getByLabel('New password').fill('an even longer editor passphrase');
    await page.getByRole('button', { name: 'Change Password' }).click();
    await page.getByText('Current password is incorrect').waitFor();
    await page.getByLabel('Current password').fill('a long and quiet editor passphrase');
    await page.getByRole('button', { name: 'Change Password' }).click();
    await page.getByText('Your password was changed.').waitFor();

    // Forgotten anyway: the link arrives by email and sets a new one.
    await page.getByRole('button', { name: 'Logout' }).click();
    await page.waitForURL((url) => url.pathname === '/admin/login');
    await page.getByRole('link', { name: 'Forgot your password?' }).click();
    await page.getByRole('heading', { name: 'Forgot Password', level: 1 }).waitFor();
    await expect.poll(() => page.getByRole('button', { name: 'Send Reset Link' }).isEnabled()).toBe(true);
    await checkBothWidths(page, 'admin-forgot-password');
    await page.getByLabel('Email').fill('editor.person@example.org');
    await page.getByRole('button', { name: 'Send Reset Link' }).click();
    await page.getByText('If an account uses this address, we sent a link').waitFor();
    const messages = await smtp.waitForMessages(2, 15_000);
    const resetLink = /(http:\/\/\S+\/admin\/reset-password\/[A-Za-z0-9_-]+)/.exec(messages[1]?.text ?? '')?.[1];
    expect(resetLink, messages[1]?.text).toBeTruthy();

    await page.goto(resetLink!);
    await page.getByRole('heading', { name: 'Choose a New Password', level: 1 }).waitFor();
    await expect.poll(() => page.getByRole('button', { name: 'Set New Password' }).isEnabled()).toBe(true);
    await checkBothWidths(page, 'admin-reset-password');
    await page.getByLabel('New password').fill('the reset editor passphrase');
    await page.getByRole('button', { name: 'Set New Password' }).click();
    await page.waitForURL((url) => url.pathname === '/admin/login');
    await page.getByRole('button', { name: 'Login', disabled: false }).waitFor();
    await page.getByLabel('Username').fill('robin');
    await page.getByLabel('Password').fill('the reset editor passphrase');
    await page.getByRole('button', { name: 'Login' }).click();
    await page.waitForURL((url) => url.pathname === '/admin/dashboard');
  });
});
