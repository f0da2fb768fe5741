/**
 * The brand in one place (design §3 Brand). The demo brand is fictional and neutral: change this file,
 * not the pages, to run the directory under another name.
 */
const host = 'solacestones.example';
const origin = `https://${host}`;

export const site = {
  productName: 'Solace Stones',
  /** The main company site the directory belongs to ('Go to {host}'). */
  host,
  origin,
  themeColor: '#8B7355',
  tagline:
    'Solace Stones transforms cremated remains into smooth, solidified memorial stones that families can hold, keep close and share.',
  claims: {
    families: '12,000+',
    onlyProvider: "America's ONLY provider of solidified remains",
  },
  /** The company site's language: its pages have no French version, and links to them from French pages say so. */
  linksLanguage: 'en',
  links: {
    home: `${origin}/`,
    about: `${origin}/about`,
    contact: `${origin}/contact`,
    reviews: `${origin}/reviews`,
    becomePartner: `${origin}/become-a-partner`,
    order: `${origin}/order`,
  },
  social: {
    facebook: 'https://www.facebook.com/solacestones.example',
    instagram: 'https://www.instagram.com/solacestones.example',
    linkedin: 'https://www.linkedin.com/company/solacestones-example',
  },
  copyright: {
    // Spec §9: copyright range 2019-2025.
    years: '2019-2025',
    statement: 'Solace Stones is a public benefit corporation.',
  },
} as const;

/** The fixed source value outbound links carry, naming this site (spec §2 Header and footer). */
export const OUTBOUND_SOURCE = 'partner-directory';

/**
 * Adds `utm_source=partner-directory` to an outbound link so the main site can tell visits from the
 * directory apart. Existing parameters and the fragment are kept; a link that is not a valid absolute
 * URL is returned unchanged (the spec's rule, and safer than guessing what it meant).
 */
export function withOutboundSource(url: string): string {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return url;
  }
  parsed.searchParams.set('utm_source', OUTBOUND_SOURCE);
  return parsed.toString();
}
