import { I18nProvider } from '@lingui/react';
import { data, redirect, useNavigation } from 'react-router';
import { unavailableWithoutDatabase } from '~/lib/database-unavailable.server';
import { site } from '~/lib/site';
import { pickClientMessages } from '~/modules/i18n/catalog.server';
import { NEARBY_MESSAGE_IDS } from '~/modules/i18n/client-message-ids';
import type { Locale } from '~/modules/i18n/locales';
import { localizedPath } from '~/modules/i18n/localized-paths';
import { requestI18n } from '~/modules/i18n/request-i18n.server';
import { placeNameIn } from '~/modules/i18n/regions-fr';
import { AskForInformationButton } from '~/modules/inquiries/components/ask-for-information-button';
import { sendListingEvent } from '~/modules/listing-stats/listing-events';
import { cardActionTexts } from '~/modules/partners/components/card-action-texts';
import { PartnerSearchForm, searchPath } from '~/modules/partners/components/partner-search-form';
import { SearchResults } from '~/modules/search/components/search-results';
import { toSearchPageResults } from '~/modules/search/search-page-data';
import {
  correctedSearchSentence,
  nearMeText,
  searchAction,
  searchFormText,
  searchResultsText,
} from '~/modules/search/search-text';
import { searchQuerySchema } from '~/modules/search/search.schema';
import { MAX_QUERY_LENGTH } from '~/modules/search/search-limits';
import { searchPartners } from '~/modules/search/search.service.server';
import { filtersNamedIn } from '~/modules/search/filter-words';
import { ServiceFilterLinks } from '~/modules/partners/components/service-filter-links';
import { localizedFiltersLabel } from '~/modules/partners/service-filter-labels';
import { AFTER_HOURS_LIMIT, filterSuffixOf, serviceFiltersOf } from '~/modules/partners/service-filters';
import { answeringAfterHoursAmong } from '~/modules/partners/partners.service.server';
import { canonicalSearchPath, isIndexableSearch } from '~/modules/search/search-seo';
import { pageMeta } from '~/modules/seo/meta';
import { Container } from '~/ui/container';
import type { I18n } from '@lingui/core';
import type { ReactElement } from 'react';
import { ServerHtml, type ServerSection } from '~/ui/layout/server-html';
import { serverSections } from '~/ui/layout/server-section.server';
import type { Route } from './+types/search';
import { AnsweringAfterHours } from './components/answering-after-hours';
import { NearMePanel } from './components/near-me-panel';
import { PageLinks } from './components/page-links';
import { partnerCardSections } from './partner-card-sections.server';
import {
  NoneOpenNow,
  NoneWithFilters,
  OrderDirect,
  SearchHeading,
  searchPlaceNote,
  UnplacedNote,
} from './search-sections.server';

// Database unreachable: a 503 retry page, not a 500.
export const loader = unavailableWithoutDatabase(loadSearchPage);

