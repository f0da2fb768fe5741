import { adminPageMeta } from '~/modules/seo/meta';
import { ScreenPlaceholder } from '~/ui/layout/screen-placeholder';
import type { Route } from './+types/bulk-google-places';

export function meta({ matches }: Route.MetaArgs) {
  return adminPageMeta(matches, 'Bulk Google Places Update', '/admin/bulk-google-places');
}

export default function AdminBulkGooglePlaces() {
  return <ScreenPlaceholder heading="Bulk Google Places Update" />;
}
