import { Trans, useLingui } from '@lingui/react';
import Award from 'lucide-react/icons/award';
import CalendarDays from 'lucide-react/icons/calendar-days';
import ClipboardCheck from 'lucide-react/icons/clipboard-check';
import MapPin from 'lucide-react/icons/map-pin';
import { LocationMap } from '~/modules/geo/components/location-map';
import type { RegionLocationMap } from '~/modules/geo/region-location-map.server';
import { GoogleRatingSummary } from '~/modules/google-places/components/google-rating-summary';
import type { GooglePlacesEnhanced } from '~/modules/google-places/google-places.schema';
import type { Locale } from '~/modules/i18n/locales';
import { localizedPath } from '~/modules/i18n/localized-paths';
import { site } from '~/lib/site';
import type { BreadcrumbItem } from '~/modules/seo/breadcrumbs';
import { Badge } from '~/ui/badge';
import { PartnerAtAGlance, PartnerContactCard } from '~/modules/partners/components/partner-detail-cards';
import {
  informationCheckedLabel,
  localizedDescription,
  localizedServices,
  paragraphsOf,
} from '~/modules/partners/components/partner-detail-display';
import { useContentLocale } from '~/modules/i18n/content-locale';
import { correctionPath } from '~/modules/corrections/correction.schema';
import { findRegionBySlug } from '~/modules/geo/regions';
import { nameArgs } from '~/modules/i18n/name-grammar';
import { regionNameIn } from '~/modules/i18n/regions-fr';
import { localizedAddress, mapsSearchUrl } from '~/modules/partners/components/partner-display';
import type { Partner } from '~/modules/partners/partner.schema';
import { PartnerLogo } from '~/modules/partners/components/partner-logo';
import { PartnerHoursAndServices } from '~/modules/partners/components/partner-hours-and-services';
import { PartnerPriceLine } from '~/modules/partners/components/partner-price-line';
import { PageHero } from './components/page-hero';
import { ofRegion } from './place-names';

/*
 * The parts of the partner detail page (spec §2) that never change in the browser. The page's loader
 * (partner.tsx) renders them on the server (serverSections), so none of this code is in the page's
 * JavaScript; the route component places them around its interactive parts (directions,
 * inquiry, reviews, photos, FAQ). `.server`: importing it from browser code fails the build. Each renders
 * under the request's I18nProvider (the page's language).
 */

/** Google's live figures when there are some, else what the directory stores. */
function partnerRating(
  partner: Pick<Partner, 'googleRating' | 'googleReviewCount'>,
  google: GooglePlacesEnhanced | null,
) {
  return google?.hasGoogleData
    ? { rating: google.rating, reviewCount: google.reviewCount }
    : { rating: partner.googleRating, reviewCount: partner.googleReviewCount };
}

/** Breadcrumbs, the featured badge, the name, the address (a link to the maps service) and 'Partner since'. */
export function PartnerHero({
  partner,
  breadcrumbs,
  partnerSince,
  locale,
}: {
  partner: Partner;
  breadcrumbs: readonly BreadcrumbItem[];
  partnerSince: string | null;
  locale: Locale;
}) {
  const { i18n } = useLingui();
  const checkedOn = informationCheckedLabel(partner, locale);
  const correction = correctionPath(partner);
  return (
    <PageHero
      breadcrumbs={breadcrumbs}
      before={
        <>
          <PartnerLogo partner={partner} className="mt-5 block h-auto max-w-full rounded-md bg-white object-contain" />
          {partner.isPriority ? (
            <div className="mt-5 flex flex-wrap items-center gap-x-3 gap-y-2">
              <Badge variant="solid">
                <Award aria-hidden="true" className="size-4" />
                {i18n._('partner.featured')}
              </Badge>
              <p className="text-muted text-sm">
                {i18n._('partner.featuredMeaning', { productName: site.productName })}
              </p>
            </div>
          ) : null}
        </>
      }
      // <bdi>: a name's own direction (or bidirectional controls in it) cannot reorder the text around it.
      title={<bdi>{partner.name}</bdi>}
    >
      <PartnerPriceLine partner={partner} className="text-ink mt-3 text-base sm:text-lg" />
      <ul className="text-ink mt-4 space-y-2 text-base sm:text-lg">
        <li className="flex items-start gap-2">
          <MapPin aria-hidden="true" className="text-brand-600 mt-1 size-5 shrink-0" />
          <a
            href={mapsSearchUrl(partner)}
            target="_blank"
            rel="noopener"
            className="hover:text-brand-700 [overflow-wrap:anywhere] underline-offset-4 hover:underline"
          >
            {localizedAddress(partner, locale, regionNameIn(locale, partner.state))}
            <span className="sr-only"> {i18n._('partner.opensMap')}</span>
          </a>
        </li>
        {partnerSince ? (
          <li className="text-muted flex items-start gap-2">
            <CalendarDays aria-hidden="true" className="text-brand-600 mt-1 size-5 shrink-0" />
            <span>{i18n._('partner.since', { date: partnerSince })}</span>
          </li>
        ) : null}
        <li className="text-muted flex items-start gap-2">
          <ClipboardCheck aria-hidden="true" className="text-brand-600 mt-1 size-5 shrink-0" />
          <span className="flex flex-wrap items-baseline gap-x-3">
            {checkedOn ? (
              <span>
                <Trans
                  id="partner.checkedOn"
                  values={{ date: <time dateTime={partner.informationCheckedAt}>{checkedOn}</time> }}
                />
              </span>
            ) : null}
            {/* A plain link: the correction form is a page of its own that works without JavaScript. */}
            <a
              href={localizedPath(correction, locale) ?? correction}
              className="text-brand-700 inline-flex min-h-6 items-center font-medium underline underline-offset-4"
            >
              {i18n._('partner.reportCorrection')}
            </a>
          </span>
        </li>
      </ul>
    </PageHero>
  );
}

