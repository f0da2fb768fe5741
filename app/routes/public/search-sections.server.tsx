import ArrowLeft from 'lucide-react/icons/arrow-left';
import type { ReactElement } from 'react';
import { Link } from 'react-router';
import { distanceLabel } from '~/modules/partners/components/partner-display';
import { searchPath } from '~/modules/partners/components/partner-search-form';
import { noPartnerInPlaceSentence, type SearchPageResults } from '~/modules/search/search-page-data';
import { Button } from '~/ui/button';

/*
 * The part of the search page (spec §2) that never changes in the browser, rendered by its loader on the
 * server only (serverSections, decision 015): the route component keeps the search form and the results.
 * `.server`: importing it from browser code fails the build.
 */

/** 'Back to Home' and the page's heading: 'Search Results for "{query}"', or 'Search Partners'. */
export function SearchHeading({ query }: { query: string }) {
  return (
    <>
      <Button asChild variant="ghost" size="sm" className="-ml-3">
        <Link to="/">
          <ArrowLeft aria-hidden="true" />
          Back to Home
        </Link>
      </Button>
      <h1 className="text-ink mt-3 text-3xl leading-tight font-semibold [overflow-wrap:anywhere] sm:text-4xl">
        {query ? `Search Results for “${query}”` : 'Search Partners'}
      </h1>
    </>
  );
}

/**
 * What the search page says of the place searched, under the count: the town without a partner and how
 * far the nearest is, the order ("nearest first"), the other places of the name, or a state's own page.
 * Null for a search of anything else. With no result at all, the headline of the no-results box.
 */
export function searchPlaceNote(results: SearchPageResults): ReactElement | null {
  const { place, region, origin, recommendations, total } = results;
  const nearest = recommendations[0]?.distanceMiles;
  if (place) {
    const missing = noPartnerInPlaceSentence(place);
    return (
      <>
        {missing ? <p className="text-ink text-lg font-semibold">{missing}</p> : null}
        {total > 0 ? (
          <p className="text-muted text-lg">
            Nearest first, within {place.radiusMiles} miles of {place.name}, {place.state}.
          </p>
        ) : null}
        {place.alternatives.length > 0 ? (
          <div className="text-muted mt-2">
            <p>
              Searched {place.name}, {place.state}, the largest place of that name. Did you mean:
            </p>
            <ul className="mt-2 flex flex-wrap gap-2">
              {place.alternatives.map((other) => (
                <li key={other.query}>
                  <Button asChild variant="secondary" size="sm">
                    <Link to={searchPath(other.query) ?? '/search'}>{`${other.name}, ${other.state}`}</Link>
                  </Button>
                </li>
              ))}
            </ul>
          </div>
        ) : null}
      </>
    );
  }
  if (region) {
    return (
      <>
        <p className="text-muted text-lg">Every partner in {region.name}, featured first, then by name.</p>
        <p className="text-lg">
          <Link to={`/state/${region.slug}`} className="text-brand-700 font-semibold underline underline-offset-4">
            See the {region.name} page, city by city
          </Link>
        </p>
      </>
    );
  }
  if (origin && total === 0 && nearest !== undefined) {
    return (
      <p className="text-ink text-lg font-semibold">
        No partner within {origin.radiusMiles} miles of {origin.postalCode}. The nearest is {distanceLabel(nearest)}.
      </p>
    );
  }
  return null;
}

/** The place or code the recommendations are the nearest partners to (they are then said to be nearest). */
export function nearestTo(results: SearchPageResults): string | null {
  if (results.total > 0 || results.recommendations[0]?.distanceMiles === undefined) return null;
  if (results.place) return `${results.place.name}, ${results.place.state}`;
  if (results.origin) return `${results.origin.postalCode} (${results.origin.city}, ${results.origin.state})`;
  return null;
}
