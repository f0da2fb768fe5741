import CheckCircle2 from 'lucide-react/icons/check-circle-2';
import { data, Form, Link, redirect } from 'react-router';
import { unavailableWithoutDatabase } from '~/lib/database-unavailable.server';
import { isAppError } from '~/lib/errors';
import { site } from '~/lib/site';
import { confirmLinkState, confirmListingByLink } from '~/modules/partner-portal/portal.service.server';
import { SIGN_IN_PATH } from '~/modules/partner-portal/portal-constants';
import { PORTAL_HEADERS } from '~/modules/partner-portal/portal-session.server';
import { pageMeta } from '~/modules/seo/meta';
import { Alert } from '~/ui/alert';
import { Button } from '~/ui/button';
import { Container } from '~/ui/container';
import type { Route } from './+types/confirm';

// /partner-portal/confirm/{token}: the reminder email's "Yes, still right". Opening the link changes
// nothing (mail scanners open links); the one button confirms the one listing the link names.

export const headers: Route.HeadersFunction = () => PORTAL_HEADERS;

export const loader = unavailableWithoutDatabase(async ({ params, request, context }: Route.LoaderArgs) => {
  const link = await confirmLinkState(context.db, params.token);
  // After the button: the link is used, and ?confirmed=1 says by this post (post/redirect/get).
  if (link === 'used' && new URL(request.url).searchParams.get('confirmed') === '1') {
    return { state: 'confirmed' as const };
  }
  return data(
    { state: link === 'usable' ? ('ready' as const) : ('unusable' as const) },
    { status: link === 'usable' ? 200 : 404 },
  );
});

export const action = unavailableWithoutDatabase(async ({ params, context }: Route.ActionArgs) => {
  try {
    await confirmListingByLink(context.db, { token: params.token });
  } catch (error) {
    if (isAppError(error, 'NOT_FOUND')) return data({ state: 'unusable' as const }, { status: 404 });
    throw error;
  }
  throw redirect(`/partner-portal/confirm/${encodeURIComponent(params.token)}?confirmed=1`, 303);
});

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta(matches, {
    title: `Is your listing still right? | ${site.productName}`,
    description: 'Confirm that your partner listing is still right.',
    noindex: true,
  });
}

export default function PortalConfirmPage({ loaderData, actionData }: Route.ComponentProps) {
  const state = actionData?.state ?? loaderData.state;
  return (
    <Container className="max-w-xl py-10 sm:py-14">
      <h1 className="text-ink text-3xl leading-tight font-semibold sm:text-4xl">Is your listing still right?</h1>
      {state === 'ready' ? (
        <Form method="post" className="mt-6 grid gap-4">
          <p className="text-ink text-lg">If nothing changed, confirm it and families will see today's date.</p>
          <div>
            <Button type="submit">
              <CheckCircle2 aria-hidden="true" />
              Yes, still right
            </Button>
          </div>
          <p>
            Something changed?{' '}
            <Link to={SIGN_IN_PATH} className="text-brand-700 font-medium underline underline-offset-4">
              Sign in to edit your listing
            </Link>
          </p>
        </Form>
      ) : state === 'confirmed' ? (
        <Alert className="mt-6">
          <span role="status">Thank you. Your listing now shows that its information was checked today.</span>
        </Alert>
      ) : (
        <div className="mt-6 grid gap-4">
          <Alert variant="destructive">
            This link cannot be used: it has expired, was already used, or is not a link we sent.
          </Alert>
          <p>
            <Link to={SIGN_IN_PATH} className="text-brand-700 font-medium underline underline-offset-4">
              Sign in to check your listing
            </Link>
          </p>
        </div>
      )}
    </Container>
  );
}
