import type { I18n } from '@lingui/core';
import { milesToUnit } from '~/modules/geo/distance-units';
import { formatDistance, formatNumber } from '~/modules/i18n/format';
import { cityArgs } from '~/modules/i18n/name-grammar';
import type { Locale } from '~/modules/i18n/locales';
import { localizedPath } from '~/modules/i18n/localized-paths';
import { frenchRegionForEnglishSlug, regionNameIn } from '~/modules/i18n/regions-fr';
import type { SearchFormText } from '~/modules/partners/components/partner-search-form';
import type { SearchResultsText } from './components/search-results';
import { formatRadius } from './nearby-radius';
import { MAX_QUERY_LENGTH } from './search-limits';
import type { SearchPageResults } from './search-page-data';
import type { SearchOrigin, SearchPlace, SearchRegion } from './search.schema';

/*
 * The search's words in the page's language (the search box, "Use my location", the results), built by a
 * page's loader with the request's Lingui instance and passed to client components as plain strings: they
 * carry no catalogue and no Lingui code in the page's first load (decision 033). Pure.
 */

/** The search page of a language: /search, /fr/recherche. */
export function searchAction(locale: Locale): string {
  return localizedPath('/search', locale) ?? '/search';
}

export function searchFormText(i18n: I18n, locale: Locale): SearchFormText {
  return {
    action: searchAction(locale),
    label: i18n._('search.form.label'),
    placeholder: i18n._('search.form.placeholder'),
    title: i18n._('search.form.title'),
    submit: i18n._('search.form.submit'),
    searching: i18n._('search.searching'),
    maxLength: MAX_QUERY_LENGTH,
  };
}

/** The "Use my location" button and the line shown while the results' code loads. */
export interface NearMeText {
  button: string;
  finding: string;
}

export function nearMeText(i18n: I18n): NearMeText {
  return { button: i18n._('nearMe.button'), finding: i18n._('nearMe.finding') };
}

/** With its preposition in French ("au Québec", "en Californie"); the name alone in English. */
function regionInNameIn(locale: Locale, englishName: string, slug: string): string {
  return locale === 'en' ? englishName : (frenchRegionForEnglishSlug(slug)?.inName ?? englishName);
}

/** A search's radius around a place in `country`: "100 miles" for a US place in English, else "161 km". */
export function searchRadius(i18n: I18n, locale: Locale, miles: number, country: 'US' | 'CA'): string {
  if (locale === 'en' && country === 'US') return i18n._('search.radiusMiles', { count: miles });
  // The radius is a round figure in miles; in kilometres it reads as one too, as the near-me steps do
  // ("160 km", not "161 km").
  const km = milesToUnit(miles, 'km');
  return formatRadius(km >= 50 ? Math.round(km / 10) * 10 : Math.round(km / 5) * 5, 'km', locale);
}

/** "No partner in Cody, Wyoming. The nearest is 91 mi away." (null when a partner is in the town). */
export function noPartnerInPlaceSentence(i18n: I18n, locale: Locale, place: SearchPlace): string | null {
  if (place.hasPartner) return null;
  const values = { place: place.name, state: regionNameIn(locale, place.state) };
  return place.nearestMiles === null
    ? i18n._('search.noPartnerIn', values)
    : i18n._('search.noPartnerInNearest', {
        ...values,
        distance: formatDistance(locale, place.nearestMiles, place.country),
      });
}

/**
 * Nothing found in a town without a partner, or within the radius of a postal code, its nearest partners listed
 * below: the heading says so, where "0 Partners Found" would read as contradicted by the list.
 */
export function headingSaysNone({ total, place, origin }: SearchPageResults): boolean {
  if (total > 0) return false;
  return place ? !place.hasPartner : origin !== null;
}

/** The heading when headingSaysNone ("No Partner in Rimouski, Quebec", "No Partner within 50 mi of X0A 0H0"); null: the count. */
export function noPartnerInPlaceHeading(i18n: I18n, locale: Locale, results: SearchPageResults): string | null {
  const { place, origin } = results;
  if (!headingSaysNone(results)) return null;
  if (place) {
    return i18n._('search.noPartnerInHeading', {
      ...cityArgs(locale, place.name),
      state: regionNameIn(locale, place.state),
    });
  }
  return origin
    ? i18n._('search.noPartnerNearCodeHeading', {
        radius: searchRadius(i18n, locale, origin.radiusMiles, origin.country),
        postalCode: origin.postalCode,
      })
    : null;
}

