import { site } from '~/lib/site';
import { PartnerTool } from '~/modules/partner-tools/components/partner-tools-hub';
import { pageMeta } from '~/modules/seo/meta';
import { Container } from '~/ui/container';
import type { Route } from './+types/press-release';

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

export default function PressReleaseTool() {
  return (
    <Container className="py-10 sm:py-14">
      <PartnerTool tool="press-release" video={noVideo} />
    </Container>
  );
}
