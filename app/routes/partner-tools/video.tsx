import { site } from '~/lib/site';
import { pageMeta } from '~/modules/seo/meta';
import { ScreenPlaceholder } from '~/ui/layout/screen-placeholder';
import type { Route } from './+types/video';

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta(matches, {
    title: `Partner-Branded Video Maker | ${site.productName} Partner Tools`,
    description: 'Create a partner-branded video for your funeral home.',
    path: '/partner-tools/video',
    // Tools for authorised partners, not pages for families: kept out of search (spec §2).
    noindex: true,
  });
}

export default function VideoTool() {
  return <ScreenPlaceholder heading="Partner-Branded Video Maker" />;
}
