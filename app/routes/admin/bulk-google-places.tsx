import { BulkGooglePlacesScreen } from '~/modules/google-places/components/admin/bulk-google-places-screen';
import { adminPageMeta } from '~/modules/seo/meta';
import type { Route } from './+types/bulk-google-places';

export function meta({ matches }: Route.MetaArgs) {
  return adminPageMeta(matches, 'Bulk Google Places Update', '/admin/bulk-google-places');
}

export default function AdminBulkGooglePlaces() {
  return <BulkGooglePlacesScreen />;
}
