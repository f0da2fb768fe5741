import ChevronRight from 'lucide-react/icons/chevron-right';
import Clock from 'lucide-react/icons/clock';
import { data, Link, redirect } from 'react-router';
import { site } from '~/lib/site';
import { slugify, titleFromSlug } from '~/lib/slug';
import { FaqBlock } from '~/modules/faq/components/faq-block';
import { listPublicFaqs } from '~/modules/faq/faq.service.server';
import { abbreviationFor, findRegion } from '~/modules/geo/regions';
import { AskForInformationButton } from '~/modules/inquiries/components/ask-for-information-button';
import { PartnerCard } from '~/modules/partners/components/partner-card';
import { toPartnerCardData } from '~/modules/partners/components/partner-display';
import {
  getCityInState,
  listNearbyCities,
  listPartnersInCity,
  listPriorityPartners,
  type NearbyCity,
} from '~/modules/partners/partners.service.server';
import { breadcrumbListJsonLd, breadcrumbsForPath } from '~/modules/seo/breadcrumbs';
import { BreadcrumbNav } from '~/modules/seo/components/breadcrumb-nav';
import { pageMeta, publicUrlFrom } from '~/modules/seo/meta';
import { Button } from '~/ui/button';
import { Container } from '~/ui/container';
import type { Route } from './+types/city';

/** Spec §9: the city page fetches 2 priority partners and features them when the city has 6 or more. */
const FEATURED_LIMIT = 2;
const FEATURED_MIN_PARTNERS = 6;
const NEARBY_CITIES_LIMIT = 6;

export async function loader({ params, context }: Route.LoaderArgs) {
  const region = findRegion(params.state);
  const stateSlug = region?.slug ?? slugify(params.state);
  const citySlug = slugify(params.city);
  if (stateSlug !== '' && citySlug !== '' && (stateSlug !== params.state || citySlug !== params.city)) {
    throw redirect(`/state/${stateSlug}/city/${citySlug}`, 301);
  }
  if (!region || citySlug === '') {
    return data({ status: 'location-not-found' as const }, { status: 404 });
  }
  const state = { name: region.name, slug: region.slug };

  const city = await getCityInState(context.db, { stateSlug, citySlug });
  if (!city) {
    // A city with no partners yet: the page helps the family onward, but tells crawlers there is nothing here
    // (any made-up city slug would otherwise be an indexable page).
    const cityName = titleFromSlug(citySlug);
    const faqs = listPublicFaqs(context.db, { context: 'city', state: region.name, city: cityName });
    return data(
      { status: 'coming-soon' as const, state, city: { name: cityName, slug: citySlug }, faqs },
      { status: 404 },
    );
  }

  const partners = await listPartnersInCity(context.db, { stateSlug, citySlug });
  const featured =
    partners.length >= FEATURED_MIN_PARTNERS
      ? await listPriorityPartners(context.db, { stateSlug, citySlug, limit: FEATURED_LIMIT })
      : [];
  // Spec: with 6+ partners the featured (priority) partners are taken out of the grid. Only those actually
  // shown above are removed, so a third priority partner is never dropped from the page altogether.
  const featuredIds = new Set(featured.map((partner) => partner.id));
  const listed = partners.filter((partner) => !featuredIds.has(partner.id));
  const nearbyCities = await listNearbyCities(context.db, { stateSlug, citySlug, limit: NEARBY_CITIES_LIMIT });
  const faqs = listPublicFaqs(context.db, { context: 'city', state: region.name, city: city.city });

  return {
    status: 'found' as const,
    state,
    city: { name: city.city, slug: citySlug },
    partnerCount: partners.length,
    featured: featured.map(toPartnerCardData),
    listed: listed.map(toPartnerCardData),
    nearbyCities,
    faqs,
  };
}

