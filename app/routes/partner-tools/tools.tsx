import { site } from '~/lib/site';
import { PartnerToolsHub } from '~/modules/partner-tools/components/partner-tools-hub';
import { getVideoToolData } from '~/modules/partner-tools/partner-tools.service.server';
import { pageMeta } from '~/modules/seo/meta';
import { Container } from '~/ui/container';
import type { Route } from './+types/tools';

export async function loader({ context }: Route.LoaderArgs) {
  return { video: await getVideoToolData(context.env) };
}

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta(matches, {
    title: `Partner Tools | ${site.productName} Partner Tools`,
    description: 'Press release and branded video tools for authorised partners.',
    path: '/partner-tools',
    // Tools for authorised partners, not pages for families: kept out of search (spec §2).
    noindex: true,
  });
}

export default function PartnerTools({ loaderData }: Route.ComponentProps) {
  return (
    <Container className="py-10 sm:py-14">
      <PartnerToolsHub video={loaderData.video} />
    </Container>
  );
}
