import type { I18n } from '@lingui/core';
import { useLingui } from '@lingui/react';
import ArrowLeft from 'lucide-react/icons/arrow-left';
import ExternalLinkIcon from 'lucide-react/icons/external-link';
import type { ReactElement } from 'react';
import { Link } from 'react-router';
import { formatDistance } from '~/modules/i18n/format';
import { cityArgs } from '~/modules/i18n/name-grammar';
import type { Locale } from '~/modules/i18n/locales';
import { localizedPath } from '~/modules/i18n/localized-paths';
import { regionNameIn } from '~/modules/i18n/regions-fr';
import { searchPath } from '~/modules/partners/components/partner-search-form';
import { filterSuffixOf, type ServiceFilterKey, searchWithFilters } from '~/modules/partners/service-filters';
import type { SearchPageResults } from '~/modules/search/search-page-data';
import type { SearchNearTown } from '~/modules/search/search.schema';
import type { UnplacedQuery } from '~/modules/search/unplaced-query';
import {
  headingSaysNone,
  noPartnerInPlaceSentence,
  regionSearchText,
  searchAction,
  searchRadius,
} from '~/modules/search/search-text';
import { NEAR_ME_ID } from '~/modules/search/components/near-me';
import { site } from '~/lib/site';
import { Button } from '~/ui/button';
import { ExternalLink } from '~/ui/external-link';

/*
 * The part of the search page (spec §2) that never changes in the browser, rendered by its loader on the
 * server only (serverSections, decision 015) in the request's language: the route component keeps the
 * search form and the results. `.server`: importing it from browser code fails the build.
 */

/** 'Back to Home' and the page's heading: 'Search Results for "{query}"', or 'Search Partners'. */
export function SearchHeading({ query }: { query: string }) {
  const { i18n } = useLingui();
  const locale = i18n.locale as Locale;
  return (
    <>
      <Button asChild variant="ghost" size="sm" className="-ml-3">
        <Link to={localizedPath('/', locale) ?? '/'}>
          <ArrowLeft aria-hidden="true" />
          {i18n._('search.backHome')}
        </Link>
      </Button>
      <h1 className="text-ink mt-3 text-3xl leading-tight font-semibold [overflow-wrap:anywhere] sm:text-4xl">
        {query ? i18n._('search.heading', { query }) : i18n._('search.headingEmpty')}
      </h1>
    </>
  );
}

/**
 * What the search page says of the place searched, under the count: the town without a partner and how
 * far the nearest is, the order ("nearest first"), the other places of the name, a state's own page (and the
 * town of the same name, "Québec"), or the town's own nearest-first search when its bare name was searched as
 * a business name.
 * Null for a search of anything else. With no result at all, the headline of the no-results box.
 */
