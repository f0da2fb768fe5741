import { AdminPage } from '~/modules/admin-auth/components/admin-page';
import { PeopleScreen } from '~/modules/admin-auth/components/people-screen';
import { adminPageMeta } from '~/modules/seo/meta';
import type { Route } from './+types/people';

export function meta({ matches }: Route.MetaArgs) {
  return adminPageMeta(matches, 'People', '/admin/people');
}

export default function AdminPeopleRoute() {
  return (
    <AdminPage title="People">
      <PeopleScreen />
    </AdminPage>
  );
}
