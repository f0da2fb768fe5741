import { site } from '~/lib/site';
import { pickClientMessages } from '~/modules/i18n/catalog.server';
import { ClientI18nProvider, type ClientMessages } from '~/modules/i18n/client-i18n';
import { PARTNER_TOOLS_MESSAGE_IDS } from '~/modules/i18n/client-message-ids';
import { requestI18n } from '~/modules/i18n/request-i18n.server';
import { PartnerTool } from '~/modules/partner-tools/components/partner-tools-hub';
import { getVideoToolData } from '~/modules/partner-tools/partner-tools.service.server';
import { toolPaths } from '~/modules/partner-tools/tool-links';
import { toolPrefillFromSearch } from '~/modules/partner-tools/tool-prefill.schema';
import { pageMeta } from '~/modules/seo/meta';
import { Container } from '~/ui/container';
import type { Route } from './+types/video';

// /partner-tools/video (in French /fr/outils-partenaires/video).

/** A link may fill the company's facts (the partner portal's); anyone may open the tool without them. */
export async function loader({ context, request }: Route.LoaderArgs) {
  const { locale, i18n } = requestI18n(context, request);
  return {
    video: await getVideoToolData(context.env),
    prefill: toolPrefillFromSearch(new URL(request.url).searchParams),
    title: i18n._('tools.meta.videoTitle', { productName: site.productName }),
    description: i18n._('tools.meta.videoDescription'),
    path: toolPaths(locale).video,
    messages: pickClientMessages(context.catalogs, locale, PARTNER_TOOLS_MESSAGE_IDS),
    // Named when the tools refuse too many requests, as the portal's refusals do.
    officeEmail: context.env.INQUIRY_EMAIL,
  };
}

export function meta({ matches, loaderData }: Route.MetaArgs) {
  return pageMeta(matches, {
    title: loaderData?.title ?? `Partner-Branded Video Maker | ${site.productName} Partner Tools`,
    description: loaderData?.description ?? 'Create a partner-branded video for your funeral home.',
    // Its own address as canonical, no hreflang alternates: noindex, like the portal.
    path: loaderData?.path ?? '/partner-tools/video',
    frenchPath: null,
    // Tools for authorised partners, not pages for families: kept out of search (spec §2).
    noindex: true,
  });
}

export default function VideoTool({ loaderData }: Route.ComponentProps) {
  return (
    // Loader data's type spells compiled messages loosely; they are pickClientMessages' own.
    <ClientI18nProvider messages={loaderData.messages as ClientMessages}>
      <Container className="py-10 sm:py-14">
        <PartnerTool
          tool="video"
          video={loaderData.video}
          prefill={loaderData.prefill}
          officeEmail={loaderData.officeEmail}
        />
      </Container>
    </ClientI18nProvider>
  );
}
