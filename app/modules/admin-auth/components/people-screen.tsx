import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { AlertCircle } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { Alert, AlertDescription } from '~/ui/alert';
import { Badge } from '~/ui/badge';
import { Button } from '~/ui/button';
import { Card } from '~/ui/card';
import { fieldA11y, FormField } from '~/ui/form-field';
import { Input } from '~/ui/input';
import { Select } from '~/ui/select';
import { Skeleton } from '~/ui/skeleton';
import { toast } from '~/ui/use-toast';
import {
  type AdminRole,
  type InviteForm,
  type InviteInput,
  inviteSchema,
  type PublicAdminUser,
  type PublicInvitation,
} from '../admin.schema';
import { useAdminAuth } from '../auth-store';
import { useAdminRequest } from '../use-admin-request';
import { serverMessage, showServerFieldErrors } from './server-field-errors';
import { formatOfficeDateTime } from '~/modules/i18n/format';

const ACCOUNTS_KEY = ['admin', 'people', 'accounts'] as const;
const INVITATIONS_KEY = ['admin', 'people', 'invitations'] as const;

const ROLE_LABEL: Record<string, string> = { admin: 'Administrator', editor: 'Editor' };

function formatDate(iso: string | null): string {
  if (!iso) return 'Never';
  return formatOfficeDateTime(iso);
}

function displayName(account: PublicAdminUser): string {
  const name = [account.firstName, account.lastName].filter(Boolean).join(' ');
  return name || account.username;
}

/** /admin/people (admins only): the accounts, an invitation form and the pending invitations. */
export function PeopleScreen() {
  const { user } = useAdminAuth();
  if (user?.role !== 'admin') {
    return (
      <Alert variant="info">
        <AlertDescription>Only an administrator can manage people.</AlertDescription>
      </Alert>
    );
  }
  return (
    <div className="grid gap-10">
      <AccountsSection currentUserId={user.id} />
      <InviteSection />
      <InvitationsSection />
    </div>
  );
}

