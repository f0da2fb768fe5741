import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import french from '~/modules/i18n/catalogs/fr.json';
import type { Partner } from '~/modules/partners/partner.schema';
import type { NearbyResult } from '~/modules/search/nearby.schema';
import { checkBothWidths } from '../setup/axe';
import { launchBrowser, PHONE, screenshot, useBrowserPage, waitForHydration } from '../setup/browser';

const baseUrl = inject('baseUrl');

interface Position {
  latitude: number;
  longitude: number;
}

async function partnersIn(state: string): Promise<Partner[]> {
  const response = await fetch(`${baseUrl}/api/partners/state/${state}`);
  expect(response.status).toBe(200);
  return (await response.json()) as Partner[];
}

async function nearby(
  body: Position & { radius?: number; unit?: string; sort?: string; services?: string[]; offset?: number },
): Promise<NearbyResult> {
  const response = await fetch(`${baseUrl}/api/search/nearby`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  expect(response.status).toBe(200);
  return (await response.json()) as NearbyResult;
}

/** A point a little off a partner of the state (so no distance is 0). */
async function nearAPartnerIn(state: string): Promise<Position> {
  const located = (await partnersIn(state)).find((partner) => partner.coordinates);
  expect(located, `a located partner in ${state}`).toBeDefined();
  const { latitude, longitude } = located!.coordinates!;
  return { latitude: latitude + 0.05, longitude: longitude + 0.05 };
}

const nearbySection = (page: Page) => page.getByRole('region', { name: 'Partners near you' });
const cardNames = (page: Page) => nearbySection(page).locator('h3 a').allInnerTexts();

async function useMyLocation(page: Page) {
  await waitForHydration(page);
  await page.getByRole('button', { name: 'Use my location' }).click();
}

describe('Use my location', () => {
  const browser = useBrowserPage({ baseUrl });

  it('on the home page, a US position lists the nearest partners in miles, then by name and wider', async () => {
    const { page, context } = browser;
    const position = await nearAPartnerIn('texas');
    const expected = await nearby(position);
    expect(expected.unit).toBe('mi');
    expect(expected.total).toBeGreaterThan(0);
    await context.grantPermissions(['geolocation'], { origin: baseUrl });
    await context.setGeolocation(position);

    await page.goto('/');
    // The position never reaches a URL: only the POST body carries it.
    const requests: string[] = [];
    page.on('request', (request) => requests.push(`${request.method()} ${request.url()}`));
    await useMyLocation(page);
    await nearbySection(page).waitFor();
    const summary = `${expected.total} ${expected.total === 1 ? 'partner' : 'partners'} within 100 mi of your location, nearest first.`;
    await page.getByText(summary).waitFor();
    expect(await cardNames(page)).toEqual(expected.partners.map((partner) => partner.name));
    const firstDistance = await nearbySection(page)
      .locator('li')
      .first()
      .getByText(/ mi away$/)
      .innerText();
    expect(firstDistance).toMatch(/^\d+(\.\d)? mi away$/);
    expect(requests).toContain(`POST ${baseUrl}/api/search/nearby`);
    for (const request of requests) {
      expect(request).not.toContain(String(position.latitude).slice(0, 5));
    }
    expect(
      await nearbySection(page)
        .getByRole('button', { name: /^Contact / })
        .count(),
    ).toBe(expected.partners.length);
    await checkBothWidths(page, 'near-me-home-us');

    await page.getByLabel('Sort by').selectOption('name');
    await page.getByText(/, by name\.$/).waitFor();
    const byName = await nearby({ ...position, sort: 'name', radius: 100, unit: 'mi' });
    expect(await cardNames(page)).toEqual(byName.partners.map((partner) => partner.name));

    await page.getByLabel('Within').selectOption('250');
    const wide = await nearby({ ...position, sort: 'name', radius: 250, unit: 'mi' });
    await page.getByText(new RegExp(`^${wide.total.toLocaleString('en-US')} partners? within 250 mi`)).waitFor();
  });

  it('near a dense area shows the nearest 60, then the next with "Show more", focus on the first added', async () => {
    const { page, context } = browser;
    // A large city of the demo data with more than one page of partners within 100 mi.
    const cities: Position[] = [
      { latitude: 34.05, longitude: -118.24 },
      { latitude: 40.71, longitude: -74.01 },
      { latitude: 41.88, longitude: -87.63 },
      { latitude: 29.76, longitude: -95.37 },
    ];
    let dense: { position: Position; first: NearbyResult } | undefined;
    for (const position of cities) {
      const first = await nearby(position);
      if (first.unit === 'mi' && first.total > 60) {
        dense = { position, first };
        break;
      }
    }
    expect(dense, 'a city with more than 60 partners within 100 mi').toBeDefined();
    const { position, first } = dense!;
    const next = await nearby({ ...position, radius: first.radius, unit: first.unit, offset: 60 });
    expect(next.partners.length).toBeGreaterThan(0);
    await context.grantPermissions(['geolocation'], { origin: baseUrl });
    await context.setGeolocation(position);

    await page.goto('/search?q=Austin');
    await useMyLocation(page);
    await page.getByText(/Showing the nearest 60\.$/).waitFor();
    expect(await cardNames(page)).toEqual(first.partners.map((partner) => partner.name));
    const remaining = first.total - 60;
    await nearbySection(page)
      .getByText(`${remaining.toLocaleString('en-US')} more partner${remaining === 1 ? '' : 's'} within 100 mi.`)
      .waitFor();
    const added = next.partners.length;
    await nearbySection(page)
      .getByRole('button', { name: `Show ${Math.min(60, remaining)} more` })
      .click();
    await page.getByText(new RegExp(`^${added} more partners? shown\\.`)).waitFor();
    expect(await cardNames(page)).toEqual([...first.partners, ...next.partners].map((partner) => partner.name));
    // The keyboard and a screen reader go on from the first card added.
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe(next.partners[0]!.name);
    await checkBothWidths(page, 'near-me-show-more');

    // The same in French (kilometres: 160 km holds a few partners fewer than 100 mi).
    const inKilometres = await nearby({ ...position, unit: 'km', radius: 160, offset: 60 });
    await page.goto('/fr/recherche?q=Austin');
    await waitForHydration(page);
    await page.getByRole('button', { name: french['nearMe.button'] }).click();
    const section = page.getByRole('region', { name: french['nearMe.heading'] });
    const more = inKilometres.partners.length;
    expect(more).toBeGreaterThan(1);
    const left = (inKilometres.total - 60).toLocaleString('fr-CA');
    await section.getByText(`${left} autres partenaires dans un rayon de 160\u00a0km.`).waitFor();
    await section.getByRole('button', { name: `En afficher ${more} de plus` }).click();
    await section.getByText(new RegExp(`^${more} partenaires de plus affichés\\.`)).waitFor();
    expect(await section.locator('h3 a').count()).toBe(60 + more);
  });

  it('shows the results again on Back from a partner, and not on a new visit to the page', async () => {
    const { page, context } = browser;
    const position = await nearAPartnerIn('texas');
    const expected = await nearby(position);
    await context.grantPermissions(['geolocation'], { origin: baseUrl });
    await context.setGeolocation(position);

    // On a phone the list is long: the family scrolls down it before opening a partner.
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/');
    await useMyLocation(page);
    await nearbySection(page).waitFor();
    expect(expected.partners.length).toBeGreaterThan(1);
    const last = expected.partners.at(-1)!;
    const lastLink = nearbySection(page).getByRole('link', { name: last.name, exact: true }).first();
    await lastLink.scrollIntoViewIfNeeded();
    const scrollY = () => page.evaluate(() => window.scrollY);
    const before = await scrollY();
    expect(before).toBeGreaterThan(500);
    await lastLink.click();
    await page.getByRole('heading', { name: last.name, level: 1 }).waitFor();

    await page.goBack();
    await nearbySection(page)
      .getByText(/ within 100 mi of your location, nearest first\.$/)
      .waitFor();
    expect(await cardNames(page)).toEqual(expected.partners.map((partner) => partner.name));
    // Back where the family was: the list is in place when the position is restored, not pushed down by it.
    await expect.poll(scrollY).toBeGreaterThan(before - 50);
    expect(await scrollY()).toBeLessThan(before + 50);
    await page.setViewportSize({ width: 1280, height: 900 });

    // Coming to the page anew (a new history entry) is a new visit: the button waits for a tap.
    await page.goto('/privacy');
    await page.goto('/');
    await waitForHydration(page);
    await page.getByRole('button', { name: 'Use my location' }).waitFor();
    expect(await nearbySection(page).count()).toBe(0);
  });

  it('on a phone, brings the results into view after the tap', async () => {
    const { page, context } = browser;
    await context.grantPermissions(['geolocation'], { origin: baseUrl });
    await context.setGeolocation(await nearAPartnerIn('quebec'));
    await page.setViewportSize({ width: 390, height: 844 });
    // Under the home page's search box, the results start at the fold of a phone: the tap seemed to do nothing.
    await page.goto('/fr');
    await waitForHydration(page);
    await page.getByRole('button', { name: french['nearMe.button'] }).click();
    const section = page.getByRole('region', { name: french['nearMe.heading'] });
    const summary = section.locator('[aria-live] p').getByText(/\skm\b/);
    await summary.waitFor();
    // The heading and how many partners are near, both on screen.
    const inView = () =>
      section.evaluate((element) => {
        const heading = element.querySelector('h2')!.getBoundingClientRect();
        const said = element.querySelector('[aria-live] p')!.getBoundingClientRect();
        return heading.top >= 0 && said.bottom <= window.innerHeight;
      });
    await expect.poll(inView, { timeout: 5_000 }).toBe(true);
    await page.setViewportSize({ width: 1280, height: 900 });
  });

  it('on the search page, a Canadian position reads in kilometres', async () => {
    const { page, context } = browser;
    const position = await nearAPartnerIn('ontario');
    const expected = await nearby(position);
    expect(expected).toMatchObject({ unit: 'km', radius: 160 });
    await context.grantPermissions(['geolocation'], { origin: baseUrl });
    await context.setGeolocation(position);

    await page.goto('/search?q=Toronto');
    await useMyLocation(page);
    await page.getByText(/ within 160 km of your location, nearest first\.$/).waitFor();
    expect(await cardNames(page)).toEqual(expected.partners.map((partner) => partner.name));
    const distances = await nearbySection(page)
      .getByText(/ away$/)
      .allInnerTexts();
    expect(distances.length).toBe(expected.partners.length);
    for (const distance of distances) expect(distance).toMatch(/^\d+(\.\d)? km away$/);
    expect(await page.getByRole('option', { name: '400 km' }).count()).toBe(1);
    await checkBothWidths(page, 'near-me-search-ca');

    // A new typed search replaces what was found near the visitor: one search box, no nearby results.
    const box = page.getByRole('searchbox', { name: 'Search for a partner' });
    await box.fill('Ottawa');
    await box.press('Enter');
    await page.waitForURL((url) => url.searchParams.get('q') === 'Ottawa');
    await page.getByRole('heading', { name: /Partners? Found$/, level: 2 }).waitFor();
    // The nearby results leave once the new page has rendered (the heading may still be the old page's).
    await expect.poll(() => nearbySection(page).count(), { timeout: 10_000 }).toBe(0);
    expect(await page.getByRole('searchbox', { name: 'Search for a partner' }).count()).toBe(1);
  });

  it('after a "near me" search, the tap answers the page’s request for the location, which then steps aside', async () => {
    const { page, context } = browser;
    await context.grantPermissions(['geolocation'], { origin: baseUrl });
    await context.setGeolocation(await nearAPartnerIn('ontario'));

    await page.goto('/search?q=cheap%20cremation%20near%20me');
    const request = page.getByText('To search near you, we need your location.');
    await request.waitFor();
    const empty = page.getByText('0 Partners Found');
    expect(await empty.isVisible()).toBe(true);
    await useMyLocation(page);
    await page.getByText(/ within 160 km of your location, nearest first\.$/).waitFor();
    expect(await request.isVisible()).toBe(false);
    // The list the typed words found (none) steps aside too: the page does not say both.
    expect(await empty.isVisible()).toBe(false);
    expect(await page.getByRole('link', { name: 'Use my location' }).count()).toBe(0);
  });

  it('after a search whose words ask for a filter, finds the partners near the family that pass it', async () => {
    const { page, context } = browser;
    await context.grantPermissions(['geolocation'], { origin: baseUrl });
    await context.setGeolocation(await nearAPartnerIn('texas'));
    await page.goto('/search?q=pet%20cremation%20near%20me');
    await useMyLocation(page);
    await page.getByRole('heading', { name: 'Partners near you: Pet cremation' }).waitFor();
  });

  it('on a French page, speaks French: the heading with its filters and each card’s Call', async () => {
    const { page, context } = browser;
    const position = await nearAPartnerIn('ontario');
    const expected = await nearby({ ...position, unit: 'km' });
    const withPhone = expected.partners.find((partner) => partner.phone);
    expect(withPhone, 'a partner with a phone near the position').toBeDefined();
    await context.grantPermissions(['geolocation'], { origin: baseUrl });
    await context.setGeolocation(position);

    await page.goto('/fr/recherche?q=Toronto');
    await waitForHydration(page);
    await page.getByRole('button', { name: french['nearMe.button'] }).click();
    const section = page.getByRole('region', { name: french['nearMe.heading'] });
    const call = section.getByRole('link', { name: new RegExp(`^${french['card.call']} ${withPhone!.name}, `) });
    await call.waitFor();
    expect((await call.innerText()).trim()).toBe(french['card.call']);
    expect(await section.getByRole('link', { name: /^Call / }).count()).toBe(0);

    // The page's filters, named in French in the heading.
    await page.goto('/fr/recherche?q=Toronto&service=pet');
    await waitForHydration(page);
    await page.getByRole('button', { name: french['nearMe.button'] }).click();
    const filtered = french['nearMe.headingFiltered'].replace('{filters}', french['service.pet']);
    await page.getByRole('heading', { name: filtered, level: 2 }).waitFor();
  });

  it('keeps to the search page’s filters', async () => {
    const { page, context } = browser;
    const position = await nearAPartnerIn('texas');
    const expected = await nearby({ ...position, radius: 250, unit: 'mi', services: ['pet'] });
    const all = await nearby({ ...position, radius: 250, unit: 'mi' });
    expect(expected.total).toBeGreaterThan(0);
    expect(expected.total).toBeLessThan(all.total);
    await context.grantPermissions(['geolocation'], { origin: baseUrl });
    await context.setGeolocation(position);

    await page.goto('/search?q=Austin&service=pet');
    await useMyLocation(page);
    await page.getByRole('heading', { name: 'Partners near you: Pet cremation' }).waitFor();
    await page.getByText(/ within 100 mi of your location, nearest first\.$/).waitFor();
    await page.getByLabel('Within').selectOption('250');
    await page.getByText(new RegExp(`^${expected.total.toLocaleString('en-US')} partners? within 250 mi`)).waitFor();
    expect(await cardNames(page)).toEqual(expected.partners.map((partner) => partner.name));
  });

  it('lists the nearest at once when no partner is within the radius, then offers one tap to widen', async () => {
    const { page, context } = browser;
    // Somewhere in the United States with no partner within 100 mi but one within 250 mi (Ely, Nevada, first).
    const candidates: Position[] = [
      { latitude: 39.25, longitude: -114.89 },
      { latitude: 41.5, longitude: -117.5 },
      { latitude: 43.5, longitude: -108.5 },
      { latitude: 46.5, longitude: -104.5 },
      { latitude: 31.0, longitude: -104.0 },
      { latitude: 38.5, longitude: -116.5 },
      { latitude: 44.0, longitude: -101.5 },
    ];
    let chosen: { position: Position; nearestMiles: number } | undefined;
    for (const position of candidates) {
      const result = await nearby(position);
      if (result.unit === 'mi' && result.total === 0 && result.nearestMiles !== null && result.nearestMiles < 240) {
        chosen = { position, nearestMiles: result.nearestMiles };
        break;
      }
    }
    expect(chosen, 'a US point 100-240 mi from the nearest partner').toBeDefined();
    await context.grantPermissions(['geolocation'], { origin: baseUrl });
    await context.setGeolocation(chosen!.position);

    await page.goto('/');
    await useMyLocation(page);
    await page.getByText(/^No partners within 100 mi of your location\. The nearest is \d+ mi away\.$/).waitFor();
    // The nearest are there without another tap, as for a typed town without partners, each with its distance.
    const expected = await nearby(chosen!.position);
    await page.getByRole('heading', { name: 'The nearest partners', level: 3 }).waitFor();
    expect(await cardNames(page)).toEqual(expected.nearest.map((partner) => partner.name));
    const shown = await nearbySection(page).innerText();
    for (const partner of expected.nearest) expect(shown).toContain(`${Math.round(partner.distanceMiles)} mi away`);
    await checkBothWidths(page, 'near-me-home-none-within');
    const widen = page.getByRole('button', { name: /^Show partners within 250 mi$/ });
    await widen.click();
    await page.getByText(/^\d+ partners? within 250 mi of your location, nearest first\.$/).waitFor();
    expect((await cardNames(page)).length).toBeGreaterThan(0);
  });

  it('shows the nearest partners when none is within the widest radius', async () => {
    const { page, context } = browser;
    // Nunavut: the demo's nearest partner is well over 400 km away.
    const position = { latitude: 62, longitude: -95 };
    const expected = await nearby(position);
    expect(expected.total).toBe(0);
    expect(expected.nearestMiles).toBeGreaterThan(250);
    await context.grantPermissions(['geolocation'], { origin: baseUrl });
    await context.setGeolocation(position);

    await page.goto('/');
    await useMyLocation(page);
    await page.getByText(/^No partners within 160 km of your location\. The nearest is [\d,]+ km away\./).waitFor();
    await page.getByRole('heading', { name: 'The nearest partners', level: 3 }).waitFor();
    expect(await cardNames(page)).toEqual(expected.nearest.map((partner) => partner.name));
    await checkBothWidths(page, 'near-me-home-far-from-all');
  });

  it('says so in one line when the location is refused, and the typed search keeps working', async () => {
    const { page } = browser;
    // No permission granted: Chromium refuses the position.
    await page.goto('/');
    await useMyLocation(page);
    await page.getByText("We couldn't get your location. Type a city, ZIP or postal code instead.").waitFor();
    expect(await nearbySection(page).count()).toBe(0);
    await checkBothWidths(page, 'near-me-refused');

    const box = page.getByRole('searchbox', { name: 'Search for a partner' });
    await box.fill('Austin');
    await box.press('Enter');
    await page.waitForURL((url) => url.pathname === '/search' && url.searchParams.get('q') === 'Austin');
    await page.getByRole('heading', { name: /Partners? Found$/, level: 2 }).waitFor();
  });
});

describe('without JavaScript', () => {
  it('asks a "near me" search for a town or a code only, where there is no button to tap', async () => {
    const chromium = await launchBrowser();
    try {
      for (const javaScriptEnabled of [false, true]) {
        const context = await chromium.newContext({ baseURL: baseUrl, javaScriptEnabled, viewport: PHONE });
        const page = await context.newPage();
        await page.goto('/search?q=funeral%20home%20near%20me');
        await page.getByText('To search near you, we need your location.').waitFor();
        const tap = page.getByText('Tap “Use my location” above, or type a town, a ZIP code or a postal code.');
        const type = page.getByText('Type a town, a ZIP code or a postal code in the search box above.');
        const jump = page.getByRole('link', { name: 'Use my location' });
        expect(await tap.isVisible(), `JavaScript ${javaScriptEnabled}`).toBe(javaScriptEnabled);
        expect(await jump.isVisible(), `JavaScript ${javaScriptEnabled}`).toBe(javaScriptEnabled);
        expect(await type.isVisible(), `JavaScript ${javaScriptEnabled}`).toBe(!javaScriptEnabled);
        await screenshot(page, `near-me-query-note-390-${javaScriptEnabled ? 'js' : 'no-js'}`, { fullPage: false });

        await page.goto('/fr/recherche?q=pr%C3%A8s%20de%20moi');
        const typeFrench = page.getByText(french['search.nearMeHowNoScript']);
        expect(await typeFrench.isVisible(), `JavaScript ${javaScriptEnabled}`).toBe(!javaScriptEnabled);
        await context.close();
      }
    } finally {
      await chromium.close();
    }
  });

  it('shows no "Use my location" button, and keeps its place', async () => {
    const chromium = await launchBrowser();
    try {
      const context = await chromium.newContext({ baseURL: baseUrl, javaScriptEnabled: false });
      const page = await context.newPage();
      for (const path of ['/', '/search?q=Austin']) {
        await page.goto(path);
        const button = page.getByRole('button', { name: 'Use my location', includeHidden: true });
        expect(await button.count()).toBe(1);
        expect(await button.isVisible()).toBe(false);
        // Its place is kept, so the page does not move when it appears after hydration.
        expect(await button.evaluate((element) => element.getBoundingClientRect().height)).toBeGreaterThanOrEqual(44);
      }
    } finally {
      await chromium.close();
    }
  });
});
