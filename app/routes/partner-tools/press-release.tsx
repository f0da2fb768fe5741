import { site } from '~/lib/site';
import { PartnerTool } from '~/modules/partner-tools/components/partner-tools-hub';
import { toolPrefillFromSearch } from '~/modules/partner-tools/tool-prefill.schema';
import { pageMeta } from '~/modules/seo/meta';
import { Container } from '~/ui/container';
import type { Route } from './+types/press-release';

/** A link may fill the company's facts (the partner portal's); anyone may open the tool without them. */
export function loader({ request }: Route.LoaderArgs) {
  return { prefill: toolPrefillFromSearch(new URL(request.url).searchParams) };
}

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta(matches, {
    title: `Press Release Maker | ${site.productName} Partner Tools`,
    description: 'Create a professional press release announcing your partnership.',
    path: '/partner-tools/press-release',
    // Tools for authorised partners, not pages for families: kept out of search (spec §2).
    noindex: true,
  });
}

const noVideo = { templates: [], rendering: { available: false } };

export default function PressReleaseTool({ loaderData }: Route.ComponentProps) {
  return (
    <Container className="py-10 sm:py-14">
      <PartnerTool tool="press-release" video={noVideo} prefill={loaderData.prefill} />
    </Container>
  );
}
