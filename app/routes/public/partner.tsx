import Award from 'lucide-react/icons/award';
import CalendarDays from 'lucide-react/icons/calendar-days';
import MapPin from 'lucide-react/icons/map-pin';
import { lazy, Suspense } from 'react';
import { data, redirect } from 'react-router';
import { site } from '~/lib/site';
import { FaqBlock } from '~/modules/faq/components/faq-block';
import { listPublicFaqs } from '~/modules/faq/faq.service.server';
import { LocationMap } from '~/modules/geo/components/location-map';
import { buildRegionLocationMap } from '~/modules/geo/region-location-map.server';
import { GooglePhotos } from '~/modules/google-places/components/google-photos';
import { GoogleRatingSummary } from '~/modules/google-places/components/google-rating-summary';
import { GoogleReviews } from '~/modules/google-places/components/google-reviews';
import { loadGoogleDataForPage } from '~/modules/google-places/google-places-enhanced.service.server';
import { AskForInformationButton } from '~/modules/inquiries/components/ask-for-information-button';
import { fullAddress, mapsSearchUrl, partnerPath } from '~/modules/partners/components/partner-display';
import {
  PartnerAtAGlance,
  PartnerContactCard,
  PartnerGetInTouch,
} from '~/modules/partners/components/partner-detail-cards';
import { aboutParagraphs, partnerSinceLabel } from '~/modules/partners/components/partner-detail-display';
import { SendDirectionsButton } from '~/modules/partners/components/send-directions-button';
import type { Partner } from '~/modules/partners/partner.schema';
import { getPublicPartner } from '~/modules/partners/partners.service.server';
import { breadcrumbListJsonLd } from '~/modules/seo/breadcrumbs';
import { BreadcrumbNav } from '~/modules/seo/components/breadcrumb-nav';
import { pageMeta } from '~/modules/seo/meta';
import { partnerBreadcrumbs, partnerJsonLd, partnerMetaDescription, partnerPageTitle } from '~/modules/seo/partner-seo';
import { Badge } from '~/ui/badge';
import { Container } from '~/ui/container';
import type { Route } from './+types/partner';

// Serves /partner/{idOrSlug} and /state/{state}/city/{city}/{partnerId} (spec §2). The id may be a uuid,
// a slug or a legacy alias; every other form answers with a 301 to the one canonical city-path URL.

type Database = Route.LoaderArgs['context']['db'];

/** Spec §4: the partner fetch retries once on failure (a dropped connection, a restarting database). */
async function loadPartner(db: Database, idOrSlug: string): Promise<Partner | null> {
  try {
    return await getPublicPartner(db, { idOrSlug });
  } catch {
    return getPublicPartner(db, { idOrSlug });
  }
}

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const requestedId = (params.partnerId ?? params.idOrSlug ?? '').trim();
  let partner: Partner | null;
  try {
    partner = await loadPartner(context.db, requestedId);
  } catch (error) {
    // Spec §2: a failed load shows 'Partner Not Found' too. The status says "try again later" rather
    // than 404, so a database hiccup does not tell search engines the partner is gone.
    context.log.error({ err: error, requestedId }, 'partner page: the partner could not be loaded');
    return data({ status: 'not-found' as const, requestedId }, { status: 503, headers: { 'Retry-After': '30' } });
  }
  if (!partner) return data({ status: 'not-found' as const, requestedId }, { status: 404 });

  // One URL per partner: /partner/{x}, a slug or alias, or an old state/city spelling moves to the canonical one.
  const canonical = partnerPath(partner);
  const url = new URL(request.url);
  if (url.pathname.replace(/\.data$/, '') !== canonical) throw redirect(`${canonical}${url.search}`, 301);

  // Not awaited: the page streams at once and the FAQ block follows in the same response (as on home).
  const faqs = listPublicFaqs(context.db, {
    context: 'partner',
    partnerId: partner.id,
    state: partner.state,
    city: partner.city,
  });
  const google = await loadGoogleDataForPage(context, partner);
  const publicUrl = context.env.PUBLIC_URL;
  const breadcrumbs = partnerBreadcrumbs(partner);
  return {
    status: 'found' as const,
    partner,
    // Built here, not in meta(): the structured data builders then stay on the server (issue 9).
    seo: {
      title: partnerPageTitle(partner),
      description: partnerMetaDescription(partner),
      jsonLd: [partnerJsonLd(partner, { publicUrl }), breadcrumbListJsonLd(breadcrumbs, publicUrl)],
    },
    breadcrumbs,
    partnerSince: partnerSinceLabel(partner),
    locationMap: buildRegionLocationMap({ stateSlug: partner.stateSlug, coordinates: partner.coordinates }),
    google,
    faqs,
  };
}

export function meta({ matches, loaderData }: Route.MetaArgs) {
  if (!loaderData || loaderData.status !== 'found') {
    return pageMeta(matches, {
      title: `Partner Not Found | ${site.productName}`,
      description: "The partner you're looking for doesn't exist or may have been removed.",
      noindex: true,
    });
  }
  const { partner, seo } = loaderData;
  return pageMeta(matches, {
    title: seo.title,
    description: seo.description,
    path: partnerPath(partner),
    image: partner.imageUrl ?? undefined,
    imageAlt: partner.imageUrl ? partner.name : undefined,
    jsonLd: seo.jsonLd,
  });
}

