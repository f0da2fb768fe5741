import type { Locale } from './locales';

/*
 * Content the office writes in both languages (partner descriptions, FAQ items): which text a page shows.
 * Pure: browser-safe, free of React and catalogues.
 */

/** The text a page shows, its language, and whether a French page fell back to the English text. */
export interface LocalizedText {
  text: string;
  lang: Locale;
  /** A French page without French text: it says so in French and marks the English text lang="en". */
  missingFrench: boolean;
}

const given = (text: string | null | undefined): text is string => typeof text === 'string' && text.trim() !== '';

/** The French text on a French page when there is one, else the English text (noted as such in French). */
export function localizedText(
  english: string | null | undefined,
  french: string | null | undefined,
  locale: Locale,
): LocalizedText {
  if (locale === 'fr' && given(french)) return { text: french, lang: 'fr', missingFrench: false };
  const text = given(english) ? english : '';
  return { text, lang: 'en', missingFrench: locale === 'fr' && text !== '' };
}
