import type { AddressInfo } from 'node:net';
import express from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '~/db/client.server';
import type { PartnerRow } from '~/db/schema.server';
import { toFrenchPath } from '~/modules/i18n/localized-paths';
import { createSeoRoutes } from '~/modules/seo/seo.routes.server';
import { getSitemapLayout, streamSitemapUrls } from '~/modules/seo/sitemap.service.server';
import { insertPartner } from '../factories/partner';
import { startTestApp, type TestApp } from '../setup/test-app';
import { createTestDatabase } from '../setup/test-database';

// robots.txt and sitemap.xml as a crawler fetches them, over the real Express app and database.

const PUBLIC_URL = 'https://directory.test/';
const ORIGIN = 'https://directory.test';

let database: DatabaseHandle;
let app: TestApp;
const inserted: Record<string, PartnerRow> = {};

beforeAll(async () => {
  database = await createTestDatabase();
  app = await startTestApp(database, { PUBLIC_URL });
  const db = database.db;
  inserted.austin1 = await insertPartner(db, { name: 'Austin One', city: 'Austin', state: 'Texas' });
  inserted.austin2 = await insertPartner(db, { name: 'Austin Two', city: 'Austin', state: 'TX' });
  inserted.dallas = await insertPartner(db, { name: 'Dallas One', city: 'Dallas', state: 'Texas', zipCode: '75201' });
  inserted.toronto = await insertPartner(db, {
    name: 'Toronto One',
    city: 'Toronto',
    state: 'Ontario',
    zipCode: 'M5V 2T6',
  });
  // A city name with characters XML must escape once they reach a URL or a page.
  inserted.odd = await insertPartner(db, {
    name: 'Odd One',
    city: 'Sainte-Anne & <Co>',
    state: 'Quebec',
    zipCode: 'H2X 1Y4',
  });
  // Hidden from every public list: neither it nor its only city nor its only state appear.
  inserted.hidden = await insertPartner(db, {
    name: 'Hidden One',
    city: 'Salt Lake City',
    state: 'Utah',
    zipCode: '84101',
    isActive: false,
  });
});

afterAll(async () => {
  await app?.close();
  await database?.close();
});

const locsOf = (xml: string) => [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((match) => match[1] ?? '');
const partnerUrl = (row: PartnerRow) => `${ORIGIN}/state/${row.stateSlug}/city/${row.citySlug}/${row.id}`;

describe('GET /robots.txt', () => {
  it('disallows the admin area and partner tools and points at the sitemap on PUBLIC_URL', async () => {
    const response = await app.request('/robots.txt', { headers: { host: 'evil.example' } });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/plain/);
    expect(response.headers.get('cache-control')).toMatch(/max-age=\d+/);
    const lines = response.text.split('\n');
    expect(lines[0]).toBe('User-agent: *');
    expect(lines).toContain('Disallow: /admin');
    expect(lines).toContain('Disallow: /partner-tools');
    expect(lines).toContain(`Sitemap: ${ORIGIN}/sitemap.xml`);
    expect(response.text).not.toContain('evil.example');
  });
});