// Fetched only for an unknown partner: a found partner's page does not carry it (issue 9).
const PartnerNotFound = lazy(() =>
  import('~/modules/partners/components/partner-not-found').then((m) => ({ default: m.PartnerNotFound })),
);

export default function PartnerPage({ loaderData }: Route.ComponentProps) {
  if (loaderData.status !== 'found') {
    return (
      <Suspense fallback={null}>
        <PartnerNotFound requestedId={loaderData.requestedId} />
      </Suspense>
    );
  }
  const { partner, partnerSince, locationMap, google, faqs, breadcrumbs } = loaderData;
  const about = aboutParagraphs(partner);
  const address = fullAddress(partner);
  const mapsUrl = mapsSearchUrl(partner);
  // Google's live figures when there are some, else what the directory stores.
  const rating = google?.hasGoogleData ? google.rating : partner.googleRating;
  const reviewCount = google?.hasGoogleData ? google.reviewCount : partner.googleReviewCount;

  return (
    <>
      <section className="from-brand-100 to-canvas border-line border-b bg-gradient-to-b">
        <Container className="py-8 sm:py-12">
          <BreadcrumbNav items={breadcrumbs} />
          {partner.isPriority ? (
            <Badge variant="solid" className="mt-5">
              <Award aria-hidden="true" className="size-4" />
              Featured Partner
            </Badge>
          ) : null}
          <h1 className="text-ink mt-3 text-3xl leading-tight font-semibold [overflow-wrap:anywhere] sm:text-4xl">
            {partner.name}
          </h1>
          <ul className="text-ink mt-4 space-y-2 text-base sm:text-lg">
            <li className="flex items-start gap-2">
              <MapPin aria-hidden="true" className="text-brand-600 mt-1 size-5 shrink-0" />
              <a
                href={mapsUrl}
                target="_blank"
                rel="noopener"
                className="hover:text-brand-700 [overflow-wrap:anywhere] underline-offset-4 hover:underline"
              >
                {address}
                <span className="sr-only"> (opens a map in a new tab)</span>
              </a>
            </li>
            {partnerSince ? (
              <li className="text-muted flex items-start gap-2">
                <CalendarDays aria-hidden="true" className="text-brand-600 mt-1 size-5 shrink-0" />
                <span>Partner since {partnerSince}</span>
              </li>
            ) : null}
          </ul>
        </Container>
      </section>

      <Container className="py-10 sm:py-12">
        <div className="grid gap-8 lg:grid-cols-3 lg:gap-10">
          {/* First in reading order on a phone: how to reach the partner. On a wide screen, the right column. */}
          <aside aria-label="Contact" className="flex flex-col gap-6 lg:col-start-3 lg:row-start-1">
            <PartnerGetInTouch>
              <SendDirectionsButton partner={partner} className="w-full px-3 text-center whitespace-normal" />
              <AskForInformationButton
                partner={{ id: partner.id, name: partner.name }}
                className="w-full px-3 text-center whitespace-normal"
              />
            </PartnerGetInTouch>
            <PartnerContactCard partner={partner} />
            <PartnerAtAGlance
              locationCount={partner.locationCount}
              googleRating={rating}
              googleReviewCount={reviewCount}
            />
          </aside>

          <div className="flex min-w-0 flex-col gap-10 lg:col-span-2 lg:col-start-1 lg:row-start-1">
            {about.length > 0 ? (
              <section aria-labelledby="about-heading">
                <h2 id="about-heading" className="text-ink text-2xl font-semibold [overflow-wrap:anywhere]">
                  About {partner.name}
                </h2>
                <div className="text-ink mt-4 space-y-4 text-lg">
                  {about.map((paragraph, index) => (
                    <p key={index} className="[overflow-wrap:anywhere] whitespace-pre-line">
                      {paragraph}
                    </p>
                  ))}
                </div>
                {partner.servicesOffered.length > 0 ? (
                  <div className="mt-6">
                    <h3 className="text-muted font-sans text-sm font-semibold tracking-wide uppercase">
                      Services Offered
                    </h3>
                    <ul className="mt-2 flex flex-wrap gap-2">
                      {partner.servicesOffered.map((service) => (
                        <li key={service}>
                          <Badge>{service}</Badge>
                        </li>
                      ))}
                    </ul>
                  </div>
                ) : null}
              </section>
            ) : null}

            <section aria-labelledby="location-heading">
              <h2 id="location-heading" className="text-ink text-2xl font-semibold">
                Location
              </h2>
              {locationMap ? (
                <LocationMap
                  map={locationMap}
                  href={mapsUrl}
                  label={`${partner.name}, ${address}`}
                  caption={`${partner.city}, ${partner.state}`}
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
                    Open {address} in Maps
                    <span className="sr-only"> (opens in a new tab)</span>
                  </a>
                </p>
              )}
            </section>

            {google?.hasGoogleData ? (
              <GoogleRatingSummary
                rating={rating}
                reviewCount={reviewCount}
                editorialSummary={google.editorialSummary}
              />
            ) : null}
            {google ? <GoogleReviews reviews={google.reviews} /> : null}
            {google ? <GooglePhotos photos={google.photos} partnerName={partner.name} /> : null}
          </div>
        </div>
      </Container>

      <Container className="max-w-4xl">
        <FaqBlock faqs={faqs} />
      </Container>
    </>
  );
}
