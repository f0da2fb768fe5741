import { adminPageMeta } from '~/modules/seo/meta';
import { ScreenPlaceholder } from '~/ui/layout/screen-placeholder';
import type { Route } from './+types/partners';

export function meta({ matches }: Route.MetaArgs) {
  return adminPageMeta(matches, 'Partner Management', '/admin/partners');
}

export default function AdminPartners() {
  return <ScreenPlaceholder heading="Partner Management" />;
}