describe('GET /sitemap.xml', () => {
  it('lists the site pages and every state, city and active partner URL on the PUBLIC_URL origin', async () => {
    const response = await app.request('/sitemap.xml', { headers: { host: 'evil.example' } });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^application\/xml/);
    expect(response.headers.get('cache-control')).toBe('public, max-age=3600');
    expect(
      response.text.startsWith(
        '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
      ),
    ).toBe(true);
    expect(response.text.trimEnd().endsWith('</urlset>')).toBe(true);

    const { austin1, austin2, dallas, toronto, odd } = inserted as Required<typeof inserted>;
    // Each page in English, then in French (decision 033).
    const inBothLanguages = (url: string) => {
      const french = toFrenchPath(url.slice(ORIGIN.length));
      return french === null ? [url] : [url, `${ORIGIN}${french}`];
    };
    expect(locsOf(response.text)).toContain(`${ORIGIN}/fr/province/quebec/ville/sainte-anne-co`);
    expect(locsOf(response.text)).toContain(`${ORIGIN}/fr/confidentialite`);
    expect(locsOf(response.text)).toEqual(
      [
        `${ORIGIN}/`,
        `${ORIGIN}/faq`,
        `${ORIGIN}/already-cremated`,
        `${ORIGIN}/privacy`,
        `${ORIGIN}/state/ontario`,
        `${ORIGIN}/state/quebec`,
        `${ORIGIN}/state/texas`,
        `${ORIGIN}/state/ontario/city/toronto`,
        `${ORIGIN}/state/quebec/city/sainte-anne-co`,
        `${ORIGIN}/state/texas/city/austin`,
        `${ORIGIN}/state/texas/city/dallas`,
        ...[austin1, austin2, dallas, toronto, odd]
          .map((row) => row!)
          .sort((a, b) => (a.id < b.id ? -1 : 1))
          .map(partnerUrl),
      ].flatMap(inBothLanguages),
    );
    expect(response.text).not.toContain('utah');
    expect(response.text).not.toContain(inserted.hidden!.id);
    expect(response.text).not.toContain('/search');
    expect(response.text).not.toContain('evil.example');
  });

  it('dates each partner URL with its last update', async () => {
    const response = await app.request('/sitemap.xml');
    const austin = inserted.austin1!;
    const date = austin.updatedAt.toISOString().slice(0, 10);
    expect(response.text).toContain(`<url><loc>${partnerUrl(austin)}</loc><lastmod>${date}</lastmod><xhtml:link`);
  });

  it('names both language versions of every page in each of its entries', async () => {
    const response = await app.request('/sitemap.xml');
    const entries = response.text.match(/<url>[\s\S]*?<\/url>/g) ?? [];
    const quebec = entries.filter(
      (entry) => entry.includes('/state/quebec</loc>') || entry.includes('/fr/province/quebec</loc>'),
    );
    expect(quebec).toHaveLength(2);
    for (const entry of quebec) {
      expect(entry).toContain(`<xhtml:link rel="alternate" hreflang="en-US" href="${ORIGIN}/state/quebec"/>`);
      expect(entry).toContain(`<xhtml:link rel="alternate" hreflang="en-CA" href="${ORIGIN}/state/quebec"/>`);
      expect(entry).toContain(`<xhtml:link rel="alternate" hreflang="fr-CA" href="${ORIGIN}/fr/province/quebec"/>`);
      expect(entry).toContain(`<xhtml:link rel="alternate" hreflang="x-default" href="${ORIGIN}/state/quebec"/>`);
    }
    expect(entries.every((entry) => (entry.match(/<xhtml:link /g) ?? []).length === 4)).toBe(true);
  });

  it('is well-formed XML: every & and < of a URL is escaped', async () => {
    // Slugs never carry such characters, so the check is on the whole document's text between tags.
    const response = await app.request('/sitemap.xml');
    const text = response.text.replace(/<[^>]+>/g, '');
    expect(text).not.toMatch(/&(?!amp;|lt;|gt;|quot;|apos;)/);
    expect(text).not.toContain('<');
  });

  it('answers HEAD with the headers only', async () => {
    const response = await fetch(`${app.baseUrl}/sitemap.xml`, { method: 'HEAD' });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^application\/xml/);
    expect(await response.text()).toBe('');
  });
});

describe('a sitemap larger than one file', () => {
  let baseUrl: string;
  let close: () => Promise<void>;

  beforeAll(async () => {
    // The same routes with 4 URLs per file instead of 50,000: 16 pages in two languages make an index of 8.
    const server = express()
      .use(createSeoRoutes(app.context, { urlsPerSitemap: 4 }))
      .listen(0, '127.0.0.1');
    await new Promise<void>((resolve) => server.once('listening', () => resolve()));
    baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    close = () => new Promise<void>((resolve) => server.close(() => resolve()));
  });
  afterAll(async () => {
    await close?.();
  });

  it('becomes an index of numbered pages that together list every URL once, in order', async () => {
    const index = await (await fetch(`${baseUrl}/sitemap.xml`)).text();
    expect(index).toContain('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    const pages = locsOf(index);
    expect(pages).toEqual([1, 2, 3, 4, 5, 6, 7, 8].map((page) => `${ORIGIN}/sitemaps/${page}.xml`));

    const whole = locsOf((await app.request('/sitemap.xml')).text);
    const paged: string[] = [];
    for (const page of [1, 2, 3, 4, 5, 6, 7, 8]) {
      const response = await fetch(`${baseUrl}/sitemaps/${page}.xml`);
      expect(response.status).toBe(200);
      const locs = locsOf(await response.text());
      expect(locs.length).toBeLessThanOrEqual(4);
      paged.push(...locs);
    }
    expect(paged).toEqual(whole);
  });

  it.each(['0', '9', 'abc', '01'])('answers 404 for page %s', async (page) => {
    const response = await fetch(`${baseUrl}/sitemaps/${page}.xml`);
    expect(response.status).toBe(404);
  });
});

describe('streamSitemapUrls', () => {
  it('reads in batches and resumes after the last row, across states, cities and partners', async () => {
    const layout = await getSitemapLayout(database.db);
    expect(layout).toMatchObject({ cityCount: 4, partnerCount: 5, total: 16, pageCount: 1 });
    const all: string[] = [];
    const batchSizes: number[] = [];
    for await (const batch of streamSitemapUrls(database.db, layout, { publicUrl: ORIGIN, batchSize: 2 })) {
      batchSizes.push(batch.length);
      all.push(...batch.map((url) => url.loc));
    }
    // The site's pages and the states come from the layout in one piece; cities and partners two rows per query.
    expect(batchSizes).toEqual([7, 2, 2, 2, 2, 1]);
    expect(new Set(all).size).toBe(16);

    for (const [offset, limit] of [
      [2, 3],
      [5, 4],
      [8, 10],
    ] as const) {
      const slice: string[] = [];
      for await (const batch of streamSitemapUrls(database.db, layout, {
        publicUrl: ORIGIN,
        offset,
        limit,
        batchSize: 2,
      })) {
        slice.push(...batch.map((url) => url.loc));
      }
      expect(slice).toEqual(all.slice(offset, offset + limit));
    }
  });
});
