import type { MetaDescriptor } from 'react-router';
import { site } from '~/lib/site';
import { stripBidiControls, stripBidiControlsDeep } from '~/lib/unicode';
import { DEFAULT_LOCALE, HTML_LANG, isLocale, type Locale } from '~/modules/i18n/locales';
import { languageAlternates } from '~/modules/i18n/alternates';
import { absoluteUrl } from './absolute-url';
import type { JsonLd } from './json-ld';

/** The site-wide sharing image (public/og-image.jpg, 1200x630). */
export const DEFAULT_OG_IMAGE = { path: '/og-image.jpg', width: 1200, height: 630 } as const;

/** What a route's `meta` receives as `matches`, narrowed to what this helper reads. */
type MetaMatchLike = { id: string; loaderData?: unknown } | undefined;

export interface PageMetaOptions {
  title: string;
  description: string;
  /**
   * The ENGLISH path of the page's canonical URL ("/state/texas"), whatever the page's language: the
   * French page's canonical and both pages' hreflang alternates are derived from it (decision 033).
   * Omitted for pages with no canonical (the 404).
   */
  path?: string;
  /**
   * The French address of `path`, when the page's canonical is not the address asked for (a partner reached by
   * id): a loader gives `localizedPath(path, 'fr')`. Otherwise the root loader's data has it.
   */
  frenchPath?: string | null;
  /**
   * Admin, partner-tools and not-found pages stay out of search indexes (spec §2): `true` is
   * 'noindex, nofollow'. `'follow'` keeps the page out of the index but lets crawlers follow its links
   * (search pages without results: thin, yet they link to real partner pages; decision 005).
   */
  noindex?: boolean | 'follow';
  /** A site path or absolute URL for og:image; the site image when omitted. */
  image?: string;
  imageAlt?: string;
  type?: 'website' | 'article' | 'profile';
  jsonLd?: JsonLd | JsonLd[];
}

/** The root loader's data, as any route's meta sees it (absent when the root loader itself failed). */
function rootDataFrom(matches: readonly MetaMatchLike[]): Record<string, unknown> | null {
  const rootData = matches.find((match) => match?.id === 'root')?.loaderData;
  return rootData && typeof rootData === 'object' ? (rootData as Record<string, unknown>) : null;
}

/**
 * The root loader's `publicUrl` (env PUBLIC_URL). Canonical and sharing URLs come from configuration,
 * never the request's Host header, which a client controls (cache poisoning, design §1).
 */
export function publicUrlFrom(matches: readonly MetaMatchLike[]): string {
  const publicUrl = rootDataFrom(matches)?.publicUrl;
  return typeof publicUrl === 'string' ? publicUrl : '';
}

/**
 * The directory's name in the page's language ("Répertoire des partenaires …"), from the root loader; in
 * English without it.
 */
export function siteNameFrom(matches: readonly MetaMatchLike[]): string {
  const siteName = rootDataFrom(matches)?.siteName;
  return typeof siteName === 'string' ? siteName : `${site.productName} Partner Directory`;
}

/** The page's language, as the root loader read it from the address (English when there is no root data). */
export function localeFrom(matches: readonly MetaMatchLike[]): Locale {
  const locale = rootDataFrom(matches)?.locale;
  return isLocale(locale) ? locale : DEFAULT_LOCALE;
}

/**
 * The French addresses of the page's English paths, as the root loader computed them for this request
 * (`languagePaths`): the region table that makes them stays on the server. A path not there has no French
 * version here (admin, tools), or is not the page's own address.
 */
export function frenchPathFrom(matches: readonly MetaMatchLike[], englishPath: string): string | null {
  const paths = rootDataFrom(matches)?.languagePaths as Record<string, unknown> | null | undefined;
  const french = paths?.[englishPath];
  return typeof french === 'string' ? french : null;
}

/** Open Graph's locale names (language_TERRITORY). */
const OG_LOCALE: Record<Locale, string> = { en: 'en_US', fr: 'fr_CA' };
const ogLocale = (hrefLang: string) => hrefLang.replace('-', '_');

/** Structured data nodes that describe a page or the site, which say their language. */
const PAGE_NODE_TYPES = new Set(['WebSite', 'WebPage', 'FAQPage', 'CollectionPage', 'ItemPage', 'AboutPage']);

function withLanguage(node: JsonLd, locale: Locale): JsonLd {
  const type = (node as { '@type'?: unknown })['@type'];
  if (typeof type !== 'string' || !PAGE_NODE_TYPES.has(type) || 'inLanguage' in node) return node;
  return { ...node, inLanguage: HTML_LANG[locale] };
}

/**
 * Every route's `meta` goes through here, so no page forgets its canonical, sharing tags or colour. Titles,
 * descriptions and JSON-LD are built from partner and FAQ names: bidirectional controls in them are dropped,
 * so a name cannot reorder the title a browser tab, a search result or a shared link shows.
 */
