import type { I18n } from '@lingui/core';
import { data, redirect } from 'react-router';
import { unavailableWithoutDatabase } from '~/lib/database-unavailable.server';
import { site } from '~/lib/site';
import { slugify } from '~/lib/slug';
import { closestName } from '~/modules/geo/closest-name';
import { ALL_REGIONS, findRegion } from '~/modules/geo/regions';
import type { Locale } from '~/modules/i18n/locales';
import { fromFrenchPath } from '~/modules/i18n/localized-paths';
import { FRENCH_REGIONS, frenchRegionForFrenchSlug } from '~/modules/i18n/regions-fr';
import { requestI18n } from '~/modules/i18n/request-i18n.server';
import { pageI18nOf } from '~/modules/i18n/use-page-i18n';
import { cardActionTexts } from '~/modules/partners/components/card-action-texts';
import { toPartnerCardData } from '~/modules/partners/components/partner-display';
import {
  listCitiesInState,
  listAnsweringAfterHours,
  listFilteredPartners,
  listPriorityPartners,
} from '~/modules/partners/partners.service.server';
import { ServiceFilterLinks } from '~/modules/partners/components/service-filter-links';
import { localizedFiltersLabel } from '~/modules/partners/service-filter-labels';
import {
  AFTER_HOURS_LIMIT,
  FILTERED_PAGE_SIZE,
  serviceFiltersOf,
  searchWithFilters,
} from '~/modules/partners/service-filters';
import { FilteredHeading } from './components/filtered-heading';
import { AnsweringAfterHours } from './components/answering-after-hours';
import { PageLinks, pageSearch } from './components/page-links';
import { breadcrumbListJsonLd } from '~/modules/seo/breadcrumbs';
import { pageMeta } from '~/modules/seo/meta';
import { Container } from '~/ui/container';
import { ServerHtml } from '~/ui/layout/server-html';
import type { Route } from './+types/state';
import { PartnerCardGrid } from './components/partner-card-grid';
import { FaqSection, readPageFaqs } from './faq-sections.server';
import { localizedSections } from './localized-sections.server';
import { partnerCardSections } from './partner-card-sections.server';
import { placeBreadcrumbs, regionNames } from './place-names';
import { RegionNotFound, StateCities, StateHero } from './state-sections.server';

/** Spec §9: featured partners on a state page, up to 3, only when the state has 6 or more partners. */
const FEATURED_LIMIT = 3;
const FEATURED_MIN_PARTNERS = 6;

// Database unreachable: a 503 retry page, not a 500.
export const loader = unavailableWithoutDatabase(loadStatePage);

/**
 * The region a state page's address names, or the one address to send it to (301). English: a name
 * ("New York"), an abbreviation ("NY") or any spelling of the slug. French (decision 033): the French slug
 * under its word (/fr/province/quebec); a wrong word or an English slug moves to that address.
 */
function regionOfAddress(params: Route.LoaderArgs['params'], request: Request, locale: Locale) {
  const url = new URL(request.url);
  if (locale === 'fr') {
    const pathname = url.pathname.replace(/\.data$/, '');
    const match = fromFrenchPath(pathname);
    if (!match) return { region: undefined, redirectTo: null };
    if (match.canonicalPath !== pathname)
      return { region: undefined, redirectTo: `${match.canonicalPath}${url.search}` };
    const french = frenchRegionForFrenchSlug(params.state);
    return { region: french?.region, redirectTo: null };
  }
  const region = findRegion(params.state);
  const canonicalSlug = region?.slug ?? slugify(params.state);
  const moved = canonicalSlug !== '' && canonicalSlug !== params.state;
  return { region: moved ? undefined : region, redirectTo: moved ? `/state/${canonicalSlug}` : null };
}

/** The closest state or province to a mistyped slug, in the page's language, with its address. */
function suggestedRegion(typed: string, i18n: I18n) {
  const { locale, href } = pageI18nOf(i18n);
  const words = typed.replace(/-/g, ' ');
  if (locale === 'fr') {
    const meant = closestName(words, FRENCH_REGIONS, (candidate) => candidate.name);
    return meant ? { name: meant.name, path: href(`/state/${meant.region.slug}`) } : null;
  }
  const meant = closestName(words, ALL_REGIONS, (candidate) => candidate.name);
  return meant ? { name: meant.name, path: `/state/${meant.slug}` } : null;
}

