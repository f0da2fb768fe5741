import { site } from '~/lib/site';
import type { Locale } from '~/modules/i18n/locales';

/*
 * The "Authorized partner" badge a partner puts on its own website: a static SVG image (no script, no
 * fonts or images fetched, nothing that tracks) and the snippet that links it to the listing.
 */

export const BADGE_WIDTH = 200;
export const BADGE_HEIGHT = 56;

/** The badge in the portal's language: `/badge/{id}.svg`, in French `/fr/badge/{id}.svg`. */
export function badgePath(partnerId: string, locale: Locale = 'en'): string {
  return `${locale === 'fr' ? '/fr' : ''}/badge/${partnerId}.svg`;
}

function escapeXml(text: string): string {
  return text.replace(/[<>&"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

/** The badge's words in one language, from the catalogues: "Authorized partner" / "Partenaire autorisé". */
export interface BadgeWords {
  title: string;
  /** What it says to a screen reader, the brand included: "Solace Stones authorized partner". */
  label: string;
}

/**
 * The badge image: the same bytes for every partner of a language, so caches share them; the id only says it
 * is listed. "Partenaire autorisé" is about 131 px in bold Arial, and fits where "Authorized partner" does.
 */
export function badgeSvg({ title, label }: BadgeWords): string {
  const brand = escapeXml(site.productName);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${BADGE_WIDTH}" height="${BADGE_HEIGHT}" viewBox="0 0 ${BADGE_WIDTH} ${BADGE_HEIGHT}" role="img" aria-label="${escapeXml(label)}">
<rect x="0.5" y="0.5" width="${BADGE_WIDTH - 1}" height="${BADGE_HEIGHT - 1}" rx="8" fill="#ffffff" stroke="${site.themeColor}"/>
<circle cx="28" cy="28" r="15" fill="${site.themeColor}"/>
<path d="M21 28.5l5 5 9-10" fill="none" stroke="#ffffff" stroke-width="3" stroke-linecap="round" stroke-linejoin="round"/>
<text x="52" y="25" font-family="Helvetica, Arial, sans-serif" font-size="14" font-weight="700" fill="#2d2418">${escapeXml(title)}</text>
<text x="52" y="42" font-family="Helvetica, Arial, sans-serif" font-size="12" fill="#5c4d3c">${brand}</text>
</svg>`;
}

/** What the partner pastes into its site: the image (in `locale`, with its `alt`) inside a plain link to its listing. */
export function badgeSnippet({
  publicUrl,
  partnerId,
  listingPath,
  alt,
  locale = 'en',
}: {
  publicUrl: string;
  partnerId: string;
  listingPath: string;
  alt: string;
  locale?: Locale;
}): string {
  return `<a href="${escapeXml(publicUrl + listingPath)}"><img src="${escapeXml(publicUrl + badgePath(partnerId, locale))}" alt="${escapeXml(alt)}" width="${BADGE_WIDTH}" height="${BADGE_HEIGHT}"></a>`;
}
