import { CheckCircle2 } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { isSetupComplete } from '~/modules/admin-auth/admin-auth.service.server';
import { AuthCardLayout } from '~/modules/admin-auth/components/auth-card-layout';
import { SetupForm } from '~/modules/admin-auth/components/setup-form';
import { adminPageMeta } from '~/modules/seo/meta';
import { Alert, AlertDescription } from '~/ui/alert';
import { Button } from '~/ui/button';
import type { Route } from './+types/setup';

export function meta({ matches }: Route.MetaArgs) {
  return adminPageMeta(matches, 'Setup', '/admin/setup');
}

/** The page knows from the database whether setup was used; the server enforces it again on submit. */
export async function loader({ context }: Route.LoaderArgs) {
  return {
    setupComplete: await isSetupComplete(context.db),
    setupTokenRequired: Boolean(context.env.SETUP_TOKEN),
  };
}

export default function AdminSetup({ loaderData }: Route.ComponentProps) {
  // A 409 on submit (someone finished setup meanwhile) switches the page to its completed state.
  const [completedMeanwhile, setCompletedMeanwhile] = useState(false);
  if (loaderData.setupComplete || completedMeanwhile) {
    return (
      <AuthCardLayout title="Setup Complete">
        <Alert variant="info">
          <CheckCircle2 aria-hidden="true" className="text-brand-700" />
          <AlertDescription>
            Setup is already complete: the first admin user exists. The setup page can be used only once.
          </AlertDescription>
        </Alert>
        <Button asChild className="mt-6 w-full">
          <Link to="/admin/login">Go to Admin Login</Link>
        </Button>
      </AuthCardLayout>
    );
  }
  return (
    <AuthCardLayout
      title="First Admin Setup"
      description="Create the first administrator account. The setup page can be used only once: after this account exists, further admins cannot be created here."
    >
      <SetupForm
        setupTokenRequired={loaderData.setupTokenRequired}
        onSetupComplete={() => setCompletedMeanwhile(true)}
      />
    </AuthCardLayout>
  );
}
