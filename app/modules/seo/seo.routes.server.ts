import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import express, { type Request, type Response } from 'express';
import type { AppContext } from '~/lib/context.server';
import { absoluteUrl } from './absolute-url';
import {
  SITEMAP_INDEX_CLOSE,
  SITEMAP_INDEX_OPEN,
  URLSET_CLOSE,
  URLSET_OPEN,
  robotsTxt,
  sitemapEntry,
  urlEntry,
} from './sitemap-xml';
import { getSitemapLayout, languageVersions, type SitemapLayout, streamSitemapUrls } from './sitemap.service.server';

/** Crawlers come back daily at most; an hour in any cache keeps a busy crawl off the database. */
export const SITEMAP_CACHE_CONTROL = 'public, max-age=3600';
export const ROBOTS_CACHE_CONTROL = 'public, max-age=86400';

export interface SeoRoutesOptions {
  /** URLs per sitemap file (sitemaps.org: 50,000). Tests lower it to see the index form. */
  urlsPerSitemap?: number;
}

/**
 * GET /robots.txt, /sitemap.xml and /sitemaps/{n}.xml (design §3 SEO). Express routes rather than page
 * routes: they are plain text streamed from the database with backpressure, and React plays no part.
 * Every URL is built from PUBLIC_URL, never from the request's Host header.
 */
export function createSeoRoutes({ db, env, log }: AppContext, options: SeoRoutesOptions = {}) {
  const router = express.Router();
  const publicUrl = env.PUBLIC_URL;

  router.get('/robots.txt', (_req, res) => {
    res.type('text/plain').set('Cache-Control', ROBOTS_CACHE_CONTROL).send(robotsTxt(publicUrl));
  });

  /** Writes an XML document produced batch by batch; the layout was read first, so a down database is a 503. */
  async function sendXml(req: Request, res: Response, chunks: (layout: SitemapLayout) => AsyncIterable<string>) {
    let layout: SitemapLayout;
    try {
      layout = await getSitemapLayout(db, { urlsPerSitemap: options.urlsPerSitemap });
    } catch (error) {
      log.error({ err: error, path: req.path }, 'sitemap unavailable');
      res.status(503).type('text/plain').set('Retry-After', '60').send('Sitemap temporarily unavailable');
      return;
    }
    const page = pageNumber(req);
    if (page !== null && (page < 1 || page > layout.pageCount)) {
      res.status(404).type('text/plain').send('No such sitemap page');
      return;
    }
    res.type('application/xml').set('Cache-Control', SITEMAP_CACHE_CONTROL);
    if (req.method === 'HEAD') {
      res.end();
      return;
    }
    try {
      await pipeline(Readable.from(chunks(layout)), res);
    } catch (error) {
      // A client that hangs up mid-sitemap is nothing to alert on.
      if ((error as { code?: string }).code === 'ERR_STREAM_PREMATURE_CLOSE') return;
      // Headers are gone: the response is cut short (the crawler retries) and the cause is logged.
      log.error({ err: error, path: req.path }, 'sitemap stream failed');
    }
  }

  function pageNumber(req: Request): number | null {
    const raw: unknown = req.params.page;
    if (raw === undefined) return null;
    return typeof raw === 'string' && /^[1-9]\d{0,5}$/.test(raw) ? Number(raw) : 0;
  }

  async function* urlset(layout: SitemapLayout, page: number): AsyncGenerator<string> {
    yield URLSET_OPEN;
    // Offsets count pages; each page is written in both languages.
    const offset = (page - 1) * layout.pagesPerSitemap;
    for await (const batch of streamSitemapUrls(db, layout, { publicUrl, offset, limit: layout.pagesPerSitemap })) {
      yield batch
        .flatMap((url) => languageVersions(publicUrl, url.path ?? new URL(url.loc).pathname, url.lastmod))
        .map(urlEntry)
        .join('');
    }
    yield URLSET_CLOSE;
  }

  async function* sitemapIndex(layout: SitemapLayout): AsyncGenerator<string> {
    yield SITEMAP_INDEX_OPEN;
    for (let page = 1; page <= layout.pageCount; page += 1) {
      yield sitemapEntry(absoluteUrl(publicUrl, `/sitemaps/${page}.xml`));
    }
    yield SITEMAP_INDEX_CLOSE;
  }

  router.get('/sitemap.xml', (req, res) =>
    sendXml(req, res, (layout) => (layout.pageCount === 1 ? urlset(layout, 1) : sitemapIndex(layout))),
  );
  router.get('/sitemaps/:page.xml', (req, res) => sendXml(req, res, (layout) => urlset(layout, pageNumber(req) ?? 1)));

  return router;
}
