import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { ApiError, apiRequest } from '~/lib/api-client';
import { Button } from '~/ui/button';
import { Input } from '~/ui/input';
import { toast } from '~/ui/use-toast';
import {
  type CreateFirstAdminForm,
  type CreateFirstAdminInput,
  createFirstAdminSchema,
  type LoginResult,
  NEW_PASSWORD_HINT,
  SETUP_COMPLETE_MESSAGE,
} from '../admin.schema';
import { signIn, useAdminAuth } from '../auth-store';
import { fieldA11y, FormField } from '~/ui/form-field';

const FIELDS = ['username', 'email', 'passwordHash', 'firstName', 'lastName', 'setupToken'] as const;
type Field = (typeof FIELDS)[number];

/** Spec §2: the setup form suggests 'admin'. Also rendered on the server, so the field is never blank. */
const DEFAULT_USERNAME = 'admin';

/**
 * Spec §2 setup: the first admin (username default 'admin', role admin, active). On success a toast, and the
 * new admin is signed in on the dashboard (no second typing of the password just chosen); on failure a toast 'Error' with the server's message, and its field errors under the fields.
 */
export function SetupForm({
  setupTokenRequired,
  onSetupComplete,
}: {
  setupTokenRequired: boolean;
  onSetupComplete: () => void;
}) {
  const navigate = useNavigate();
  const { hydrated } = useAdminAuth();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<CreateFirstAdminForm, unknown, CreateFirstAdminInput>({
    resolver: zodResolver(createFirstAdminSchema),
    defaultValues: {
      username: DEFAULT_USERNAME,
      email: '',
      passwordHash: '',
      firstName: '',
      lastName: '',
      role: 'admin',
      isActive: true,
    },
  });

  const createAdmin = useMutation({
    mutationFn: (values: CreateFirstAdminInput) =>
      apiRequest<LoginResult>('/api/admin/create-first-user', { method: 'POST', body: values }),
    onSuccess: ({ user, token, firstSignIn }) => {
      toast({ title: 'Success', description: 'Admin user created successfully! You can now login.' });
      signIn(user, token, { firstSignIn });
      navigate('/admin/dashboard', { replace: true });
    },
    onError: (error) => {
      const serverMessage = error instanceof ApiError ? error.serverMessage : undefined;
      toast({ title: 'Error', description: serverMessage ?? 'Failed to create admin user', variant: 'destructive' });
      if (error instanceof ApiError) {
        for (const [field, message] of Object.entries(error.body?.errors ?? {})) {
          if ((FIELDS as readonly string[]).includes(field)) setError(field as Field, { message });
        }
        if (error.status === 409 && serverMessage === SETUP_COMPLETE_MESSAGE) onSetupComplete();
      }
    },
  });

  const pending = createAdmin.isPending;
  const error = (field: Field) => errors[field]?.message;

  return (
    // Like the login form: never a GET submit with the password before the scripts ran.
    <form
      method="post"
      noValidate
      className="grid gap-5"
      onSubmit={handleSubmit((values) => createAdmin.mutate(values))}
    >
      <FormField id="setup-username" label="Username" error={error('username')}>
        <Input
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          {...fieldA11y('setup-username', { error: error('username') })}
          defaultValue={DEFAULT_USERNAME}
          {...register('username')}
        />
      </FormField>
      <FormField id="setup-email" label="Email" error={error('email')}>
        <Input
          type="email"
          autoComplete="email"
          {...fieldA11y('setup-email', { error: error('email') })}
          {...register('email')}
        />
      </FormField>
      <FormField id="setup-password" label="Password" hint={NEW_PASSWORD_HINT} error={error('passwordHash')}>
        <Input
          type="password"
          autoComplete="new-password"
          {...fieldA11y('setup-password', { error: error('passwordHash'), hint: true })}
          {...register('passwordHash')}
        />
      </FormField>
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField id="setup-first-name" label="First Name" optional error={error('firstName')}>
          <Input
            autoComplete="given-name"
            {...fieldA11y('setup-first-name', { error: error('firstName') })}
            {...register('firstName')}
          />
        </FormField>
        <FormField id="setup-last-name" label="Last Name" optional error={error('lastName')}>
          <Input
            autoComplete="family-name"
            {...fieldA11y('setup-last-name', { error: error('lastName') })}
            {...register('lastName')}
          />
        </FormField>
      </div>
      {setupTokenRequired ? (
        <FormField
          id="setup-token"
          label="Setup Token"
          hint="The setup token configured on this server by its operator."
          error={error('setupToken')}
        >
          <Input
            type="password"
            autoComplete="off"
            {...fieldA11y('setup-token', { error: error('setupToken'), hint: true })}
            {...register('setupToken')}
          />
        </FormField>
      ) : null}
      <Button type="submit" disabled={!hydrated || pending} className="mt-1 w-full">
        {pending ? 'Creating Admin User...' : 'Create Admin User'}
      </Button>
    </form>
  );
}
