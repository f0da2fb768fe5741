import { site } from '~/lib/site';
import type { RegionWithCount } from '~/modules/partners/partners.service.server';
import { cn } from '~/ui/cn';
import { Container } from '~/ui/container';
import { PlaceList } from './components/place-list';

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
      <RegionList
        id="browse-states"
        heading="Browse by State (United States)"
        regions={regions.filter((region) => region.country === 'US')}
      />
      <RegionList
        heading="Browse by Province (Canada)"
        regions={regions.filter((region) => region.country === 'CA')}
        className="mt-10 sm:mt-14"
      />
    </>
  );
}

function RegionList({
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
  const places = regions.map((region) => ({
    to: `/state/${region.stateSlug}`,
    name: region.state,
    partnerCount: region.partnerCount,
  }));
  return (
    <section id={id} className={cn('scroll-mt-4', className)}>
      <h2 className="text-ink text-2xl font-semibold sm:text-3xl">{heading}</h2>
      <PlaceList places={places} className="mt-4" />
    </section>
  );
}