export function meta({ matches, loaderData }: Route.MetaArgs) {
  if (!loaderData || loaderData.status === 'location-not-found') {
    return pageMeta(matches, {
      title: `Location not found | ${site.productName}`,
      description: `This location is not part of the ${site.productName} Partner Directory.`,
      noindex: true,
    });
  }
  const { state, city } = loaderData;
  const count = loaderData.status === 'found' ? loaderData.partnerCount : 0;
  const path = `/state/${state.slug}/city/${city.slug}`;
  return pageMeta(matches, {
    // Spec §2: 'Cremation Services {city}, {state} | {count}+ Trusted Funeral Homes'. With a count of 0
    // 'Trusted' takes the place of '{count}+', read as 'Trusted Funeral Homes' (not 'Trusted Trusted ...').
    title: `Cremation Services ${city.name}, ${state.name} | ${count > 0 ? `${count}+ ` : ''}Trusted Funeral Homes`,
    description:
      count > 0
        ? `Find ${count} ${site.productName} authorized ${count === 1 ? 'funeral home' : 'funeral homes and cremation providers'} in ${city.name}, ${state.name}: addresses, phone numbers, Google ratings and directions.`
        : `${site.productName} partners are coming soon to ${city.name}, ${state.name}.`,
    path,
    noindex: count === 0,
    jsonLd: breadcrumbListJsonLd(
      breadcrumbsForPath(path, { state: state.name, city: city.name }),
      publicUrlFrom(matches),
    ),
  });
}

export default function CityPage({ loaderData }: Route.ComponentProps) {
  if (loaderData.status === 'location-not-found') return <LocationNotFound />;
  const { state, city } = loaderData;
  const breadcrumbs = breadcrumbsForPath(`/state/${state.slug}/city/${city.slug}`, {
    state: state.name,
    city: city.name,
  });

  return (
    <>
      <section className="from-brand-100 to-canvas border-line border-b bg-gradient-to-b">
        <Container className="py-8 sm:py-12">
          <BreadcrumbNav items={breadcrumbs} />
          <h1 className="text-ink mt-4 text-3xl leading-tight font-semibold sm:text-4xl">
            Cremation Services in {city.name}, {state.name}
          </h1>
          {loaderData.status === 'found' ? (
            <p className="text-muted mt-3 text-lg">
              {loaderData.partnerCount.toLocaleString('en-US')} authorized {site.productName}{' '}
              {loaderData.partnerCount === 1 ? 'partner' : 'partners'} serving {city.name}
            </p>
          ) : null}
        </Container>
      </section>

      {loaderData.status === 'coming-soon' ? (
        <Container className="py-10 sm:py-14">
          <ComingSoon stateName={state.name} stateSlug={state.slug} cityName={city.name} />
        </Container>
      ) : (
        <>
          <Container className="py-10 sm:py-14">
            {loaderData.featured.length > 0 ? (
              <section aria-labelledby="featured-heading" className="mb-12 sm:mb-16">
                <h2 id="featured-heading" className="text-ink text-2xl font-semibold sm:text-3xl">
                  Featured Partners
                </h2>
                <ul className="mt-6 grid gap-6 md:grid-cols-2">
                  {loaderData.featured.map((partner) => (
                    <li key={partner.id}>
                      <PartnerCard
                        partner={partner}
                        inquiryAction={<AskForInformationButton partner={partner} className="w-full" />}
                      />
                    </li>
                  ))}
                </ul>
              </section>
            ) : null}

            <section aria-labelledby="partners-heading">
              <h2 id="partners-heading" className="text-ink text-2xl font-semibold sm:text-3xl">
                {loaderData.featured.length > 0 ? `More Partners in ${city.name}` : `Partners in ${city.name}`}
              </h2>
              <ul className="mt-6 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
                {loaderData.listed.map((partner) => (
                  <li key={partner.id}>
                    <PartnerCard
                      partner={partner}
                      inquiryAction={<AskForInformationButton partner={partner} className="w-full" />}
                    />
                  </li>
                ))}
              </ul>
            </section>

            <NearbyCities cities={loaderData.nearbyCities} />
          </Container>

          <section aria-labelledby="guide-heading" className="border-line border-y bg-white">
            <Container className="max-w-4xl py-10 sm:py-14">
              <h2 id="guide-heading" className="text-ink text-2xl font-semibold sm:text-3xl">
                Choosing Cremation Services in {city.name}
              </h2>
              <div className="text-muted mt-5 space-y-4 text-lg">
                <p>
                  Arranging a cremation is often one of the first decisions a family makes after a loss, and it helps to
                  work with people you can trust. The{' '}
                  {loaderData.partnerCount === 1
                    ? `${site.productName} partner listed for ${city.name} is a local funeral home or cremation provider`
                    : `${site.productName} partners listed for ${city.name} are local funeral homes and cremation providers`}{' '}
                  who can guide you through the cremation itself, a memorial service and the paperwork that follows, and
                  who can arrange a {site.productName} memorial: cremated remains transformed into smooth, solidified
                  stones your family can hold and keep.
                </p>
                <p>
                  When you speak with a provider in {city.name}, it is reasonable to ask what their price includes, how
                  long each step usually takes, and whether they can help with a gathering for family and friends.
                  Calling more than one is normal, and a good provider will answer patiently. If you are planning ahead,
                  they can also help you write down your wishes, so your family does not have to guess.
                </p>
              </div>
            </Container>
          </section>
        </>
      )}

      <Container className="max-w-4xl">
        <FaqBlock faqs={loaderData.faqs} />
      </Container>
    </>
  );
}

