import { Trans, useLingui } from '@lingui/react';
import LogOut from 'lucide-react/icons/log-out';
import { data, Form, redirect } from 'react-router';
import { unavailableWithoutDatabase } from '~/lib/database-unavailable.server';
import { isAppError } from '~/lib/errors';
import { readSmallForm } from '~/lib/small-form.server';
import { IMAGE_MAX_BYTES, IMAGE_MESSAGES } from '~/modules/media/image-limits';
import { createMediaStore } from '~/modules/media/media-store.server';
import { site } from '~/lib/site';
import { pickClientMessages } from '~/modules/i18n/catalog.server';
import { ClientI18nProvider, type ClientMessages } from '~/modules/i18n/client-i18n';
import { PORTAL_MESSAGE_IDS } from '~/modules/i18n/client-message-ids';
import { formatDate, formatDateTime, timeZoneName } from '~/modules/i18n/format';
import { localizedPath } from '~/modules/i18n/localized-paths';
import { requestI18n } from '~/modules/i18n/request-i18n.server';
import { badgePath, badgeSnippet } from '~/modules/partner-portal/badge';
import { PortalInquiries } from '~/modules/partner-portal/components/portal-inquiries';
import { type ListingFormState, PortalListing } from '~/modules/partner-portal/components/portal-listing';
import { endPortalSession, validatePortalSession } from '~/modules/partner-portal/portal-auth.service.server';
import { LOGO_FOR, portalPaths } from '~/modules/partner-portal/portal-constants';
import {
  portalFieldErrors,
  portalFormExpired,
  portalFormUnreadable,
  portalLogoError,
  portalTooManyUploads,
  portalWriteProblem,
} from '~/modules/partner-portal/portal-messages.server';
import {
  dollarsTypedInFrench,
  portalListingFormSchema,
  portalNameAddressFormSchema,
  uuidSchema,
} from '~/modules/partner-portal/portal.schema';
import {
  askForNameAddressChange,
  confirmListingInPortal,
  getPortalOverview,
  markInquiryAnswered,
  portalRegionGroups,
  removeOwnLogo,
  saveOwnListing,
  uploadOwnLogo,
} from '~/modules/partner-portal/portal.service.server';
import {
  hasValidCsrf,
  clearSessionCookie,
  PORTAL_HEADERS,
  requirePortalSession,
} from '~/modules/partner-portal/portal-session.server';
import { csrfTokenFor } from '~/modules/partner-portal/portal-tokens.server';
import { toolLink } from '~/modules/partner-tools/tool-links';
import type { Locale } from '~/modules/i18n/locales';
import type { Partner } from '~/modules/partners/partner.schema';
import { closuresStillToCome } from '~/modules/partners/closed-today';
import { closuresText } from '~/modules/partners/closures';
import { partnerTimeZone } from '~/modules/partners/opening-hours';
import { partnerWriteProblem } from '~/modules/partners/partner-write.server';
import { partnerPath } from '~/modules/partners/components/partner-display';
import { informationCheckedLabel } from '~/modules/partners/components/partner-detail-display';
import { pageMeta } from '~/modules/seo/meta';
import { Button } from '~/ui/button';
import { Container } from '~/ui/container';
import type { Route } from './+types/portal';

// /partner-portal (in French /fr/portail-partenaire): a signed-in partner's own listing(s), the inquiries sent
// to them, and the badge. One session cookie for both languages; every redirect stays in the page's language.

export const headers: Route.HeadersFunction = () => PORTAL_HEADERS;

/** The partner tools, opened with this listing's facts filled in (the tools' loaders check them again). */
function toolLinksFor(partner: Partner, publicUrl: string, locale: Locale) {
  const facts = {
    companyName: partner.name,
    contactEmail: partner.email,
    contactPhone: partner.phone,
    website: partner.website,
    // A logo stored with the directory has a path: the tool takes a web address.
    logoUrl: partner.logoUrl?.startsWith('/') ? `${publicUrl}${partner.logoUrl}` : partner.logoUrl,
    companyAddress: `${partner.address}, ${partner.city}, ${partner.state} ${partner.zipCode}`,
  };
  return { pressRelease: toolLink('press-release', facts, locale), video: toolLink('video', facts, locale) };
}

