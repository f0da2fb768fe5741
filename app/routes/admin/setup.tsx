import { adminPageMeta } from '~/modules/seo/meta';
import { ScreenPlaceholder } from '~/ui/layout/screen-placeholder';
import type { Route } from './+types/setup';

export function meta({ matches }: Route.MetaArgs) {
  return adminPageMeta(matches, 'Setup', '/admin/setup');
}

export default function AdminSetup() {
  return <ScreenPlaceholder heading="First Admin Setup" />;
}
