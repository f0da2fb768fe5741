import { AdminPage } from '~/modules/admin-auth/components/admin-page';
import { ChangePasswordForm } from '~/modules/admin-auth/components/change-password-form';
import { adminPageMeta } from '~/modules/seo/meta';
import type { Route } from './+types/account';

export function meta({ matches }: Route.MetaArgs) {
  return adminPageMeta(matches, 'Change Password', '/admin/account');
}

export default function AdminAccountRoute() {
  return (
    <AdminPage title="Change Password">
      <ChangePasswordForm />
    </AdminPage>
  );
}
