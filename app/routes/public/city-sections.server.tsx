import { Trans } from '@lingui/react';
import Clock from 'lucide-react/icons/clock';
import { Link } from 'react-router';
import { site } from '~/lib/site';
import { abbreviationFor, countryOfRegion } from '~/modules/geo/regions';
import { distanceUnitFor, formatDistance } from '~/modules/i18n/format';
import { cityArgs } from '~/modules/i18n/name-grammar';
import { usePageI18n } from '~/modules/i18n/use-page-i18n';
import type { NearbyCity } from '~/modules/partners/partners.service.server';
import type { BreadcrumbItem } from '~/modules/seo/breadcrumbs';
import { Button } from '~/ui/button';
import { PlainSearchForm } from '~/modules/partners/components/plain-search-form';
import { cn } from '~/ui/cn';
import { Container } from '~/ui/container';
import { PageHero } from './components/page-hero';
import { PlaceLink } from './components/place-link';
import type { RegionNames } from './place-names';

/*
 * The parts of a city page (spec §2) that never change in the browser, rendered by its loader on the
 * server only (serverSections, decision 015), under `<I18nProvider>` (localizedSections): the route
 * component keeps the partner cards. `.server`: importing it from browser code fails the build.
 */

interface Place {
  name: string;
  slug: string;
}

export function CityHero({
  breadcrumbs,
  state,
  city,
  partnerCount,
  title,
}: {
  breadcrumbs: readonly BreadcrumbItem[];
  state: RegionNames;
  city: Place;
  /** null: the city has no partner yet (the page says 'Coming Soon' below). */
  partnerCount: number | null;
  /** Instead of "Cremation Services in {city}", for an address that names no town. */
  title?: string;
}) {
  const { i18n } = usePageI18n();
  return (
    <PageHero
      breadcrumbs={breadcrumbs}
      title={title ?? i18n._('city.heading', { ...cityArgs(i18n.locale, city.name), state: state.name })}
    >
      {partnerCount !== null ? (
        <p className="text-muted mt-3 text-lg">
          {i18n._('city.count', { count: partnerCount, productName: site.productName, city: city.name })}
        </p>
      ) : null}
      {/* Another place, a ZIP code or a name, without going back to the home page. */}
      <PlainSearchForm className="mt-6 max-w-3xl" />
    </PageHero>
  );
}

export function NearbyCities({ cities }: { cities: readonly NearbyCity[] }) {
  const { i18n, locale, href } = usePageI18n();
  if (cities.length === 0) return null;
  // In the unit of the place and language (decision 033); US places in English in whole miles, as before.
  const distanceOf = (nearby: NearbyCity) => {
    const country = countryOfRegion(nearby.state) ?? 'US';
    const miles = distanceUnitFor(locale, country) === 'mi' ? Math.round(nearby.distanceMiles) : nearby.distanceMiles;
    return formatDistance(locale, miles, country);
  };
  return (
    <section aria-labelledby="nearby-heading" className="mt-12 sm:mt-16">
      <h2 id="nearby-heading" className="text-ink text-2xl font-semibold sm:text-3xl">
        {i18n._('city.nearby')}
      </h2>
      <ul className="mt-6 grid grid-cols-1 gap-3 min-[420px]:grid-cols-2 lg:grid-cols-3">
        {cities.map((nearby) => (
          <li key={`${nearby.stateSlug}/${nearby.citySlug}`}>
            <PlaceLink
              to={href(`/state/${nearby.stateSlug}/city/${nearby.citySlug}`)}
              name={`${nearby.city}, ${abbreviationFor(nearby.state)}`}
              detail={i18n._('city.nearbyDetail', { count: nearby.partnerCount, distance: distanceOf(nearby) })}
              className="min-h-16"
            />
          </li>
        ))}
      </ul>
    </section>
  );
}

/** 'Choosing Cremation Services in {city}': the page's own words for families (and search engines). */
export function CityGuide({ cityName, partnerCount }: { cityName: string; partnerCount: number }) {
  const { i18n } = usePageI18n();
  return (
    <section aria-labelledby="guide-heading" className="border-line border-y bg-white">
      <Container className="max-w-4xl py-10 sm:py-14">
        <h2 id="guide-heading" className="text-ink text-2xl font-semibold sm:text-3xl">
          {i18n._('city.guideHeading', cityArgs(i18n.locale, cityName))}
        </h2>
        <div className="text-muted mt-5 space-y-4 text-lg">
          <p>{i18n._('city.guideOne', { count: partnerCount, productName: site.productName, city: cityName })}</p>
          <p>{i18n._('city.guideTwo', cityArgs(i18n.locale, cityName))}</p>
        </div>
      </Container>
    </section>
  );
}

