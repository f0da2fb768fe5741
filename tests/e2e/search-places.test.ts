import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import type { SearchResult } from '~/modules/search/search.schema';
import { checkBothWidths } from '../setup/axe';
import { useBrowserPage, waitForHydration } from '../setup/browser';

const baseUrl = inject('baseUrl');

async function api<T>(path: string): Promise<T> {
  const response = await fetch(baseUrl + path);
  expect(response.status, path).toBe(200);
  return (await response.json()) as T;
}

const resultCards = (page: Page) => page.locator('main ul > li').filter({ has: page.locator('h3 a') });

/** The "N mi away" of each card, in page order. */
async function distancesOf(page: Page): Promise<number[]> {
  return (await resultCards(page).allInnerTexts()).map((text) => {
    const match = text.match(/([\d.,]+) mi away/);
    expect(match, `a distance on the card "${text.slice(0, 60)}"`).not.toBeNull();
    return Number(match![1]!.replace(/,/g, ''));
  });
}

describe('searching by place', () => {
  const browser = useBrowserPage({ baseUrl });

  it('"Austin, TX" lists the partners nearest Austin first, with their distance', async () => {
    const { page } = browser;
    await page.goto('/');
    await page.getByRole('searchbox', { name: 'Search for a partner' }).fill('Austin, TX');
    await page.getByRole('searchbox', { name: 'Search for a partner' }).press('Enter');
    await page.waitForURL((url) => url.searchParams.get('q') === 'Austin, TX');
    await page.getByText('Nearest first, within 100 miles of Austin, Texas.').waitFor();
    const distances = await distancesOf(page);
    expect(distances.length).toBeGreaterThan(0);
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
    await checkBothWidths(page, 'search-place');
  });

  it('a town with no partner ("Cody") names the nearest distance and lists the nearest partners', async () => {
    const { page } = browser;
    const expected = await api<SearchResult>('/api/search?q=Cody');
    expect(expected.place).toMatchObject({ name: 'Cody', state: 'Wyoming', hasPartner: false });
    await page.goto('/search?q=Cody');
    await page
      .getByText(/^No partner in Cody, Wyoming\. The nearest is [\d,.]+ mi away\.$/)
      .first()
      .waitFor();
    // Cody, Nebraska is a tap away.
    await page.getByRole('link', { name: 'Cody, Nebraska' }).waitFor();
    const distances = await distancesOf(page);
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
    expect(await page.getByText('The partners closest to what you searched for.').count()).toBe(0);
    await checkBothWidths(page, 'search-place-without-partner');
  });

  it('a state links to its page and pages through all its partners', async () => {
    const { page } = browser;
    const expected = await api<SearchResult>('/api/search?q=Texas');
    await page.goto('/search?q=Texas');
    await page.getByRole('link', { name: 'See the Texas page, city by city' }).waitFor();
    const pageCount = Math.ceil(expected.total / expected.limit);
    if (pageCount > 1) {
      await page.getByText(`Page 1 of ${pageCount}`).waitFor();
      // Clicked once hydrated, so the link routes in place on every run.
      await waitForHydration(page);
      await page.getByRole('link', { name: 'Next' }).click();
      await page.waitForURL((url) => url.searchParams.get('page') === '2');
      await page.getByText(`Page 2 of ${pageCount}`).waitFor();
    }
    await checkBothWidths(page, 'search-state');
  });
});

describe('dead ends that help', () => {
  const browser = useBrowserPage({ baseUrl });

  it('a misspelt city address offers the town it meant, with its partner count', async () => {
    const { page } = browser;
    const response = await page.goto('/state/texas/city/austn');
    expect(response?.status()).toBe(404);
    const link = page.getByRole('link', { name: /^Austin \(\d+ partners?\)$/ });
    await link.waitFor();
    await checkBothWidths(page, 'city-did-you-mean');
    await link.click();
    await page.waitForURL((url) => url.pathname === '/state/texas/city/austin');
  });

  it('a real town without a partner lists the nearest partners with their distance', async () => {
    const { page } = browser;
    const response = await page.goto('/state/wyoming/city/cody');
    expect(response?.status()).toBe(404);
    await page.getByText(/^No partner in Cody, Wyoming\. The nearest is [\d,.]+ mi away\.$/).waitFor();
    expect(await page.getByText('Coming Soon').count()).toBe(0);
    expect((await page.locator('main').innerText()).match(/mi away/g)?.length ?? 0).toBeGreaterThan(1);
    await checkBothWidths(page, 'city-nearest');
  });

  it('an unknown state suggests the closest name', async () => {
    const { page } = browser;
    const response = await page.goto('/state/texs');
    expect(response?.status()).toBe(404);
    await page.getByRole('link', { name: 'Texas', exact: true }).waitFor();
    await checkBothWidths(page, 'state-did-you-mean');
  });

  it('a missing partner does not print its raw id', async () => {
    const { page } = browser;
    const response = await page.goto('/state/texas/city/austin/no-such-partner-123');
    expect(response?.status()).toBe(404);
    await page.getByRole('heading', { name: 'Partner Not Found' }).waitFor();
    expect(await page.getByText('no-such-partner-123').count()).toBe(0);
    await page.getByRole('link', { name: 'Partners in Austin' }).waitFor();
    await checkBothWidths(page, 'partner-not-found');
  });
});
