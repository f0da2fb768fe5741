import { describe, expect, it } from 'vitest';
import { compileCatalogs, createI18n } from '~/modules/i18n/catalog.server';
import { correctedSearchSentence, noPartnerInPlaceSentence, searchRadius, searchResultsText } from './search-text';
import type { SearchPageResults } from './search-page-data';
import type { SearchPlace } from './search.schema';

const catalogs = compileCatalogs({ warn: () => {} });
const english = createI18n(catalogs, 'en');
const french = createI18n(catalogs, 'fr');

const cody: SearchPlace = {
  name: 'Cody',
  state: 'Wyoming',
  stateSlug: 'wyoming',
  country: 'US',
  radiusMiles: 100,
  hasPartner: false,
  nearestMiles: 90.6,
  namedFirst: 0,
  alternatives: [],
};

describe('noPartnerInPlaceSentence', () => {
  it('names the town and how far the nearest partner is: miles in English, kilometres in French', () => {
    expect(noPartnerInPlaceSentence(english, 'en', cody)).toBe(
      'No partner in Cody, Wyoming. The nearest is 91 mi away.',
    );
    expect(noPartnerInPlaceSentence(english, 'en', { ...cody, nearestMiles: 4.24 })).toBe(
      'No partner in Cody, Wyoming. The nearest is 4.2 mi away.',
    );
    expect(noPartnerInPlaceSentence(french, 'fr', cody)).toBe(
      'Aucun partenaire à Cody (Wyoming). Le plus proche est à 146\u00a0km.',
    );
    expect(noPartnerInPlaceSentence(french, 'fr', { ...cody, nearestMiles: 4.24, state: 'British Columbia' })).toBe(
      'Aucun partenaire à Cody (Colombie-Britannique). Le plus proche est à 6,8\u00a0km.',
    );
  });

  it('says nothing of a town with a partner, and no distance when none is known', () => {
    expect(noPartnerInPlaceSentence(english, 'en', { ...cody, hasPartner: true })).toBeNull();
    expect(noPartnerInPlaceSentence(english, 'en', { ...cody, nearestMiles: null })).toBe(
      'No partner in Cody, Wyoming.',
    );
  });
});

describe('the results’ words', () => {
  const results: SearchPageResults = {
    query: 'montreal',
    correctedQuery: null,
    total: 1500,
    partners: Array.from({ length: 60 }, () => ({}) as SearchPageResults['partners'][number]),
    recommendations: [],
    suggestions: [],
    origin: null,
    place: null,
    region: null,
    nearTown: null,
    page: 2,
    pageCount: 25,
    pageSize: 60,
  };

  it('counts with plurals and the language’s numbers', () => {
    expect(searchResultsText(english, 'en', results)).toMatchObject({
      heading: '1,500 Partners Found',
      range: 'Showing 61–120 of 1,500.',
      action: '/search',
    });
    expect(searchResultsText(english, 'en', { ...results, total: 1, partners: [] }).heading).toBe('1 Partner Found');
    expect(searchResultsText(french, 'fr', results)).toMatchObject({
      heading: '1\u00a0500 partenaires trouvés',
      range: 'Résultats 61 à 120 sur 1\u00a0500.',
      action: '/fr/recherche',
    });
    expect(searchResultsText(french, 'fr', { ...results, total: 1, partners: [] }).heading).toBe('1 partenaire trouvé');
  });

  it('heads a town without a partner by saying so, not by a count of zero over its nearest', () => {
    const rimouski = { ...cody, name: 'Rimouski', state: 'Quebec', stateSlug: 'quebec', country: 'CA' as const };
    const none = { ...results, total: 0, partners: [], page: 1, pageCount: 1, place: rimouski };
    expect(searchResultsText(english, 'en', none).heading).toBe('No Partner in Rimouski, Quebec');
    expect(searchResultsText(french, 'fr', none).heading).toBe('Aucun partenaire à Rimouski (Québec)');
    const lesCedres = { ...rimouski, name: 'Les Cèdres' };
    expect(searchResultsText(french, 'fr', { ...none, place: lesCedres }).heading).toBe(
      'Aucun partenaire aux Cèdres (Québec)',
    );
    // Partners near, or in the town: the count.
    expect(searchResultsText(english, 'en', { ...none, total: 2 }).heading).toBe('2 Partners Found');
    expect(searchResultsText(english, 'en', { ...none, place: { ...rimouski, hasPartner: true } }).heading).toBe(
      '0 Partners Found',
    );
  });

  it('names radii in the page’s language: miles only around a US place in English', () => {
    expect(searchRadius(english, 'en', 100, 'US')).toBe('100 miles');
    expect(searchRadius(english, 'en', 100, 'CA')).toBe('160 km');
    expect(searchRadius(french, 'fr', 100, 'US')).toBe('160\u00a0km');
    expect(searchRadius(french, 'fr', 100, 'CA')).toBe('160\u00a0km');
    // A round figure in kilometres, as the near-me steps: 50 mi is 80.5 km, 10 mi 16.1 km.
    expect(searchRadius(french, 'fr', 50, 'CA')).toBe('80\u00a0km');
    expect(searchRadius(english, 'en', 10, 'CA')).toBe('15 km');
  });

  it('gives the nearest partner’s distance from a Canadian place in kilometres in English too', () => {
    const saguenay = { ...cody, name: 'Saguenay', state: 'Quebec', stateSlug: 'quebec', country: 'CA' as const };
    expect(noPartnerInPlaceSentence(english, 'en', saguenay)).toBe(
      'No partner in Saguenay, Quebec. The nearest is 146 km away.',
    );
  });

  it('says a misspelt town was searched as the town meant, and what was typed, in either language', () => {
    const gatineau = { ...cody, name: 'Gatineau', state: 'Quebec', stateSlug: 'quebec', country: 'CA' as const };
    const corrected = { ...results, query: 'gatinau', correctedQuery: 'Gatineau', place: gatineau };
    expect(correctedSearchSentence(english, 'en', corrected)).toBe(
      'Showing results for Gatineau, Quebec. You searched for “gatinau”.',
    );
    expect(correctedSearchSentence(french, 'fr', corrected)).toBe(
      'Résultats pour Gatineau (Québec). Vous avez cherché «\u00a0gatinau\u00a0».',
    );
    // Searched as typed: nothing to say.
    expect(correctedSearchSentence(english, 'en', { ...corrected, correctedQuery: null })).toBeNull();
  });

  it('names the town a corrected search found partners’ names for, or the words it searched', () => {
    const pittsburgh = {
      name: 'Pittsburgh',
      state: 'Pennsylvania',
      country: 'US' as const,
      radiusMiles: 100,
      query: 'Pittsburgh, PA',
    };
    const corrected = { ...results, query: 'Pittsburg PA', correctedQuery: 'Pittsburgh', place: null };
    expect(correctedSearchSentence(english, 'en', { ...corrected, nearTown: pittsburgh })).toBe(
      'Showing results for Pittsburgh, Pennsylvania. You searched for “Pittsburg PA”.',
    );
    expect(correctedSearchSentence(english, 'en', { ...corrected, nearTown: null })).toBe(
      'Showing results for Pittsburgh. You searched for “Pittsburg PA”.',
    );
  });
});
