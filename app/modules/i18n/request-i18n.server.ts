import type { I18n } from '@lingui/core';
import type { CompiledCatalogs } from './catalog.server';
import { createI18n } from './catalog.server';
import type { Locale } from './locales';
import { localeOfPath } from './localized-paths';

declare module 'react-router' {
  interface AppLoadContext {
    /** The compiled catalogues of the process (server/app.ts), for each request's own Lingui instance. */
    catalogs: CompiledCatalogs;
  }
}

/** The language of a page request: its address says it (/fr…), nothing else does (decision 033). */
export function requestLocale(request: Request): Locale {
  return localeOfPath(new URL(request.url).pathname);
}

/** The request's locale and a Lingui instance of its own, for a loader, an action or a server section. */
export function requestI18n(context: { catalogs: CompiledCatalogs }, request: Request): { locale: Locale; i18n: I18n } {
  const locale = requestLocale(request);
  return { locale, i18n: createI18n(context.catalogs, locale) };
}
