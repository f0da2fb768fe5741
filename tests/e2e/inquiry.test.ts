import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { toFrenchPath } from '~/modules/i18n/localized-paths';
import { expectNoAxeViolations } from '../setup/axe';
import { DESKTOP, PHONE, screenshot, useBrowserPage, waitForHydration } from '../setup/browser';
import { type AppServer, startAppServer } from './server';

const baseUrl = inject('baseUrl');
/** The shared e2e server runs with the default INQUIRY_EMAIL. */
const COORDINATOR = 'care@example.org';

interface PriorityPartner {
  id: string;
  name: string;
  stateSlug: string;
  citySlug: string;
}

/** A city page of the demo data with at least one partner card. */
async function cityPageWithPartners(origin = baseUrl): Promise<string> {
  const response = await fetch(`${origin}/api/partners/priority?limit=1`);
  const [partner] = (await response.json()) as PriorityPartner[];
  if (!partner) throw new Error('the demo data has no priority partner');
  return `/state/${partner.stateSlug}/city/${partner.citySlug}`;
}

/**
 * Opens the first card's dialog. The trigger is a button only once the page has hydrated (before, a link to
 * the inquiry page), so one click opens it; the dialog's chunk and messages may take a moment on a cold page.
 */
async function openInquiryDialog(page: Page) {
  const trigger = page.getByRole('button', { name: 'Ask for Information' }).first();
  const dialog = page.getByRole('dialog', { name: 'Ask for Information' });
  await trigger.click();
  await dialog.waitFor();
  return { trigger, dialog };
}

/** One press of Escape closes the dialog, a toast over it or not. */
async function closeWithEscape(page: Page, dialog: ReturnType<Page['getByRole']>) {
  await page.keyboard.press('Escape');
  await dialog.waitFor({ state: 'detached', timeout: 2_000 });
}

