import path from 'node:path';
import { describe, expect, inject, it } from 'vitest';
import { checkBothWidths } from '../setup/axe';
import { PHONE, screenshot, screenshotDir, useBrowserPage, waitForHydration } from '../setup/browser';

const baseUrl = inject('baseUrl');

const US_MAP = 'svg[aria-label="Partner locations in the United States"]';
const CANADA_MAP = 'svg[aria-label="Partner locations in Canada"]';

describe('the home page maps', () => {
  const browser = useBrowserPage({ baseUrl });

  it('reaches a state with the keyboard alone: Tab to it on the US map, Enter opens its page', async () => {
    const { page } = browser;
    await page.setViewportSize(PHONE);
    await page.goto('/');
    await waitForHydration(page);

    let focused: { href: string | null; label: string | null; inUsMap: boolean } | null = null;
    for (let presses = 0; presses < 60; presses += 1) {
      await page.keyboard.press('Tab');
      focused = await page.evaluate((selector) => {
        const element = document.activeElement;
        return {
          href: element?.getAttribute('href') ?? null,
          label: element?.getAttribute('aria-label') ?? null,
          inUsMap: element?.closest(selector) !== null,
        };
      }, US_MAP);
      if (focused.inUsMap) break;
    }
    expect(focused?.inUsMap, 'Tab reaches the US map').toBe(true);
    // The first region with partners, alphabetically: named for the region and its count.
    expect(focused?.href).toMatch(/^\/state\/[a-z-]+$/);
    expect(focused?.label).toMatch(/^[A-Z][A-Za-z ]+: [\d,]+ partners?$/);
    await page.keyboard.press('Tab');
    const second = await page.evaluate(() => document.activeElement?.getAttribute('href') ?? null);
    expect(second).toMatch(/^\/state\/[a-z-]+$/);
    expect(second).not.toBe(focused?.href);
    // The focused region must be visibly marked (LOOK at this one).
    await page.locator(US_MAP).screenshot({ path: path.join(screenshotDir, 'home-map-focus-390.png') });

    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.pathname === second);
    await page.getByRole('heading', { level: 1, name: / Partners in [A-Z]/ }).waitFor();
  });

  it('opens a province page with a click on the Canada map', async () => {
    const { page } = browser;
    await page.goto('/');
    await waitForHydration(page);
    const regions = page.locator(`${CANADA_MAP} a`);
    expect(await regions.count()).toBeGreaterThan(0);
    const hrefs = await regions.evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
    // Ontario is large enough to click in its middle at any width; any linked province otherwise.
    const target = hrefs.includes('/state/ontario') ? '/state/ontario' : hrefs[0]!;
    await page.locator(`${CANADA_MAP} a[href="${target}"]`).click();
    await page.waitForURL((url) => url.pathname === target);
    await page.getByRole('heading', { level: 1, name: / Partners in / }).waitFor();
  });

  it('zooms from 1 to 8 with its buttons, by keyboard too, and resets', async () => {
    const { page } = browser;
    await page.setViewportSize(PHONE);
    await page.goto('/');
    await waitForHydration(page);
    const map = page.locator(US_MAP);
    const viewBox = () => map.getAttribute('viewBox');
    const initial = await viewBox();
    expect(initial).toBe('0 0 800 480');
    // Every dot drawn at radius 3, then at 3 / √zoom as the map zooms (a cluster opens up).
    const dotRadii = () =>
      map.locator('circle').evaluateAll((circles) => [...new Set(circles.map((circle) => circle.getAttribute('r')))]);
    const dotCount = await map.locator('circle').count();
    expect(dotCount).toBeGreaterThan(100);
    expect(await dotRadii()).toEqual(['3']);
    // At zoom 1 a swipe over the map scrolls the page.
    expect(await map.evaluate((svg) => getComputedStyle(svg).touchAction)).toBe('auto');

    const usCard = page.getByRole('region', { name: 'Partner locations in the United States' });
    const zoomIn = usCard.getByRole('button', { name: 'Zoom in' });
    await zoomIn.focus();
    for (const expected of ['200 120 400 240', '300 180 200 120', '350 210 100 60']) {
      await page.keyboard.press('Enter');
      await expect.poll(viewBox).toBe(expected);
    }
    expect(await dotRadii()).toEqual(['1.06']);
    expect(await map.locator('circle').count()).toBe(dotCount);
    // Zoom 8 is the limit: the button says so and does nothing more.
    expect(await zoomIn.getAttribute('aria-disabled')).toBe('true');
    await page.keyboard.press('Enter');
    expect(await viewBox()).toBe('350 210 100 60');
    // Zoomed in, a drag pans the drawing (the page does not scroll under the finger).
    expect(await map.evaluate((svg) => getComputedStyle(svg).touchAction)).toBe('none');
    await screenshot(page, 'home-map-zoomed-390');

    await usCard.getByRole('button', { name: 'Reset' }).click();
    await expect.poll(viewBox).toBe(initial);
    expect(await dotRadii()).toEqual(['3']);

    // Zoomed in, the arrow keys move the map under a focused region instead of scrolling the page.
    await zoomIn.click();
    await usCard.getByRole('button', { name: 'Reset' }).focus();
    await page.keyboard.press('Tab');
    expect(await page.evaluate((selector) => document.activeElement?.closest(selector) !== null, US_MAP)).toBe(true);
    const before = (await viewBox())!.split(' ').map(Number);
    const scrollY = await page.evaluate(() => window.scrollY);
    await page.keyboard.press('ArrowDown');
    await expect.poll(async () => (await viewBox())!.split(' ').map(Number)[1]).toBeGreaterThan(before[1]!);
    expect(await page.evaluate(() => window.scrollY)).toBe(scrollY);
  });

  it('keeps its place while the page loads and fits a phone screen', async () => {
    const { page } = browser;
    await page.setViewportSize(PHONE);
    await page.goto('/');
    await waitForHydration(page);
    const shift = await page.evaluate(
      () =>
        new Promise<number>((resolve) => {
          let total = 0;
          new PerformanceObserver((list) => {
            for (const entry of list.getEntries() as Array<
              PerformanceEntry & { value: number; hadRecentInput: boolean }
            >) {
              if (!entry.hadRecentInput) total += entry.value;
            }
          }).observe({ type: 'layout-shift', buffered: true });
          setTimeout(() => resolve(total), 500);
        }),
    );
    expect(shift, 'cumulative layout shift').toBeLessThan(0.05);
    const box = await page.locator(US_MAP).boundingBox();
    expect(box!.width).toBeGreaterThan(300);
    expect(box!.width / box!.height).toBeCloseTo(800 / 480, 1);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await checkBothWidths(page, 'home-maps');
  });

  it('draws the maps from the sprite files on first load and after an in-app visit, downloading each sprite once', async () => {
    const { page } = browser;
    // The DevTools protocol says whether a response came over the network or from the browser's cache.
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Network.enable');
    const fromCache = new Set<string>();
    const downloads: Array<{ path: string; status: number; headers: Record<string, string> }> = [];
    const scripts: string[] = [];
    cdp.on('Network.requestServedFromCache', ({ requestId }) => fromCache.add(requestId));
    cdp.on('Network.responseReceived', ({ requestId, type, response }) => {
      const { pathname } = new URL(response.url);
      if (type === 'Script') scripts.push(pathname);
      const cached = fromCache.has(requestId) || response.fromDiskCache;
      if (!cached && /^\/assets\/(?:us|canada)-map-[\w-]+\.svg$/.test(pathname)) {
        const headers = Object.fromEntries(Object.entries(response.headers).map(([k, v]) => [k.toLowerCase(), v]));
        downloads.push({ path: pathname, status: response.status, headers });
      }
    });
    const outlineChunks = () => scripts.filter((script) => /\/(?:us|canada)-map-[\w-]+\.js$/.test(script));
    // A region is drawn once its <use> resolves into the sprite: only then does it have a box.
    const drawnWidth = (map: string, slug: string) =>
      page.locator(`${map} use[href$="#${slug}"]`).evaluate((use) => (use as SVGGraphicsElement).getBBox().width);
    const expectDrawn = async () => {
      await page.getByRole('heading', { name: 'Partner Locations' }).scrollIntoViewIfNeeded();
      await expect.poll(() => drawnWidth(US_MAP, 'texas')).toBeGreaterThan(50);
      await expect.poll(() => drawnWidth(CANADA_MAP, 'ontario')).toBeGreaterThan(50);
    };

    await page.goto('/');
    await waitForHydration(page);
    await expectDrawn();
    // No path data in the page and no outline chunk: the two sprites, each a hashed file kept for a year.
    expect(await page.locator(`${US_MAP} path, ${CANADA_MAP} path`).count()).toBe(0);
    expect(downloads.map((download) => /^\/assets\/(us|canada)-map-/.exec(download.path)?.[1]).sort()).toEqual([
      'canada',
      'us',
    ]);
    for (const { status, headers } of downloads) {
      expect(status).toBe(200);
      expect(headers['content-type']).toMatch(/^image\/svg\+xml/);
      expect(headers['cache-control']).toMatch(/max-age=31536000.*immutable/);
    }

    await page.goto('/state/texas');
    await waitForHydration(page);
    await page.locator('header a[href="/"]').click();
    await page.waitForURL((url) => url.pathname === '/');
    await expectDrawn();
    expect(await page.locator(`${US_MAP} a`).count()).toBeGreaterThan(10);
    expect(await page.locator(`${CANADA_MAP} a`).count()).toBeGreaterThan(0);
    // A new document later draws them from the cache as well.
    await page.goto('/');
    await expectDrawn();
    expect(downloads).toHaveLength(2);
    expect(outlineChunks()).toEqual([]);
  });

  it('goes from a state page to a city page and on to a nearby city', async () => {
    const { page } = browser;
    await page.goto('/state/texas');
    await waitForHydration(page);
    const cityLinks = page
      .locator('section', { has: page.getByRole('heading', { name: 'Partners by City' }) })
      .locator('a[href^="/state/texas/city/"]');
    const cityHref = (await cityLinks.first().getAttribute('href'))!;
    await cityLinks.first().click();
    await page.waitForURL((url) => url.pathname === cityHref);
    await page.getByRole('heading', { level: 1, name: /^Cremation Services in .+, Texas$/ }).waitFor();

    const nearby = page.locator('section', { has: page.getByRole('heading', { name: 'Nearby Cities' }) }).locator('a');
    expect(await nearby.count()).toBeGreaterThan(0);
    const nearbyHref = (await nearby.first().getAttribute('href'))!;
    expect(nearbyHref).toMatch(/^\/state\/[a-z-]+\/city\/[a-z0-9-]+$/);
    expect(nearbyHref).not.toBe(cityHref);
    await nearby.first().click();
    await page.waitForURL((url) => url.pathname === nearbyHref);
    await page.getByRole('heading', { level: 1, name: /^Cremation Services in / }).waitFor();
    await checkBothWidths(page, 'nearby-city');
  });
});

