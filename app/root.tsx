import { QueryClientProvider } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { isRouteErrorResponse, Links, Meta, Outlet, Scripts, useLocation } from 'react-router';
import { createQueryClient } from '~/lib/query-client';
import { site } from '~/lib/site';
import { pageMeta } from '~/modules/seo/meta';
import { ErrorFallback } from '~/ui/layout/error-fallback';
import { NotFoundView } from '~/ui/layout/not-found-view';
import { ScrollToTop } from '~/ui/layout/scroll-to-top';
import { SiteFooter } from '~/ui/layout/site-footer';
import { SiteHeader } from '~/ui/layout/site-header';
import { Toaster } from '~/ui/toaster';
import type { Route } from './+types/root';
import './app.css';

export function loader({ context }: Route.LoaderArgs) {
  // The configured origin, for canonical and sharing URLs (never the Host header: design §1).
  // inquiryEmail: the coordinator address the inquiry dialog names (spec §2, §8 '{email}').
  return { publicUrl: context.env.PUBLIC_URL, inquiryEmail: context.env.INQUIRY_EMAIL };
}

export const links: Route.LinksFunction = () => [
  { rel: 'icon', href: '/favicon.ico', sizes: '32x32' },
  { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
  { rel: 'apple-touch-icon', href: '/apple-touch-icon.png' },
];

/** Only seen when a route fails before it can describe itself: the error page's own title. */
export function meta({ error, matches }: Route.MetaArgs) {
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return pageMeta(matches, {
    title: notFound ? `Page Not Found | ${site.productName}` : `Something went wrong | ${site.productName}`,
    description: `${site.productName} Partner Directory`,
    noindex: true,
  });
}

/** Public pages carry the header and footer; the admin area is a separate tool without them (spec §2). */
function isAdminPath(pathname: string) {
  return pathname === '/admin' || pathname.startsWith('/admin/');
}

export function Layout({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  const showSiteChrome = !isAdminPath(pathname);
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="color-scheme" content="light" />
        <Meta />
        <Links />
      </head>
      <body className="flex min-h-dvh flex-col">
        <a
          href="#main"
          className="bg-brand-700 sr-only z-50 rounded-md px-4 py-3 text-white focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
        >
          Skip to main content
        </a>
        {/* In the layout, not the app: the error screens also start at the top. */}
        <ScrollToTop />
        {showSiteChrome ? <SiteHeader /> : null}
        <main id="main" className="flex-1">
          {children}
        </main>
        {showSiteChrome ? <SiteFooter /> : null}
        <Scripts />
      </body>
    </html>
  );
}

export default function App() {
  // One client per browser session (and per server render), never shared between users on the server.
  const [queryClient] = useState(createQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <Outlet />
      <Toaster />
    </QueryClientProvider>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundView />;
  return <ErrorFallback error={error} />;
}
