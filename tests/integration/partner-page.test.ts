import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '~/db/client.server';
import type { PartnerRow } from '~/db/schema.server';
import { CITY_COORDINATES as at } from '../factories/directory';
import { insertFaqItem } from '../factories/faq';
import { insertPartner } from '../factories/partner';
import { startAppWithPages } from '../setup/pages-app';
import { createTestDatabase } from '../setup/test-database';

// The partner detail page as a crawler or a phone without JavaScript receives it: a plain HTTP GET
// through the real server-side rendering (the production build), over a real database.

const PUBLIC_URL = 'https://directory.test';
const HOSTILE_NAME = '</script><script>alert(1)</script>';

const running: Array<{ close(): Promise<void>; database: DatabaseHandle }> = [];
let baseUrl: string;
let hill: PartnerRow;
let hostile: PartnerRow;
let inactive: PartnerRow;
let toronto: PartnerRow;
let noCoordinates: PartnerRow;
let placeholderPhone: PartnerRow;

/** The real Express app with the pages of the production build over `database`. */
async function startPagesApp(database: DatabaseHandle): Promise<string> {
  const app = await startAppWithPages(database, { env: { PUBLIC_URL } });
  running.push({ database, close: app.close });
  return app.baseUrl;
}

const LONG_DESCRIPTION = [
  'Hill Country Cremation has served Austin families since 1952.',
  'We arrange simple cremations,\nmemorial gatherings and solidified remains memorials.',
  'Call us at any hour. <b>We answer.</b>',
].join('\n\n');

