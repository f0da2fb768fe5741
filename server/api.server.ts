import express from 'express';
import type { AppContext } from '~/lib/context.server';
import { AppError } from '~/lib/errors';
import { jsonBody } from '~/lib/json-body.server';
import { createAdminAuthApi } from '~/modules/admin-auth/admin-auth.api.server';
import { createAdminPeopleApi } from '~/modules/admin-auth/admin-people.api.server';
import { requireAdmin, requireRole } from '~/modules/admin-auth/require-admin.server';
import { createActivityApi, createHistoryApi, createTrashApi } from '~/modules/audit/audit.api.server';
import { createAdminDashboardApi } from '~/modules/admin-dashboard/dashboard.api.server';
import { createAdminCorrectionsApi } from '~/modules/corrections/corrections.api.server';
import { createPortalAccessApi } from '~/modules/partner-portal/portal-access.api.server';
import { createAdminFaqApi, FAQ_IMPORT_BODY_LIMIT } from '~/modules/faq/faq-admin.api.server';
import { createFaqApi } from '~/modules/faq/faq.api.server';
import { faqChangeWording } from '~/modules/faq/faq-change-wording.server';
import {
  createGooglePlacesAdminApi,
  createPartnersWithoutGoogleApi,
} from '~/modules/google-places/google-places-admin.api.server';
import { createPartnerGooglePlacesApi } from '~/modules/google-places/partner-google-places.api.server';
import { createAdminInquiriesApi } from '~/modules/inquiries/inquiries-admin.api.server';
import { createInquiriesApi, createInquiryMessagesApi } from '~/modules/inquiries/inquiries.api.server';
import { createListingEventsApi } from '~/modules/listing-stats/listing-stats.api.server';
import {
  createAdminPartnersApi,
  PARTNER_IMPORT_BODY_LIMIT,
  PARTNER_IMPORT_PATH,
  PARTNER_LOGO_BODY_LIMIT,
  PARTNER_LOGO_ROUTE,
} from '~/modules/partners/partners-admin.api.server';
import { createPartnersApi } from '~/modules/partners/partners.api.server';
import { partnerChangeWording } from '~/modules/partners/partner-change-wording';
import { createPartnerToolsApi, VIDEO_BODY_LIMIT } from '~/modules/partner-tools/partner-tools.api.server';
import { createSearchApi } from '~/modules/search/search.api.server';
import { apiErrorHandler } from './http-errors.server';

const DEFAULT_BODY_LIMIT = 100 * 1024;

/**
 * A body whose declared Content-Length is over the route's limit is refused (413) before any of it is read.
 * The parsers would refuse it too, but only after reading it all: a client could hold the connection by
 * declaring megabytes and sending them slowly. The connection closes with the answer (its body stays unread).
 */
function refuseDeclaredOversizeBody(limitFor: (req: express.Request) => number): express.RequestHandler {
  return (req, res, next) => {
    const declared = Number(req.headers['content-length'] ?? 0);
    if (declared <= limitFor(req)) return next();
    res.set('Connection', 'close');
    next(new AppError('PAYLOAD_TOO_LARGE', 'Request body is too large'));
  };
}

/**
 * The JSON API of spec §7. Each module contributes a router; this file only mounts them. `now` is the
 * clock of what counts per day and of "Closed today" (tests fix it).
 */
export function createApiRouter(context: AppContext, { now = Date.now }: { now?: () => number } = {}) {
  const api = express.Router();
  // Bodies are capped at 100 kB (design §4), except on the bulk imports and generate-video: their routers read
  // their own body (imports after the admin guard has run) up to the limit their module sets.
  const ownBodyLimits = new Map([
    ['/admin/faq/bulk', FAQ_IMPORT_BODY_LIMIT],
    [`/admin/partners${PARTNER_IMPORT_PATH}`, PARTNER_IMPORT_BODY_LIMIT],
    ['/partner-tools/generate-video', VIDEO_BODY_LIMIT],
  ]);
  const routeOf = (req: express.Request) => req.path.toLowerCase().replace(/\/+$/, '');
  // An uploaded logo is an image body (never JSON), read by its route after the admin guard.
  const bodyLimitOf = (req: express.Request) =>
    ownBodyLimits.get(routeOf(req)) ??
    (PARTNER_LOGO_ROUTE.test(routeOf(req)) ? PARTNER_LOGO_BODY_LIMIT : DEFAULT_BODY_LIMIT);
  api.use(refuseDeclaredOversizeBody(bodyLimitOf));
  api.use(
    jsonBody({
      limit: DEFAULT_BODY_LIMIT,
      type: (req) => !ownBodyLimits.has(routeOf(req)) && Boolean(req.is('application/json')),
    }),
  );
  // Before the partners router: its `/:id` route would otherwise swallow /partners/:id/google-places-enhanced.
  api.use('/partners/:id', createPartnerGooglePlacesApi(context));
  api.use('/partners', createPartnersApi(context));
  api.use('/faq', createFaqApi(context));
  api.use('/search', createSearchApi(context, { now }));
  api.use('/inquiries', createInquiriesApi(context));
  api.use('/listing-events', createListingEventsApi(context, { now }));
  api.use('/inquiry-messages', createInquiryMessagesApi(context));
  api.use('/partner-tools', createPartnerToolsApi(context));
  api.use('/admin', createAdminAuthApi(context)); // POST login, logout, create-first-user
  api.use('/admin', createAdminPeopleApi(context)); // own password, accounts, invitations, password reset
  // Every other admin router sits behind the bearer-token guard (design §3).
  const admin = requireAdmin(context);
  api.use('/admin/stats', admin, createAdminDashboardApi(context));
  // Each record kind's owner words its own fields for the history screens; the audit module knows none.
  const wordings = { partner: partnerChangeWording, faq: faqChangeWording(context.db) };
  api.use('/admin/activity', admin, requireRole('admin'), createActivityApi(context, { wordings }));
  api.use('/admin/history', admin, createHistoryApi(context, { wordings }));
  api.use('/admin/trash', admin, createTrashApi(context));
  api.use('/admin/inquiries', admin, createAdminInquiriesApi(context));
  api.use('/admin/corrections', admin, createAdminCorrectionsApi(context));
  api.use('/admin/partner-portal', admin, createPortalAccessApi(context));
  api.use('/admin/faq', admin, createAdminFaqApi(context));
  api.use('/admin/partners', admin, createAdminPartnersApi(context));
  api.use('/admin/partners-without-google', admin, createPartnersWithoutGoogleApi(context));
  api.use('/google-places', admin, createGooglePlacesAdminApi(context));
  api.use((req) => {
    throw new AppError('NOT_FOUND', `No API route for ${req.method} ${req.path}`);
  });
  api.use(apiErrorHandler(context.log));
  return api;
}
