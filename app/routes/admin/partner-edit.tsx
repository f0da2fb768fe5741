import { useAdminRequest } from '~/modules/admin-auth/use-admin-request';
import { PortalAccessPanel } from '~/modules/partner-portal/components/portal-access-panel';
import { EditPartnerScreen } from '~/modules/partners/components/admin/partner-editor-screens';
import { adminPageMeta } from '~/modules/seo/meta';
import type { Route } from './+types/partner-edit';

export function meta({ matches, params }: Route.MetaArgs) {
  return adminPageMeta(matches, 'Edit Partner', `/admin/partners/${encodeURIComponent(params.id)}/edit`);
}

export default function AdminPartnerEdit({ params }: Route.ComponentProps) {
  const request = useAdminRequest();
  // Keyed by id: moving from one partner's form to another's starts a fresh form.
  return (
    <EditPartnerScreen
      key={params.id}
      id={params.id}
      panels={<PortalAccessPanel partnerId={params.id} request={request} />}
    />
  );
}
