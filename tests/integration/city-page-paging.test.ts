import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '~/db/client.server';
import { CITY_PAGE_SIZE } from '~/routes/public/city';
import { insertPartner } from '../factories/partner';
import { type AppWithPages, startAppWithPages } from '../setup/pages-app';
import { createTestDatabase } from '../setup/test-database';

// A city with more partners than one page holds, as a crawler receives its pages: the first page and
// plain links to the others, each page its own canonical address, a page past the end sent to the last.

const PUBLIC_URL = 'https://directory.test';
/** Two featured above the list, then two full pages and 4 partners on a third. */
const LISTED = CITY_PAGE_SIZE * 2 + 4;
const CITY = '/state/ohio/city/dayton';

let app: AppWithPages;
let database: DatabaseHandle;
let baseUrl: string;
/** The listed (not featured) partners' names in the order the pages list them. */
let listedNames: string[];

beforeAll(async () => {
  database = await createTestDatabase();
  const dayton = {
    city: 'Dayton',
    state: 'Ohio',
    zipCode: '45402',
    coordinates: { latitude: 39.76, longitude: -84.19 },
  };
  await insertPartner(database.db, { ...dayton, name: 'Featured One', isPriority: true, googleRating: 4.9 });
  await insertPartner(database.db, { ...dayton, name: 'Featured Two', isPriority: true, googleRating: 4.8 });
  const names = Array.from({ length: LISTED }, (_, index) => `Dayton Chapel ${String(index + 1).padStart(3, '0')}`);
  for (const name of names) await insertPartner(database.db, { ...dayton, name });
  listedNames = [...names].sort((a, b) => a.toLowerCase().localeCompare(b.toLowerCase()));
  app = await startAppWithPages(database, { env: { PUBLIC_URL } });
  baseUrl = app.baseUrl;
}, 120_000);

afterAll(async () => {
  await app?.close();
  await database?.close();
});

interface Page {
  status: number;
  location: string | null;
  html: string;
}

async function get(path: string): Promise<Page> {
  const response = await fetch(baseUrl + path, { redirect: 'manual' });
  return { status: response.status, location: response.headers.get('location'), html: await response.text() };
}

const canonicalOf = (page: Page) => page.html.match(/<link rel="canonical" href="([^"]*)"/)?.[1];
const titleOf = (page: Page) => page.html.match(/<title>([^<]*)<\/title>/)?.[1]?.replace(/&amp;/g, '&');
/** The partner names the page shows, in order (each card's heading). */
const namesOn = (page: Page) =>
  [...page.html.matchAll(/<h3[^>]*>[\s\S]*?((?:Dayton Chapel|Featured) [^<]+)<[\s\S]*?<\/h3>/g)].map((m) => m[1]);

describe('a city with more partners than a page holds', () => {
  it('shows the featured partners and the first page, with plain links to the next pages', async () => {
    const page = await get(CITY);
    expect(page.status).toBe(200);
    expect(namesOn(page)).toEqual(['Featured One', 'Featured Two', ...listedNames.slice(0, CITY_PAGE_SIZE)]);
    expect(page.html).toContain(`href="${CITY}?page=2"`);
    expect(page.html).toContain(`href="${CITY}?page=3"`);
    expect(page.html).toContain('Page 1 of 3');
    expect(canonicalOf(page)).toBe(`${PUBLIC_URL}${CITY}`);
    // The count is the whole city's, not the page's.
    expect(titleOf(page)).toBe(`Cremation Services Dayton, Ohio | ${LISTED + 2}+ Trusted Funeral Homes`);
  });

  it('shows the next partners on page 2, under its own canonical address and title', async () => {
    const page = await get(`${CITY}?page=2`);
    expect(page.status).toBe(200);
    expect(namesOn(page)).toEqual(listedNames.slice(CITY_PAGE_SIZE, CITY_PAGE_SIZE * 2));
    expect(canonicalOf(page)).toBe(`${PUBLIC_URL}${CITY}?page=2`);
    expect(titleOf(page)).toBe(`Cremation Services Dayton, Ohio | ${LISTED + 2}+ Trusted Funeral Homes | Page 2`);
    expect(page.html).toContain(`href="${CITY}"`);
    expect(page.html).toContain(`href="${CITY}?page=3"`);
  });

  it('lists the last partners on the last page, none twice and none left out', async () => {
    const page = await get(`${CITY}?page=3`);
    expect(namesOn(page)).toEqual(listedNames.slice(CITY_PAGE_SIZE * 2));
    expect(page.html).toContain('Page 3 of 3');
    expect(page.html).not.toContain(`href="${CITY}?page=4"`);
  });

  it('sends a page past the end to the last page, and a page that is not a number to the first', async () => {
    const past = await get(`${CITY}?page=9`);
    expect(past.status).toBe(302);
    expect(past.location).toBe(`${CITY}?page=3`);
    for (const query of ['?page=0', '?page=abc', '?page=-1', '?page=2.5']) {
      const page = await get(`${CITY}${query}`);
      expect(page.status).toBe(301);
      expect(page.location).toBe(CITY);
    }
  });

  it('has no page links for a city that fits on one page', async () => {
    await insertPartner(database.db, { city: 'Kettering', state: 'Ohio', zipCode: '45429', name: 'Kettering Home' });
    const page = await get('/state/ohio/city/kettering');
    expect(page.status).toBe(200);
    expect(page.html).not.toContain('?page=');
    expect(page.html).not.toContain('Page 1 of');
  });
});
