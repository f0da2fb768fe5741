import { Trans } from '@lingui/react';
import LogIn from 'lucide-react/icons/log-in';
import { data, Form, Link, redirect } from 'react-router';
import { unavailableWithoutDatabase } from '~/lib/database-unavailable.server';
import { isAppError } from '~/lib/errors';
import { site } from '~/lib/site';
import { pickClientMessages } from '~/modules/i18n/catalog.server';
import { ClientI18nProvider, type ClientMessages } from '~/modules/i18n/client-i18n';
import { PORTAL_SIGN_IN_MESSAGE_IDS } from '~/modules/i18n/client-message-ids';
import { requestI18n } from '~/modules/i18n/request-i18n.server';
import { isLinkUsable, signInWithLink } from '~/modules/partner-portal/portal-auth.service.server';
import { portalPaths } from '~/modules/partner-portal/portal-constants';
import { PORTAL_HEADERS, setSessionCookie } from '~/modules/partner-portal/portal-session.server';
import { pageMeta } from '~/modules/seo/meta';
import { Alert } from '~/ui/alert';
import { Button } from '~/ui/button';
import { Container } from '~/ui/container';
import type { Route } from './+types/sign-in-link';

// /partner-portal/sign-in/{token} (in French /fr/portail-partenaire/connexion/{token}): the emailed link.
// Opening it changes nothing (mail scanners open links); the button posts it, which uses it up and starts the
// session, one cookie for both languages.

export const headers: Route.HeadersFunction = () => PORTAL_HEADERS;

export const loader = unavailableWithoutDatabase(async ({ params, request, context }: Route.LoaderArgs) => {
  const { locale, i18n } = requestI18n(context, request);
  const usable = await isLinkUsable(context.db, { token: params.token, purpose: 'sign-in' });
  return data(
    {
      usable,
      signInPath: portalPaths(locale).signIn,
      title: i18n._('portal.signIn.title', { productName: site.productName }),
      description: i18n._('portal.signInLink.description'),
      messages: pickClientMessages(context.catalogs, locale, PORTAL_SIGN_IN_MESSAGE_IDS),
    },
    { status: usable ? 200 : 404 },
  );
});

export const action = unavailableWithoutDatabase(async ({ params, request, context }: Route.ActionArgs) => {
  const { locale } = requestI18n(context, request);
  try {
    const { sessionToken } = await signInWithLink(context.db, { token: params.token });
    throw redirect(portalPaths(locale).portal, {
      status: 303,
      headers: { 'Set-Cookie': await setSessionCookie(context.env, sessionToken) },
    });
  } catch (error) {
    if (isAppError(error, 'NOT_FOUND')) return data({ usable: false }, { status: 404 });
    throw error;
  }
});

export function meta({ matches, loaderData }: Route.MetaArgs) {
  return pageMeta(matches, {
    title: loaderData?.title ?? `Partner sign-in | ${site.productName}`,
    description: loaderData?.description ?? 'Sign in to the partner portal.',
    noindex: true,
  });
}

export default function PortalSignInLinkPage({ loaderData, actionData }: Route.ComponentProps) {
  const usable = actionData ? actionData.usable : loaderData.usable;
  return (
    // Loader data's type spells compiled messages loosely; they are pickClientMessages' own.
    <ClientI18nProvider messages={loaderData.messages as ClientMessages}>
      <Container className="max-w-xl py-10 sm:py-14">
        <h1 className="text-ink text-3xl leading-tight font-semibold sm:text-4xl">
          <Trans id="portal.signIn.heading" />
        </h1>
        {usable ? (
          <Form method="post" className="mt-6 grid gap-4">
            <p className="text-ink text-lg">
              <Trans id="portal.signInLink.welcome" />
            </p>
            <div>
              <Button type="submit">
                <LogIn aria-hidden="true" />
                <Trans id="portal.signInLink.continue" />
              </Button>
            </div>
          </Form>
        ) : (
          <div className="mt-6 grid gap-4">
            <Alert variant="destructive">
              <Trans id="portal.linkUnusable" />
            </Alert>
            <p>
              <Link to={loaderData.signInPath} className="text-brand-700 font-medium underline underline-offset-4">
                <Trans id="portal.signInLink.newLink" />
              </Link>
            </p>
          </div>
        )}
      </Container>
    </ClientI18nProvider>
  );
}