describe('the inquiry dialog', () => {
  const browser = useBrowserPage({ baseUrl });

  it('sends an inquiry from a city page: success toast, dialog closes, the form is empty again', async () => {
    const { page } = browser;
    const cityPath = await cityPageWithPartners();
    const response = await page.goto(cityPath);
    expect(response?.status()).toBe(200);

    const { dialog } = await openInquiryDialog(page);
    await expect
      .poll(() => dialog.textContent())
      .toContain(`Your inquiry will be sent to ${COORDINATOR} and forwarded to`);
    // Focus moved into the dialog (Radix traps it there).
    await expect.poll(() => dialog.evaluate((node) => node.contains(document.activeElement))).toBe(true);

    await dialog.getByLabel('Name').fill('Maria Lopez');
    await dialog.getByLabel('Email').fill('maria.lopez@example.com');
    expect(await dialog.getByLabel('Email').getAttribute('type')).toBe('email');
    await dialog.getByLabel('Phone (optional)').fill('(512) 555-0199');
    await dialog.getByLabel('Message').fill('Could you tell us about memorial stones for my father?');
    await dialog.getByRole('button', { name: 'Send Inquiry' }).click();

    const toast = page.getByRole('status').filter({ hasText: 'Inquiry Sent Successfully' }).first();
    await toast.waitFor();
    expect(await toast.textContent()).toContain(
      `Your inquiry has been submitted and will be forwarded to ${COORDINATOR} who will coordinate with the partner to respond to you.`,
    );
    await dialog.waitFor({ state: 'detached' });

    const reopened = (await openInquiryDialog(page)).dialog;
    for (const label of ['Name', 'Email', 'Phone (optional)', 'Message']) {
      expect(await reopened.getByLabel(label).inputValue(), `${label} is cleared`).toBe('');
    }
  });

  it('shows Missing Information for an empty required field and sends nothing; Escape closes and keeps the text', async () => {
    const { page } = browser;
    await page.goto(await cityPageWithPartners());
    await page.waitForLoadState('load');

    const requests: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/inquiries')) requests.push(request.method());
    });

    const { trigger, dialog } = await openInquiryDialog(page);
    await dialog.getByLabel('Name').fill('Maria Lopez');
    await dialog.getByLabel('Email').fill('maria.lopez@example.com');
    await dialog.getByRole('button', { name: 'Send Inquiry' }).click();

    const toast = page.getByRole('status').filter({ hasText: 'Missing Information' }).first();
    await toast.waitFor();
    expect(await toast.textContent()).toContain('Please fill in all required fields.');
    expect(await dialog.getByText('Message is required').count()).toBe(1);
    expect(await dialog.isVisible()).toBe(true);
    expect(requests).toEqual([]);

    // On a phone the toast covers the dialog's top: it goes as soon as every required field is filled,
    // well before its own five seconds.
    await dialog.getByLabel('Message').fill('Hello');
    await toast.waitFor({ state: 'hidden', timeout: 2500 });

    // A malformed email is explained under the field, not sent.
    await dialog.getByLabel('Email').fill('maria@');
    await dialog.getByRole('button', { name: 'Send Inquiry' }).click();
    await dialog.getByText('Enter a valid email address, like name@example.com').waitFor();
    expect(requests).toEqual([]);

    // A pasted account longer than the limit is kept whole, counted, and refused until it is shorter.
    await dialog.getByLabel('Email').fill('maria.lopez@example.com');
    const account = `${'We would like to know more about the stones. '.repeat(140)}The end of our story.`;
    await dialog.getByLabel('Message').fill(account);
    expect(await dialog.getByLabel('Message').inputValue()).toBe(account);
    await dialog.getByText(`${account.length.toLocaleString('en-US')} of 5,000 characters: please shorten`).waitFor();
    await dialog.getByRole('button', { name: 'Send Inquiry' }).click();
    await dialog.getByText('Message must be at most 5000 characters').waitFor();
    expect(requests).toEqual([]);
    await dialog.getByLabel('Message').fill('Hello');

    // Escape closes; focus returns to the button; what was typed is still there when it opens again.
    await closeWithEscape(page, dialog);
    await expect.poll(() => trigger.evaluate((node) => node === document.activeElement)).toBe(true);
    const reopened = (await openInquiryDialog(page)).dialog;
    expect(await reopened.getByLabel('Name').inputValue()).toBe('Maria Lopez');
    expect(await reopened.getByText('Enter a valid email address, like name@example.com').count()).toBe(0);
  });

  it('closes at the first Escape with the Missing Information toast on screen, all by keyboard', async () => {
    const { page } = browser;
    await page.goto(await cityPageWithPartners());
    await waitForHydration(page);

    const trigger = page.getByRole('button', { name: 'Ask for Information' }).first();
    await trigger.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Ask for Information' });
    await dialog.waitFor();
    await expect.poll(() => dialog.getByLabel('Name').evaluate((node) => node === document.activeElement)).toBe(true);
    await page.keyboard.type('Maria Lopez');
    await page.keyboard.press('Enter');
    const toast = page.locator('li[data-state="open"]').filter({ hasText: 'Missing Information' });
    await toast.waitFor();

    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached', timeout: 2_000 });
    await toast.waitFor({ state: 'detached' });
    await expect.poll(() => trigger.evaluate((node) => node === document.activeElement)).toBe(true);
    // Nothing typed is lost.
    await page.keyboard.press('Enter');
    expect(await page.getByRole('dialog', { name: 'Ask for Information' }).getByLabel('Name').inputValue()).toBe(
      'Maria Lopez',
    );
  });

  it('closes on Back, staying on the page the family reached, with what was typed', async () => {
    const { page } = browser;
    const cityPath = await cityPageWithPartners();
    // The family came to the city page from the state page, within the site.
    await page.goto(cityPath.replace(/\/city\/.*$/, ''));
    await waitForHydration(page);
    await page.locator(`a[href="${cityPath}"]`).first().click();
    await page.waitForURL((url) => url.pathname === cityPath);
    await waitForHydration(page);

    const { dialog } = await openInquiryDialog(page);
    await dialog.getByLabel('Name').fill('Maria Lopez');
    await page.goBack();
    await dialog.waitFor({ state: 'hidden' });
    // React Router holds a Back by going forward again (history.go(1)): the address comes back after the
    // dialog has closed, a moment later on a busy machine.
    await page.waitForURL((url) => url.pathname === cityPath, { timeout: 5_000 });
    const reopened = (await openInquiryDialog(page)).dialog;
    expect(await reopened.getByLabel('Name').inputValue()).toBe('Maria Lopez');
    // Closed, Back is Back again.
    await closeWithEscape(page, reopened);
    await page.goBack();
    await page.waitForURL((url) => url.pathname !== cityPath);
  });

  it('speaks French on a French page: close buttons named « Fermer », the toast off the form on a phone', async () => {
    const { page } = browser;
    await page.setViewportSize(PHONE);
    await page.goto(toFrenchPath(await cityPageWithPartners())!);
    await waitForHydration(page);
    await page.getByRole('button', { name: 'Demander des renseignements' }).first().click();
    const dialog = page.getByRole('dialog', { name: /demande de renseignements$/ });
    await dialog.waitFor();
    expect(await dialog.getByRole('button', { name: 'Fermer' }).count()).toBe(1);
    await dialog.getByRole('button', { name: 'Envoyer la demande' }).click();
    // The toast itself (Radix also copies its words into a live region for screen readers).
    const toast = page.locator('li[data-state="open"]').filter({ hasText: 'Renseignements manquants' });
    await toast.waitFor();
    // (Outside the modal dialog, which hides the rest of the page from the accessibility tree.)
    expect(await toast.locator('button[aria-label="Fermer"]').count()).toBe(1);
    // At the top of a phone, over the dialog's title: the fields and their messages stay in view.
    const toastBox = (await toast.boundingBox())!;
    const nameBox = (await dialog.getByLabel('Nom').boundingBox())!;
    expect(toastBox.y + toastBox.height).toBeLessThanOrEqual(nameBox.y);
    await screenshot(page, 'inquiry-dialog-390-fr-missing', { fullPage: false });
    await expectNoAxeViolations(page);
  });

  it('looks calm and passes axe at 390 px and 1280 px', async () => {
    const { page } = browser;
    await page.goto(await cityPageWithPartners());
    await page.waitForLoadState('load');

    for (const [viewport, name] of [
      [PHONE, 'inquiry-dialog-390'],
      [DESKTOP, 'inquiry-dialog-1280'],
    ] as const) {
      await page.setViewportSize(viewport);
      const { dialog } = await openInquiryDialog(page);
      // No horizontal overflow: the dialog fits the screen.
      const box = await dialog.boundingBox();
      expect(box?.x ?? -1).toBeGreaterThanOrEqual(0);
      expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(viewport.width);
      await screenshot(page, name, { fullPage: false });
      await expectNoAxeViolations(page);
      // With a field error shown, too.
      await dialog.getByRole('button', { name: 'Send Inquiry' }).click();
      await dialog.getByText('Name is required').waitFor();
      await screenshot(page, `${name}-errors`, { fullPage: false });
      await expectNoAxeViolations(page);
      await closeWithEscape(page, dialog);
    }
  });
});

