import { dateTimeFormat, formatDate } from '~/modules/i18n/format';
import { intlLocale, type Locale } from '~/modules/i18n/locales';
import { type LocalizedText, localizedText } from '~/modules/i18n/localized-content';
import { partnerTimeZone } from '../opening-hours';
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

/** "March 2019" / "mars 2019": the month and year of `date` in `timeZone`. */
function formatMonthYear(locale: Locale, date: Date, timeZone: string): string {
  return dateTimeFormat(intlLocale(locale), { month: 'long', year: 'numeric', timeZone }).format(date);
}

/** Dates a page gives are the partner's calendar days (its clock, decision 047), the same on server and browser. */
type PartnerClock = Pick<Partner, 'timeZone' | 'state'>;
const dayZone = (partner: PartnerClock) => partnerTimeZone(partner) ?? 'UTC';

/**
 * 'Partner since …' (spec §2: from createDate): the stored partnerSince text when there is one
 * ('March 2019'), else the month and year of createDate on the partner's clock.
 */
export function partnerSinceLabel(
  partner: Pick<Partner, 'partnerSince' | 'createDate'> & PartnerClock,
  locale: Locale = 'en',
): string | null {
  const stored = partner.partnerSince?.trim();
  if (stored) return locale === 'en' ? stored : (translatedMonthYear(stored, locale) ?? stored);
  const date = new Date(partner.createDate);
  if (Number.isNaN(date.getTime())) return null;
  return formatMonthYear(locale, date, dayZone(partner));
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
  return formatMonthYear(locale, new Date(Date.UTC(Number(match[2]), month, 15)), 'UTC');
}

/** 'November 25, 2026' / '25 novembre 2026': the partner's day on which the office last confirmed the listing. */
export function informationCheckedLabel(
  partner: Pick<Partner, 'informationCheckedAt'> & PartnerClock,
  locale: Locale = 'en',
): string | null {
  const date = new Date(partner.informationCheckedAt);
  if (Number.isNaN(date.getTime())) return null;
  return formatDate(locale, date, { timeZone: dayZone(partner) });
}