/** What the page says of a region searched alone: every partner in it, and its own page. */
export function regionSearchText(i18n: I18n, locale: Locale, region: SearchRegion) {
  const inName = regionInNameIn(locale, region.name, region.slug);
  return {
    everyPartner: i18n._('search.everyPartnerIn', { region: inName }),
    pageLink: i18n._('search.regionPage', { region: inName }),
    to: localizedPath(`/state/${region.slug}`, locale) ?? `/state/${region.slug}`,
  };
}

/** A town with its state or province, as the page names it: "Gatineau, Quebec", « Gatineau (Québec) ». */
export function placeWithState(i18n: I18n, locale: Locale, place: Pick<SearchPlace, 'name' | 'state'>): string {
  return i18n._('search.nearestToPlace', { place: place.name, state: regionNameIn(locale, place.state) });
}

/**
 * "Showing results for Gatineau, Quebec. You searched for “gatinau”.": a text that matched nothing, searched as
 * the place it misspells (null for any other search).
 */
export function correctedSearchSentence(i18n: I18n, locale: Locale, results: SearchPageResults): string | null {
  const { correctedQuery, query } = results;
  if (!correctedQuery) return null;
  // The town searched nearest first, the town the partners' names were found for, or the code searched.
  const town = results.place ?? results.nearTown;
  const place = town
    ? placeWithState(i18n, locale, town)
    : results.origin
      ? codeWithPlace(i18n, locale, results.origin)
      : correctedQuery;
  return i18n._('search.correctedTo', { place, query });
}

/** "77002 (Houston, Texas)" */
function codeWithPlace(i18n: I18n, locale: Locale, { postalCode, city, state }: SearchOrigin): string {
  return i18n._('search.nearestToCode', { postalCode, city, state: regionNameIn(locale, state) });
}

/** The place or code the recommendations are the nearest partners to (they are then said to be nearest). */
export function nearestTo(i18n: I18n, locale: Locale, results: SearchPageResults): string | null {
  if (results.total > 0 || results.recommendations[0]?.distanceMiles === undefined) return null;
  if (results.place) return placeWithState(i18n, locale, results.place);
  if (results.origin) return codeWithPlace(i18n, locale, results.origin);
  return null;
}

/** The results' words for the search page's client component, in the page's language. */
export function searchResultsText(
  i18n: I18n,
  locale: Locale,
  results: SearchPageResults,
  filterSuffix = '',
): SearchResultsText {
  const { origin, total, partners, page, pageSize, query } = results;
  const first = (page - 1) * pageSize + 1;
  const nearest = nearestTo(i18n, locale, results);
  return {
    action: searchAction(locale),
    filterSuffix,
    searching: i18n._('search.searching'),
    heading: noPartnerInPlaceHeading(i18n, locale, results) ?? i18n._('search.found', { count: total }),
    range:
      total > partners.length && partners.length > 0
        ? i18n._('search.range', {
            first: formatNumber(locale, first),
            last: formatNumber(locale, first + partners.length - 1),
            total: formatNumber(locale, total),
          })
        : null,
    originNote: origin
      ? i18n._('search.nearestFirstOrigin', {
          radius: searchRadius(i18n, locale, origin.radiusMiles, origin.country),
          postalCode: origin.postalCode,
          city: origin.city,
          state: regionNameIn(locale, origin.state),
        })
      : null,
    noMatch: i18n._('search.noMatch', { query }),
    trySearching: i18n._('search.trySearching'),
    // Spelling is worth checking when the directory holds names spelt like the query (the recommendations);
    // with none, the words were likely right ("mother died"), and the hint is what the box searches.
    noMatchHint: results.recommendations.length > 0 ? i18n._('search.checkSpelling') : i18n._('search.searchBy'),
    recommendationsHeading: nearest ? i18n._('search.nearestHeading') : i18n._('search.recommendedHeading'),
    recommendationsText: nearest
      ? i18n._('search.nearestText', { place: nearest })
      : i18n._('search.recommendedText', { query }),
  };
}