async function loadSearchPage({ request, context }: Route.LoaderArgs) {
  const { locale, i18n } = requestI18n(context, request);
  const action = searchAction(locale);
  // What every state of the page shows: its title, the search box and "Use my location" in its language.
  const common = {
    seo: (q: string, suffix = '') => ({
      title: q ? i18n._('search.title', { query: q }) : i18n._('search.titleEmpty'),
      description: i18n._('search.description', { productName: site.productName }),
      ...canonicalPaths(`${canonicalSearchPath(q)}${suffix}`),
    }),
    searchForm: searchFormText(i18n, locale),
    nearMe: nearMeText(i18n),
    nearbyMessages: pickClientMessages(context.catalogs, locale, NEARBY_MESSAGE_IDS),
  };
  const page0 = (q: string) => ({
    ...common,
    seo: common.seo(q),
    heading: heading(context, i18n, q),
    searchingText: i18n._('search.searching'),
    enterTerm: i18n._('search.enterTerm'),
  });
  // Same schema and service as GET /api/search; only q is taken from the page's URL (the page size is ours).
  const parsed = searchQuerySchema.pick({ q: true }).safeParse({ q: new URL(request.url).searchParams.get('q') });
  if (!parsed.success) {
    // Too long (a pasted text: the box itself stops at the limit) is said in words a family acts on.
    const tooLong = parsed.error.issues.some((issue) => issue.code === 'too_big');
    const message = tooLong ? i18n._('search.tooLong', { max: MAX_QUERY_LENGTH }) : i18n._('search.invalid');
    return data({ status: 'invalid' as const, query: '', ...page0(''), message }, { status: 400 });
  }
  const { q } = parsed.data;
  if (q === '') return { status: 'no-query' as const, query: '', ...page0('') };
  const url = new URL(request.url);
  const filters = serviceFiltersOf(url.searchParams);
  // Words that ask for filters ("pet cremation Austin") turn them on until the family chooses: then the
  // address says which, `service=` for none.
  const writeNone = filtersNamedIn(q).length > 0;
  // The filters' one spelling (decision 028), after the query: `/search?q=austin&service=pet`.
  const filterSuffix = filterSuffixOf(filters.keys, { writeNone: writeNone && filters.chosen });
  // `service=` says "none" only where the words ask for filters; elsewhere the address without it is the page.
  const needlessNone = filters.chosen && filters.keys.length === 0 && !writeNone;
  if (!filters.canonical || needlessNone) throw redirect(`${searchPath(q, action) ?? action}${filterSuffix}`, 301);
  const page = requestedPage(url);
  // Not a page number: the first page is the search's one address.
  if (page === null) throw redirect(`${searchPath(q, action) ?? action}${filterSuffix}`, 301);
  const now = context.requestTime ?? new Date();
  // French pages are Canada's (decision 033): its places first where a name or a spelling leaves a choice.
  const preferCountry = locale === 'fr' ? 'CA' : undefined;
  const result = await searchPartners(context.db, {
    q,
    page,
    filters: filters.keys,
    filtersFromWords: !filters.chosen,
    now,
    preferCountry,
  });
  const active = result.filters ?? filters.keys;
  // "Open now" past the hours: the same search without it says how many are closed, and who answers after hours.
  const closedToo = active.filter((key) => key !== 'open-now');
  const withClosed =
    closedToo.length < active.length
      ? await searchPartners(context.db, { q, page: 1, filters: closedToo, now, preferCountry })
      : null;
  const answering = withClosed
    ? await answeringAfterHoursAmong(
        context.db,
        withClosed.partners.map((partner) => partner.id),
        now,
      )
    : new Set<string>();
  const afterHours = (withClosed?.partners ?? []).filter((partner) => answering.has(partner.id));
  // Partners were found, none open now: not a place without partners.
  const noneOpenNow = result.total === 0 && withClosed !== null && withClosed.total > 0;
  // The filters removed every partner the search finds: not a place without partners either.
  const filteredOut = result.total === 0 && (result.unfilteredTotal ?? 0) > 0;
  // "Near me" or a county, where nothing was found, said for what it is (unless filters or the hours removed
  // partners, which the page says instead).
  const unplaced = noneOpenNow || filteredOut ? null : (result.unplaced ?? null);
  // Suggested places are searches in the page's language: "Québec" the province on a French page.
  const results = {
    ...toSearchPageResults(result),
    suggestions: result.suggestions.map((place) => placeNameIn(locale, place)),
  };
  // Past the end (the directory shrank since the link was made): the last page.
  if (page > results.pageCount) throw redirect(searchPageHref(locale, q, results.pageCount, filterSuffix), 302);
  return {
    status: 'searched' as const,
    query: q,
    ...page0(q),
    // Each page of a long list is its own canonical page (page 1 without `page`).
    seo: common.seo(q, `${filterSuffix}${results.page > 1 ? `&page=${results.page}` : ''}`),
    results,
    resultsText: searchResultsText(i18n, locale, results, filterSuffixOf(active)),
    filtered:
      active.length > 0 ? { line: i18n._('search.filtered', { filters: localizedFiltersLabel(i18n, active) }) } : null,
    // "Use my location" finds partners that pass the same filters.
    activeFilters: active,
    // Only the family's position answers this search: once they give it, the empty list steps aside.
    awaitsPosition: unplaced === 'near-me',
    contactLabel: i18n._('search.contact'),
    cardFacts: partnerCardSections(context, [...result.partners, ...result.recommendations], { compact: true, i18n }),
    cardActions: cardActionTexts(i18n, [...result.partners, ...result.recommendations]),
    // Rendered here only (serverSections, decision 015): plain links and words, no code in the browser.
    ...serverSectionsOrNull(context, {
      // "No partner near you?" before the page knows where the family is, or after a county that was not
      // searched, would be a guess; so would it where partners were found but filtered out or closed now.
      orderDirect:
        results.total === 0 && !noneOpenNow && !filteredOut && !unplaced ? (
          <OrderDirect i18n={i18n} locale={locale} />
        ) : null,
      filters: (
        <I18nProvider i18n={i18n}>
          <ServiceFilterLinks path={action} search={url.search} active={active} writeNone={writeNone} />
        </I18nProvider>
      ),
      placeNote: withCorrection(
        correctedSearchSentence(i18n, locale, results),
        noneOpenNow && withClosed ? (
          <NoneOpenNow
            i18n={i18n}
            query={q}
            count={withClosed.total}
            showAll={searchPageHref(locale, q, 1, filterSuffixOf(closedToo, { writeNone }))}
          />
        ) : filteredOut ? (
          <NoneWithFilters
            i18n={i18n}
            query={q}
            count={result.unfilteredTotal ?? 0}
            filters={localizedFiltersLabel(i18n, active)}
            filterCount={active.length}
            showAll={searchPageHref(locale, q, 1, filterSuffixOf([], { writeNone }))}
          />
        ) : unplaced ? (
          <UnplacedNote kind={unplaced} i18n={i18n} />
        ) : (
          searchPlaceNote(results, i18n, locale, active)
        ),
      ),
      afterHours:
        afterHours.length > 0 ? (
          <I18nProvider i18n={i18n}>
            <AnsweringAfterHours
              intro={i18n._('afterHours.introSearch', { query: q })}
              // Drawn from the search's first page: no total of the whole search to give.
              partners={afterHours.slice(0, AFTER_HOURS_LIMIT)}
            />
          </I18nProvider>
        ) : null,
      pageLinks: (
        <I18nProvider i18n={i18n}>
          <PageLinks
            page={results.page}
            pageCount={results.pageCount}
            path={action}
            hrefFor={(number) => searchPageHref(locale, q, number, filterSuffix)}
            label={i18n._('search.pagesLabel', { query: q })}
          />
        </I18nProvider>
      ),
    }),
  };
}

