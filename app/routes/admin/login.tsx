import { adminPageMeta } from '~/modules/seo/meta';
import { ScreenPlaceholder } from '~/ui/layout/screen-placeholder';
import type { Route } from './+types/login';

export function meta({ matches }: Route.MetaArgs) {
  return adminPageMeta(matches, 'Login', '/admin/login');
}

export default function AdminLogin() {
  return <ScreenPlaceholder heading="Admin Login" />;
}
