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
import { toast } from '~/ui/use-toast';
import {
  NEW_PASSWORD_HINT,
  type ResetPasswordForm as ResetForm,
  type ResetPasswordInput,
  resetPasswordSchema,
} from '../admin.schema';
import { useAdminAuth } from '../auth-store';
import { serverMessage, showServerFieldErrors } from './server-field-errors';

/** Sets a new password through a one-time link; every session of the account ends, then the login page. */
export function ResetPasswordForm({ token }: { token: string }) {
  const navigate = useNavigate();
  const { hydrated } = useAdminAuth();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<ResetForm, unknown, ResetPasswordInput>({
    resolver: zodResolver(resetPasswordSchema),
    defaultValues: { token, password: '' },
  });
  const reset = useMutation({
    mutationFn: (values: ResetPasswordInput) =>
      apiRequest<void>('/api/admin/reset-password', { method: 'POST', body: values }),
    onSuccess: () => {
      toast({ title: 'Password changed', description: 'Sign in with your new password.' });
      navigate('/admin/login', { replace: true });
    },
    onError: (error) => showServerFieldErrors(error, ['password'], setError),
  });
  const passwordError = errors.password?.message;
  const general = reset.isError && !passwordError ? reset.error : undefined;

  return (
    <form method="post" noValidate className="grid gap-5" onSubmit={handleSubmit((values) => reset.mutate(values))}>
      {general ? (
        <Alert variant="destructive">
          <AlertCircle aria-hidden="true" />
          <AlertDescription>{serverMessage(general, 'The password could not be changed')}</AlertDescription>
        </Alert>
      ) : null}
      <FormField id="reset-password" label="New password" hint={NEW_PASSWORD_HINT} error={passwordError}>
        <Input
          type="password"
          autoComplete="new-password"
          {...fieldA11y('reset-password', { error: passwordError, hint: true })}
          {...register('password')}
        />
      </FormField>
      <Button type="submit" disabled={!hydrated || reset.isPending} className="w-full">
        {reset.isPending ? 'Saving...' : 'Set New Password'}
      </Button>
    </form>
  );
}
