import { intlLocale, type Locale } from '~/modules/i18n/locales';
import { type LocalizedText, localizedText } from '~/modules/i18n/localized-content';
import type { Partner } from '../partner.schema';

/*
 * Pure rules of the partner detail page (spec §2 "Partner detail page"), tested on their own.
 */

const given = (text: string | null): text is string => text !== null && text.trim() !== '';

function englishAbout(partner: Pick<Partner, 'longDescription' | 'description'>): string {
  return given(partner.longDescription) ? partner.longDescription : (partner.description ?? '');
}

function frenchAbout(partner: Pick<Partner, 'longDescriptionFr' | 'descriptionFr'>): string | null {
  return given(partner.longDescriptionFr) ? partner.longDescriptionFr : partner.descriptionFr;
}

/**
 * The About text of a page in `locale` (plain text: design §4, never HTML): the long description, else the
 * short one. A French page takes the French ones when the office or the partner wrote them; else the English
 * text with `missingFrench` (the page says so in French and marks it lang="en").
 */
export function localizedDescription(
  partner: Pick<Partner, 'longDescription' | 'description' | 'longDescriptionFr' | 'descriptionFr'>,
  locale: Locale,
): LocalizedText {
  return localizedText(englishAbout(partner), frenchAbout(partner), locale);
}

/** The services a page in `locale` lists, and their language: the French list on a French page when there is one. */
export function localizedServices(
  partner: Pick<Partner, 'servicesOffered' | 'servicesOfferedFr'>,
  locale: Locale,
): { services: string[]; lang: Locale } {
  return locale === 'fr' && partner.servicesOfferedFr.length > 0
    ? { services: partner.servicesOfferedFr, lang: 'fr' }
    : { services: partner.servicesOffered, lang: 'en' };
}

/** Plain text as paragraphs: split on blank lines, single line breaks kept inside a paragraph. */
export function paragraphsOf(text: string): string[] {
  return text
    .replace(/\r\n?/g, '\n')
    .split(/\n[ \t]*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean);
}

// One formatter each per language (a toLocaleDateString call builds a new one: measurable on every uncached page).
const formats = new Map<string, Intl.DateTimeFormat>();
function dateFormat(locale: Locale, kind: 'monthYear' | 'day'): Intl.DateTimeFormat {
  const key = `${locale}:${kind}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(intlLocale(locale), {
      month: 'long',
      ...(kind === 'day' ? { day: 'numeric' } : {}),
      year: 'numeric',
      timeZone: 'UTC',
    });
    formats.set(key, format);
  }
  return format;
}

/**
 * 'Partner since …' (spec §2: from createDate): the stored partnerSince text when there is one
 * ('March 2019'), else the month and year of createDate. Computed in UTC, so the server and the browser
 * agree whatever their time zones.
 */
export function partnerSinceLabel(
  partner: Pick<Partner, 'partnerSince' | 'createDate'>,
  locale: Locale = 'en',
): string | null {
  const stored = partner.partnerSince?.trim();
  if (stored) return locale === 'en' ? stored : (translatedMonthYear(stored, locale) ?? stored);
  const date = new Date(partner.createDate);
  if (Number.isNaN(date.getTime())) return null;
  return dateFormat(locale, 'monthYear').format(date);
}

const MONTHS = [
  'january',
  'february',
  'march',
  'april',
  'may',
  'june',
  'july',
  'august',
  'september',
  'october',
  'november',
  'december',
];

/** The stored English 'March 2019' in another language ('mars 2019'); null for any other free text. */
function translatedMonthYear(stored: string, locale: Locale): string | null {
  const match = /^([A-Za-z]+)\s+(\d{4})$/.exec(stored);
  const month = match ? MONTHS.indexOf(match[1]!.toLowerCase()) : -1;
  if (!match || month < 0) return null;
  return dateFormat(locale, 'monthYear').format(new Date(Date.UTC(Number(match[2]), month, 15)));
}

/** 'November 25, 2026' / '25 novembre 2026': when the office last confirmed the listing, in UTC like partnerSinceLabel. */
export function informationCheckedLabel(
  partner: Pick<Partner, 'informationCheckedAt'>,
  locale: Locale = 'en',
): string | null {
  const date = new Date(partner.informationCheckedAt);
  if (Number.isNaN(date.getTime())) return null;
  return dateFormat(locale, 'day').format(date);
}