beforeAll(async () => {
  const database = await createTestDatabase();
  const db = database.db;
  hill = await insertPartner(db, {
    name: 'Hill Country Cremation',
    address: '100 Congress Avenue',
    phone: '(512) 555-0142',
    email: 'care@hillcountry.example',
    website: 'https://www.hillcountry.example/',
    description: 'A family-owned funeral home offering cremation services in central Texas.',
    longDescription: LONG_DESCRIPTION,
    servicesOffered: ['Direct Cremation', 'Memorial Services', 'Solidified Remains'],
    socialMedia: { facebook: 'https://facebook.example/hillcountry' },
    isPriority: true,
    locationCount: 3,
    googleRating: 4.8,
    googleReviewCount: 213,
    yelpRating: 4.5,
    yelpReviewCount: 20,
    coordinates: at.austin,
    createdAt: new Date('2021-03-15T12:00:00Z'),
    aliases: ['768501'],
  });
  hostile = await insertPartner(db, { name: HOSTILE_NAME, coordinates: at.austin, googleRating: null });
  inactive = await insertPartner(db, { name: 'Closed Chapel', isActive: false, coordinates: at.austin });
  toronto = await insertPartner(db, {
    name: 'Lakeshore Cremation',
    city: 'Toronto',
    state: 'Ontario',
    zipCode: 'M5V 2T6',
    partnerSince: 'Spring 2019',
    coordinates: at.toronto,
  });
  noCoordinates = await insertPartner(db, { name: 'Unmapped Funeral Home', coordinates: null, description: null });
  placeholderPhone = await insertPartner(db, {
    name: 'Imported Cremation',
    phone: '(555) 000-0000',
    coordinates: at.austin,
  });
  await insertFaqItem(db, {
    question: 'Does Hill Country offer payment plans?',
    answer: 'Yes, ask the staff.',
    appliesTo: 'partner',
    targetPartners: [hill.id],
  });
  await insertFaqItem(db, {
    question: 'Does another partner offer payment plans?',
    answer: 'Not this one.',
    appliesTo: 'partner',
    targetPartners: [toronto.id],
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
  text: string;
}

async function get(path: string, from = baseUrl): Promise<Page> {
  const response = await fetch(from + path, { redirect: 'manual' });
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
const jsonLdBlocks = (page: Page) =>
  [...page.html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((match) => match[1] ?? '');
const jsonLdOf = (page: Page) => jsonLdBlocks(page).map((block) => JSON.parse(block) as Record<string, any>);
const canonicalPath = (row: PartnerRow) => `/state/${row.stateSlug}/city/${row.citySlug}/${row.id}`;

describe('partner page, server-rendered', () => {
  it('shows the partner: name, badge, address, partner since, about, contact, at a glance', async () => {
    const page = await get(canonicalPath(hill));
    expect(page.status).toBe(200);
    expect(headingOf(page)).toBe('Hill Country Cremation');
    expect(page.text).toContain('Featured Partner');
    expect(page.text).toContain('100 Congress Avenue, Austin, Texas 78701');
    expect(page.html).toContain(
      'href="https://www.google.com/maps/search/?api=1&amp;query=100%20Congress%20Avenue%2C%20Austin%2C%20Texas%2078701"',
    );
    expect(page.text).toContain('Partner since March 2021');
    // About: the long description as plain-text paragraphs, markup shown as text.
    expect(page.text).toContain('About Hill Country Cremation');
    expect(page.html).toMatch(/<p[^>]*>Hill Country Cremation has served Austin families since 1952\.<\/p>/);
    expect(page.html).toMatch(/<p[^>]*>We arrange simple cremations,\nmemorial gatherings/);
    expect(page.text).toContain('Call us at any hour. <b>We answer.</b>');
    expect(page.html).not.toContain('<b>We answer.</b>');
    // Contact information.
    expect(page.html).toContain('href="tel:5125550142"');
    expect(page.html).toContain('href="mailto:care@hillcountry.example"');
    expect(page.html).toContain('href="https://www.hillcountry.example/?utm_source=partner-directory"');
    expect(page.text).toContain('hillcountry.example');
    expect(page.html).toContain('aria-label="Hill Country Cremation on Facebook (opens in a new tab)"');
    // At a Glance and the Google rating from the stored data.
    expect(page.text).toMatch(/At a Glance Locations 3 locations Google Rating 4\.8 \/ 5 213 reviews/);
    expect(page.text).not.toContain('Rooftops');
    expect(page.text).toContain('Google Rating 4.8');
    expect(page.text).toContain('Based on 213 reviews on Google');
    // Get in Touch.
    expect(page.text).toContain('Get in Touch');
    expect(page.text).toContain('Send Directions to My Phone');
    expect(page.text).toContain('Ask for Information');
    // 'Call' beside it, naming the partner and the number for a screen reader.
    expect(page.html).toMatch(
      /<a[^>]*href="tel:5125550142"[^>]*aria-label="Call Hill Country Cremation, \(512\) 555-0142"/,
    );
  });

  it('sends "directions" to a route to the address, in a new tab', async () => {
    const page = await get(canonicalPath(hill));
    const link = page.html.match(/<a[^>]*>(?:(?!<\/a>)[\s\S])*Send Directions to My Phone/)?.[0] ?? '';
    expect(link).toContain(
      'href="https://www.google.com/maps/dir/?api=1&amp;destination=100%20Congress%20Avenue%2C%20Austin%2C%20Texas%2078701"',
    );
    expect(link).toContain('target="_blank"');
    expect(link).toContain('rel="noopener"');
  });

  it('never shows or dials the placeholder phone: no number, no Call, no telephone in JSON-LD', async () => {
    const page = await get(canonicalPath(placeholderPhone));
    expect(page.status).toBe(200);
    expect(page.html).not.toContain('555) 000-0000');
    expect(page.html).not.toContain('tel:5550000000');
    expect(page.html).not.toMatch(/aria-label="Call /);
    // The inquiry is offered instead.
    expect(page.text).toContain('No phone number listed yet. Use “Ask for Information” to reach them.');
    expect(page.text).toContain('Ask for Information');
    const business = jsonLdOf(page).find((node) => node['@type'] === 'LocalBusiness');
    expect(business?.name).toBe('Imported Cremation');
    expect(business).not.toHaveProperty('telephone');
  });

  it('draws a static map of the state with a pin, linking to the maps service, with no third-party resource', async () => {
    const page = await get(canonicalPath(hill));
    const mapLink = page.html.match(
      /<a(?:(?!<\/a>)[\s\S])*?Map of Texas: Hill Country Cremation, 100 Congress Avenue[\s\S]*?<\/a>/,
    )?.[0];
    expect(mapLink, 'the map link').toBeTruthy();
    expect(mapLink).toContain('href="https://www.google.com/maps/search/?api=1&amp;query=');
    expect(mapLink).toContain('target="_blank"');
    const drawing = mapLink?.match(/<svg[^>]*preserveAspectRatio[^>]*>[\s\S]*?<\/svg>/)?.[0] ?? '';
    expect(drawing).toMatch(/viewBox="[\d. -]+"/);
    // Only Texas is drawn: one region path plus the pin, not the whole country.
    expect(drawing.match(/<path /g)?.length).toBe(2);
    expect(page.text).toContain(
      'Map of Texas: Hill Country Cremation, 100 Congress Avenue, Austin, Texas 78701 Austin, Texas Open in Maps',
    );
    // Nothing loaded from elsewhere when the page opens.
    expect(page.html).not.toMatch(/<script[^>]+src="https?:/);
    expect(page.html).not.toMatch(/<iframe/);
    expect(page.html).not.toMatch(/<img[^>]+src="https?:/);
  });

  it('has the spec title, a 160-character description naming the first two services, canonical and Open Graph', async () => {
    const page = await get(canonicalPath(hill));
    expect(titleOf(page)).toBe('Hill Country Cremation - Austin, Texas | Cremation Services');
    const description = metaOf(page, 'description');
    expect(description.length).toBeLessThanOrEqual(160);
    expect(description).toContain('Direct Cremation and Memorial Services');
    expect(description).not.toContain('Solidified Remains');
    expect(canonicalOf(page)).toBe(`${PUBLIC_URL}${canonicalPath(hill)}`);
    expect(metaOf(page, 'og:url')).toBe(`${PUBLIC_URL}${canonicalPath(hill)}`);
    expect(metaOf(page, 'og:title')).toBe(titleOf(page));
    expect(metaOf(page, 'og:description')).toBe(description);
    expect(metaOf(page, 'robots')).toBe('');
  });

  it('outputs LocalBusiness and BreadcrumbList JSON-LD that parse', async () => {
    const page = await get(canonicalPath(hill));
    const nodes = jsonLdOf(page);
    const business = nodes.find((node) => node['@type'] === 'LocalBusiness');
    expect(business).toMatchObject({
      name: 'Hill Country Cremation',
      url: `${PUBLIC_URL}${canonicalPath(hill)}`,
      telephone: '(512) 555-0142',
      address: {
        streetAddress: '100 Congress Avenue',
        addressLocality: 'Austin',
        postalCode: '78701',
        addressCountry: 'US',
      },
      geo: { latitude: at.austin.latitude, longitude: at.austin.longitude },
      areaServed: { '@type': 'GeoCircle', geoRadius: 50000 },
    });
    // Google's and Yelp's figures are not first-party reviews; no price range is known.
    expect(business).not.toHaveProperty('aggregateRating');
    expect(business).not.toHaveProperty('priceRange');
    const breadcrumbs = nodes.find((node) => node['@type'] === 'BreadcrumbList');
    expect(breadcrumbs?.itemListElement.map((item: { name: string }) => item.name)).toEqual([
      'Cremation Services',
      'Texas Cremation Services',
      'Austin Cremation Services',
      'Hill Country Cremation',
    ]);
    expect(page.html).toMatch(/<nav aria-label="Breadcrumb"/);
    expect(page.html).toContain('href="/state/texas/city/austin"');
  });

  it('streams the FAQ items targeted at this partner, and not those of another partner', async () => {
    const page = await get(canonicalPath(hill));
    expect(page.text).toContain('Does Hill Country offer payment plans?');
    expect(page.text).not.toContain('Does another partner offer payment plans?');
  });

  it("gives a Canadian partner addressCountry CA and shows the stored 'partner since' text", async () => {
    const page = await get(canonicalPath(toronto));
    expect(page.status).toBe(200);
    expect(page.text).toContain('Partner since Spring 2019');
    const business = jsonLdOf(page).find((node) => node['@type'] === 'LocalBusiness');
    expect(business?.address).toMatchObject({ addressCountry: 'CA', addressRegion: 'ON', postalCode: 'M5V 2T6' });
    expect(page.text).not.toContain('Featured Partner');
    // No Google rating stored: no rating section, At a Glance says so.
    expect(page.text).toContain('Google reviews being updated');
    expect(page.text).not.toContain('Based on');
  });

  it('offers the address link alone when there are no coordinates to draw', async () => {
    const page = await get(canonicalPath(noCoordinates));
    expect(page.status).toBe(200);
    expect(page.text).not.toContain('Map of Texas');
    expect(page.text).toContain(`Open ${noCoordinates.address}, Austin, Texas 78701 in Maps`);
    expect(page.text).not.toContain('About Unmapped');
  });

  it('renders a hostile name as text, with its JSON-LD still one valid script block', async () => {
    const page = await get(canonicalPath(hostile));
    expect(page.status).toBe(200);
    expect(headingOf(page)).toBe(HOSTILE_NAME);
    expect(titleOf(page)).toBe(`${HOSTILE_NAME} - Austin, Texas | Cremation Services`);
    expect(page.html).not.toContain('<script>alert(1)</script>');
    const blocks = jsonLdBlocks(page);
    const businessBlocks = blocks.filter((block) => block.includes('LocalBusiness'));
    expect(businessBlocks).toHaveLength(1);
    const business = JSON.parse(businessBlocks[0] ?? '');
    expect(business.name).toBe(HOSTILE_NAME);
    expect(businessBlocks[0]).not.toMatch(/[<>]/);
  });
});

describe('one canonical URL', () => {
  it.each([
    ['the /partner/{uuid} path', () => `/partner/${hill.id}`],
    ['the /partner/{slug} path', () => `/partner/${hill.slug}`],
    ['a legacy alias', () => '/partner/768501'],
    ['a slug on the city path', () => `/state/texas/city/austin/${hill.slug}`],
    ['a wrong state and city', () => `/state/ohio/city/columbus/${hill.id}`],
    ['an upper-case uuid', () => `/state/texas/city/austin/${hill.id.toUpperCase()}`],
  ])('redirects %s with 301 to the city-path URL', async (_label, path) => {
    const page = await get(path());
    expect(page.status).toBe(301);
    expect(page.location).toBe(canonicalPath(hill));
    const landed = await get(page.location ?? '');
    expect(landed.status).toBe(200);
    expect(canonicalOf(landed)).toBe(`${PUBLIC_URL}${canonicalPath(hill)}`);
  });

  it('keeps the query string through the redirect', async () => {
    const page = await get(`/partner/768501?utm_source=newsletter`);
    expect(page.location).toBe(`${canonicalPath(hill)}?utm_source=newsletter`);
  });
});

describe('Partner Not Found', () => {
  it.each([
    ['an unknown uuid', '/partner/00000000-0000-4000-8000-000000000000'],
    ['an unknown slug', '/partner/no-such-partner'],
    ['an unknown id on the city path', '/state/texas/city/austin/does-not-exist'],
    ['an inactive partner', () => canonicalPath(inactive)],
    ['an inactive partner by slug', () => `/partner/${inactive.slug}`],
  ])('answers %s with 404, the spec text, links onward and noindex, never the raw id', async (_label, pathOrFn) => {
    const path = typeof pathOrFn === 'function' ? pathOrFn() : pathOrFn;
    const page = await get(path);
    expect(page.status).toBe(404);
    expect(headingOf(page)).toBe('Partner Not Found');
    expect(page.text).toContain("The partner you're looking for doesn't exist or may have been removed.");
    expect(page.text).not.toContain('Requested partner');
    expect(page.text).not.toContain(decodeURIComponent(path.split('/').at(-1) ?? ''));
    expect(page.html).toMatch(/<a[^>]*href="\/"[^>]*>.*Return to Homepage<\/a>/);
    expect(page.html).toMatch(/<a[^>]*href="\/search"[^>]*>.*Search for Partners<\/a>/);
    expect(metaOf(page, 'robots')).toMatch(/noindex/);
    expect(canonicalOf(page)).toBeUndefined();
    expect(jsonLdOf(page).find((node) => node['@type'] === 'LocalBusiness')).toBeUndefined();
  });

  it('shows Partner Not Found when the partner cannot be loaded, with 503 so crawlers come back', async () => {
    const broken = await createTestDatabase();
    const brokenUrl = await startPagesApp(broken);
    await broken.close();
    const page = await get(`/partner/${hill.id}`, brokenUrl);
    expect(page.status).toBe(503);
    expect(headingOf(page)).toBe('Partner Not Found');
    expect(page.text).toContain("The partner you're looking for doesn't exist or may have been removed.");
    expect(metaOf(page, 'robots')).toMatch(/noindex/);
  });
});
