import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { checkBothWidths } from '../setup/axe';
import { DESKTOP, PHONE, screenshot, useBrowserPage, waitForHydration } from '../setup/browser';

const baseUrl = inject('baseUrl');

const US_MAP = 'svg[aria-label="Partner locations in the United States"]';

/** Whether the page scrolls sideways: what a phone user at a large text size must never have to do. */
const scrollsSideways = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth);

describe('phone-first details', () => {
  const browser = useBrowserPage({ baseUrl, viewport: PHONE });

  it('lists the states and provinces compactly on a 390 px phone', async () => {
    const { page } = browser;
    await page.goto('/');
    const states = page.locator('#browse-states');
    const provinces = page.locator('section', {
      has: page.getByRole('heading', { name: 'Browse by Province (Canada)' }),
    });
    expect(await states.locator('a[href^="/state/"]').count()).toBeGreaterThan(40);
    const top = (await states.boundingBox())!.y;
    const bottomBox = (await provinces.last().boundingBox())!;
    expect(bottomBox.y + bottomBox.height - top, 'the two lists, in px').toBeLessThan(1600);
    // Every row stays a comfortable target (WCAG 2.5.8 asks 24 px).
    const heights = await states
      .locator('a')
      .evaluateAll((links) => links.map((link) => link.getBoundingClientRect().height));
    expect(Math.min(...heights)).toBeGreaterThanOrEqual(40);
    await screenshot(page, 'phone-home-390');
    await page.setViewportSize(DESKTOP);
    await screenshot(page, 'phone-home-1280');
  });

  it('names a map region on keyboard focus and on hover, pans to it when zoomed, and offers small regions as links', async () => {
    const { page } = browser;
    await page.goto('/');
    await waitForHydration(page);
    const map = page.locator(US_MAP);
    const card = page.getByRole('region', { name: 'Partner locations in the United States' });
    await map.scrollIntoViewIfNeeded();

    // Keyboard: Tab from the Reset button into the drawing.
    await card.getByRole('button', { name: 'Reset' }).focus();
    await page.keyboard.press('Tab');
    const focusedLabel = await page.evaluate(() => document.activeElement?.getAttribute('aria-label') ?? '');
    expect(focusedLabel).toMatch(/^[A-Z][A-Za-z ]+: [\d,]+ partners?$/);
    await expect.poll(() => card.innerText()).toContain(focusedLabel);
    await page.locator(US_MAP).screenshot({ path: 'test-results/screenshots/phone-map-focus-390.png' });

    // Pointer: hovering Texas names Texas.
    const texas = page.locator(`${US_MAP} a[href="/state/texas"]`);
    await texas.hover();
    await expect.poll(() => card.innerText()).toMatch(/Texas: [\d,]+ partners/);

    // Zoomed in on the middle of the country, keyboard focus on a far region brings it into view.
    const zoomIn = card.getByRole('button', { name: 'Zoom in' });
    for (const expected of ['200 120 400 240', '300 180 200 120', '350 210 100 60']) {
      await zoomIn.click();
      await expect.poll(() => map.getAttribute('viewBox')).toBe(expected);
    }
    const before = await map.getAttribute('viewBox');
    await card.getByRole('button', { name: 'Reset' }).focus();
    // Reset is enabled while zoomed; tabbing on goes into the drawing without resetting.
    await page.keyboard.press('Tab');
    const label = await page.evaluate(() => document.activeElement?.getAttribute('aria-label') ?? '');
    await expect.poll(() => map.getAttribute('viewBox')).not.toBe(before);
    const box = await page.evaluate(() => {
      const target = document.activeElement as SVGGraphicsElement;
      const bounds = target.getBBox();
      return { x: bounds.x + bounds.width / 2, y: bounds.y + bounds.height / 2 };
    });
    const [x, y, width, height] = (await map.getAttribute('viewBox'))!.split(' ').map(Number) as [
      number,
      number,
      number,
      number,
    ];
    expect(box.x, `${label} is in view`).toBeGreaterThanOrEqual(x);
    expect(box.x).toBeLessThanOrEqual(x + width);
    expect(box.y).toBeGreaterThanOrEqual(y);
    expect(box.y).toBeLessThanOrEqual(y + height);

    // Small regions are links right under the map, each at least 44 px.
    const small = card
      .getByText('Small on the map:')
      .locator('..')
      .getByRole('link', { name: /^(District of Columbia|Rhode Island|Delaware): / });
    expect(await small.count()).toBeGreaterThan(0);
    for (const link of await small.all()) {
      const size = (await link.boundingBox())!;
      expect(size.width).toBeGreaterThanOrEqual(44);
      expect(size.height).toBeGreaterThanOrEqual(44);
    }
    // The legend says what the shades mean.
    expect(await page.getByText('Partners per state or province:').count()).toBe(1);
  });

  it('jumps through a long city list by its first letter without leaving the page', async () => {
    const { page } = browser;
    await page.goto('/state/california');
    await waitForHydration(page);
    const jump = page.getByRole('navigation', { name: 'Cities in California by first letter' });
    const letters = jump.getByRole('link');
    expect(await letters.count()).toBeGreaterThan(10);
    await page.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true));
    const letter = letters.nth(Math.floor((await letters.count()) / 2));
    const name = (await letter.innerText()).trim();
    await letter.click();
    await page.waitForURL((url) => url.hash === `#cities-${name.toLowerCase()}`);
    const heading = page.getByRole('heading', { level: 3, name, exact: true });
    await expect.poll(async () => Math.abs((await heading.boundingBox())!.y)).toBeLessThan(40);
    // No navigation and no reload: the same document, scrolled.
    expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);
    const size = (await letter.boundingBox())!;
    expect(size.height).toBeGreaterThanOrEqual(44);
    await page.evaluate(() => window.scrollTo(0, 0));
    await screenshot(page, 'phone-state-390');
    await page.setViewportSize(DESKTOP);
    await screenshot(page, 'phone-state-1280');
  });

  it('searches from a state page through its own search box', async () => {
    const { page } = browser;
    await page.goto('/state/texas');
    await waitForHydration(page);
    const box = page.getByRole('search').getByRole('searchbox', { name: 'Search for a partner' });
    await box.fill('Austin');
    await box.press('Enter');
    await page.waitForURL((url) => url.pathname === '/search' && url.searchParams.get('q') === 'Austin');
    await page.getByRole('heading', { level: 1 }).waitFor();
  });

  it('moves focus to the new page heading after a client-side navigation, not on first load', async () => {
    const { page } = browser;
    await page.goto('/');
    await waitForHydration(page);
    expect(await page.evaluate(() => document.activeElement?.tagName)).toBe('BODY');
    await page.locator('#browse-states a[href="/state/texas"]').click();
    await page.waitForURL((url) => url.pathname === '/state/texas');
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.tagName + ':' + document.activeElement?.textContent))
      .toBe('H1:Solace Stones Partners in Texas');
    // The next Tab starts at the new page's content, not at a link of the page left behind.
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.closest('main') !== null)).toBe(true);
  });

  it('holds partner cards at 200 % text size on a 390 px phone, with call and website links at least 24 px high', async () => {
    const { page } = browser;
    await page.goto('/state/california/city/los-angeles');
    await waitForHydration(page);
    expect(await scrollsSideways(page)).toBe(false);
    // The browser's text size setting scales the root font size, which every rem-based size follows.
    await page.evaluate(() => (document.documentElement.style.fontSize = '200%'));
    expect(await scrollsSideways(page), 'city page at 200 % text').toBe(false);
    await screenshot(page, 'phone-city-200pct-390');
    for (const path of ['/', '/state/texas', '/search?q=Austin', '/faq']) {
      await page.goto(path);
      await page.evaluate(() => (document.documentElement.style.fontSize = '200%'));
      expect(await scrollsSideways(page), `${path} at 200 % text`).toBe(false);
    }

    await page.goto('/state/california/city/los-angeles');
    await waitForHydration(page);
    const heights = await page
      .locator('main a[href^="tel:"], main li a[href^="http"][target="_blank"]')
      .evaluateAll((links) => links.map((link) => link.getBoundingClientRect().height));
    expect(heights.length).toBeGreaterThan(2);
    expect(Math.min(...heights)).toBeGreaterThanOrEqual(24);

    // Repeated buttons name their partner: no two cards read the same to a screen reader.
    const asks = page.getByRole('button', { name: /^Ask for Information about / });
    const names = await asks.evaluateAll((buttons) => buttons.map((button) => button.textContent ?? ''));
    expect(names.length).toBeGreaterThan(1);
    expect(new Set(names).size).toBe(names.length);
    const directions = page.getByRole('link', { name: /^Send Directions to My Phone ?: route to / });
    expect(await directions.count()).toBe(names.length);
    await page.evaluate(() => window.scrollTo(0, 0));
    await screenshot(page, 'phone-city-390');
    await page.setViewportSize(DESKTOP);
    await screenshot(page, 'phone-city-1280');
  });

  it('keeps a filtered list within the phone, the filters on in view first', async () => {
    const { page } = browser;
    for (const path of ['/search?q=houston&service=veterans', '/fr/recherche?q=Montr%C3%A9al&service=open-now']) {
      await page.goto(path);
      expect(await scrollsSideways(page), path).toBe(false);
      // The chip that is on leads the row, on screen without scrolling it.
      const chips = page.locator('nav a[data-keeps-focus]');
      const first = await chips.first().boundingBox();
      expect(await chips.first().innerText(), path).toMatch(/Veterans|Ouvert/);
      expect(first!.x + first!.width).toBeLessThanOrEqual(PHONE.width);
    }
  });

  it('fits a French partner page, whose words run longer, on a 360 px phone', async () => {
    const { page } = browser;
    const quebec = (await (await fetch(`${baseUrl}/api/partners/state/quebec`)).json()) as {
      id: string;
      locationCount: number | null;
    }[];
    // "Établissements" beside "3 établissements": the longest line of the side cards.
    const partner = quebec.find((candidate) => (candidate.locationCount ?? 0) > 1) ?? quebec[0]!;
    await page.setViewportSize({ width: 360, height: PHONE.height });
    await page.goto(`/fr/partenaire/${partner.id}`);
    await page.getByText('Établissements').first().waitFor();
    expect(await scrollsSideways(page)).toBe(false);
  });

  it('serves /faq as its own page, complete and accessible, reached from the footer', async () => {
    const { page } = browser;
    await page.goto('/');
    await waitForHydration(page);
    await page.locator('footer').getByRole('link', { name: 'FAQ' }).click();
    await page.waitForURL((url) => url.pathname === '/faq');
    await page.getByRole('heading', { level: 1, name: 'Frequently Asked Questions' }).waitFor();
    const questions = page.locator('main details summary');
    expect(await questions.count()).toBeGreaterThan(2);
    await questions.first().click();
    expect(await page.locator('main details[open]').count()).toBe(1);
    await checkBothWidths(page, 'phone-faq');
  });
});
