import express from 'express';
import type { AppContext } from '~/lib/context.server';
import { parseInput } from '~/lib/validation';
import { batchUpdateSchema, partnerIdParamsSchema } from './google-places-admin.schema';
import {
  batchUpdate,
  fixPlaceholderPhones,
  googlePlacesAdminOptions,
  googlePlacesStatus,
  listGooglePartners,
  listPartnersWithoutGoogle,
  testConnection,
  updatePartnerFromGoogle,
} from './google-places-admin.service.server';

/**
 * /api/google-places/* (spec §7 "Google Places"), mounted behind requireAdmin: every call, the test
 * included, needs the bearer token (design §3), so no anonymous visitor can spend the key's quota.
 */
export function createGooglePlacesAdminApi(context: AppContext) {
  const { db } = context;
  const router = express.Router();
  const options = () => googlePlacesAdminOptions(context);

  router.get('/status', (_req, res) => {
    res.json(googlePlacesStatus(options()));
  });

  router.get('/test', async (_req, res) => {
    res.json(await testConnection(options()));
  });

  router.get('/partners', async (_req, res) => {
    res.json(await listGooglePartners(db));
  });

  router.post('/update/:partnerId', async (req, res) => {
    const { partnerId } = parseInput(partnerIdParamsSchema, req.params);
    res.json(await updatePartnerFromGoogle(db, { ...options(), partnerId }));
  });

  router.post('/batch-update', async (req, res) => {
    const { partnerIds, limit } = parseInput(batchUpdateSchema, req.body ?? {});
    res.json(await batchUpdate(db, { ...options(), partnerIds, limit }));
  });

  router.post('/fix-placeholder-phones', async (_req, res) => {
    res.json(await fixPlaceholderPhones(db, options()));
  });

  return router;
}

/** GET /api/admin/partners-without-google (spec §7 admin table), mounted behind requireAdmin. */
export function createPartnersWithoutGoogleApi(context: AppContext) {
  const router = express.Router();
  router.get('/', async (_req, res) => {
    res.json(await listPartnersWithoutGoogle(context.db));
  });
  return router;
}
