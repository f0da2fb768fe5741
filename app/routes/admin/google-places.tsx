import { adminPageMeta } from '~/modules/seo/meta';
import { ScreenPlaceholder } from '~/ui/layout/screen-placeholder';
import type { Route } from './+types/google-places';

export function meta({ matches }: Route.MetaArgs) {
  return adminPageMeta(matches, 'Google Places Management', '/admin/google-places');
}

export default function AdminGooglePlaces() {
  return <ScreenPlaceholder heading="Google Places Management" />;
}
