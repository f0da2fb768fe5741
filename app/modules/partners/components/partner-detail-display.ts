import type { Locale } from '~/modules/i18n/locales';
import { type LocalizedText, localizedText } from '~/modules/i18n/localized-content';
import type { Partner } from '../partner.schema';

/*
 * Pure rules of the partner detail page (spec §2 "Partner detail page"), tested on their own.
 */

/**
 * The About text as paragraphs: the long description, else the short one, split on blank lines. The
 * text is plain (design §4: descriptions render as text, never HTML); single line breaks stay inside a
 * paragraph and are shown as line breaks.
 */
export function aboutParagraphs(partner: Pick<Partner, 'longDescription' | 'description'>): string[] {
  return paragraphsOf(englishAbout(partner));
}

function englishAbout(partner: Pick<Partner, 'longDescription' | 'description'>): string {
  return partner.longDescription?.trim() ? partner.longDescription : (partner.description ?? '');
}

/**
 * The About text of a page in `locale`: on a French page the French description when the office wrote one,
 * else the English About text with `missingFrench` (the page says so in French and marks it lang="en").
 */
export function localizedDescription(
  partner: Pick<Partner, 'longDescription' | 'description' | 'descriptionFr'>,
  locale: Locale,
): LocalizedText {
  return localizedText(englishAbout(partner), partner.descriptionFr, locale);
}

/** Plain text as paragraphs: split on blank lines, single line breaks kept inside a paragraph. */
export function paragraphsOf(text: string): string[] {
  return text
    .replace(/\r\n?/g, '\n')
    .split(/\n[ \t]*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean);
}

// One formatter each (a toLocaleDateString call builds a new one: measurable on every uncached page).
const monthYearFormat = new Intl.DateTimeFormat('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' });
const dayFormat = new Intl.DateTimeFormat('en-US', {
  month: 'long',
  day: 'numeric',
  year: 'numeric',
  timeZone: 'UTC',
});

/**
 * 'Partner since …' (spec §2: from createDate): the stored partnerSince text when there is one
 * ('March 2019'), else the month and year of createDate. Computed in UTC, so the server and the browser
 * agree whatever their time zones.
 */
export function partnerSinceLabel(partner: Pick<Partner, 'partnerSince' | 'createDate'>): string | null {
  const stored = partner.partnerSince?.trim();
  if (stored) return stored;
  const date = new Date(partner.createDate);
  if (Number.isNaN(date.getTime())) return null;
  return monthYearFormat.format(date);
}

/** 'November 25, 2026': when the office last confirmed the listing, in UTC like partnerSinceLabel. */
export function informationCheckedLabel(partner: Pick<Partner, 'informationCheckedAt'>): string | null {
  const date = new Date(partner.informationCheckedAt);
  if (Number.isNaN(date.getTime())) return null;
  return dayFormat.format(date);
}
