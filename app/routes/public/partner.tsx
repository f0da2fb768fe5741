import { data } from 'react-router';
import { site } from '~/lib/site';
import { PartnerCard } from '~/modules/partners/components/partner-card';
import { partnerPath } from '~/modules/partners/components/partner-display';
import { getPublicPartner } from '~/modules/partners/partners.service.server';
import { pageMeta } from '~/modules/seo/meta';
import { Container } from '~/ui/container';
import { ScreenPlaceholder } from '~/ui/layout/screen-placeholder';
import type { Route } from './+types/partner';

// Serves /partner/{idOrSlug} and /state/{state}/city/{city}/{partnerId} (spec §2). A minimal page until
// the partner detail feature lands: the real partner, its canonical URL and the spec's title.
export async function loader({ params, context }: Route.LoaderArgs) {
  const id = params.partnerId ?? params.idOrSlug ?? '';
  const partner = await getPublicPartner(context.db, { idOrSlug: id });
  if (!partner) return data({ partner: null }, { status: 404 });
  return { partner };
}

export function meta({ matches, loaderData }: Route.MetaArgs) {
  const partner = loaderData?.partner;
  if (!partner) {
    return pageMeta(matches, {
      title: `Partner Not Found | ${site.productName}`,
      description: "The partner you're looking for doesn't exist or may have been removed.",
      noindex: true,
    });
  }
  const description = partner.description ?? `${partner.name} in ${partner.city}, ${partner.state}.`;
  return pageMeta(matches, {
    title: `${partner.name} - ${partner.city}, ${partner.state} | Cremation Services`,
    description: description.length > 160 ? description.slice(0, 160) : description,
    path: partnerPath(partner),
  });
}

export default function PartnerPage({ loaderData }: Route.ComponentProps) {
  const { partner } = loaderData;
  if (!partner) {
    return (
      <ScreenPlaceholder heading="Partner Not Found">
        The partner you're looking for doesn't exist or may have been removed.
      </ScreenPlaceholder>
    );
  }
  return (
    <Container className="py-10 sm:py-14">
      <h1 className="text-ink text-3xl font-semibold sm:text-4xl">{partner.name}</h1>
      <p className="text-muted mt-3 text-lg">The full partner page is being built; here are this partner's details.</p>
      <div className="mt-8 max-w-xl">
        <PartnerCard partner={partner} headingLevel="h2" />
      </div>
    </Container>
  );
}