export function searchPlaceNote(
  results: SearchPageResults,
  i18n: I18n,
  locale: Locale,
  filters: readonly ServiceFilterKey[] = [],
): ReactElement | null {
  // The other searches and the state's page offered here keep the page's filters.
  const filterSearch = searchWithFilters(new URLSearchParams(), filters);
  const filterSuffix = filterSuffixOf(filters);
  const { place, region, origin, recommendations, total } = results;
  const nearest = recommendations[0]?.distanceMiles;
  const action = searchAction(locale);
  if (place) {
    // Under a heading that says the town has none, only how far the nearest is.
    const missing =
      headingSaysNone(results) && place.nearestMiles !== null
        ? i18n._('nearMe.nearestIs', { distance: formatDistance(locale, place.nearestMiles, place.country) })
        : noPartnerInPlaceSentence(i18n, locale, place);
    const state = regionNameIn(locale, place.state);
    return (
      <>
        {place.namedFirst > 0 ? (
          <p className="text-muted text-lg">
            {place.namedAs === undefined
              ? i18n._('search.namedFirst', { count: place.namedFirst, query: results.query })
              : i18n._('search.namedFirstNear', { count: place.namedFirst, query: place.namedAs, place: place.name })}
          </p>
        ) : null}
        {missing ? <p className="text-ink text-lg font-semibold">{missing}</p> : null}
        {total > 0 ? (
          <p className="text-muted text-lg">
            {i18n._('search.nearestFirstPlace', {
              radius: searchRadius(i18n, locale, place.radiusMiles, place.country),
              place: place.name,
              state,
            })}
          </p>
        ) : null}
        {place.alternatives.length > 0 ? (
          <div className="text-muted mt-2">
            <p>{i18n._('search.didYouMean', { place: place.name, state })}</p>
            <ul className="mt-2 flex flex-wrap gap-2">
              {place.alternatives.map((other) => (
                <li key={other.query}>
                  <Button asChild variant="secondary" size="sm">
                    <Link to={`${searchPath(other.query, action) ?? action}${filterSuffix}`}>
                      {i18n._('search.alternative', { place: other.name, state: regionNameIn(locale, other.state) })}
                    </Link>
                  </Button>
                </li>
              ))}
            </ul>
          </div>
        ) : null}
      </>
    );
  }
  const nearTown = results.nearTown ? (
    <NearTown town={results.nearTown} i18n={i18n} locale={locale} filterSuffix={filterSuffix} />
  ) : null;
  if (region) {
    const text = regionSearchText(i18n, locale, region);
    return (
      <>
        {/* Over no result, "Every partner in …" would contradict the count above it. */}
        {total > 0 ? (
          <p className="text-muted text-lg">{text.everyPartner}</p>
        ) : (
          <p className="text-ink text-lg font-semibold [overflow-wrap:anywhere]">
            {i18n._('search.noMatch', { query: results.query })}
          </p>
        )}
        <p className="text-lg">
          <Link to={`${text.to}${filterSearch}`} className="text-brand-700 font-semibold underline underline-offset-4">
            {text.pageLink}
          </Link>
        </p>
        {nearTown}
      </>
    );
  }
  if (nearTown) return nearTown;
  if (origin && headingSaysNone(results) && nearest !== undefined) {
    // Under the heading that says none is within the radius: how far the nearest is.
    return (
      <p className="text-ink text-lg font-semibold">
        {i18n._('nearMe.nearestIs', { distance: formatDistance(locale, nearest, origin.country) })}
      </p>
    );
  }
  return null;
}

/**
 * A search filtered to "Open now" that found nothing while the same search has partners: they are closed at
 * this hour, not missing (the after-hours list below names who still answers).
 */
export function NoneOpenNow({
  i18n,
  query,
  count,
  showAll,
}: {
  i18n: I18n;
  query: string;
  count: number;
  showAll: string;
}) {
  return (
    <>
      <p className="text-ink text-lg font-semibold [overflow-wrap:anywhere]">
        {i18n._('search.noneOpenNow', { count, query })}
      </p>
      <p className="mt-1">
        <Link to={showAll} className="text-brand-700 inline-flex min-h-6 items-center underline underline-offset-4">
          {i18n._('search.showClosedToo', { count })}
        </Link>
      </p>
    </>
  );
}

/**
 * A filtered search that found nothing while the same search without its filters has partners: the filters
 * removed them, which the page says with the filters' own words and a link to those partners, where a family
 * reads "0 Partners Found" (the filter links sit far above on a phone).
 */
export function NoneWithFilters({
  i18n,
  query,
  count,
  filters,
  filterCount,
  showAll,
}: {
  i18n: I18n;
  query: string;
  /** Partners the search finds without its filters. */
  count: number;
  /** The filters in the words of the filter links ("Witnessed cremation and Open now"). */
  filters: string;
  filterCount: number;
  showAll: string;
}) {
  return (
    <>
      <p className="text-ink text-lg font-semibold [overflow-wrap:anywhere]">
        {i18n._('search.noneMatchFilters', { count, query, filters, filterCount })}
      </p>
      <p className="mt-2">
        <Link
          to={showAll}
          className="text-brand-700 inline-flex min-h-11 items-center text-lg font-semibold underline underline-offset-4"
        >
          {i18n._('search.showWithoutFilters', { count })}
        </Link>
      </p>
    </>
  );
}

