import { describe, expect, inject, it } from 'vitest';
import { checkBothWidths } from '../setup/axe';
import { useBrowserPage } from '../setup/browser';

const baseUrl = inject('baseUrl');

describe('browsing the directory', () => {
  const browser = useBrowserPage({ baseUrl });

  it('goes from the home page to a state, a city and its partners', async () => {
    const { page } = browser;
    const home = await page.goto('/');
    expect(home?.status()).toBe(200);
    await expect.poll(() => page.title()).not.toBe('');

    const usGrid = page.locator('section', {
      has: page.getByRole('heading', { name: 'Browse by State (United States)' }),
    });
    const stateLinks = usGrid.locator('a[href^="/state/"]');
    expect(await stateLinks.count()).toBeGreaterThan(1);
    await checkBothWidths(page, 'home');

    // State: the first state of the grid (the demo data spreads partners over every state).
    const stateLink = stateLinks.first();
    const stateHref = (await stateLink.getAttribute('href')) ?? '';
    expect(stateHref).toMatch(/^\/state\/[a-z0-9-]+$/);
    await stateLink.click();
    await page.waitForURL((url) => url.pathname === stateHref);
    const stateSlug = stateHref.split('/')[2] ?? '';
    const stateName = titleCase(stateSlug);
    await expect.poll(() => page.title()).toMatch(new RegExp(`^\\d[\\d,]*\\+ Cremation Services in ${stateName}\\b`));
    await page.getByRole('heading', { name: new RegExp(`Partners in ${stateName}$`), level: 1 }).waitFor();

    const cityList = page.locator('section', { has: page.getByRole('heading', { name: 'Partners by City' }) });
    const cityLinks = cityList.locator(`a[href^="${stateHref}/city/"]`);
    expect(await cityLinks.count()).toBeGreaterThan(0);
    await checkBothWidths(page, 'state');

    // City: partner cards, each naming its partner with a link to the partner's page.
    const cityLink = cityLinks.first();
    const cityHref = (await cityLink.getAttribute('href')) ?? '';
    expect(cityHref).toMatch(new RegExp(`^${stateHref}/city/[a-z0-9-]+$`));
    await cityLink.click();
    await page.waitForURL((url) => url.pathname === cityHref);
    await page.getByRole('heading', { name: /^Cremation Services in .+, .+$/, level: 1 }).waitFor();
    await expect.poll(() => page.title()).toMatch(/^Cremation Services .+, .+ \| \d[\d,]*\+ Trusted Funeral Homes$/);

    const partnerLinks = page.locator(`main a[href^="${cityHref}/"]`);
    await partnerLinks.first().waitFor();
    const names = (await partnerLinks.allInnerTexts()).map((text) => text.trim()).filter(Boolean);
    expect(names.length).toBeGreaterThan(0);
    for (const href of await partnerLinks.evaluateAll((links) => links.map((link) => link.getAttribute('href')))) {
      expect(href).toMatch(new RegExp(`^${cityHref}/[^/]+$`));
    }
    await checkBothWidths(page, 'city');
  });

  it('answers an unknown path with the not-found page and HTTP 404', async () => {
    const { page } = browser;
    const response = await page.goto('/this-does-not-exist');
    expect(response?.status()).toBe(404);
    await page.getByRole('heading', { name: 'Page Not Found' }).waitFor();
    await expect
      .poll(() => page.getByText("The page you're looking for could not be found.").count())
      .toBeGreaterThan(0);
    await checkBothWidths(page, 'not-found');
  });
});

describe('without JavaScript', () => {
  it('serves the home page fully rendered: title, canonical link and the state grid', async () => {
    const response = await fetch(`${baseUrl}/`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/text\/html/);
    const html = await response.text();
    // Matched pieces only: a failure message should not dump the whole document.
    expect(html.match(/<title>[^<]+<\/title>/)?.[0], 'a non-empty <title>').toBeTruthy();
    expect(html.match(/<link[^>]*rel="canonical"[^>]*>/)?.[0], 'the canonical link').toMatch(
      new RegExp(`href="${baseUrl}/?"`),
    );
    expect(html.includes('Browse by State (United States)'), 'the US state grid heading').toBe(true);
    expect(html.match(/<a[^>]+href="\/state\/[a-z0-9-]+"/g)?.length ?? 0, 'links to state pages').toBeGreaterThan(10);
  });
});

function titleCase(slug: string): string {
  return slug
    .split('-')
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');
}
