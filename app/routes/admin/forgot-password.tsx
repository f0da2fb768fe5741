import { Link } from 'react-router';
import { AuthCardLayout } from '~/modules/admin-auth/components/auth-card-layout';
import { ForgotPasswordForm } from '~/modules/admin-auth/components/forgot-password-form';
import { adminPageMeta } from '~/modules/seo/meta';
import type { Route } from './+types/forgot-password';

export function meta({ matches }: Route.MetaArgs) {
  return adminPageMeta(matches, 'Forgot Password', '/admin/forgot-password');
}

export default function AdminForgotPassword() {
  return (
    <AuthCardLayout
      title="Forgot Password"
      description="Enter the email address of your admin account. We will send you a link to choose a new password."
    >
      <ForgotPasswordForm />
      <p className="mt-6 text-center text-base">
        <Link to="/admin/login" className="text-brand-700 hover:text-brand-900 underline underline-offset-4">
          Back to Admin Login
        </Link>
      </p>
    </AuthCardLayout>
  );
}
