import { I18nProvider } from '@lingui/react';
import { type ReactElement, useEffect } from 'react';
import { data, redirect } from 'react-router';
import { isDatabaseUnavailable, unavailableWithoutDatabase } from '~/lib/database-unavailable.server';
import { site } from '~/lib/site';
import { slugify } from '~/lib/slug';
import { buildRegionLocationMap } from '~/modules/geo/region-location-map.server';
import { findRegion } from '~/modules/geo/regions';
import { GooglePhotos } from '~/modules/google-places/components/google-photos';
import { GoogleReviews } from '~/modules/google-places/components/google-reviews';
import { googlePhotosText, googleReviewsText } from '~/modules/google-places/components/google-texts';
import { loadGoogleDataForPage } from '~/modules/google-places/google-places-enhanced.service.server';
import type { Locale } from '~/modules/i18n/locales';
import { localizedPath } from '~/modules/i18n/localized-paths';
import { frenchRegionForFrenchSlug } from '~/modules/i18n/regions-fr';
import { requestI18n } from '~/modules/i18n/request-i18n.server';
import { answerExpectedIn } from '~/modules/inquiries/inquiry-answer-expected';
import { AskForInformationButton } from '~/modules/inquiries/components/ask-for-information-button';
import { PartnerInquirySent } from '~/modules/inquiries/components/partner-inquiry-sent';
import { sendListingEvent } from '~/modules/listing-stats/listing-events';
import { cardActionTexts } from '~/modules/partners/components/card-action-texts';
import { CallButton } from '~/modules/partners/components/call-button';
import { PartnerNotFound } from '~/modules/partners/components/partner-not-found';
import { PartnerGetInTouch } from '~/modules/partners/components/partner-side-card';
import { partnerSinceLabel } from '~/modules/partners/components/partner-detail-display';
import { partnerPath } from '~/modules/partners/components/partner-display';
import { SendDirectionsButton } from '~/modules/partners/components/send-directions-button';
import { publicPhone } from '~/modules/partners/partner-formats';
import type { Partner } from '~/modules/partners/partner.schema';
import { getCityInState, getPublicPartner } from '~/modules/partners/partners.service.server';
import { breadcrumbListJsonLd } from '~/modules/seo/breadcrumbs';
import { pageMeta } from '~/modules/seo/meta';
import {
  partnerBreadcrumbs,
  partnerJsonLd,
  partnerMetaDescription,
  partnerPageTitle,
  partnerWebPageJsonLd,
} from '~/modules/seo/partner-seo';
import { Container } from '~/ui/container';
import { ServerHtml } from '~/ui/layout/server-html';
import { serverSections } from '~/ui/layout/server-section.server';
import type { Route } from './+types/partner';
import { PartnerHero, PartnerOverview, PartnerSideDetails } from './partner-page-sections.server';
import { FaqSection, readPageFaqs } from './faq-sections.server';

// Serves /partner/{idOrSlug} and /state/{state}/city/{city}/{partnerId} (spec §2), and in French
// /fr/partenaire/{idOrSlug} and /fr/{etat|province|territoire}/{state}/ville/{city}/{partnerId} (decision 033).
// The id may be a uuid, a slug or a legacy alias; every other form answers with a 301 to the one canonical
// city-path URL of the page's language.

type Database = Route.LoaderArgs['context']['db'];

/** Spec §4: the partner fetch retries once on failure (a dropped connection, a restarting database). */
async function loadPartner(db: Database, idOrSlug: string): Promise<Partner | null> {
  try {
    return await getPublicPartner(db, { idOrSlug });
  } catch {
    return getPublicPartner(db, { idOrSlug });
  }
}

/** The loader's own headers (the Retry-After of a failed load). */
export const headers: Route.HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

// Database unreachable: a 503 retry page, not a 500.
export const loader = unavailableWithoutDatabase(loadPartnerPage);

