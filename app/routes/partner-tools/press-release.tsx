import { site } from '~/lib/site';
import { pageMeta } from '~/modules/seo/meta';
import { ScreenPlaceholder } from '~/ui/layout/screen-placeholder';
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

export default function PressReleaseTool() {
  return <ScreenPlaceholder heading="Press Release Maker" />;
}
