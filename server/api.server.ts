import express from 'express';
import type { AppContext } from '~/lib/context.server';
import { AppError } from '~/lib/errors';
import { createAdminAuthApi } from '~/modules/admin-auth/admin-auth.api.server';
import { requireAdmin } from '~/modules/admin-auth/require-admin.server';
import { createAdminFaqApi } from '~/modules/faq/faq-admin.api.server';
import { createFaqApi } from '~/modules/faq/faq.api.server';
import {
  createGooglePlacesAdminApi,
  createPartnersWithoutGoogleApi,
} from '~/modules/google-places/google-places-admin.api.server';
import { createPartnerGooglePlacesApi } from '~/modules/google-places/partner-google-places.api.server';
import { createAdminInquiriesApi } from '~/modules/inquiries/inquiries-admin.api.server';
import { createInquiriesApi } from '~/modules/inquiries/inquiries.api.server';
import { createAdminPartnersApi } from '~/modules/partners/partners-admin.api.server';
import { createPartnersApi } from '~/modules/partners/partners.api.server';
import { createPartnerToolsApi } from '~/modules/partner-tools/partner-tools.api.server';
import { createSearchApi } from '~/modules/search/search.api.server';
import { apiErrorHandler } from './http-errors.server';

/** The JSON API of spec §7. Each module contributes a router; this file only mounts them. */
export function createApiRouter(context: AppContext) {
  const api = express.Router();
  // Bodies are capped at 100 kB (design §4), except on the bulk imports listed here: their routers read
  // their own body, up to 5 MB, after the admin guard has run; generate-video reads up to 7 MB (a PNG logo).
  const ownBodyLimitPaths = new Set(['/admin/faq/bulk', '/admin/partners/bulk', '/partner-tools/generate-video']);
  api.use(
    express.json({
      limit: '100kb',
      type: (req) => {
        const request = req as express.Request;
        return !ownBodyLimitPaths.has(request.path.toLowerCase().replace(/\/+$/, '')) && Boolean(request.is('application/json'));
      },
    }),
  );
  // Before the partners router: its `/:id` route would otherwise swallow /partners/:id/google-places-enhanced.
  api.use('/partners/:id', createPartnerGooglePlacesApi(context));
  api.use('/partners', createPartnersApi(context));
  api.use('/faq', createFaqApi(context));
  api.use('/search', createSearchApi(context));
  api.use('/inquiries', createInquiriesApi(context));
  api.use('/partner-tools', createPartnerToolsApi(context));
  api.use('/admin', createAdminAuthApi(context)); // POST login, logout, create-first-user; GET stats
  // Every other admin router sits behind the bearer-token guard (design §3).
  const admin = requireAdmin(context);
  api.use('/admin/inquiries', admin, createAdminInquiriesApi(context));
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
