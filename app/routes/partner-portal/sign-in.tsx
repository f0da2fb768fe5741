import Mail from 'lucide-react/icons/mail';
import { data, Form, redirect } from 'react-router';
import { unavailableWithoutDatabase } from '~/lib/database-unavailable.server';
import { isAppError } from '~/lib/errors';
import { site } from '~/lib/site';
import { readSmallForm } from '~/lib/small-form.server';
import { toFieldErrors } from '~/lib/validation';
import { requestSignInLink } from '~/modules/partner-portal/portal-link-requests.server';
import { LINK_SENT_MESSAGE, PORTAL_PATH, SIGN_IN_PATH } from '~/modules/partner-portal/portal-constants';
import { linkRequestSchema } from '~/modules/partner-portal/portal.schema';
import { PORTAL_HEADERS, sessionTokenFrom } from '~/modules/partner-portal/portal-session.server';
import { validatePortalSession } from '~/modules/partner-portal/portal-auth.service.server';
import { pageMeta } from '~/modules/seo/meta';
import { Alert } from '~/ui/alert';
import { Button } from '~/ui/button';
import { Container } from '~/ui/container';
import { FormField, fieldA11y } from '~/ui/form-field';
import { Input } from '~/ui/input';
import type { Route } from './+types/sign-in';

// /partner-portal/sign-in: a partner asks for a one-time link to the email on its listing.

/** One address and the form's framing: anything larger is refused before it is read. */
const SIGN_IN_BODY_LIMIT = 4 * 1024;

/** A refused post's own headers (Retry-After, Connection) reach the client. */
export const headers: Route.HeadersFunction = ({ actionHeaders }) => {
  const own = ['Retry-After', 'Connection'].filter((name) => actionHeaders.has(name));
  return { ...PORTAL_HEADERS, ...Object.fromEntries(own.map((name) => [name, actionHeaders.get(name) ?? ''])) };
};

export const loader = unavailableWithoutDatabase(async ({ request, context }: Route.LoaderArgs) => {
  const session = await validatePortalSession(context.db, { token: await sessionTokenFrom(request, context.env) });
  if (session) throw redirect(PORTAL_PATH);
  return { sent: new URL(request.url).searchParams.get('sent') === '1' };
});

export const action = unavailableWithoutDatabase(async ({ request, context }: Route.ActionArgs) => {
  const body = await readSmallForm(
    request,
    SIGN_IN_BODY_LIMIT,
    'This form is too large to send. Reload the page and try again.',
    'This form could not be read. Reload the page and try again.',
  );
  if ('refused' in body) return body.refused;
  const { form } = body;
  const values = { email: String(form.get('email') ?? '') };
  const parsed = linkRequestSchema.safeParse(values);
  if (!parsed.success) return data({ fieldErrors: toFieldErrors(parsed.error), values }, { status: 400 });
  try {
    await requestSignInLink(context.database, {
      email: parsed.data.email,
      clientIp: context.clientIp ?? 'unknown',
      maxPerWindow: context.env.RATE_LIMIT_PORTAL_LINK_MAX,
    });
  } catch (error) {
    if (isAppError(error, 'RATE_LIMITED')) {
      const retryAfter = String(error.retryAfterSeconds ?? 60);
      return data({ formError: error.message, values }, { status: 429, headers: { 'Retry-After': retryAfter } });
    }
    throw error;
  }
  throw redirect(`${SIGN_IN_PATH}?sent=1`, 303);
});

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta(matches, {
    title: `Partner sign-in | ${site.productName}`,
    description: 'Partners sign in to keep their listing up to date.',
    noindex: true,
  });
}

export default function PortalSignInPage({ loaderData, actionData }: Route.ComponentProps) {
  const errors: Record<string, string> =
    (actionData && 'fieldErrors' in actionData ? actionData.fieldErrors : {}) ?? {};
  const formError = actionData && 'formError' in actionData ? actionData.formError : undefined;
  return (
    <Container className="max-w-xl py-10 sm:py-14">
      <h1 className="text-ink text-3xl leading-tight font-semibold sm:text-4xl">Partner sign-in</h1>
      <p className="text-muted mt-3 text-lg">
        Keep your listing up to date and see the inquiries families send you. We email you a link to sign in: no
        password needed.
      </p>
      {loaderData.sent ? (
        <Alert className="mt-6">
          <span role="status">{LINK_SENT_MESSAGE}</span>
        </Alert>
      ) : null}
      <Form method="post" noValidate className="mt-6 grid gap-5">
        {formError ? <Alert variant="destructive">{formError}</Alert> : null}
        <FormField
          id="portal-email"
          label="Email on your listing"
          required
          hint="The address families see on your listing."
          error={errors.email}
        >
          <Input
            name="email"
            type="email"
            autoComplete="email"
            maxLength={254}
            defaultValue={actionData && 'values' in actionData ? actionData.values.email : ''}
            {...fieldA11y('portal-email', { error: errors.email, hint: true, required: true })}
          />
        </FormField>
        <div>
          <Button type="submit">
            <Mail aria-hidden="true" />
            Email me a sign-in link
          </Button>
        </div>
      </Form>
    </Container>
  );
}