/**
 * The search's one address (decision 005: case and surrounding spaces do not make another page) and its
 * French twin. Here, not from the request's address: "Montréal" and "montréal" are one page in each language.
 */
function canonicalPaths(englishPath: string) {
  return { path: englishPath, frenchPath: localizedPath(englishPath, 'fr') };
}

/** `?page=N` as a page number: 1 when absent, null when not a page number at all. */
function requestedPage(url: URL): number | null {
  const value = url.searchParams.get('page');
  if (value === null) return 1;
  return /^[1-9]\d{0,3}$/.test(value) ? Number(value) : null;
}

/** A page of a search: page 1 is the search's own address; `filters`: `&service=…` or ''. */

function searchPageHref(locale: Locale, query: string, page: number, filters: string): string {
  const action = searchAction(locale);
  const path = `${searchPath(query, action) ?? action}${filters}`;
  return page <= 1 ? path : `${path}&page=${page}`;
}

/** Server sections of the elements given, null for an element that is null. */
function serverSectionsOrNull<K extends string>(
  context: Route.LoaderArgs['context'],
  elements: Record<K, ReactElement | null>,
): Record<K, ServerSection | null> {
  const present = Object.fromEntries(Object.entries(elements).filter(([, element]) => element !== null)) as Record<
    K,
    ReactElement
  >;
  const sections = serverSections(context, present);
  return Object.fromEntries((Object.keys(elements) as K[]).map((name) => [name, sections[name] ?? null])) as Record<
    K,
    ServerSection | null
  >;
}

/**
 * A misspelt place searched as spelt right, said first above what is said of the results: plain server text,
 * outside the count's live region, so it is in the HTML without script and not announced on each search.
 */
function withCorrection(sentence: string | null, note: ReactElement | null): ReactElement | null {
  if (!sentence) return note;
  return (
    <>
      <p className="text-ink text-lg [overflow-wrap:anywhere]">{sentence}</p>
      {note}
    </>
  );
}

