import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { AlertCircle } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { apiRequest } from '~/lib/api-client';
import { Alert, AlertDescription } from '~/ui/alert';
import { Button } from '~/ui/button';
import { fieldA11y, FormField } from '~/ui/form-field';
import { Input } from '~/ui/input';
import {
  type AcceptInvitationForm as AcceptForm,
  type AcceptInvitationInput,
  acceptInvitationSchema,
  type LoginResult,
  NEW_PASSWORD_HINT,
} from '../admin.schema';
import { signIn, useAdminAuth } from '../auth-store';
import { serverMessage, showServerFieldErrors } from './server-field-errors';

const FIELDS = ['username', 'password', 'firstName', 'lastName'] as const;

/** The invitee chooses a username and password; on success they are signed in and on the dashboard. */
export function AcceptInvitationForm({ token, email }: { token: string; email: string }) {
  const navigate = useNavigate();
  const { hydrated } = useAdminAuth();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<AcceptForm, unknown, AcceptInvitationInput>({
    resolver: zodResolver(acceptInvitationSchema),
    defaultValues: { token, username: '', password: '', firstName: '', lastName: '' },
  });
  const accept = useMutation({
    mutationFn: (values: AcceptInvitationInput) =>
      apiRequest<LoginResult>('/api/admin/invitations/accept', { method: 'POST', body: values }),
    onSuccess: ({ user, token: sessionToken, firstSignIn }) => {
      signIn(user, sessionToken, { firstSignIn });
      navigate('/admin/dashboard', { replace: true });
    },
    onError: (error) => showServerFieldErrors(error, FIELDS, setError),
  });
  const error = (field: (typeof FIELDS)[number]) => errors[field]?.message;
  const general = accept.isError && !FIELDS.some((field) => errors[field]) ? accept.error : undefined;

  return (
    <form method="post" noValidate className="grid gap-5" onSubmit={handleSubmit((values) => accept.mutate(values))}>
      {general ? (
        <Alert variant="destructive">
          <AlertCircle aria-hidden="true" />
          <AlertDescription>{serverMessage(general, 'The account could not be created')}</AlertDescription>
        </Alert>
      ) : null}
      <FormField id="invite-email-shown" label="Email">
        <Input id="invite-email-shown" value={email} readOnly autoComplete="email" />
      </FormField>
      <FormField id="invite-username" label="Username" error={error('username')}>
        <Input
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          {...fieldA11y('invite-username', { error: error('username') })}
          {...register('username')}
        />
      </FormField>
      <FormField id="invite-password" label="Password" hint={NEW_PASSWORD_HINT} error={error('password')}>
        <Input
          type="password"
          autoComplete="new-password"
          {...fieldA11y('invite-password', { error: error('password'), hint: true })}
          {...register('password')}
        />
      </FormField>
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField id="invite-first-name" label="First Name" optional error={error('firstName')}>
          <Input
            autoComplete="given-name"
            {...fieldA11y('invite-first-name', { error: error('firstName') })}
            {...register('firstName')}
          />
        </FormField>
        <FormField id="invite-last-name" label="Last Name" optional error={error('lastName')}>
          <Input
            autoComplete="family-name"
            {...fieldA11y('invite-last-name', { error: error('lastName') })}
            {...register('lastName')}
          />
        </FormField>
      </div>
      <Button type="submit" disabled={!hydrated || accept.isPending} className="mt-1 w-full">
        {accept.isPending ? 'Creating Account...' : 'Create Account'}
      </Button>
    </form>
  );
}
