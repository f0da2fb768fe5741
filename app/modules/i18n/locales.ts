/*
 * The site's languages. English is the default and keeps the paths it has; Canadian French lives under /fr
 * (decision 033). Browser-safe: pages, helpers and the server all use these names.
 */

export const LOCALES = ['en', 'fr'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en';

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/** The `lang` attribute of a page and the tag its `hreflang` alternates name. */
export const HTML_LANG: Record<Locale, string> = { en: 'en', fr: 'fr-CA' };

/** The language's name in itself, as the language switch shows it. */
export const LANGUAGE_NAME: Record<Locale, string> = { en: 'English', fr: 'Français' };

export type PlaceCountry = 'US' | 'CA';

/**
 * The BCP 47 tag `Intl` formats with: French is always Canadian French; English follows the place shown
 * (en-CA for a Canadian partner, so its prices read "$1,500.00", not "CA$1,500.00").
 */
export function intlLocale(locale: Locale, country: PlaceCountry = 'US'): string {
  if (locale === 'fr') return 'fr-CA';
  return country === 'CA' ? 'en-CA' : 'en-US';
}

/** 'fr' for /fr and anything under /fr/, else 'en' (the address is the language: decision 033). */
export function localeOfPath(pathname: string): Locale {
  return pathname === '/fr' || pathname.startsWith('/fr/') ? 'fr' : 'en';
}

export function otherLocale(locale: Locale): Locale {
  return locale === 'en' ? 'fr' : 'en';
}

/** Where the visitor's choice of language is kept: in the browser only, never a cookie (decision 033). */
export const LANGUAGE_CHOICE_KEY = 'site-language';

/** Remembers the visitor's choice (the switch, the suggestion's buttons); nothing when storage is blocked. */
export function rememberLanguage(locale: Locale) {
  try {
    window.localStorage.setItem(LANGUAGE_CHOICE_KEY, locale);
  } catch {
    // Storage blocked: the choice is simply not remembered.
  }
}
