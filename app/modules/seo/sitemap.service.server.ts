import { and, asc, eq, ne, sql } from 'drizzle-orm';
import type { Database } from '~/db/client.server';
import { findRegionBySlug } from '~/modules/geo/regions';
import { LOCALES } from '~/modules/i18n/locales';
import { alternateLinks, toFrenchPath } from '~/modules/i18n/localized-paths';
import { partners } from '~/modules/partners/partner.table';
import { absoluteUrl } from './absolute-url';
import { MAX_URLS_PER_SITEMAP, type SitemapUrl } from './sitemap-xml';

/*
 * sitemap.xml (design §3 SEO): every page a search engine should index, in a fixed order: the site's own
 * pages (the home page first), the states and provinces that have active partners, their cities, then every
 * active partner at its canonical city-path URL. Pages that are noindex (a state without partners, a 'Coming Soon' city) are left out, and
 * so are search pages: reached through links, not listed (decision 005). Rows are read in keyset batches,
 * so a directory of 100,000 partners is streamed, never held in memory; past 50,000 URLs the sitemap
 * becomes an index of numbered pages (sitemaps.org limit). Every page is listed in both languages (decision 033),
 * each entry naming both versions with xhtml:link alternates: a file holds at most 50,000 URLs, so half as
 * many pages (about 600 bytes an entry: 30 MB at most, under the 50 MB limit).
 */

/** Pages of the site itself, listed before the directory's states, cities and partners. */
export const SITE_PAGE_PATHS: readonly string[] = ['/', '/faq', '/already-cremated', '/privacy'];

/** Rows fetched per query while streaming. */
const BATCH_SIZE = 2_000;

/** Active partners with a usable city path (a blank city slug would make a broken URL). */
const listed = and(eq(partners.isActive, true), ne(partners.citySlug, ''));

export interface SitemapLayout {
  /** Paths of the site's own pages (`SITE_PAGE_PATHS`). */
  sitePaths: readonly string[];
  /** Slugs of the states and provinces with active partners, alphabetical. */
  stateSlugs: string[];
  cityCount: number;
  partnerCount: number;
  /** Pages (each listed in both languages). */
  total: number;
  urlsPerSitemap: number;
  /** Pages per file: each page is two URLs (English and French). */
  pagesPerSitemap: number;
  /** 1 when everything fits one file; more means sitemap.xml is an index of that many pages. */
  pageCount: number;
}

/** Counts what the sitemap holds (three cheap aggregate queries) and how many files it takes. */
export async function getSitemapLayout(
  db: Database,
  options: { urlsPerSitemap?: number } = {},
): Promise<SitemapLayout> {
  const urlsPerSitemap = Math.min(MAX_URLS_PER_SITEMAP, Math.max(1, options.urlsPerSitemap ?? MAX_URLS_PER_SITEMAP));
  const [states, cities, partnerRows] = await Promise.all([
    db.selectDistinct({ stateSlug: partners.stateSlug }).from(partners).where(listed),
    db.execute<{ count: number }>(
      sql`select count(*)::int as count from (select 1 from ${partners} where ${listed} group by ${partners.stateSlug}, ${partners.citySlug}) as cities`,
    ),
    db
      .select({ count: sql<number>`count(*)::int`.mapWith(Number) })
      .from(partners)
      .where(listed),
  ]);
  // Only slugs of known regions: the state page of anything else is a 404.
  const stateSlugs = states
    .map((row) => row.stateSlug)
    .filter((slug) => findRegionBySlug(slug) !== undefined)
    .sort();
  const cityCount = Number(cities.rows[0]?.count ?? 0);
  const partnerCount = partnerRows[0]?.count ?? 0;
  const total = SITE_PAGE_PATHS.length + stateSlugs.length + cityCount + partnerCount;
  const pagesPerSitemap = Math.max(1, Math.floor(urlsPerSitemap / LOCALES.length));
  return {
    sitePaths: SITE_PAGE_PATHS,
    stateSlugs,
    cityCount,
    partnerCount,
    total,
    urlsPerSitemap,
    pagesPerSitemap,
    pageCount: Math.max(1, Math.ceil(total / pagesPerSitemap)),
  };
}

const segment = encodeURIComponent;

