import ChevronRight from 'lucide-react/icons/chevron-right';
import SearchX from 'lucide-react/icons/search-x';
import { data, Link, redirect } from 'react-router';
import { site } from '~/lib/site';
import { slugify } from '~/lib/slug';
import { FaqBlock } from '~/modules/faq/components/faq-block';
import { listPublicFaqs } from '~/modules/faq/faq.service.server';
import { findRegion } from '~/modules/geo/regions';
import { AskForInformationButton } from '~/modules/inquiries/components/ask-for-information-button';
import { PartnerCard } from '~/modules/partners/components/partner-card';
import { toPartnerCardData } from '~/modules/partners/components/partner-display';
import { listCitiesInState, listPriorityPartners } from '~/modules/partners/partners.service.server';
import { breadcrumbListJsonLd, breadcrumbsForPath } from '~/modules/seo/breadcrumbs';
import { BreadcrumbNav } from '~/modules/seo/components/breadcrumb-nav';
import { pageMeta, publicUrlFrom } from '~/modules/seo/meta';
import { Button } from '~/ui/button';
import { Container } from '~/ui/container';
import type { Route } from './+types/state';

/** Spec §9: featured partners on a state page, up to 3, only when the state has 6 or more partners. */
const FEATURED_LIMIT = 3;
const FEATURED_MIN_PARTNERS = 6;

export async function loader({ params, context }: Route.LoaderArgs) {
  // A name ("New York"), an abbreviation ("NY") or any spelling of the slug: one canonical URL (301).
  const region = findRegion(params.state);
  const canonicalSlug = region?.slug ?? slugify(params.state);
  if (canonicalSlug !== '' && canonicalSlug !== params.state) {
    throw redirect(`/state/${canonicalSlug}`, 301);
  }
  if (!region) {
    return data({ found: false as const }, { status: 404 });
  }

  const cities = await listCitiesInState(context.db, { stateSlug: region.slug });
  const partnerCount = cities.reduce((sum, city) => sum + city.partnerCount, 0);
  const featured =
    partnerCount >= FEATURED_MIN_PARTNERS
      ? await listPriorityPartners(context.db, { stateSlug: region.slug, limit: FEATURED_LIMIT })
      : [];
  const faqs = listPublicFaqs(context.db, { context: 'state', state: region.name });
  return {
    found: true as const,
    // The region's own name: the spec derives it from the slug, which agrees except for the small words
    // ("District of Columbia", not "District Of Columbia").
    state: { name: region.name, slug: region.slug, country: region.country },
    cities,
    partnerCount,
    featured: featured.map(toPartnerCardData),
    faqs,
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
  const { state, partnerCount, cities } = loaderData;
  const path = `/state/${state.slug}`;
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
  return pageMeta(matches, {
    title,
    description,
    path,
    jsonLd: breadcrumbListJsonLd(breadcrumbsForPath(path, { state: state.name }), publicUrlFrom(matches)),
    // An empty state page has nothing for a searcher yet.
    noindex: partnerCount === 0,
  });
}

export default function StatePage({ loaderData }: Route.ComponentProps) {
  if (!loaderData.found) return <StateNotFound />;
  const { state, cities, partnerCount, featured, faqs } = loaderData;
  const breadcrumbs = breadcrumbsForPath(`/state/${state.slug}`, { state: state.name });

  return (
    <>
      <section className="from-brand-100 to-canvas border-line border-b bg-gradient-to-b">
        <Container className="py-8 sm:py-12">
          <BreadcrumbNav items={breadcrumbs} />
          <h1 className="text-ink mt-4 text-3xl leading-tight font-semibold sm:text-4xl">
            {site.productName} Partners in {state.name}
          </h1>
          {partnerCount > 0 ? (
            <p className="text-muted mt-3 text-lg">
              {partnerCount.toLocaleString('en-US')} authorized {partnerCount === 1 ? 'partner' : 'partners'} in{' '}
              {cities.length.toLocaleString('en-US')} {cities.length === 1 ? 'city' : 'cities'}
            </p>
          ) : null}
        </Container>
      </section>

      <Container className="py-10 sm:py-14">
        {partnerCount === 0 ? (
          <EmptyState stateName={state.name} />
        ) : (
          <>
            {featured.length > 0 ? (
              <section aria-labelledby="featured-heading" className="mb-12 sm:mb-16">
                <h2 id="featured-heading" className="text-ink text-2xl font-semibold sm:text-3xl">
                  Featured Partners
                </h2>
                <ul className="mt-6 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
                  {featured.map((partner) => (
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

            <section aria-labelledby="cities-heading">
              <h2 id="cities-heading" className="text-ink text-2xl font-semibold sm:text-3xl">
                Partners by City
              </h2>
              <ul className="mt-6 grid grid-cols-1 gap-3 min-[420px]:grid-cols-2 md:grid-cols-3 lg:grid-cols-4">
                {cities.map((city) => (
                  <li key={city.citySlug}>
                    <Link
                      to={`/state/${state.slug}/city/${city.citySlug}`}
                      className="border-line hover:border-brand-400 hover:bg-brand-50 flex h-full min-h-14 items-center justify-between gap-3 rounded-lg border bg-white px-4 py-3 shadow-sm transition-colors"
                    >
                      <span className="min-w-0">
                        <span className="text-ink block leading-snug font-semibold">{city.city}</span>
                        <span className="text-muted block text-sm">
                          {city.partnerCount.toLocaleString('en-US')} {city.partnerCount === 1 ? 'partner' : 'partners'}
                        </span>
                      </span>
                      <ChevronRight aria-hidden="true" className="text-brand-500 size-5 shrink-0" />
                    </Link>
                  </li>
                ))}
              </ul>
            </section>
          </>
        )}
      </Container>

      <Container className="max-w-4xl">
        <FaqBlock faqs={faqs} />
      </Container>
    </>
  );
}

function EmptyState({ stateName }: { stateName: string }) {
  return (
    <div className="border-line mx-auto flex max-w-2xl flex-col items-center rounded-xl border bg-white px-6 py-12 text-center">
      <SearchX aria-hidden="true" className="text-brand-500 size-10" />
      <h2 className="text-ink mt-4 text-2xl font-semibold">No Partners Found in {stateName}</h2>
      <p className="text-muted mt-3">
        We don't have an authorized partner here yet. Families in {stateName} can still choose a partner in a nearby
        state or province.
      </p>
      <Button asChild className="mt-6">
        <Link to="/">Browse All Partners</Link>
      </Button>
    </div>
  );
}

function StateNotFound() {
  return (
    <Container className="flex flex-col items-center py-20 text-center sm:py-28">
      <h1 className="text-ink text-3xl font-semibold sm:text-4xl">State not found</h1>
      <p className="text-muted mt-4 max-w-xl text-lg">
        We couldn't find that state or province. Choose one from the list of all states and provinces we serve.
      </p>
      <Button asChild className="mt-8">
        <Link to="/">Browse All Partners</Link>
      </Button>
    </Container>
  );
}