async function loadPartnerPage({ params, request, context }: Route.LoaderArgs) {
  const { locale, i18n } = requestI18n(context, request);
  // Server sections render with the request's messages.
  const inLanguage = (element: ReactElement) => <I18nProvider i18n={i18n}>{element}</I18nProvider>;
  const notFound = (city: { name: string; path: string } | null) => {
    const { view } = serverSections(context, { view: inLanguage(<PartnerNotFound city={city} locale={locale} />) });
    const seo = {
      title: i18n._('partner.notFound.title', { productName: site.productName }),
      description: i18n._('partner.notFound.description'),
    };
    return { status: 'not-found' as const, view, seo };
  };
  const requestedId = (params.partnerId ?? params.idOrSlug ?? '').trim();
  let partner: Partner | null;
  try {
    partner = await loadPartner(context.db, requestedId);
  } catch (error) {
    // The database unreachable: the site-wide retry page (unavailableWithoutDatabase), like every page.
    if (isDatabaseUnavailable(error)) throw error;
    // Spec §2: a failed load shows 'Partner Not Found' too. The status says "try again later" rather
    // than 404, so a database hiccup does not tell search engines the partner is gone.
    context.log.error({ err: error, requestedId }, 'partner page: the partner could not be loaded');
    return data(notFound(null), { status: 503, headers: { 'Retry-After': '30' } });
  }
  if (!partner) return data(notFound(await cityOfAddress(context, params, locale)), { status: 404 });

  // One URL per partner and language: /partner/{x}, a slug or alias, or an old state/city spelling moves to
  // the canonical one (/fr/… to the French one).
  const englishPath = partnerPath(partner);
  const canonical = localizedPath(englishPath, locale) ?? englishPath;
  const url = new URL(request.url);
  if (url.pathname.replace(/\.data$/, '') !== canonical) throw redirect(`${canonical}${url.search}`, 301);

  // Started first, awaited below: the FAQ is in place in the HTML without JavaScript (decision 030).
  const faqsRead = readPageFaqs(context, {
    context: 'partner',
    partnerId: partner.id,
    state: partner.state,
    city: partner.city,
  });
  const google = await loadGoogleDataForPage(context, partner);
  const faqs = await faqsRead;
  const publicUrl = context.env.PUBLIC_URL;
  const breadcrumbs = partnerBreadcrumbs(partner, i18n, locale);
  const locationMap = buildRegionLocationMap({ stateSlug: partner.stateSlug, coordinates: partner.coordinates });
  const title = partnerPageTitle(partner, i18n);
  return {
    status: 'found' as const,
    locale,
    // What the page's own script and meta read of the partner, no more: the sections have the rest, rendered.
    // The import placeholder stays on the server: '' is "no phone" to the page's buttons.
    partner: {
      id: partner.id,
      name: partner.name,
      phone: publicPhone(partner.phone) ?? '',
      address: partner.address,
      city: partner.city,
      state: partner.state,
      zipCode: partner.zipCode,
      stateSlug: partner.stateSlug,
      citySlug: partner.citySlug,
      imageUrl: partner.imageUrl,
    },
    // Built here, not in meta(): the structured data builders then stay on the server.
    seo: {
      title,
      description: partnerMetaDescription(partner, i18n),
      jsonLd: [
        partnerJsonLd(partner, { publicUrl, i18n, locale, now: context.requestTime ?? new Date() }),
        partnerWebPageJsonLd(partner, { publicUrl, title, locale }),
        breadcrumbListJsonLd(breadcrumbs, publicUrl),
      ],
    },
    // The few words the browser renders itself, in the page's language (no catalogue in the page's script).
    labels: {
      contact: i18n._('partner.contactRegion'),
      getInTouch: i18n._('partner.getInTouch'),
      askForInformation: i18n._('partner.askForInformation'),
      // Directions and Call: the same words as on the partner's card.
      actions: cardActionTexts(i18n, [{ ...partner, phone: publicPhone(partner.phone) ?? '' }])[partner.id],
      // Google's reviews and photos keep state in the browser: their words come from here too.
      googleReviews: google ? googleReviewsText(i18n, locale, google.reviews) : null,
      googlePhotos: google ? googlePhotosText(i18n, locale, google.photos.length, partner.name) : null,
    },
    // What never changes in the browser is rendered here only (serverSections, decision 015).
    sections: serverSections(context, {
      hero: inLanguage(
        <PartnerHero
          partner={partner}
          breadcrumbs={breadcrumbs}
          partnerSince={partnerSinceLabel(partner, locale)}
          locale={locale}
        />,
      ),
      sideDetails: inLanguage(<PartnerSideDetails partner={partner} google={google} />),
      overview: inLanguage(
        <PartnerOverview
          partner={partner}
          locationMap={locationMap}
          google={google}
          now={context.requestTime ?? new Date()}
        />,
      ),
      faq: inLanguage(<FaqSection items={faqs} />),
    }),
    google,
    answerExpected: answerExpectedIn(context.env, locale),
  };
}

