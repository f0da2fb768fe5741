import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '~/db/client.server';
import { CITY_COORDINATES as at } from '../factories/directory';
import { insertFaqItem } from '../factories/faq';
import { insertPartner } from '../factories/partner';
import { consoleErrorSpy } from '../setup/fail-on-console-error';
import { startAppWithPages } from '../setup/pages-app';
import { createTestDatabase } from '../setup/test-database';

// The server-rendered public pages as a crawler or a phone without JavaScript receives them: status,
// head (title, canonical, robots, JSON-LD) and content, over a small directory built here.

const PUBLIC_URL = 'https://directory.test';

const running: Array<{ close(): Promise<void>; database: DatabaseHandle }> = [];
let baseUrl: string;

/** The real Express app with the pages of the production build over `database`. */
async function startPagesApp(database: DatabaseHandle): Promise<string> {
  const app = await startAppWithPages(database, { env: { PUBLIC_URL } });
  running.push({ database, close: app.close });
  return app.baseUrl;
}

const long = 'Our family has cared for Austin families since 1952. '.repeat(6).trim();

beforeAll(async () => {
  const database = await createTestDatabase();
  const db = database.db;
  // Austin: 7 active partners (3 priority), so the city features 2 and the state features 3.
  await insertPartner(db, {
    name: 'Hill Country Cremation',
    isPriority: true,
    googleRating: 4.9,
    googleReviewCount: 213,
    coordinates: at.austin,
  });
  await insertPartner(db, {
    name: 'Barton Creek Chapel',
    isPriority: true,
    googleRating: 4.6,
    googleReviewCount: 1,
    coordinates: at.austin,
  });
  await insertPartner(db, { name: 'Lady Bird Memorial', isPriority: true, googleRating: 4.2, coordinates: at.austin });
  await insertPartner(db, {
    name: 'Oak Hollow Funeral Home',
    website: 'https://www.oakhollow.example/',
    locationCount: 3,
    googleRating: 0,
    description: long,
    coordinates: at.austin,
  });
  await insertPartner(db, { name: 'Mueller Family Funeral Care', phone: '(512) 555-0199', coordinates: at.austin });
  // Imported without a phone: the placeholder, written another way.
  await insertPartner(db, { name: 'Cedar Park Cremations', phone: '555-000-0000', coordinates: at.austin });
  await insertPartner(db, { name: 'Riverside Funeral Home', coordinates: at.austin });
  await insertPartner(db, { name: 'Zilker Hidden Funeral Services', isActive: false, coordinates: at.austin });
  await insertPartner(db, { name: 'Dallas Memorial', city: 'Dallas', zipCode: '75201', coordinates: at.dallas });
  await insertPartner(db, {
    name: 'Gotham Cremation',
    city: 'New York',
    state: 'New York',
    zipCode: '10001',
    isPriority: true,
    coordinates: at.newYork,
  });
  await insertPartner(db, {
    name: 'Empire Funeral Home',
    city: 'New York',
    state: 'New York',
    zipCode: '10002',
    coordinates: at.newYork,
  });
  await insertPartner(db, {
    name: 'Lakeshore Cremation',
    city: 'Toronto',
    state: 'Ontario',
    zipCode: 'M5V 2T6',
    coordinates: at.toronto,
  });
  // A hostile city name: it reaches the page, the title and the breadcrumb JSON-LD.
  await insertPartner(db, {
    name: 'Script Test Funeral Home',
    city: 'Odd </script><b>Town & Co',
    zipCode: '78000',
    coordinates: at.waco,
  });

  await insertFaqItem(db, {
    question: 'What is a solidified remains memorial?',
    answer: 'Smooth stones.\nEach family receives 40 to 60.',
    order: 1,
  });
  await insertFaqItem(db, {
    question: 'How long does it take on the homepage?',
    answer: 'About eight weeks.',
    appliesTo: 'homepage',
  });
  await insertFaqItem(db, {
    question: 'Are there partners across Texas?',
    answer: 'Yes.',
    appliesTo: 'state',
    targetStates: ['Texas'],
  });
  await insertFaqItem(db, {
    question: 'Are there partners across New York?',
    answer: 'Yes.',
    appliesTo: 'state',
    targetStates: ['New York'],
  });
  await insertFaqItem(db, {
    question: 'Can I visit a partner in Austin?',
    answer: 'Yes.',
    appliesTo: 'city',
    targetCities: ['Austin'],
  });
  baseUrl = await startPagesApp(database);
});

