import type { I18n } from '@lingui/core';
import { site } from '~/lib/site';
import { abbreviationFor } from '~/modules/geo/regions';
import { HTML_LANG, isLocale, type Locale } from '~/modules/i18n/locales';
import { localizedText } from '~/modules/i18n/localized-content';
import { cityArgs } from '~/modules/i18n/name-grammar';
import { localizedPath } from '~/modules/i18n/localized-paths';
import { frenchRegionForEnglishSlug } from '~/modules/i18n/regions-fr';
import { partnerPath } from '~/modules/partners/components/partner-display';
import { localizedServices } from '~/modules/partners/components/partner-detail-display';
import { closureNoteText } from '~/modules/partners/closure-notes';
import { localDate, upcomingClosures } from '~/modules/partners/closures';
import { DAY_NAMES, MINUTES_PER_DAY, parseOpeningHours, partnerTimeZone } from '~/modules/partners/opening-hours';
import { publicPhone } from '~/modules/partners/partner-formats';
import type { Partner } from '~/modules/partners/partner.schema';
import { absoluteUrl } from './absolute-url';
import { type BreadcrumbItem, breadcrumbsForPath } from './breadcrumbs';
import type { JsonLd } from './json-ld';

/*
 * What a search engine and a shared link see of a partner page (spec §2 "Page metadata", design §3 SEO).
 * Pure builders over the public partner shape, so the rules are tested without rendering a page.
 */

/** Spec §9: the partner page's meta description is at most 160 characters. */
export const PARTNER_DESCRIPTION_LIMIT = 160;
/** Spec §2 partner structured data: service radius 50,000 metres. */
export const SERVICE_RADIUS_METRES = 50_000;

type TitleFields = Pick<Partner, 'name' | 'city' | 'state' | 'stateSlug'>;

/** The region's name in the page's language: "Québec", "Colombie-Britannique" on a French page. */
function stateName(partner: Pick<Partner, 'state' | 'stateSlug'>, i18n: I18n): string {
  if (i18n.locale !== 'fr') return partner.state;
  return frenchRegionForEnglishSlug(partner.stateSlug)?.name ?? partner.state;
}

/** Spec §2: '{name} - {city}, {state} | Cremation Services', in the page's language. */
export function partnerPageTitle(partner: TitleFields, i18n: I18n): string {
  return i18n._('partner.title', { name: partner.name, city: partner.city, state: stateName(partner, i18n) });
}

/**
 * Cuts text to at most `limit` characters: at a word boundary when one is near, with an ellipsis
 * (counted in the limit) when anything was cut.
 */
export function cutText(text: string, limit: number): string {
  // No-break spaces stay: French typography puts them before a colon and inside « ».
  const clean = text.replace(/[^\S\u00a0\u202f]+/g, ' ').trim();
  if (clean.length <= limit) return clean;
  const room = clean.slice(0, limit - 1);
  const lastSpace = room.lastIndexOf(' ');
  const cut = lastSpace >= limit * 0.75 ? room.slice(0, lastSpace) : room;
  return `${cut.replace(/[\s,;:.–-]+$/, '')}…`;
}

/** 'A', 'A and B' from the first two services offered (spec §2), or '' when none are listed. */
export function leadingServices(services: readonly string[], i18n: I18n): string {
  const [first, second] = services.map((service) => service.trim()).filter(Boolean);
  if (!first) return '';
  if (!second) return first;
  // Mid-sentence, French writes a common noun in lower case: « Crémation directe et funérailles traditionnelles ».
  const next = i18n.locale === 'fr' ? lowerCaseCommonNoun(second) : second;
  return i18n._('partner.description.twoServices', { first, second: next });
}

/** « Funérailles traditionnelles » → « funérailles traditionnelles »; an acronym (« VA », « BC ») stays. */
function lowerCaseCommonNoun(text: string): string {
  return /^\p{Lu}\p{Ll}/u.test(text) ? text.charAt(0).toLowerCase() + text.slice(1) : text;
}

/**
 * Spec §2: the description is cut to 160 characters and mentions the first 2 services offered. The
 * services lead, so a long business name cannot push them past the cut; the partner's own short
 * description fills the rest. Only the partner's words in the page's language: a French search result
 * reads one language, so a partner without French text is described by the catalogue's sentence alone.
 */
