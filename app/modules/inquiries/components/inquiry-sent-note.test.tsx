import { I18nProvider } from '@lingui/react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { compileCatalogs, createI18n } from '~/modules/i18n/catalog.server';
import { InquirySentNote } from './inquiry-sent-note';

const catalogs = compileCatalogs({ warn: () => {} });
const text = (locale: 'en' | 'fr', name: string, copy = true) =>
  renderToStaticMarkup(
    <I18nProvider i18n={createI18n(catalogs, locale)}>
      <InquirySentNote
        partner={{ name, phone: null }}
        sentOn="28 novembre 2026"
        answerExpected="d’ici deux jours"
        copy={copy}
      />
    </I18nProvider>,
  ).replace(/<[^>]+>/g, '');

describe('the inquiry-sent note names the partner as a sentence does', () => {
  it.each([
    ['Salon funéraire Rosemont', 'Le Salon funéraire Rosemont devrait vous répondre'],
    ['Résidence funéraire Tremblay', 'La Résidence funéraire Tremblay devrait vous répondre'],
    ['Le Repos Saint-François', 'Le Repos Saint-François devrait vous répondre'],
    ['Les Jardins Lakeview', 'Les Jardins Lakeview devrait vous répondre'],
    ['Alfred Dallaire Memoria', 'Alfred Dallaire Memoria devrait vous répondre'],
  ])('in French: %s', (name, sentence) => {
    expect(text('fr', name)).toContain(sentence);
  });

  it('keeps an English name whole', () => {
    expect(text('en', 'Le Repos Saint-François')).toContain('You can expect an answer from Le Repos Saint-François');
  });
});

describe('the inquiry-sent note says whether a copy was emailed', () => {
  it('promises the copy only when it was queued', () => {
    expect(text('en', 'Hill Country Cremation')).toContain(
      'You can expect an answer from Hill Country Cremation d’ici deux jours. A copy of your inquiry is being emailed to you.',
    );
    const withoutCopy = text('en', 'Hill Country Cremation', false);
    expect(withoutCopy).not.toContain('A copy of your inquiry is being emailed');
    expect(withoutCopy).toContain(
      'We did not email you a copy of this inquiry: we have already sent 10 copies to your email address in the last 24 hours.',
    );
  });

  it('says the same in French', () => {
    expect(text('fr', 'Salon funéraire Rosemont')).toContain(
      'Une copie de votre demande vous est envoyée par courriel.',
    );
    const withoutCopy = text('fr', 'Salon funéraire Rosemont', false);
    expect(withoutCopy).not.toContain('Une copie de votre demande vous est envoyée');
    expect(withoutCopy).toContain(
      'Nous ne vous avons pas envoyé de copie de cette demande par courriel\u00a0: nous avons déjà envoyé 10 copies à votre adresse courriel au cours des dernières 24 heures.',
    );
  });
});
