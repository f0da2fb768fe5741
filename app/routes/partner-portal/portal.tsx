import LogOut from 'lucide-react/icons/log-out';
import { data, Form, redirect } from 'react-router';
import { unavailableWithoutDatabase } from '~/lib/database-unavailable.server';
import { isAppError } from '~/lib/errors';
import { site } from '~/lib/site';
import { toFieldErrors } from '~/lib/validation';
import { badgePath, badgeSnippet } from '~/modules/partner-portal/badge';
import { PortalInquiries } from '~/modules/partner-portal/components/portal-inquiries';
import { type ListingFormState, PortalListing } from '~/modules/partner-portal/components/portal-listing';
import { endPortalSession } from '~/modules/partner-portal/portal-auth.service.server';
import { SIGN_IN_PATH } from '~/modules/partner-portal/portal-constants';
import {
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
  saveOwnListing,
} from '~/modules/partner-portal/portal.service.server';
import {
  checkCsrf,
  clearSessionCookie,
  PORTAL_HEADERS,
  requirePortalSession,
} from '~/modules/partner-portal/portal-session.server';
import { csrfTokenFor } from '~/modules/partner-portal/portal-tokens.server';
import { partnerPath } from '~/modules/partners/components/partner-display';
import { informationCheckedLabel } from '~/modules/partners/components/partner-detail-display';
import { pageMeta } from '~/modules/seo/meta';
import { Button } from '~/ui/button';
import { Container } from '~/ui/container';
import type { Route } from './+types/portal';

// /partner-portal: a signed-in partner's own listing(s), the inquiries sent to them, and the badge.

export const headers: Route.HeadersFunction = () => PORTAL_HEADERS;

export const loader = unavailableWithoutDatabase(async ({ request, context }: Route.LoaderArgs) => {
  const session = await requirePortalSession(request, context);
  const { listings, inquiries, changeRequests } = await getPortalOverview(context.db, session);
  const publicUrl = context.env.PUBLIC_URL;
  return {
    email: session.email,
    csrf: csrfTokenFor(session.token),
    listings: listings.map((partner) => ({
      partner,
      listingPath: partnerPath(partner),
      checked: informationCheckedLabel(partner),
      badgeSrc: badgePath(partner.id),
      snippet: badgeSnippet({ publicUrl, partnerId: partner.id, listingPath: partnerPath(partner) }),
      changeRequest: changeRequests.find((request) => request.partnerId === partner.id) ?? null,
    })),
    inquiries,
    regionGroups: portalRegionGroups(),
  };
});

type ActionResult = { partnerId?: string } & ListingFormState;

