import { AlertCircle } from 'lucide-react';
import { data, Link } from 'react-router';
import { INVALID_RESET_LINK_MESSAGE } from '~/modules/admin-auth/admin.schema';
import { isUsableResetToken } from '~/modules/admin-auth/admin-people.service.server';
import { AuthCardLayout } from '~/modules/admin-auth/components/auth-card-layout';
import { ResetPasswordForm } from '~/modules/admin-auth/components/reset-password-form';
import { adminPageMeta } from '~/modules/seo/meta';
import { Alert, AlertDescription } from '~/ui/alert';
import { Button } from '~/ui/button';
import type { Route } from './+types/reset-password';

export function meta({ matches }: Route.MetaArgs) {
  // The canonical path leaves the token out: it is a secret.
  return adminPageMeta(matches, 'Reset Password', '/admin/reset-password');
}

/** The form shows only for a usable link; the server checks again when it is sent. */
export async function loader({ context, params }: Route.LoaderArgs) {
  const usable = await isUsableResetToken(context.db, { token: params.token });
  return data({ usable }, { status: usable ? 200 : 404 });
}

export default function AdminResetPassword({ loaderData, params }: Route.ComponentProps) {
  if (!loaderData.usable) {
    return (
      <AuthCardLayout title="Link Not Valid">
        <Alert variant="destructive">
          <AlertCircle aria-hidden="true" />
          <AlertDescription>{INVALID_RESET_LINK_MESSAGE}</AlertDescription>
        </Alert>
        <Button asChild variant="secondary" className="mt-6 w-full">
          <Link to="/admin/forgot-password">Ask for a New Link</Link>
        </Button>
      </AuthCardLayout>
    );
  }
  return (
    <AuthCardLayout
      title="Choose a New Password"
      description="After this, every session of your account is signed out."
    >
      <ResetPasswordForm token={params.token} />
    </AuthCardLayout>
  );
}
