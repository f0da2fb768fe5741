import { site } from '~/lib/site';
import { PartnerTool } from '~/modules/partner-tools/components/partner-tools-hub';
import { getVideoToolData } from '~/modules/partner-tools/partner-tools.service.server';
import { pageMeta } from '~/modules/seo/meta';
import { Container } from '~/ui/container';
import type { Route } from './+types/video';

export async function loader({ context }: Route.LoaderArgs) {
  return getVideoToolData(context.env);
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
      <PartnerTool tool="video" video={loaderData} />
    </Container>
  );
}
