import { data, redirect } from 'react-router';
import { unavailableWithoutDatabase } from '~/lib/database-unavailable.server';
import { site } from '~/lib/site';
import { slugify } from '~/lib/slug';
import { closestName } from '~/modules/geo/closest-name';
import { ALL_REGIONS, findRegion } from '~/modules/geo/regions';
import { FEATURED_MEANING, toPartnerCardData } from '~/modules/partners/components/partner-display';
import {
  listCitiesInState,
  listFilteredPartners,
  listPriorityPartners,
} from '~/modules/partners/partners.service.server';
import { ServiceFilterLinks } from '~/modules/partners/components/service-filter-links';
import {
  FILTERED_PAGE_SIZE,
  filtersLabel,
  serviceFiltersOf,
  searchWithFilters,
} from '~/modules/partners/service-filters';
import { FilteredHeading } from './components/filtered-heading';
import { PageLinks, pageSearch } from './components/page-links';
import { breadcrumbListJsonLd, breadcrumbsForPath } from '~/modules/seo/breadcrumbs';
import { pageMeta } from '~/modules/seo/meta';
import { Container } from '~/ui/container';
import { ServerHtml } from '~/ui/layout/server-html';
import { serverSections } from '~/ui/layout/server-section.server';
import type { Route } from './+types/state';
import { PartnerCardGrid } from './components/partner-card-grid';
import { FaqSection, readPageFaqs } from './faq-sections.server';
import { partnerCardSections } from './partner-card-sections.server';
import { RegionNotFound, StateCities, StateHero } from './state-sections.server';

/** Spec §9: featured partners on a state page, up to 3, only when the state has 6 or more partners. */
const FEATURED_LIMIT = 3;
const FEATURED_MIN_PARTNERS = 6;

// Database unreachable: a 503 retry page, not a 500.
export const loader = unavailableWithoutDatabase(loadStatePage);

