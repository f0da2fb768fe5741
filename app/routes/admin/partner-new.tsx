import { adminPageMeta } from '~/modules/seo/meta';
import { ScreenPlaceholder } from '~/ui/layout/screen-placeholder';
import type { Route } from './+types/partner-new';

export function meta({ matches }: Route.MetaArgs) {
  return adminPageMeta(matches, 'Add Partner', '/admin/partners/new');
}

export default function AdminPartnerNew() {
  return <ScreenPlaceholder heading="Add New Partner" />;
}
