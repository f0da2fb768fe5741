import { data, redirect } from 'react-router';
import { unavailableWithoutDatabase } from '~/lib/database-unavailable.server';
import { site } from '~/lib/site';
import { slugify, titleFromSlug } from '~/lib/slug';
import { closestName } from '~/modules/geo/closest-name';
import { findPlaceInRegion } from '~/modules/geo/gazetteer.server';
import { ALL_REGIONS, findRegion } from '~/modules/geo/regions';
import { distanceLabel, FEATURED_MEANING, toPartnerCardData } from '~/modules/partners/components/partner-display';
import {
  getCityInState,
  listCitiesInState,
  listCityPage,
  listFilteredPartners,
  listNearbyCities,
  listPriorityPartners,
} from '~/modules/partners/partners.service.server';
import { ServiceFilterLinks } from '~/modules/partners/components/service-filter-links';
import {
  FILTERED_PAGE_SIZE,
  filtersLabel,
  type ServiceFilterKey,
  serviceFiltersOf,
  searchWithFilters,
} from '~/modules/partners/service-filters';
import { breadcrumbListJsonLd, breadcrumbsForPath } from '~/modules/seo/breadcrumbs';
import { toSearchCardData } from '~/modules/search/search-page-data';
import { findNearestFiltered } from '~/modules/search/search.service.server';
import { pageMeta } from '~/modules/seo/meta';
import { Container } from '~/ui/container';
import { ServerHtml } from '~/ui/layout/server-html';
import { serverSections } from '~/ui/layout/server-section.server';
import type { Route } from './+types/city';
import {
  CityComingSoon,
  CityDidYouMean,
  CityGuide,
  CityHero,
  CityNearestIntro,
  NearbyCities,
} from './city-sections.server';
import { PageLinks, pageSearch } from './components/page-links';
import { FilteredHeading } from './components/filtered-heading';
import { PartnerCardGrid } from './components/partner-card-grid';
import { FaqSection, readPageFaqs } from './faq-sections.server';
import { partnerCardSections } from './partner-card-sections.server';
import { RegionNotFound } from './state-sections.server';

/** Spec §9: the city page fetches 2 priority partners and features them when the city has 6 or more. */
const FEATURED_LIMIT = 2;
const FEATURED_MIN_PARTNERS = 6;
const NEARBY_CITIES_LIMIT = 6;
/** A town with no partner lists this many of the nearest. */
const NEAREST_LIMIT = 6;
/** Partners listed per page (each card is about 9 kB of HTML): a big city renders one page, the rest are behind `?page=N` links. */
export const CITY_PAGE_SIZE = 24;

/** `?page=N` as a page number: 1 when absent, null when not a page number at all. */
function requestedPage(request: Request): number | null {
  const value = new URL(request.url).searchParams.get('page');
  if (value === null) return 1;
  return /^[1-9]\d{0,6}$/.test(value) ? Number(value) : null;
}

// Database unreachable: a 503 retry page, not a 500.
export const loader = unavailableWithoutDatabase(loadCityPage);

