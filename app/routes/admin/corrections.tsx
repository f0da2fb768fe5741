import { AdminPage } from '~/modules/admin-auth/components/admin-page';
import { useAdminRequest } from '~/modules/admin-auth/use-admin-request';
import { CorrectionsQueue } from '~/modules/corrections/components/corrections-queue';
import { adminPageMeta } from '~/modules/seo/meta';
import type { Route } from './+types/corrections';

export function meta({ matches }: Route.MetaArgs) {
  return adminPageMeta(matches, 'Corrections', '/admin/corrections');
}

export default function AdminCorrectionsRoute() {
  return (
    <AdminPage title="Corrections">
      <CorrectionsQueueBody />
    </AdminPage>
  );
}

/** Inside the frame: rendered only for a signed-in admin or editor, so requests carry a token. */
function CorrectionsQueueBody() {
  return <CorrectionsQueue request={useAdminRequest()} />;
}