describe('the maps without JavaScript', () => {
  it('are in the HTML: one named link per region with partners, the same regions as the lists', async () => {
    const html = await (await fetch(`${baseUrl}/`)).text();
    const svgs = [...html.matchAll(/<svg role="group" aria-label="(Partner locations in [^"]+)"[\s\S]*?<\/svg>/g)];
    expect(svgs.map((match) => match[1])).toEqual([
      'Partner locations in the United States',
      'Partner locations in Canada',
    ]);
    const mapLinks = svgs.flatMap((match) =>
      [...match[0].matchAll(/<a [^>]*href="(\/state\/[a-z-]+)"/g)].map((m) => m[1]),
    );
    const grids = html.slice(html.indexOf('Browse by State (United States)'));
    const listLinks = [...new Set([...grids.matchAll(/<a [^>]*href="(\/state\/[a-z-]+)"/g)].map((m) => m[1]))];
    expect(mapLinks.length).toBeGreaterThan(10);
    expect(new Set(mapLinks)).toEqual(new Set(listLinks));
    // The drawing keeps its shape before any script or style arrives.
    expect(svgs[0]![0]).toMatch(/viewBox="0 0 800 480"/);
    expect(svgs[0]![0]).toMatch(/aspect-ratio:800 \/ 480/);
    // Each region is a <use> of its country's sprite: a static file, which needs no script either.
    const texas = /<use href="([^"#]+)#texas"/.exec(svgs[0]![0])?.[1];
    expect(texas).toMatch(/^\/assets\/us-map-[\w-]+\.svg$/);
    const sprite = await fetch(`${baseUrl}${texas}`);
    expect(sprite.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
    expect(await sprite.text()).toMatch(/<path id="texas" vector-effect="non-scaling-stroke" d="m/);
  });
});