export const loader = unavailableWithoutDatabase(async ({ request, context }: Route.LoaderArgs) => {
  const { locale, i18n } = requestI18n(context, request);
  const session = await requirePortalSession(request, context, locale);
  const { listings, inquiries, inquiriesSince, changeRequests, decisions, figures } = await getPortalOverview(
    context.db,
    session,
    context.requestTime ?? new Date(),
  );
  const publicUrl = context.env.PUBLIC_URL;
  // The public page in the portal's language (the badge's link too: the partner copies it from this page).
  const listingPathOf = (partner: Partner) => localizedPath(partnerPath(partner), locale) ?? partnerPath(partner);
  const now = context.requestTime ?? new Date();
  return {
    email: session.email,
    officeEmail: context.env.INQUIRY_EMAIL,
    csrf: csrfTokenFor(session.token),
    listings: listings.map((partner) => ({
      partner,
      listingPath: listingPathOf(partner),
      checked: informationCheckedLabel(partner, locale),
      badgeSrc: badgePath(partner.id, locale),
      snippet: badgeSnippet({
        publicUrl,
        partnerId: partner.id,
        listingPath: listingPathOf(partner),
        alt: i18n._('badge.label', { productName: site.productName }),
        locale,
      }),
      changeRequest: changeRequests.find((request) => request.partnerId === partner.id) ?? null,
      decision: decisions.find((decision) => decision.partnerId === partner.id) ?? null,
      figures: figures.get(partner.id) ?? null,
      toolLinks: toolLinksFor(partner, publicUrl, locale),
      closures: closuresText(closuresStillToCome(partner, partner.closures, now), '\n'),
    })),
    // Each inquiry's time on the clock of the listing it was sent to, as the partner's email gave it.
    // Written here, once: a zone's short name differs between Node's and a browser's locale data.
    inquiries: inquiries.map((inquiry) => {
      const listing = listings.find((partner) => partner.id === inquiry.partnerId);
      const timeZone = (listing && partnerTimeZone(listing)) ?? 'UTC';
      const sentAt = new Date(inquiry.createdAt);
      const when = i18n._('portal.inquiries.when', {
        when: formatDateTime(locale, sentAt, { timeZone }),
        zone: timeZoneName(timeZone, sentAt, locale, 'short'),
      });
      return { ...inquiry, when };
    }),
    // Listings whose email changed hands: the inquiries sent to the former address stay with the office.
    inquiriesOnlySince: listings.flatMap((partner) => {
      const since = inquiriesSince.get(partner.id);
      if (!since) return [];
      return [{ name: partner.name, date: formatDate(locale, since, { timeZone: partnerTimeZone(partner) ?? 'UTC' }) }];
    }),
    regionGroups: portalRegionGroups(locale),
    title: i18n._('portal.title', { productName: site.productName }),
    description: i18n._('portal.description'),
    messages: pickClientMessages(context.catalogs, locale, PORTAL_MESSAGE_IDS),
  };
});

/**
 * `csrf`: the session's token, when the page's own was refused; `emailMoved`: a listing left this sign-in
 * with its new email while others stay.
 */
type ActionResult = { partnerId?: string; formError?: string; csrf?: string; emailMoved?: boolean } & ListingFormState;

/** The listing form's fields as typed: what a refusal shows back. */
function saveFormValues(form: FormData) {
  const text = (name: string) => String(form.get(name) ?? '');
  // An unticked checkbox sends nothing: that is a "no".
  const tick = (name: string) => (form.get(name) === null ? 'no' : 'yes');
  return {
    phone: text('phone'),
    email: text('email'),
    website: text('website'),
    description: text('description'),
    descriptionFr: text('descriptionFr'),
    preferredLanguage: text('preferredLanguage'),
    servicesOffered: text('servicesOffered'),
    // A form from before these boxes existed leaves those texts as they are.
    ...(form.get('longDescription') === null ? {} : { longDescription: text('longDescription') }),
    ...(form.get('longDescriptionFr') === null ? {} : { longDescriptionFr: text('longDescriptionFr') }),
    ...(form.get('servicesOfferedFr') === null ? {} : { servicesOfferedFr: text('servicesOfferedFr') }),
    priceListUrl: text('priceListUrl'),
    directCremationFrom: text('directCremationFrom'),
    openingHours: text('openingHours'),
    // A form without the box (a page from before it existed) leaves the closures as they are.
    ...(form.get('closures') === null ? {} : { closures: text('closures') }),
    afterHoursPhone: text('afterHoursPhone'),
    offersPetCremation: tick('offersPetCremation'),
    acceptsCrematedRemains: tick('acceptsCrematedRemains'),
    offersWitnessedCremation: tick('offersWitnessedCremation'),
    servesVeterans: tick('servesVeterans'),
  };
}

