import { AdminPage } from '~/modules/admin-auth/components/admin-page';
import { useAdminRequest } from '~/modules/admin-auth/use-admin-request';
import { TrashScreen } from '~/modules/audit/components/trash-screen';
import { adminPageMeta } from '~/modules/seo/meta';
import type { Route } from './+types/trash';

export function meta({ matches }: Route.MetaArgs) {
  return adminPageMeta(matches, 'Trash', '/admin/trash');
}

export default function AdminTrashRoute() {
  return (
    <AdminPage title="Trash">
      <TrashScreenBody />
    </AdminPage>
  );
}

/** Inside the frame: rendered only for a signed-in admin, so requests carry a token. */
function TrashScreenBody() {
  return <TrashScreen request={useAdminRequest()} />;
}
