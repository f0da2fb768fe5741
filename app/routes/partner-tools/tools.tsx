import { site } from '~/lib/site';
import { pageMeta } from '~/modules/seo/meta';
import { ScreenPlaceholder } from '~/ui/layout/screen-placeholder';
import type { Route } from './+types/tools';

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta(matches, {
    title: `Partner Tools | ${site.productName} Partner Tools`,
    description: 'Press release and branded video tools for authorised partners.',
    path: '/partner-tools',
    // Tools for authorised partners, not pages for families: kept out of search (spec §2).
    noindex: true,
  });
}

export default function PartnerTools() {
  return <ScreenPlaceholder heading="Partner Tools" />;
}