/**
 * A page's sitemap entries: its English URL, then its French one, both naming the same alternates (en-US,
 * en-CA, fr-CA, x-default). A page with no French version (none today) is listed once.
 */
export function languageVersions(publicUrl: string, englishPath: string, lastmod?: Date): SitemapUrl[] {
  const alternates = alternateLinks(publicUrl, englishPath).map(({ hrefLang, href }) => ({ hrefLang, href }));
  const frenchPath = toFrenchPath(englishPath);
  const entry = (path: string): SitemapUrl => ({
    loc: absoluteUrl(publicUrl, path),
    ...(lastmod ? { lastmod } : {}),
    ...(alternates.length > 0 ? { alternates } : {}),
  });
  return frenchPath === null ? [entry(englishPath)] : [entry(englishPath), entry(frenchPath)];
}

/**
 * The URLs at positions [offset, offset + limit) of the sitemap's fixed order, in batches. The first
 * query of a segment skips to the offset; every following one continues after the last row (keyset).
 */
export async function* streamSitemapUrls(
  db: Database,
  layout: SitemapLayout,
  options: { publicUrl: string; offset?: number; limit?: number; batchSize?: number },
): AsyncGenerator<SitemapUrl[]> {
  const { publicUrl, batchSize = BATCH_SIZE } = options;
  let skip = Math.max(0, options.offset ?? 0);
  let left = Math.max(0, options.limit ?? layout.total);

  // The site's pages and the states come from the layout, in one piece.
  const fixedPaths = [...layout.sitePaths, ...layout.stateSlugs.map((slug) => `/state/${segment(slug)}`)];
  const fixed = fixedPaths.slice(skip, skip + left);
  if (fixed.length > 0) yield fixed.map((path) => ({ loc: absoluteUrl(publicUrl, path), path }));
  left -= fixed.length;
  skip = Math.max(0, skip - fixedPaths.length);

  // `as`: a plain annotation would let TypeScript narrow the loop's first read to `null` for good.
  let after = null as { stateSlug: string; citySlug: string } | null;
  while (left > 0 && skip < layout.cityCount) {
    const requested = Math.min(batchSize, left);
    const rows = await db
      .select({ stateSlug: partners.stateSlug, citySlug: partners.citySlug })
      .from(partners)
      .where(
        after
          ? and(listed, sql`(${partners.stateSlug}, ${partners.citySlug}) > (${after.stateSlug}, ${after.citySlug})`)
          : listed,
      )
      .groupBy(partners.stateSlug, partners.citySlug)
      .orderBy(asc(partners.stateSlug), asc(partners.citySlug))
      .offset(after ? 0 : skip)
      .limit(requested);
    if (rows.length > 0) {
      yield rows.map((row) => {
        const path = `/state/${segment(row.stateSlug)}/city/${segment(row.citySlug)}`;
        return { loc: absoluteUrl(publicUrl, path), path };
      });
    }
    left -= rows.length;
    // A short batch is the segment's last: no query just to find it empty.
    if (rows.length < requested) break;
    after = rows[rows.length - 1] ?? null;
  }
  // Cities before the offset were skipped by the query above, or all of them when it never ran.
  skip = Math.max(0, skip - layout.cityCount);

  let lastId = null as string | null;
  while (left > 0) {
    const requested = Math.min(batchSize, left);
    const rows = await db
      .select({
        id: partners.id,
        stateSlug: partners.stateSlug,
        citySlug: partners.citySlug,
        updatedAt: partners.updatedAt,
      })
      .from(partners)
      .where(lastId ? and(listed, sql`${partners.id} > ${lastId}`) : listed)
      .orderBy(asc(partners.id))
      .offset(lastId ? 0 : skip)
      .limit(requested);
    if (rows.length > 0) {
      yield rows.map((row) => {
        // The canonical partner URL (design §3: the city path), as partnerPath() builds it.
        const path = `/state/${segment(row.stateSlug)}/city/${segment(row.citySlug)}/${segment(row.id)}`;
        return { loc: absoluteUrl(publicUrl, path), path, lastmod: row.updatedAt };
      });
    }
    left -= rows.length;
    // A short batch is the segment's last: no query just to find it empty.
    if (rows.length < requested) break;
    lastId = rows[rows.length - 1]?.id ?? null;
  }
}
