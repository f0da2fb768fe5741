import type { ReactNode } from 'react';
import { ArrowLeft } from 'lucide-react';
import { Link, useLocation, useNavigate } from 'react-router';
import { AdminPage } from '~/modules/admin-auth/components/admin-page';
import { useAdminRequest } from '~/modules/admin-auth/use-admin-request';
import { RecordHistory } from '~/modules/audit/components/record-history';
import { Alert } from '~/ui/alert';
import { Button } from '~/ui/button';
import { Skeleton } from '~/ui/skeleton';
import { toast } from '~/ui/use-toast';
import { isNotFound, useAdminPartner, useCreatePartner, useUpdatePartner } from '../../partners-admin.queries';
import { PartnerForm } from './partner-form';
import { PartnerLogoPanel } from './partner-logo-panel';
import { PartnerInformationCheck } from './partner-information-check';

const LIST_PATH = '/admin/partners';

/** Where Cancel and a save lead: the search the admin came from (router state), else the list. */
function useBackTo(): string {
  const location = useLocation();
  const backTo = (location.state as { backTo?: unknown } | null)?.backTo;
  return typeof backTo === 'string' && backTo.startsWith(`${LIST_PATH}`) ? backTo : LIST_PATH;
}

/** /admin/partners/new: 'Add New Partner'. */
export function NewPartnerScreen() {
  return (
    <AdminPage title="Add New Partner">
      <NewPartner />
    </AdminPage>
  );
}

function NewPartner() {
  const navigate = useNavigate();
  const backTo = useBackTo();
  const create = useCreatePartner();
  return (
    <PartnerForm
      cancelTo={backTo}
      onSubmit={async (values) => {
        await create.mutateAsync(values);
        toast({ title: 'Success', description: 'Partner created successfully' });
        void navigate(backTo);
      }}
    />
  );
}

interface EditPartnerProps {
  id: string;
  /** What other modules show of this partner, below the form (the route composes them; partners imports none). */
  panels?: ReactNode;
  /** Shown above the form: what the admin came to fix (a visitor's correction). */
  context?: ReactNode;
  /** Where Cancel and a save lead instead of the partners list: the screen the admin came from. */
  returnTo?: string;
}

/** /admin/partners/{id}/edit: 'Edit Partner', prefilled; 'Loading partner...' and 'Partner not found'. */
export function EditPartnerScreen(props: EditPartnerProps) {
  // The read runs inside the frame, which renders it only for a signed-in admin (never without a token).
  return (
    <AdminPage title="Edit Partner">
      <EditPartner {...props} />
    </AdminPage>
  );
}

function EditPartner({ id, panels, context, returnTo }: EditPartnerProps) {
  const navigate = useNavigate();
  const listBackTo = useBackTo();
  const backTo = returnTo ?? listBackTo;
  const partner = useAdminPartner(id);
  const update = useUpdatePartner();
  const request = useAdminRequest();

  let body;
  if (partner.isPending) {
    body = (
      <div aria-busy="true" className="grid gap-4">
        <p role="status" className="text-muted">
          Loading partner...
        </p>
        <Skeleton className="h-96 w-full" />
      </div>
    );
  } else if (partner.isError) {
    // A malformed id is a 400, a deleted partner a 404: either way there is no such partner to edit.
    const missing = isNotFound(partner.error) || (partner.error as { status?: number }).status === 400;
    body = (
      <div className="grid justify-items-start gap-4">
        <Alert variant={missing ? 'default' : 'destructive'}>
          {missing ? 'Partner not found' : 'Failed to fetch partner'}
        </Alert>
        <Button asChild variant="secondary">
          <Link to={backTo}>
            <ArrowLeft aria-hidden="true" />
            Back to Partner Management
          </Link>
        </Button>
      </div>
    );
  } else {
    const loaded = partner.data;
    body = (
      <div className="grid grid-cols-1 gap-8">
        {context}
        <PartnerForm
          partner={loaded}
          cancelTo={backTo}
          onReload={async () => (await partner.refetch()).data}
          onSubmit={async (values, version) => {
            await update.mutateAsync({ id: loaded.id, updates: { ...values, updatedAt: version ?? loaded.updatedAt } });
            toast({ title: 'Success', description: 'Partner updated successfully' });
            void navigate(backTo);
          }}
        />
        <PartnerInformationCheck partner={loaded} />
        <PartnerLogoPanel partner={loaded} />
        {panels}
        <RecordHistory entityType="partner" entityId={loaded.id} request={request} />
      </div>
    );
  }
  return body;
}