export function partnerMetaDescription(
  partner: Pick<
    Partner,
    'name' | 'city' | 'state' | 'stateSlug' | 'description' | 'descriptionFr' | 'servicesOffered' | 'servicesOfferedFr'
  >,
  i18n: I18n,
): string {
  const locale = isLocale(i18n.locale) ? i18n.locale : 'en';
  const offered = localizedServices(partner, locale);
  const services = offered.lang === locale ? leadingServices(offered.services, i18n) : '';
  const where = { name: partner.name, ...cityArgs(locale, partner.city), state: stateName(partner, i18n) };
  const lead = services
    ? i18n._('partner.description.withServices', { services, ...where })
    : i18n._('partner.description.noServices', { ...where, productName: site.productName });
  const own = localizedText(partner.description, partner.descriptionFr, locale);
  const about = own.lang === locale ? own.text.trim() : '';
  return cutText(about ? `${lead} ${about}` : lead, PARTNER_DESCRIPTION_LIMIT);
}

/**
 * Breadcrumbs of a partner page: home, state, city (spec §2), then the partner itself; in French, French
 * names and addresses, so a visitor stays in French.
 */
export function partnerBreadcrumbs(
  partner: Pick<Partner, 'id' | 'name' | 'city' | 'state' | 'stateSlug' | 'citySlug'>,
  i18n: I18n,
  locale: Locale,
): BreadcrumbItem[] {
  const english = breadcrumbsForPath(partnerPath(partner), {
    state: partner.state,
    city: partner.city,
    partner: partner.name,
  });
  if (locale === 'en') return english;
  const stateIn = frenchRegionForEnglishSlug(partner.stateSlug)?.inName ?? partner.state;
  const names = [
    i18n._('partner.breadcrumb.home'),
    i18n._('partner.breadcrumb.state', { state: stateIn }),
    i18n._('partner.breadcrumb.city', { city: partner.city }),
    partner.name,
  ];
  return english.map((item, index) => ({
    name: names[index] ?? item.name,
    url: localizedPath(item.url, locale) ?? item.url,
  }));
}

export type PartnerJsonLdFields = Pick<
  Partner,
  | 'id'
  | 'name'
  | 'address'
  | 'city'
  | 'state'
  | 'timeZone'
  | 'zipCode'
  | 'phone'
  | 'email'
  | 'website'
  | 'description'
  | 'descriptionFr'
  | 'servicesOffered'
  | 'servicesOfferedFr'
  | 'imageUrl'
  | 'logoUrl'
  | 'socialMedia'
  | 'coordinates'
  | 'stateSlug'
  | 'citySlug'
  | 'country'
  | 'openingHours'
  | 'closures'
>;

const hhmm = (minutes: number) => {
  const inDay = minutes >= MINUTES_PER_DAY ? minutes - MINUTES_PER_DAY : minutes;
  return `${String(Math.floor(inDay / 60)).padStart(2, '0')}:${String(inDay % 60).padStart(2, '0')}`;
};

/**
 * schema.org's OpeningHoursSpecification from the partner's own hours (none without them): one entry per
 * opening, the days that share it together. A whole day is 00:00-23:59; an opening past midnight closes
 * at its hour of the next day, as Google's guidelines write it.
 */
export function openingHoursSpecification(openingHours: string | null): JsonLd[] {
  if (!openingHours) return [];
  const parsed = parseOpeningHours(openingHours);
  if (!parsed.ok) return [];
  const byOpening = new Map<string, string[]>();
  parsed.week.forEach((intervals, day) => {
    for (const { start, end } of intervals) {
      const key = `${hhmm(start)}-${end === MINUTES_PER_DAY ? '23:59' : hhmm(end)}`;
      byOpening.set(key, [...(byOpening.get(key) ?? []), `https://schema.org/${DAY_NAMES[day]}`]);
    }
  });
  return [...byOpening].map(([key, days]) => {
    const [opens, closes] = key.split('-');
    return { '@type': 'OpeningHoursSpecification', dayOfWeek: days, opens, closes };
  });
}

/**
 * schema.org's special hours for the partner's upcoming holiday closures (decision 036): a closed day is
 * opens = closes = 00:00 over its validFrom..validThrough, as Google's local business guidelines write it.
 * The note is the page's language when it names a known holiday, as the node's description is; else as typed
 * (a plain JSON-LD string carries no language).
 */