export function pageMeta(matches: readonly MetaMatchLike[], input: PageMetaOptions): MetaDescriptor[] {
  const options: PageMetaOptions = {
    ...input,
    title: stripBidiControls(input.title),
    description: stripBidiControls(input.description),
    ...(input.imageAlt === undefined ? {} : { imageAlt: stripBidiControls(input.imageAlt) }),
    ...(input.jsonLd === undefined ? {} : { jsonLd: stripBidiControlsDeep(input.jsonLd) }),
  };
  const publicUrl = publicUrlFrom(matches);
  const locale = localeFrom(matches);
  // Each language version is its own canonical; a page with no French version keeps its English one.
  const frenchPath =
    options.path === undefined
      ? null
      : options.frenchPath !== undefined
        ? options.frenchPath
        : frenchPathFrom(matches, options.path);
  const canonicalPath = locale === 'fr' && frenchPath !== null ? frenchPath : options.path;
  const canonical = canonicalPath === undefined ? undefined : absoluteUrl(publicUrl, canonicalPath);
  const alternates = options.path === undefined ? [] : languageAlternates(publicUrl, options.path, frenchPath);
  const image = /^https?:\/\//.test(options.image ?? '')
    ? (options.image as string)
    : absoluteUrl(publicUrl, options.image ?? DEFAULT_OG_IMAGE.path);
  const siteName = siteNameFrom(matches);
  const imageAlt = options.imageAlt ?? siteName;

  const descriptors: MetaDescriptor[] = [
    { title: options.title },
    { name: 'description', content: options.description },
    { name: 'theme-color', content: site.themeColor },
    { property: 'og:site_name', content: siteName },
    { property: 'og:type', content: options.type ?? 'website' },
    { property: 'og:locale', content: OG_LOCALE[locale] },
    { property: 'og:title', content: options.title },
    { property: 'og:description', content: options.description },
    { property: 'og:image', content: image },
    { property: 'og:image:alt', content: imageAlt },
    { name: 'twitter:card', content: 'summary_large_image' },
    { name: 'twitter:title', content: options.title },
    { name: 'twitter:description', content: options.description },
    { name: 'twitter:image', content: image },
  ];
  if (!options.image) {
    descriptors.push(
      { property: 'og:image:width', content: String(DEFAULT_OG_IMAGE.width) },
      { property: 'og:image:height', content: String(DEFAULT_OG_IMAGE.height) },
    );
  }
  if (canonical) {
    descriptors.push(
      { tagName: 'link', rel: 'canonical', href: canonical },
      { property: 'og:url', content: canonical },
    );
  }
  // Both versions list the same alternates (itself included); only pages with a French version have any.
  // Open Graph names the other locales the same links serve (en_CA shares the English address).
  const ogAlternates = [
    ...new Set(alternates.filter((link) => link.hrefLang !== 'x-default').map((link) => ogLocale(link.hrefLang))),
  ].filter((name) => name !== OG_LOCALE[locale]);
  descriptors.push(
    ...ogAlternates.map((content) => ({ property: 'og:locale:alternate', content })),
    ...alternates.map((link) => ({ ...link })),
  );
  if (options.noindex) {
    descriptors.push({
      name: 'robots',
      content: options.noindex === 'follow' ? 'noindex, follow' : 'noindex, nofollow',
    });
  }
  for (const node of [options.jsonLd ?? []].flat()) descriptors.push({ 'script:ld+json': withLanguage(node, locale) });
  return descriptors;
}

/** Admin screens: title 'Admin - {section}', never indexed (spec §2). */
export function adminPageMeta(matches: readonly MetaMatchLike[], section: string, path: string): MetaDescriptor[] {
  return pageMeta(matches, {
    title: `Admin - ${section}`,
    description: `${site.productName} Partner Directory administration: ${section}.`,
    path,
    noindex: true,
  });
}

/**
 * The home page's WebSite node with the site search action (spec §2: /search?q={term}), at the addresses of
 * the page's language (/fr, /fr/recherche). `name`: the site's name in that language (the loader's message).
 */
export function websiteJsonLd(
  publicUrl: string,
  locale: Locale = DEFAULT_LOCALE,
  name = `${site.productName} Partner Directory`,
): JsonLd {
  const [home, search] = locale === 'fr' ? ['/fr', '/fr/recherche'] : ['/', '/search'];
  return {
    '@context': 'https://schema.org',
    '@type': 'WebSite',
    name,
    url: absoluteUrl(publicUrl, home),
    inLanguage: HTML_LANG[locale],
    potentialAction: {
      '@type': 'SearchAction',
      target: {
        '@type': 'EntryPoint',
        urlTemplate: `${absoluteUrl(publicUrl, search)}?q={search_term_string}`,
      },
      'query-input': 'required name=search_term_string',
    },
  };
}
