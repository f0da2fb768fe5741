import { useLingui } from '@lingui/react';
import { site } from '~/lib/site';
import { BrandMark } from '../brand-mark';
import { Container } from '../container';
import { FacebookIcon, InstagramIcon, LinkedInIcon } from '../social-icons';
import { ExternalLink } from '../external-link';

// A block of text, not a flex row: a label that wraps keeps its language mark after its last word.
const footerLink = 'inline-block py-2.5 underline-offset-4 hover:text-white hover:underline';

const socialLinks = [
  { label: 'Facebook', href: site.social.facebook, Icon: FacebookIcon },
  { label: 'Instagram', href: site.social.instagram, Icon: InstagramIcon },
  { label: 'LinkedIn', href: site.social.linkedin, Icon: LinkedInIcon },
];

/** The site footer in the page's language (a server section). */
export interface SiteFooterProps {
  /** The directory's own FAQ and privacy pages, in the page's language where they have an address in it. */
  faqHref: string;
  privacyHref: string;
}

export function SiteFooter({ faqHref, privacyHref }: SiteFooterProps) {
  const { i18n } = useLingui();
  const productName = site.productName;
  const columns = [
    {
      heading: i18n._('footer.forFamilies'),
      links: [
        { label: i18n._('footer.faq'), to: faqHref },
        { label: i18n._('footer.reviews'), href: site.links.reviews },
      ],
    },
    {
      heading: i18n._('footer.partners'),
      links: [{ label: i18n._('footer.becomePartner'), href: site.links.becomePartner }],
    },
    { heading: i18n._('footer.support'), links: [{ label: i18n._('footer.contactUs'), href: site.links.contact }] },
  ];
  return (
    <footer className="bg-brand-900 text-brand-100 mt-16">
      <Container className="grid grid-cols-2 gap-x-6 gap-y-8 py-12 md:grid-cols-[1.4fr_repeat(3,1fr)] md:gap-10">
        <div className="col-span-2 max-w-sm md:col-span-1">
          <p className="flex items-center gap-3">
            <BrandMark className="size-9 shrink-0" />
            <span className="font-serif text-xl font-semibold text-white">{productName}</span>
          </p>
          <p className="mt-4 text-base">{i18n._('footer.tagline', { productName })}</p>
        </div>
        {columns.map((column) => (
          <nav key={column.heading} aria-label={column.heading}>
            <h2 className="font-sans text-sm font-semibold tracking-wider text-white uppercase">{column.heading}</h2>
            <ul className="mt-3 space-y-1">
              {column.links.map((link) => (
                <li key={link.label}>
                  {'to' in link ? (
                    <a href={link.to} className={footerLink}>
                      {link.label}
                    </a>
                  ) : (
                    <ExternalLink i18n={i18n} href={link.href} hrefLang={site.linksLanguage} className={footerLink}>
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
            {i18n._('footer.copyright', { years: site.copyright.years, productName })}{' '}
            <a href={privacyHref} className="inline-block min-h-6 underline underline-offset-4 hover:text-white">
              {i18n._('footer.privacy')}
            </a>
          </p>
          <ul className="flex gap-2" aria-label={i18n._('footer.socialMedia')}>
            {socialLinks.map(({ label, href, Icon }) => (
              <li key={label}>
                <ExternalLink
                  i18n={i18n}
                  href={href}
                  aria-label={i18n._('footer.onNetwork', { productName, network: label })}
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
