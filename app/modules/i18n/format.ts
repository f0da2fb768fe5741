import type { I18n } from '@lingui/core';
import { type DistanceUnit, milesToUnit } from '~/modules/geo/distance-units';
import { DEFAULT_LOCALE, intlLocale, isLocale, type Locale, type PlaceCountry } from './locales';

/*
 * Numbers, distances, dates, prices and phone numbers as a family reads them in its language (decision 033).
 * Pure and browser-safe: Intl does the work; sentences around the values come from the catalogues.
 */

/*
 * One Intl formatter per language tag and options, kept for the process: building one costs 0.1–0.5 ms,
 * more than formatting with it. The keys are few (languages × the options this code passes × time zones).
 */
type Formatter = Intl.NumberFormat | Intl.DateTimeFormat | Intl.RelativeTimeFormat | Intl.ListFormat;
const formatters = new Map<string, Formatter>();
function kept<T extends Formatter>(key: string, build: () => T): T {
  let formatter = formatters.get(key) as T | undefined;
  if (!formatter) {
    formatter = build();
    formatters.set(key, formatter);
  }
  return formatter;
}

export function numberFormat(tag: string, options: Intl.NumberFormatOptions = {}): Intl.NumberFormat {
  return kept(`number:${tag}:${JSON.stringify(options)}`, () => new Intl.NumberFormat(tag, options));
}

export function dateTimeFormat(tag: string, options: Intl.DateTimeFormatOptions = {}): Intl.DateTimeFormat {
  return kept(`date:${tag}:${JSON.stringify(options)}`, () => new Intl.DateTimeFormat(tag, options));
}

/**
 * "Central Time" / "heure du Centre": a time zone's everyday name at `at` in the locale's words; `short`,
 * next to a time: "CST" / "HNC".
 */
export function timeZoneName(
  timeZone: string,
  at: Date,
  locale: 'en' | 'fr',
  style: 'longGeneric' | 'short' = 'longGeneric',
): string {
  const part = dateTimeFormat(locale === 'fr' ? 'fr-CA' : 'en-US', { timeZone, timeZoneName: style })
    .formatToParts(at)
    .find((candidate) => candidate.type === 'timeZoneName');
  return part?.value ?? timeZone;
}

export function relativeTimeFormat(tag: string, options: Intl.RelativeTimeFormatOptions = {}): Intl.RelativeTimeFormat {
  return kept(`relative:${tag}:${JSON.stringify(options)}`, () => new Intl.RelativeTimeFormat(tag, options));
}

export function listFormat(tag: string, options: Intl.ListFormatOptions = {}): Intl.ListFormat {
  return kept(`list:${tag}:${JSON.stringify(options)}`, () => new Intl.ListFormat(tag, options));
}

/** Kilometres in French everywhere and for Canadian places; miles only for US places in English. */
export function distanceUnitFor(locale: Locale, country: PlaceCountry): DistanceUnit {
  return locale === 'en' && country === 'US' ? 'mi' : 'km';
}

/** "1.6 mi", "12 km", "1,6 km": tenths under 10, whole numbers from 10, in the unit of the place and language. */
export function formatDistance(locale: Locale, miles: number, country: PlaceCountry): string {
  const unit = distanceUnitFor(locale, country);
  const value = milesToUnit(miles, unit);
  return numberFormat(intlLocale(locale, country), {
    style: 'unit',
    unit: unit === 'mi' ? 'mile' : 'kilometer',
    unitDisplay: 'short',
    maximumFractionDigits: value < 10 ? 1 : 0,
  }).format(value);
}

/** "1,500" / "1 500". */
export function formatNumber(locale: Locale, value: number, country: PlaceCountry = 'US'): string {
  return numberFormat(intlLocale(locale, country)).format(value);
}

export interface DateFormatOptions {
  /** Where the day is counted; the directory's dates are calendar days in the office's zone by default. */
  timeZone?: string;
}

/** The office's clock: the directory's dates default to it, and so does a partner whose address names no zone. */
export const OFFICE_TIME_ZONE = 'America/Toronto';

/**
 * `format` applied to `date`, with the first of a month written "1er" in French ("1er décembre 2026"): French
 * writes that day as an ordinal, and Intl does not.
 */
export function formatWithFrenchFirst(format: Intl.DateTimeFormat, date: Date, locale: Locale): string {
  if (locale !== 'fr') return format.format(date);
  return format
    .formatToParts(date)
    .map((part) => (part.type === 'day' && part.value === '1' ? '1er' : part.value))
    .join('');
}

/** "November 26, 2026" / "26 novembre 2026" / "1er décembre 2026". */
export function formatDate(
  locale: Locale,
  date: Date,
  { timeZone = OFFICE_TIME_ZONE }: DateFormatOptions = {},
): string {
  return formatWithFrenchFirst(dateTimeFormat(intlLocale(locale), { dateStyle: 'long', timeZone }), date, locale);
}

