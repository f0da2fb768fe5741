import { site } from '~/lib/site';
import { pickClientMessages } from '~/modules/i18n/catalog.server';
import { ClientI18nProvider, type ClientMessages } from '~/modules/i18n/client-i18n';
import { PARTNER_TOOLS_MESSAGE_IDS } from '~/modules/i18n/client-message-ids';
import { requestI18n } from '~/modules/i18n/request-i18n.server';
import { PartnerToolsHub } from '~/modules/partner-tools/components/partner-tools-hub';
import { getVideoToolData } from '~/modules/partner-tools/partner-tools.service.server';
import { toolPaths } from '~/modules/partner-tools/tool-links';
import { pageMeta } from '~/modules/seo/meta';
import { Container } from '~/ui/container';
import type { Route } from './+types/tools';

// /partner-tools (in French /fr/outils-partenaires): the two tools as cards, each opened in place.

export async function loader({ context, request }: Route.LoaderArgs) {
  const { locale, i18n } = requestI18n(context, request);
  return {
    video: await getVideoToolData(context.env),
    title: i18n._('tools.meta.hubTitle', { productName: site.productName }),
    description: i18n._('tools.meta.hubDescription'),
    path: toolPaths(locale).hub,
    messages: pickClientMessages(context.catalogs, locale, PARTNER_TOOLS_MESSAGE_IDS),
    // Named when the tools refuse too many requests, as the portal's refusals do.
    officeEmail: context.env.INQUIRY_EMAIL,
  };
}

export function meta({ matches, loaderData }: Route.MetaArgs) {
  return pageMeta(matches, {
    title: loaderData?.title ?? `Partner Tools | ${site.productName} Partner Tools`,
    description: loaderData?.description ?? 'Press release and branded video tools for authorised partners.',
    // Its own address as canonical, no hreflang alternates: noindex, like the portal.
    path: loaderData?.path ?? '/partner-tools',
    frenchPath: null,
    // Tools for authorised partners, not pages for families: kept out of search (spec §2).
    noindex: true,
  });
}

export default function PartnerTools({ loaderData }: Route.ComponentProps) {
  return (
    // Loader data's type spells compiled messages loosely; they are pickClientMessages' own.
    <ClientI18nProvider messages={loaderData.messages as ClientMessages}>
      <Container className="py-10 sm:py-14">
        <PartnerToolsHub video={loaderData.video} officeEmail={loaderData.officeEmail} />
      </Container>
    </ClientI18nProvider>
  );
}