export function specialOpeningHoursSpecification(
  partner: Pick<Partner, 'state' | 'timeZone' | 'closures'>,
  now: Date,
  locale: Locale,
): JsonLd[] {
  const timeZone = partnerTimeZone(partner);
  if (!timeZone) return [];
  return upcomingClosures(partner.closures, localDate(now, timeZone)).map((closure) => ({
    '@type': 'OpeningHoursSpecification',
    ...(closure.note ? { name: closureNoteText(closure.note, locale) } : {}),
    validFrom: closure.from,
    validThrough: closure.to,
    opens: '00:00',
    closes: '00:00',
  }));
}

/** A stored image as an absolute URL (structured data wants absolute ones), or undefined. */
function absoluteImage(publicUrl: string, url: string | null): string | undefined {
  if (!url) return undefined;
  if (/^https?:\/\//i.test(url)) return url;
  return absoluteUrl(publicUrl, url);
}

/**
 * The partner's schema.org LocalBusiness node (spec §2 "Partner structured data", design §3 SEO). The
 * country is the partner's own (US or CA), not always US. No aggregateRating: Google's review-snippet
 * guidelines allow only first-party reviews to be marked up, and the directory has none (its figures are
 * Google's and Yelp's). No priceRange: nothing the directory knows backs one. Serialised safely by React
 * Router's <Meta /> (see json-ld.ts); every value here is plain data.
 */
export function partnerJsonLd(
  partner: PartnerJsonLdFields,
  // `now`: the request's clock, which decides the closures still to come.
  options: { publicUrl: string; i18n: I18n; locale: Locale; now?: Date },
): JsonLd {
  const path = partnerPath(partner);
  const url = absoluteUrl(options.publicUrl, localizedPath(path, options.locale) ?? path);
  const geo = partner.coordinates
    ? { '@type': 'GeoCoordinates', latitude: partner.coordinates.latitude, longitude: partner.coordinates.longitude }
    : undefined;
  const sameAs = [
    partner.website,
    partner.socialMedia?.facebook,
    partner.socialMedia?.instagram,
    partner.socialMedia?.linkedin,
  ].filter((link): link is string => typeof link === 'string' && /^https?:\/\//i.test(link));

  const telephone = publicPhone(partner.phone);
  const { services } = localizedServices(partner, options.locale);
  const special = specialOpeningHoursSpecification(partner, options.now ?? new Date(), options.locale);
  const node: JsonLd = {
    '@context': 'https://schema.org',
    '@type': 'LocalBusiness',
    '@id': `${url}#business`,
    name: partner.name,
    url,
    description: partnerMetaDescription(partner, options.i18n),
    // The import placeholder is no one's number: no telephone rather than a wrong one.
    ...(telephone ? { telephone } : {}),
    ...(partner.email ? { email: partner.email } : {}),
    ...(absoluteImage(options.publicUrl, partner.imageUrl ?? partner.logoUrl)
      ? { image: absoluteImage(options.publicUrl, partner.imageUrl ?? partner.logoUrl) }
      : {}),
    address: {
      '@type': 'PostalAddress',
      streetAddress: partner.address,
      addressLocality: partner.city,
      addressRegion: abbreviationFor(partner.state),
      postalCode: partner.zipCode,
      addressCountry: partner.country,
    },
    ...(geo ? { geo } : {}),
    areaServed: geo
      ? { '@type': 'GeoCircle', geoMidpoint: geo, geoRadius: SERVICE_RADIUS_METRES }
      : { '@type': 'City', name: `${partner.city}, ${partner.state}` },
    ...(services.length > 0 ? { knowsAbout: services } : {}),
    ...(partner.openingHours ? { openingHoursSpecification: openingHoursSpecification(partner.openingHours) } : {}),
    ...(special.length > 0 ? { specialOpeningHoursSpecification: special } : {}),
    ...(sameAs.length > 0 ? { sameAs } : {}),
  };
  return node;
}

/**
 * The page itself (schema.org WebPage): its language (`inLanguage`, which a LocalBusiness cannot carry) and
 * the business it is about.
 */
export function partnerWebPageJsonLd(
  partner: Pick<Partner, 'id' | 'stateSlug' | 'citySlug'>,
  { publicUrl, title, locale }: { publicUrl: string; title: string; locale: Locale },
): JsonLd {
  const path = partnerPath(partner);
  const url = absoluteUrl(publicUrl, localizedPath(path, locale) ?? path);
  return {
    '@context': 'https://schema.org',
    '@type': 'WebPage',
    '@id': url,
    url,
    name: title,
    inLanguage: HTML_LANG[locale],
    about: { '@id': `${url}#business` },
  };
}