/** "Nov 26, 2026, 3:05 PM" / "26 nov. 2026, 15 h 05": a moment, in `timeZone` (the caller names it). */
export function formatDateTime(locale: Locale, date: Date, { timeZone = OFFICE_TIME_ZONE }: DateFormatOptions = {}) {
  const format = dateTimeFormat(intlLocale(locale), { dateStyle: 'medium', timeStyle: 'short', timeZone });
  return formatWithFrenchFirst(format, date, locale);
}

/**
 * "Nov 28, 2026, 3:44 AM EST": a moment as the office reads it (history, inboxes, imports), in the office's zone
 * and labelled with it, so a time written by the server and one written in the browser agree.
 */
export function formatOfficeDateTime(date: Date | string): string {
  return dateTimeFormat('en-US', {
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZone: OFFICE_TIME_ZONE,
    timeZoneName: 'short',
  }).format(new Date(date));
}

/** "Nov 2026" / "nov. 2026": a calendar month ("2026-11"), as figures by month name it. */
export function formatMonth(locale: Locale, month: string): string {
  return dateTimeFormat(intlLocale(locale), { month: 'short', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${month}-01T00:00:00Z`),
  );
}

/**
 * A price in the partner's currency ("$1,500", "CA$1,500" is avoided by formatting a Canadian price in en-CA;
 * "1 500 $", "1 500 $ US"). Cents only when there are any.
 */
export function formatPrice(locale: Locale, amount: number, country: PlaceCountry): string {
  const whole = Number.isInteger(amount);
  return numberFormat(intlLocale(locale, country), {
    style: 'currency',
    currency: country === 'CA' ? 'CAD' : 'USD',
    minimumFractionDigits: whole ? 0 : 2,
    maximumFractionDigits: whole ? 0 : 2,
  }).format(amount);
}

/**
 * What comes before an extension; the longer words first, so `extension` is not read as `x`. The comma is
 * French notation's (« 514 555-0123, poste 12 », which the French pages and portal show), the colon a habit.
 */
export const PHONE_EXTENSION = /\s*,?\s*(?:extension|ext\.?|poste|x|#)\s*:?\s*/i;

/**
 * A North American number (ten digits, or eleven with the leading 1, written with spaces, dots, dashes or
 * brackets, perhaps an extension of up to six digits): "(514) 555-0123" and "(514) 555-0123 ext. 12" in
 * English, "514 555-0123" and "514 555-0123, poste 12" in French (the Canadian French convention). Anything
 * else (a seven-digit local number, letters) is shown as it was entered.
 */
export function formatPhone(locale: Locale, phone: string): string {
  const [number = '', ...extensions] = phone.trim().split(PHONE_EXTENSION);
  const digits = number.replace(/\D/g, '');
  const national = digits.length === 11 && digits.startsWith('1') ? digits.slice(1) : digits;
  const extension = extensions[0];
  if (
    national.length !== 10 ||
    !/^[\d\s().+-]+$/.test(number) ||
    extensions.length > 1 ||
    (extension !== undefined && !/^\d{1,6}$/.test(extension))
  ) {
    return phone.trim();
  }
  const area = national.slice(0, 3);
  const exchange = national.slice(3, 6);
  const line = national.slice(6);
  if (locale === 'fr') return `${area} ${exchange}-${line}${extension ? `, poste ${extension}` : ''}`;
  return `(${area}) ${exchange}-${line}${extension ? ` ext. ${extension}` : ''}`;
}

/**
 * A phone number as a page, email or label in `locale` shows it: French writes it the Canadian French way
 * ("514 555-0123", formatPhone); English keeps the writing stored (a partner's phones are stored in the
 * English notation, decision 049; a family's as they typed it).
 */
export function phoneAsWritten(locale: string, phone: string): string {
  return locale === 'fr' ? formatPhone('fr', phone) : phone;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * When a listing was last checked, as a family reads it: "Checked today", "Checked 3 days ago",
 * "Vérifié il y a 2 mois"; after a year the date itself ("Vérifié le 26 novembre 2025").
 */
export function formatCheckedOn(i18n: I18n, checkedAt: Date, now: Date = new Date()): string {
  const locale: Locale = isLocale(i18n.locale) ? i18n.locale : DEFAULT_LOCALE;
  const days = Math.max(0, Math.floor((now.getTime() - checkedAt.getTime()) / DAY_MS));
  if (days >= 365) return i18n._('listing.checkedOn', { date: formatDate(locale, checkedAt) });
  const relative = relativeTimeFormat(intlLocale(locale), { numeric: 'auto' });
  const when = days < 30 ? relative.format(-days, 'day') : relative.format(-Math.round(days / 30.44), 'month');
  return i18n._('listing.checkedRelative', { when });
}

/** "4.5" / "4,5": a figure with exactly `digits` decimals (a Google rating). */
export function formatDecimal(locale: Locale, value: number, digits: number): string {
  return numberFormat(intlLocale(locale), {
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  }).format(value);
}
