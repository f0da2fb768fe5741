import Clock from 'lucide-react/icons/clock';
import { Link } from 'react-router';
import { site } from '~/lib/site';
import { abbreviationFor } from '~/modules/geo/regions';
import type { NearbyCity } from '~/modules/partners/partners.service.server';
import type { BreadcrumbItem } from '~/modules/seo/breadcrumbs';
import { Button } from '~/ui/button';
import { PlainSearchForm } from '~/modules/partners/components/partner-search-form';
import { Container } from '~/ui/container';
import { PageHero } from './components/page-hero';
import { PlaceLink } from './components/place-link';

/*
 * The parts of a city page (spec §2) that never change in the browser, rendered by its loader on the
 * server only (serverSections, decision 015): the route component keeps the partner cards and the FAQ.
 * `.server`: importing it from browser code fails the build.
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
}: {
  breadcrumbs: readonly BreadcrumbItem[];
  state: Place;
  city: Place;
  /** null: the city has no partner yet (the page says 'Coming Soon' below). */
  partnerCount: number | null;
}) {
  return (
    <PageHero breadcrumbs={breadcrumbs} title={`Cremation Services in ${city.name}, ${state.name}`}>
      {partnerCount !== null ? (
        <p className="text-muted mt-3 text-lg">
          {partnerCount.toLocaleString('en-US')} authorized {site.productName}{' '}
          {partnerCount === 1 ? 'partner' : 'partners'} serving {city.name}
        </p>
      ) : null}
      {/* Another place, a ZIP code or a name, without going back to the home page. */}
      <PlainSearchForm className="mt-6 max-w-3xl" />
    </PageHero>
  );
}

export function NearbyCities({ cities }: { cities: readonly NearbyCity[] }) {
  if (cities.length === 0) return null;
  return (
    <section aria-labelledby="nearby-heading" className="mt-12 sm:mt-16">
      <h2 id="nearby-heading" className="text-ink text-2xl font-semibold sm:text-3xl">
        Nearby Cities
      </h2>
      <ul className="mt-6 grid grid-cols-1 gap-3 min-[420px]:grid-cols-2 lg:grid-cols-3">
        {cities.map((nearby) => (
          <li key={`${nearby.stateSlug}/${nearby.citySlug}`}>
            <PlaceLink
              to={`/state/${nearby.stateSlug}/city/${nearby.citySlug}`}
              name={`${nearby.city}, ${abbreviationFor(nearby.state)}`}
              detail={`${nearby.partnerCount.toLocaleString('en-US')} ${nearby.partnerCount === 1 ? 'partner' : 'partners'} · ${Math.round(nearby.distanceMiles).toLocaleString('en-US')} mi away`}
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
  return (
    <section aria-labelledby="guide-heading" className="border-line border-y bg-white">
      <Container className="max-w-4xl py-10 sm:py-14">
        <h2 id="guide-heading" className="text-ink text-2xl font-semibold sm:text-3xl">
          Choosing Cremation Services in {cityName}
        </h2>
        <div className="text-muted mt-5 space-y-4 text-lg">
          <p>
            Arranging a cremation is often one of the first decisions a family makes after a loss, and it helps to work
            with people you can trust. The{' '}
            {partnerCount === 1
              ? `${site.productName} partner listed for ${cityName} is a local funeral home or cremation provider`
              : `${site.productName} partners listed for ${cityName} are local funeral homes and cremation providers`}{' '}
            who can guide you through the cremation itself, a memorial service and the paperwork that follows, and who
            can arrange a {site.productName} memorial: cremated remains transformed into smooth, solidified stones your
            family can hold and keep.
          </p>
          <p>
            When you speak with a provider in {cityName}, it is reasonable to ask what their price includes, how long
            each step usually takes, and whether they can help with a gathering for family and friends. Calling more
            than one is normal, and a good provider will answer patiently. If you are planning ahead, they can also help
            you write down your wishes, so your family does not have to guess.
          </p>
        </div>
      </Container>
    </section>
  );
}

/** A city of a known state with no partner yet (HTTP 404): the way onward. */
export function CityComingSoon({ state, cityName }: { state: Place; cityName: string }) {
  return (
    <Container className="py-10 sm:py-14">
      <div className="border-line mx-auto flex max-w-2xl flex-col items-center rounded-xl border bg-white px-6 py-12 text-center">
        <Clock aria-hidden="true" className="text-brand-500 size-10" />
        <h2 className="text-ink mt-4 text-2xl font-semibold">Coming Soon</h2>
        <p className="text-muted mt-3">
          We don't have an authorized partner in {cityName} yet. You can choose a partner elsewhere in {state.name}.
        </p>
        <div className="mt-6 flex w-full flex-col justify-center gap-3 sm:w-auto sm:flex-row">
          <Button asChild>
            <Link to={`/state/${state.slug}`}>View Partners in {state.name}</Link>
          </Button>
          <Button asChild variant="secondary">
            <Link to="/">Browse All Partners</Link>
          </Button>
        </div>
      </div>
    </Container>
  );
}

/** A misspelt town of a known state (HTTP 404): the town of the state it most likely meant. */
export function CityDidYouMean({
  state,
  typed,
  meant,
}: {
  state: Place;
  typed: string;
  meant: { city: string; citySlug: string; partnerCount: number };
}) {
  return (
    <Container className="py-10 sm:py-14">
      <div className="border-line mx-auto flex max-w-2xl flex-col items-center rounded-xl border bg-white px-6 py-12 text-center">
        <h2 className="text-ink text-2xl font-semibold [overflow-wrap:anywhere]">
          We have no town called “{typed}” in {state.name}
        </h2>
        <p className="text-ink mt-4 text-lg">
          Did you mean{' '}
          <Link
            to={`/state/${state.slug}/city/${meant.citySlug}`}
            className="text-brand-700 font-semibold underline underline-offset-4"
          >
            {meant.city} ({meant.partnerCount.toLocaleString('en-US')}{' '}
            {meant.partnerCount === 1 ? 'partner' : 'partners'})
          </Link>
          ?
        </p>
        <Button asChild variant="secondary" className="mt-6">
          <Link to={`/state/${state.slug}`}>View Partners in {state.name}</Link>
        </Button>
      </div>
    </Container>
  );
}

/** A real town with no partner (HTTP 404): how far the nearest partner is, above their cards. */
export function CityNearestIntro({ sentence, state }: { sentence: string; state: Place }) {
  return (
    <>
      <h2 id="nearest-heading" className="text-ink text-2xl font-semibold sm:text-3xl">
        Nearest Partners
      </h2>
      <p className="text-ink mt-2 text-lg font-semibold">{sentence}</p>
      <p className="text-muted mt-1">
        Nearest first, by straight-line distance. Or{' '}
        <Link to={`/state/${state.slug}`} className="text-brand-700 underline underline-offset-4">
          see every partner in {state.name}
        </Link>
        .
      </p>
    </>
  );
}
