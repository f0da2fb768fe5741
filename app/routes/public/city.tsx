import { data, redirect } from 'react-router';
import { unavailableWithoutDatabase } from '~/lib/database-unavailable.server';
import { site } from '~/lib/site';
import { slugify, titleFromSlug } from '~/lib/slug';
import { FaqBlock } from '~/modules/faq/components/faq-block';
import { listPublicFaqs } from '~/modules/faq/faq.service.server';
import { findRegion } from '~/modules/geo/regions';
import { toPartnerCardData } from '~/modules/partners/components/partner-display';
import {
  getCityInState,
  listNearbyCities,
  listPartnersInCity,
  listPriorityPartners,
} from '~/modules/partners/partners.service.server';
import { breadcrumbListJsonLd, breadcrumbsForPath } from '~/modules/seo/breadcrumbs';
import { pageMeta } from '~/modules/seo/meta';
import { Container } from '~/ui/container';
import { ServerHtml } from '~/ui/layout/server-html';
import { serverSections } from '~/ui/layout/server-section.server';
import type { Route } from './+types/city';
import { CityComingSoon, CityGuide, CityHero, NearbyCities } from './city-sections.server';
import { PartnerCardGrid } from './components/partner-card-grid';
import { partnerCardSections } from './partner-card-sections.server';
import { RegionNotFound } from './state-sections.server';

/** Spec §9: the city page fetches 2 priority partners and features them when the city has 6 or more. */
const FEATURED_LIMIT = 2;
const FEATURED_MIN_PARTNERS = 6;
const NEARBY_CITIES_LIMIT = 6;

// Database unreachable: a 503 retry page, not a 500.
export const loader = unavailableWithoutDatabase(loadCityPage);

async function loadCityPage({ params, context }: Route.LoaderArgs) {
  const region = findRegion(params.state);
  const stateSlug = region?.slug ?? slugify(params.state);
  const citySlug = slugify(params.city);
  if (stateSlug !== '' && citySlug !== '' && (stateSlug !== params.state || citySlug !== params.city)) {
    throw redirect(`/state/${stateSlug}/city/${citySlug}`, 301);
  }
  if (!region || citySlug === '') {
    const { notFound } = serverSections(context, { notFound: <RegionNotFound heading="Location not found" /> });
    return data({ status: 'location-not-found' as const, notFound }, { status: 404 });
  }
  const state = { name: region.name, slug: region.slug };

  const city = await getCityInState(context.db, { stateSlug, citySlug });
  if (!city) {
    // A city with no partners yet: the page helps the family onward, but tells crawlers there is nothing here
    // (any made-up city slug would otherwise be an indexable page).
    const cityName = titleFromSlug(citySlug);
    const faqs = listPublicFaqs(context.db, {
      contentRevision: context.contentRevision,
      context: 'city',
      state: region.name,
      city: cityName,
    });
    const city = { name: cityName, slug: citySlug };
    return data(
      {
        status: 'coming-soon' as const,
        seo: citySeo(context.env.PUBLIC_URL, state, city, 0),
        sections: serverSections(context, {
          hero: <CityHero breadcrumbs={cityBreadcrumbs(state, city)} state={state} city={city} partnerCount={null} />,
          comingSoon: <CityComingSoon state={state} cityName={cityName} />,
        }),
        faqs,
      },
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
  const faqs = listPublicFaqs(context.db, {
    contentRevision: context.contentRevision,
    context: 'city',
    state: region.name,
    city: city.city,
  });

  const place = { name: city.city, slug: citySlug };
  const featuredCards = featured.map(toPartnerCardData);
  const listedCards = listed.map(toPartnerCardData);
  const partnerCount = partners.length;
  return {
    status: 'found' as const,
    city: place,
    seo: citySeo(context.env.PUBLIC_URL, state, place, partnerCount),
    // What never changes in the browser is rendered here only (serverSections, decision 015).
    sections: serverSections(context, {
      hero: (
        <CityHero breadcrumbs={cityBreadcrumbs(state, place)} state={state} city={place} partnerCount={partnerCount} />
      ),
      nearbyCities: <NearbyCities cities={nearbyCities} />,
      guide: <CityGuide cityName={place.name} partnerCount={partnerCount} />,
    }),
    featured: featuredCards,
    listed: listedCards,
    cardFacts: partnerCardSections(context, [...featuredCards, ...listedCards]),
    faqs,
  };
}

function cityBreadcrumbs(state: { name: string; slug: string }, city: { name: string; slug: string }) {
  return breadcrumbsForPath(`/state/${state.slug}/city/${city.slug}`, { state: state.name, city: city.name });
}

/** Built in the loader, not in meta(): the structured data builders stay on the server. */
function citySeo(
  publicUrl: string,
  state: { name: string; slug: string },
  city: { name: string; slug: string },
  count: number,
) {
  return {
    // Spec §2: 'Cremation Services {city}, {state} | {count}+ Trusted Funeral Homes'. With a count of 0
    // 'Trusted' takes the place of '{count}+', read as 'Trusted Funeral Homes' (not 'Trusted Trusted ...').
    title: `Cremation Services ${city.name}, ${state.name} | ${count > 0 ? `${count}+ ` : ''}Trusted Funeral Homes`,
    description:
      count > 0
        ? `Find ${count} ${site.productName} authorized ${count === 1 ? 'funeral home' : 'funeral homes and cremation providers'} in ${city.name}, ${state.name}: addresses, phone numbers, Google ratings and directions.`
        : `${site.productName} partners are coming soon to ${city.name}, ${state.name}.`,
    path: `/state/${state.slug}/city/${city.slug}`,
    noindex: count === 0,
    jsonLd: breadcrumbListJsonLd(cityBreadcrumbs(state, city), publicUrl),
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
  return pageMeta(matches, loaderData.seo);
}

export default function CityPage({ loaderData }: Route.ComponentProps) {
  if (loaderData.status === 'location-not-found') {
    return <ServerHtml section={loaderData.notFound} />;
  }
  const { sections, faqs } = loaderData;

  return (
    <>
      <ServerHtml section={sections.hero} />

      {loaderData.status === 'coming-soon' ? (
        <ServerHtml section={loaderData.sections.comingSoon} />
      ) : (
        <>
          <Container className="py-10 sm:py-14">
            {loaderData.featured.length > 0 ? (
              <section aria-labelledby="featured-heading" className="mb-12 sm:mb-16">
                <h2 id="featured-heading" className="text-ink text-2xl font-semibold sm:text-3xl">
                  Featured Partners
                </h2>
                <PartnerCardGrid partners={loaderData.featured} facts={loaderData.cardFacts} />
              </section>
            ) : null}

            <section aria-labelledby="partners-heading">
              <h2 id="partners-heading" className="text-ink text-2xl font-semibold sm:text-3xl">
                {loaderData.featured.length > 0
                  ? `More Partners in ${loaderData.city.name}`
                  : `Partners in ${loaderData.city.name}`}
              </h2>
              <PartnerCardGrid partners={loaderData.listed} facts={loaderData.cardFacts} className="lg:grid-cols-3" />
            </section>

            <ServerHtml section={loaderData.sections.nearbyCities} />
          </Container>

          <ServerHtml section={loaderData.sections.guide} />
        </>
      )}

      <Container className="max-w-4xl">
        <FaqBlock faqs={faqs} />
      </Container>
    </>
  );
}