export const action = unavailableWithoutDatabase(async ({ request, context }: Route.ActionArgs) => {
  const session = await requirePortalSession(request, context);
  const form = await request.formData();
  checkCsrf(session, form);
  const intent = form.get('intent');
  if (intent === 'sign-out') {
    await endPortalSession(context.db, session.token);
    throw redirect(SIGN_IN_PATH, { status: 303, headers: { 'Set-Cookie': await clearSessionCookie(context.env) } });
  }
  try {
    if (intent === 'answered') {
      const inquiryId = uuidSchema.safeParse(form.get('inquiryId'));
      if (!inquiryId.success) throw new Response('Inquiry not found', { status: 404 });
      await markInquiryAnswered(context.db, { session, inquiryId: inquiryId.data });
      return {} satisfies ActionResult;
    }
    const partnerId = uuidSchema.safeParse(form.get('partnerId'));
    if (!partnerId.success) throw new Response('Listing not found', { status: 404 });
    if (intent === 'confirm') {
      await confirmListingInPortal(context.db, { session, partnerId: partnerId.data });
      return { partnerId: partnerId.data, confirmed: true } satisfies ActionResult;
    }
    if (intent === 'save') {
      const text = (name: string) => String(form.get(name) ?? '');
      // An unticked checkbox sends nothing: that is a "no".
      const tick = (name: string) => (form.get(name) === null ? 'no' : 'yes');
      const values = {
        phone: text('phone'),
        email: text('email'),
        website: text('website'),
        description: text('description'),
        descriptionFr: text('descriptionFr'),
        servicesOffered: text('servicesOffered'),
        priceListUrl: text('priceListUrl'),
        directCremationFrom: text('directCremationFrom'),
        openingHours: text('openingHours'),
        afterHoursPhone: text('afterHoursPhone'),
        offersPetCremation: tick('offersPetCremation'),
        acceptsCrematedRemains: tick('acceptsCrematedRemains'),
        offersWitnessedCremation: tick('offersWitnessedCremation'),
        servesVeterans: tick('servesVeterans'),
      };
      const parsed = portalListingFormSchema.safeParse(values);
      if (!parsed.success) {
        return data(
          { partnerId: partnerId.data, fieldErrors: toFieldErrors(parsed.error), values } satisfies ActionResult,
          {
            status: 400,
          },
        );
      }
      await saveOwnListing(context.db, { session, partnerId: partnerId.data, updates: parsed.data });
      // The address changed: this listing may now belong to another sign-in.
      if (parsed.data.email?.toLowerCase() !== session.email) throw redirect(SIGN_IN_PATH, 303);
      return { partnerId: partnerId.data, saved: true } satisfies ActionResult;
    }
    if (intent === 'request-change') {
      const values = {
        name: String(form.get('name') ?? ''),
        address: String(form.get('address') ?? ''),
        city: String(form.get('city') ?? ''),
        state: String(form.get('state') ?? ''),
        zipCode: String(form.get('zipCode') ?? ''),
      };
      const parsed = portalNameAddressFormSchema.safeParse(values);
      if (!parsed.success) {
        return data(
          { partnerId: partnerId.data, fieldErrors: toFieldErrors(parsed.error), values } satisfies ActionResult,
          { status: 400 },
        );
      }
      await askForNameAddressChange(context.db, { session, partnerId: partnerId.data, proposed: parsed.data });
      return { partnerId: partnerId.data, requested: true } satisfies ActionResult;
    }
  } catch (error) {
    if (isAppError(error, 'NOT_FOUND')) throw new Response(error.message, { status: 404 });
    throw error;
  }
  throw new Response('Unknown action', { status: 400 });
});

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta(matches, {
    title: `Your listing | ${site.productName} partner portal`,
    description: 'Keep your listing up to date and answer families.',
    noindex: true,
  });
}

export default function PartnerPortalPage({ loaderData, actionData }: Route.ComponentProps) {
  const { email, csrf, listings, inquiries, regionGroups } = loaderData;
  const result: ActionResult = actionData ?? {};
  return (
    <Container className="grid max-w-3xl gap-8 py-8 sm:py-12">
      <header className="grid gap-3">
        <h1 className="text-ink text-3xl leading-tight font-semibold sm:text-4xl">
          {listings.length === 1 ? 'Your listing' : 'Your listings'}
        </h1>
        <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
          <p className="text-muted [overflow-wrap:anywhere]">Signed in as {email}</p>
          <Form method="post">
            <input type="hidden" name="csrf" value={csrf} />
            <Button type="submit" name="intent" value="sign-out" variant="link">
              <LogOut aria-hidden="true" />
              Sign out
            </Button>
          </Form>
        </div>
      </header>
      {listings.map(({ partner, listingPath, badgeSrc, snippet, checked, changeRequest }) => (
        <PortalListing
          key={partner.id}
          partner={partner}
          listingPath={listingPath}
          csrf={csrf}
          badgeSrc={badgeSrc}
          snippet={snippet}
          checked={checked}
          changeRequest={changeRequest}
          regionGroups={regionGroups}
          state={result.partnerId === partner.id ? result : {}}
        />
      ))}
      <section className="grid gap-4" aria-labelledby="portal-inquiries">
        <h2 id="portal-inquiries" className="text-ink text-2xl font-semibold">
          Inquiries from families
        </h2>
        <PortalInquiries inquiries={inquiries} csrf={csrf} showListing={listings.length > 1} />
      </section>
    </Container>
  );
}