async function loadCityPage({ params, request, context }: Route.LoaderArgs) {
  const region = findRegion(params.state);
  const stateSlug = region?.slug ?? slugify(params.state);
  const citySlug = slugify(params.city);
  if (stateSlug !== '' && citySlug !== '' && (stateSlug !== params.state || citySlug !== params.city)) {
    throw redirect(`/state/${stateSlug}/city/${citySlug}`, 301);
  }
  if (!region || citySlug === '') {
    const meant = region ? null : closestName(stateSlug.replace(/-/g, ' '), ALL_REGIONS, (candidate) => candidate.name);
    const suggestion = meant && citySlug ? { name: meant.name, path: `/state/${meant.slug}/city/${citySlug}` } : null;
    const { notFound } = serverSections(context, {
      notFound: <RegionNotFound heading="Location not found" suggestion={suggestion} />,
    });
    return data({ status: 'location-not-found' as const, notFound }, { status: 404 });
  }
  const state = { name: region.name, slug: region.slug };

  const cityPath = `/state/${stateSlug}/city/${citySlug}`;
  const url = new URL(request.url);
  const filters = serviceFiltersOf(url.searchParams);
  // Filters written another way (order, repeats, unknown keys): their one address.
  if (!filters.canonical) throw redirect(`${cityPath}${searchWithFilters(url.searchParams, filters.keys)}`, 301);

  const city = await getCityInState(context.db, { stateSlug, citySlug });
  if (!city) {
    // A city with no partners yet: the page helps the family onward, but tells crawlers there is nothing here
    // (any made-up city slug would otherwise be an indexable page). A real town lists the nearest partners;
    // a misspelling offers the town of the state it most likely meant.
    const town = await findPlaceInRegion(citySlug.replace(/-/g, ' '), region.abbreviation);
    const meant = town
      ? null
      : closestName(citySlug.replace(/-/g, ' '), await listCitiesInState(context.db, { stateSlug }), (c) => c.city);
    const cityName = town?.name ?? titleFromSlug(citySlug);
    const faqsRead = readPageFaqs(context, { context: 'city', state: region.name, city: cityName });
    const city = { name: cityName, slug: citySlug };
    const now = context.requestTime ?? new Date();
    const nearest = town
      ? (await findNearestFiltered(context.db, town, NEAREST_LIMIT, { filters: filters.keys, now })).map(
          toSearchCardData,
        )
      : [];
    const nearestMiles = nearest[0]?.distanceMiles;
    const faqs = await faqsRead;
    const noPartner = `No partner in ${cityName}, ${region.name}.`;
    const nearestOne =
      filters.keys.length > 0 ? `The nearest that matches ${filtersLabel(filters.keys)}` : 'The nearest';
    return data(
      {
        status: 'coming-soon' as const,
        seo: citySeo(context.env.PUBLIC_URL, state, city, 0),
        sections: serverSections(context, {
          hero: <CityHero breadcrumbs={cityBreadcrumbs(state, city)} state={state} city={city} partnerCount={null} />,
          // A real town's nearest partners can be filtered like a city's list.
          filters: town ? <ServiceFilterLinks path={cityPath} search={url.search} active={filters.keys} /> : <></>,
          comingSoon: meant ? (
            <CityDidYouMean state={state} typed={cityName} meant={meant} />
          ) : nearest.length > 0 ? (
            <CityNearestIntro
              state={state}
              sentence={
                nearestMiles === undefined ? noPartner : `${noPartner} ${nearestOne} is ${distanceLabel(nearestMiles)}.`
              }
            />
          ) : (
            <CityComingSoon state={state} cityName={cityName} />
          ),
          faq: <FaqSection items={faqs} />,
        }),
        nearest,
        cardFacts: partnerCardSections(context, nearest),
      },
      { status: 404 },
    );
  }

  const partnerCount = city.partnerCount;
  const filterSearch = searchWithFilters(new URLSearchParams(), filters.keys);
  const page = requestedPage(request);
  // Not a page number: the list's first page is its one address.
  if (page === null) throw redirect(`${cityPath}${filterSearch}`, 301);
  if (filters.keys.length > 0) {
    const place = { name: city.city, slug: citySlug };
    return loadFilteredCityPage({
      context,
      region,
      place,
      partnerCount,
      page,
      filters: filters.keys,
      filterSearch,
      url,
    });
  }
  const featured =
    partnerCount >= FEATURED_MIN_PARTNERS
      ? await listPriorityPartners(context.db, { stateSlug, citySlug, limit: FEATURED_LIMIT })
      : [];
  // Spec: with 6+ partners the featured (priority) partners are taken out of the grid. Only those actually
  // shown above are removed, so a third priority partner is never dropped from the page altogether.
  const featuredIds = featured.map((partner) => partner.id);
  const pageCount = Math.max(1, Math.ceil((partnerCount - featured.length) / CITY_PAGE_SIZE));
  // Past the end (the city lost partners since the link was made): its last page, which may grow back.
  if (page > pageCount) throw redirect(`${cityPath}${pageSearch(pageCount)}`, 302);
  const listed = await listCityPage(context.db, {
    stateSlug,
    citySlug,
    exceptIds: featuredIds,
    offset: (page - 1) * CITY_PAGE_SIZE,
    limit: CITY_PAGE_SIZE,
  });
  const nearbyCities = await listNearbyCities(context.db, { stateSlug, citySlug, limit: NEARBY_CITIES_LIMIT });
  // Awaited: the FAQ is in place in the HTML without JavaScript (decision 030).
  const faqs = await readPageFaqs(context, { context: 'city', state: region.name, city: city.city });

  const place = { name: city.city, slug: citySlug };
  const featuredCards = page === 1 ? featured.map(toPartnerCardData) : [];
  const listedCards = listed.map(toPartnerCardData);
  return {
    status: 'found' as const,
    city: place,
    seo: citySeo(context.env.PUBLIC_URL, state, place, partnerCount, page),
    pages: { page, pageCount, path: cityPath },
    // What never changes in the browser is rendered here only (serverSections, decision 015).
    filtered: null,
    sections: serverSections(context, {
      hero: (
        <CityHero breadcrumbs={cityBreadcrumbs(state, place)} state={state} city={place} partnerCount={partnerCount} />
      ),
      filters: <ServiceFilterLinks path={cityPath} search={url.search} active={[]} />,
      nearbyCities: <NearbyCities cities={nearbyCities} />,
      guide: <CityGuide cityName={place.name} partnerCount={partnerCount} />,
      faq: <FaqSection items={faqs} />,
    }),
    // The featured partners head the first page only; every page leaves them out of its list.
    featured: featuredCards,
    listed: listedCards,
    cardFacts: partnerCardSections(context, [...featured.slice(0, featuredCards.length), ...listed]),
  };
}

