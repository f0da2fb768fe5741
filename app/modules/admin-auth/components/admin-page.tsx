import { useQueryClient } from '@tanstack/react-query';
import { LayoutDashboard, LogOut } from 'lucide-react';
import { type ReactNode, useEffect } from 'react';
import { Link, useNavigate } from 'react-router';
import { site } from '~/lib/site';
import { BrandMark } from '~/ui/brand-mark';
import { Button } from '~/ui/button';
import { Container } from '~/ui/container';
import { Skeleton } from '~/ui/skeleton';
import { useAdminAuth } from '../auth-store';
import { useAdminLogout } from '../use-admin-logout';

export const SIGNED_OUT_MESSAGE = 'Please log in to access this page.';

/**
 * The frame of every signed-in admin screen: a top bar (product name, Dashboard, Logout), the page title
 * with optional actions, then the screen. It is also the guard (spec §4): once the stored state is read
 * and nobody is signed in, it replaces the page with /admin/login; the screen's children (and so their
 * queries) only render for a signed-in admin.
 */
export function AdminPage({ title, actions, children }: { title: string; actions?: ReactNode; children: ReactNode }) {
  const { hydrated, isAuthenticated } = useAdminAuth();
  const navigate = useNavigate();
  const queryClient = useQueryClient();

  useEffect(() => {
    if (hydrated && !isAuthenticated) {
      // Whatever an earlier session loaded must not be shown to whoever signs in next.
      queryClient.removeQueries({ queryKey: ['admin'] });
      navigate('/admin/login', { replace: true });
    }
  }, [hydrated, isAuthenticated, navigate, queryClient]);

  return (
    <div className="bg-canvas min-h-dvh">
      <AdminTopBar signedIn={hydrated && isAuthenticated} />
      <Container className="py-6 sm:py-10">
        {!hydrated ? (
          <div aria-busy="true" aria-live="polite">
            <span className="sr-only">Loading...</span>
            <Skeleton className="h-10 w-64" />
            <Skeleton className="mt-6 h-40 w-full" />
          </div>
        ) : !isAuthenticated ? (
          <p role="status" className="text-muted text-lg">
            {SIGNED_OUT_MESSAGE}
          </p>
        ) : (
          <>
            <div className="mb-6 flex flex-col gap-4 sm:mb-8 sm:flex-row sm:items-center sm:justify-between">
              <h1 className="text-ink font-serif text-3xl leading-tight font-semibold sm:text-4xl">{title}</h1>
              {actions ? <div className="flex flex-wrap gap-3">{actions}</div> : null}
            </div>
            {children}
          </>
        )}
      </Container>
    </div>
  );
}

function AdminTopBar({ signedIn }: { signedIn: boolean }) {
  const logout = useAdminLogout();
  return (
    <header className="border-line border-b bg-white">
      <Container className="flex min-h-16 items-center justify-between gap-3">
        <Link to="/admin/dashboard" className="text-ink flex min-h-11 items-center gap-2 font-semibold">
          <BrandMark className="size-8 shrink-0" />
          <span className="font-serif text-lg leading-tight">
            {site.productName} <span className="text-muted font-sans text-base font-medium">Admin</span>
          </span>
        </Link>
        {signedIn ? (
          <nav aria-label="Admin" className="flex items-center gap-1 sm:gap-2">
            <Button asChild variant="ghost" size="sm" className="px-3">
              <Link to="/admin/dashboard">
                <LayoutDashboard aria-hidden="true" />
                <span className="max-sm:sr-only">Dashboard</span>
              </Link>
            </Button>
            <Button variant="secondary" size="sm" className="px-3" onClick={() => void logout()}>
              <LogOut aria-hidden="true" />
              Logout
            </Button>
          </nav>
        ) : null}
      </Container>
    </header>
  );
}
