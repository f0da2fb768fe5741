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

/** Google's extension for a page's language versions (`<xhtml:link rel="alternate" hreflang>`). */
const XHTML_NAMESPACE = 'http://www.w3.org/1999/xhtml';

export const URLSET_OPEN = `${XML_DECLARATION}<urlset xmlns="${SITEMAP_NAMESPACE}" xmlns:xhtml="${XHTML_NAMESPACE}">\n`;
export const URLSET_CLOSE = '</urlset>\n';
export const SITEMAP_INDEX_OPEN = `${XML_DECLARATION}<sitemapindex xmlns="${SITEMAP_NAMESPACE}">\n`;
export const SITEMAP_INDEX_CLOSE = '</sitemapindex>\n';

export interface SitemapUrl {
  /** Absolute URL, not yet escaped. */
  loc: string;
  /** The site path of `loc` (the English page), from which its French version is derived. */
  path?: string;
  /** Last modification, written as a W3C date (YYYY-MM-DD). */
  lastmod?: Date;
  /** The page's language versions, itself included (absolute URLs, not yet escaped). */
  alternates?: ReadonlyArray<{ hrefLang: string; href: string }>;
}

export function urlEntry({ loc, lastmod, alternates = [] }: SitemapUrl): string {
  const date = lastmod ? `<lastmod>${lastmod.toISOString().slice(0, 10)}</lastmod>` : '';
  const links = alternates
    .map(
      ({ hrefLang, href }) =>
        `<xhtml:link rel="alternate" hreflang="${escapeXml(hrefLang)}" href="${escapeXml(href)}"/>`,
    )
    .join('');
  return `<url><loc>${escapeXml(loc)}</loc>${date}${links}</url>\n`;
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
    'Disallow: /fr/outils-partenaires',
    'Disallow: /api/',
    '',
    `Sitemap: ${publicUrl.replace(/\/+$/, '')}/sitemap.xml`,
    '',
  ].join('\n');
}
