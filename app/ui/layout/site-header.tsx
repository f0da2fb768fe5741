import { site } from '~/lib/site';
import { BrandMark } from '../brand-mark';
import { Container } from '../container';
import { ExternalLink } from '../external-link';

const navLinkClass =
  'text-brand-800 hover:text-brand-900 hover:bg-brand-100 inline-flex min-h-11 items-center rounded-md px-3 font-medium';

export function SiteHeader() {
  return (
    <header className="border-line border-b bg-white/95">
      <Container className="flex min-h-16 items-center justify-between gap-4 py-2">
        {/* A plain link: the header is rendered on the server only (a server section: ServerHtml routes it). */}
        <a href="/" className="flex min-h-11 items-center gap-3 rounded-md">
          <BrandMark className="size-10 shrink-0" />
          <span className="flex flex-col leading-tight">
            <span className="text-ink font-serif text-xl font-semibold">{site.productName}</span>
            <span className="text-muted text-sm">Partner Directory</span>
          </span>
        </a>
        {/* The main-site links are secondary for a family on a phone; the page's own content comes first. */}
        <nav aria-label={`${site.productName} website`} className="hidden md:block">
          <ul className="flex items-center gap-1">
            <li>
              <ExternalLink href={site.links.home} className={navLinkClass}>
                Go to {site.host}
              </ExternalLink>
            </li>
            <li>
              <ExternalLink href={site.links.about} className={navLinkClass}>
                About
              </ExternalLink>
            </li>
            <li>
              <ExternalLink href={site.links.contact} className={navLinkClass}>
                Contact
              </ExternalLink>
            </li>
          </ul>
        </nav>
      </Container>
    </header>
  );
}
