import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { expectNoAxeViolations } from '../setup/axe';
import { DESKTOP, launchBrowser, PHONE, screenshot, useBrowserPage, waitForHydration } from '../setup/browser';

const baseUrl = inject('baseUrl');

interface ListedPartner {
  id: string;
  name: string;
  phone: string;
}

/** A partner of the demo data with a real phone number (not the import placeholder). */
async function partnerWithPhone(skip = 0): Promise<ListedPartner> {
  const response = await fetch(`${baseUrl}/api/partners/priority?limit=20`);
  const partners = ((await response.json()) as ListedPartner[]).filter((each) => !each.phone.includes('555) 000'));
  const partner = partners[skip];
  if (!partner) throw new Error('the demo data has too few priority partners with a phone');
  return partner;
}

/**
 * Starts writing down what the page's live regions (role status or alert, aria-live other than off) say from now
 * on; the function returned gives the text each region held, once per region: what a screen reader announces.
 */
async function listenToLiveRegions(page: Page): Promise<() => Promise<string[]>> {
  await page.evaluate(() => {
    const heard = new Map<Element, string>();
    const live = '[role="status"], [role="alert"], [aria-live]:not([aria-live="off"])';
    new MutationObserver(() => {
      for (const region of document.querySelectorAll(live)) {
        const text = region.textContent?.trim();
        if (text) heard.set(region, text);
      }
    }).observe(document.body, { subtree: true, childList: true, characterData: true });
    Object.assign(window, { heardLiveRegions: () => [...heard.values()] });
  });
  return () => page.evaluate(() => (window as unknown as { heardLiveRegions: () => string[] }).heardLiveRegions());
}

describe('an inquiry with JavaScript off', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('goes from the partner page to the inquiry page, posts, shows the Sent state; privacy is one link away', async () => {
    const partner = await partnerWithPhone(0);
    const context = await browser.newContext({ baseURL: baseUrl, viewport: PHONE, javaScriptEnabled: false });
    try {
      const page = await context.newPage();
      await page.goto(`/partner/${partner.id}`);
      await page.getByRole('link', { name: `Ask for Information about ${partner.name}` }).click();
      await page.waitForURL(`**/partner/${partner.id}/inquiry`);
      await page.getByRole('heading', { level: 1, name: `${partner.name}: Ask for Information` }).waitFor();

      // The schema's messages in place, and what was typed kept.
      await page.getByLabel('Message').fill('Could you tell us about memorial stones?');
      await page.getByRole('button', { name: 'Send Inquiry' }).click();
      await page.getByText('Name is required').waitFor();
      expect(await page.getByLabel('Message').inputValue()).toBe('Could you tell us about memorial stones?');
      await screenshot(page, 'inquiry-page-no-js-errors-390');

      await page.getByLabel('Name').fill('Maria Lopez');
      await page.getByLabel('Email').fill('maria.lopez@example.com');
      await page.getByRole('button', { name: 'Send Inquiry' }).click();
      await page.waitForURL(/\/inquiry\?sent=\d{4}-\d{2}-\d{2}$/);
      const sent = page.getByRole('status').filter({ hasText: 'Inquiry sent' });
      await sent.waitFor();
      expect(await sent.textContent()).toContain(
        `You can expect an answer from ${partner.name} within two business days.`,
      );
      expect(await sent.getByRole('link', { name: partner.phone }).getAttribute('href')).toMatch(/^tel:/);
      await screenshot(page, 'inquiry-page-no-js-sent-390');
      await page.setViewportSize(DESKTOP);
      await screenshot(page, 'inquiry-page-no-js-sent-1280');

      await page.goto(`/partner/${partner.id}/inquiry`);
      await screenshot(page, 'inquiry-page-no-js-1280');
      await page.setViewportSize(PHONE);
      await screenshot(page, 'inquiry-page-no-js-390');
      await page.getByRole('link', { name: 'privacy', exact: true }).click();
      await page.waitForURL('**/privacy');
      await page.getByRole('heading', { level: 1, name: 'Privacy' }).waitFor();
      expect(await page.getByText('Inquiries are deleted automatically 24 months after they were sent').count()).toBe(
        1,
      );
      await screenshot(page, 'privacy-390');
      await page.setViewportSize(DESKTOP);
      await screenshot(page, 'privacy-1280');
    } finally {
      await context.close();
    }
  });
});

