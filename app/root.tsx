import { lazy, Suspense, useEffect, type ReactNode } from 'react';
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  type ShouldRevalidateFunction,
  useLocation,
  useRouteLoaderData,
} from 'react-router';
import { hydrationFinished } from '~/lib/early-link-clicks';
import { site } from '~/lib/site';
import { HTML_LANG, localeOfPath } from '~/modules/i18n/locales';
import { requestLocale } from '~/modules/i18n/request-i18n.server';
import { pageMeta } from '~/modules/seo/meta';
import { RouteFocus } from '~/ui/layout/route-focus';
import { ScrollToTop } from '~/ui/layout/scroll-to-top';
import { ServerHtml } from '~/ui/layout/server-html';
import { siteChromeSections } from '~/ui/layout/site-chrome.server';
import { Toaster } from '~/ui/toaster';
import type { Route } from './+types/root';
import './app.css';

export function loader({ context, request }: Route.LoaderArgs) {
  // The configured origin, for canonical and sharing URLs (never the Host header: design §1).
  // inquiryEmail: the coordinator address the inquiry dialog names (spec §2, §8 '{email}').
  // chrome: the header and footer, server sections (no component code in any page's JavaScript).
  // locale: the page's language, from its address (decision 033): `<html lang>` and what pages link to.
  return {
    locale: requestLocale(request),
    publicUrl: context.env.PUBLIC_URL,
    inquiryEmail: context.env.INQUIRY_EMAIL,
    chrome: siteChromeSections(context),
  };
}

// Nothing here changes between navigations in one language: client-side moves do not fetch the header and
// footer again. A move into the other language (a link of the other version) reloads them in its language.
export const shouldRevalidate: ShouldRevalidateFunction = ({ currentUrl, nextUrl }) =>
  localeOfPath(currentUrl.pathname) !== localeOfPath(nextUrl.pathname);

export const links: Route.LinksFunction = () => [
  { rel: 'icon', href: '/favicon.ico', sizes: '32x32' },
  { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
  { rel: 'apple-touch-icon', href: '/apple-touch-icon.png' },
];

/**
 * The error page's headers: those of the response a loader threw (the 503 retry page's Retry-After, from
 * unavailableWithoutDatabase); pages that render normally set none here.
 */
export const headers: Route.HeadersFunction = ({ errorHeaders }) => errorHeaders ?? {};

/** Only seen when a route fails before it can describe itself: the error page's own title. */
export function meta({ error, matches }: Route.MetaArgs) {
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const title = status === 404 ? 'Page Not Found' : status === 503 ? 'Temporarily unavailable' : 'Something went wrong';
  return pageMeta(matches, {
    title: `${title} | ${site.productName}`,
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
  const rootData = useRouteLoaderData<typeof loader>('root');
  const chrome = rootData?.chrome;
  // Without root data (an error before the root loader ran), the address still says the language.
  const locale = rootData?.locale ?? localeOfPath(pathname);
  // Effects run children first: when this one runs, every <Link> on the page is ready to navigate.
  useEffect(hydrationFinished, []);
  const showSiteChrome = !isAdminPath(pathname);
  return (
    <html lang={HTML_LANG[locale]}>
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
        <RouteFocus />
        {/*
          Header and footer: server-rendered HTML the browser keeps (no component code in any page's
          JavaScript). Admin pages hide them rather than omit them, so a later client-side move to a
          public page still finds them in the document.
        */}
        {chrome ? <ServerHtml section={chrome.header} hidden={!showSiteChrome} className="contents" /> : null}
        <main id="main" className="flex-1">
          {children}
        </main>
        {chrome ? <ServerHtml section={chrome.footer} hidden={!showSiteChrome} className="contents" /> : null}
        <Scripts />
      </body>
    </html>
  );
}

export default function App() {
  // TanStack Query is added by the admin and partner-tools layouts only: public pages render from loaders.
  return (
    <>
      <Outlet />
      <Toaster />
    </>
  );
}

// The error screens are fetched only when one is shown: no page that works pays for them.
const NotFoundView = lazy(() => import('~/ui/layout/not-found-view').then((m) => ({ default: m.NotFoundView })));
const ErrorFallback = lazy(() => import('~/ui/layout/error-fallback').then((m) => ({ default: m.ErrorFallback })));

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return (
    <Suspense fallback={null}>
      {isRouteErrorResponse(error) && error.status === 404 ? <NotFoundView /> : <ErrorFallback error={error} />}
    </Suspense>
  );
}