/** The name and address form's fields as typed. */
function changeFormValues(form: FormData) {
  const text = (name: string) => String(form.get(name) ?? '');
  return {
    name: text('name'),
    address: text('address'),
    city: text('city'),
    state: text('state'),
    zipCode: text('zipCode'),
  };
}

/**
 * A listing's form refused for its CSRF field (a page from an earlier session): what was typed, to show back
 * with the session's token so one more press sends it. Nothing of it is read otherwise.
 */
function keptAfterExpiredForm(form: FormData, session: { listings: readonly Partner[] }): ActionResult {
  const intent = form.get('intent');
  const partnerId = form.get('partnerId');
  if (!session.listings.some((partner) => partner.id === partnerId) || typeof partnerId !== 'string') return {};
  if (intent === 'save') return { partnerId, expired: 'save', values: saveFormValues(form) };
  if (intent === 'request-change') return { partnerId, expired: 'request-change', values: changeFormValues(form) };
  return {};
}

/** The largest body: a logo at its limit and the form's few other fields. */
const PORTAL_BODY_LIMIT = IMAGE_MAX_BYTES + 64 * 1024;

export const action = unavailableWithoutDatabase(async ({ request, context }: Route.ActionArgs) => {
  const { locale, i18n } = requestI18n(context, request);
  const paths = portalPaths(locale);
  const session = await requirePortalSession(request, context, locale);
  const tooLarge = portalLogoError(i18n, IMAGE_MESSAGES.tooLarge);
  const body = await readSmallForm(request, PORTAL_BODY_LIMIT, tooLarge).catch(() => null);
  // A body that is not the form it claims (a broken multipart upload): the sender's fault, not a 500.
  if (!body) return data({ formError: portalFormUnreadable(i18n) } satisfies ActionResult, 400);
  const { refused } = body;
  if (refused) {
    // A logo too large to read: its listing is in the address, so the error shows by the file field.
    const logoFor = uuidSchema.safeParse(new URL(request.url).searchParams.get(LOGO_FOR));
    if (!logoFor.success || refused.init?.status !== 413) return refused;
    return data({ partnerId: logoFor.data, logoError: tooLarge } satisfies ActionResult, refused.init);
  }
  const { form } = body;
  // Refused before anything is read, in the page's language, on the portal itself rather than an error screen.
  if (!hasValidCsrf(session, form)) {
    // The session's token comes back too: a page kept in the browser (no reload after a 403) can send again.
    const kept = keptAfterExpiredForm(form, session);
    const formError = kept.expired ? i18n._('portal.formExpiredKept') : portalFormExpired(i18n);
    return data({ formError, csrf: csrfTokenFor(session.token), ...kept } satisfies ActionResult, 403);
  }
  const intent = form.get('intent');
  if (intent === 'sign-out') {
    await endPortalSession(context.db, session.token);
    throw redirect(paths.signInWith('signed-out'), {
      status: 303,
      headers: { 'Set-Cookie': await clearSessionCookie(context.env) },
    });
  }
  try {
    if (intent === 'answered' || intent === 'unanswered') {
      const inquiryId = uuidSchema.safeParse(form.get('inquiryId'));
      if (!inquiryId.success) throw new Response('Inquiry not found', { status: 404 });
      await markInquiryAnswered(context.db, { session, inquiryId: inquiryId.data, answered: intent === 'answered' });
      return {} satisfies ActionResult;
    }
    const partnerId = uuidSchema.safeParse(form.get('partnerId'));
    if (!partnerId.success) throw new Response('Listing not found', { status: 404 });
    // A form of this listing refused, its fields' messages shown by its own button.
    const refuse = (
      refused: 'save' | 'request-change',
      fieldErrors: Record<string, string>,
      values: Record<string, string>,
    ) => data({ partnerId: partnerId.data, fieldErrors, refused, values } satisfies ActionResult, { status: 400 });
    const listing = session.listings.find((partner) => partner.id === partnerId.data);
    if (intent === 'logo') {
      const file = form.get('logo');
      if (!(file instanceof File) || file.size === 0) {
        return data(
          {
            partnerId: partnerId.data,
            logoError: portalLogoError(i18n, IMAGE_MESSAGES.missing),
          } satisfies ActionResult,
          400,
        );
      }
      try {
        const bytes = Buffer.from(await file.arrayBuffer());
        await uploadOwnLogo(context.db, createMediaStore(context), { session, partnerId: partnerId.data, bytes });
      } catch (error) {
        if (isAppError(error, 'RATE_LIMITED')) {
          const logoError = portalTooManyUploads(i18n, error.message, context.env.INQUIRY_EMAIL);
          return data({ partnerId: partnerId.data, logoError } satisfies ActionResult, {
            status: 429,
            headers: { 'Retry-After': String(error.retryAfterSeconds ?? 60) },
          });
        }
        if (isAppError(error, 'VALIDATION') || isAppError(error, 'PAYLOAD_TOO_LARGE')) {
          const logoError = portalLogoError(i18n, error.message);
          return data({ partnerId: partnerId.data, logoError } satisfies ActionResult, {
            status: error.code === 'VALIDATION' ? 400 : 413,
          });
        }
        throw error;
      }
      return { partnerId: partnerId.data, logoSaved: 'uploaded' } satisfies ActionResult;
    }
    if (intent === 'remove-logo') {
      await removeOwnLogo(context.db, { session, partnerId: partnerId.data });
      return { partnerId: partnerId.data, logoSaved: 'removed' } satisfies ActionResult;
    }
    if (intent === 'confirm') {
      try {
        await confirmListingInPortal(context.db, { session, partnerId: partnerId.data });
      } catch (error) {
        // The page read again shows the change waiting, where the button was.
        if (isAppError(error, 'CONFLICT')) {
          return data({ partnerId: partnerId.data, confirmWaiting: true } satisfies ActionResult, 409);
        }
        throw error;
      }
      return { partnerId: partnerId.data, confirmed: true } satisfies ActionResult;
    }
    if (intent === 'save') {
      const values = saveFormValues(form);
      // A French page takes the price as French Canadians type it ("1 295,50"); a refusal shows it as typed.
      const parsed = portalListingFormSchema.safeParse(
        locale === 'fr' ? { ...values, directCremationFrom: dollarsTypedInFrench(values.directCremationFrom) } : values,
      );
      if (!parsed.success) {
        return refuse('save', portalFieldErrors(i18n, parsed.error, { ...values, partnerId: partnerId.data }), values);
      }
      // What the shared schema lets through for stored values: new hours that close when they open, a new
      // phone without its area code.
      const { openingHours, phone, afterHoursPhone } = parsed.data;
      const broken = listing && partnerWriteProblem(listing, { ...listing, openingHours, phone, afterHoursPhone });
      if (broken) return refuse('save', portalWriteProblem(i18n, broken), values);
      const typedClosures = parsed.data.closures;
      const closures =
        listing && typedClosures
          ? closuresStillToCome(listing, typedClosures, context.requestTime ?? new Date())
          : undefined;
      await saveOwnListing(context.db, {
        session,
        partnerId: partnerId.data,
        updates: closures ? { ...parsed.data, closures } : parsed.data,
        officeEmail: context.env.INQUIRY_EMAIL,
      });
      // The address changed: this listing now belongs to another sign-in, which the partner is told.
      if (parsed.data.email?.toLowerCase() !== session.email) {
        const stillHeld = await validatePortalSession(context.db, { token: session.token });
        if (stillHeld) return { emailMoved: true } satisfies ActionResult;
        throw redirect(paths.signInWith('email-changed'), {
          status: 303,
          headers: { 'Set-Cookie': await clearSessionCookie(context.env) },
        });
      }
      const pastClosuresLeftOut = closures !== undefined && closures.length < (typedClosures?.length ?? 0);
      return {
        partnerId: partnerId.data,
        saved: true,
        ...(pastClosuresLeftOut ? { pastClosuresLeftOut } : {}),
      } satisfies ActionResult;
    }
    if (intent === 'request-change') {
      const values = changeFormValues(form);
      const parsed = portalNameAddressFormSchema.safeParse(values);
      if (!parsed.success) {
        return refuse('request-change', portalFieldErrors(i18n, parsed.error, values), values);
      }
      // What the office's approval would refuse (a state its postal code is not in): the partner hears so now.
      const broken = listing && partnerWriteProblem(listing, parsed.data);
      if (broken) return refuse('request-change', portalWriteProblem(i18n, broken), values);
      await askForNameAddressChange(context.db, {
        session,
        partnerId: partnerId.data,
        proposed: parsed.data,
        officeEmail: context.env.INQUIRY_EMAIL,
      });
      return { partnerId: partnerId.data, requested: true } satisfies ActionResult;
    }
  } catch (error) {
    if (isAppError(error, 'NOT_FOUND')) throw new Response(error.message, { status: 404 });
    throw error;
  }
  throw new Response('Unknown action', { status: 400 });
});