function AccountsSection({ currentUserId }: { currentUserId: string }) {
  const request = useAdminRequest();
  const queryClient = useQueryClient();
  const accounts = useQuery({
    queryKey: ACCOUNTS_KEY,
    queryFn: ({ signal }) => request<{ accounts: PublicAdminUser[] }>('/api/admin/accounts', { signal }),
  });
  const update = useMutation({
    mutationFn: ({ id, ...changes }: { id: string; role?: AdminRole; isActive?: boolean }) =>
      request<{ account: PublicAdminUser }>(`/api/admin/accounts/${id}`, { method: 'PATCH', body: changes }),
    onSuccess: ({ account }, changes) => {
      const what =
        changes.isActive === false
          ? 'deactivated and signed out'
          : changes.isActive === true
            ? 'reactivated'
            : `now ${ROLE_LABEL[account.role] ?? account.role}`;
      toast({ title: 'Saved', description: `${displayName(account)} is ${what}.` });
      void queryClient.invalidateQueries({ queryKey: ACCOUNTS_KEY });
      // Changing one's own role changes the header too.
      void queryClient.invalidateQueries({ queryKey: ['admin', 'me'] });
    },
    onError: (error) =>
      toast({ title: 'Error', description: serverMessage(error, 'The change failed'), variant: 'destructive' }),
  });

  return (
    <section aria-labelledby="people-accounts">
      <h2 id="people-accounts" className="text-ink mb-4 text-xl font-semibold">
        Accounts
      </h2>
      {accounts.isPending ? (
        <div aria-busy="true">
          <span className="sr-only">Loading...</span>
          <Skeleton className="h-24 w-full" />
        </div>
      ) : accounts.isError ? (
        <Alert variant="destructive">
          <AlertCircle aria-hidden="true" />
          <AlertDescription>{serverMessage(accounts.error, 'The accounts could not be loaded')}</AlertDescription>
        </Alert>
      ) : (
        <ul className="grid gap-3">
          {accounts.data.accounts.map((account) => {
            const name = displayName(account);
            const isSelf = account.id === currentUserId;
            return (
              <li key={account.id}>
                <Card className="grid gap-3 p-4 sm:grid-cols-[1fr_auto] sm:items-center sm:p-5">
                  <div className="grid min-w-0 gap-1">
                    <p className="text-ink flex flex-wrap items-center gap-2 text-lg font-semibold">
                      <span className="break-words">{name}</span>
                      {isSelf ? <span className="text-muted text-base font-normal">(you)</span> : null}
                      <Badge variant={account.role === 'admin' ? 'solid' : 'default'}>
                        {ROLE_LABEL[account.role] ?? account.role}
                      </Badge>
                      {account.isActive ? null : <Badge variant="outline">Deactivated</Badge>}
                    </p>
                    <p className="text-muted text-base break-words">
                      {account.username}
                      {account.email ? ` · ${account.email}` : ''}
                    </p>
                    <p className="text-muted text-sm">Last sign-in: {formatDate(account.lastLoginAt)}</p>
                  </div>
                  {/* One's own account is changed by another administrator (the server refuses it too). */}
                  {isSelf ? null : (
                    <div className="flex flex-wrap gap-2">
                      <Button
                        variant="secondary"
                        size="sm"
                        disabled={update.isPending}
                        aria-label={`${account.role === 'admin' ? 'Make editor' : 'Make administrator'}: ${name}`}
                        onClick={() =>
                          update.mutate({ id: account.id, role: account.role === 'admin' ? 'editor' : 'admin' })
                        }
                      >
                        {account.role === 'admin' ? 'Make editor' : 'Make administrator'}
                      </Button>
                      <Button
                        variant="secondary"
                        size="sm"
                        disabled={update.isPending}
                        aria-label={`${account.isActive ? 'Deactivate' : 'Reactivate'}: ${name}`}
                        onClick={() => update.mutate({ id: account.id, isActive: !account.isActive })}
                      >
                        {account.isActive ? 'Deactivate' : 'Reactivate'}
                      </Button>
                    </div>
                  )}
                </Card>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}

function InviteSection() {
  const request = useAdminRequest();
  const queryClient = useQueryClient();
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors },
  } = useForm<InviteForm, unknown, InviteInput>({
    resolver: zodResolver(inviteSchema),
    defaultValues: { email: '', role: 'editor' },
  });
  const invite = useMutation({
    mutationFn: (values: InviteInput) =>
      request<{ invitation: PublicInvitation; smtpConfigured: boolean }>('/api/admin/invitations', {
        method: 'POST',
        body: values,
      }),
    onSuccess: ({ invitation, smtpConfigured }) => {
      toast(
        smtpConfigured
          ? { title: 'Invitation sent', description: `An invitation is on its way to ${invitation.email}.` }
          : {
              title: 'Invitation created',
              description: `Its email to ${invitation.email} is waiting to be sent: no mail server is set up.`,
            },
      );
      reset();
      void queryClient.invalidateQueries({ queryKey: INVITATIONS_KEY });
    },
    onError: (error) => {
      if (!showServerFieldErrors(error, ['email', 'role'], setError)) {
        toast({ title: 'Error', description: serverMessage(error, 'The invitation failed'), variant: 'destructive' });
      }
    },
  });

  return (
    <section aria-labelledby="people-invite">
      <h2 id="people-invite" className="text-ink mb-2 text-xl font-semibold">
        Invite someone
      </h2>
      <p className="text-muted mb-4 text-base">
        They get an email with a link, valid for 72 hours, to choose their username and password. Editors work on
        partners, FAQ and inquiries; administrators can also manage people.
      </p>
      <Card className="p-4 sm:p-5">
        <form
          method="post"
          noValidate
          className="grid gap-4 sm:grid-cols-[2fr_1fr_auto] sm:items-start"
          onSubmit={handleSubmit((values) => invite.mutate(values))}
        >
          <FormField id="invite-email" label="Email" error={errors.email?.message}>
            <Input
              type="email"
              autoComplete="off"
              {...fieldA11y('invite-email', { error: errors.email?.message })}
              {...register('email')}
            />
          </FormField>
          <FormField id="invite-role" label="Role" error={errors.role?.message}>
            <Select {...fieldA11y('invite-role', { error: errors.role?.message })} {...register('role')}>
              <option value="editor">Editor</option>
              <option value="admin">Administrator</option>
            </Select>
          </FormField>
          <Button type="submit" disabled={invite.isPending} className="sm:mt-8">
            {invite.isPending ? 'Sending...' : 'Send Invitation'}
          </Button>
        </form>
      </Card>
    </section>
  );
}

function InvitationsSection() {
  const request = useAdminRequest();
  const queryClient = useQueryClient();
  const invitations = useQuery({
    queryKey: INVITATIONS_KEY,
    queryFn: ({ signal }) =>
      request<{ invitations: PublicInvitation[]; smtpConfigured: boolean }>('/api/admin/invitations', { signal }),
  });
  const waiting = invitations.data?.smtpConfigured === false;
  const revoke = useMutation({
    mutationFn: (id: string) => request<void>(`/api/admin/invitations/${id}`, { method: 'DELETE' }),
    onSuccess: () => {
      toast({ title: 'Invitation revoked', description: 'Its link no longer works.' });
      void queryClient.invalidateQueries({ queryKey: INVITATIONS_KEY });
    },
    onError: (error) =>
      toast({
        title: 'Error',
        description: serverMessage(error, 'The invitation could not be revoked'),
        variant: 'destructive',
      }),
  });

  return (
    <section aria-labelledby="people-invitations">
      <h2 id="people-invitations" className="text-ink mb-4 text-xl font-semibold">
        Pending invitations
      </h2>
      {invitations.isPending ? (
        <Skeleton className="h-16 w-full" />
      ) : invitations.isError ? (
        <Alert variant="destructive">
          <AlertCircle aria-hidden="true" />
          <AlertDescription>{serverMessage(invitations.error, 'The invitations could not be loaded')}</AlertDescription>
        </Alert>
      ) : invitations.data.invitations.length === 0 ? (
        <p className="text-muted text-base">No pending invitations.</p>
      ) : (
        <div className="grid gap-3">
          {waiting ? (
            <Alert variant="info">
              <AlertDescription>
                No mail server is set up, so these invitations have not been emailed. Each email goes out once{' '}
                <code>SMTP_URL</code> is set, if its invitation is still pending then.
              </AlertDescription>
            </Alert>
          ) : null}
          <ul className="grid gap-3">
            {invitations.data.invitations.map((invitation) => (
              <li key={invitation.id}>
                <Card className="flex flex-wrap items-center justify-between gap-3 p-4">
                  <div className="min-w-0">
                    <p className="text-ink text-base font-semibold break-words">{invitation.email}</p>
                    <p className="text-muted text-sm">
                      {ROLE_LABEL[invitation.role] ?? invitation.role} · expires {formatDate(invitation.expiresAt)}
                      {waiting ? ' · email waiting to be sent' : null}
                    </p>
                  </div>
                  <Button
                    variant="secondary"
                    size="sm"
                    disabled={revoke.isPending}
                    aria-label={`Revoke the invitation to ${invitation.email}`}
                    onClick={() => revoke.mutate(invitation.id)}
                  >
                    Revoke
                  </Button>
                </Card>
              </li>
            ))}
          </ul>
        </div>
      )}
    </section>
  );
}
