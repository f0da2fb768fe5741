import { AdminPage } from '~/modules/admin-auth/components/admin-page';
import { useAdminRequest } from '~/modules/admin-auth/use-admin-request';
import { ActivityScreen } from '~/modules/audit/components/activity-screen';
import { adminPageMeta } from '~/modules/seo/meta';
import type { Route } from './+types/activity';

export function meta({ matches }: Route.MetaArgs) {
  return adminPageMeta(matches, 'Activity', '/admin/activity');
}

export default function AdminActivityRoute() {
  return (
    <AdminPage title="Activity">
      <ActivityScreenBody />
    </AdminPage>
  );
}

/** Inside the frame: rendered only for a signed-in admin, so requests carry a token. */
function ActivityScreenBody() {
  return <ActivityScreen request={useAdminRequest()} />;
}