/** The contact card and 'At a Glance', under 'Get in Touch' in the side column. */
export function PartnerSideDetails({ partner, google }: { partner: Partner; google: GooglePlacesEnhanced | null }) {
  const { rating, reviewCount } = partnerRating(partner, google);
  return (
    <>
      <PartnerContactCard partner={partner} />
      <PartnerAtAGlance locationCount={partner.locationCount} googleRating={rating} googleReviewCount={reviewCount} />
    </>
  );
}

/** About (with the services offered), the location map and the Google rating summary. */
export function PartnerOverview({
  partner,
  locationMap,
  google,
  now,
}: {
  partner: Partner;
  locationMap: RegionLocationMap | null;
  google: GooglePlacesEnhanced | null;
  /** The request's clock, for "Open now". */
  now: Date;
}) {
  const { i18n } = useLingui();
  const { locale } = useContentLocale();
  const description = localizedDescription(partner, locale);
  const about = paragraphsOf(description.text);
  const services = localizedServices(partner, locale);
  const stateName = regionNameIn(i18n.locale, partner.state);
  const address = localizedAddress(partner, i18n.locale, stateName);
  const region = findRegionBySlug(partner.stateSlug);
  const mapsUrl = mapsSearchUrl(partner);
  const { rating, reviewCount } = partnerRating(partner, google);
  return (
    <>
      {about.length > 0 ? (
        <section aria-labelledby="about-heading">
          <h2 id="about-heading" className="text-ink text-2xl font-semibold [overflow-wrap:anywhere]">
            <AboutHeading name={partner.name} locale={i18n.locale} />
          </h2>
          {description.missingFrench ? (
            <p className="text-muted mt-4">{i18n._('content.descriptionEnglishOnly')}</p>
          ) : null}
          {/* English text on a French page is marked as English, for screen readers and translators. */}
          <div lang={description.missingFrench ? 'en' : undefined} className="text-ink mt-4 space-y-4 text-lg">
            {about.map((paragraph, index) => (
              <p key={index} className="[overflow-wrap:anywhere] whitespace-pre-line">
                {paragraph}
              </p>
            ))}
          </div>
          {services.services.length > 0 ? (
            <div className="mt-6">
              <h3 className="text-muted font-sans text-sm font-semibold tracking-wide uppercase">
                {i18n._('partner.servicesOffered')}
              </h3>
              {services.lang !== locale ? (
                <p className="text-muted mt-1 text-sm">{i18n._('content.servicesEnglishOnly')}</p>
              ) : null}
              {/* The partner's own words: English ones on a French page are marked as English. */}
              <ul lang={services.lang === locale ? undefined : services.lang} className="mt-2 flex flex-wrap gap-2">
                {services.services.map((service) => (
                  <li key={service}>
                    <Badge>{service}</Badge>
                  </li>
                ))}
              </ul>
            </div>
          ) : null}
        </section>
      ) : null}

      <PartnerHoursAndServices partner={partner} now={now} />

      <section aria-labelledby="location-heading">
        <h2 id="location-heading" className="text-ink text-2xl font-semibold">
          {i18n._('partner.location')}
        </h2>
        {locationMap ? (
          <LocationMap
            map={locationMap}
            href={mapsUrl}
            label={`${partner.name}, ${address}`}
            ofRegion={region ? ofRegion(i18n, region) : ''}
            // French writes the region in parentheses, as the address does: "Dallas (Texas)".
            caption={i18n.locale === 'fr' ? `${partner.city} (${stateName})` : `${partner.city}, ${stateName}`}
            className="mt-4"
          />
        ) : (
          <p className="mt-4">
            <a
              href={mapsUrl}
              target="_blank"
              rel="noopener"
              className="text-brand-700 hover:text-brand-900 underline underline-offset-4"
            >
              {i18n._('partner.openInMaps', { address })}
              <span className="sr-only"> {i18n._('link.opensInNewTab')}</span>
            </a>
          </p>
        )}
      </section>

      {google?.hasGoogleData ? (
        <GoogleRatingSummary rating={rating} reviewCount={reviewCount} editorialSummary={google.editorialSummary} />
      ) : null}
    </>
  );
}

/** 'About {name}': « À propos d’Alfred… », « du Repos… » in French. */
function AboutHeading({ name, locale }: { name: string; locale: string }) {
  const args = nameArgs(locale, name);
  return <Trans id="partner.about" values={{ ...args, name: <bdi>{args.name}</bdi> }} />;
}
