import LogIn from 'lucide-react/icons/log-in';
import { data, Form, Link, redirect } from 'react-router';
import { unavailableWithoutDatabase } from '~/lib/database-unavailable.server';
import { isAppError } from '~/lib/errors';
import { site } from '~/lib/site';
import { isLinkUsable, signInWithLink } from '~/modules/partner-portal/portal-auth.service.server';
import { LINK_UNUSABLE_MESSAGE, PORTAL_PATH, SIGN_IN_PATH } from '~/modules/partner-portal/portal-constants';
import { PORTAL_HEADERS, setSessionCookie } from '~/modules/partner-portal/portal-session.server';
import { pageMeta } from '~/modules/seo/meta';
import { Alert } from '~/ui/alert';
import { Button } from '~/ui/button';
import { Container } from '~/ui/container';
import type { Route } from './+types/sign-in-link';

// /partner-portal/sign-in/{token}: the emailed link. Opening it changes nothing (mail scanners open links);
// the button posts it, which uses it up and starts the session.

export const headers: Route.HeadersFunction = () => PORTAL_HEADERS;

export const loader = unavailableWithoutDatabase(async ({ params, context }: Route.LoaderArgs) => {
  const usable = await isLinkUsable(context.db, { token: params.token, purpose: 'sign-in' });
  return data({ usable }, { status: usable ? 200 : 404 });
});

export const action = unavailableWithoutDatabase(async ({ params, context }: Route.ActionArgs) => {
  try {
    const { sessionToken } = await signInWithLink(context.db, { token: params.token });
    throw redirect(PORTAL_PATH, {
      status: 303,
      headers: { 'Set-Cookie': await setSessionCookie(context.env, sessionToken) },
    });
  } catch (error) {
    if (isAppError(error, 'NOT_FOUND')) return data({ usable: false }, { status: 404 });
    throw error;
  }
});

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta(matches, {
    title: `Partner sign-in | ${site.productName}`,
    description: 'Sign in to the partner portal.',
    noindex: true,
  });
}

export default function PortalSignInLinkPage({ loaderData, actionData }: Route.ComponentProps) {
  const usable = actionData ? actionData.usable : loaderData.usable;
  return (
    <Container className="max-w-xl py-10 sm:py-14">
      <h1 className="text-ink text-3xl leading-tight font-semibold sm:text-4xl">Partner sign-in</h1>
      {usable ? (
        <Form method="post" className="mt-6 grid gap-4">
          <p className="text-ink text-lg">Welcome. Continue to your listing.</p>
          <div>
            <Button type="submit">
              <LogIn aria-hidden="true" />
              Continue to my listing
            </Button>
          </div>
        </Form>
      ) : (
        <div className="mt-6 grid gap-4">
          <Alert variant="destructive">{LINK_UNUSABLE_MESSAGE}</Alert>
          <p>
            <Link to={SIGN_IN_PATH} className="text-brand-700 font-medium underline underline-offset-4">
              Get a new sign-in link
            </Link>
          </p>
        </div>
      )}
    </Container>
  );
}