async function loadStatePage({ params, context, request }: Route.LoaderArgs) {
  const { locale, i18n } = requestI18n(context, request);
  const { href } = pageI18nOf(i18n);
  const { region, redirectTo } = regionOfAddress(params, request, locale);
  if (redirectTo) throw redirect(redirectTo, 301);
  if (!region) {
    const { notFound } = localizedSections(context, i18n, {
      notFound: (
        <RegionNotFound heading={i18n._('region.notFoundState')} suggestion={suggestedRegion(params.state, i18n)} />
      ),
    });
    const seo = {
      title: i18n._('region.notFoundStateTitle', { productName: site.productName }),
      description: i18n._('region.notFoundStateDescription', { productName: site.productName }),
      noindex: true,
    };
    return data({ found: false as const, notFound, seo }, { status: 404 });
  }

  // Started first, awaited below: the FAQ is in place in the HTML without JavaScript (decision 030).
  const faqsRead = readPageFaqs(context, { context: 'state', state: region.name });
  // The English path: the database's slug, pageMeta's `path`; links and redirects use the page's own (href).
  const path = `/state/${region.slug}`;
  const url = new URL(request.url);
  const filters = serviceFiltersOf(url.searchParams);
  if (!filters.canonical) throw redirect(`${href(path)}${searchWithFilters(url.searchParams, filters.keys)}`, 301);
  const filterSearch = searchWithFilters(new URLSearchParams(), filters.keys);
  const pageParam = url.searchParams.get('page');
  const page = pageParam === null ? 1 : /^[1-9]\d{0,6}$/.test(pageParam) ? Number(pageParam) : null;
  // Pages belong to a filtered list only (the state page lists its cities).
  if (page === null || (page > 1 && filters.keys.length === 0)) throw redirect(`${href(path)}${filterSearch}`, 301);
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
  // Past the hours, "Open now" also shows who answers after hours.
  const afterHours = filters.keys.includes('open-now')
    ? await listAnsweringAfterHours(context.db, {
        stateSlug: region.slug,
        filters: filters.keys,
        now: context.requestTime ?? new Date(),
        limit: AFTER_HOURS_LIMIT,
      })
    : null;
  const pageCount = filteredList ? Math.max(1, Math.ceil(filteredList.total / FILTERED_PAGE_SIZE)) : 1;
  if (page > pageCount) throw redirect(`${href(path)}${pageSearch(pageCount, filterSearch)}`, 302);

  const cities = await listCitiesInState(context.db, { stateSlug: region.slug });
  const partnerCount = cities.reduce((sum, city) => sum + city.partnerCount, 0);
  const featured =
    partnerCount >= FEATURED_MIN_PARTNERS && !filteredList
      ? await listPriorityPartners(context.db, { stateSlug: region.slug, limit: FEATURED_LIMIT })
      : [];
  const faqs = await faqsRead;
  // The region's own name in the page's language ("District of Columbia", "Québec"), with its preposition.
  const state = regionNames(i18n, region);
  const breadcrumbs = placeBreadcrumbs(i18n, state);
  const productName = site.productName;

  // The spec's title is '{count}+ Cremation Services in {state} | ...Partners' with its end elided; we
  // read the elided part as the product name: '12+ Cremation Services in Texas | Solace Stones Partners'.
  // With no partners yet, '0+' would read oddly, so the count is left out.
  const title =
    partnerCount > 0
      ? i18n._('state.title', { count: String(partnerCount), inState: state.inName, productName })
      : i18n._('state.titleEmpty', { inState: state.inName, productName });
  const description =
    partnerCount > 0
      ? i18n._('state.description', {
          count: partnerCount,
          productName,
          cities: cities.length,
          inState: state.inName,
        })
      : i18n._('state.descriptionEmpty', { inState: state.inName, productName });

  const featuredCards = featured.map(toPartnerCardData);
  const label = localizedFiltersLabel(i18n, filters.keys);
  const listed = filteredList?.partners ?? [];
  return {
    found: true as const,
    // Built here, not in meta(): the structured data builders stay on the server.
    seo: {
      title: filteredList
        ? `${title} | ${label}${page > 1 ? ` | ${i18n._('pages.titleSuffix', { page })}` : ''}`
        : title,
      description,
      path: `${path}${pageSearch(page, filterSearch)}`,
      jsonLd: breadcrumbListJsonLd(breadcrumbs, context.env.PUBLIC_URL),
      // An empty state page has nothing for a searcher yet; a filtered one is a variant (decision 028).
      noindex: filteredList ? ('follow' as const) : partnerCount === 0,
    },
    filtered: filteredList ? { listed: filteredList.partners.map(toPartnerCardData) } : null,
    text: {
      featuredHeading: i18n._('featured.heading'),
      featuredMeaning: i18n._('featured.meaning', { productName }),
    },
    // What never changes in the browser is rendered here only (serverSections, decision 015).
    sections: localizedSections(context, i18n, {
      hero: (
        <StateHero
          breadcrumbs={breadcrumbs}
          heading={i18n._('state.heading', { productName, inState: state.inName })}
          partnerCount={partnerCount}
          cityCount={cities.length}
        />
      ),
      cities: <StateCities state={state} cities={cities} />,
      filters: <ServiceFilterLinks path={href(path)} search={url.search} active={filters.keys} />,
      filteredHeading: filteredList ? (
        <FilteredHeading inPlace={state.inName} label={label} total={filteredList.total} clear={href(path)} />
      ) : (
        <></>
      ),
      pageLinks: filteredList ? (
        <PageLinks
          page={page}
          pageCount={pageCount}
          path={href(path)}
          search={filterSearch}
          label={i18n._('state.filteredPages')}
        />
      ) : (
        <></>
      ),
      afterHours: afterHours ? (
        <AnsweringAfterHours
          intro={i18n._('afterHours.intro', { inPlace: state.inName })}
          partners={afterHours.partners}
          total={afterHours.total}
        />
      ) : (
        <></>
      ),
      faq: <FaqSection items={faqs} />,
    }),
    featured: featuredCards,
    cardFacts: partnerCardSections(context, [...featured, ...listed], { i18n }),
    cardActions: cardActionTexts(i18n, [...featuredCards, ...listed]),
  };
}

