import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { AlertCircle, MailCheck } from 'lucide-react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { apiRequest } from '~/lib/api-client';
import { Alert, AlertDescription } from '~/ui/alert';
import { Button } from '~/ui/button';
import { fieldA11y, FormField } from '~/ui/form-field';
import { Input } from '~/ui/input';
import { FORGOT_PASSWORD_ANSWER, type ForgotPasswordInput, forgotPasswordSchema } from '../admin.schema';
import { useAdminAuth } from '../auth-store';
import { serverMessage } from './server-field-errors';

/** Asks for a reset link. The answer is the same whether or not an account uses the address. */
export function ForgotPasswordForm() {
  const { hydrated } = useAdminAuth();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<z.input<typeof forgotPasswordSchema>, unknown, ForgotPasswordInput>({
    resolver: zodResolver(forgotPasswordSchema),
    defaultValues: { email: '' },
  });
  const send = useMutation({
    mutationFn: (values: ForgotPasswordInput) =>
      apiRequest<{ message: string }>('/api/admin/forgot-password', { method: 'POST', body: values }),
  });

  if (send.isSuccess) {
    return (
      <Alert variant="info">
        <MailCheck aria-hidden="true" className="text-brand-700" />
        <AlertDescription>
          {send.data.message || FORGOT_PASSWORD_ANSWER} The link works once, within 1 hour.
        </AlertDescription>
      </Alert>
    );
  }
  const emailError = errors.email?.message;
  return (
    <form method="post" noValidate className="grid gap-5" onSubmit={handleSubmit((values) => send.mutate(values))}>
      {send.isError ? (
        <Alert variant="destructive">
          <AlertCircle aria-hidden="true" />
          <AlertDescription>{serverMessage(send.error, 'The request failed. Please try again.')}</AlertDescription>
        </Alert>
      ) : null}
      <FormField id="forgot-email" label="Email" error={emailError}>
        <Input
          type="email"
          autoComplete="email"
          {...fieldA11y('forgot-email', { error: emailError })}
          {...register('email')}
        />
      </FormField>
      <Button type="submit" disabled={!hydrated || send.isPending} className="w-full">
        {send.isPending ? 'Sending...' : 'Send Reset Link'}
      </Button>
    </form>
  );
}
