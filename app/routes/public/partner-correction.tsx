import { type NameArgs, nameArgs } from '~/modules/i18n/name-grammar';
import { Trans } from '@lingui/react';
import CheckCircle2 from 'lucide-react/icons/check-circle-2';
import { readSmallForm } from '~/lib/small-form.server';
import { data, Link, redirect } from 'react-router';
import { isAppError } from '~/lib/errors';
import { unavailableWithoutDatabase } from '~/lib/database-unavailable.server';
import { site } from '~/lib/site';
import { CorrectionForm } from '~/modules/corrections/components/correction-form';
import { correctionFieldErrors } from '~/modules/corrections/correction-field-errors';
import { correctionInputSchema, correctionPath } from '~/modules/corrections/correction.schema';
import { submitCorrection } from '~/modules/corrections/corrections.service.server';
import { pickClientMessages } from '~/modules/i18n/catalog.server';
import { ClientI18nProvider, type ClientMessages } from '~/modules/i18n/client-i18n';
import { CORRECTION_MESSAGE_IDS } from '~/modules/i18n/client-message-ids';
import { localizedPath } from '~/modules/i18n/localized-paths';
import { requestI18n } from '~/modules/i18n/request-i18n.server';
import { partnerPath } from '~/modules/partners/components/partner-display';
import { getPublicPartner } from '~/modules/partners/partners.service.server';
import { pageMeta } from '~/modules/seo/meta';
import { Container } from '~/ui/container';
import type { Route } from './+types/partner-correction';

// /partner/{id}/correction (in French /fr/partenaire/{id}/correction): 'Report a correction' for one partner,
// a page of its own (noindex) whose form posts to this route's action, so it works with JavaScript off.

type Database = Route.LoaderArgs['context']['db'];

/** Bytes of a posted correction: 2,000 characters of any script, URL-encoded, and the email, with room. */
const CORRECTION_BODY_LIMIT = 64 * 1024;

/** A refused post's own headers (Retry-After, Connection) reach the client. */
export const headers: Route.HeadersFunction = ({ actionHeaders, loaderHeaders }) =>
  actionHeaders.has('Retry-After') || actionHeaders.has('Connection') ? actionHeaders : loaderHeaders;

async function partnerFor(db: Database, idOrSlug: string | undefined) {
  const partner = await getPublicPartner(db, { idOrSlug: idOrSlug ?? '' });
  if (!partner) throw data({ message: 'Partner not found' }, { status: 404 });
  return partner;
}

export const loader = unavailableWithoutDatabase(async ({ params, request, context }: Route.LoaderArgs) => {
  const { locale, i18n } = requestI18n(context, request);
  const partner = await partnerFor(context.db, params.idOrSlug);
  const path = partnerPath(partner);
  return {
    partner: {
      id: partner.id,
      name: partner.name,
      path: localizedPath(path, locale) ?? path,
      // « Retour au Repos… »: made here, so the page ships no grammar code.
      grammar: nameArgs(locale, partner.name),
    },
    sent: new URL(request.url).searchParams.get('sent') === '1',
    title: i18n._('correction.pageTitle', { name: partner.name, productName: site.productName }),
    description: i18n._('correction.pageDescription'),
    messages: pickClientMessages(context.catalogs, locale, CORRECTION_MESSAGE_IDS),
  };
});

export const action = unavailableWithoutDatabase(async ({ params, request, context }: Route.ActionArgs) => {
  const { locale, i18n } = requestI18n(context, request);
  const partner = await partnerFor(context.db, params.idOrSlug);
  // The form is a few kB at most.
  const body = await readSmallForm(
    request,
    CORRECTION_BODY_LIMIT,
    i18n._('correction.tooLarge'),
    i18n._('correction.unreadable'),
  );
  if ('refused' in body) return body.refused;
  const { form } = body;
  const values = {
    message: String(form.get('message') ?? ''),
    contactEmail: String(form.get('contactEmail') ?? ''),
  };
  const parsed = correctionInputSchema.safeParse(values);
  if (!parsed.success) return data({ fieldErrors: correctionFieldErrors(i18n, parsed.error), values }, { status: 400 });
  try {
    await submitCorrection(context.database, {
      partner,
      input: parsed.data,
      clientIp: context.clientIp ?? 'unknown',
    });
  } catch (error) {
    if (isAppError(error, 'RATE_LIMITED')) {
      const retryAfter = String(error.retryAfterSeconds ?? 60);
      const formError = locale === 'en' ? error.message : i18n._('correction.tooMany');
      return data({ formError, values }, { status: 429, headers: { 'Retry-After': retryAfter } });
    }
    throw error;
  }
  // Post/redirect/get: a reload of the thank-you page sends nothing twice.
  const page = correctionPath(partner);
  throw redirect(`${localizedPath(page, locale) ?? page}?sent=1`, 303);
});

export function meta({ matches, loaderData }: Route.MetaArgs) {
  return pageMeta(matches, {
    title: loaderData?.title ?? `Partner Not Found | ${site.productName}`,
    description: loaderData?.description ?? 'Tell us what is wrong on a partner listing of the directory.',
    noindex: true,
  });
}

export default function PartnerCorrectionPage({ loaderData, actionData }: Route.ComponentProps) {
  return (
    // Loader data's type spells compiled messages loosely; they are pickClientMessages' own.
    <ClientI18nProvider messages={loaderData.messages as ClientMessages}>
      <CorrectionPage loaderData={loaderData} actionData={actionData} />
    </ClientI18nProvider>
  );
}

function BackTo({ partner }: { partner: { path: string; grammar: NameArgs } }) {
  return (
    <p>
      <Link to={partner.path} className="text-brand-700 font-medium underline underline-offset-4">
        <Trans
          id="correction.backTo"
          values={{ nameForm: partner.grammar.nameForm, name: <bdi>{partner.grammar.name}</bdi> }}
        />
      </Link>
    </p>
  );
}

function CorrectionPage({ loaderData, actionData }: Pick<Route.ComponentProps, 'loaderData' | 'actionData'>) {
  const { partner, sent } = loaderData;
  return (
    <Container className="max-w-2xl py-10 sm:py-14">
      <BackTo partner={partner} />
      <h1 className="text-ink mt-4 text-3xl leading-tight font-semibold [overflow-wrap:anywhere] sm:text-4xl">
        <Trans id="correction.heading" />
      </h1>
      {sent ? (
        <section role="status" className="border-line mt-6 grid gap-3 rounded-xl border bg-white p-5 sm:p-6">
          <h2 className="text-ink flex items-center gap-2 text-xl font-semibold">
            <CheckCircle2 aria-hidden="true" className="text-brand-700 size-6 shrink-0" />
            <Trans id="correction.thanks" />
          </h2>
          <p className="text-ink">
            <Trans
              id="correction.thanksText"
              values={{
                nameForm: partner.grammar.nameForm,
                name: <bdi>{partner.grammar.name}</bdi>,
                productName: site.productName,
              }}
            />
          </p>
          <BackTo partner={partner} />
        </section>
      ) : (
        <>
          <p className="text-muted mt-3 text-lg">
            <Trans
              id="correction.intro"
              values={{
                nameForm: partner.grammar.nameForm,
                name: <bdi className="text-ink">{partner.grammar.name}</bdi>,
              }}
            />
          </p>
          <div className="mt-6">
            <CorrectionForm partner={partner.grammar} state={actionData ?? {}} />
          </div>
        </>
      )}
    </Container>
  );
}
