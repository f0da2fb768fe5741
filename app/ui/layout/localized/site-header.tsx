import { useLingui } from '@lingui/react';
import type { ReactNode } from 'react';
import { site } from '~/lib/site';
import { BrandMark } from '../../brand-mark';
import { Container } from '../../container';
import { ExternalLink } from './external-link';

const navLinkClass =
  'text-brand-800 hover:text-brand-900 hover:bg-brand-100 inline-flex min-h-11 items-center rounded-md px-3 font-medium';

export interface SiteHeaderProps {
  /** The home page of the page's language ("/" or "/fr"). */
  homeHref: string;
  /** The language switch (LanguageSwitch), shown at every width: a family on a phone must find it. */
  languageSwitch?: ReactNode;
}

/** The site header in the page's language (a server section; links are plain anchors). */
export function SiteHeader({ homeHref, languageSwitch }: SiteHeaderProps) {
  const { i18n } = useLingui();
  return (
    <header className="border-line border-b bg-white/95">
      <Container className="flex min-h-16 flex-wrap items-center justify-between gap-x-4 gap-y-1 py-2">
        <a href={homeHref} className="flex min-h-11 items-center gap-3 rounded-md">
          <BrandMark className="size-10 shrink-0" />
          <span className="flex flex-col leading-tight">
            <span className="text-ink font-serif text-xl font-semibold">{site.productName}</span>
            <span className="text-muted text-sm">{i18n._('header.directory')}</span>
          </span>
        </a>
        <div className="flex items-center gap-1">
          {/* The main-site links are secondary for a family on a phone; the page's own content comes first. */}
          <nav aria-label={i18n._('header.siteNav', { productName: site.productName })} className="hidden md:block">
            <ul className="flex items-center gap-1">
              <li>
                <ExternalLink href={site.links.home} className={navLinkClass}>
                  {i18n._('header.goToSite', { host: site.host })}
                </ExternalLink>
              </li>
              <li>
                <ExternalLink href={site.links.about} className={navLinkClass}>
                  {i18n._('header.about')}
                </ExternalLink>
              </li>
              <li>
                <ExternalLink href={site.links.contact} className={navLinkClass}>
                  {i18n._('header.contact')}
                </ExternalLink>
              </li>
            </ul>
          </nav>
          {languageSwitch}
        </div>
      </Container>
    </header>
  );
}
