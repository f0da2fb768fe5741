import { Trans } from '@lingui/react';
import SearchX from 'lucide-react/icons/search-x';
import { Link } from 'react-router';
import { usePageI18n } from '~/modules/i18n/use-page-i18n';
import type { BreadcrumbItem } from '~/modules/seo/breadcrumbs';
import { Button } from '~/ui/button';
import { PlainSearchForm } from '~/modules/partners/components/plain-search-form';
import { Container } from '~/ui/container';
import { PageHero } from './components/page-hero';
import { LONG_PLACE_LIST, PlaceList, PlaceListByInitial } from './components/place-list';
import type { RegionNames } from './place-names';

/*
 * The parts of a state page (spec §2) that never change in the browser, rendered by its loader on the
 * server only (serverSections, decision 015), under `<I18nProvider>` (localizedSections): the route
 * component keeps the featured partner cards. `.server`: importing it from browser code fails the build.
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
  const { i18n } = usePageI18n();
  return (
    <PageHero breadcrumbs={breadcrumbs} title={heading}>
      {partnerCount > 0 ? (
        <p className="text-muted mt-3 text-lg">
          {i18n._('state.counts', { partners: partnerCount, cities: cityCount })}
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
  state: RegionNames;
  cities: ReadonlyArray<{ city: string; citySlug: string; partnerCount: number }>;
}) {
  const { i18n, locale, href } = usePageI18n();
  if (cities.length === 0) return <EmptyState state={state} />;
  const places = cities.map((city) => ({
    to: href(`/state/${state.slug}/city/${city.citySlug}`),
    name: city.city,
    partnerCount: city.partnerCount,
  }));
  const countLabel = (count: number) => i18n._('place.partnersSr', { count });
  const numberLocale = locale === 'fr' ? 'fr-CA' : 'en-US';
  return (
    <section aria-labelledby="cities-heading">
      <h2 id="cities-heading" className="text-ink text-2xl font-semibold sm:text-3xl">
        {i18n._('state.byCity')}
      </h2>
      {places.length > LONG_PLACE_LIST ? (
        <PlaceListByInitial
          places={places}
          idPrefix="cities"
          label={i18n._('state.citiesByLetter', { inState: state.inName })}
          countLabel={countLabel}
          numberLocale={numberLocale}
        />
      ) : (
        <PlaceList places={places} className="mt-4" countLabel={countLabel} numberLocale={numberLocale} />
      )}
    </section>
  );
}

function EmptyState({ state }: { state: RegionNames }) {
  const { i18n, href } = usePageI18n();
  return (
    <div className="border-line mx-auto flex max-w-2xl flex-col items-center rounded-xl border bg-white px-6 py-12 text-center">
      <SearchX aria-hidden="true" className="text-brand-500 size-10" />
      <h2 className="text-ink mt-4 text-2xl font-semibold">
        {i18n._('state.emptyHeading', { inState: state.inName })}
      </h2>
      <p className="text-muted mt-3">{i18n._('state.emptyText', { inState: state.inName })}</p>
      <Button asChild className="mt-6">
        <Link to={href('/')}>{i18n._('place.browseAll')}</Link>
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
  /** The state or province a misspelt address most likely meant, and where it leads (in the page's language). */
  suggestion?: { name: string; path: string } | null;
}) {
  const { i18n, href } = usePageI18n();
  return (
    <Container className="flex flex-col items-center py-20 text-center sm:py-28">
      <h1 className="text-ink text-3xl font-semibold sm:text-4xl">{heading}</h1>
      {suggestion ? (
        <p className="text-ink mt-4 max-w-xl text-xl">
          <Trans
            id="region.didYouMean"
            values={{ name: suggestion.name }}
            components={{
              0: <Link to={suggestion.path} className="text-brand-700 font-semibold underline underline-offset-4" />,
            }}
          />
        </p>
      ) : null}
      <p className="text-muted mt-4 max-w-xl text-lg">{i18n._('region.notFoundText')}</p>
      <Button asChild className="mt-8">
        <Link to={href('/')}>{i18n._('place.browseAll')}</Link>
      </Button>
    </Container>
  );
}
