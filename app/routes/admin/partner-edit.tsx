import { useSearchParams } from 'react-router';
import { type AdminRequest, useAdminRequest } from '~/modules/admin-auth/use-admin-request';
import { useMailServerSetUp } from '~/modules/admin-dashboard/email-delivery.queries';
import { correctionIdParamsSchema } from '~/modules/corrections/correction.schema';
import { CorrectionReportPanel, correctionQueuePath } from '~/modules/corrections/components/correction-report';
import { PortalAccessPanel } from '~/modules/partner-portal/components/portal-access-panel';
import { EditPartnerScreen } from '~/modules/partners/components/admin/partner-editor-screens';
import { adminPageMeta } from '~/modules/seo/meta';
import type { Route } from './+types/partner-edit';

export function meta({ matches, params }: Route.MetaArgs) {
  return adminPageMeta(matches, 'Edit Partner', `/admin/partners/${encodeURIComponent(params.id)}/edit`);
}

export default function AdminPartnerEdit({ params }: Route.ComponentProps) {
  const request = useAdminRequest();
  const [searchParams] = useSearchParams();
  // Opened from a report in Corrections (?correction=id): the report shows above the form and a save
  // returns to it there; anything else is a plain edit.
  const correctionId = correctionIdParamsSchema.safeParse({ id: searchParams.get('correction') }).data?.id;
  // Keyed by id: moving from one partner's form to another's starts a fresh form.
  return (
    <EditPartnerScreen
      key={params.id}
      id={params.id}
      context={correctionId ? <CorrectionReportPanel id={correctionId} request={request} /> : undefined}
      returnTo={correctionId ? correctionQueuePath(correctionId) : undefined}
      panels={<PortalAccess partnerId={params.id} request={request} />}
    />
  );
}

/**
 * The portal panel with whether a mail server is set up, read here: inside the signed-in frame the panels
 * render in (the route itself renders before the admin's token is known, and a read then answers 401).
 */
function PortalAccess({ partnerId, request }: { partnerId: string; request: AdminRequest }) {
  const mailServerSetUp = useMailServerSetUp(request);
  return <PortalAccessPanel partnerId={partnerId} request={request} mailServerSetUp={mailServerSetUp} />;
}