/** The town a missing partner's address named (/state/{s}/city/{c}/{id}), when it has partners: the way onward. */
async function cityOfAddress(
  context: Route.LoaderArgs['context'],
  params: Route.LoaderArgs['params'],
  locale: Locale,
): Promise<{ name: string; path: string } | null> {
  if (!('state' in params) || !('city' in params) || !params.state || !params.city) return null;
  // A French address names the region by its French slug: its English page says which region that is.
  const stateSlug =
    (locale === 'fr' ? frenchRegionForFrenchSlug(params.state)?.region.slug : undefined) ??
    findRegion(params.state)?.slug;
  if (!stateSlug) return null;
  const city = await getCityInState(context.db, { stateSlug, citySlug: slugify(params.city) });
  return city ? { name: city.city, path: `/state/${stateSlug}/city/${slugify(params.city)}` } : null;
}

export function meta({ matches, loaderData }: Route.MetaArgs) {
  if (!loaderData || loaderData.status !== 'found') {
    return pageMeta(matches, {
      title: loaderData?.seo.title ?? `Partner Not Found | ${site.productName}`,
      description:
        loaderData?.seo.description ?? "The partner you're looking for doesn't exist or may have been removed.",
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

export default function PartnerPage({ loaderData }: Route.ComponentProps) {
  const shownId = loaderData.status === 'found' ? loaderData.partner.id : null;
  // Counted from the browser, so a page served from an HTTP cache counts too (decision 034).
  useEffect(() => {
    if (shownId) sendListingEvent(shownId, 'view');
  }, [shownId]);
  if (loaderData.status !== 'found') return <ServerHtml section={loaderData.view} />;
  const { partner, sections, google, answerExpected, labels, locale } = loaderData;

  return (
    <>
      <ServerHtml section={sections.hero} />

      <Container className="py-10 sm:py-12">
        <div className="grid gap-8 lg:grid-cols-3 lg:gap-10">
          {/* First in reading order on a phone: how to reach the partner. On a wide screen, the right column. */}
          <aside aria-label={labels.contact} className="flex flex-col gap-6 lg:col-start-3 lg:row-start-1">
            <PartnerInquirySent partner={partner} answerExpected={answerExpected} locale={locale} />
            <PartnerGetInTouch title={labels.getInTouch}>
              <SendDirectionsButton
                partner={partner}
                className="w-full px-3 text-center whitespace-normal"
                text={labels.actions}
                onOpen={() => sendListingEvent(partner.id, 'directions')}
              />
              <div className="flex flex-wrap gap-2 *:grow">
                <AskForInformationButton
                  partner={{ id: partner.id, name: partner.name, phone: partner.phone }}
                  label={labels.askForInformation}
                  nameText={labels.actions?.askName}
                  className="px-3 text-center whitespace-normal"
                />
                <CallButton
                  partner={partner}
                  text={labels.actions}
                  onOpen={() => sendListingEvent(partner.id, 'call')}
                />
              </div>
            </PartnerGetInTouch>
            <ServerHtml section={sections.sideDetails} className="contents" />
          </aside>

          <div className="flex min-w-0 flex-col gap-10 lg:col-span-2 lg:col-start-1 lg:row-start-1">
            <ServerHtml section={sections.overview} className="contents" />
            {google && labels.googleReviews ? (
              <GoogleReviews reviews={google.reviews} text={labels.googleReviews} />
            ) : null}
            {google && labels.googlePhotos ? <GooglePhotos photos={google.photos} text={labels.googlePhotos} /> : null}
          </div>
        </div>
      </Container>

      <Container className="max-w-4xl">
        <ServerHtml section={sections.faq} />
      </Container>
    </>
  );
}
