import { readSmallForm } from '~/lib/small-form.server';
import { useEffect } from 'react';
import { data, Link, redirect } from 'react-router';
import { unavailableWithoutDatabase } from '~/lib/database-unavailable.server';
import { isAppError } from '~/lib/errors';
import { site } from '~/lib/site';
import { toFieldErrors } from '~/lib/validation';
import { timeZoneAt } from '~/modules/geo/time-zone-at';
import { InquiryPageForm } from '~/modules/inquiries/components/inquiry-page-form';
import { InquirySentNote } from '~/modules/inquiries/components/inquiry-sent-note';
import {
  admitInquiryFromIp,
  admitInquiryFromSender,
  inquiryLimitsFor,
} from '~/modules/inquiries/inquiry-limits.server';
import { inquiryPagePath } from '~/modules/inquiries/inquiry-paths';
import { INQUIRY_SENT_DAYS, recordInquirySent } from '~/modules/inquiries/inquiry-sent-store';
import { inquiryInputSchema } from '~/modules/inquiries/inquiry.schema';
import {
  formatInquiryDate,
  formIdempotencyKey,
  inquiryDay,
  submitInquiry,
  submitInquirySettings,
} from '~/modules/inquiries/inquiries.service.server';
import { partnerPath } from '~/modules/partners/components/partner-display';
import { publicPhone } from '~/modules/partners/partner-formats';
import { getPublicPartner } from '~/modules/partners/partners.service.server';
import { pageMeta } from '~/modules/seo/meta';
import { Container } from '~/ui/container';
import type { Route } from './+types/partner-inquiry';

// /partner/{id}/inquiry: 'Ask for Information' as a page of its own (noindex) whose form posts to this
// route's action, so an inquiry can be sent before the page's script has loaded, or without it.

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

/** `?sent=2026-11-26`: the thank-you state of an inquiry sent that day (UTC), while it is recent. */
function sentDay(url: URL, now = Date.now()): string | null {
  const day = url.searchParams.get('sent');
  if (!day || !/^\d{4}-\d{2}-\d{2}$/.test(day)) return null;
  const at = Date.parse(`${day}T00:00:00Z`);
  return Number.isFinite(at) && at <= now && now - at < INQUIRY_SENT_DAYS * DAY_MS ? day : null;
}

export const loader = unavailableWithoutDatabase(async ({ params, request, context }: Route.LoaderArgs) => {
  const partner = await partnerFor(context.db, params.idOrSlug);
  const sent = sentDay(new URL(request.url));
  return {
    // The import placeholder stays on the server: '' is "no phone".
    partner: {
      id: partner.id,
      name: partner.name,
      path: partnerPath(partner),
      phone: publicPhone(partner.phone) ?? '',
    },
    coordinator: context.env.INQUIRY_EMAIL,
    answerExpected: context.env.INQUIRY_ANSWER_EXPECTED,
    sent: sent ? { day: sent, on: formatInquiryDate(new Date(`${sent}T12:00:00Z`), 'UTC') } : null,
  };
});

export const action = unavailableWithoutDatabase(async ({ params, request, context }: Route.ActionArgs) => {
  const partner = await partnerFor(context.db, params.idOrSlug);
  const body = await readSmallForm(
    request,
    INQUIRY_BODY_LIMIT,
    'That is too long to send. Please shorten your message and try again.',
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
  try {
    await admitInquiryFromIp(limits, context.clientIp ?? 'unknown');
    const parsed = inquiryInputSchema.safeParse({ ...values, partnerId: partner.id });
    if (!parsed.success) return data({ fieldErrors: toFieldErrors(parsed.error), values }, { status: 400 });
    await submitInquiry(context.db, {
      ...submitInquirySettings(context.env),
      input: parsed.data,
      idempotencyKey: formIdempotencyKey(parsed.data),
      admitNew: (input) => admitInquiryFromSender(limits, input),
    });
  } catch (error) {
    if (isAppError(error, 'RATE_LIMITED')) {
      const retryAfter = String(error.retryAfterSeconds ?? 60);
      return data({ formError: error.message, values }, { status: 429, headers: { 'Retry-After': retryAfter } });
    }
    if (isAppError(error, 'VALIDATION')) {
      const formError = error.fieldErrors?.partnerId ?? error.message;
      return data({ formError, values }, { status: 400 });
    }
    throw error;
  }
  // Post/redirect/get: a reload of the thank-you page sends nothing twice.
  const today = inquiryDay(new Date(), timeZoneAt(partner.coordinates));
  throw redirect(`${inquiryPagePath(partner.id)}?sent=${today}`, 303);
});

export function meta({ matches, loaderData }: Route.MetaArgs) {
  const name = loaderData?.partner.name;
  return pageMeta(matches, {
    title: name ? `${name}: Ask for Information | ${site.productName}` : `Partner Not Found | ${site.productName}`,
    description: 'Send an inquiry to a partner of the directory.',
    noindex: true,
  });
}

export default function PartnerInquiryPage({ loaderData, actionData }: Route.ComponentProps) {
  const { partner, coordinator, answerExpected, sent } = loaderData;
  return (
    <Container className="max-w-2xl py-10 sm:py-14">
      <p>
        <Link to={partner.path} className="text-brand-700 font-medium underline underline-offset-4">
          Back to <bdi>{partner.name}</bdi>
        </Link>
      </p>
      {/* The partner first: with several partners written to in an evening, the family sees whom this is for. */}
      <h1 className="text-ink mt-4 text-3xl leading-tight font-semibold [overflow-wrap:anywhere] sm:text-4xl">
        <bdi>{partner.name}</bdi>: Ask for Information
      </h1>
      {sent ? (
        <SentState partner={partner} sent={sent} answerExpected={answerExpected} />
      ) : (
        <>
          <p className="text-muted mt-3 text-lg">
            Your inquiry will be sent to{' '}
            <span className="text-ink font-medium [overflow-wrap:anywhere]">{coordinator}</span> and forwarded to{' '}
            <bdi className="text-ink font-medium">{partner.name}</bdi>.
          </p>
          <div className="mt-6">
            <InquiryPageForm partnerId={partner.id} state={actionData ?? {}} />
          </div>
          <p className="text-muted mt-6 text-sm">
            What we keep and for how long:{' '}
            <Link to="/privacy" className="text-brand-700 underline underline-offset-4">
              privacy
            </Link>
            .
          </p>
        </>
      )}
    </Container>
  );
}

function SentState({
  partner,
  sent,
  answerExpected,
}: {
  partner: { id: string; name: string; path: string; phone: string };
  sent: { day: string; on: string };
  answerExpected: string;
}) {
  // With a script, the partner page shows "Sent" too on later visits (noon UTC: the same calendar day for
  // nearly every time zone of the US and Canada).
  useEffect(() => {
    recordInquirySent(partner.id, Math.min(Date.parse(`${sent.day}T12:00:00Z`), Date.now()));
  }, [partner.id, sent.day]);
  return (
    <div className="mt-6 grid gap-4">
      <InquirySentNote partner={partner} sentOn={sent.on} answerExpected={answerExpected} />
      <p>
        <Link to={partner.path} className="text-brand-700 font-medium underline underline-offset-4">
          Back to <bdi>{partner.name}</bdi>
        </Link>
      </p>
    </div>
  );
}
