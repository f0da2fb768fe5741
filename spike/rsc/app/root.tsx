import type { ReactNode } from 'react';
import { Links, Meta, Outlet } from 'react-router';
import { SiteFooter } from '~/ui/layout/site-footer';
import { SiteHeader } from '~/ui/layout/site-header';
import { appContext } from './context.server';
import './app.css';

export async function loader() {
  const { env } = await appContext();
  // The inquiry dialog (a client component, loaded on intent) names the coordinator address.
  return { publicUrl: env.PUBLIC_URL, inquiryEmail: env.INQUIRY_EMAIL };
}

export const links = () => [
  { rel: 'icon', href: '/favicon.ico', sizes: '32x32' },
  { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
];

// The header and footer are server components: plain JSX, no id, no HTML string, no code in the browser.
export function ServerLayout({ children }: { children: ReactNode }) {
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
        <SiteHeader />
        <main id="main" className="flex-1">
          {children}
        </main>
        <SiteFooter />
      </body>
    </html>
  );
}

export function ServerComponent() {
  return <Outlet />;
}
