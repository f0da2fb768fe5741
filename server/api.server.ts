import express from 'express';
import type { AppContext } from '~/lib/context.server';
import { AppError } from '~/lib/errors';
import { createFaqApi } from '~/modules/faq/faq.api.server';
import { createPartnersApi } from '~/modules/partners/partners.api.server';
import { createSearchApi } from '~/modules/search/search.api.server';
import { apiErrorHandler } from './http-errors.server';

/** The JSON API of spec §7. Each module contributes a router; this file only mounts them. */
export function createApiRouter(context: AppContext) {
  const api = express.Router();
  api.use(express.json({ limit: '100kb' }));
  api.use('/partners', createPartnersApi(context));
  api.use('/faq', createFaqApi(context));
  api.use('/search', createSearchApi(context));
  api.use((req) => {
    throw new AppError('NOT_FOUND', `No API route for ${req.method} ${req.path}`);
  });
  api.use(apiErrorHandler(context.log));
  return api;
}
