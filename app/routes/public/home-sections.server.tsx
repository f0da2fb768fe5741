import { Link } from 'react-router';
import { site } from '~/lib/site';
import type { RegionWithCount } from '~/modules/partners/partners.service.server';
import { cn } from '~/ui/cn';
import { Container } from '~/ui/container';

/*
 * The parts of the home page (spec §2) that never change in the browser, rendered by its loader on the
 * server only (serverSections, decision 015): the route component keeps the search form, the maps and the
 * FAQ. `.server`: importing it from browser code fails the build.
 */

/** 'Directory at a glance': partners, cities and families served. */
export function HomeStats({ partnerCount, cityCount }: { partnerCount: number; cityCount: number }) {
  return (
    <section aria-label="Directory at a glance" className="border-line border-b bg-white">
      <Container>
        <dl className="divide-line grid grid-cols-1 divide-y py-2 sm:grid-cols-3 sm:divide-x sm:divide-y-0 sm:py-6">
          <Stat label="Authorized Partners" value={partnerCount.toLocaleString('en-US')} />
          <Stat label="Cities Covered" value={cityCount.toLocaleString('en-US')} />
          <Stat label="Families Served" value={site.claims.families} />
        </dl>
      </Container>
    </section>
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

/** 'Browse by State' and 'Browse by Province': every region with partners, as links (the maps' list form). */
export function HomeRegionLists({ regions }: { regions: readonly RegionWithCount[] }) {
  return (
    <>
      <RegionGrid
        id="browse-states"
        heading="Browse by State (United States)"
        regions={regions.filter((region) => region.country === 'US')}
      />
      <RegionGrid
        heading="Browse by Province (Canada)"
        regions={regions.filter((region) => region.country === 'CA')}
        className="mt-12 sm:mt-16"
      />
    </>
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
  regions: readonly RegionWithCount[];
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