export function meta({ matches, loaderData }: Route.MetaArgs) {
  if (!loaderData) return [];
  return pageMeta(matches, loaderData.seo);
}

export default function StatePage({ loaderData }: Route.ComponentProps) {
  if (!loaderData.found) return <ServerHtml section={loaderData.notFound} />;
  const { sections, featured, cardFacts, cardActions, filtered, text } = loaderData;

  return (
    <>
      <ServerHtml section={sections.hero} />

      <Container className="py-10 sm:py-14">
        <ServerHtml section={sections.filters} />
        {filtered ? (
          <section aria-labelledby="partners-heading" className="mt-10 mb-12 sm:mb-16">
            <ServerHtml section={sections.filteredHeading} className="contents" />
            <PartnerCardGrid
              partners={filtered.listed}
              facts={cardFacts}
              actionText={cardActions}
              className="lg:grid-cols-3"
            />
            <ServerHtml section={sections.pageLinks} className="contents" />
          </section>
        ) : null}
        {filtered ? <ServerHtml section={sections.afterHours} className="contents" /> : null}
        {featured.length > 0 ? (
          <section aria-labelledby="featured-heading" className="mb-12 sm:mb-16">
            <h2 id="featured-heading" className="text-ink text-2xl font-semibold sm:text-3xl">
              {text.featuredHeading}
            </h2>
            <p className="text-muted mt-2">{text.featuredMeaning}</p>
            <PartnerCardGrid
              partners={featured}
              facts={cardFacts}
              actionText={cardActions}
              className="lg:grid-cols-3"
            />
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
