import type { I18n } from '@lingui/core';
import { useLingui } from '@lingui/react';
import { DEFAULT_LOCALE, isLocale, type Locale } from './locales';
import { localizedPath } from './localized-paths';

export interface PageI18n {
  i18n: I18n;
  locale: Locale;
  /** The page's own language version of an English public path (the English path when it has none). */
  href: (englishPath: string) => string;
}

/** The page's language in a component under `<I18nProvider>`: its messages, its locale, its addresses. */
export function usePageI18n(): PageI18n {
  const { i18n } = useLingui();
  return pageI18nOf(i18n);
}

/** The same, for a loader holding the request's instance (requestI18n). */
export function pageI18nOf(i18n: I18n): PageI18n {
  const locale: Locale = isLocale(i18n.locale) ? i18n.locale : DEFAULT_LOCALE;
  return { i18n, locale, href: (englishPath) => localizedPath(englishPath, locale) ?? englishPath };
}
