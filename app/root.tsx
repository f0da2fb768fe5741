import { lazy, type ReactNode, Suspense, useEffect } from 'react';
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  type ShouldRevalidateFunction,
  useLocation,
  useRouteLoaderData,
} from 'react-router';
import { useCspNonce } from '~/lib/csp-nonce';
import { hydrationFinished } from '~/lib/early-link-clicks';
import { site } from '~/lib/site';
import { createI18n, pickClientMessages } from '~/modules/i18n/catalog.server';
import type { ClientMessages } from '~/modules/i18n/client-i18n';
import { ERROR_BOUNDARY_MESSAGE_IDS } from '~/modules/i18n/client-message-ids';
import {
  HTML_LANG,
  LANGUAGE_NAME,
  type Locale,
  localeOfPath,
  otherLocale,
  rememberLanguage,
} from '~/modules/i18n/locales';
import { englishPathOf, localizedPath } from '~/modules/i18n/localized-paths';
import { requestI18n } from '~/modules/i18n/request-i18n.server';
import { portalTwinPath } from '~/modules/partner-portal/portal-constants';
import { toolTwinPath } from '~/modules/partner-tools/tool-links';
import { pageMeta, siteNameFrom } from '~/modules/seo/meta';
import { Container } from '~/ui/container';
import { LANGUAGE_SUGGESTION_SCRIPT, LanguageSuggestion } from '~/ui/layout/language-suggestion';
import { LanguageSwitch } from '~/ui/layout/language-switch';
import { RouteFocus } from '~/ui/layout/route-focus';
import { ServerHtml } from '~/ui/layout/server-html';
import { siteChromeSections } from '~/ui/layout/site-chrome.server';
import { Toaster } from '~/ui/toaster';
import type { Route } from './+types/root';
import './app.css';

export function loader({ context, request }: Route.LoaderArgs) {
  const { locale, i18n } = requestI18n(context, request);
  const { switchHref, languagePaths } = languageVersions(new URL(request.url), locale);
  const otherI18n = createI18n(context.catalogs, otherLocale(locale));
  const productName = site.productName;
  // The configured origin, for canonical and sharing URLs (never the Host header: design §1).
  // inquiryEmail: the coordinator address the inquiry dialog names (spec §2, §8 '{email}').
  // chrome: the header and footer of the language, server sections (no component code in any page's JavaScript).
  // locale: the page's language, from its address (decision 033): `<html lang>` and what pages link to.
  // frame: the few texts the root renders itself, plain strings (no catalogue in the page's JavaScript);
  // errorMessages: the error screen's, picked (it renders in the browser too, from a lazy chunk);
  // siteName: the directory's name in the page's language (og:site_name; the error page's description).
  const siteName = i18n._('meta.siteName', { productName });
  return {
    locale,
    siteName,
    switchHref,
    languagePaths,
    publicUrl: context.env.PUBLIC_URL,
    inquiryEmail: context.env.INQUIRY_EMAIL,
    chrome: siteChromeSections(context, locale),
    frame: {
      skipLink: i18n._('frame.skipToContent'),
      languageLabel: i18n._('languageSwitch.label'),
      titles: {
        notFound: i18n._('meta.pageTitle', { title: i18n._('notFound.heading'), productName }),
        unavailable: i18n._('meta.pageTitle', { title: i18n._('error.unavailableHeading'), productName }),
        error: i18n._('meta.pageTitle', { title: i18n._('error.heading'), productName }),
      },
    },
    errorMessages: pickClientMessages(context.catalogs, locale, ERROR_BOUNDARY_MESSAGE_IDS),
    // In the other language: the suggestion speaks the language it suggests.
    suggestion: {
      text: otherI18n._('banner.text'),
      go: otherI18n._('banner.go'),
      stay: otherI18n._('banner.stay'),
      lang: HTML_LANG[otherLocale(locale)],
    },
  };
}

// Each new address: the switch and the page's French address follow the page (a few hundred bytes, and the
// header and footer markup again; they are the same unless the language changed).
export const shouldRevalidate: ShouldRevalidateFunction = ({ currentUrl, nextUrl }) =>
  currentUrl.pathname !== nextUrl.pathname || currentUrl.search !== nextUrl.search;

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

// Without root data (the root loader itself failed), the error page's words in English.
const ENGLISH_FRAME = {
  skipLink: 'Skip to main content',
  languageLabel: 'Language',
  titles: {
    notFound: `Page Not Found | ${site.productName}`,
    unavailable: `Temporarily unavailable | ${site.productName}`,
    error: `Something went wrong | ${site.productName}`,
  },
};

/** Only seen when a route fails before it can describe itself: the error page's own title, in its language. */
export function meta({ error, matches, loaderData }: Route.MetaArgs) {
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const frame = loaderData?.frame ?? ENGLISH_FRAME;
  const title = status === 404 ? frame.titles.notFound : status === 503 ? frame.titles.unavailable : frame.titles.error;
  return pageMeta(matches, { title, description: siteNameFrom(matches), noindex: true });
}

/** Public pages carry the header and footer; the admin area is a separate tool without them (spec §2). */
function isAdminPath(pathname: string) {
  return pathname === '/admin' || pathname.startsWith('/admin/');
}

/** Pages with no French version: the admin area (no switch there). */
function isEnglishOnlyPath(pathname: string) {
  return /^\/admin(\/|$)/.test(pathname);
}

