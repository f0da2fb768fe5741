import { NewPartnerScreen } from '~/modules/partners/components/admin/partner-editor-screens';
import { adminPageMeta } from '~/modules/seo/meta';
import type { Route } from './+types/partner-new';

export function meta({ matches }: Route.MetaArgs) {
  return adminPageMeta(matches, 'Add Partner', '/admin/partners/new');
}

export default function AdminPartnerNew() {
  return <NewPartnerScreen />;
}
