import SearchX from 'lucide-react/icons/search-x';
import { Link } from 'react-router';
import type { BreadcrumbItem } from '~/modules/seo/breadcrumbs';
import { Button } from '~/ui/button';
import { PlainSearchForm } from '~/modules/partners/components/partner-search-form';
import { Container } from '~/ui/container';
import { PageHero } from './components/page-hero';
import { LONG_PLACE_LIST, PlaceList, PlaceListByInitial } from './components/place-list';

/*
 * The parts of a state page (spec §2) that never change in the browser, rendered by its loader on the
 * server only (serverSections, decision 015): the route component keeps the featured partner cards and
 * the FAQ. `.server`: importing it from browser code fails the build.
 */

export function StateHero({
  breadcrumbs,
  heading,
  partnerCount,
  cityCount,
}: {
  breadcrumbs: readonly BreadcrumbItem[];
  heading: string;
  partnerCount: number;
  cityCount: number;
}) {
  return (
    <PageHero breadcrumbs={breadcrumbs} title={heading}>
      {partnerCount > 0 ? (
        <p className="text-muted mt-3 text-lg">
          {partnerCount.toLocaleString('en-US')} authorized {partnerCount === 1 ? 'partner' : 'partners'} in{' '}
          {cityCount.toLocaleString('en-US')} {cityCount === 1 ? 'city' : 'cities'}
        </p>
      ) : null}
      {/* Another place, a ZIP code or a name, without going back to the home page. */}
      <PlainSearchForm className="mt-6 max-w-3xl" />
    </PageHero>
  );
}

/** 'Partners by City', or, for a state without partners yet, the way onward. */
export function StateCities({
  state,
  cities,
}: {
  state: { name: string; slug: string };
  cities: ReadonlyArray<{ city: string; citySlug: string; partnerCount: number }>;
}) {
  if (cities.length === 0) return <EmptyState stateName={state.name} />;
  const places = cities.map((city) => ({
    to: `/state/${state.slug}/city/${city.citySlug}`,
    name: city.city,
    partnerCount: city.partnerCount,
  }));
  return (
    <section aria-labelledby="cities-heading">
      <h2 id="cities-heading" className="text-ink text-2xl font-semibold sm:text-3xl">
        Partners by City
      </h2>
      {places.length > LONG_PLACE_LIST ? (
        <PlaceListByInitial places={places} idPrefix="cities" label={`Cities in ${state.name} by first letter`} />
      ) : (
        <PlaceList places={places} className="mt-4" />
      )}
    </section>
  );
}

function EmptyState({ stateName }: { stateName: string }) {
  return (
    <div className="border-line mx-auto flex max-w-2xl flex-col items-center rounded-xl border bg-white px-6 py-12 text-center">
      <SearchX aria-hidden="true" className="text-brand-500 size-10" />
      <h2 className="text-ink mt-4 text-2xl font-semibold">No Partners Found in {stateName}</h2>
      <p className="text-muted mt-3">
        We don't have an authorized partner here yet. Families in {stateName} can still choose a partner in a nearby
        state or province.
      </p>
      <Button asChild className="mt-6">
        <Link to="/">Browse All Partners</Link>
      </Button>
    </div>
  );
}

/** An unknown state or province (HTTP 404). The city page uses it too, for a city in an unknown state. */
export function RegionNotFound({
  heading,
  suggestion,
}: {
  heading: string;
  /** The state or province a misspelt address most likely meant, and where it leads. */
  suggestion?: { name: string; path: string } | null;
}) {
  return (
    <Container className="flex flex-col items-center py-20 text-center sm:py-28">
      <h1 className="text-ink text-3xl font-semibold sm:text-4xl">{heading}</h1>
      {suggestion ? (
        <p className="text-ink mt-4 max-w-xl text-xl">
          Did you mean{' '}
          <Link to={suggestion.path} className="text-brand-700 font-semibold underline underline-offset-4">
            {suggestion.name}
          </Link>
          ?
        </p>
      ) : null}
      <p className="text-muted mt-4 max-w-xl text-lg">
        We couldn't find that state or province. Choose one from the list of all states and provinces we serve.
      </p>
      <Button asChild className="mt-8">
        <Link to="/">Browse All Partners</Link>
      </Button>
    </Container>
  );
}
