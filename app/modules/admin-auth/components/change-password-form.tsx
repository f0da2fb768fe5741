import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { AlertCircle, CheckCircle2 } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { Alert, AlertDescription } from '~/ui/alert';
import { Button } from '~/ui/button';
import { fieldA11y, FormField } from '~/ui/form-field';
import { Input } from '~/ui/input';
import { type ChangePasswordInput, changePasswordSchema, NEW_PASSWORD_HINT } from '../admin.schema';
import { useAdminRequest } from '../use-admin-request';
import { serverMessage, showServerFieldErrors } from './server-field-errors';

const FIELDS = ['currentPassword', 'newPassword'] as const;

/** Changes the signed-in admin's own password; the other sessions of the account end, this one stays. */
export function ChangePasswordForm() {
  const request = useAdminRequest();
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors },
  } = useForm<ChangePasswordInput>({
    resolver: zodResolver(changePasswordSchema),
    defaultValues: { currentPassword: '', newPassword: '' },
  });
  const change = useMutation({
    mutationFn: (values: ChangePasswordInput) =>
      request<void>('/api/admin/change-password', { method: 'POST', body: values }),
    onSuccess: () => reset(),
    onError: (error) => showServerFieldErrors(error, FIELDS, setError),
  });
  const fieldsHaveIt = change.error instanceof Error && Object.keys(errors).length > 0;

  return (
    <form
      method="post"
      noValidate
      className="grid max-w-md gap-5"
      onSubmit={handleSubmit((values) => change.mutate(values))}
    >
      {change.isSuccess ? (
        <Alert variant="info">
          <CheckCircle2 aria-hidden="true" className="text-brand-700" />
          <AlertDescription>
            Your password was changed. You stay signed in here; your other sessions were signed out.
          </AlertDescription>
        </Alert>
      ) : null}
      {change.isError && !fieldsHaveIt ? (
        <Alert variant="destructive">
          <AlertCircle aria-hidden="true" />
          <AlertDescription>{serverMessage(change.error, 'The password could not be changed')}</AlertDescription>
        </Alert>
      ) : null}
      <FormField id="current-password" label="Current password" error={errors.currentPassword?.message}>
        <Input
          type="password"
          autoComplete="current-password"
          {...fieldA11y('current-password', { error: errors.currentPassword?.message })}
          {...register('currentPassword')}
        />
      </FormField>
      <FormField id="new-password" label="New password" hint={NEW_PASSWORD_HINT} error={errors.newPassword?.message}>
        <Input
          type="password"
          autoComplete="new-password"
          {...fieldA11y('new-password', { error: errors.newPassword?.message, hint: true })}
          {...register('newPassword')}
        />
      </FormField>
      <Button type="submit" disabled={change.isPending} className="justify-self-start">
        {change.isPending ? 'Changing Password...' : 'Change Password'}
      </Button>
    </form>
  );
}