/** Rendered here only (serverSections, decision 015), in the request's language. */
function heading(context: Route.LoaderArgs['context'], i18n: I18n, query: string) {
  return serverSections(context, {
    heading: (
      <I18nProvider i18n={i18n}>
        <SearchHeading query={query} />
      </I18nProvider>
    ),
  }).heading;
}

export function meta({ matches, location, loaderData }: Route.MetaArgs) {
  const query = new URLSearchParams(location.search).get('q')?.trim() ?? '';
  return pageMeta(matches, {
    // Spec §2: 'Search Results for "{query}"', or 'Search Partners' with an empty query (from the loader, in
    // the page's language; without loader data, an error page, the English words).
    title: loaderData?.seo.title ?? (query ? `Search Results for "${query}"` : 'Search Partners'),
    description:
      loaderData?.seo.description ??
      `Search ${site.productName} partner funeral homes and cremation providers by city, state, business name or ZIP code.`,
    // Decision 005: one canonical address per search; a search that found partners is indexed, any other
    // stays 'noindex, follow' (its links to partner pages are still followed).
    // A filtered search is a variant of the search: 'noindex, follow' (decision 028).
    path: loaderData?.seo.path ?? canonicalSearchPath(query),
    ...(loaderData ? { frenchPath: loaderData.seo.frenchPath } : {}),
    noindex:
      isIndexableSearch(loaderData) && !(loaderData?.status === 'searched' && loaderData.filtered) ? false : 'follow',
  });
}

export default function SearchPage({ loaderData }: Route.ComponentProps) {
  const navigation = useNavigation();
  // Spec §2 loading text: only for a navigation to another search, not for a link away from the page.
  const { query, searchForm } = loaderData;
  const searching = navigation.state === 'loading' && navigation.location.pathname === searchForm.action;

  return (
    <>
      <section className="from-brand-100 to-canvas border-line border-b bg-gradient-to-b">
        <Container className="py-6 sm:py-10">
          <ServerHtml section={loaderData.heading} />
          <PartnerSearchForm defaultValue={query} className="mt-6 max-w-3xl" text={searchForm} />
          {/* A new search clears what was found near the visitor. */}
          <NearMePanel
            key={`near-me:${query}`}
            className="mt-4"
            text={loaderData.nearMe}
            messages={loaderData.nearbyMessages}
            filters={loaderData.status === 'searched' ? loaderData.activeFilters : []}
          />
        </Container>
      </section>

      <Container className="py-10 sm:py-14">
        {loaderData.status === 'searched' ? (
          <>
            {loaderData.filters ? <ServerHtml section={loaderData.filters} className="mb-8 block" /> : null}
            {/* Once the family has tapped "Use my location" (NearMe marks itself), this answer is done. */}
            <div className={loaderData.awaitsPosition ? 'in-[main:has([data-near-me-asked])]:hidden' : undefined}>
              {loaderData.filtered ? (
                <p className="text-ink mb-6 text-lg font-semibold">{loaderData.filtered.line}</p>
              ) : null}
              <SearchResults
                results={loaderData.results}
                text={loaderData.resultsText}
                searching={searching}
                cardFacts={loaderData.cardFacts}
                cardActions={loaderData.cardActions}
                // Spec §2: the compact card's one button, 'Contact', opens the inquiry dialog.
                contactAction={(partner) => (
                  <AskForInformationButton partner={partner} label={loaderData.contactLabel} nameJoiner=" " />
                )}
                onCardTap={sendListingEvent}
                placeNote={loaderData.placeNote}
                orderDirect={loaderData.orderDirect}
              />
            </div>
            {loaderData.pageLinks ? <ServerHtml section={loaderData.pageLinks} /> : null}
            {loaderData.afterHours ? <ServerHtml section={loaderData.afterHours} /> : null}
          </>
        ) : loaderData.status === 'invalid' ? (
          <p role="alert" className="text-danger text-lg">
            {loaderData.message}
          </p>
        ) : searching ? (
          <p aria-live="polite" className="text-muted text-2xl font-semibold">
            {loaderData.searchingText}
          </p>
        ) : (
          <p aria-live="polite" className="text-muted text-lg">
            {loaderData.enterTerm}
          </p>
        )}
      </Container>
    </>
  );
}
