import { Trans } from '@lingui/react';
import LogIn from 'lucide-react/icons/log-in';
import Mail from 'lucide-react/icons/mail';
import { data, Form, Link, redirect } from 'react-router';
import { unavailableWithoutDatabase } from '~/lib/database-unavailable.server';
import { isAppError } from '~/lib/errors';
import { site } from '~/lib/site';
import { pickClientMessages } from '~/modules/i18n/catalog.server';
import { ClientI18nProvider, type ClientMessages } from '~/modules/i18n/client-i18n';
import { PORTAL_SIGN_IN_MESSAGE_IDS } from '~/modules/i18n/client-message-ids';
import { requestI18n } from '~/modules/i18n/request-i18n.server';
import { readSmallForm } from '~/lib/small-form.server';
import { linkState, signInWithLink } from '~/modules/partner-portal/portal-auth.service.server';
import { portalPaths, SIGN_IN_LINK_MINUTES } from '~/modules/partner-portal/portal-constants';
import { requestNewSignInLink } from '~/modules/partner-portal/portal-link-requests.server';
import { portalFormUnreadable, portalTooManyLinks } from '~/modules/partner-portal/portal-messages.server';
import { PORTAL_HEADERS, setSessionCookie } from '~/modules/partner-portal/portal-session.server';
import { pageMeta } from '~/modules/seo/meta';
import { Alert } from '~/ui/alert';
import { Button } from '~/ui/button';
import { Container } from '~/ui/container';
import type { Route } from './+types/sign-in-link';

// /partner-portal/sign-in/{token} (in French /fr/portail-partenaire/connexion/{token}): the emailed link.
// Opening it changes nothing (mail scanners open links); the button posts it, which uses it up and starts the
// session, one cookie for both languages. An expired link's page emails a new one to the same address, as the
// sign-in form would (decision 031); a used or forged one says only that it cannot be used.

/** The form's intent and framing only. */
const LINK_BODY_LIMIT = 1024;

type PageState = 'usable' | 'expired' | 'unusable';

const pageState = (state: Awaited<ReturnType<typeof linkState>>): PageState =>
  state === 'usable' || state === 'expired' ? state : 'unusable';

/** A refused request's Retry-After reaches the client. */
export const headers: Route.HeadersFunction = ({ actionHeaders }) => {
  const retryAfter = actionHeaders.get('Retry-After');
  return retryAfter ? { ...PORTAL_HEADERS, 'Retry-After': retryAfter } : PORTAL_HEADERS;
};

export const loader = unavailableWithoutDatabase(async ({ params, request, context }: Route.LoaderArgs) => {
  const { locale, i18n } = requestI18n(context, request);
  const state = pageState(await linkState(context.db, { token: params.token, purpose: 'sign-in' }));
  return data(
    {
      state,
      signInPath: portalPaths(locale).signIn,
      title: i18n._('portal.signIn.title', { productName: site.productName }),
      description: i18n._('portal.signInLink.description'),
      messages: pickClientMessages(context.catalogs, locale, PORTAL_SIGN_IN_MESSAGE_IDS),
    },
    { status: state === 'usable' ? 200 : 404 },
  );
});

export const action = unavailableWithoutDatabase(async ({ params, request, context }: Route.ActionArgs) => {
  const { locale, i18n } = requestI18n(context, request);
  const body = await readSmallForm(
    request,
    LINK_BODY_LIMIT,
    i18n._('portal.error.formTooLarge'),
    portalFormUnreadable(i18n),
  );
  if ('refused' in body) return body.refused;
  const unusable = async () =>
    data(
      { state: pageState(await linkState(context.db, { token: params.token, purpose: 'sign-in' })) },
      { status: 404 },
    );
  if (body.form.get('intent') === 'new-link') {
    try {
      await requestNewSignInLink(context.database, {
        token: params.token,
        clientIp: context.clientIp ?? 'unknown',
        maxPerWindow: context.env.RATE_LIMIT_PORTAL_LINK_MAX,
        locale,
      });
    } catch (error) {
      if (isAppError(error, 'NOT_FOUND')) return unusable();
      if (isAppError(error, 'RATE_LIMITED')) {
        return data(
          { state: 'expired' as const, formError: portalTooManyLinks(i18n, error.message, context.env.INQUIRY_EMAIL) },
          { status: 429, headers: { 'Retry-After': String(error.retryAfterSeconds ?? 60) } },
        );
      }
      throw error;
    }
    // The sign-in form's own answer, whether or not the address is still on a listing.
    throw redirect(portalPaths(locale).signInWith('sent'), 303);
  }
  try {
    const { sessionToken } = await signInWithLink(context.db, { token: params.token });
    throw redirect(portalPaths(locale).portal, {
      status: 303,
      headers: { 'Set-Cookie': await setSessionCookie(context.env, sessionToken) },
    });
  } catch (error) {
    if (isAppError(error, 'NOT_FOUND')) return unusable();
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
  const state = actionData && 'state' in actionData ? actionData.state : loaderData.state;
  const formError = actionData && 'formError' in actionData ? actionData.formError : undefined;
  return (
    // Loader data's type spells compiled messages loosely; they are pickClientMessages' own.
    <ClientI18nProvider messages={loaderData.messages as ClientMessages}>
      <Container className="max-w-xl py-10 sm:py-14">
        <h1 className="text-ink text-3xl leading-tight font-semibold sm:text-4xl">
          <Trans id="portal.signIn.heading" />
        </h1>
        {state === 'usable' ? (
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
        ) : state === 'expired' ? (
          <Form method="post" className="mt-6 grid gap-4">
            {formError ? <Alert variant="destructive">{formError}</Alert> : null}
            <p className="text-ink text-lg">
              <Trans id="portal.signInLink.expired" values={{ minutes: SIGN_IN_LINK_MINUTES }} />
            </p>
            <div>
              <Button type="submit" name="intent" value="new-link">
                <Mail aria-hidden="true" />
                <Trans id="portal.signInLink.sendNew" />
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
