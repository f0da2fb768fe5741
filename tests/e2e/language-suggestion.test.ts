import type { Browser, Locator, Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import english from '~/modules/i18n/catalogs/en.json';
import french from '~/modules/i18n/catalogs/fr.json';
import type { Partner } from '~/modules/partners/partner.schema';
import { DESKTOP, launchBrowser, PHONE, screenshot, useBrowserPage, waitForHydration } from '../setup/browser';

// The suggestion to read a page in the other language: decided in the document's head from the browser's
// languages, in the page's flow under the header from the first paint. It covers nothing (the first result,
// a partner's call button) and moves nothing; either button remembers the choice, on client navigations too.

const baseUrl = inject('baseUrl');

/** A French page's suggestion speaks English, an English page's French. */
const toEnglish = (page: Page) => page.getByRole('complementary', { name: english['banner.text'] });
const toFrench = (page: Page) => page.getByRole('complementary', { name: french['banner.text'] });

async function pageWith(browser: Browser, locale: string, viewport = PHONE): Promise<Page> {
  const context = await browser.newContext({ baseURL: baseUrl, viewport, locale });
  // Every layout shift from the first paint on, as Core Web Vitals counts them (not those after a tap).
  await context.addInitScript(() => {
    const sum = { value: 0 };
    (window as unknown as { layoutShift: typeof sum }).layoutShift = sum;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as { value: number; hadRecentInput: boolean }[]) {
        if (!entry.hadRecentInput) sum.value += entry.value;
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  return context.newPage();
}

const layoutShift = (page: Page) =>
  page.evaluate(() => (window as unknown as { layoutShift: { value: number } }).layoutShift.value);

/**
 * Whether `target`, brought to the bottom of the screen (where a bar fixed there would be), takes a tap at
 * its middle: what is drawn there is it, not something over it.
 */
async function reachableAtTheBottom(target: Locator) {
  await target.evaluate((element) => element.scrollIntoView({ block: 'end' }));
  return target.evaluate((element) => {
    // The last line of a link that wraps: the middle of its whole box may fall between its words.
    const rects = element.getClientRects();
    const box = rects[rects.length - 1]!;
    const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    return hit === null ? 'nothing' : element.contains(hit) ? 'itself' : hit.outerHTML.slice(0, 120);
  });
}

describe('language suggestion', () => {
  const browser = useBrowserPage({ baseUrl, viewport: PHONE });

  it('on a phone, sits under the header from the first paint: no shift, the first result and the call button free', async () => {
    const chromium = browser.context.browser()!;
    const page = await pageWith(chromium, 'en-US');
    try {
      await page.goto('/fr/recherche?q=Toronto');
      const banner = toEnglish(page);
      expect(await banner.isVisible()).toBe(true);
      await waitForHydration(page);
      await page.waitForTimeout(500);
      expect(await layoutShift(page)).toBeLessThan(0.01);
      // In the flow: under the header, above the page's content.
      const [header, aside, main] = await Promise.all(
        ['body > header', 'aside[lang="en"]', 'main'].map((selector) =>
          page.locator(selector).evaluate((element) => element.getBoundingClientRect().toJSON() as DOMRect),
        ),
      );
      expect(aside!.top).toBeGreaterThanOrEqual(header!.bottom);
      expect(main!.top).toBeGreaterThanOrEqual(aside!.bottom);
      expect(await reachableAtTheBottom(page.locator('main h3 a').first())).toBe('itself');
      await page.evaluate(() => window.scrollTo(0, 0));
      await screenshot(page, 'language-suggestion-390-search', { fullPage: false });

      const ontario = (await (await fetch(`${baseUrl}/api/partners/state/ontario`)).json()) as Partner[];
      const partner = ontario.find((candidate) => candidate.phone)!;
      await page.goto(`/fr/partenaire/${partner.id}`);
      await waitForHydration(page);
      await page.waitForTimeout(500);
      expect(await banner.isVisible()).toBe(true);
      expect(await layoutShift(page)).toBeLessThan(0.01);
      expect(await reachableAtTheBottom(page.locator('main a[href^="tel:"]').first())).toBe('itself');
      await page.evaluate(() => window.scrollTo(0, 0));
      await screenshot(page, 'language-suggestion-390-partner', { fullPage: false });
      await page.setViewportSize(DESKTOP);
      await screenshot(page, 'language-suggestion-1280-partner', { fullPage: false });
    } finally {
      await page.context().close();
    }
  });

  it('"Stay" remembers the choice and hides it, on the next pages too', async () => {
    const page = await pageWith(browser.context.browser()!, 'en-US');
    try {
      await page.goto('/fr/recherche?q=Toronto');
      await waitForHydration(page);
      const banner = toEnglish(page);
      await banner.getByRole('button', { name: english['banner.stay'] }).click();
      expect(await banner.isVisible()).toBe(false);
      // The button is gone: focus goes on to the page's heading, not back to the document's start.
      expect(await page.evaluate(() => document.activeElement?.matches('main h1'))).toBe(true);
      expect(await page.evaluate(() => localStorage.getItem('site-language'))).toBe('fr');
      // A client navigation to a partner: still hidden; a new load: still hidden.
      await page.locator('main h3 a').first().click();
      await page.waitForURL((url) => url.pathname !== '/fr/recherche');
      await page.locator('main h1').waitFor();
      expect(await banner.isVisible()).toBe(false);
      await page.reload();
      expect(await banner.isVisible()).toBe(false);
    } finally {
      await page.context().close();
    }
  });

  it('"Go" follows the page across client navigations, opens it in the other language and remembers it', async () => {
    const page = await pageWith(browser.context.browser()!, 'fr-CA', DESKTOP);
    try {
      await page.goto('/state/texas');
      await waitForHydration(page);
      const banner = toFrench(page);
      expect(await banner.isVisible()).toBe(true);
      await screenshot(page, 'language-suggestion-1280-state', { fullPage: false });
      // A client navigation to a city: the suggestion stays, pointing at the city's French page.
      const city = page.locator('main a[href^="/state/texas/city/"]').first();
      const cityPath = await city.getAttribute('href');
      await city.click();
      await page.waitForURL((url) => url.pathname === cityPath);
      const go = banner.getByRole('link', { name: french['banner.go'] });
      await expect.poll(() => go.getAttribute('href')).toMatch(/^\/fr\/etat\/texas\//);
      expect(await banner.isVisible()).toBe(true);
      await go.click();
      await page.waitForURL(/\/fr\/etat\/texas\//);
      expect(await page.evaluate(() => localStorage.getItem('site-language'))).toBe('fr');
      // Back in English, chosen: nothing suggested.
      await page.goto('/state/ohio');
      await page.locator('main h1').waitFor();
      expect(await banner.isVisible()).toBe(false);
    } finally {
      await page.context().close();
    }
  });

  it('is not shown to a browser that prefers the page’s language, nor without JavaScript', async () => {
    const page = await pageWith(browser.context.browser()!, 'fr-CA');
    await page.goto('/fr/recherche?q=Toronto');
    expect(await toEnglish(page).isVisible()).toBe(false);
    await page.context().close();

    const chromium = await launchBrowser();
    try {
      const context = await chromium.newContext({ baseURL: baseUrl, javaScriptEnabled: false, locale: 'en-US' });
      const noScript = await context.newPage();
      await noScript.goto('/fr/recherche?q=Toronto');
      expect(await noScript.locator('aside[lang="en"]').count()).toBe(1);
      expect(await toEnglish(noScript).isVisible()).toBe(false);
    } finally {
      await chromium.close();
    }
  });
});
