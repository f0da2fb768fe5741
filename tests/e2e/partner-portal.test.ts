import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { solidPng } from '../factories/png';
import { type FakeSmtpServer, startFakeSmtpServer } from '../fakes/smtp-server';
import { checkBothWidths } from '../setup/axe';
import { useBrowserPage, waitForHydration } from '../setup/browser';
import { signInInBrowser } from './admin';
import { type AppServer, startAppServer } from './server';

/**
 * A partner keeps its own listing: asks for a sign-in link, opens it from the email the fake SMTP server
 * received, changes its phone number, sees it on its public page, and marks a family's inquiry answered.
 * Its own server (with SMTP) so the shared e2e server's data stays as it is.
 */
describe('partner portal: sign in from the email, edit, answer', () => {
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

  // The refused edit's answer is a 400 by design.
  const browser = useBrowserPage({ baseUrl: inject('baseUrl'), expectedConsoleErrors: [/status of 400/] });

  it('walks link request → email → portal → phone edit → public page → inquiry answered', async () => {
    const { page } = browser;
    const baseUrl = server.baseUrl;
    const listed = (await fetch(`${baseUrl}/api/partners`).then((response) => response.json())) as {
      id: string;
      name: string;
      email: string | null;
    }[];
    const partner = listed.find(
      (candidate) => candidate.email && !listed.some((other) => other !== candidate && other.email === candidate.email),
    );
    expect(partner).toBeDefined();
    const sent = await fetch(`${baseUrl}/api/inquiries`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        partnerId: partner!.id,
        name: 'Robin Family',
        email: 'robin@family.example',
        phone: '(555) 010-2030',
        message: 'Could you call us about a memorial stone?',
      }),
    });
    expect(sent.status).toBe(201);

    await page.goto(`${baseUrl}/partner-portal`);
    await page.waitForURL((url) => url.pathname === '/partner-portal/sign-in');
    await page.getByRole('heading', { name: 'Partner sign-in', level: 1 }).waitFor();
    await checkBothWidths(page, 'partner-portal-sign-in');
    // A refused address takes the focus, so its message is read out with the field.
    await waitForHydration(page);
    const emailField = page.getByLabel('Email on your listing');
    const isFocused = () => emailField.evaluate((element) => element === document.activeElement);
    await page.getByRole('button', { name: 'Email me a sign-in link' }).press('Enter');
    await page.getByText('Enter your email address', { exact: true }).waitFor();
    await expect.poll(isFocused).toBe(true);
    expect(await emailField.getAttribute('aria-invalid')).toBe('true');
    await emailField.fill('not-an-email');
    await page.getByRole('button', { name: 'Email me a sign-in link' }).press('Enter');
    await page.getByText('Enter a valid email address, like name@example.com').waitFor();
    await expect.poll(isFocused).toBe(true);
    await emailField.fill(partner!.email!);
    await page.getByRole('button', { name: 'Email me a sign-in link' }).click();
    await page.getByText('If this email is on a partner listing').waitFor();

    // The inquiry's emails may arrive before or after the link: wait for the link's own.
    const signInMail = () => smtp.messages.find((candidate) => candidate.text.includes('/partner-portal/sign-in/'));
    const deadline = Date.now() + 15_000;
    while (!signInMail() && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 100));
    const mail = signInMail();
    const link = /(http:\/\/\S+\/partner-portal\/sign-in\/[A-Za-z0-9_-]+)/.exec(mail?.text ?? '')?.[1];
    expect(link, mail?.text).toBeTruthy();
    expect(mail?.envelope.to).toEqual([partner!.email]);

    await page.goto(link!.replace(/^http:\/\/[^/]+/, baseUrl));
    await page.getByRole('button', { name: 'Continue to my listing' }).click();
    await page.waitForURL((url) => url.pathname === '/partner-portal');
    await page.getByRole('heading', { name: 'Your listing', level: 1 }).waitFor();
    await page.getByText('Could you call us about a memorial stone?').waitFor();
    await checkBothWidths(page, 'partner-portal');

    await page.getByRole('textbox', { name: 'Phone', exact: true }).fill('(512) 555-0177');
    await page.getByLabel('Direct cremation from (dollars)').fill('1,495');
    await page.getByLabel('Veterans services').check();
    await page.getByRole('button', { name: 'Save changes' }).click();
    const saved = page.getByText('Saved. Families see the new details now.');
    await saved.waitFor();
    // Said where the partner pressed the button (a long form: a message at its top would be off screen).
    expect(await saved.evaluate((element) => element.getBoundingClientRect().bottom <= window.innerHeight)).toBe(true);
    await checkBothWidths(page, 'partner-portal-saved');

    // A refused field: the button says nothing was saved and the field to correct has the focus.
    await page.getByRole('textbox', { name: 'Phone', exact: true }).fill('call us');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await page.getByText('1 field above needs a correction: nothing was saved.').waitFor();
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('name'))).toBe('phone');
    await page.getByRole('textbox', { name: 'Phone', exact: true }).fill('(512) 555-0177');

    await page.getByLabel('Image file').setInputFiles({
      name: 'logo.png',
      mimeType: 'image/png',
      buffer: solidPng(120, 80, [20, 90, 160]),
    });
    await page.getByRole('button', { name: 'Upload' }).click();
    const uploaded = page.getByText('Uploaded. Families see it on your public page now.');
    await uploaded.waitFor();

    // A phone photo over 5 MB is refused as soon as it is chosen, before any upload; the last upload's
    // news goes, so the refusal is the only outcome beside the field.
    let uploads = 0;
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.url().includes('logo-for=')) uploads += 1;
    });
    await page.getByLabel('Image file').setInputFiles({
      name: 'photo.jpg',
      mimeType: 'image/jpeg',
      buffer: Buffer.alloc(6 * 1024 * 1024, 1),
    });
    await page.getByRole('button', { name: 'Upload' }).click();
    await page.getByText('This file is larger than 5 MB.').waitFor();
    expect(await page.evaluate(() => document.activeElement?.getAttribute('type'))).toBe('file');
    expect(uploads).toBe(0);
    expect(await uploaded.count()).toBe(0);
    await page.getByLabel('Image file').setInputFiles([]);

    // Removing the logo asks first; "Keep it" changes nothing.
    const logo = page.getByRole('img', { name: /logo$/ });
    await page.getByRole('button', { name: 'Remove the logo' }).click();
    const confirmRemoval = page.getByRole('alertdialog', { name: 'Remove the logo?' });
    await confirmRemoval.waitFor();
    await checkBothWidths(page, 'partner-portal-remove-logo');
    await confirmRemoval.getByRole('button', { name: 'Keep it' }).click();
    await confirmRemoval.waitFor({ state: 'hidden' });
    expect(await logo.count()).toBe(1);
    await page.getByRole('button', { name: 'Remove the logo' }).click();
    await confirmRemoval.getByRole('button', { name: 'Remove', exact: true }).click();
    await page.getByText('Removed from your public page.').waitFor();
    expect(await logo.count()).toBe(0);

    // A new name waits for the office; the form says so.
    await page.getByLabel('Business name').fill('Renamed by the partner');
    await page.getByRole('button', { name: 'Send to the office' }).click();
    const waiting = page.getByRole('note').filter({ hasText: /Waiting for the office since/ });
    await waiting.waitFor();
    // What the request stands at, not a second announcement beside the form's "Sent.".
    expect(
      await page
        .getByRole('status')
        .filter({ hasText: /Waiting for the office/ })
        .count(),
    ).toBe(0);
    await waiting.scrollIntoViewIfNeeded();
    await checkBothWidths(page, 'partner-portal-waiting');

    await page.getByRole('link', { name: 'See your public page' }).click();
    await page.waitForURL((url) => url.pathname !== '/partner-portal');
    await page.getByText('(512) 555-0177').first().waitFor();
    await page
      .getByText(/From \$1,495/)
      .first()
      .waitFor();
    expect(await page.getByText('Renamed by the partner').count()).toBe(0);

    // A family's browser (this headless one says it is headless, a crawler to isbot, and is not counted)
    // opens the page and taps Call: its beacons reach the listing's figures.
    const family = await browser.context.browser()!.newContext({
      userAgent:
        'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
    });
    const familyPage = await family.newPage();
    await familyPage.goto(page.url());
    await waitForHydration(familyPage);
    const call = familyPage.getByRole('link', { name: /^Call / });
    await call.evaluate((link) => link.addEventListener('click', (event) => event.preventDefault()));
    await call.click();
    await family.close();

    const recentFigures = async () => {
      await page.goto(`${baseUrl}/partner-portal`);
      return page.getByRole('row', { name: /^Last 30 days/ }).innerText();
    };
    await expect.poll(recentFigures, { timeout: 10_000 }).toMatch(/^Last 30 days\s+1\s+0\s+1\s+1$/);
    await page.getByRole('button', { name: 'Mark as answered' }).click();
    await page.getByText('Answered', { exact: true }).waitFor();
    expect(await page.getByRole('button', { name: 'Mark as answered' }).count()).toBe(0);
    await page.getByRole('button', { name: 'Undo: not answered yet' }).waitFor();

    // The badge's code is copied with one press, said politely; the clipboard holds the code.
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseUrl });
    await page.getByRole('button', { name: 'Copy the code' }).click();
    await page.getByRole('status').filter({ hasText: 'Copied. Paste it into your website.' }).waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toContain(`/badge/${partner!.id}.svg`);

    // The same session in French: the header's switch keeps the page, which passes the same checks. The new
    // name waits for the office, so the listing cannot be confirmed as it stands: the page says why.
    await page.locator('nav[aria-label="Language"] a').click();
    await page.waitForURL((url) => url.pathname === '/fr/portail-partenaire');
    await page.getByRole('heading', { name: 'Votre fiche', level: 1 }).waitFor();
    await page.getByText('Marquée comme répondue', { exact: true }).waitFor();
    await checkBothWidths(page, 'partner-portal-fr');
    await page.getByText(/Votre nouveau nom ou votre nouvelle adresse attend la vérification du bureau\./).waitFor();
    expect(await page.getByRole('button', { name: 'Oui, c’est toujours exact' }).count()).toBe(0);

    // The link worked once: opened again, it says so and gives no access.
    await page.goto(link!.replace(/^http:\/\/[^/]+/, baseUrl));
    await page.getByText('This sign-in link cannot be used').waitFor();

    // The business changes hands: the office gives the listing its new owner's email, and the name change
    // still waiting says it came from the former address.
    await signInInBrowser(page, baseUrl);
    await page.goto(`${baseUrl}/admin/partners/${partner!.id}/edit`);
    await page.getByRole('heading', { name: 'Edit Partner', level: 1 }).waitFor();
    await page.getByRole('heading', { name: 'Name and address change waiting for approval' }).waitFor();
    expect(await page.getByText('The listing’s email has changed since').count()).toBe(0);
    await page.getByLabel('Email', { exact: true }).fill('new.owner@changed-hands.example');
    await page.getByRole('button', { name: 'Update Partner' }).click();
    await page.waitForURL((url) => url.pathname === '/admin/partners');
    await page.goto(`${baseUrl}/admin/partners/${partner!.id}/edit`);
    await page.getByText(`The listing’s email has changed since ${partner!.email} asked`).waitFor();
    // The sign-in was the former address's: the new one has not been invited.
    await page.getByText('Not invited yet.').waitFor();
    await page.getByText(/^Last sign-in:.*, by the former email$/).waitFor();
    await checkBothWidths(page, 'admin-partner-request-from-former-email');
  });
});
