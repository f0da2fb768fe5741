import { I18nProvider } from '@lingui/react';
import type { ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { createMemoryRouter, MemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { ErrorFallback } from '~/ui/layout/error-fallback';
import { LanguageSwitch } from '~/ui/layout/language-switch';
import { NotFoundView } from '~/ui/layout/not-found-view';
import { SiteFooter } from '~/ui/layout/site-footer';
import { SiteHeader } from '~/ui/layout/site-header';
import { compileCatalogs, createI18n, pickClientMessages } from './catalog.server';
import { ERROR_BOUNDARY_MESSAGE_IDS } from './client-message-ids';
import { ClientI18nProvider } from './client-i18n';
import { HTML_LANG, LANGUAGE_NAME, type Locale } from './locales';
import { toFrenchPath } from './localized-paths';

const catalogs = compileCatalogs({ warn: (object) => expect.fail(`unexpected warning ${JSON.stringify(object)}`) });

function render(locale: Locale, element: ReactElement): string {
  return renderToStaticMarkup(
    <MemoryRouter>
      <I18nProvider i18n={createI18n(catalogs, locale)}>{element}</I18nProvider>
    </MemoryRouter>,
  );
}

const text = (html: string) =>
  html
    .replace(/<[^>]+>/g, ' ')
    .replaceAll('&#x27;', "'")
    .replace(/\s+/g, ' ');

describe('the layout in French', () => {
  it('has a French header whose language switch leads to the same page in English', () => {
    const html = render(
      'fr',
      <>
        <SiteHeader homeHref="/fr" />
        <LanguageSwitch href="/state/quebec/city/montreal" lang={HTML_LANG.en} name={LANGUAGE_NAME.en} label="Langue" />
      </>,
    );
    expect(text(html)).toContain('Répertoire des partenaires');
    expect(text(html)).toContain('À propos');
    expect(text(html)).toContain('(en anglais, s’ouvre dans un nouvel onglet)');
    expect(html).toContain('href="/fr"');
    expect(html).toContain('<nav aria-label="Langue"><a href="/state/quebec/city/montreal" lang="en" hrefLang="en"');
  });

  it('marks the company site’s English pages as English on French pages, and only there', () => {
    const french =
      render('fr', <SiteHeader homeHref="/fr" />) + render('fr', <SiteFooter faqHref="/fr/faq" privacyHref="/" />);
    const about = french.match(/<a [^>]*about[^>]*>.*?<\/a>/)?.[0] ?? '';
    expect(about).toContain('hrefLang="en"');
    expect(text(about)).toContain('À propos EN (en anglais, s’ouvre dans un nouvel onglet)');
    for (const path of ['contact', 'reviews', 'become-a-partner']) {
      expect(french).toMatch(new RegExp(`href="https://solacestones.example/${path}[^"]*"[^>]*hrefLang="en"`));
    }
    // Social networks and the directory's own pages are not the company site.
    expect(french).toContain('aria-label="Solace Stones sur Facebook (s’ouvre dans un nouvel onglet)"');
    expect(french).not.toMatch(/href="\/fr\/faq"[^>]*hrefLang/);

    const english =
      render('en', <SiteHeader homeHref="/" />) + render('en', <SiteFooter faqHref="/faq" privacyHref="/" />);
    expect(text(english)).not.toContain('in English');
    expect(text(english)).not.toMatch(/\bEN\b/);
  });

  it('has an English header whose switch names French in French and keeps the place', () => {
    const html = render(
      'en',
      <>
        <SiteHeader homeHref="/" />
        <LanguageSwitch
          href={toFrenchPath('/state/quebec/city/montreal') ?? ''}
          lang={HTML_LANG.fr}
          name={LANGUAGE_NAME.fr}
          label="Language"
        />
      </>,
    );
    expect(html).toContain('href="/fr/province/quebec/ville/montreal" lang="fr-CA" hrefLang="fr-CA"');
    expect(text(html)).toContain('Français');
    expect(text(html)).toContain('Partner Directory');
  });

  it('has a French footer with the brand kept as it is', () => {
    const html = text(render('fr', <SiteFooter faqHref="/faq" privacyHref="/privacy" />));
    expect(html).toContain('Pour les familles');
    expect(html).toContain('Devenir partenaire');
    expect(html).toContain(
      '© 2019-2025 Solace Stones. Tous droits réservés. Solace Stones est une société d’intérêt public.',
    );
    expect(render('fr', <SiteFooter faqHref="/faq" privacyHref="/privacy" />)).toContain(
      'aria-label="Solace Stones sur Facebook (s’ouvre dans un nouvel onglet)"',
    );
    // The directory's own pages are plain links in the same tab.
    const links = render('fr', <SiteFooter faqHref="/fr/faq" privacyHref="/fr/confidentialite" />);
    expect(links).toMatch(/<a href="\/fr\/faq" class="[^"]*">Questions fréquentes<\/a>/);
    expect(links).toMatch(/<a href="\/fr\/confidentialite" class="[^"]*">Confidentialité<\/a>/);
  });

  it('matches the spec’s English texts in English', () => {
    expect(text(render('en', <NotFoundView homeHref="/" />))).toContain(
      "Page Not Found The page you're looking for could not be found. It may have been moved, deleted, or you entered the wrong URL.",
    );
    expect(text(render('en', <SiteFooter faqHref="/faq" privacyHref="/privacy" />))).toContain(
      '© 2019-2025 Solace Stones. All rights reserved. Solace Stones is a public benefit corporation.',
    );
  });

  it('has a French not-found page leading to the French home page', () => {
    const html = render('fr', <NotFoundView homeHref="/fr" />);
    expect(text(html)).toContain('Page introuvable');
    expect(text(html)).toContain('Trouver des services de crémation');
    expect(html).toContain('href="/fr"');
  });

  it('renders the error fallback from the messages picked for the browser alone', () => {
    const picked = JSON.parse(JSON.stringify(pickClientMessages(catalogs, 'fr', ERROR_BOUNDARY_MESSAGE_IDS)));
    const router = createMemoryRouter(
      [
        {
          path: '/fr/etat/texas',
          element: null,
          loader: () => {
            throw new Error('Boom');
          },
          ErrorBoundary: () => (
            <ClientI18nProvider messages={picked}>
              <ErrorFallback error={new Error('Boom')} homeHref="/fr" />
            </ClientI18nProvider>
          ),
        },
      ],
      { initialEntries: ['/fr/etat/texas'], hydrationData: { errors: { '0': new Error('Boom') } } },
    );
    const html = text(renderToStaticMarkup(<RouterProvider router={router} />));
    expect(html).toContain('Un problème est survenu');
    expect(html).toContain('Erreur Boom');
    expect(html).toContain('Page /fr/etat/texas');
    expect(html).toContain('Réessayer');
    expect(html).not.toMatch(/error\.\w+/);
  });
});
