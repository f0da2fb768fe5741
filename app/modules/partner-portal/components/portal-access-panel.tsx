import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ApiError } from '~/lib/api-client';
import { Alert } from '~/ui/alert';
import { Button } from '~/ui/button';
import { Card } from '~/ui/card';
import { Skeleton } from '~/ui/skeleton';
import { toast } from '~/ui/use-toast';
import type { ChangeDecisionAnswer, PortalAccessState } from '../portal-constants';
import { AskedFromFormerEmail } from './asked-from-former-email';
import { formatOfficeDateTime } from '~/modules/i18n/format';

/** The admin screen's authenticated request, handed in by the route (this module imports no admin code). */
export type PortalAdminRequest = <T>(path: string, options?: { method?: 'GET' | 'POST' }) => Promise<T>;

const STATUS_TEXT: Record<PortalAccessState['status'], string> = {
  'no-email': 'No access: the listing has no email. Add one to invite the partner.',
  'not-invited': 'Not invited yet. The partner can still ask for a sign-in link with this address.',
  invited: 'Invited; not signed in yet.',
  'signed-in': 'Has signed in.',
  revoked: 'Access revoked: sign-in links are not sent and sessions have ended.',
};

const when = (iso: string | null) => (iso ? formatOfficeDateTime(iso) : null);

function problemText(error: unknown): string {
  return error instanceof ApiError ? (error.serverMessage ?? error.message) : 'That did not work. Try again.';
}

/**
 * On a partner's admin page: who has portal access, the first invitation, revocation, and the partner's name
 * or address change waiting for approval (all recorded).
 */