function NearbyCities({ cities }: { cities: NearbyCity[] }) {
  if (cities.length === 0) return null;
  return (
    <section aria-labelledby="nearby-heading" className="mt-12 sm:mt-16">
      <h2 id="nearby-heading" className="text-ink text-2xl font-semibold sm:text-3xl">
        Nearby Cities
      </h2>
      <ul className="mt-6 grid grid-cols-1 gap-3 min-[420px]:grid-cols-2 lg:grid-cols-3">
        {cities.map((nearby) => (
          <li key={`${nearby.stateSlug}/${nearby.citySlug}`}>
            <Link
              to={`/state/${nearby.stateSlug}/city/${nearby.citySlug}`}
              className="border-line hover:border-brand-400 hover:bg-brand-50 flex h-full min-h-16 items-center justify-between gap-3 rounded-lg border bg-white px-4 py-3 shadow-sm transition-colors"
            >
              <span className="min-w-0">
                <span className="text-ink block leading-snug font-semibold">
                  {nearby.city}, {abbreviationFor(nearby.state)}
                </span>
                <span className="text-muted block text-sm">
                  {nearby.partnerCount.toLocaleString('en-US')} {nearby.partnerCount === 1 ? 'partner' : 'partners'}
                  {' · '}
                  {Math.round(nearby.distanceMiles).toLocaleString('en-US')} mi away
                </span>
              </span>
              <ChevronRight aria-hidden="true" className="text-brand-500 size-5 shrink-0" />
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

function ComingSoon({ stateName, stateSlug, cityName }: { stateName: string; stateSlug: string; cityName: string }) {
  return (
    <div className="border-line mx-auto flex max-w-2xl flex-col items-center rounded-xl border bg-white px-6 py-12 text-center">
      <Clock aria-hidden="true" className="text-brand-500 size-10" />
      <h2 className="text-ink mt-4 text-2xl font-semibold">Coming Soon</h2>
      <p className="text-muted mt-3">
        We don't have an authorized partner in {cityName} yet. You can choose a partner elsewhere in {stateName}.
      </p>
      <div className="mt-6 flex w-full flex-col justify-center gap-3 sm:w-auto sm:flex-row">
        <Button asChild>
          <Link to={`/state/${stateSlug}`}>View Partners in {stateName}</Link>
        </Button>
        <Button asChild variant="secondary">
          <Link to="/">Browse All Partners</Link>
        </Button>
      </div>
    </div>
  );
}

function LocationNotFound() {
  return (
    <Container className="flex flex-col items-center py-20 text-center sm:py-28">
      <h1 className="text-ink text-3xl font-semibold sm:text-4xl">Location not found</h1>
      <p className="text-muted mt-4 max-w-xl text-lg">
        We couldn't find that state or province. Choose one from the list of all states and provinces we serve.
      </p>
      <Button asChild className="mt-8">
        <Link to="/">Browse All Partners</Link>
      </Button>
    </Container>
  );
}
