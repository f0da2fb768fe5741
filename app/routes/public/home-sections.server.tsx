import type { I18n } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react';
import { site } from '~/lib/site';
import type { PartnerMapsText } from '~/modules/geo/components/partner-maps';
import type { HomeMaps } from '~/modules/geo/map-types';
import { findRegionBySlug } from '~/modules/geo/regions';
import { formatNumber } from '~/modules/i18n/format';
import { intlLocale, type Locale } from '~/modules/i18n/locales';
import { localizedPath } from '~/modules/i18n/localized-paths';
import { frenchRegionForEnglishSlug } from '~/modules/i18n/regions-fr';
import type { RegionWithCount } from '~/modules/partners/partners.service.server';
import { cn } from '~/ui/cn';
import { Container } from '~/ui/container';
import { PlaceList } from './components/place-list';

/*
 * The parts of the home page (spec §2) that never change in the browser, rendered by its loader on the
 * server only (serverSections, decision 015), under `<I18nProvider>` with the request's language: the
 * route component keeps the search form, the maps and the FAQ. `.server`: importing it from browser code
 * fails the build.
 */

/** The families served, a figure of the site's configuration ("12,000+"), in the page's language. */
function familiesServed(i18n: I18n, locale: Locale): string {
  const count = Number(site.claims.families.replace(/\D/g, ''));
  return i18n._('home.stats.familiesValue', { count: formatNumber(locale, count) });
}

/** 'Directory at a glance': partners, cities and families served. */
export function HomeStats({ partnerCount, cityCount }: { partnerCount: number; cityCount: number }) {
  const { i18n } = useLingui();
  const locale = i18n.locale as Locale;
  return (
    <section aria-label={i18n._('home.stats.label')} className="border-line border-b bg-white">
      <Container>
        <dl className="divide-line grid grid-cols-1 divide-y py-2 sm:grid-cols-3 sm:divide-x sm:divide-y-0 sm:py-6">
          <Stat label={i18n._('home.stats.partners')} value={formatNumber(locale, partnerCount)} />
          <Stat label={i18n._('home.stats.cities')} value={formatNumber(locale, cityCount)} />
          <Stat label={i18n._('home.stats.families')} value={familiesServed(i18n, locale)} />
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

/** 'Partner Locations' and how to use the maps, with the jump to the same regions as a list. */
export function HomeMapsIntro() {
  const { i18n } = useLingui();
  return (
    <>
      <h2 id="maps-heading" className="text-ink text-2xl font-semibold sm:text-3xl">
        {i18n._('home.maps.heading')}
      </h2>
      <p className="text-muted mt-2 text-lg">
        {/* Each map is ~60 tab stops: keyboard users can skip straight to the same regions as a list. */}
        <Trans
          id="home.maps.text"
          components={{
            0: <a href="#browse-states" className="text-brand-700 hover:text-brand-900 underline underline-offset-4" />,
          }}
        />
      </p>
    </>
  );
}

/** A region's name in the page's language: the official French name on a French page. */
function regionName(locale: Locale, slug: string, englishName: string): string {
  return locale === 'fr' ? (frenchRegionForEnglishSlug(slug)?.name ?? englishName) : englishName;
}

/** 'Browse by State' and 'Browse by Province': every region with partners, as links (the maps' list form). */
export function HomeRegionLists({ regions }: { regions: readonly RegionWithCount[] }) {
  const { i18n } = useLingui();
  return (
    <>
      <RegionList
        id="browse-states"
        heading={i18n._('home.regions.states')}
        regions={regions.filter((region) => region.country === 'US')}
      />
      <RegionList
        heading={i18n._('home.regions.provinces')}
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
  const { i18n } = useLingui();
  const locale = i18n.locale as Locale;
  if (regions.length === 0) return null;
  const places = regions.map((region) => ({
    to: localizedPath(`/state/${region.stateSlug}`, locale) ?? `/state/${region.stateSlug}`,
    name: regionName(locale, region.stateSlug, region.state),
    partnerCount: region.partnerCount,
  }));
  // In French the list follows the French names ("Caroline du Nord" before "Colorado").
  if (locale !== 'en') {
    const collator = new Intl.Collator(intlLocale(locale));
    places.sort((a, b) => collator.compare(a.name, b.name));
  }
  return (
    <section id={id} className={cn('scroll-mt-4', className)}>
      <h2 className="text-ink text-2xl font-semibold sm:text-3xl">{heading}</h2>
      <PlaceList
        places={places}
        className="mt-4"
        countLabel={(count) => i18n._('home.regions.partnersWord', { count })}
        numberLocale={intlLocale(locale)}
      />
    </section>
  );
}

/**
 * The maps' words on a page in another language than English (null in English: the maps' own words, and no
 * extra data in the heaviest page's HTML): names, counts with their plural and French addresses, by region.
 */
export function homeMapsText(i18n: I18n, locale: Locale, maps: HomeMaps): PartnerMapsText | null {
  if (locale === 'en') return null;
  const regions: PartnerMapsText['map']['regions'] = {};
  for (const counts of [maps.us.regions, maps.canada.regions]) {
    for (const [slug, count] of Object.entries(counts)) {
      const region = findRegionBySlug(slug);
      if (!region || count <= 0) continue;
      const name = regionName(locale, slug, region.name);
      regions[slug] = {
        name,
        label: i18n._('home.map.regionLabel', { region: name, count }),
        to: localizedPath(`/state/${slug}`, locale) ?? `/state/${slug}`,
      };
    }
  }
  return {
    usCaption: i18n._('home.map.usCaption'),
    usTitle: i18n._('home.map.usTitle'),
    canadaCaption: i18n._('home.map.canadaCaption'),
    canadaTitle: i18n._('home.map.canadaTitle'),
    legend: i18n._('home.map.legend'),
    noneYet: i18n._('home.map.noneYet'),
    map: {
      zoomIn: i18n._('home.map.zoomIn'),
      zoomOut: i18n._('home.map.zoomOut'),
      reset: i18n._('home.map.reset'),
      smallOnMap: i18n._('home.map.smallOnMap'),
      regions,
    },
  };
}
