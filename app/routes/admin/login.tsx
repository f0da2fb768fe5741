import { useEffect } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useAdminAuth } from '~/modules/admin-auth/auth-store';
import { AuthCardLayout } from '~/modules/admin-auth/components/auth-card-layout';
import { LoginForm } from '~/modules/admin-auth/components/login-form';
import { safeAdminNext } from '~/modules/admin-auth/safe-next';
import { adminPageMeta } from '~/modules/seo/meta';
import type { Route } from './+types/login';

export function meta({ matches }: Route.MetaArgs) {
  return adminPageMeta(matches, 'Login', '/admin/login');
}

export default function AdminLogin() {
  const { hydrated, isAuthenticated } = useAdminAuth();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  // Only a same-site /admin path: the sign-in page must not forward anyone elsewhere.
  const next = safeAdminNext(params.get('next'));
  const expired = params.get('expired') === '1';
  const kept = params.get('kept') === '1';
  // Already signed in (another tab, a bookmark): straight on to where the admin was going.
  useEffect(() => {
    if (hydrated && isAuthenticated) navigate(next, { replace: true });
  }, [hydrated, isAuthenticated, navigate, next]);

  return (
    <AuthCardLayout title="Admin Login" description="Sign in to manage partners, inquiries and FAQ items.">
      <LoginForm next={next} sessionEnded={expired ? (kept ? 'changes-kept' : 'ended') : undefined} />
      <p className="mt-6 text-center text-base">
        <Link to="/admin/forgot-password" className="text-brand-700 hover:text-brand-900 underline underline-offset-4">
          Forgot your password?
        </Link>
      </p>
    </AuthCardLayout>
  );
}