/**
 * A city's partners that pass the filters (decision 028): one list, a page at a time, no featured block;
 * `noindex, follow` (a variant of the city page, never a page of its own in search engines).
 */
async function loadFilteredCityPage({
  context,
  region,
  place,
  partnerCount,
  page,
  filters,
  filterSearch,
  url,
}: {
  context: Route.LoaderArgs['context'];
  region: { name: string; slug: string };
  place: { name: string; slug: string };
  partnerCount: number;
  page: number;
  filters: ServiceFilterKey[];
  filterSearch: string;
  url: URL;
}) {
  const state = { name: region.name, slug: region.slug };
  const cityPath = `/state/${state.slug}/city/${place.slug}`;
  const found = await listFilteredPartners(context.db, {
    stateSlug: state.slug,
    citySlug: place.slug,
    filters,
    now: context.requestTime ?? new Date(),
    offset: (page - 1) * FILTERED_PAGE_SIZE,
    limit: FILTERED_PAGE_SIZE,
  });
  const pageCount = Math.max(1, Math.ceil(found.total / FILTERED_PAGE_SIZE));
  if (page > pageCount) throw redirect(`${cityPath}${pageSearch(pageCount, filterSearch)}`, 302);
  const faqs = await readPageFaqs(context, { context: 'city', state: region.name, city: place.name });
  const label = filtersLabel(filters);
  const seo = citySeo(context.env.PUBLIC_URL, state, place, partnerCount, page);
  const listedCards = found.partners.map(toPartnerCardData);
  return {
    status: 'found' as const,
    city: place,
    seo: {
      ...seo,
      title: `${seo.title} | ${label}`,
      path: `${cityPath}${pageSearch(page, filterSearch)}`,
      noindex: 'follow' as const,
    },
    pages: { page, pageCount, path: cityPath, search: filterSearch },
    filtered: { label, total: found.total, clear: cityPath },
    sections: serverSections(context, {
      hero: (
        <CityHero breadcrumbs={cityBreadcrumbs(state, place)} state={state} city={place} partnerCount={partnerCount} />
      ),
      filters: <ServiceFilterLinks path={cityPath} search={url.search} active={filters} />,
      // Not shown on a filtered list (the component leaves them out).
      nearbyCities: <NearbyCities cities={[]} />,
      guide: <></>,
      faq: <FaqSection items={faqs} />,
    }),
    featured: [],
    listed: listedCards,
    cardFacts: partnerCardSections(context, found.partners),
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
  page = 1,
) {
  return {
    // Spec §2: 'Cremation Services {city}, {state} | {count}+ Trusted Funeral Homes'. With a count of 0
    // 'Trusted' takes the place of '{count}+', read as 'Trusted Funeral Homes' (not 'Trusted Trusted ...').
    // Later pages of the list say which page they are, so no two pages share a title.
    title: `Cremation Services ${city.name}, ${state.name} | ${count > 0 ? `${count}+ ` : ''}Trusted Funeral Homes${page > 1 ? ` | Page ${page}` : ''}`,
    description:
      count > 0
        ? `Find ${count} ${site.productName} authorized ${count === 1 ? 'funeral home' : 'funeral homes and cremation providers'} in ${city.name}, ${state.name}: addresses, phone numbers, Google ratings and directions.`
        : `${site.productName} partners are coming soon to ${city.name}, ${state.name}.`,
    // Each page of the list is its own canonical page (page 1 without `?page`).
    path: `/state/${state.slug}/city/${city.slug}${pageSearch(page)}`,
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
  const { sections } = loaderData;

  return (
    <>
      <ServerHtml section={sections.hero} />

      {loaderData.status === 'coming-soon' ? (
        loaderData.nearest.length > 0 ? (
          <Container className="py-10 sm:py-14">
            <ServerHtml section={loaderData.sections.filters} className="mb-8 block" />
            <section aria-labelledby="nearest-heading">
              <ServerHtml section={loaderData.sections.comingSoon} />
              <PartnerCardGrid partners={loaderData.nearest} facts={loaderData.cardFacts} className="lg:grid-cols-3" />
            </section>
          </Container>
        ) : (
          <ServerHtml section={loaderData.sections.comingSoon} />
        )
      ) : (
        <>
          <Container className="py-10 sm:py-14">
            <ServerHtml section={loaderData.sections.filters} />
            {loaderData.filtered ? (
              <section aria-labelledby="partners-heading" className="mt-10">
                <FilteredHeading
                  placeName={loaderData.city.name}
                  label={loaderData.filtered.label}
                  total={loaderData.filtered.total}
                  clear={loaderData.filtered.clear}
                />
                <PartnerCardGrid partners={loaderData.listed} facts={loaderData.cardFacts} className="lg:grid-cols-3" />
                <PageLinks {...loaderData.pages} label={`Pages of partners in ${loaderData.city.name}`} />
              </section>
            ) : null}
            {!loaderData.filtered && loaderData.featured.length > 0 ? (
              <section aria-labelledby="featured-heading" className="mb-12 sm:mb-16">
                <h2 id="featured-heading" className="text-ink text-2xl font-semibold sm:text-3xl">
                  Featured Partners
                </h2>
                <p className="text-muted mt-2">{FEATURED_MEANING}</p>
                <PartnerCardGrid partners={loaderData.featured} facts={loaderData.cardFacts} />
              </section>
            ) : null}

            {loaderData.filtered ? null : (
              <section aria-labelledby="partners-heading" className="mt-10">
                <h2 id="partners-heading" className="text-ink text-2xl font-semibold sm:text-3xl">
                  {loaderData.featured.length > 0
                    ? `More Partners in ${loaderData.city.name}`
                    : `Partners in ${loaderData.city.name}`}
                </h2>
                <PartnerCardGrid partners={loaderData.listed} facts={loaderData.cardFacts} className="lg:grid-cols-3" />
                <PageLinks {...loaderData.pages} label={`Pages of partners in ${loaderData.city.name}`} />
              </section>
            )}

            {loaderData.filtered ? null : <ServerHtml section={loaderData.sections.nearbyCities} />}
          </Container>

          {loaderData.filtered ? null : <ServerHtml section={loaderData.sections.guide} />}
        </>
      )}

      <Container className="max-w-4xl">
        <ServerHtml section={sections.faq} />
      </Container>
    </>
  );
}