/**
 * A search for "near me" or a county that found nothing: what the box cannot do and what to do instead, in
 * place of "No partners match" and a spelling hint (nothing was misspelt). Near me links to the "Use my
 * location" button above (`NEAR_ME_ID`), an in-page jump; without JavaScript, where that button is not shown,
 * it asks only for a town or a code.
 */
export function UnplacedNote({ kind, i18n }: { kind: UnplacedQuery; i18n: I18n }) {
  return (
    // The search page hides a "near me" answer once the family has tapped "Use my location" (awaitsPosition).
    <div>
      <p className="text-ink text-lg font-semibold">
        {kind === 'near-me' ? i18n._('search.nearMeQuery') : i18n._('search.countyQuery')}
      </p>
      {kind === 'near-me' ? (
        <>
          {/* Without JavaScript there is no "Use my location" button: both texts are sent, CSS shows one. */}
          <p className="text-muted mt-1 noscript:hidden">{i18n._('search.nearMeHow')}</p>
          <p className="text-muted mt-1 hidden noscript:block">{i18n._('search.nearMeHowNoScript')}</p>
        </>
      ) : (
        <p className="text-muted mt-1">{i18n._('search.countyHow')}</p>
      )}
      {kind === 'near-me' ? (
        <p className="mt-2 noscript:hidden">
          <a
            href={`#${NEAR_ME_ID}`}
            className="text-brand-700 inline-flex min-h-11 items-center text-lg font-semibold underline underline-offset-4"
          >
            {i18n._('nearMe.button')}
          </a>
        </p>
      ) : null}
    </div>
  );
}

/** "Looking for partners near Québec (Québec)?" and the link to search around the town. */
function NearTown({
  town,
  i18n,
  locale,
  filterSuffix,
}: {
  town: SearchNearTown;
  i18n: I18n;
  locale: Locale;
  filterSuffix: string;
}) {
  const action = searchAction(locale);
  const values = { ...cityArgs(locale, town.name), state: regionNameIn(locale, town.state) };
  return (
    <div className="mt-2">
      <p className="text-muted text-lg">{i18n._('search.nearTown', values)}</p>
      <p className="mt-1 text-lg">
        <Link
          to={`${searchPath(town.query, action) ?? action}${filterSuffix}`}
          className="text-brand-700 font-semibold underline underline-offset-4"
        >
          {i18n._('search.nearTownLink', {
            ...values,
            radius: searchRadius(i18n, locale, town.radiusMiles, town.country),
          })}
        </Link>
      </p>
    </div>
  );
}

/** Spec §2: the call to order from the provider's own site, for a family with no partner nearby. */
export function OrderDirect({ i18n, locale }: { i18n: I18n; locale: Locale }) {
  const { productName } = site;
  return (
    <section aria-labelledby="order-heading" className="bg-brand-50 border-brand-200 rounded-xl border p-5 sm:p-8">
      <h2 id="order-heading" className="text-ink text-2xl font-semibold">
        {i18n._('search.orderHeading')}
      </h2>
      <p className="text-muted mt-2 max-w-2xl text-lg">{i18n._('search.orderText', { productName })}</p>
      <Button asChild className="mt-5 whitespace-normal">
        <ExternalLink
          href={site.links.order}
          hrefLang={site.linksLanguage}
          pageLang={locale}
          // "(in English, …)" on a page in another language.
          newTabHint={
            locale === site.linksLanguage ? i18n._('link.opensInNewTab') : i18n._('link.inEnglishOpensInNewTab')
          }
        >
          {i18n._('search.orderLink', { productName })}
          <ExternalLinkIcon aria-hidden="true" />
        </ExternalLink>
      </Button>
    </section>
  );
}
