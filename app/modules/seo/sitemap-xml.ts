/*
 * The text of sitemap.xml and robots.txt (sitemaps.org protocol 0.9), as pure functions: the service
 * decides which URLs, these decide how they are written.
 */

/** sitemaps.org: at most 50,000 URLs (and 50 MB) per sitemap file; a larger site needs an index. */
export const MAX_URLS_PER_SITEMAP = 50_000;

/** XML character data and attribute values: the five predefined entities (sitemaps.org "Entity escaping"). */
export function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => XML_ENTITIES[character] ?? character);
}

const XML_ENTITIES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
};

const XML_DECLARATION = '<?xml version="1.0" encoding="UTF-8"?>\n';
const SITEMAP_NAMESPACE = 'http://www.sitemaps.org/schemas/sitemap/0.9';

export const URLSET_OPEN = `${XML_DECLARATION}<urlset xmlns="${SITEMAP_NAMESPACE}">\n`;
export const URLSET_CLOSE = '</urlset>\n';
export const SITEMAP_INDEX_OPEN = `${XML_DECLARATION}<sitemapindex xmlns="${SITEMAP_NAMESPACE}">\n`;
export const SITEMAP_INDEX_CLOSE = '</sitemapindex>\n';

export interface SitemapUrl {
  /** Absolute URL, not yet escaped. */
  loc: string;
  /** Last modification, written as a W3C date (YYYY-MM-DD). */
  lastmod?: Date;
}

export function urlEntry({ loc, lastmod }: SitemapUrl): string {
  const date = lastmod ? `<lastmod>${lastmod.toISOString().slice(0, 10)}</lastmod>` : '';
  return `<url><loc>${escapeXml(loc)}</loc>${date}</url>\n`;
}

export function sitemapEntry(loc: string): string {
  return `<sitemap><loc>${escapeXml(loc)}</loc></sitemap>\n`;
}

/**
 * robots.txt (design §3 SEO): the admin area and partner tools stay out of crawlers' way (they are
 * noindex too), and so does the JSON API; the sitemap is named with the configured public origin.
 * Search pages are not disallowed on purpose: those that found partners are indexed, and a crawler must fetch
 * the others to see their noindex (decision 005).
 */
export function robotsTxt(publicUrl: string): string {
  return [
    'User-agent: *',
    'Disallow: /admin',
    'Disallow: /partner-tools',
    'Disallow: /api/',
    '',
    `Sitemap: ${publicUrl.replace(/\/+$/, '')}/sitemap.xml`,
    '',
  ].join('\n');
}
