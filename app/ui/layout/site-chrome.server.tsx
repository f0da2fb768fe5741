import { renderToStaticMarkup } from 'react-dom/server';
import { SITE_FOOTER_ID, SITE_HEADER_ID } from './site-chrome';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';

let siteChrome: Readonly<Record<string, string>> | undefined;

/**
 * The header and footer as HTML, rendered once per process: they depend on configuration only (lib/site).
 * entry.server.tsx hands them to every page through ServerHtmlContext.
 */
export function siteChromeHtml(): Readonly<Record<string, string>> {
  siteChrome ??= {
    [SITE_HEADER_ID]: renderToStaticMarkup(<SiteHeader />),
    [SITE_FOOTER_ID]: renderToStaticMarkup(<SiteFooter />),
  };
  return siteChrome;
}