export function meta({ matches, loaderData }: Route.MetaArgs) {
  return pageMeta(matches, {
    title: loaderData?.title ?? `Your listing | ${site.productName} partner portal`,
    description: loaderData?.description ?? 'Keep your listing up to date and answer families.',
    noindex: true,
  });
}

export default function PartnerPortalPage({ loaderData, actionData }: Route.ComponentProps) {
  return (
    // Loader data's type spells compiled messages loosely; they are pickClientMessages' own.
    <ClientI18nProvider messages={loaderData.messages as ClientMessages}>
      <Portal loaderData={loaderData} actionData={actionData} />
    </ClientI18nProvider>
  );
}

function Portal({ loaderData, actionData }: Pick<Route.ComponentProps, 'loaderData' | 'actionData'>) {
  const { i18n } = useLingui();
  const { email, officeEmail, listings, inquiries, inquiriesOnlySince, regionGroups } = loaderData;
  const result: ActionResult = actionData ?? {};
  // Loaders are not read again after a refused post: the action gives the session's token itself.
  const csrf = result.csrf ?? loaderData.csrf;
  return (
    <Container className="grid max-w-3xl gap-8 py-8 sm:py-12">
      <header className="grid gap-3">
        <h1 className="text-ink text-3xl leading-tight font-semibold sm:text-4xl">
          {i18n._('portal.heading', { count: listings.length })}
        </h1>
        <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
          <p className="text-muted [overflow-wrap:anywhere]">
            <Trans id="portal.signedInAs" values={{ email }} />
          </p>
          <Form method="post">
            <input type="hidden" name="csrf" value={csrf} />
            <Button type="submit" name="intent" value="sign-out" variant="link">
              <LogOut aria-hidden="true" />
              <Trans id="portal.signOut" />
            </Button>
          </Form>
        </div>
        <InquiriesWaiting
          count={inquiries.filter((inquiry) => inquiry.status === 'pending' || inquiry.status === 'forwarded').length}
        />
        {result.emailMoved ? (
          <p role="status" className="text-ink font-medium">
            <Trans id="portal.emailMoved" />
          </p>
        ) : null}
        {result.formError ? (
          <p role="alert" className="text-danger font-medium">
            {result.formError}
          </p>
        ) : null}
      </header>
      {listings.map(
        ({
          partner,
          listingPath,
          badgeSrc,
          snippet,
          checked,
          changeRequest,
          decision,
          figures,
          toolLinks,
          closures,
        }) => (
          <PortalListing
            key={partner.id}
            partner={partner}
            listingPath={listingPath}
            csrf={csrf}
            badgeSrc={badgeSrc}
            snippet={snippet}
            checked={checked}
            changeRequest={changeRequest}
            decision={decision}
            officeEmail={officeEmail}
            figures={figures}
            toolLinks={toolLinks}
            closures={closures}
            regionGroups={regionGroups}
            state={result.partnerId === partner.id ? result : {}}
          />
        ),
      )}
      <section id="inquiries" className="grid scroll-mt-4 gap-4" aria-labelledby="portal-inquiries">
        <h2 id="portal-inquiries" className="text-ink text-2xl font-semibold">
          <Trans id="portal.inquiries.heading" />
        </h2>
        <PortalInquiries
          inquiries={inquiries}
          onlySince={inquiriesOnlySince}
          csrf={csrf}
          showListing={listings.length > 1}
        />
      </section>
    </Container>
  );
}

/** The inquiries are below every form, far down on a phone: how many wait, and a link to them, up top. */
function InquiriesWaiting({ count }: { count: number }) {
  const { i18n } = useLingui();
  return (
    <p>
      <a href="#inquiries" className="text-brand-700 font-medium underline underline-offset-4">
        {i18n._('portal.inquiries.waiting', { count })}
      </a>
    </p>
  );
}