describe('the inquiry dialog over the rate limit', () => {
  // Its own server with a limit of 1, so the shared server's budget (5 per 10 minutes) is left alone.
  let server: AppServer;
  beforeAll(async () => {
    server = await startAppServer({ env: { RATE_LIMIT_INQUIRY_MAX: '1' } });
  });
  afterAll(async () => {
    await server?.stop();
  });
  // The browser reports the 429 it receives; the dialog handling it is what this test checks.
  const browser = useBrowserPage({ baseUrl, expectedConsoleErrors: [/status of 429 \(Too Many Requests\)/] });

  it('says when to try again once, in the form with the partner’s phone, keeps the dialog open and what was typed', async () => {
    const { page } = browser;
    await page.goto(server.baseUrl + (await cityPageWithPartners(server.baseUrl)));
    // The first card's number, as its Call button dials it (none for a listing without one).
    const firstCard = page.locator('li').filter({ has: page.getByRole('button', { name: 'Ask for Information' }) });
    const tel = await firstCard.first().locator('a[href^="tel:"]').first().getAttribute('href', { timeout: 2_000 });

    const fill = async (dialog: ReturnType<Page['getByRole']>) => {
      await dialog.getByLabel('Name').fill('Maria Lopez');
      await dialog.getByLabel('Email').fill('maria.lopez@example.com');
      await dialog.getByLabel('Message').fill('A second question about memorial stones.');
      await dialog.getByRole('button', { name: 'Send Inquiry' }).click();
    };
    const first = (await openInquiryDialog(page)).dialog;
    await fill(first);
    await page.getByRole('status').filter({ hasText: 'Inquiry Sent Successfully' }).first().waitFor();
    await first.waitFor({ state: 'detached' });

    const dialog = (await openInquiryDialog(page)).dialog;
    await fill(dialog);
    const alert = dialog.getByRole('alert').filter({ hasText: 'Too many attempts. Try again in 10 minutes.' });
    await alert.waitFor();
    // Said once, in the form: no toast repeating it over the form, never "Please try again" beside it.
    expect(await page.getByText('Too many attempts. Try again in 10 minutes.').count()).toBe(1);
    expect(await page.locator('li[data-state="open"]').filter({ hasText: 'Try again' }).count()).toBe(0);
    expect(await page.getByText('Failed to submit inquiry. Please try again.').count()).toBe(0);
    // The partner's phone, to talk now rather than wait.
    expect(tel).toMatch(/^tel:/);
    expect(await alert.textContent()).toMatch(/Rather talk now\? Call .+\./);
    expect(await alert.locator('a').getAttribute('href')).toBe(tel);
    expect(await dialog.isVisible()).toBe(true);
    expect(await dialog.getByLabel('Message').inputValue()).toBe('A second question about memorial stones.');
    await page.setViewportSize(PHONE);
    await screenshot(page, 'inquiry-dialog-390-rate-limited', { fullPage: false });
    await expectNoAxeViolations(page);
  });
});

