import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { AlertCircle, Clock } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import type { z } from 'zod';
import { ApiError, apiRequest } from '~/lib/api-client';
import { Alert, AlertDescription } from '~/ui/alert';
import { Button } from '~/ui/button';
import { Input } from '~/ui/input';
import { type LoginInput, type LoginResult, loginSchema } from '../admin.schema';
import { signIn, useAdminAuth } from '../auth-store';
import { fieldA11y, FormField } from '~/ui/form-field';

export const SESSION_ENDED_MESSAGE = 'Your session ended. Sign in again to continue.';
export const SESSION_ENDED_KEPT_MESSAGE = 'Your session ended. Sign in again to continue; your changes are kept.';

/**
 * Spec §2 login: 'Login' / 'Logging in...'; a failure shows the server's message in an alert, else 'Login
 * failed'. After sign-in it goes to `next` (already checked to be an /admin path on this site).
 */
export function LoginForm({
  next = '/admin/dashboard',
  sessionEnded,
}: {
  next?: string;
  /** Why the admin is here again: the session ended, with or without unsaved changes kept as drafts. */
  sessionEnded?: 'ended' | 'changes-kept';
}) {
  const navigate = useNavigate();
  const { hydrated } = useAdminAuth();
  const {
    register,
    handleSubmit,
    setFocus,
    formState: { errors },
  } = useForm<z.input<typeof loginSchema>, unknown, LoginInput>({
    resolver: zodResolver(loginSchema),
    defaultValues: { username: '', password: '' },
  });

  const login = useMutation({
    mutationFn: (values: LoginInput) => apiRequest<LoginResult>('/api/admin/login', { method: 'POST', body: values }),
    onSuccess: ({ user, token, firstSignIn }) => {
      signIn(user, token, { firstSignIn });
      navigate(next, { replace: true });
    },
    // The Login button is disabled while it waits, which drops its focus: give it to the password to retype.
    onError: () => setFocus('password', { shouldSelect: true }),
  });

  const failure = login.error
    ? ((login.error instanceof ApiError ? login.error.serverMessage : undefined) ?? 'Login failed')
    : undefined;
  const usernameError = errors.username?.message;
  const passwordError = errors.password?.message;

  return (
    // method="post" and a button disabled until hydration: a password must never end up in a URL (a GET
    // submit before the scripts ran would put it in the address bar, history and access logs).
    <form method="post" noValidate className="grid gap-5" onSubmit={handleSubmit((values) => login.mutate(values))}>
      {sessionEnded && !failure ? (
        <Alert variant="info">
          <Clock aria-hidden="true" />
          <AlertDescription>
            {sessionEnded === 'changes-kept' ? SESSION_ENDED_KEPT_MESSAGE : SESSION_ENDED_MESSAGE}
          </AlertDescription>
        </Alert>
      ) : null}
      {failure ? (
        <Alert variant="destructive">
          <AlertCircle aria-hidden="true" />
          <AlertDescription>{failure}</AlertDescription>
        </Alert>
      ) : null}
      <FormField id="login-username" label="Username" error={usernameError}>
        <Input
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          {...fieldA11y('login-username', { error: usernameError })}
          {...register('username')}
        />
      </FormField>
      <FormField id="login-password" label="Password" error={passwordError}>
        <Input
          type="password"
          autoComplete="current-password"
          {...fieldA11y('login-password', { error: passwordError })}
          {...register('password')}
        />
      </FormField>
      <Button type="submit" disabled={!hydrated || login.isPending} className="mt-1 w-full">
        {login.isPending ? 'Logging in...' : 'Login'}
      </Button>
    </form>
  );
}
