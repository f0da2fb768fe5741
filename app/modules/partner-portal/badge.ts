import { site } from '~/lib/site';

/*
 * The "Authorized partner" badge a partner puts on its own website: a static SVG image (no script, no
 * fonts or images fetched, nothing that tracks) and the snippet that links it to the listing.
 */

export const BADGE_WIDTH = 200;
export const BADGE_HEIGHT = 56;

export function badgePath(partnerId: string): string {
  return `/badge/${partnerId}.svg`;
}

function escapeXml(text: string): string {
  return text.replace(/[<>&"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

/** The badge image: the same bytes for every partner, so caches share it; the id only says it is listed. */
export function badgeSvg(): string {
  const brand = escapeXml(site.productName);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${BADGE_WIDTH}" height="${BADGE_HEIGHT}" viewBox="0 0 ${BADGE_WIDTH} ${BADGE_HEIGHT}" role="img" aria-label="${brand} authorized partner">
<rect x="0.5" y="0.5" width="${BADGE_WIDTH - 1}" height="${BADGE_HEIGHT - 1}" rx="8" fill="#ffffff" stroke="${site.themeColor}"/>
<circle cx="28" cy="28" r="15" fill="${site.themeColor}"/>
<path d="M21 28.5l5 5 9-10" fill="none" stroke="#ffffff" stroke-width="3" stroke-linecap="round" stroke-linejoin="round"/>
<text x="52" y="25" font-family="Helvetica, Arial, sans-serif" font-size="14" font-weight="700" fill="#2d2418">Authorized partner</text>
<text x="52" y="42" font-family="Helvetica, Arial, sans-serif" font-size="12" fill="#5c4d3c">${brand}</text>
</svg>`;
}

/** What the partner pastes into its site: the image inside a plain link to its listing. */
export function badgeSnippet({
  publicUrl,
  partnerId,
  listingPath,
}: {
  publicUrl: string;
  partnerId: string;
  listingPath: string;
}): string {
  const alt = escapeXml(`${site.productName} authorized partner`);
  return `<a href="${escapeXml(publicUrl + listingPath)}"><img src="${escapeXml(publicUrl + badgePath(partnerId))}" alt="${alt}" width="${BADGE_WIDTH}" height="${BADGE_HEIGHT}"></a>`;
}
