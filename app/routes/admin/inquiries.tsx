import { AdminPage } from '~/modules/admin-auth/components/admin-page';
import { AdminInquiriesInbox } from '~/modules/inquiries/components/admin-inquiries-inbox';
import { adminPageMeta } from '~/modules/seo/meta';
import type { Route } from './+types/inquiries';

export function meta({ matches }: Route.MetaArgs) {
  return adminPageMeta(matches, 'Inquiries', '/admin/inquiries');
}

export default function AdminInquiries() {
  return (
    <AdminPage title="Inquiries">
      <AdminInquiriesInbox />
    </AdminPage>
  );
}
