import { I18nProvider } from '@lingui/react';
import type { AppLoadContext } from 'react-router';
import { createI18n } from '~/modules/i18n/catalog.server';
import { LOCALES, type Locale } from '~/modules/i18n/locales';
import { localizedPath } from '~/modules/i18n/localized-paths';
import { type RenderedSection, renderOnce, serverSections } from './server-section.server';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';

type Chrome = Record<'header' | 'footer', RenderedSection>;

// Rendered once per process and language: they depend on configuration and the catalogues only.
let chromes: Record<Locale, Chrome> | undefined;

function chromeOf(catalogs: AppLoadContext['catalogs'], locale: Locale): Chrome {
  chromes ??= Object.fromEntries(
    LOCALES.map((language) => {
      const i18n = () => createI18n(catalogs, language);
      const path = (englishPath: string) => localizedPath(englishPath, language) ?? englishPath;
      const chrome: Chrome = {
        header: renderOnce(() => (
          <I18nProvider i18n={i18n()}>
            <SiteHeader homeHref={path('/')} />
          </I18nProvider>
        )),
        footer: renderOnce(() => (
          <I18nProvider i18n={i18n()}>
            <SiteFooter faqHref={path('/faq')} privacyHref={path('/privacy')} />
          </I18nProvider>
        )),
      };
      return [language, chrome];
    }),
  ) as Record<Locale, Chrome>;
  return chromes[locale];
}

/** The site header and footer of the page's language as server sections of the root route (root.tsx places them). */
export function siteChromeSections(context: Pick<AppLoadContext, 'documentHtml' | 'catalogs'>, locale: Locale) {
  return serverSections(context, chromeOf(context.catalogs, locale));
}