export function PortalAccessPanel({
  partnerId,
  request,
  mailServerSetUp,
}: {
  partnerId: string;
  request: PortalAdminRequest;
  /** Without a mail server the sign-in link's email waits in the outbox: the toast says so. */
  mailServerSetUp: boolean;
}) {
  const queryClient = useQueryClient();
  const key = ['admin', 'partner-portal', partnerId];
  const access = useQuery({
    queryKey: key,
    queryFn: () => request<PortalAccessState>(`/api/admin/partner-portal/${partnerId}`),
  });
  const [confirmRevoke, setConfirmRevoke] = useState(false);
  const act = useMutation({
    mutationFn: (what: 'invite' | 'revoke') =>
      request<PortalAccessState>(`/api/admin/partner-portal/${partnerId}/${what}`, { method: 'POST' }),
    onSuccess: (state, what) => {
      queryClient.setQueryData(key, state);
      void queryClient.invalidateQueries({ queryKey: ['admin', 'history', 'partner', partnerId] });
      setConfirmRevoke(false);
      toast({
        title: what === 'invite' ? 'Invitation sent' : 'Access revoked',
        description:
          what === 'revoke'
            ? 'The partner was signed out.'
            : mailServerSetUp
              ? `A sign-in link is on its way to ${state.email}.`
              : `The sign-in link's email to ${state.email} is waiting to be sent: no mail server is set up.`,
      });
    },
  });

  const decide = useMutation({
    mutationFn: ({ requestId, decision }: { requestId: string; decision: 'approve' | 'decline' }) =>
      request<ChangeDecisionAnswer>(`/api/admin/partner-portal/${partnerId}/change-requests/${requestId}/${decision}`, {
        method: 'POST',
      }),
    onSuccess: ({ decisionEmailed, ...state }, { decision }) => {
      queryClient.setQueryData(key, state);
      void queryClient.invalidateQueries({ queryKey: ['admin', 'history', 'partner', partnerId] });
      void queryClient.invalidateQueries({ queryKey: ['admin', 'stats'] });
      // An approval changed the partner itself: the form above must read it again.
      if (decision === 'approve') void queryClient.invalidateQueries({ queryKey: ['admin', 'partners'] });
      const outcome =
        decision === 'approve' ? 'Families see the new name and address now.' : 'The listing stays as it is.';
      const told = decisionEmailed ? ' The partner is emailed the decision.' : '';
      toast({ title: decision === 'approve' ? 'Change approved' : 'Change declined', description: outcome + told });
    },
  });

  return (
    <Card className="grid gap-3 p-5 sm:p-6" role="region" aria-labelledby="portal-access-heading">
      <h2 id="portal-access-heading" className="text-ink text-xl font-semibold">
        Partner portal access
      </h2>
      {access.isPending ? (
        <Skeleton className="h-16 w-full" />
      ) : access.isError ? (
        <Alert variant="destructive">The access could not be loaded.</Alert>
      ) : (
        <>
          {access.data.email ? (
            <p className="text-ink [overflow-wrap:anywhere]">
              Who has access: whoever reads <span className="font-semibold">{access.data.email}</span>, the listing’s
              email.
            </p>
          ) : null}
          <p className="text-muted">{STATUS_TEXT[access.data.status]}</p>
          <dl className="text-muted grid gap-1 text-sm">
            {(
              [
                ['Invited', access.data.invitedAt],
                ['Last sign-in', access.data.lastSignInAt],
                ['Last “still right?” email', access.data.remindedAt],
              ] as const
            ).map(([term, at]) =>
              at ? (
                <div key={term} className="flex flex-wrap gap-x-1">
                  <dt>{term}:</dt>
                  <dd>
                    {when(at)}
                    {access.data.emailSince && at < access.data.emailSince ? ', by the former email' : null}
                  </dd>
                </div>
              ) : null,
            )}
          </dl>
          {act.isError ? <Alert variant="destructive">{problemText(act.error)}</Alert> : null}
          {access.data.email ? (
            <div className="flex flex-wrap gap-3">
              <Button type="button" variant="secondary" disabled={act.isPending} onClick={() => act.mutate('invite')}>
                {access.data.status === 'not-invited' ? 'Send the first invitation' : 'Send a new invitation'}
              </Button>
              {access.data.status === 'revoked' ? null : confirmRevoke ? (
                <>
                  <Button type="button" disabled={act.isPending} onClick={() => act.mutate('revoke')}>
                    Yes, revoke access
                  </Button>
                  <Button type="button" variant="ghost" onClick={() => setConfirmRevoke(false)}>
                    Cancel
                  </Button>
                </>
              ) : (
                <Button type="button" variant="ghost" onClick={() => setConfirmRevoke(true)}>
                  Revoke access
                </Button>
              )}
            </div>
          ) : null}
          {access.data.changeRequests.length > 0 ? (
            <section className="border-line grid gap-3 border-t pt-3" aria-labelledby="portal-change-requests-heading">
              <h3 id="portal-change-requests-heading" className="text-ink text-lg font-semibold">
                Name and address change waiting for approval
              </h3>
              {decide.isError ? <Alert variant="destructive">{problemText(decide.error)}</Alert> : null}
              {access.data.changeRequests.map((change) => (
                <div key={change.id} className="grid gap-2">
                  <p className="text-muted text-sm [overflow-wrap:anywhere]">
                    Asked by {change.requestedBy} on {when(change.createdAt)}
                  </p>
                  <AskedFromFormerEmail change={change} />
                  <dl className="text-ink grid gap-1 [overflow-wrap:anywhere] sm:grid-cols-[auto_1fr] sm:gap-x-4">
                    <dt className="font-medium">Name</dt>
                    <dd>{change.proposed.name}</dd>
                    <dt className="font-medium">Address</dt>
                    <dd>
                      {change.proposed.address}, {change.proposed.city}, {change.proposed.state}{' '}
                      {change.proposed.zipCode}
                    </dd>
                  </dl>
                  <div className="flex flex-wrap gap-3">
                    <Button
                      type="button"
                      disabled={decide.isPending}
                      onClick={() => decide.mutate({ requestId: change.id, decision: 'approve' })}
                    >
                      Approve
                    </Button>
                    <Button
                      type="button"
                      variant="ghost"
                      disabled={decide.isPending}
                      onClick={() => decide.mutate({ requestId: change.id, decision: 'decline' })}
                    >
                      Decline
                    </Button>
                  </div>
                </div>
              ))}
            </section>
          ) : null}
        </>
      )}
    </Card>
  );
}
