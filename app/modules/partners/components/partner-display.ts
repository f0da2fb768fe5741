import { site } from '~/lib/site';
import { type DistanceUnit, formatDistance } from '~/modules/geo/distance-units';
import { publicPhone } from '../partner-formats';
import type { Partner } from '../partner.schema';

/*
 * Pure formatting rules of the partner card and detail page (spec §2 "Partner card", §9), kept apart from
 * the components so each rule is tested on its own.
 */

/** Spec §9: a card's description is cut at 200 characters plus '...'. */
export const CARD_DESCRIPTION_LIMIT = 200;

export function truncateText(text: string, limit: number = CARD_DESCRIPTION_LIMIT): string {
  if (text.length <= limit) return text;
  return `${text.slice(0, limit).trimEnd()}...`;
}

/** A website as people say it: no protocol, no www, no trailing slash ("https://www.x.com/" → "x.com"). */
export function websiteDisplay(url: string): string {
  return url
    .trim()
    .replace(/^[a-z][a-z\d+.-]*:\/\//i, '')
    .replace(/^www\./i, '')
    .replace(/\/+$/, '');
}

export type StarFill = 'full' | 'partial' | 'empty';

/** Spec §2: 5 stars, full for the integer part of the rating, a lighter one for a fraction. */
export function starBreakdown(rating: number): StarFill[] {
  const clamped = Math.min(5, Math.max(0, rating));
  const full = Math.floor(clamped);
  const hasFraction = clamped - full > 0;
  return Array.from({ length: 5 }, (_, index) => {
    if (index < full) return 'full';
    if (index === full && hasFraction) return 'partial';
    return 'empty';
  });
}

/**
 * A rating worth showing: a positive score backed by at least one review. A zero or missing rating means
 * the Google data has not been fetched yet (spec §2); a score with no reviews behind it (the admin form's
 * default of 5 with 0 reviews) is no rating either.
 */
export function hasGoogleRating(
  rating: number | null | undefined,
  reviewCount: number | null | undefined,
): rating is number {
  return (
    typeof rating === 'number' &&
    Number.isFinite(rating) &&
    rating > 0 &&
    typeof reviewCount === 'number' &&
    reviewCount > 0
  );
}

/**
 * What 'Featured' means, said wherever the word appears. True to how the flag works: the office sets it
 * (isPriority) and featured partners are shown first on state and city pages; nothing else follows from it.
 */
export const FEATURED_MEANING = `Featured partners are chosen by the ${site.productName} team to be shown first; being featured is not a rating or a review.`;

/** Spec §2: default rooftop count is 1. */
export function rooftopCount(locationCount: number | null | undefined): number {
  return typeof locationCount === 'number' && locationCount >= 1 ? Math.floor(locationCount) : 1;
}

/** The rooftop count in a family's words: '1 location', '3 locations'. */
export function locationsLabel(locationCount: number | null | undefined): string {
  const count = rooftopCount(locationCount);
  return `${count} ${count === 1 ? 'location' : 'locations'}`;
}

type AddressParts = Pick<Partner, 'address' | 'city' | 'state' | 'zipCode'>;

/** 'address, city, state zip' (spec §2 directions button). */
export function fullAddress(partner: AddressParts): string {
  return `${partner.address}, ${partner.city}, ${partner.state} ${partner.zipCode}`.trim();
}

/**
 * The address as a page in `locale` shows it. French writes the region in parentheses after the city, as the
 * OQLF does ("1250, rue Notre-Dame, Montréal (Québec) H2X 1Y4"); `stateName` is the region's name in French,
 * given by the server (regionNameIn), so the browser needs no table of names.
 */
export function localizedAddress(partner: AddressParts, locale: string, stateName: string = partner.state): string {
  if (locale !== 'fr') return fullAddress(partner);
  return `${partner.address}, ${partner.city} (${stateName}) ${partner.zipCode}`.trim();
}

/** A maps search for the partner's address: opens the maps app on a phone, maps in a browser elsewhere. */
export function mapsSearchUrl(partner: AddressParts): string {
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(fullAddress(partner))}`;
}

/**
 * A route to the partner (Google Maps directions from where the family is), not a search of the address:
 * opens the maps app's navigation on a phone, the route planner in a browser.
 */
export function mapsDirectionsUrl(partner: AddressParts): string {
  return `https://www.google.com/maps/dir/?api=1&destination=${encodeURIComponent(fullAddress(partner))}`;
}

/**
 * tel: link target: the digits (and a leading +) of the number, then the digits after it as an extension,
 * whatever word or sign comes between ("ext. 12", ", poste 12", "#3"): no list of those words to keep here.
 */
export function telHref(phone: string): string {
  const [, number = '', rest = ''] = /^([\d\s().+-]*)(.*)$/.exec(phone.trim()) ?? [];
  const extension = rest.replace(/\D/g, '');
  return `tel:${number.replace(/(?!^\+)\D/g, '')}${extension ? `;ext=${extension}` : ''}`;
}

/**
 * "N mi away" (or "N km away" near a Canadian position): tenths under 10, where they tell two nearby
 * partners apart ("0.4 mi away", "2 mi away"), whole numbers beyond ("37 mi away").
 */
export function distanceLabel(miles: number, unit: DistanceUnit = 'mi'): string {
  return `${formatDistance(miles, unit)} away`;
}

/** The canonical public URL path of a partner (design §3: the city-path URL). */
export function partnerPath(partner: Pick<Partner, 'id' | 'stateSlug' | 'citySlug'>): string {
  return `/state/${partner.stateSlug}/city/${partner.citySlug}/${partner.id}`;
}

/** What a partner card shows: the fields a page loader sends to the browser for each card. */
export type PartnerCardData = Pick<
  Partner,
  | 'id'
  | 'name'
  | 'address'
  | 'city'
  | 'state'
  | 'zipCode'
  | 'phone'
  | 'website'
  | 'description'
  | 'imageUrl'
  | 'locationCount'
  | 'googleRating'
  | 'googleReviewCount'
  | 'stateSlug'
  | 'citySlug'
>;

/**
 * Narrows a partner to its card fields, so a list page does not ship every partner's long description
 * and other unused fields in its hydration data (a city page's HTML is about half the size).
 */
export function toPartnerCardData(partner: Partner): PartnerCardData {
  return {
    id: partner.id,
    name: partner.name,
    address: partner.address,
    city: partner.city,
    state: partner.state,
    zipCode: partner.zipCode,
    // The import placeholder stays on the server: '' is "no phone" to the card.
    phone: publicPhone(partner.phone) ?? '',
    website: partner.website,
    description: partner.description,
    imageUrl: partner.imageUrl,
    locationCount: partner.locationCount,
    googleRating: partner.googleRating,
    googleReviewCount: partner.googleReviewCount,
    stateSlug: partner.stateSlug,
    citySlug: partner.citySlug,
  };
}
