import { useLingui } from '@lingui/react';
import { site } from '~/lib/site';
import { BrandMark } from '../brand-mark';
import { ExternalLink } from '../external-link';

const navLinkClass =
  'text-brand-800 hover:text-brand-900 hover:bg-brand-100 inline-flex min-h-11 items-center rounded-md px-3 font-medium';

/**
 * The site header's brand and main-site links in the page's language: a server section rendered once per
 * process and language (links are plain anchors). The language switch sits after it in the same row
 * (root.tsx), since it names the page being shown.
 */
export function SiteHeader({ homeHref }: { homeHref: string }) {
  const { i18n } = useLingui();
  return (
    <>
      <a href={homeHref} className="flex min-h-11 items-center gap-3 rounded-md">
        <BrandMark className="size-10 shrink-0" />
        <span className="flex flex-col leading-tight">
          <span className="text-ink font-serif text-xl font-semibold">{site.productName}</span>
          <span className="text-muted text-sm">{i18n._('header.directory')}</span>
        </span>
      </a>
      {/* The main-site links are secondary for a family on a phone; the page's own content comes first. */}
      <nav
        aria-label={i18n._('header.siteNav', { productName: site.productName })}
        className="hidden md:ml-auto md:block"
      >
        <ul className="flex items-center gap-1">
          <li>
            <ExternalLink i18n={i18n} href={site.links.home} hrefLang={site.linksLanguage} className={navLinkClass}>
              {i18n._('header.goToSite', { host: site.host })}
            </ExternalLink>
          </li>
          <li>
            <ExternalLink i18n={i18n} href={site.links.about} hrefLang={site.linksLanguage} className={navLinkClass}>
              {i18n._('header.about')}
            </ExternalLink>
          </li>
          <li>
            <ExternalLink i18n={i18n} href={site.links.contact} hrefLang={site.linksLanguage} className={navLinkClass}>
              {i18n._('header.contact')}
            </ExternalLink>
          </li>
        </ul>
      </nav>
    </>
  );
}
