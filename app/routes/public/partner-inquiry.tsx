import { type NameArgs, nameArgs } from '~/modules/i18n/name-grammar';
import { Trans } from '@lingui/react';
import { readSmallForm } from '~/lib/small-form.server';
import { useEffect } from 'react';
import { data, Link, redirect } from 'react-router';
import { unavailableWithoutDatabase } from '~/lib/database-unavailable.server';
import { isAppError } from '~/lib/errors';
import { site } from '~/lib/site';
import { pickClientMessages } from '~/modules/i18n/catalog.server';
import { ClientI18nProvider, type ClientMessages } from '~/modules/i18n/client-i18n';
import { INQUIRY_MESSAGE_IDS } from '~/modules/i18n/client-message-ids';
import { formatDate } from '~/modules/i18n/format';
import { localizedPath } from '~/modules/i18n/localized-paths';
import { requestI18n } from '~/modules/i18n/request-i18n.server';
import { answerExpectedIn } from '~/modules/inquiries/inquiry-answer-expected';
import { inquiryFieldErrors, tooManyInquiriesMessage } from '~/modules/inquiries/inquiry-field-errors';
import { InquiryPageForm } from '~/modules/inquiries/components/inquiry-page-form';
import { InquirySentNote } from '~/modules/inquiries/components/inquiry-sent-note';
import {
  admitInquiryFromIp,
  admitConfirmation,
  admitInquiryFromSender,
  inquiryLimitsFor,
} from '~/modules/inquiries/inquiry-limits.server';
import { inquiryPagePath } from '~/modules/inquiries/inquiry-paths';
import { INQUIRY_SENT_DAYS, recordInquirySent } from '~/modules/inquiries/inquiry-sent-store';
import { inquiryInputSchema } from '~/modules/inquiries/inquiry.schema';
import {
  formIdempotencyKey,
  inquiryDay,
  submitInquiry,
  submitInquirySettings,
} from '~/modules/inquiries/inquiries.service.server';
import { partnerPath } from '~/modules/partners/components/partner-display';
import { partnerTimeZone } from '~/modules/partners/opening-hours';
import { publicPhone } from '~/modules/partners/partner-formats';
import { getPublicPartner } from '~/modules/partners/partners.service.server';
import { pageMeta } from '~/modules/seo/meta';
import { Container } from '~/ui/container';
import type { Route } from './+types/partner-inquiry';

// /partner/{id}/inquiry (in French /fr/partenaire/{id}/demande): 'Ask for Information' as a page of its own
// (noindex) whose form posts to this route's action, so an inquiry can be sent before the page's script has
// loaded, or without it. The page's language is the inquiry's: its confirmation email is written in it.

type Database = Route.LoaderArgs['context']['db'];

/** Bytes of a posted inquiry: a 5,000-character message of any script, URL-encoded, and the other fields. */
const INQUIRY_BODY_LIMIT = 64 * 1024;
const DAY_MS = 24 * 60 * 60 * 1000;

/** A refused post's own headers (Retry-After, Connection) reach the client. */
export const headers: Route.HeadersFunction = ({ actionHeaders, loaderHeaders }) =>
  actionHeaders.has('Retry-After') || actionHeaders.has('Connection') ? actionHeaders : loaderHeaders;

async function partnerFor(db: Database, idOrSlug: string | undefined) {
  const partner = await getPublicPartner(db, { idOrSlug: idOrSlug ?? '' });
  if (!partner) throw data({ message: 'Partner not found' }, { status: 404 });
  return partner;
}

/** `&copy=no` after `?sent=`: the family's copy was not emailed (their mailbox had its copies for the day). */
const NO_COPY = 'no';

/** `?sent=2026-11-26`: the thank-you state of an inquiry sent that day (UTC), while it is recent. */
function sentDay(url: URL, now = Date.now()): string | null {
  const day = url.searchParams.get('sent');
  if (!day || !/^\d{4}-\d{2}-\d{2}$/.test(day)) return null;
  const at = Date.parse(`${day}T00:00:00Z`);
  return Number.isFinite(at) && at <= now && now - at < INQUIRY_SENT_DAYS * DAY_MS ? day : null;
}

