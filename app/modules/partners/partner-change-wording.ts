import type { FieldWording } from '~/modules/audit/change-wording';
import { dateTimeFormat, formatNumber } from '~/modules/i18n/format';
import { closureInWords, type PartnerClosure } from './closures';
import { openingHoursRows, parseOpeningHours } from './opening-hours';
import { PARTNER_FIELD_LABELS, PARTNER_LANGUAGE_LABELS } from './partner-field-labels';
import type { PartnerRow } from './partner.table';

/*
 * A partner's recorded changes in the words of the admin screens (decision 023): the audit module lists the
 * changed fields and asks this wording for each label and value, so it never needs to know what a partner is.
 */

type PartnerField = keyof PartnerRow;

/** Flags the bulk edit names with a choice of words rather than Yes / No. */
const FLAG_WORDS: Partial<Record<PartnerField, { label: string; yes: string; no: string }>> = {
  isPriority: { label: 'Priority Status', yes: 'Priority Partner', no: 'Regular Partner' },
  isActive: { label: 'Status', yes: 'Active', no: 'Inactive' },
};

const COUNTRY_NAMES: Readonly<Record<string, string>> = { US: 'United States', CA: 'Canada' };

/** Derived on every write from fields the history already shows (decision 023 lists why). */
const DERIVED_FIELDS: ReadonlySet<string> = new Set<PartnerField>([
  'stateSlug',
  'citySlug',
  'openingMinutes',
  'timeZone',
  'emailChangedAt',
  'logoWidth',
  'logoHeight',
]);

const COUNT_FIELDS: ReadonlySet<string> = new Set<PartnerField>([
  'annualCremations',
  'locationCount',
  'googleReviewCount',
  'yelpReviewCount',
]);

const isField = (field: string): field is PartnerField => Object.hasOwn(PARTNER_FIELD_LABELS, field);

/** A partner field as the admin screens name it ('isPriority' → 'Priority Status'); undefined if not one. */
export function partnerFieldLabel(field: string): string | undefined {
  if (!isField(field)) return undefined;
  return FLAG_WORDS[field]?.label ?? PARTNER_FIELD_LABELS[field];
}

/** "Monday–Friday: 9:00 AM – 5:00 PM; Saturday: Closed": days with the same hours together. */
export function openingHoursInWords(text: string): string | undefined {
  const parsed = parseOpeningHours(text);
  if (!parsed.ok) return undefined;
  const rows = openingHoursRows(parsed.week);
  const groups: { first: string; last: string; hours: string }[] = [];
  for (const row of rows) {
    const previous = groups.at(-1);
    if (previous && previous.hours === row.hours) previous.last = row.day;
    else groups.push({ first: row.day, last: row.day, hours: row.hours });
  }
  return groups.map(({ first, last, hours }) => `${first === last ? first : `${first}–${last}`}: ${hours}`).join('; ');
}

/** "Nov 2, 2026": a calendar day (YYYY-MM-DD), not moved by any time zone. */
function dayInWords(day: string): string | undefined {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) return undefined;
  return dateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${day}T00:00:00Z`),
  );
}

/** A stored partner value in the admin's words; undefined leaves the generic wording (text, dates, money). */
export function partnerValueInWords(field: string, value: unknown): string | undefined {
  if (!isField(field)) return undefined;
  const flag = FLAG_WORDS[field];
  if (flag && typeof value === 'boolean') return value ? flag.yes : flag.no;
  switch (field) {
    case 'preferredLanguage':
      return typeof value === 'string' ? (PARTNER_LANGUAGE_LABELS[value as 'en' | 'fr'] ?? value) : undefined;
    case 'country':
      return typeof value === 'string' ? (COUNTRY_NAMES[value] ?? value) : undefined;
    case 'closures':
      if (!Array.isArray(value)) return undefined;
      return value.length === 0 ? '(none)' : (value as PartnerClosure[]).map(closureInWords).join('; ');
    case 'openingHours':
      return typeof value === 'string' ? openingHoursInWords(value) : undefined;
    case 'priceCheckedOn':
      return typeof value === 'string' ? dayInWords(value) : undefined;
    case 'logoKey':
      return typeof value === 'string' ? 'An uploaded image' : undefined;
  }
  if (COUNT_FIELDS.has(field) && typeof value === 'number') return formatNumber('en', value);
  return undefined;
}

/** What server/api.server.ts hands the history and Activity screens for partner changes. */
export const partnerChangeWording = (): FieldWording => ({
  label: partnerFieldLabel,
  value: partnerValueInWords,
  hidden: DERIVED_FIELDS,
});
