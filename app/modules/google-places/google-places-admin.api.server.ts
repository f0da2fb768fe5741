import express from 'express';
import type { AppContext } from '~/lib/context.server';
import { parseInput } from '~/lib/validation';
import { adminActor } from '~/modules/admin-auth/require-admin.server';
import {
  batchUpdateSchema,
  linkPlaceSchema,
  partnerIdParamsSchema,
  placeSearchQuerySchema,
} from './google-places-admin.schema';
import {
  batchUpdate,
  fixPlaceholderPhones,
  googlePlacesAdminOptions,
  googlePlacesStatus,
  linkPlace,
  listGooglePartners,
  listNoMatchPartners,
  listPartnersWithoutGoogle,
  listRememberedPartnerIds,
  markNotOnGoogle,
  searchPlaces,
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
    res.json(await updatePartnerFromGoogle(db, { ...options(), actor: adminActor(res), partnerId }));
  });

  router.post('/batch-update', async (req, res) => {
    const { partnerIds, limit } = parseInput(batchUpdateSchema, req.body ?? {});
    res.json(await batchUpdate(db, { ...options(), actor: adminActor(res), partnerIds, limit }));
  });

  router.get('/no-match', async (_req, res) => {
    res.json({ partners: await listNoMatchPartners(db), rememberedIds: await listRememberedPartnerIds(db) });
  });

  router.get('/search', async (req, res) => {
    const { q } = parseInput(placeSearchQuerySchema, req.query);
    res.json(await searchPlaces({ ...options(), query: q }));
  });

  router.post('/no-match/:partnerId/link', async (req, res) => {
    const { partnerId } = parseInput(partnerIdParamsSchema, req.params);
    const { placeId } = parseInput(linkPlaceSchema, req.body ?? {});
    res.json(await linkPlace(db, { ...options(), actor: adminActor(res), partnerId, placeId }));
  });

  router.post('/no-match/:partnerId/not-on-google', async (req, res) => {
    const { partnerId } = parseInput(partnerIdParamsSchema, req.params);
    await markNotOnGoogle(db, { partnerId, actor: adminActor(res) });
    res.status(204).end();
  });

  router.post('/fix-placeholder-phones', async (_req, res) => {
    res.json(await fixPlaceholderPhones(db, { ...options(), actor: adminActor(res) }));
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