export const loader = unavailableWithoutDatabase(async ({ params, request, context }: Route.LoaderArgs) => {
  const { locale, i18n } = requestI18n(context, request);
  const partner = await partnerFor(context.db, params.idOrSlug);
  const url = new URL(request.url);
  const sent = sentDay(url);
  const path = partnerPath(partner);
  return {
    locale,
    // The import placeholder stays on the server: '' is "no phone".
    partner: {
      id: partner.id,
      name: partner.name,
      path: localizedPath(path, locale) ?? path,
      phone: publicPhone(partner.phone) ?? '',
      // « Retour au Repos… »: made here, so the page ships no grammar code.
      grammar: nameArgs(locale, partner.name),
    },
    coordinator: context.env.INQUIRY_EMAIL,
    answerExpected: answerExpectedIn(context.env, locale),
    sent: sent
      ? {
          day: sent,
          on: formatDate(locale, new Date(`${sent}T12:00:00Z`), { timeZone: 'UTC' }),
          copy: url.searchParams.get('copy') !== NO_COPY,
        }
      : null,
    title: i18n._('inquiry.pageTitle', { name: partner.name, productName: site.productName }),
    description: i18n._('inquiry.pageDescription'),
    privacyPath: localizedPath('/privacy', locale) ?? '/privacy',
    messages: pickClientMessages(context.catalogs, locale, INQUIRY_MESSAGE_IDS),
  };
});

export const action = unavailableWithoutDatabase(async ({ params, request, context }: Route.ActionArgs) => {
  const { locale, i18n } = requestI18n(context, request);
  const partner = await partnerFor(context.db, params.idOrSlug);
  const body = await readSmallForm(
    request,
    INQUIRY_BODY_LIMIT,
    i18n._('inquiry.problem.tooLarge'),
    i18n._('inquiry.problem.later'),
  );
  if ('refused' in body) return body.refused;
  const { form } = body;
  const values = {
    name: String(form.get('name') ?? ''),
    email: String(form.get('email') ?? ''),
    phone: String(form.get('phone') ?? ''),
    message: String(form.get('message') ?? ''),
  };
  const limits = inquiryLimitsFor(context.database, context.env);
  let confirmationEmailed: boolean;
  try {
    await admitInquiryFromIp(limits, context.clientIp ?? 'unknown');
    const parsed = inquiryInputSchema.safeParse({ ...values, partnerId: partner.id, locale });
    if (!parsed.success) return data({ fieldErrors: inquiryFieldErrors(i18n, parsed.error), values }, { status: 400 });
    const answer = await submitInquiry(context.db, {
      ...submitInquirySettings(context.env, context.catalogs),
      input: parsed.data,
      idempotencyKey: formIdempotencyKey(parsed.data),
      admitNew: (input, within) => admitInquiryFromSender(limits, input, within),
      admitConfirmation: (input, within) => admitConfirmation(limits, input, within),
    });
    confirmationEmailed = answer.body.confirmationEmailed;
  } catch (error) {
    if (isAppError(error, 'RATE_LIMITED')) {
      const retryAfter = String(error.retryAfterSeconds ?? 60);
      const formError = locale === 'en' ? error.message : tooManyInquiriesMessage(i18n, error.retryAfterSeconds);
      return data({ formError, mustWait: true, values }, { status: 429, headers: { 'Retry-After': retryAfter } });
    }
    if (isAppError(error, 'VALIDATION')) {
      const formError =
        locale === 'en'
          ? (error.fieldErrors?.partnerId ?? error.message)
          : i18n._('inquiry.problem.partnerUnavailable');
      return data({ formError, values }, { status: 400 });
    }
    throw error;
  }
  // Post/redirect/get: a reload of the thank-you page sends nothing twice.
  const today = inquiryDay(new Date(), partnerTimeZone(partner) ?? 'UTC');
  const copy = confirmationEmailed ? '' : `&copy=${NO_COPY}`;
  throw redirect(`${inquiryPagePath(partner.id, locale)}?sent=${today}${copy}`, 303);
});

