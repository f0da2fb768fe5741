import { I18nProvider } from '@lingui/react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { compileCatalogs, createI18n } from '~/modules/i18n/catalog.server';
import { InquirySentNote } from './inquiry-sent-note';

const catalogs = compileCatalogs({ warn: () => {} });
const text = (locale: 'en' | 'fr', name: string) =>
  renderToStaticMarkup(
    <I18nProvider i18n={createI18n(catalogs, locale)}>
      <InquirySentNote partner={{ name, phone: null }} sentOn="28 novembre 2026" answerExpected="d’ici deux jours" />
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
