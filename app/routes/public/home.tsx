import { Link } from 'react-router';
import { site } from '~/lib/site';
import { FaqBlock } from '~/modules/faq/components/faq-block';
import { listPublicFaqs } from '~/modules/faq/faq.service.server';
import { PartnerMaps } from '~/modules/geo/components/partner-maps';
import { loadHomeMaps } from '~/modules/geo/map-data.server';
import { ensureMapOutlines } from '~/modules/geo/map-outlines';
import { PartnerSearchForm } from '~/modules/partners/components/partner-search-form';
import {
  getDirectoryStats,
  listRegionsWithCounts,
  type RegionWithCount,
} from '~/modules/partners/partners.service.server';
import { pageMeta, publicUrlFrom, websiteJsonLd } from '~/modules/seo/meta';
import { cn } from '~/ui/cn';
import { Container } from '~/ui/container';
import type { Route } from './+types/home';

export async function loader({ context }: Route.LoaderArgs) {
  const [regions, stats, maps] = await Promise.all([
    listRegionsWithCounts(context.db),
    getDirectoryStats(context.db),
    // Counts per region and merged dots only; the outlines are drawn from bundled data (map-outlines.ts).
    loadHomeMaps(context.db),
    ensureMapOutlines(),
  ]);
  // Not awaited: the page streams now and the FAQ block follows in the same response.
  const faqs = listPublicFaqs(context.db, { context: 'homepage' });
  return { regions, stats, maps, faqs };
}

/**
 * Only for a client-side navigation to the home page (the first load hydrates from the server's HTML,
 * outlines included): the map outlines load alongside the data, so the maps are drawn with the page.
 */
export async function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  const [data] = await Promise.all([serverLoader(), ensureMapOutlines()]);
  return data;
}

export function meta({ matches, loaderData }: Route.MetaArgs) {
  const stats = loaderData?.stats;
  const reach = stats
    ? `Browse ${stats.partnerCount.toLocaleString('en-US')} authorized partners in ${stats.cityCount.toLocaleString('en-US')} cities across the United States and Canada.`
    : 'Browse authorized partners across the United States and Canada.';
  return pageMeta(matches, {
    title: `Find Cremation Services Near You | ${site.productName} Partner Directory`,
    description: `Find a ${site.productName} authorized funeral home or cremation provider near you. ${reach}`,
    path: '/',
    jsonLd: websiteJsonLd(publicUrlFrom(matches)),
  });
}

export default function Home({ loaderData }: Route.ComponentProps) {
  const { regions, stats, maps, faqs } = loaderData;
  const usStates = regions.filter((region) => region.country === 'US');
  const provinces = regions.filter((region) => region.country === 'CA');
  return (
    <>
      <section className="from-brand-100 to-canvas border-line border-b bg-gradient-to-b">
        <Container className="py-14 sm:py-20">
          <div className="mx-auto max-w-4xl text-center">
            <p className="text-brand-700 text-sm font-semibold tracking-wider uppercase">{site.claims.onlyProvider}</p>
            <h1 className="text-ink mt-4 text-4xl leading-tight font-semibold sm:text-5xl">
              Find a Trusted Cremation Partner Near You
            </h1>
            <p className="text-muted mx-auto mt-5 max-w-2xl text-lg sm:text-xl">
              {site.productName} partners are funeral homes and cremation providers who can arrange a solidified remains
              memorial for your loved one. Search by city, state, business name or ZIP code.
            </p>
            <PartnerSearchForm className="mx-auto mt-8 max-w-3xl" />
          </div>
        </Container>
      </section>

      <section aria-label="Directory at a glance" className="border-line border-b bg-white">
        <Container>
          <dl className="divide-line grid grid-cols-1 divide-y py-2 sm:grid-cols-3 sm:divide-x sm:divide-y-0 sm:py-6">
            <Stat label="Authorized Partners" value={stats.partnerCount.toLocaleString('en-US')} />
            <Stat label="Cities Covered" value={stats.cityCount.toLocaleString('en-US')} />
            <Stat label="Families Served" value={site.claims.families} />
          </dl>
        </Container>
      </section>

      <section aria-labelledby="maps-heading" className="border-line border-b">
        <Container className="py-12 sm:py-16">
          <h2 id="maps-heading" className="text-ink text-2xl font-semibold sm:text-3xl">
            Partner Locations
          </h2>
          <p className="text-muted mt-2 text-lg">
            Select a highlighted state or province to see its partners, or{' '}
            {/* Each map is ~60 tab stops: keyboard users can skip straight to the same regions as a list. */}
            <a href="#browse-states" className="text-brand-700 hover:text-brand-900 underline underline-offset-4">
              browse the list
            </a>
            .
          </p>
          <PartnerMaps maps={maps} className="mt-6" />
        </Container>
      </section>

      <Container className="py-12 sm:py-16">
        <RegionGrid id="browse-states" heading="Browse by State (United States)" regions={usStates} />
        <RegionGrid heading="Browse by Province (Canada)" regions={provinces} className="mt-12 sm:mt-16" />
      </Container>

      <Container className="max-w-4xl">
        <FaqBlock faqs={faqs} />
      </Container>
    </>
  );
}

function Stat({ label, value }: { label: string; value: string }) {
  return (
    <div className="flex flex-row-reverse items-baseline justify-between gap-4 px-2 py-4 sm:flex-col-reverse sm:items-center sm:px-6 sm:py-2">
      <dt className="text-muted text-base">{label}</dt>
      <dd className="text-brand-800 font-serif text-3xl font-semibold tabular-nums sm:text-4xl">{value}</dd>
    </div>
  );
}

function RegionGrid({
  id,
  heading,
  regions,
  className,
}: {
  id?: string;
  heading: string;
  regions: RegionWithCount[];
  className?: string;
}) {
  if (regions.length === 0) return null;
  return (
    <section id={id} className={cn('scroll-mt-4', className)}>
      <h2 className="text-ink text-2xl font-semibold sm:text-3xl">{heading}</h2>
      <ul className="mt-6 grid grid-cols-1 gap-3 min-[420px]:grid-cols-2 md:grid-cols-3 lg:grid-cols-4">
        {regions.map((region) => (
          <li key={region.stateSlug}>
            <Link
              to={`/state/${region.stateSlug}`}
              className="border-line hover:border-brand-400 hover:bg-brand-50 flex h-full min-h-14 items-center gap-3 rounded-lg border bg-white px-4 py-3 shadow-sm transition-colors"
            >
              <span
                aria-hidden="true"
                className="bg-brand-100 text-brand-800 flex size-10 shrink-0 items-center justify-center rounded-md text-sm font-bold"
              >
                {region.abbreviation}
              </span>
              <span className="min-w-0 flex-1">
                <span className="text-ink block leading-snug font-semibold">{region.state}</span>
                <span className="text-muted block text-sm">
                  {region.partnerCount.toLocaleString('en-US')} {region.partnerCount === 1 ? 'partner' : 'partners'}
                </span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
