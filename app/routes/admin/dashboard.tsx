import { EmailDeliveryCard } from '~/modules/admin-dashboard/components/email-delivery-card';
import { useAdminAuth } from '~/modules/admin-auth/auth-store';
import { AdminDashboard } from '~/modules/admin-auth/components/admin-dashboard';
import { AdminPage } from '~/modules/admin-auth/components/admin-page';
import { useAdminRequest } from '~/modules/admin-auth/use-admin-request';
import { WaitingChangeRequestsPanel } from '~/modules/partner-portal/components/waiting-change-requests';
import { adminPageMeta } from '~/modules/seo/meta';
import type { Route } from './+types/dashboard';

export function meta({ matches }: Route.MetaArgs) {
  return adminPageMeta(matches, 'Dashboard', '/admin/dashboard');
}

export default function AdminDashboardRoute() {
  const { user, firstSignIn } = useAdminAuth();
  const request = useAdminRequest();
  const greeting = firstSignIn ? 'Welcome' : 'Welcome back';
  return (
    <AdminPage title={`${greeting}, ${user?.firstName || user?.username || 'Admin'}`}>
      <AdminDashboard
        panels={
          <>
            <EmailDeliveryCard />
            <WaitingChangeRequestsPanel request={request} />
          </>
        }
      />
    </AdminPage>
  );
}
