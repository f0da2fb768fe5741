import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import type { Partner } from '~/modules/partners/partner.schema';
import type { SearchResult } from '~/modules/search/search.schema';
import { checkBothWidths } from '../setup/axe';
import { screenshot, useBrowserPage, waitForHydration } from '../setup/browser';

const baseUrl = inject('baseUrl');

async function api<T>(path: string): Promise<T> {
  const response = await fetch(baseUrl + path);
  expect(response.status, path).toBe(200);
  return (await response.json()) as T;
}

/** Texas partners of the demo directory (spread over real Texan cities). */
const texasPartners = () => api<Partner[]>('/api/partners/state/texas');

const resultCards = (page: Page) => page.locator('main ul > li').filter({ has: page.locator('h3 a') });

describe('searching the directory', () => {
  const browser = useBrowserPage({ baseUrl });

  it('types a city in the hero, lands on the results and opens a partner', async () => {
    const { page } = browser;
    const [partner] = await texasPartners();
    const city = partner!.city;
    const expected = await api<SearchResult>(`/api/search?q=${encodeURIComponent(city)}`);
    expect(expected.total).toBeGreaterThan(0);

    await page.goto('/');
    const box = page.getByRole('searchbox', { name: 'Search for a partner' });
    // A blank query does not navigate (spec §2).
    await box.fill('   ');
    await box.press('Enter');
    await page.waitForTimeout(300);
    expect(new URL(page.url()).pathname).toBe('/');

    await box.fill(city);
    await page.getByRole('button', { name: 'Search for a Partner' }).click();
    await page.waitForURL((url) => url.pathname === '/search' && url.searchParams.get('q') === city);
    await expect.poll(() => page.title()).toBe(`Search Results for "${city}"`);
    // The heading and 'Back to Home' are server HTML (a server-only section): there after the move too.
    await page.getByRole('heading', { level: 1, name: `Search Results for “${city}”` }).waitFor();
    expect(await page.getByRole('link', { name: 'Back to Home' }).getAttribute('href')).toBe('/');
    const heading =
      expected.total === 1 ? '1 Partner Found' : `${expected.total.toLocaleString('en-US')} Partners Found`;
    await page.getByRole('heading', { name: heading, level: 2 }).waitFor();
    expect(await page.getByRole('searchbox', { name: 'Search for a partner' }).inputValue()).toBe(city);
    expect(await resultCards(page).count()).toBe(expected.partners.length);
    // Compact cards: one 'Contact' button each, no directions button.
    expect(await page.getByRole('button', { name: 'Contact' }).count()).toBe(expected.partners.length);
    expect(await page.getByRole('button', { name: 'Send Directions to My Phone' }).count()).toBe(0);
    await checkBothWidths(page, 'search-results');

    const first = expected.partners[0]!;
    await page.getByRole('link', { name: first.name, exact: true }).first().click();
    await page.waitForURL((url) => url.pathname === `/state/${first.stateSlug}/city/${first.citySlug}/${first.id}`);
    await expect.poll(() => page.title()).toBe(`${first.name} - ${first.city}, ${first.state} | Cremation Services`);
  });

  it('shows recommendations and suggestions for a misspelled city, inline and without a toast', async () => {
    const { page } = browser;
    const typo = await findMisspelling();
    await page.goto('/');
    await page.getByRole('searchbox', { name: 'Search for a partner' }).fill(typo.query);
    await page.getByRole('searchbox', { name: 'Search for a partner' }).press('Enter');
    await page.waitForURL((url) => url.searchParams.get('q') === typo.query);

    await page.getByRole('heading', { name: '0 Partners Found', level: 2 }).waitFor();
    await page.getByText(`No partners match “${typo.query}”.`).waitFor();
    await page.getByRole('heading', { name: 'Recommended Partners' }).waitFor();
    const recommended = page.locator('section', { has: page.getByRole('heading', { name: 'Recommended Partners' }) });
    expect(await recommended.locator('h3 a').allInnerTexts()).toEqual(typo.result.recommendations.map((p) => p.name));

    await page.getByRole('link', { name: /^Order from / }).waitFor();
    // One message, inline: no toast repeating it over the results (checked once the page is interactive).
    await page.waitForLoadState('networkidle');
    expect(await page.getByText('No Results Found').count()).toBe(0);
    expect(await page.getByText('No partners match your search.').count()).toBe(0);
    await checkBothWidths(page, 'search-no-results');

    // A suggestion runs its own search.
    const suggestion = typo.result.suggestions[0]!;
    await page.getByRole('link', { name: suggestion, exact: true }).click();
    await page.waitForURL((url) => url.searchParams.get('q') === suggestion);
    await page.getByRole('heading', { name: /^[\d,]+ Partners? Found$/, level: 2 }).waitFor();
    expect(await page.getByRole('heading', { name: '0 Partners Found' }).count()).toBe(0);
    expect(await page.getByRole('searchbox', { name: 'Search for a partner' }).inputValue()).toBe(suggestion);
  });

  it('lists the partners nearest a ZIP code first, each with its distance', async () => {
    const { page } = browser;
    const partner = (await texasPartners()).find((candidate) => /^\d{5}/.test(candidate.zipCode))!;
    const zip = partner.zipCode.slice(0, 5);
    await page.goto('/search');
    await page.getByText('Enter a search term to find partners in your area.').waitFor();
    await page.getByRole('searchbox', { name: 'Search for a partner' }).fill(zip);
    await page.getByRole('searchbox', { name: 'Search for a partner' }).press('Enter');
    await page.waitForURL((url) => url.searchParams.get('q') === zip);
    await page.getByText(new RegExp(`^Nearest first, within 100 miles of ${zip}`)).waitFor();

    const cards = resultCards(page);
    expect(await cards.count()).toBeGreaterThan(1);
    const distances = (await cards.allInnerTexts()).map((text) => {
      const match = text.match(/([\d.,]+) mi away/);
      expect(match, `a distance on the card "${text.slice(0, 60)}"`).not.toBeNull();
      return Number(match![1]!.replace(/,/g, ''));
    });
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
    // The partner in that very ZIP is among the nearest, a few miles at most from the ZIP's centre.
    expect(distances[0]).toBeLessThan(10);
    await checkBothWidths(page, 'search-zip');
  });

  it('starts the next page of results at its top, and Back returns to where the visitor was', async () => {
    const { page } = browser;
    await page.setViewportSize({ width: 390, height: 844 });
    const expected = await api<SearchResult>('/api/search?q=texas');
    expect(expected.total).toBeGreaterThan(expected.limit);
    await page.goto('/search?q=texas');
    await page.getByRole('heading', { name: /Partners Found$/, level: 2 }).waitFor();
    const scrollY = () => page.evaluate(() => window.scrollY);

    const next = page.getByRole('link', { name: 'Next' }).first();
    await next.scrollIntoViewIfNeeded();
    expect(await scrollY()).toBeGreaterThan(2000);
    await next.click();
    await page.waitForURL((url) => url.searchParams.get('page') === '2');
    await page
      .getByText(/^Showing 61–/)
      .first()
      .waitFor();
    await expect.poll(scrollY).toBe(0);

    // Halfway down page 2, a partner, then Back: the same spot of the same list.
    const card = resultCards(page).nth(30);
    await card.scrollIntoViewIfNeeded();
    const before = await scrollY();
    expect(before).toBeGreaterThan(1000);
    await card.locator('h3 a').click();
    await page.waitForURL((url) => url.pathname !== '/search');
    await expect.poll(scrollY).toBe(0);
    await page.goBack();
    await page.waitForURL((url) => url.pathname === '/search' && url.searchParams.get('page') === '2');
    await expect.poll(scrollY).toBeGreaterThan(before - 50);
    expect(await scrollY()).toBeLessThan(before + 50);
  });

  it('keeps the keyboard where it was: in the box after a typed search, on the chip after a filter', async () => {
    const { page } = browser;
    await page.goto('/search?q=texas');
    await waitForHydration(page);
    const box = page.getByRole('searchbox', { name: 'Search for a partner' });
    await box.fill('Austin');
    await box.press('Enter');
    await page.waitForURL((url) => url.searchParams.get('q') === 'Austin');
    await page.getByRole('heading', { name: /Partners? Found$/, level: 2 }).waitFor();
    expect(await box.evaluate((element) => element === document.activeElement)).toBe(true);
    expect(await box.inputValue()).toBe('Austin');

    const filters = page.getByRole('navigation', { name: 'Filter partners' });
    await filters.getByRole('link', { name: 'Pet cremation' }).focus();
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.searchParams.get('service') === 'pet');
    const chip = filters.getByRole('link', { name: /^Pet cremation/ });
    await expect.poll(() => chip.evaluate((element) => element === document.activeElement)).toBe(true);
    // The next Tab goes on from the chip, not from the top of the page.
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.closest('nav')?.getAttribute('aria-label'))).toBe(
      'Filter partners',
    );

    // Back to a search typed earlier: the box says it.
    await page.goBack();
    await page.goBack();
    await page.waitForURL((url) => url.searchParams.get('q') === 'texas');
    await expect.poll(() => box.inputValue()).toBe('texas');
  });

  it('keeps what was typed in the box before the page became interactive', async () => {
    const { page } = browser;
    // Hold the app's scripts, as a slow phone would, while the family types.
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/entry\.client-[^/]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/', { waitUntil: 'domcontentloaded' });
    await page.getByRole('searchbox', { name: 'Search for a partner' }).fill('Austin');
    release();
    await waitForHydration(page);
    expect(await page.getByRole('searchbox', { name: 'Search for a partner' }).inputValue()).toBe('Austin');
    await page.unroute(/\/assets\/entry\.client-[^/]+\.js$/);
  });

  it("says 'Searching...' while the next search loads", async () => {
    const { page } = browser;
    const [partner] = await texasPartners();
    await page.goto('/search?q=texas');
    await page.getByRole('heading', { name: /Partners? Found$/, level: 2 }).waitFor();
    // Hold the next page's data a moment, as a slow phone network would.
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(
      (url) => url.pathname === '/search.data',
      async (route) => {
        await held;
        await route.continue();
      },
    );
    await page.getByRole('searchbox', { name: 'Search for a partner' }).fill(partner!.city);
    await page.getByRole('searchbox', { name: 'Search for a partner' }).press('Enter');
    await page.getByText('Searching...').first().waitFor();
    await screenshot(page, 'search-searching-1280');
    release();
    await page.waitForURL((url) => url.searchParams.get('q') === partner!.city);
    await page.getByRole('heading', { name: /Partners? Found$/, level: 2 }).waitFor();
    expect(await page.getByText('Searching...').count()).toBe(0);
  });
});

/**
 * A demo city whose name with one letter dropped matches nothing, yet the fuzzy fallback recommends
 * partners and suggests places for it (checked through the API, so the test does not guess the data).
 */
async function findMisspelling(): Promise<{ query: string; result: SearchResult }> {
  const cities = [...new Set((await texasPartners()).map((partner) => partner.city))].filter((city) =>
    /^[A-Za-z]{6,}$/.test(city),
  );
  for (const city of cities) {
    const query = city.slice(0, 3) + city.slice(4);
    const result = await api<SearchResult>(`/api/search?q=${encodeURIComponent(query)}`);
    if (result.total === 0 && result.recommendations.length > 0 && result.suggestions.length > 0) {
      return { query, result };
    }
  }
  throw new Error(`No misspelling of ${cities.join(', ')} gives recommendations`);
}