describe('the Sent state on the partner page', () => {
  const browser = useBrowserPage({ baseUrl, viewport: PHONE });

  it('shows "Inquiry sent" after the dialog sends, and still after a reload', async () => {
    const { page } = browser;
    const partner = await partnerWithPhone(1);
    await page.goto(`/partner/${partner.id}`);
    await waitForHydration(page);
    expect(await page.getByText('Inquiry sent').count()).toBe(0);

    await page.getByRole('button', { name: `Ask for Information about ${partner.name}` }).click();
    // The partner first, then what it is.
    const dialog = page.getByRole('dialog', { name: `${partner.name}: Ask for Information` });
    await dialog.waitFor();
    expect(await dialog.getByRole('link', { name: /privacy/ }).getAttribute('href')).toBe('/privacy');
    await dialog.getByLabel('Name').fill('Maria Lopez');
    await dialog.getByLabel('Email').fill('maria.lopez@example.com');
    await dialog.getByLabel('Message').fill('Could you tell us about memorial stones?');
    const heard = await listenToLiveRegions(page);
    await dialog.getByRole('button', { name: 'Send Inquiry' }).click();
    await dialog.waitFor({ state: 'detached' });

    const today = new Date().toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric' });
    await page.locator('aside').getByText(`Inquiry sent ${today}`).waitFor();
    await page.getByText('Inquiry Sent Successfully', { exact: true }).waitFor();
    // Said once: by the toast; the note stays on the page without saying it again.
    await expect.poll(async () => (await heard()).join(' ')).toContain('Inquiry Sent Successfully');
    expect((await heard()).join(' ').match(/inquiry sent/gi)).toHaveLength(1);
    const note = page.locator('aside').getByRole('region', { name: `Inquiry sent ${today}` });

    await page.reload();
    await waitForHydration(page);
    await note.waitFor();
    expect(await note.textContent()).toContain(
      'within two business days. A copy of your inquiry is being emailed to you.',
    );
    expect(await note.getByRole('link', { name: partner.phone }).count()).toBe(1);
    await note.scrollIntoViewIfNeeded();
    await screenshot(page, 'partner-page-sent-390');
    await page.setViewportSize(DESKTOP);
    await screenshot(page, 'partner-page-sent-1280');
    await expectNoAxeViolations(page);

    // Only this browser's record, and nothing personal in it.
    const stored = await page.evaluate(() => window.localStorage.getItem('inquiries-sent'));
    expect(Object.keys(JSON.parse(stored!))).toEqual([partner.id]);
    expect(stored).not.toContain('maria');
    expect(JSON.parse(stored!)[partner.id]).toMatchObject({ copy: true });
  });

  it('does not promise a copy that was not emailed', async () => {
    const { page } = browser;
    const partner = await partnerWithPhone(2);
    await page.goto(`/partner/${partner.id}`);
    // What the dialog records when the answer says the mailbox had its copies for the day.
    await page.evaluate(
      (id) => window.localStorage.setItem('inquiries-sent', JSON.stringify({ [id]: { at: Date.now(), copy: false } })),
      partner.id,
    );
    await page.reload();
    await waitForHydration(page);
    const note = page.locator('aside').getByRole('region', { name: /^Inquiry sent/ });
    await note.waitFor();
    const text = await note.textContent();
    expect(text).not.toContain('A copy of your inquiry is being emailed');
    expect(text).toContain('We did not email you a copy of this inquiry');
    await note.scrollIntoViewIfNeeded();
    await screenshot(page, 'partner-page-sent-no-copy-390');

    // A record kept before the copy was (a bare time) was one with a copy, as the page said then.
    await page.evaluate(
      (id) => window.localStorage.setItem('inquiries-sent', JSON.stringify({ [id]: Date.now() })),
      partner.id,
    );
    await page.reload();
    await waitForHydration(page);
    await note.waitFor();
    expect(await note.textContent()).toContain('A copy of your inquiry is being emailed to you.');
  });
});
