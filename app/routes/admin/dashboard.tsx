import { adminPageMeta } from '~/modules/seo/meta';
import { ScreenPlaceholder } from '~/ui/layout/screen-placeholder';
import type { Route } from './+types/dashboard';

export function meta({ matches }: Route.MetaArgs) {
  return adminPageMeta(matches, 'Dashboard', '/admin/dashboard');
}

export default function AdminDashboard() {
  return <ScreenPlaceholder heading="Admin Dashboard" />;
}
