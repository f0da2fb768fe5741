import { Trans, useLingui } from '@lingui/react';
import Mail from 'lucide-react/icons/mail';
import { type FormEvent, useState } from 'react';
import { data, Form, redirect } from 'react-router';
import { unavailableWithoutDatabase } from '~/lib/database-unavailable.server';
import { isAppError } from '~/lib/errors';
import { site } from '~/lib/site';
import { pickClientMessages } from '~/modules/i18n/catalog.server';
import { ClientI18nProvider, type ClientMessages } from '~/modules/i18n/client-i18n';
import { PORTAL_SIGN_IN_MESSAGE_IDS } from '~/modules/i18n/client-message-ids';
import { requestI18n } from '~/modules/i18n/request-i18n.server';
import { readSmallForm } from '~/lib/small-form.server';
import { requestSignInLink } from '~/modules/partner-portal/portal-link-requests.server';
import { portalPaths, SIGN_IN_NOTICES, type SignInNotice } from '~/modules/partner-portal/portal-constants';
import {
  portalFieldErrors,
  portalFormUnreadable,
  portalTooManyLinks,
} from '~/modules/partner-portal/portal-messages.server';
import { signInFieldErrors } from '~/modules/partner-portal/portal-email-errors';
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

// /partner-portal/sign-in (in French /fr/portail-partenaire/connexion): a partner asks for a one-time link to
// the email on its listing.

/** One address and the form's framing: anything larger is refused before it is read. */
const SIGN_IN_BODY_LIMIT = 4 * 1024;

/** A refused post's own headers (Retry-After, Connection) reach the client. */
export const headers: Route.HeadersFunction = ({ actionHeaders }) => {
  const own = ['Retry-After', 'Connection'].filter((name) => actionHeaders.has(name));
  return { ...PORTAL_HEADERS, ...Object.fromEntries(own.map((name) => [name, actionHeaders.get(name) ?? ''])) };
};

export const loader = unavailableWithoutDatabase(async ({ request, context }: Route.LoaderArgs) => {
  const { locale, i18n } = requestI18n(context, request);
  const session = await validatePortalSession(context.db, { token: await sessionTokenFrom(request, context.env) });
  if (session) throw redirect(portalPaths(locale).portal);
  const params = new URL(request.url).searchParams;
  return {
    notice: SIGN_IN_NOTICES.find((notice) => params.has(notice)) ?? null,
    title: i18n._('portal.signIn.title', { productName: site.productName }),
    description: i18n._('portal.signIn.description'),
    messages: pickClientMessages(context.catalogs, locale, PORTAL_SIGN_IN_MESSAGE_IDS),
  };
});

export const action = unavailableWithoutDatabase(async ({ request, context }: Route.ActionArgs) => {
  const { locale, i18n } = requestI18n(context, request);
  const body = await readSmallForm(
    request,
    SIGN_IN_BODY_LIMIT,
    i18n._('portal.error.formTooLarge'),
    portalFormUnreadable(i18n),
  );
  if ('refused' in body) return body.refused;
  const { form } = body;
  const values = { email: String(form.get('email') ?? '') };
  const parsed = linkRequestSchema.safeParse(values);
  if (!parsed.success) {
    return data({ fieldErrors: portalFieldErrors(i18n, parsed.error, values), values }, { status: 400 });
  }
  try {
    await requestSignInLink(context.database, {
      email: parsed.data.email,
      clientIp: context.clientIp ?? 'unknown',
      maxPerWindow: context.env.RATE_LIMIT_PORTAL_LINK_MAX,
      locale,
    });
  } catch (error) {
    if (isAppError(error, 'RATE_LIMITED')) {
      const retryAfter = String(error.retryAfterSeconds ?? 60);
      return data(
        { formError: portalTooManyLinks(i18n, error.message, context.env.INQUIRY_EMAIL), values },
        { status: 429, headers: { 'Retry-After': retryAfter } },
      );
    }
    throw error;
  }
  throw redirect(portalPaths(locale).signInWith('sent'), 303);
});

export function meta({ matches, loaderData }: Route.MetaArgs) {
  return pageMeta(matches, {
    title: loaderData?.title ?? `Partner sign-in | ${site.productName}`,
    description: loaderData?.description ?? 'Partners sign in to keep their listing up to date.',
    noindex: true,
  });
}

export default function PortalSignInPage({ loaderData, actionData }: Route.ComponentProps) {
  return (
    // Loader data's type spells compiled messages loosely; they are pickClientMessages' own.
    <ClientI18nProvider messages={loaderData.messages as ClientMessages}>
      <SignIn notice={loaderData.notice} actionData={actionData} />
    </ClientI18nProvider>
  );
}

function SignIn({
  notice,
  actionData,
}: {
  notice: SignInNotice | null;
  actionData: Route.ComponentProps['actionData'];
}) {
  const { i18n } = useLingui();
  // Once hydrated, the shared schema checks the address first and focus goes to it when refused.
  const [clientErrors, setClientErrors] = useState<Record<string, string> | null>(null);
  const errors: Record<string, string> =
    clientErrors ?? (actionData && 'fieldErrors' in actionData ? actionData.fieldErrors : {}) ?? {};

  function check(event: FormEvent<HTMLFormElement>) {
    const values = { email: String(new FormData(event.currentTarget).get('email') ?? '') };
    const result = linkRequestSchema.safeParse(values);
    if (result.success) {
      setClientErrors(null);
      return;
    }
    event.preventDefault();
    setClientErrors(signInFieldErrors(i18n, result.error, values));
    document.getElementById('portal-email')?.focus();
  }
  const formError = actionData && 'formError' in actionData ? actionData.formError : undefined;
  return (
    <Container className="max-w-xl py-10 sm:py-14">
      <h1 className="text-ink text-3xl leading-tight font-semibold sm:text-4xl">
        <Trans id="portal.signIn.heading" />
      </h1>
      <p className="text-muted mt-3 text-lg">
        <Trans id="portal.signIn.intro" />
      </p>
      {notice ? (
        <Alert className="mt-6">
          <span role="status">
            {notice === 'sent' ? (
              <Trans id="portal.linkSent" />
            ) : notice === 'ended' ? (
              <Trans id="portal.sessionEnded" />
            ) : notice === 'email-changed' ? (
              <Trans id="portal.emailChanged" />
            ) : (
              <Trans id="portal.signedOut" />
            )}
          </span>
        </Alert>
      ) : null}
      <Form method="post" noValidate onSubmit={check} className="mt-6 grid gap-5">
        {formError ? <Alert variant="destructive">{formError}</Alert> : null}
        <FormField
          id="portal-email"
          label={i18n._('portal.signIn.emailLabel')}
          required
          hint={i18n._('portal.signIn.emailHint')}
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
            <Trans id="portal.signIn.send" />
          </Button>
        </div>
      </Form>
    </Container>
  );
}
