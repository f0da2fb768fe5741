import { adminPageMeta } from '~/modules/seo/meta';
import { ScreenPlaceholder } from '~/ui/layout/screen-placeholder';
import type { Route } from './+types/faq';

export function meta({ matches }: Route.MetaArgs) {
  return adminPageMeta(matches, 'FAQ Management', '/admin/faq');
}

export default function AdminFaq() {
  return <ScreenPlaceholder heading="FAQ Management" />;
}
