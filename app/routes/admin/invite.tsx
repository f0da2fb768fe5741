import { AlertCircle } from 'lucide-react';
import { data, Link } from 'react-router';
import { INVALID_INVITATION_MESSAGE } from '~/modules/admin-auth/admin.schema';
import { findUsableInvitation } from '~/modules/admin-auth/admin-people.service.server';
import { AcceptInvitationForm } from '~/modules/admin-auth/components/accept-invitation-form';
import { AuthCardLayout } from '~/modules/admin-auth/components/auth-card-layout';
import { adminPageMeta } from '~/modules/seo/meta';
import { Alert, AlertDescription } from '~/ui/alert';
import { Button } from '~/ui/button';
import type { Route } from './+types/invite';

export function meta({ matches }: Route.MetaArgs) {
  // The canonical path leaves the token out: it is a secret.
  return adminPageMeta(matches, 'Invitation', '/admin/invite');
}

/** The page shows the form only for a usable link; the server checks again when the form is sent. */
export async function loader({ context, params }: Route.LoaderArgs) {
  const invitation = await findUsableInvitation(context.db, { token: params.token });
  return data({ invitation: invitation ?? null }, { status: invitation ? 200 : 404 });
}

export default function AdminInvite({ loaderData, params }: Route.ComponentProps) {
  const { invitation } = loaderData;
  if (!invitation) {
    return (
      <AuthCardLayout title="Invitation Not Valid">
        <Alert variant="destructive">
          <AlertCircle aria-hidden="true" />
          <AlertDescription>{INVALID_INVITATION_MESSAGE}</AlertDescription>
        </Alert>
        <Button asChild variant="secondary" className="mt-6 w-full">
          <Link to="/admin/login">Go to Admin Login</Link>
        </Button>
      </AuthCardLayout>
    );
  }
  return (
    <AuthCardLayout
      title="Join the Admin"
      description={`You were invited as ${invitation.role === 'admin' ? 'an administrator' : 'an editor'}. Choose your username and password.`}
    >
      <AcceptInvitationForm token={params.token} email={invitation.email} />
    </AuthCardLayout>
  );
}