/**
 * The page's addresses in both languages, on the server (the region table stays there): the switch's target,
 * the same page in the other language keeping the query (same search, same page number), null when the page
 * has none (English-only tools, a French address that names no page); and the French address of its English
 * path, with and without the query, for pageMeta's canonical and hreflang alternates.
 */
function languageVersions(url: URL, locale: Locale) {
  // The partner portal: the switch keeps the page (and its token), no alternates (it is noindex).
  const portalTwin = portalTwinPath(`${url.pathname}${url.search}`);
  if (portalTwin !== null) return { switchHref: portalTwin, languagePaths: {} };
  // The partner tools likewise (noindex): the same tool, its prefilled facts kept.
  const toolTwin = toolTwinPath(`${url.pathname}${url.search}`);
  if (toolTwin !== null) return { switchHref: toolTwin, languagePaths: {} };
  const englishPath = isEnglishOnlyPath(url.pathname) ? null : englishPathOf(`${url.pathname}${url.search}`);
  const languagePaths: Record<string, string> = {};
  if (englishPath === null) return { switchHref: null, languagePaths };
  for (const path of [englishPath, englishPath.replace(/[?#].*$/, '')]) {
    const french = localizedPath(path, 'fr');
    if (french !== null) languagePaths[path] = french;
  }
  return { switchHref: localizedPath(englishPath, otherLocale(locale)), languagePaths };
}

export function Layout({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  const rootData = useRouteLoaderData<typeof loader>('root');
  const chrome = rootData?.chrome;
  // Without root data (an error before the root loader ran), the address still says the language.
  const locale = rootData?.locale ?? localeOfPath(pathname);
  const frame = rootData?.frame ?? ENGLISH_FRAME;
  const switchHref = rootData?.switchHref ?? null;
  const other = otherLocale(locale);
  // Effects run children first: when this one runs, every <Link> on the page is ready to navigate.
  useEffect(hydrationFinished, []);
  const nonce = useCspNonce();
  const showSiteChrome = !isAdminPath(pathname);
  return (
    // The head script marks <html> before React hydrates it (data-suggest-language).
    <html lang={HTML_LANG[locale]} suppressHydrationWarning>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        {/* Before the body is drawn: whether the language suggestion shows (no layout shift). */}
        <script
          nonce={nonce}
          suppressHydrationWarning
          // Its text only in the server's HTML: it has run by the time the browser renders this.
          dangerouslySetInnerHTML={{ __html: import.meta.env.SSR ? LANGUAGE_SUGGESTION_SCRIPT : '' }}
        />
        <meta name="color-scheme" content="light" />
        <Meta />
        <Links />
      </head>
      <body className="flex min-h-dvh flex-col">
        <a
          href="#main"
          className="bg-brand-700 sr-only z-50 rounded-md px-4 py-3 text-white focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
        >
          {frame.skipLink}
        </a>
        <RouteFocus />
        {/*
          Header and footer: server-rendered HTML the browser keeps (no component code in any page's
          JavaScript). Admin pages hide them rather than omit them, so a later client-side move to a
          public page still finds them in the document.
        */}
        {chrome ? (
          <header className="border-line border-b bg-white/95" hidden={!showSiteChrome}>
            <Container className="flex min-h-16 flex-wrap items-center justify-between gap-x-4 gap-y-1 py-2">
              <ServerHtml section={chrome.header} className="contents" />
              {switchHref === null ? null : (
                <LanguageSwitch
                  href={switchHref}
                  lang={HTML_LANG[other]}
                  name={LANGUAGE_NAME[other]}
                  label={frame.languageLabel}
                  onChoose={() => rememberLanguage(other)}
                />
              )}
            </Container>
          </header>
        ) : null}
        {switchHref !== null && rootData && showSiteChrome ? (
          <LanguageSuggestion locale={locale} href={switchHref} texts={rootData.suggestion} />
        ) : null}
        {children}
        {chrome ? <ServerHtml section={chrome.footer} hidden={!showSiteChrome} className="contents" /> : null}
        {/*
          In the layout, not the app, so the error screens too: a new page (or a new page of results) starts
          at the top, Back returns to where the visitor was.
        */}
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

export default function App() {
  const { pathname } = useLocation();
  // TanStack Query is added by the admin and partner-tools layouts only: public pages render from loaders.
  // Admin screens draw their own main after their header and sections, so the skip link passes those too.
  return (
    <>
      {isAdminPath(pathname) ? (
        <Outlet />
      ) : (
        <main id="main" className="flex-1">
          <Outlet />
        </main>
      )}
      <Toaster />
    </>
  );
}

// The error screens and Lingui's runtime are fetched only when one is shown: no page that works pays for them.
// Not localizedPath('/'): its region table would join every page's JavaScript.
const FRENCH_HOME = '/fr';
const ErrorScreen = lazy(() => import('~/ui/layout/error-screen'));

const NO_MESSAGES: ClientMessages = { locale: 'en', messages: {} };

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const { pathname } = useLocation();
  const rootData = useRouteLoaderData<typeof loader>('root');
  const locale = rootData?.locale ?? localeOfPath(pathname);
  return (
    <main id="main" className="flex-1">
      <Suspense fallback={null}>
        <ErrorScreen
          error={error}
          notFound={isRouteErrorResponse(error) && error.status === 404}
          // Without root data, the messages are missing: the screen then renders nothing rather than raw ids.
          messages={(rootData?.errorMessages as ClientMessages | undefined) ?? NO_MESSAGES}
          homeHref={locale === 'fr' ? FRENCH_HOME : '/'}
        />
      </Suspense>
    </main>
  );
}