afterAll(async () => {
  for (const app of running) {
    await app.close();
    await app.database.close().catch(() => undefined);
  }
});

interface Page {
  status: number;
  location: string | null;
  html: string;
  /** The visible text, tags removed, whitespace collapsed, entities decoded. */
  text: string;
}

async function get(path: string): Promise<Page> {
  const response = await fetch(baseUrl + path, { redirect: 'manual' });
  const html = await response.text();
  return { status: response.status, location: response.headers.get('location'), html, text: visibleText(html) };
}

function visibleText(html: string): string {
  const body = html.replace(/^[\s\S]*?<body[^>]*>/, '').replace(/<script[\s\S]*?<\/script>/g, ' ');
  return decodeEntities(body.replace(/<!--[\s\S]*?-->/g, '').replace(/<[^>]+>/g, ' '))
    .replace(/\s+/g, ' ')
    .trim();
}

function decodeEntities(text: string): string {
  return text
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&amp;/g, '&');
}

const titleOf = (page: Page) => decodeEntities(page.html.match(/<title>([^<]*)<\/title>/)?.[1] ?? '');
const metaOf = (page: Page, key: string) =>
  decodeEntities(page.html.match(new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)"`))?.[1] ?? '');
const headingOf = (page: Page) => visibleText(`<body>${page.html.match(/<h1[^>]*>([\s\S]*?)<\/h1>/)?.[1] ?? ''}`);
const canonicalOf = (page: Page) => page.html.match(/<link rel="canonical" href="([^"]*)"/)?.[1];
const jsonLdOf = (page: Page) =>
  [...page.html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
    (match) => JSON.parse(match[1] ?? 'null') as Record<string, any>,
  );
const linksTo = (page: Page, href: string) => page.html.includes(`href="${href}"`);

