import { site } from '~/lib/site';
import { PartnerTool } from '~/modules/partner-tools/components/partner-tools-hub';
import { getVideoToolData } from '~/modules/partner-tools/partner-tools.service.server';
import { toolPrefillFromSearch } from '~/modules/partner-tools/tool-prefill.schema';
import { pageMeta } from '~/modules/seo/meta';
import { Container } from '~/ui/container';
import type { Route } from './+types/video';

/** A link may fill the company's facts (the partner portal's); anyone may open the tool without them. */
export async function loader({ context, request }: Route.LoaderArgs) {
  return {
    video: await getVideoToolData(context.env),
    prefill: toolPrefillFromSearch(new URL(request.url).searchParams),
  };
}

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta(matches, {
    title: `Partner-Branded Video Maker | ${site.productName} Partner Tools`,
    description: 'Create a partner-branded video for your funeral home.',
    path: '/partner-tools/video',
    // Tools for authorised partners, not pages for families: kept out of search (spec §2).
    noindex: true,
  });
}

export default function VideoTool({ loaderData }: Route.ComponentProps) {
  return (
    <Container className="py-10 sm:py-14">
      <PartnerTool tool="video" video={loaderData.video} prefill={loaderData.prefill} />
    </Container>
  );
}
