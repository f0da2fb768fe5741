import { I18nProvider } from '@lingui/react';
import type { ReactNode } from 'react';
import { unavailableWithoutDatabase } from '~/lib/database-unavailable.server';
import { site } from '~/lib/site';
import { PartnerMaps } from '~/modules/geo/components/partner-maps';
import { loadHomeMaps } from '~/modules/partners/home-maps.server';
import { pickClientMessages } from '~/modules/i18n/catalog.server';
import { NEARBY_MESSAGE_IDS } from '~/modules/i18n/client-message-ids';
import { requestI18n } from '~/modules/i18n/request-i18n.server';
import { PartnerSearchForm } from '~/modules/partners/components/partner-search-form';
import { nearMeText, searchFormText } from '~/modules/search/search-text';
import { getDirectoryStats, listRegionsWithCounts } from '~/modules/partners/partners.service.server';
import { pageMeta, websiteJsonLd } from '~/modules/seo/meta';
import { cn } from '~/ui/cn';
import { Container } from '~/ui/container';
import { ServerHtml } from '~/ui/layout/server-html';
import { serverSections } from '~/ui/layout/server-section.server';
import type { Route } from './+types/home';
import { NearMePanel } from './components/near-me-panel';
import { FaqSection, readPageFaqs } from './faq-sections.server';
import { HomeMapsIntro, HomeRegionLists, HomeStats, homeMapsText } from './home-sections.server';

/** Spec §2's home title and description, for an error before the loader ran (the loader builds them in the page's language). */
const homeMeta = {
  title: `Find Cremation Services Near You | ${site.productName} Partner Directory`,
  description: `Find a ${site.productName} authorized funeral home or cremation provider near you.`,
  path: '/',
};

// Database unreachable: a 503 retry page, not a 500.
export const loader = unavailableWithoutDatabase(loadHomePage);

async function loadHomePage({ context, request }: Route.LoaderArgs) {
  const { locale, i18n } = requestI18n(context, request);
  const inLanguage = (element: ReactNode) => <I18nProvider i18n={i18n}>{element}</I18nProvider>;
  const productName = site.productName;
  const [regions, stats, maps, faqs] = await Promise.all([
    listRegionsWithCounts(context.db),
    getDirectoryStats(context.db),
    // Counts per region and merged dots only; the outlines are a cached sprite file (map-outlines.ts).
    loadHomeMaps(context.db),
    // Awaited, not deferred: the FAQ is in place in the HTML without JavaScript (decision 030).
    readPageFaqs(context, { context: 'homepage' }),
  ]);
  return {
    // Built here, not in meta(): the structured data builders stay on the server, and meta has no catalogue.
    seo: {
      title: i18n._('home.title', { productName }),
      description: i18n._('home.description', {
        productName,
        partnerCount: stats.partnerCount,
        cityCount: stats.cityCount,
      }),
      path: homeMeta.path,
      jsonLd: websiteJsonLd(context.env.PUBLIC_URL, locale, i18n._('meta.siteName', { productName })),
    },
    // The hero's words as plain strings: no catalogue nor Lingui code in the page's JavaScript (decision 033).
    hero: {
      claim: i18n._('home.claim'),
      heading: i18n._('home.heading'),
      intro: i18n._('home.intro', { productName }),
    },
    searchForm: searchFormText(i18n, locale),
    nearMe: nearMeText(i18n),
    nearbyMessages: pickClientMessages(context.catalogs, locale, NEARBY_MESSAGE_IDS),
    // What never changes in the browser is rendered here only (serverSections, decision 015).
    sections: serverSections(context, {
      stats: inLanguage(<HomeStats partnerCount={stats.partnerCount} cityCount={stats.cityCount} />),
      mapsIntro: inLanguage(<HomeMapsIntro />),
      regionLists: inLanguage(<HomeRegionLists regions={regions} />),
      faq: inLanguage(<FaqSection items={faqs} />),
    }),
    maps,
    mapsText: homeMapsText(i18n, locale, maps),
  };
}

export function meta({ matches, loaderData }: Route.MetaArgs) {
  return pageMeta(
    matches,
    loaderData?.seo ?? {
      ...homeMeta,
      description: `${homeMeta.description} Browse authorized partners across the United States and Canada.`,
    },
  );
}

/**
 * The home page's HTML is mostly below the first screen: two maps of some 900 shapes and 64 region links.
 * `content-visibility: auto` lets the browser skip laying out and painting them until they come near the
 * screen, so the hero is painted sooner on a slow phone (Lighthouse's LCP is the hero's text). They stay
 * in the accessibility tree, in find-in-page and in tab order; `contain-intrinsic-size` holds a
 * placeholder height (the browser then remembers the real one), so the scrollbar does not jump.
 */
const offscreenSection = {
  maps: '[content-visibility:auto] [contain-intrinsic-size:auto_1100px] lg:[contain-intrinsic-size:auto_760px]',
  regionLists: '[content-visibility:auto] [contain-intrinsic-size:auto_1500px] lg:[contain-intrinsic-size:auto_800px]',
};

export default function Home({ loaderData }: Route.ComponentProps) {
  const { sections, maps, hero } = loaderData;
  return (
    <>
      <section className="from-brand-100 to-canvas border-line border-b bg-gradient-to-b">
        <Container className="py-14 sm:py-20">
          <div className="mx-auto max-w-4xl text-center">
            <p className="text-brand-700 text-sm font-semibold tracking-wider uppercase">{hero.claim}</p>
            <h1 className="text-ink mt-4 text-4xl leading-tight font-semibold [overflow-wrap:break-word] sm:text-5xl">
              {hero.heading}
            </h1>
            <p className="text-muted mx-auto mt-5 max-w-2xl text-lg sm:text-xl">{hero.intro}</p>
            <PartnerSearchForm className="mx-auto mt-8 max-w-3xl" text={loaderData.searchForm} />
            <NearMePanel className="mt-4" text={loaderData.nearMe} messages={loaderData.nearbyMessages} />
          </div>
        </Container>
      </section>

      <ServerHtml section={sections.stats} />

      {/* Below the first screen on a phone: laid out and painted when scrolled near (offscreenSection). */}
      <section aria-labelledby="maps-heading" className={cn('border-line border-b', offscreenSection.maps)}>
        <Container className="py-12 sm:py-16">
          <ServerHtml section={sections.mapsIntro} />
          <PartnerMaps maps={maps} className="mt-6" text={loaderData.mapsText} />
        </Container>
      </section>

      <Container className={cn('py-12 sm:py-16', offscreenSection.regionLists)}>
        <ServerHtml section={sections.regionLists} />
      </Container>

      <Container className="max-w-4xl">
        <ServerHtml section={sections.faq} />
      </Container>
    </>
  );
}
