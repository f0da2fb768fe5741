import { Link } from 'react-router';
import { site } from '~/lib/site';
import { BrandMark } from '../brand-mark';
import { Container } from '../container';
import { ExternalLink } from '../external-link';
import { FacebookIcon, InstagramIcon, LinkedInIcon } from '../social-icons';

type FooterLink = { label: string; to: string } | { label: string; href: string };

const columns: Array<{ heading: string; links: FooterLink[] }> = [
  {
    heading: 'For Families',
    links: [
      // The directory's own page; the others are on the main company site.
      { label: 'FAQ', to: '/faq' },
      { label: 'Reviews', href: site.links.reviews },
    ],
  },
  { heading: 'Partners', links: [{ label: 'Become a Partner', href: site.links.becomePartner }] },
  { heading: 'Support', links: [{ label: 'Contact Us', href: site.links.contact }] },
];

const footerLink = 'inline-flex min-h-11 items-center underline-offset-4 hover:text-white hover:underline';

const socialLinks = [
  { label: 'Facebook', href: site.social.facebook, Icon: FacebookIcon },
  { label: 'Instagram', href: site.social.instagram, Icon: InstagramIcon },
  { label: 'LinkedIn', href: site.social.linkedin, Icon: LinkedInIcon },
];

export function SiteFooter() {
  return (
    <footer className="bg-brand-900 text-brand-100 mt-16">
      <Container className="grid grid-cols-2 gap-x-6 gap-y-8 py-12 md:grid-cols-[1.4fr_repeat(3,1fr)] md:gap-10">
        <div className="col-span-2 max-w-sm md:col-span-1">
          <p className="flex items-center gap-3">
            <BrandMark className="size-9 shrink-0" />
            <span className="font-serif text-xl font-semibold text-white">{site.productName}</span>
          </p>
          <p className="mt-4 text-base">{site.tagline}</p>
        </div>
        {columns.map((column) => (
          <nav key={column.heading} aria-label={column.heading}>
            <h2 className="font-sans text-sm font-semibold tracking-wider text-white uppercase">{column.heading}</h2>
            <ul className="mt-3 space-y-1">
              {column.links.map((link) => (
                <li key={link.label}>
                  {'to' in link ? (
                    <Link to={link.to} className={footerLink}>
                      {link.label}
                    </Link>
                  ) : (
                    <ExternalLink href={link.href} className={footerLink}>
                      {link.label}
                    </ExternalLink>
                  )}
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </Container>
      <div className="border-brand-700 border-t">
        <Container className="flex flex-col gap-4 py-6 text-sm sm:flex-row sm:items-center sm:justify-between">
          <p>
            © {site.copyright.years} {site.productName}. All rights reserved. {site.copyright.statement}{' '}
            <a href="/privacy" className="inline-block min-h-6 underline underline-offset-4 hover:text-white">
              Privacy
            </a>
          </p>
          <ul className="flex gap-2" aria-label="Social media">
            {socialLinks.map(({ label, href, Icon }) => (
              <li key={label}>
                <ExternalLink
                  href={href}
                  aria-label={`${site.productName} on ${label}`}
                  className="hover:bg-brand-800 inline-flex size-11 items-center justify-center rounded-full hover:text-white"
                >
                  <Icon className="size-5" />
                </ExternalLink>
              </li>
            ))}
          </ul>
        </Container>
      </div>
    </footer>
  );
}
