import type { CountryCode } from '~/modules/geo/regions';
import { dateTimeFormat, formatPrice as formatLocalizedPrice } from '~/modules/i18n/format';
import type { Locale } from '~/modules/i18n/locales';

/*
 * "From $1,295 · checked Nov 2026 · see price list" (decision 028): what a partner's own figures say, and
 * nothing when they are missing. Pure, shared by the card and the partner page.
 */

const formats = new Map<string, Intl.NumberFormat>();

/** "$1,295" (US dollars) or "CA$1,295" (Canadian dollars); cents only when there are some ("$1,295.50"). */
export function formatPrice(cents: number, country: CountryCode): string {
  const whole = cents % 100 === 0;
  const key = `${country}:${whole}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.NumberFormat('en-US', {
      style: 'currency',
      currency: country === 'CA' ? 'CAD' : 'USD',
      minimumFractionDigits: whole ? 0 : 2,
      maximumFractionDigits: whole ? 0 : 2,
    });
    formats.set(key, format);
  }
  return format.format(cents / 100);
}

/** "Nov 2026" ("nov. 2026") from "2026-11-03": the month is what a family needs to judge how current a price is. */
export function checkedMonthLabel(day: string, locale: Locale = 'en'): string {
  const date = new Date(`${day}T00:00:00Z`);
  return dateTimeFormat(locale === 'fr' ? 'fr-CA' : 'en-US', {
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(date);
}

/**
 * The price's figures in the page's language, for the words around them in the catalogue: English keeps
 * "$1,295" / "CA$1,295"; French reads "1 295 $" / "1 295 $ US".
 */
export function priceFigures(
  facts: PriceFacts,
  locale: Locale,
): { price: string | null; month: string | null; priceListUrl: string | null } | null {
  const hasPrice = facts.directCremationFromCents !== null && facts.priceCheckedOn !== null;
  if (!hasPrice && !facts.priceListUrl) return null;
  const cents = facts.directCremationFromCents ?? 0;
  return {
    price: hasPrice
      ? locale === 'en'
        ? formatPrice(cents, facts.country)
        : formatLocalizedPrice(locale, cents / 100, facts.country)
      : null,
    month: hasPrice ? checkedMonthLabel(facts.priceCheckedOn ?? '', locale) : null,
    priceListUrl: facts.priceListUrl,
  };
}

export interface PriceFacts {
  directCremationFromCents: number | null;
  priceCheckedOn: string | null;
  priceListUrl: string | null;
  country: CountryCode;
}