async function loadStatePage({ params, context, request }: Route.LoaderArgs) {
  // A name ("New York"), an abbreviation ("NY") or any spelling of the slug: one canonical URL (301).
  const region = findRegion(params.state);
  const canonicalSlug = region?.slug ?? slugify(params.state);
  if (canonicalSlug !== '' && canonicalSlug !== params.state) {
    throw redirect(`/state/${canonicalSlug}`, 301);
  }
  if (!region) {
    const meant = closestName(params.state.replace(/-/g, ' '), ALL_REGIONS, (candidate) => candidate.name);
    const suggestion = meant ? { name: meant.name, path: `/state/${meant.slug}` } : null;
    const { notFound } = serverSections(context, {
      notFound: <RegionNotFound heading="State not found" suggestion={suggestion} />,
    });
    return data({ found: false as const, notFound }, { status: 404 });
  }

  // Started first, awaited below: the FAQ is in place in the HTML without JavaScript (decision 030).
  const faqsRead = readPageFaqs(context, { context: 'state', state: region.name });
  const path = `/state/${region.slug}`;
  const url = new URL(request.url);
  const filters = serviceFiltersOf(url.searchParams);
  if (!filters.canonical) throw redirect(`${path}${searchWithFilters(url.searchParams, filters.keys)}`, 301);
  const filterSearch = searchWithFilters(new URLSearchParams(), filters.keys);
  const pageParam = url.searchParams.get('page');
  const page = pageParam === null ? 1 : /^[1-9]\d{0,6}$/.test(pageParam) ? Number(pageParam) : null;
  // Pages belong to a filtered list only (the state page lists its cities).
  if (page === null || (page > 1 && filters.keys.length === 0)) throw redirect(`${path}${filterSearch}`, 301);
  const filteredList =
    filters.keys.length > 0
      ? await listFilteredPartners(context.db, {
          stateSlug: region.slug,
          filters: filters.keys,
          now: context.requestTime ?? new Date(),
          offset: (page - 1) * FILTERED_PAGE_SIZE,
          limit: FILTERED_PAGE_SIZE,
        })
      : null;
  const pageCount = filteredList ? Math.max(1, Math.ceil(filteredList.total / FILTERED_PAGE_SIZE)) : 1;
  if (page > pageCount) throw redirect(`${path}${pageSearch(pageCount, filterSearch)}`, 302);

  const cities = await listCitiesInState(context.db, { stateSlug: region.slug });
  const partnerCount = cities.reduce((sum, city) => sum + city.partnerCount, 0);
  const featured =
    partnerCount >= FEATURED_MIN_PARTNERS && !filteredList
      ? await listPriorityPartners(context.db, { stateSlug: region.slug, limit: FEATURED_LIMIT })
      : [];
  const faqs = await faqsRead;
  // The region's own name: the spec derives it from the slug, which agrees except for the small words
  // ("District of Columbia", not "District Of Columbia").
  const state = { name: region.name, slug: region.slug };
  const breadcrumbs = breadcrumbsForPath(path, { state: state.name });

  // The spec's title is '{count}+ Cremation Services in {state} | ...Partners' with its end elided; we
  // read the elided part as the product name: '12+ Cremation Services in Texas | Solace Stones Partners'.
  // With no partners yet, '0+' would read oddly, so the count is left out.
  const title =
    partnerCount > 0
      ? `${partnerCount}+ Cremation Services in ${state.name} | ${site.productName} Partners`
      : `Cremation Services in ${state.name} | ${site.productName} Partners`;
  const description =
    partnerCount > 0
      ? `Compare ${partnerCount} ${site.productName} authorized funeral homes and cremation providers in ${cities.length} ${cities.length === 1 ? 'city' : 'cities'} across ${state.name}. Addresses, phone numbers and Google ratings.`
      : `${site.productName} authorized funeral homes and cremation providers in ${state.name}.`;

  const featuredCards = featured.map(toPartnerCardData);
  const label = filtersLabel(filters.keys);
  return {
    found: true as const,
    // Built here, not in meta(): the structured data builders stay on the server.
    seo: {
      title: filteredList ? `${title} | ${label}${page > 1 ? ` | Page ${page}` : ''}` : title,
      description,
      path: `${path}${pageSearch(page, filterSearch)}`,
      jsonLd: breadcrumbListJsonLd(breadcrumbs, context.env.PUBLIC_URL),
      // An empty state page has nothing for a searcher yet; a filtered one is a variant (decision 028).
      noindex: filteredList ? ('follow' as const) : partnerCount === 0,
    },
    filtered: filteredList
      ? {
          label,
          placeName: state.name,
          total: filteredList.total,
          clear: path,
          listed: filteredList.partners.map(toPartnerCardData),
          pages: { page, pageCount, path, search: filterSearch },
        }
      : null,
    // What never changes in the browser is rendered here only (serverSections, decision 015).
    sections: serverSections(context, {
      hero: (
        <StateHero
          breadcrumbs={breadcrumbs}
          heading={`${site.productName} Partners in ${state.name}`}
          partnerCount={partnerCount}
          cityCount={cities.length}
        />
      ),
      cities: <StateCities state={state} cities={cities} />,
      filters: <ServiceFilterLinks path={path} search={url.search} active={filters.keys} />,
      faq: <FaqSection items={faqs} />,
    }),
    featured: featuredCards,
    cardFacts: partnerCardSections(context, [...featured, ...(filteredList?.partners ?? [])]),
  };
}

export function meta({ matches, loaderData }: Route.MetaArgs) {
  if (!loaderData?.found) {
    return pageMeta(matches, {
      title: `State not found | ${site.productName}`,
      description: `This state or province is not part of the ${site.productName} Partner Directory.`,
      noindex: true,
    });
  }
  return pageMeta(matches, loaderData.seo);
}

export default function StatePage({ loaderData }: Route.ComponentProps) {
  if (!loaderData.found) return <ServerHtml section={loaderData.notFound} />;
  const { sections, featured, cardFacts, filtered } = loaderData;

  return (
    <>
      <ServerHtml section={sections.hero} />

      <Container className="py-10 sm:py-14">
        <ServerHtml section={sections.filters} />
        {filtered ? (
          <section aria-labelledby="partners-heading" className="mt-10 mb-12 sm:mb-16">
            <FilteredHeading
              placeName={filtered.placeName}
              label={filtered.label}
              total={filtered.total}
              clear={filtered.clear}
            />
            <PartnerCardGrid partners={filtered.listed} facts={cardFacts} className="lg:grid-cols-3" />
            <PageLinks {...filtered.pages} label="Pages of filtered partners" />
          </section>
        ) : null}
        {featured.length > 0 ? (
          <section aria-labelledby="featured-heading" className="mb-12 sm:mb-16">
            <h2 id="featured-heading" className="text-ink text-2xl font-semibold sm:text-3xl">
              Featured Partners
            </h2>
            <p className="text-muted mt-2">{FEATURED_MEANING}</p>
            <PartnerCardGrid partners={featured} facts={cardFacts} className="lg:grid-cols-3" />
          </section>
        ) : null}
        <ServerHtml section={sections.cities} />
      </Container>

      <Container className="max-w-4xl">
        <ServerHtml section={sections.faq} />
      </Container>
    </>
  );
}
