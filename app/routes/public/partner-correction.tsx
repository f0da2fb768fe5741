import CheckCircle2 from 'lucide-react/icons/check-circle-2';
import { readSmallForm } from '~/lib/small-form.server';
import { data, Link, redirect } from 'react-router';
import { isAppError } from '~/lib/errors';
import { unavailableWithoutDatabase } from '~/lib/database-unavailable.server';
import { site } from '~/lib/site';
import { toFieldErrors } from '~/lib/validation';
import { CorrectionForm } from '~/modules/corrections/components/correction-form';
import { correctionInputSchema, correctionPath } from '~/modules/corrections/correction.schema';
import { submitCorrection } from '~/modules/corrections/corrections.service.server';
import { partnerPath } from '~/modules/partners/components/partner-display';
import { getPublicPartner } from '~/modules/partners/partners.service.server';
import { pageMeta } from '~/modules/seo/meta';
import { Container } from '~/ui/container';
import type { Route } from './+types/partner-correction';

// /partner/{id}/correction: 'Report a correction' for one partner, a page of its own (noindex) whose form
// posts to this route's action, so it works with JavaScript off.

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
  const partner = await partnerFor(context.db, params.idOrSlug);
  return {
    partner: { id: partner.id, name: partner.name, path: partnerPath(partner) },
    sent: new URL(request.url).searchParams.get('sent') === '1',
  };
});

export const action = unavailableWithoutDatabase(async ({ params, request, context }: Route.ActionArgs) => {
  const partner = await partnerFor(context.db, params.idOrSlug);
  // The form is a few kB at most.
  const body = await readSmallForm(
    request,
    CORRECTION_BODY_LIMIT,
    'That is too long to send. Please shorten it and try again.',
  );
  if ('refused' in body) return body.refused;
  const { form } = body;
  const values = {
    message: String(form.get('message') ?? ''),
    contactEmail: String(form.get('contactEmail') ?? ''),
  };
  const parsed = correctionInputSchema.safeParse(values);
  if (!parsed.success) return data({ fieldErrors: toFieldErrors(parsed.error), values }, { status: 400 });
  try {
    await submitCorrection(context.database, {
      partner,
      input: parsed.data,
      clientIp: context.clientIp ?? 'unknown',
    });
  } catch (error) {
    if (isAppError(error, 'RATE_LIMITED')) {
      const retryAfter = String(error.retryAfterSeconds ?? 60);
      return data({ formError: error.message, values }, { status: 429, headers: { 'Retry-After': retryAfter } });
    }
    throw error;
  }
  // Post/redirect/get: a reload of the thank-you page sends nothing twice.
  throw redirect(`${correctionPath(partner)}?sent=1`, 303);
});

export function meta({ matches, loaderData }: Route.MetaArgs) {
  const name = loaderData?.partner.name;
  return pageMeta(matches, {
    title: name ? `Report a correction: ${name} | ${site.productName}` : `Partner Not Found | ${site.productName}`,
    description: 'Tell us what is wrong on a partner listing of the directory.',
    noindex: true,
  });
}

export default function PartnerCorrectionPage({ loaderData, actionData }: Route.ComponentProps) {
  const { partner, sent } = loaderData;
  return (
    <Container className="max-w-2xl py-10 sm:py-14">
      <p>
        <Link to={partner.path} className="text-brand-700 font-medium underline underline-offset-4">
          Back to <bdi>{partner.name}</bdi>
        </Link>
      </p>
      <h1 className="text-ink mt-4 text-3xl leading-tight font-semibold [overflow-wrap:anywhere] sm:text-4xl">
        Report a correction
      </h1>
      {sent ? (
        <section role="status" className="border-line mt-6 grid gap-3 rounded-xl border bg-white p-5 sm:p-6">
          <h2 className="text-ink flex items-center gap-2 text-xl font-semibold">
            <CheckCircle2 aria-hidden="true" className="text-brand-700 size-6 shrink-0" />
            Thank you
          </h2>
          <p className="text-ink">
            Your correction to <bdi>{partner.name}</bdi> reached the {site.productName} team. We check every report with
            the partner before we change the listing, usually within a few working days. If you left your email, we may
            write to ask a question; we do not send anything else.
          </p>
          <p>
            <Link to={partner.path} className="text-brand-700 font-medium underline underline-offset-4">
              Back to <bdi>{partner.name}</bdi>
            </Link>
          </p>
        </section>
      ) : (
        <>
          <p className="text-muted mt-3 text-lg">
            Something wrong or out of date on the listing of <bdi className="text-ink">{partner.name}</bdi>? Tell us and
            we will check it with the partner.
          </p>
          <div className="mt-6">
            <CorrectionForm partnerName={partner.name} state={actionData ?? {}} />
          </div>
        </>
      )}
    </Container>
  );
}