/** From a town without partners to the state's partners, or to all of them. */
function CityWaysOnward({ state, className }: { state: RegionNames; className: string }) {
  const { i18n, href } = usePageI18n();
  return (
    <div className={cn('flex w-full flex-col justify-center gap-3 sm:w-auto sm:flex-row', className)}>
      <Button asChild className="whitespace-normal">
        <Link to={href(`/state/${state.slug}`)}>{i18n._('city.viewState', { inState: state.inName })}</Link>
      </Button>
      <Button asChild variant="secondary" className="whitespace-normal">
        <Link to={href('/')}>{i18n._('place.browseAll')}</Link>
      </Button>
    </div>
  );
}

/** A city of a known state with no partner yet (HTTP 404): the way onward. */
export function CityComingSoon({ state, cityName }: { state: RegionNames; cityName: string }) {
  const { i18n } = usePageI18n();
  return (
    <Container className="py-10 sm:py-14">
      <div className="border-line mx-auto flex max-w-2xl flex-col items-center rounded-xl border bg-white px-6 py-12 text-center">
        <Clock aria-hidden="true" className="text-brand-500 size-10" />
        <h2 className="text-ink mt-4 text-2xl font-semibold">{i18n._('city.comingSoon')}</h2>
        <p className="text-muted mt-3">
          {i18n._('city.comingSoonText', { ...cityArgs(i18n.locale, cityName), inState: state.inName })}
        </p>
        <CityWaysOnward state={state} className="mt-6" />
      </div>
    </Container>
  );
}

/**
 * An address naming a town that is neither in the directory nor a place we know in the state (HTTP 404): said
 * so, rather than promise a partner "soon" in a town that may not exist.
 */
export function CityUnknown({ state, cityName }: { state: RegionNames; cityName: string }) {
  const { i18n } = usePageI18n();
  return (
    <Container className="flex flex-col items-center py-20 text-center sm:py-28">
      <h1 className="text-ink text-3xl font-semibold sm:text-4xl">{i18n._('region.notFoundLocation')}</h1>
      <p className="text-muted mt-4 max-w-xl text-lg [overflow-wrap:anywhere]">
        {i18n._('city.unknownText', { ...cityArgs(i18n.locale, cityName), inState: state.inName })}
      </p>
      <CityWaysOnward state={state} className="mt-8" />
    </Container>
  );
}

/**
 * A misspelt town of a known state (HTTP 404), under a hero saying there is no such town
 * (`city.noTown`): the town of the state it most likely meant.
 */
export function CityDidYouMean({
  state,
  meant,
}: {
  state: RegionNames;
  meant: { city: string; citySlug: string; partnerCount: number };
}) {
  const { i18n, href } = usePageI18n();
  return (
    <Container className="py-10 sm:py-14">
      <div className="border-line mx-auto flex max-w-2xl flex-col items-center rounded-xl border bg-white px-6 py-12 text-center">
        <p className="text-ink text-lg">
          <Trans
            id="city.didYouMean"
            values={{ city: meant.city, count: meant.partnerCount }}
            components={{
              0: (
                <Link
                  to={href(`/state/${state.slug}/city/${meant.citySlug}`)}
                  className="text-brand-700 font-semibold underline underline-offset-4"
                />
              ),
            }}
          />
        </p>
        <Button asChild variant="secondary" className="mt-6 whitespace-normal">
          <Link to={href(`/state/${state.slug}`)}>{i18n._('city.viewState', { inState: state.inName })}</Link>
        </Button>
      </div>
    </Container>
  );
}

/** A real town with no partner (HTTP 404): how far the nearest partner is, above their cards. */
export function CityNearestIntro({ sentence, state }: { sentence: string; state: RegionNames }) {
  const { i18n, href } = usePageI18n();
  return (
    <>
      <h2 id="nearest-heading" className="text-ink text-2xl font-semibold sm:text-3xl">
        {i18n._('city.nearestHeading')}
      </h2>
      <p className="text-ink mt-2 text-lg font-semibold">{sentence}</p>
      <p className="text-muted mt-1">
        <Trans
          id="city.nearestOrder"
          values={{ inState: state.inName }}
          components={{
            0: <Link to={href(`/state/${state.slug}`)} className="text-brand-700 underline underline-offset-4" />,
          }}
        />
      </p>
    </>
  );
}
