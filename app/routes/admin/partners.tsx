import { PartnerManagementScreen } from '~/modules/partners/components/admin/partner-management-screen';
import { adminPageMeta } from '~/modules/seo/meta';
import type { Route } from './+types/partners';

export function meta({ matches }: Route.MetaArgs) {
  return adminPageMeta(matches, 'Partner Management', '/admin/partners');
}

export default function AdminPartners() {
  return <PartnerManagementScreen />;
}
