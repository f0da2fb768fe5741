import type { AppLoadContext } from 'react-router';
import { renderOnce, serverSections } from './server-section.server';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';

// Rendered once per process: they depend on configuration only (lib/site).
const header = renderOnce(() => <SiteHeader />);
const footer = renderOnce(() => <SiteFooter />);

/** The site header and footer as server sections of the root route (root.tsx places them). */
export function siteChromeSections(context: Pick<AppLoadContext, 'documentHtml'>) {
  return serverSections(context, { header, footer });
}
