import { adminPageMeta } from '~/modules/seo/meta';
import { ScreenPlaceholder } from '~/ui/layout/screen-placeholder';
import type { Route } from './+types/partner-edit';

export function meta({ matches, params }: Route.MetaArgs) {
  return adminPageMeta(matches, 'Edit Partner', `/admin/partners/${encodeURIComponent(params.id)}/edit`);
}

export default function AdminPartnerEdit() {
  return <ScreenPlaceholder heading="Edit Partner" />;
}
