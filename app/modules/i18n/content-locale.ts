import type { I18n } from '@lingui/core';
import { LinguiContext } from '@lingui/react';
import { useContext } from 'react';
import { isLocale, type Locale } from './locales';

/**
 * The language of the section being rendered: its Lingui instance's (the loader's `<I18nProvider>`), or
 * English for a section rendered without one, as every English page was before French.
 */
export function useContentLocale(): { locale: Locale; i18n: I18n | null } {
  const i18n = useContext(LinguiContext)?.i18n ?? null;
  const locale = i18n && isLocale(i18n.locale) ? i18n.locale : 'en';
  return { locale, i18n };
}
