import { GooglePlacesScreen } from '~/modules/google-places/components/admin/google-places-screen';
import { adminPageMeta } from '~/modules/seo/meta';
import type { Route } from './+types/google-places';

export function meta({ matches }: Route.MetaArgs) {
  return adminPageMeta(matches, 'Google Places Management', '/admin/google-places');
}

export default function AdminGooglePlaces() {
  return <GooglePlacesScreen />;
}
