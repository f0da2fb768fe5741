import type { I18n } from '@lingui/core';
import { data, redirect } from 'react-router';
import { unavailableWithoutDatabase } from '~/lib/database-unavailable.server';
import { site } from '~/lib/site';
import { slugify, titleFromSlug } from '~/lib/slug';
import { closestName } from '~/modules/geo/closest-name';
import { findPlaceInRegion } from '~/modules/geo/gazetteer.server';
import { ALL_REGIONS, findRegion, type Region } from '~/modules/geo/regions';
import { formatDistance } from '~/modules/i18n/format';
import { cityArgs } from '~/modules/i18n/name-grammar';
import type { Locale } from '~/modules/i18n/locales';
import { fromFrenchPath, regionOfFrenchSegment, toFrenchPath } from '~/modules/i18n/localized-paths';
import { FRENCH_REGIONS } from '~/modules/i18n/regions-fr';
import { requestI18n } from '~/modules/i18n/request-i18n.server';
import { pageI18nOf } from '~/modules/i18n/use-page-i18n';
import { cardActionTexts } from '~/modules/partners/components/card-action-texts';
import { toPartnerCardData } from '~/modules/partners/components/partner-display';
import {
  getCityInState,
  listCitiesInState,
  listCityPage,
  listAnsweringAfterHours,
  listFilteredPartners,
  listNearbyCities,
  listPriorityPartners,
} from '~/modules/partners/partners.service.server';
import { ServiceFilterLinks } from '~/modules/partners/components/service-filter-links';
import { localizedFiltersLabel } from '~/modules/partners/service-filter-labels';
import {
  AFTER_HOURS_LIMIT,
  FILTERED_PAGE_SIZE,
  type ServiceFilterKey,
  serviceFiltersOf,
  searchWithFilters,
} from '~/modules/partners/service-filters';
import { breadcrumbListJsonLd } from '~/modules/seo/breadcrumbs';
import { toSearchCardData } from '~/modules/search/search-page-data';
import { findNearestFiltered } from '~/modules/search/search.service.server';
import { pageMeta } from '~/modules/seo/meta';
import { Container } from '~/ui/container';
import { ServerHtml } from '~/ui/layout/server-html';
import type { Route } from './+types/city';
import {
  CityComingSoon,
  CityUnknown,
  CityDidYouMean,
  CityGuide,
  CityHero,
  CityNearestIntro,
  NearbyCities,
} from './city-sections.server';
import { AnsweringAfterHours } from './components/answering-after-hours';
import { PageLinks, pageSearch } from './components/page-links';
import { FilteredHeading } from './components/filtered-heading';
import { PartnerCardGrid } from './components/partner-card-grid';
import { FaqSection, readPageFaqs } from './faq-sections.server';
import { localizedSections } from './localized-sections.server';
import { partnerCardSections } from './partner-card-sections.server';
import { inCity, placeBreadcrumbs, type RegionNames, regionNames } from './place-names';
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

/**
 * The region and city slug a city page's address names, or the one address to send it to (301). French
 * (decision 033): the region's French slug under its word, /fr/province/quebec/ville/montreal; a wrong word,
 * an English region slug or another spelling of the city moves to that address.
 */
function placeOfAddress(params: Route.LoaderArgs['params'], request: Request, locale: Locale) {
  const citySlug = slugify(params.city);
  if (locale === 'fr') {
    const url = new URL(request.url);
    const pathname = url.pathname.replace(/\.data$/, '');
    const french = fromFrenchPath(pathname) ? regionOfFrenchSegment(params.state) : undefined;
    if (!french || citySlug === '') return { region: undefined, citySlug, redirectTo: null };
    const canonical = toFrenchPath(`/state/${french.region.slug}/city/${citySlug}`);
    if (canonical !== null && canonical !== pathname) {
      return { region: undefined, citySlug, redirectTo: `${canonical}${url.search}` };
    }
    return { region: french.region, citySlug, redirectTo: null };
  }
  const region = findRegion(params.state);
  const stateSlug = region?.slug ?? slugify(params.state);
  if (stateSlug !== '' && citySlug !== '' && (stateSlug !== params.state || citySlug !== params.city)) {
    return { region: undefined, citySlug, redirectTo: `/state/${stateSlug}/city/${citySlug}` };
  }
  return { region, citySlug, redirectTo: null };
}