describe('the inquiry dialog on a connection that loses the answer', () => {
  // Its own server: these inquiries stay out of the shared server's rate-limit budget.
  let server: AppServer;
  beforeAll(async () => {
    server = await startAppServer({ env: {} });
  });
  afterAll(async () => {
    await server?.stop();
  });
  // The answer dropped on purpose below is reported by the browser as a failed load.
  const browser = useBrowserPage({ baseUrl, expectedConsoleErrors: [/net::ERR_/] });

  it('retries with the same Idempotency-Key and gets the first inquiry back; the next inquiry has a new key', async () => {
    const { page } = browser;
    await page.goto(server.baseUrl + (await cityPageWithPartners(server.baseUrl)));
    const sent: { key: string | undefined; id: string }[] = [];
    let loseNextAnswer = true;
    // The request reaches the server and the inquiry is stored; the answer is lost on the way back once.
    await page.route('**/api/inquiries', async (route) => {
      const response = await route.fetch();
      sent.push({
        key: route.request().headers()['idempotency-key'],
        id: ((await response.json()) as { id: string }).id,
      });
      if (loseNextAnswer) {
        loseNextAnswer = false;
        await route.abort('connectionreset');
      } else {
        await route.fulfill({ response });
      }
    });
    const fillAndSend = async (dialog: ReturnType<Page['getByRole']>) => {
      await dialog.getByLabel('Name').fill('Maria Lopez');
      await dialog.getByLabel('Email').fill('maria.lopez@example.com');
      await dialog.getByLabel('Message').fill('Could you tell us about memorial stones for my father?');
      await dialog.getByRole('button', { name: 'Send Inquiry' }).click();
    };

    const { dialog } = await openInquiryDialog(page);
    await fillAndSend(dialog);
    await dialog
      .getByRole('alert')
      .filter({ hasText: 'Your inquiry was not sent. Please check your internet connection and try again.' })
      .waitFor();
    await dialog.getByRole('button', { name: 'Send Inquiry' }).click();
    await page.getByRole('status').filter({ hasText: 'Inquiry Sent Successfully' }).first().waitFor();
    await dialog.waitFor({ state: 'detached' });

    expect(sent).toHaveLength(2);
    expect(sent[0]?.key).toMatch(/^"[0-9a-f-]{36}"$/);
    expect(sent[1]).toEqual(sent[0]);

    // The same words sent again after a success are a new inquiry, with a new key.
    await fillAndSend((await openInquiryDialog(page)).dialog);
    await expect.poll(() => sent.length).toBe(3);
    expect(sent[2]?.key).not.toBe(sent[0]?.key);
    expect(sent[2]?.id).not.toBe(sent[0]?.id);
  });

  it('sends one inquiry when Send is pressed twice in the same moment', async () => {
    const { page } = browser;
    await page.goto(server.baseUrl + (await cityPageWithPartners(server.baseUrl)));
    const keys: (string | undefined)[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/api/inquiries')) keys.push(request.headers()['idempotency-key']);
    });
    const { dialog } = await openInquiryDialog(page);
    await dialog.getByLabel('Name').fill('Ana Ruiz');
    await dialog.getByLabel('Email').fill('ana.ruiz@example.com');
    await dialog.getByLabel('Message').fill('Do you offer memorial stones?');
    // Both before React has re-rendered the button disabled: what a fast double click can do.
    await dialog.locator('form').evaluate((form: HTMLFormElement) => {
      form.requestSubmit();
      form.requestSubmit();
    });
    await page.getByRole('status').filter({ hasText: 'Inquiry Sent Successfully' }).first().waitFor();
    await dialog.waitFor({ state: 'detached' });
    expect(keys).toHaveLength(1);
  });
});