describe('home page', () => {
  it('renders the hero search as a GET form to /search that works without JavaScript', async () => {
    const page = await get('/');
    expect(page.status).toBe(200);
    const form = page.html.match(/<form[^>]*>/)?.[0] ?? '';
    expect(form).toContain('method="get"');
    expect(form).toContain('action="/search"');
    expect(page.html).toContain('placeholder="City, ZIP or postal code, or name"');
    expect(page.html).toMatch(/<input[^>]*name="q"/);
    expect(page.text).toContain('Search for a Partner');
  });

  it('shows the stats strip and the states and provinces as a compact list from the database', async () => {
    const page = await get('/');
    // 12 active partners in 5 cities; the inactive one is not counted.
    expect(page.text).toContain('Authorized Partners 12');
    expect(page.text).toContain('Cities Covered 5');
    expect(page.text).toContain('Families Served 12,000+');
    expect(page.text).toContain('Browse by State (United States)');
    expect(page.text).toContain('Browse by Province (Canada)');
    expect(page.text).toContain('Texas 9 partners');
    expect(page.text).toContain('New York 2 partners');
    expect(page.text).toContain('Ontario 1 partner');
    expect(linksTo(page, '/state/texas')).toBe(true);
    expect(linksTo(page, '/state/ontario')).toBe(true);
  });

  it('draws both maps from their cached sprite files, not from path data in the page', async () => {
    const page = await get('/');
    const maps = [...page.html.matchAll(/<svg role="group" aria-label="Partner locations in [^"]+"[\s\S]*?<\/svg>/g)];
    const [us = '', canada = ''] = maps.map((match) => match[0]);
    // Every state (and DC) and every province is drawn, linked or not, each by a <use> of its sprite path.
    expect(us.match(/<use /g)).toHaveLength(51);
    expect(canada.match(/<use /g)).toHaveLength(13);
    expect(us).toMatch(/<use href="[^"]*\/us-map[^"#]*\.svg[^"#]*#texas"/);
    expect(canada).toMatch(/<use href="[^"]*\/canada-map[^"#]*\.svg[^"#]*#ontario"/);
    expect(us).toContain('aria-label="Texas: 9 partners"');
    expect(canada).toContain('aria-label="Ontario: 1 partner"');
    expect(us + canada).not.toContain('<path');
  });

  it('declares the site search action and its canonical address from PUBLIC_URL', async () => {
    const page = await get('/');
    expect(canonicalOf(page)).toBe(`${PUBLIC_URL}/`);
    expect(metaOf(page, 'og:image')).toBe(`${PUBLIC_URL}/og-image.jpg`);
    expect(metaOf(page, 'theme-color')).toBe('#8B7355');
    expect(metaOf(page, 'robots')).toBe('');
    const [website] = jsonLdOf(page);
    expect(website?.['@type']).toBe('WebSite');
    expect(website?.potentialAction?.target?.urlTemplate).toBe(`${PUBLIC_URL}/search?q={search_term_string}`);
  });

  it('has the homepage FAQ in place in the HTML, answers included, with no placeholder a script must fill', async () => {
    const response = await fetch(`${baseUrl}/`, {
      headers: { 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0' },
    });
    const html = await response.text();
    const text = visibleText(html);
    expect(text).toContain('What is a solidified remains memorial?');
    expect(text).toContain('How long does it take on the homepage?');
    expect(text).toContain('Each family receives 40 to 60.');
    expect(text).not.toContain('Are there partners across Texas?');
    // A browser, not only a crawler, gets the questions in their <details> inside <main>: nothing hidden,
    // no loading placeholder, no segment an inline script moves into place.
    const main = html.slice(html.indexOf('<main'), html.indexOf('</main>'));
    expect(main).toMatch(/<details[^>]*><summary[^>]*><span>What is a solidified remains memorial\?<\/span>/);
    expect(html).not.toContain('Loading frequently asked questions');
    expect(html.slice(html.indexOf('</main>'))).not.toContain('What is a solidified remains memorial?');
    expect(main).toContain('href="/faq"');
  });

  it('shows the header and footer with their outbound links tagged', async () => {
    const page = await get('/');
    expect(page.text).toContain('Partner Directory');
    expect(page.html).toMatch(
      /href="https:\/\/solacestones\.example\/about\?utm_source=partner-directory"[^>]*target="_blank"[^>]*rel="noopener"/,
    );
    expect(page.text).toMatch(/© 2019-2025 Solace Stones.*public benefit corporation/);
    // The footer's FAQ is the directory's own page, in this tab.
    const footer = page.html.slice(page.html.indexOf('<footer'), page.html.indexOf('</footer>'));
    expect(footer).toMatch(/<a [^>]*href="\/faq"[^>]*>FAQ<\/a>/);
    expect(footer).not.toContain('solacestones.example/faq');
    for (const network of ['Facebook', 'Instagram', 'LinkedIn']) {
      expect(page.html).toContain(`aria-label="Solace Stones on ${network} (opens in a new tab)"`);
    }
  });
});

describe('state page', () => {
  it('lists featured partners (up to 3) and partners by city, with the spec title and heading', async () => {
    const page = await get('/state/texas');
    expect(page.status).toBe(200);
    expect(titleOf(page)).toBe('9+ Cremation Services in Texas | Solace Stones Partners');
    expect(headingOf(page)).toBe('Solace Stones Partners in Texas');
    expect(page.text).toContain('Featured Partners');
    for (const name of ['Hill Country Cremation', 'Barton Creek Chapel', 'Lady Bird Memorial']) {
      expect(page.text).toContain(name);
    }
    expect(page.text).toContain('Partners by City');
    expect(page.text).toMatch(/Austin 7 partners.*Dallas 1 partner/);
    expect(linksTo(page, '/state/texas/city/austin')).toBe(true);
    expect(linksTo(page, '/state/texas/city/dallas')).toBe(true);
    expect(page.text).not.toContain('Zilker Hidden');
  });

  it('shows no featured section when the state has fewer than 6 partners', async () => {
    const page = await get('/state/new-york');
    expect(titleOf(page)).toBe('2+ Cremation Services in New York | Solace Stones Partners');
    expect(page.text).not.toContain('Featured Partners');
    expect(page.text).not.toContain('Gotham Cremation');
  });

  it('outputs BreadcrumbList structured data and a state FAQ', async () => {
    const page = await get('/state/texas');
    expect(canonicalOf(page)).toBe(`${PUBLIC_URL}/state/texas`);
    const breadcrumbs = jsonLdOf(page).find((node) => node['@type'] === 'BreadcrumbList');
    expect(breadcrumbs?.itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Cremation Services', item: `${PUBLIC_URL}/` },
      { '@type': 'ListItem', position: 2, name: 'Texas Cremation Services', item: `${PUBLIC_URL}/state/texas` },
    ]);
    expect(page.text).toContain('Are there partners across Texas?');
    expect(page.text).not.toContain('Are there partners across New York?');
  });

  it.each([
    ['/state/New%20York', '/state/new-york'],
    ['/state/NY', '/state/new-york'],
    ['/state/Texas', '/state/texas'],
    ['/state/British%20Columbia', '/state/british-columbia'],
  ])('redirects %s to the canonical slug %s with 301', async (path, canonical) => {
    const page = await get(path);
    expect(page.status).toBe(301);
    expect(page.location).toBe(canonical);
  });

  it('says "State not found" with 404 for an unknown region', async () => {
    const page = await get('/state/atlantis');
    expect(page.status).toBe(404);
    expect(page.text).toContain('State not found');
    expect(page.text).not.toContain('Did you mean');
    expect(metaOf(page, 'robots')).toMatch(/noindex/);
  });

  it('suggests the closest state name for a misspelt one, still with 404', async () => {
    const page = await get('/state/texs');
    expect(page.status).toBe(404);
    expect(page.text).toMatch(/Did you mean Texas ?\?/);
    expect(linksTo(page, '/state/texas')).toBe(true);
  });

  it('shows the empty state for a known region without partners', async () => {
    const page = await get('/state/wyoming');
    expect(page.status).toBe(200);
    expect(page.text).toContain('No Partners Found in Wyoming');
    expect(page.html).toMatch(/<a[^>]*href="\/"[^>]*>Browse All Partners<\/a>/);
    expect(metaOf(page, 'robots')).toMatch(/noindex/);
  });
});

/** The page's search boxes: each `<form>` opening tag with the names of the inputs inside it. */
function searchForms(page: Page) {
  return [...page.html.matchAll(/<form([^>]*)>([\s\S]*?)<\/form>/g)].map(([, attributes = '', inner = '']) => ({
    attributes,
    inputs: [...inner.matchAll(/<input[^>]*name="([^"]+)"[^>]*>/g)].map((match) => match[0]),
  }));
}

describe('state and city pages: the search box', () => {
  it.each(['/state/texas', '/state/texas/city/austin'])(
    '%s carries a plain GET form to /search under its heading, working without JavaScript',
    async (path) => {
      const page = await get(path);
      expect(page.status).toBe(200);
      const [form] = searchForms(page);
      expect(form?.attributes).toContain('method="get"');
      expect(form?.attributes).toContain('action="/search"');
      expect(form?.attributes).toContain('role="search"');
      expect(form?.inputs).toHaveLength(1);
      expect(form?.inputs[0]).toContain('placeholder="City, ZIP or postal code, or name"');
      expect(form?.inputs[0]).toContain('required');
      // Right under the page's heading, before any partner card.
      expect(page.html.indexOf('<form')).toBeGreaterThan(page.html.indexOf('<h1'));
      expect(page.html.indexOf('<form')).toBeLessThan(page.html.indexOf('<h2'));
      expect(page.text).toContain('Search for a Partner');
    },
  );

  it('leads to the search page the form names', async () => {
    const page = await get('/search?q=Austin');
    expect(page.status).toBe(200);
    expect(page.text).toContain('Hill Country Cremation');
  });
});

describe('state and city pages: the FAQ', () => {
  it.each([
    ['/state/texas', 'Are there partners across Texas?'],
    ['/state/texas/city/austin', 'Can I visit a partner in Austin?'],
  ])('%s has its FAQ in place in the HTML for a browser, no placeholder', async (path, question) => {
    const response = await fetch(baseUrl + path, {
      headers: { 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0' },
    });
    const html = await response.text();
    const main = html.slice(html.indexOf('<main'), html.indexOf('</main>'));
    expect(main).toContain(`<span>${question}</span>`);
    expect(html).not.toContain('Loading frequently asked questions');
    expect(main).toContain('href="/faq"');
  });
});

describe('FAQ page', () => {
  // Its HTTP caching: public-cache.test.ts.
  it('is a page of its own: 200, titled, with the canonical and breadcrumb structured data', async () => {
    const page = await get('/faq');
    expect(page.status).toBe(200);
    expect(titleOf(page)).toBe('Frequently Asked Questions | Solace Stones Partner Directory');
    expect(headingOf(page)).toBe('Frequently Asked Questions');
    expect(canonicalOf(page)).toBe(`${PUBLIC_URL}/faq`);
    expect(metaOf(page, 'robots')).toBe('');
    const breadcrumbs = jsonLdOf(page).find((node) => node['@type'] === 'BreadcrumbList');
    expect(breadcrumbs?.itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Cremation Services', item: `${PUBLIC_URL}/` },
      { '@type': 'ListItem', position: 2, name: 'Frequently Asked Questions', item: `${PUBLIC_URL}/faq` },
    ]);
  });

  it('has the site-wide and homepage questions in place in the HTML, and not those of one state or city', async () => {
    const page = await get('/faq');
    const main = page.html.slice(page.html.indexOf('<main'), page.html.indexOf('</main>'));
    expect(main).toMatch(/<details[^>]*><summary[^>]*><span>What is a solidified remains memorial\?<\/span>/);
    expect(page.text).toContain('Each family receives 40 to 60.');
    expect(page.text).toContain('How long does it take on the homepage?');
    expect(page.text).toContain('General Questions');
    expect(page.text).not.toContain('Are there partners across Texas?');
    expect(page.text).not.toContain('Can I visit a partner in Austin?');
    expect(page.html).not.toContain('Loading frequently asked questions');
  });
});

describe('city page', () => {
  it('has the spec title, heading, count line and canonical', async () => {
    const page = await get('/state/texas/city/austin');
    expect(page.status).toBe(200);
    expect(titleOf(page)).toBe('Cremation Services Austin, Texas | 7+ Trusted Funeral Homes');
    expect(headingOf(page)).toBe('Cremation Services in Austin, Texas');
    expect(page.text).toContain('7 authorized Solace Stones partners serving Austin');
    expect(canonicalOf(page)).toBe(`${PUBLIC_URL}/state/texas/city/austin`);
  });

  it('features 2 priority partners above a grid that does not repeat them, and hides inactive partners', async () => {
    const page = await get('/state/texas/city/austin');
    const [featured = '', grid = ''] = page.text.split('More Partners in Austin');
    expect(featured).toContain('Featured Partners');
    expect(featured).toContain('Hill Country Cremation');
    expect(featured).toContain('Barton Creek Chapel');
    expect(grid).not.toContain('Hill Country Cremation');
    expect(grid).not.toContain('Barton Creek Chapel');
    // The third priority partner is not featured (limit 2) and stays in the grid rather than vanishing.
    expect(grid).toContain('Lady Bird Memorial');
    for (const name of [
      'Oak Hollow Funeral Home',
      'Mueller Family Funeral Care',
      'Cedar Park Cremations',
      'Riverside Funeral Home',
    ]) {
      expect(grid).toContain(name);
    }
    expect(page.text).not.toContain('Zilker Hidden');
  });

  it('renders partner cards with the card rules of the spec', async () => {
    const page = await get('/state/texas/city/austin');
    expect(page.text).toContain('oakhollow.example');
    expect(page.text).not.toContain('www.oakhollow.example');
    expect(page.text).toContain('3 locations');
    expect(page.text).toContain('1 location');
    expect(page.text).not.toContain('Rooftop');
    expect(page.text).toContain('Google reviews being updated');
    expect(page.html).toContain('aria-label="Rated 4.9 out of 5 on Google"');
    expect(page.text).toContain('213 reviews on Google');
    expect(page.text).toContain('1 review on Google');
    expect(page.text).toContain(`${long.slice(0, 200).trimEnd()}...`);
    expect(page.html).toContain('href="tel:5125550199"');
    expect(page.html).toMatch(
      /href="https:\/\/www\.google\.com\/maps\/search\/\?api=1&amp;query=\d+%20Main%20Street%2C%20Austin%2C%20Texas%2078701"/,
    );
    expect(page.text).toContain('Send Directions to My Phone');
    // Every card offers the inquiry dialog (spec §2 Partner card), under its directions button, naming
    // its partner for a screen reader, as the directions button does.
    expect(page.text.match(/Send Directions to My Phone ?: route to [^:]*?Ask for Information about /g)?.length).toBe(
      7,
    );
    expect(page.text).toMatch(
      /Send Directions to My Phone ?: route to Mueller Family Funeral Care \(opens in a new tab\)/,
    );
    expect(page.text).toContain('Ask for Information about Mueller Family Funeral Care');
    // ...and 'Call' beside it, except on the card whose phone is the import placeholder.
    expect(page.html).toMatch(
      /<a[^>]*href="tel:5125550199"[^>]*aria-label="Call Mueller Family Funeral Care, \(512\) 555-0199"/,
    );
    expect(page.html.match(/aria-label="Call /g)?.length).toBe(6);
    expect(page.html).not.toContain('Call Cedar Park Cremations');
    expect(page.html).not.toContain('555-000-0000');
    expect(page.html).not.toContain('tel:5550000000');
    // Directions are a route, in a new tab.
    expect(page.html).toMatch(
      /<a href="https:\/\/www\.google\.com\/maps\/dir\/\?api=1&amp;destination=\d+%20Main%20Street%2C%20Austin%2C%20Texas%2078701" target="_blank" rel="noopener"/,
    );
    expect(page.html).toMatch(/href="\/state\/texas\/city\/austin\/[0-9a-f-]{36}"/);
  });

  it('links nearby cities, a genuine guide section and the city FAQ', async () => {
    const page = await get('/state/texas/city/austin');
    expect(page.text).toContain('Nearby Cities');
    expect(linksTo(page, '/state/texas/city/dallas')).toBe(true);
    expect(page.text).toContain('Choosing Cremation Services in Austin');
    expect(page.text).toContain('Can I visit a partner in Austin?');
    const breadcrumbs = jsonLdOf(page).find((node) => node['@type'] === 'BreadcrumbList');
    expect(breadcrumbs?.itemListElement.at(-1)).toEqual({
      '@type': 'ListItem',
      position: 3,
      name: 'Austin Cremation Services',
      item: `${PUBLIC_URL}/state/texas/city/austin`,
    });
  });

  it('redirects a non-canonical city path with 301', async () => {
    const page = await get('/state/Texas/city/Austin');
    expect(page.status).toBe(301);
    expect(page.location).toBe('/state/texas/city/austin');
  });

  it('says "Location not found" for a town it knows nowhere in the state, with links onward', async () => {
    const page = await get('/state/texas/city/nowhere');
    expect(page.status).toBe(404);
    expect(titleOf(page)).toBe('Location not found | Solace Stones');
    expect(page.text).toContain(
      "We couldn't find Nowhere in Texas. Check the spelling, or choose a partner elsewhere in Texas.",
    );
    // No promise of a partner "soon" in a town that may not exist.
    expect(page.text).not.toContain('Coming Soon');
    expect(linksTo(page, '/state/texas')).toBe(true);
    expect(page.html).toMatch(/<a[^>]*href="\/"[^>]*>Browse All Partners<\/a>/);
    expect(metaOf(page, 'robots')).toMatch(/noindex/);
  });

  it('shows Coming Soon for a real town when no partner anywhere passes its filters', async () => {
    const page = await get('/state/texas/city/bastrop?service=veterans');
    expect(page.status).toBe(404);
    expect(titleOf(page)).toBe('Cremation Services Bastrop, Texas | Trusted Funeral Homes');
    expect(page.text).toContain('Coming Soon');
    expect(linksTo(page, '/state/texas')).toBe(true);
  });

  it('offers the town a misspelt city address meant, with its partner count, and 404', async () => {
    const page = await get('/state/texas/city/austn');
    expect(page.status).toBe(404);
    // No "Cremation Services in Austn": the heading and the tab say there is no such town.
    expect(page.html).toMatch(/<h1[^>]*>We have no town called “Austn” in Texas<\/h1>/);
    expect(page.text).not.toContain('Cremation Services in Austn');
    expect(page.text).not.toContain('Austn Cremation Services');
    expect(titleOf(page)).toBe('Location not found | Solace Stones');
    expect(page.text).toMatch(/Did you mean Austin \(\d+ partners?\) ?\?/);
    expect(linksTo(page, '/state/texas/city/austin')).toBe(true);
    expect(page.text).not.toContain('Coming Soon');
  });

  it('lists the nearest partners with their distance for a real town without one, and 404', async () => {
    // Bastrop, Texas: about 30 miles from the Austin partners.
    const page = await get('/state/texas/city/bastrop');
    expect(page.status).toBe(404);
    expect(page.text).toMatch(/No partner in Bastrop, Texas\. The nearest is \d+ mi away\./);
    expect(page.text).toContain('Nearest Partners');
    expect(page.text).toMatch(/\d+ mi away/);
    expect(page.text).not.toContain('Coming Soon');
    expect(metaOf(page, 'robots')).toMatch(/noindex/);
  });

  it('suggests the state of a city address with a misspelt state', async () => {
    const page = await get('/state/texs/city/austin');
    expect(page.status).toBe(404);
    expect(page.text).toMatch(/Did you mean Texas ?\?/);
    expect(linksTo(page, '/state/texas/city/austin')).toBe(true);
  });

  it('says "Location not found" with 404 for an unknown state', async () => {
    const page = await get('/state/atlantis/city/austin');
    expect(page.status).toBe(404);
    expect(page.text).toContain('Location not found');
  });

  it('keeps a hostile city name inert in the HTML and in the JSON-LD', async () => {
    const page = await get('/state/texas/city/odd-scriptbtown-co');
    expect(page.status).toBe(200);
    expect(page.text).toContain('Cremation Services in Odd </script><b>Town & Co, Texas');
    expect(page.html).not.toContain('</script><b>');
    const breadcrumbs = jsonLdOf(page).find((node) => node['@type'] === 'BreadcrumbList');
    expect(breadcrumbs?.itemListElement.at(-1)?.name).toBe('Odd </script><b>Town & Co Cremation Services');
  });
});

describe('not-found and other screens', () => {
  it('answers an unknown path with the not-found page, HTTP 404 and noindex', async () => {
    const page = await get('/no/such/page');
    expect(page.status).toBe(404);
    expect(page.text).toContain('Page Not Found');
    expect(page.text).toContain(
      "The page you're looking for could not be found. It may have been moved, deleted, or you entered the wrong URL.",
    );
    expect(page.html).toMatch(/<a[^>]*href="\/"[^>]*>.*Return to Homepage<\/a>/);
    expect(page.html).toMatch(/<a[^>]*href="\/"[^>]*>.*Search for Cremation Services<\/a>/);
    expect(metaOf(page, 'robots')).toMatch(/noindex/);
  });

  it('renders admin screens without the public header and footer, titled and noindex', async () => {
    const page = await get('/admin/faq');
    expect(page.status).toBe(200);
    expect(titleOf(page)).toBe('Admin - FAQ Management');
    expect(metaOf(page, 'robots')).toMatch(/noindex/);
    // The admin frame has its own top bar; the public header (its 'Partner Directory' label and the
    // site's outbound links) and the footer are not shown. They are in the document, hidden (not rendered,
    // not in the accessibility tree), so that a later client-side move to a public page finds them there.
    const header = page.html.match(/<header[^>]* hidden=""[^>]*>[\s\S]*?<\/header>/)?.[0] ?? '';
    const footer = page.html.match(/<div id="[^"]+" hidden=""[^>]*><footer[\s\S]*?<\/footer><\/div>/)?.[0] ?? '';
    expect(header).toContain('Partner Directory');
    expect(footer).toContain('Become a Partner');
    const visibleHtml = page.html.replace(header, '').replace(footer, '');
    expect(visibleText(visibleHtml)).not.toContain('Partner Directory');
    expect(visibleHtml).not.toContain('<footer');
  });

  it('keeps partner tools out of search indexes', async () => {
    for (const path of ['/partner-tools', '/partner-tools/press-release', '/partner-tools/video']) {
      const page = await get(path);
      expect(page.status).toBe(200);
      expect(metaOf(page, 'robots')).toMatch(/noindex/);
    }
  });

  it('titles the search page after its query', async () => {
    expect(titleOf(await get('/search?q=Austin'))).toBe('Search Results for "Austin"');
    expect(titleOf(await get('/search'))).toBe('Search Partners');
  });
});

describe('error fallback', () => {
  it('shows the error fallback with the path and both buttons when a page fails to load', async () => {
    // A database that is gone: the state page's loader throws.
    const broken = await createTestDatabase();
    const brokenUrl = await startPagesApp(broken);
    await broken.close();
    const original = consoleErrorSpy.getMockImplementation();
    consoleErrorSpy.mockImplementation(() => undefined); // React Router logs the failure: expected here.
    try {
      const response = await fetch(`${brokenUrl}/state/texas`);
      const text = visibleText(await response.text());
      expect(response.status).toBe(500);
      expect(text).toContain('Something went wrong');
      expect(text).toContain("We're sorry, but something unexpected happened. Please try refreshing the page.");
      expect(text).toContain('/state/texas');
      expect(text).toContain('Try Again');
      expect(text).toContain('Go Home');
    } finally {
      consoleErrorSpy.mockImplementation(original ?? (() => undefined));
    }
  });
});
