import { Trans } from '@lingui/react';
import type { ReactNode } from 'react';
import CheckCircle2 from 'lucide-react/icons/check-circle-2';
import { data, Form, Link, redirect } from 'react-router';
import { unavailableWithoutDatabase } from '~/lib/database-unavailable.server';
import { isAppError } from '~/lib/errors';
import { site } from '~/lib/site';
import { pickClientMessages } from '~/modules/i18n/catalog.server';
import { ClientI18nProvider, type ClientMessages } from '~/modules/i18n/client-i18n';
import { PORTAL_SIGN_IN_MESSAGE_IDS } from '~/modules/i18n/client-message-ids';
import { requestI18n } from '~/modules/i18n/request-i18n.server';
import { confirmLinkState, confirmListingByLink } from '~/modules/partner-portal/portal.service.server';
import { portalPaths } from '~/modules/partner-portal/portal-constants';
import { PORTAL_HEADERS } from '~/modules/partner-portal/portal-session.server';
import { pageMeta } from '~/modules/seo/meta';
import { Alert } from '~/ui/alert';
import { Button } from '~/ui/button';
import { Container } from '~/ui/container';
import type { Route } from './+types/confirm';

// /partner-portal/confirm/{token} (in French /fr/portail-partenaire/confirmer/{token}): the reminder email's
// "Yes, still right". Opening the link changes nothing (mail scanners open links); the one button confirms
// the one listing the link names.

export const headers: Route.HeadersFunction = () => PORTAL_HEADERS;

export const loader = unavailableWithoutDatabase(async ({ params, request, context }: Route.LoaderArgs) => {
  const { locale, i18n } = requestI18n(context, request);
  const link = await confirmLinkState(context.db, params.token);
  const page = {
    signInPath: portalPaths(locale).signIn,
    title: i18n._('portal.confirm.title', { productName: site.productName }),
    description: i18n._('portal.confirm.description'),
    messages: pickClientMessages(context.catalogs, locale, PORTAL_SIGN_IN_MESSAGE_IDS),
  };
  // After the button: the link is used, and ?confirmed=1 says by this post (post/redirect/get).
  if (link === 'used' && new URL(request.url).searchParams.get('confirmed') === '1') {
    return { ...page, state: 'confirmed' as const };
  }
  return data(
    { ...page, state: link === 'usable' ? ('ready' as const) : ('unusable' as const) },
    { status: link === 'usable' ? 200 : 404 },
  );
});

export const action = unavailableWithoutDatabase(async ({ params, request, context }: Route.ActionArgs) => {
  const { locale } = requestI18n(context, request);
  try {
    await confirmListingByLink(context.db, { token: params.token });
  } catch (error) {
    if (isAppError(error, 'NOT_FOUND')) return data({ state: 'unusable' as const }, { status: 404 });
    if (isAppError(error, 'CONFLICT')) return data({ state: 'changeWaiting' as const }, { status: 409 });
    throw error;
  }
  throw redirect(`${portalPaths(locale).confirm(params.token)}?confirmed=1`, 303);
});

export function meta({ matches, loaderData }: Route.MetaArgs) {
  return pageMeta(matches, {
    title: loaderData?.title ?? `Is your listing still right? | ${site.productName}`,
    description: loaderData?.description ?? 'Confirm that your partner listing is still right.',
    noindex: true,
  });
}

export default function PortalConfirmPage({ loaderData, actionData }: Route.ComponentProps) {
  const state = actionData?.state ?? loaderData.state;
  const signInLink = (label: ReactNode) => (
    <Link to={loaderData.signInPath} className="text-brand-700 font-medium underline underline-offset-4">
      {label}
    </Link>
  );
  return (
    // Loader data's type spells compiled messages loosely; they are pickClientMessages' own.
    <ClientI18nProvider messages={loaderData.messages as ClientMessages}>
      <Container className="max-w-xl py-10 sm:py-14">
        <h1 className="text-ink text-3xl leading-tight font-semibold sm:text-4xl">
          <Trans id="portal.stillRightQuestion" />
        </h1>
        {state === 'ready' ? (
          <Form method="post" className="mt-6 grid gap-4">
            <p className="text-ink text-lg">
              <Trans id="portal.confirm.intro" />
            </p>
            <div>
              <Button type="submit">
                <CheckCircle2 aria-hidden="true" />
                <Trans id="portal.stillRight" />
              </Button>
            </div>
            <p>
              <Trans id="portal.confirm.changed" /> {signInLink(<Trans id="portal.confirm.signInToEdit" />)}
            </p>
          </Form>
        ) : state === 'confirmed' ? (
          <Alert className="mt-6">
            <span role="status">
              <Trans id="portal.confirm.thanks" />
            </span>
          </Alert>
        ) : state === 'changeWaiting' ? (
          <div className="mt-6 grid gap-4">
            <Alert role="alert">
              <Trans id="portal.confirm.changeWaiting" />
            </Alert>
            <p>{signInLink(<Trans id="portal.confirm.signInToCheck" />)}</p>
          </div>
        ) : (
          <div className="mt-6 grid gap-4">
            <Alert variant="destructive">
              <Trans id="portal.confirm.unusable" />
            </Alert>
            <p>{signInLink(<Trans id="portal.confirm.signInToCheck" />)}</p>
          </div>
        )}
      </Container>
    </ClientI18nProvider>
  );
}