export function meta({ matches, loaderData }: Route.MetaArgs) {
  return pageMeta(matches, {
    title: loaderData?.title ?? `Partner Not Found | ${site.productName}`,
    description: loaderData?.description ?? 'Send an inquiry to a partner of the directory.',
    noindex: true,
  });
}

export default function PartnerInquiryPage({ loaderData, actionData }: Route.ComponentProps) {
  return (
    // Loader data's type spells compiled messages loosely; they are pickClientMessages' own.
    <ClientI18nProvider messages={loaderData.messages as ClientMessages}>
      <InquiryPage loaderData={loaderData} actionData={actionData} />
    </ClientI18nProvider>
  );
}

function InquiryPage({ loaderData, actionData }: Pick<Route.ComponentProps, 'loaderData' | 'actionData'>) {
  const { partner, coordinator, answerExpected, sent, locale, privacyPath } = loaderData;
  return (
    <Container className="max-w-2xl py-10 sm:py-14">
      <BackTo partner={partner} />
      {/* The partner first: with several partners written to in an evening, the family sees whom this is for. */}
      <h1 className="text-ink mt-4 text-3xl leading-tight font-semibold [overflow-wrap:anywhere] sm:text-4xl">
        <Trans id="inquiry.title" values={{ name: <bdi>{partner.name}</bdi> }} />
      </h1>
      {sent ? (
        <SentState partner={partner} sent={sent} answerExpected={answerExpected} />
      ) : (
        <>
          <p className="text-muted mt-3 text-lg">
            <Trans
              id="inquiry.sentTo"
              values={{
                coordinator: <span className="text-ink font-medium [overflow-wrap:anywhere]">{coordinator}</span>,
                nameForm: partner.grammar.nameForm,
                name: <bdi className="text-ink font-medium">{partner.grammar.name}</bdi>,
              }}
            />
          </p>
          <div className="mt-6">
            <InquiryPageForm
              partnerId={partner.id}
              partnerPhone={partner.phone}
              locale={locale}
              state={actionData ?? {}}
            />
          </div>
          <p className="text-muted mt-6 text-sm">
            <Trans
              id="inquiry.privacy"
              components={{ 0: <Link to={privacyPath} className="text-brand-700 underline underline-offset-4" /> }}
            />
          </p>
        </>
      )}
    </Container>
  );
}

function BackTo({ partner }: { partner: { path: string; grammar: NameArgs } }) {
  return (
    <p>
      <Link to={partner.path} className="text-brand-700 font-medium underline underline-offset-4">
        <Trans
          id="inquiry.backTo"
          values={{ nameForm: partner.grammar.nameForm, name: <bdi>{partner.grammar.name}</bdi> }}
        />
      </Link>
    </p>
  );
}

function SentState({
  partner,
  sent,
  answerExpected,
}: {
  partner: { id: string; name: string; path: string; phone: string; grammar: NameArgs };
  sent: { day: string; on: string; copy: boolean };
  answerExpected: string;
}) {
  // With a script, the partner page shows "Sent" too on later visits (noon UTC: the same calendar day for
  // nearly every time zone of the US and Canada).
  useEffect(() => {
    recordInquirySent(partner.id, { at: Math.min(Date.parse(`${sent.day}T12:00:00Z`), Date.now()), copy: sent.copy });
  }, [partner.id, sent.day, sent.copy]);
  return (
    <div className="mt-6 grid gap-4">
      <InquirySentNote live partner={partner} sentOn={sent.on} answerExpected={answerExpected} copy={sent.copy} />
      <BackTo partner={partner} />
    </div>
  );
}
