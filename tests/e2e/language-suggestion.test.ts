import type { Browser, Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { PHONE, screenshot, useBrowserPage, waitForHydration } from '../setup/browser';

// The suggestion to read a page in the other language (Accept-Language, after hydration, fixed at the bottom)
// on a phone: it never hides the end of the page, and the main content does not move when it appears or goes.

const baseUrl = inject('baseUrl');

async function phonePage(browser: Browser, locale: string): Promise<Page> {
  const context = await browser.newContext({ baseURL: baseUrl, viewport: PHONE, locale });
  return context.newPage();
}

/** How far the footer's last line ends above the top of the banner, in CSS px (negative: hidden under it). */
const clearance = (page: Page) =>
  page.evaluate(() => {
    const links = document.querySelectorAll('footer a');
    const last = links[links.length - 1]!.getBoundingClientRect();
    const banner = document.querySelector('aside[lang]')!.getBoundingClientRect();
    return banner.top - last.bottom;
  });

/** The h1's place in the document (not the viewport). */
const headingTop = (page: Page) =>
  page.locator('main h1').evaluate((heading) => heading.getBoundingClientRect().top + window.scrollY);

describe('language suggestion on a phone', () => {
  const browser = useBrowserPage({ baseUrl, viewport: PHONE });

  it('leaves the end of the page above it and the main content where it was, shown and answered', async () => {
    const chromium = browser.context.browser()!;
    const english = await phonePage(chromium, 'en-US');
    const french = await phonePage(chromium, 'fr-CA');
    try {
      // Without a suggestion: where the page's heading sits.
      await english.goto('/state/texas');
      await waitForHydration(english);
      const unsuggested = await headingTop(english);

      await french.goto('/state/texas');
      await waitForHydration(french);
      const banner = french.getByRole('complementary', { name: 'Cette page existe aussi en français.' });
      await banner.waitFor();
      expect(await headingTop(french)).toBe(unsuggested);

      // Scrolled to the end: the footer's last line is above the banner, not under it.
      await french.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      expect(await clearance(french)).toBeGreaterThanOrEqual(0);
      await screenshot(french, 'language-suggestion-390-shown', { fullPage: false });

      // Answered ("stay"): gone, its padding with it; the heading has not moved.
      await banner.getByRole('button', { name: 'Continuer en anglais' }).click();
      await banner.waitFor({ state: 'detached' });
      expect(await french.evaluate(() => getComputedStyle(document.body).paddingBottom)).toBe('0px');
      expect(await headingTop(french)).toBe(unsuggested);
      await french.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      await screenshot(french, 'language-suggestion-390-answered', { fullPage: false });

      // The choice is remembered: the next page suggests nothing.
      await french.goto('/state/ohio');
      await waitForHydration(french);
      expect(await french.getByRole('complementary', { name: 'Cette page existe aussi en français.' }).count()).toBe(0);
    } finally {
      await english.context().close();
      await french.context().close();
    }
  });
});
