import { HTML_LANG } from './locales';

/*
 * A page's hreflang alternates from its two addresses, already known. Light on purpose (no region table):
 * page `meta` runs in the browser too, and gets the French address from the root loader's data.
 */

/** A `<link rel="alternate" hreflang>` as a React Router meta descriptor. */
export interface AlternateLink {
  tagName: 'link';
  rel: 'alternate';
  hrefLang: string;
  href: string;
}

function absolute(publicUrl: string, path: string): string {
  return `${publicUrl.replace(/\/+$/, '')}${path}`;
}

/** en-US, en-CA and x-default → the English URL, fr-CA → the French one; none without a French version. */
export function languageAlternates(publicUrl: string, englishPath: string, frenchPath: string | null): AlternateLink[] {
  if (frenchPath === null) return [];
  const english = absolute(publicUrl, englishPath);
  const link = (hrefLang: string, href: string): AlternateLink => ({
    tagName: 'link',
    rel: 'alternate',
    hrefLang,
    href,
  });
  return [
    link('en-US', english),
    link('en-CA', english),
    link(HTML_LANG.fr, absolute(publicUrl, frenchPath)),
    link('x-default', english),
  ];
}
