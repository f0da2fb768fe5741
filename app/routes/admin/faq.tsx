import { FaqManagementScreen } from '~/modules/faq/components/admin/faq-management-screen';
import { adminPageMeta } from '~/modules/seo/meta';
import type { Route } from './+types/faq';

export function meta({ matches }: Route.MetaArgs) {
  return adminPageMeta(matches, 'FAQ Management', '/admin/faq');
}

export default function AdminFaq() {
  return <FaqManagementScreen />;
}