/** The state or province a mistyped address most likely meant, with the same city, in the page's language. */
function suggestedPlace(typedState: string, citySlug: string, i18n: I18n) {
  if (!citySlug) return null;
  const { locale, href } = pageI18nOf(i18n);
  const words = slugify(typedState).replace(/-/g, ' ');
  if (locale === 'fr') {
    const meant = closestName(words, FRENCH_REGIONS, (candidate) => candidate.name);
    return meant ? { name: meant.name, path: href(`/state/${meant.region.slug}/city/${citySlug}`) } : null;
  }
  const meant = closestName(words, ALL_REGIONS, (candidate) => candidate.name);
  return meant ? { name: meant.name, path: `/state/${meant.slug}/city/${citySlug}` } : null;
}

async function loadCityPage({ params, request, context }: Route.LoaderArgs) {
  const { locale, i18n } = requestI18n(context, request);
  const { href } = pageI18nOf(i18n);
  const productName = site.productName;
  const { region, citySlug, redirectTo } = placeOfAddress(params, request, locale);
  if (redirectTo) throw redirect(redirectTo, 301);
  if (!region || citySlug === '') {
    const suggestion = region ? null : suggestedPlace(params.state, citySlug, i18n);
    const { notFound } = localizedSections(context, i18n, {
      notFound: <RegionNotFound heading={i18n._('region.notFoundLocation')} suggestion={suggestion} />,
    });
    const seo = {
      title: i18n._('region.notFoundLocationTitle', { productName }),
      description: i18n._('region.notFoundLocationDescription', { productName }),
      noindex: true,
    };
    return data({ status: 'location-not-found' as const, notFound, seo }, { status: 404 });
  }
  const stateSlug = region.slug;
  const state = regionNames(i18n, region);

  // The English path: the database's slugs, pageMeta's `path`; links and redirects use the page's own (href).
  const cityPath = `/state/${stateSlug}/city/${citySlug}`;
  const url = new URL(request.url);
  const filters = serviceFiltersOf(url.searchParams);
  // Filters written another way (order, repeats, unknown keys): their one address.
  if (!filters.canonical) {
    throw redirect(`${href(cityPath)}${searchWithFilters(url.searchParams, filters.keys)}`, 301);
  }

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
    if (!town && !meant) {
      const { notFound } = localizedSections(context, i18n, {
        notFound: <CityUnknown state={state} cityName={cityName} />,
      });
      const seo = {
        title: i18n._('region.notFoundLocationTitle', { productName }),
        description: i18n._('region.notFoundLocationDescription', { productName }),
        noindex: true,
      };
      return data({ status: 'location-not-found' as const, notFound, seo }, { status: 404 });
    }
    const faqsRead = readPageFaqs(context, { context: 'city', state: region.name, city: cityName });
    const city = { name: cityName, slug: citySlug };
    const now = context.requestTime ?? new Date();
    const nearestRows = town
      ? await findNearestFiltered(context.db, town, NEAREST_LIMIT, { filters: filters.keys, now })
      : [];
    const nearest = nearestRows.map(toSearchCardData);
    const nearestMiles = nearest[0]?.distanceMiles;
    const faqs = await faqsRead;
    const noPartner = i18n._('city.noPartner', { ...cityArgs(i18n.locale, cityName), state: state.name });
    // Miles for a US town in English, kilometres otherwise (decision 033).
    const distance = nearestMiles === undefined ? '' : formatDistance(locale, nearestMiles, region.country);
    const nearestOne =
      filters.keys.length > 0
        ? i18n._('city.nearestMatchingIs', { label: localizedFiltersLabel(i18n, filters.keys), distance })
        : i18n._('city.nearestIs', { distance });
    return data(
      {
        status: 'coming-soon' as const,
        seo: meant
          ? {
              ...citySeo(context.env.PUBLIC_URL, i18n, state, city, 0),
              title: i18n._('region.notFoundLocationTitle', { productName }),
              description: i18n._('region.notFoundLocationDescription', { productName }),
              jsonLd: breadcrumbListJsonLd(placeBreadcrumbs(i18n, state), context.env.PUBLIC_URL),
            }
          : citySeo(context.env.PUBLIC_URL, i18n, state, city, 0),
        sections: localizedSections(context, i18n, {
          hero: (
            <CityHero
              // A misspelt address names no town: the trail ends at the state.
              breadcrumbs={placeBreadcrumbs(i18n, state, meant ? undefined : city)}
              state={state}
              city={city}
              partnerCount={null}
              // A misspelt address names no town: the heading does not claim services in it.
              title={meant ? i18n._('city.noTown', { typed: cityName, inState: state.inName }) : undefined}
            />
          ),
          // A real town's nearest partners can be filtered like a city's list.
          filters: town ? (
            <ServiceFilterLinks path={href(cityPath)} search={url.search} active={filters.keys} />
          ) : (
            <></>
          ),
          comingSoon: meant ? (
            <CityDidYouMean state={state} meant={meant} />
          ) : nearest.length > 0 ? (
            <CityNearestIntro
              state={state}
              sentence={nearestMiles === undefined ? noPartner : `${noPartner} ${nearestOne}`}
            />
          ) : (
            <CityComingSoon state={state} cityName={cityName} />
          ),
          faq: <FaqSection items={faqs} />,
        }),
        nearest,
        cardFacts: partnerCardSections(context, nearestRows, { i18n }),
        cardActions: cardActionTexts(i18n, nearest),
      },
      { status: 404 },
    );
  }

  const partnerCount = city.partnerCount;
  const filterSearch = searchWithFilters(new URLSearchParams(), filters.keys);
  const page = requestedPage(request);
  // Not a page number: the list's first page is its one address.
  if (page === null) throw redirect(`${href(cityPath)}${filterSearch}`, 301);
  const place = { name: city.city, slug: citySlug };
  if (filters.keys.length > 0) {
    return loadFilteredCityPage({
      context,
      i18n,
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
  if (page > pageCount) throw redirect(`${href(cityPath)}${pageSearch(pageCount)}`, 302);
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

  const featuredCards = page === 1 ? featured.map(toPartnerCardData) : [];
  const listedCards = listed.map(toPartnerCardData);
  return {
    status: 'found' as const,
    city: place,
    seo: citySeo(context.env.PUBLIC_URL, i18n, state, place, partnerCount, page),
    filtered: false,
    text: {
      featuredHeading: i18n._('featured.heading'),
      featuredMeaning: i18n._('featured.meaning', { productName }),
      partnersHeading:
        featuredCards.length > 0
          ? i18n._('city.morePartnersIn', cityArgs(i18n.locale, place.name))
          : i18n._('city.partnersIn', cityArgs(i18n.locale, place.name)),
    },
    // What never changes in the browser is rendered here only (serverSections, decision 015).
    sections: localizedSections(context, i18n, {
      hero: (
        <CityHero
          breadcrumbs={placeBreadcrumbs(i18n, state, place)}
          state={state}
          city={place}
          partnerCount={partnerCount}
        />
      ),
      filters: <ServiceFilterLinks path={href(cityPath)} search={url.search} active={[]} />,
      filteredHeading: <></>,
      afterHours: <></>,
      pageLinks: (
        <PageLinks
          page={page}
          pageCount={pageCount}
          path={href(cityPath)}
          label={i18n._('city.pagesLabel', cityArgs(i18n.locale, place.name))}
        />
      ),
      nearbyCities: <NearbyCities cities={nearbyCities} />,
      guide: <CityGuide cityName={place.name} partnerCount={partnerCount} />,
      faq: <FaqSection items={faqs} />,
    }),
    // The featured partners head the first page only; every page leaves them out of its list.
    featured: featuredCards,
    listed: listedCards,
    cardFacts: partnerCardSections(context, [...featured.slice(0, featuredCards.length), ...listed], { i18n }),
    cardActions: cardActionTexts(i18n, [...featuredCards, ...listedCards]),
  };
}

/**
 * A city's partners that pass the filters (decision 028): one list, a page at a time, no featured block;
 * `noindex, follow` (a variant of the city page, never a page of its own in search engines).
 */
async function loadFilteredCityPage({
  context,
  i18n,
  region,
  place,
  partnerCount,
  page,
  filters,
  filterSearch,
  url,
}: {
  context: Route.LoaderArgs['context'];
  i18n: I18n;
  region: Region;
  place: { name: string; slug: string };
  partnerCount: number;
  page: number;
  filters: ServiceFilterKey[];
  filterSearch: string;
  url: URL;
}) {
  const { href } = pageI18nOf(i18n);
  const state = regionNames(i18n, region);
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
  if (page > pageCount) throw redirect(`${href(cityPath)}${pageSearch(pageCount, filterSearch)}`, 302);
  // Past the hours, "Open now" also shows who answers after hours.
  const afterHours = filters.includes('open-now')
    ? await listAnsweringAfterHours(context.db, {
        stateSlug: state.slug,
        citySlug: place.slug,
        filters,
        now: context.requestTime ?? new Date(),
        limit: AFTER_HOURS_LIMIT,
      })
    : null;
  const faqs = await readPageFaqs(context, { context: 'city', state: region.name, city: place.name });
  const label = localizedFiltersLabel(i18n, filters);
  const seo = citySeo(context.env.PUBLIC_URL, i18n, state, place, partnerCount, page);
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
    filtered: true,
    text: { featuredHeading: '', featuredMeaning: '', partnersHeading: '' },
    sections: localizedSections(context, i18n, {
      hero: (
        <CityHero
          breadcrumbs={placeBreadcrumbs(i18n, state, place)}
          state={state}
          city={place}
          partnerCount={partnerCount}
        />
      ),
      filters: <ServiceFilterLinks path={href(cityPath)} search={url.search} active={filters} />,
      filteredHeading: (
        <FilteredHeading inPlace={inCity(i18n, place.name)} label={label} total={found.total} clear={href(cityPath)} />
      ),
      pageLinks: (
        <PageLinks
          page={page}
          pageCount={pageCount}
          path={href(cityPath)}
          search={filterSearch}
          label={i18n._('city.pagesLabel', cityArgs(i18n.locale, place.name))}
        />
      ),
      afterHours: afterHours ? (
        <AnsweringAfterHours
          intro={i18n._('afterHours.intro', { inPlace: inCity(i18n, place.name) })}
          partners={afterHours.partners}
          total={afterHours.total}
        />
      ) : (
        <></>
      ),
      // Not shown on a filtered list.
      nearbyCities: <></>,
      guide: <></>,
      faq: <FaqSection items={faqs} />,
    }),
    featured: [],
    listed: listedCards,
    cardFacts: partnerCardSections(context, found.partners, { i18n }),
    cardActions: cardActionTexts(i18n, listedCards),
  };
}

/** Built in the loader, not in meta(): the structured data builders stay on the server. */
function citySeo(
  publicUrl: string,
  i18n: I18n,
  state: RegionNames,
  city: { name: string; slug: string },
  count: number,
  page = 1,
) {
  const productName = site.productName;
  const names = { ...cityArgs(i18n.locale, city.name), state: state.name };
  // Spec §2: 'Cremation Services {city}, {state} | {count}+ Trusted Funeral Homes'. With a count of 0
  // 'Trusted' takes the place of '{count}+', read as 'Trusted Funeral Homes' (not 'Trusted Trusted ...').
  // Later pages of the list say which page they are, so no two pages share a title.
  const title = count > 0 ? i18n._('city.title', { ...names, count: String(count) }) : i18n._('city.titleEmpty', names);
  return {
    title: page > 1 ? `${title} | ${i18n._('pages.titleSuffix', { page })}` : title,
    description:
      count > 0
        ? i18n._('city.description', { ...names, count, productName })
        : i18n._('city.descriptionEmpty', { ...names, productName }),
    // Each page of the list is its own canonical page (page 1 without `?page`).
    path: `/state/${state.slug}/city/${city.slug}${pageSearch(page)}`,
    noindex: count === 0,
    jsonLd: breadcrumbListJsonLd(placeBreadcrumbs(i18n, state, city), publicUrl),
  };
}

export function meta({ matches, loaderData }: Route.MetaArgs) {
  if (!loaderData) return [];
  return pageMeta(matches, loaderData.seo);
}

export default function CityPage({ loaderData }: Route.ComponentProps) {
  if (loaderData.status === 'location-not-found') {
    return <ServerHtml section={loaderData.notFound} />;
  }
  const { sections, cardFacts, cardActions } = loaderData;

  return (
    <>
      <ServerHtml section={sections.hero} />

      {loaderData.status === 'coming-soon' ? (
        loaderData.nearest.length > 0 ? (
          <Container className="py-10 sm:py-14">
            <ServerHtml section={loaderData.sections.filters} className="mb-8 block" />
            <section aria-labelledby="nearest-heading">
              <ServerHtml section={loaderData.sections.comingSoon} />
              <PartnerCardGrid
                partners={loaderData.nearest}
                facts={cardFacts}
                actionText={cardActions}
                className="lg:grid-cols-3"
              />
            </section>
          </Container>
        ) : (
          <ServerHtml section={loaderData.sections.comingSoon} />
        )
      ) : (
        <>
          <Container className="py-10 sm:py-14">
            <ServerHtml section={sections.filters} />
            {loaderData.filtered ? (
              <section aria-labelledby="partners-heading" className="mt-10">
                <ServerHtml section={loaderData.sections.filteredHeading} className="contents" />
                <PartnerCardGrid
                  partners={loaderData.listed}
                  facts={cardFacts}
                  actionText={cardActions}
                  className="lg:grid-cols-3"
                />
                <ServerHtml section={loaderData.sections.pageLinks} className="contents" />
              </section>
            ) : null}
            {loaderData.filtered ? <ServerHtml section={loaderData.sections.afterHours} className="contents" /> : null}
            {!loaderData.filtered && loaderData.featured.length > 0 ? (
              <section aria-labelledby="featured-heading" className="mb-12 sm:mb-16">
                <h2 id="featured-heading" className="text-ink text-2xl font-semibold sm:text-3xl">
                  {loaderData.text.featuredHeading}
                </h2>
                <p className="text-muted mt-2">{loaderData.text.featuredMeaning}</p>
                <PartnerCardGrid partners={loaderData.featured} facts={cardFacts} actionText={cardActions} />
              </section>
            ) : null}

            {loaderData.filtered ? null : (
              <section aria-labelledby="partners-heading" className="mt-10">
                <h2 id="partners-heading" className="text-ink text-2xl font-semibold sm:text-3xl">
                  {loaderData.text.partnersHeading}
                </h2>
                <PartnerCardGrid
                  partners={loaderData.listed}
                  facts={cardFacts}
                  actionText={cardActions}
                  className="lg:grid-cols-3"
                />
                <ServerHtml section={loaderData.sections.pageLinks} className="contents" />
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
