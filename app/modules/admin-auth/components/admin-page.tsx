import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  Building2,
  Flag,
  History,
  HelpCircle,
  KeyRound,
  LayoutDashboard,
  LogOut,
  type LucideIcon,
  MessageSquare,
  Trash2,
  Users,
} from 'lucide-react';
import { type ReactNode, useEffect } from 'react';
import { Link, NavLink, useLocation, useNavigate } from 'react-router';
import { site } from '~/lib/site';
import { BrandMark } from '~/ui/brand-mark';
import { Button } from '~/ui/button';
import { cn } from '~/ui/cn';
import { Container } from '~/ui/container';
import { Skeleton } from '~/ui/skeleton';
import type { PublicAdminUser } from '../admin.schema';
import { signIn, useAdminAuth } from '../auth-store';
import { useAdminLogout } from '../use-admin-logout';
import { useAdminRequest } from '../use-admin-request';
import { loginPathFor } from '../safe-next';
import { hasDrafts } from '../admin-drafts';

export const SIGNED_OUT_MESSAGE = 'Please log in to access this page.';

/**
 * The frame of every signed-in admin screen: a top bar (product name, Password and Logout, then the sections), the page title
 * with optional actions, then the screen. It is also the guard (spec §4): once the stored state is read
 * and nobody is signed in, it replaces the page with /admin/login?next=<this page> (a deep link or an
 * expired session comes back here after sign-in); the screen's children (and so their queries) only
 * render for a signed-in admin.
 */
export function AdminPage({
  title,
  actions,
  wide = false,
  children,
}: {
  title: string;
  actions?: ReactNode;
  /** A wide table's screen: up to 1,280 px of content, so a 1,280 px window shows every column. */
  wide?: boolean;
  children: ReactNode;
}) {
  const { hydrated, isAuthenticated, endedBy } = useAdminAuth();
  const navigate = useNavigate();
  const location = useLocation();
  const queryClient = useQueryClient();
  const here = `${location.pathname}${location.search}`;
  // The top bar follows, so its edges line up with the page's.
  const width = wide ? 'max-w-7xl' : undefined;

  useEffect(() => {
    if (hydrated && !isAuthenticated) {
      // Whatever an earlier session loaded must not be shown to whoever signs in next.
      queryClient.removeQueries({ queryKey: ['admin'] });
      // After Logout the sign-in page returns nowhere in particular; otherwise it comes back here.
      const to =
        endedBy === 'logout'
          ? '/admin/login'
          : loginPathFor(here, { expired: endedBy === 'expired', kept: hasDrafts() });
      navigate(to, { replace: true });
    }
  }, [hydrated, isAuthenticated, endedBy, here, navigate, queryClient]);

  return (
    <div className="bg-canvas min-h-dvh">
      <AdminTopBar signedIn={hydrated && isAuthenticated} width={width} />
      {hydrated && isAuthenticated ? <CurrentRoleRefresh /> : null}
      {/* The page's own main, after the header: the skip link (root.tsx, #main) passes the sections. */}
      <main id="main">
        <Container className={cn('py-6 sm:py-10', width)}>
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
      </main>
    </div>
  );
}

/**
 * The stored user is what login returned; a role change or a new name since then comes from /me once per
 * screen, so the links shown follow the account (the server checks the role on every call regardless).
 */
function CurrentRoleRefresh() {
  const request = useAdminRequest();
  const { user, token, firstSignIn } = useAdminAuth();
  const me = useQuery({
    queryKey: ['admin', 'me'],
    queryFn: ({ signal }) => request<{ user: PublicAdminUser }>('/api/admin/me', { signal }),
  });
  const fresh = me.data?.user;
  useEffect(() => {
    if (!fresh || !token || !user) return;
    if (fresh.id === user.id && (fresh.role !== user.role || fresh.firstName !== user.firstName)) {
      signIn(fresh, token, { firstSignIn });
    }
  }, [fresh, token, user, firstSignIn]);
  return null;
}

/** A link to the page being shown (NavLink's aria-current) is marked. */
const currentClass = 'px-3 aria-[current=page]:bg-brand-50 aria-[current=page]:text-brand-800';

/** The top bar's sections, the daily work first. */
const ADMIN_SECTIONS: { to: string; label: string; icon: LucideIcon; adminOnly?: boolean }[] = [
  { to: '/admin/dashboard', label: 'Dashboard', icon: LayoutDashboard },
  { to: '/admin/partners', label: 'Partners', icon: Building2 },
  { to: '/admin/inquiries', label: 'Inquiries', icon: MessageSquare },
  { to: '/admin/faq', label: 'FAQ', icon: HelpCircle },
  { to: '/admin/corrections', label: 'Corrections', icon: Flag },
  { to: '/admin/trash', label: 'Trash', icon: Trash2 },
  { to: '/admin/activity', label: 'Activity', icon: History, adminOnly: true },
  { to: '/admin/people', label: 'People', icon: Users, adminOnly: true },
];

function AdminTopBar({ signedIn, width }: { signedIn: boolean; width: string | undefined }) {
  const logout = useAdminLogout();
  const { user } = useAdminAuth();
  return (
    <header className="border-line border-b bg-white">
      <Container className={cn('py-2', width)}>
        <div className="flex min-h-12 items-center justify-between gap-3">
          <Link to="/admin/dashboard" className="text-ink flex min-h-11 items-center gap-2 font-semibold">
            <BrandMark className="size-8 shrink-0" />
            <span className="font-serif text-lg leading-tight">
              {site.productName} <span className="text-muted font-sans text-base font-medium">Admin</span>
            </span>
          </Link>
          {signedIn ? (
            <nav aria-label="Account" className="flex items-center gap-1">
              <Button asChild variant="ghost" size="sm" className={currentClass}>
                <NavLink to="/admin/account">
                  <KeyRound aria-hidden="true" />
                  <span className="max-sm:sr-only">Password</span>
                </NavLink>
              </Button>
              <Button variant="secondary" size="sm" className="px-3" onClick={() => void logout()}>
                <LogOut aria-hidden="true" />
                <span className="max-sm:sr-only">Logout</span>
              </Button>
            </nav>
          ) : null}
        </div>
        {signedIn ? (
          // Icons only on a phone (eight fit one row at 390 px), words from a tablet up.
          <nav aria-label="Admin" className="-mx-3 mt-1 flex flex-wrap items-center gap-1">
            {ADMIN_SECTIONS.filter((section) => !section.adminOnly || user?.role === 'admin').map(
              ({ to, label, icon: Icon }) => (
                <Button key={to} asChild variant="ghost" size="sm" className={cn(currentClass, 'max-md:px-2.5')}>
                  <NavLink to={to}>
                    <Icon aria-hidden="true" />
                    <span className="max-md:sr-only">{label}</span>
                  </NavLink>
                </Button>
              ),
            )}
          </nav>
        ) : null}
      </Container>
    </header>
  );
}
