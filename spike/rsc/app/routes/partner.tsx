import { data } from 'react-router';
import { listPublicFaqs } from '~/modules/faq/faq.service.server';
import { buildRegionLocationMap } from '~/modules/geo/region-location-map.server';
import { loadGoogleDataForPage } from '~/modules/google-places/google-places-enhanced.service.server';
import { PartnerGetInTouch } from '~/modules/partners/components/partner-detail-cards';
import { partnerSinceLabel } from '~/modules/partners/components/partner-detail-display';
import { partnerPath } from '~/modules/partners/components/partner-display';
import { getPublicPartner } from '~/modules/partners/partners.service.server';
import { breadcrumbListJsonLd } from '~/modules/seo/breadcrumbs';
import { partnerBreadcrumbs, partnerJsonLd, partnerMetaDescription, partnerPageTitle } from '~/modules/seo/partner-seo';
import { Container } from '~/ui/container';
import {
  PartnerHero,
  PartnerOverview,
  PartnerSideDetails,
} from '../../../../app/routes/public/partner-page-sections.server';
import { AskForInformationButton, GooglePhotos, GoogleReviews, SendDirectionsButton } from '../client';
import { FaqSection } from '../faq-section';
import { appContext } from '../context.server';
import type { Route } from './+types/partner';

// The partner page (spec §2) as one server component: the static sections are the same components the
// app renders with serverSection(), placed as JSX; the buttons, reviews, photos and FAQ are client
// components; the FAQ streams in as a server component (faq-section.tsx). Not covered by the spike: legacy ids and 301s, the 503 page, the not-found screen.
export async function loader({ params, request }: Route.LoaderArgs) {
  const context = await appContext();
  const partner = await getPublicPartner(context.db, { idOrSlug: params.partnerId });
  if (!partner) throw data('Partner not found', { status: 404 });
  const url = new URL(request.url);
  if (url.pathname !== partnerPath(partner)) throw data('Not canonical', { status: 404 });
  // Not awaited: the FAQ block streams in after the shell, as on today's page.
  const faqs = listPublicFaqs(context.db, {
    context: 'partner',
    partnerId: partner.id,
    state: partner.state,
    city: partner.city,
  });
  const google = await loadGoogleDataForPage(context, partner);
  const breadcrumbs = partnerBreadcrumbs(partner);
  const publicUrl = context.env.PUBLIC_URL;
  return {
    partner,
    google,
    faqs,
    breadcrumbs,
    locationMap: buildRegionLocationMap({ stateSlug: partner.stateSlug, coordinates: partner.coordinates }),
    seo: {
      title: partnerPageTitle(partner),
      description: partnerMetaDescription(partner),
      canonical: `${publicUrl}${partnerPath(partner)}`,
      jsonLd: [partnerJsonLd(partner, { publicUrl }), breadcrumbListJsonLd(breadcrumbs, publicUrl)],
    },
  };
}

export function ServerComponent({ loaderData }: Route.ComponentProps) {
  const { partner, google, faqs, breadcrumbs, locationMap, seo } = loaderData;
  return (
    <>
      {/* React 19 hoists these into <head>. */}
      <title>{seo.title}</title>
      <meta name="description" content={seo.description} />
      <link rel="canonical" href={seo.canonical} />
      <script type="application/ld+json">{JSON.stringify(seo.jsonLd)}</script>

      <PartnerHero partner={partner} breadcrumbs={breadcrumbs} partnerSince={partnerSinceLabel(partner)} />

      <Container className="py-10 sm:py-12">
        <div className="grid gap-8 lg:grid-cols-3 lg:gap-10">
          <aside aria-label="Contact" className="flex flex-col gap-6 lg:col-start-3 lg:row-start-1">
            <PartnerGetInTouch>
              <SendDirectionsButton partner={partner} className="w-full px-3 text-center whitespace-normal" />
              <AskForInformationButton
                partner={{ id: partner.id, name: partner.name }}
                className="w-full px-3 text-center whitespace-normal"
              />
            </PartnerGetInTouch>
            <PartnerSideDetails partner={partner} google={google} />
          </aside>

          <div className="flex min-w-0 flex-col gap-10 lg:col-span-2 lg:col-start-1 lg:row-start-1">
            <PartnerOverview partner={partner} locationMap={locationMap} google={google} />
            {google ? <GoogleReviews reviews={google.reviews} /> : null}
            {google ? <GooglePhotos photos={google.photos} partnerName={partner.name} /> : null}
          </div>
        </div>
      </Container>

      <Container className="max-w-4xl">
        <FaqSection faqs={faqs} />
      </Container>
    </>
  );
}
