import express, { type Response } from 'express';
import type { AppContext } from '~/lib/context.server';
import { AppError } from '~/lib/errors';
import { parseInput } from '~/lib/validation';
import {
  cityParamsSchema,
  nearbyCitiesQuerySchema,
  noQuerySchema,
  partnerIdParamsSchema,
  priorityPartnersQuerySchema,
  stateParamsSchema,
} from './partner-query.schema';
import {
  getPublicPartner,
  listActivePartners,
  listNearbyCities,
  listPartnersInCity,
  listPartnersInState,
  listPriorityPartners,
} from './partners.service.server';

/**
 * Public reads may be cached by browsers for a minute and by a shared cache for five (spec §9: partner
 * cache 5 minutes); an edit shows up everywhere within that window.
 */
export const PUBLIC_READ_CACHE_CONTROL = 'public, max-age=60, s-maxage=300, stale-while-revalidate=600';

function sendPublic(res: Response, body: unknown) {
  res.set('Cache-Control', PUBLIC_READ_CACHE_CONTROL).json(body);
}

/** Spec §7 public partner reads. Fixed paths come before `/:id`, which would otherwise swallow them. */
export function createPartnersApi({ db }: AppContext) {
  const router = express.Router();

  router.get('/', async (req, res) => {
    parseInput(noQuerySchema, req.query);
    sendPublic(res, await listActivePartners(db));
  });

  router.get('/priority', async (req, res) => {
    const { state, city, limit } = parseInput(priorityPartnersQuerySchema, req.query);
    sendPublic(res, await listPriorityPartners(db, { stateSlug: state, citySlug: city, limit }));
  });

  router.get('/state/:state', async (req, res) => {
    const { state } = parseInput(stateParamsSchema, req.params);
    parseInput(noQuerySchema, req.query);
    sendPublic(res, await listPartnersInState(db, { stateSlug: state }));
  });

  router.get('/state/:state/city/:city', async (req, res) => {
    const { state, city } = parseInput(cityParamsSchema, req.params);
    parseInput(noQuerySchema, req.query);
    sendPublic(res, await listPartnersInCity(db, { stateSlug: state, citySlug: city }));
  });

  router.get('/nearby-cities/:state/:city', async (req, res) => {
    const { state, city } = parseInput(cityParamsSchema, req.params);
    const { limit } = parseInput(nearbyCitiesQuerySchema, req.query);
    sendPublic(res, await listNearbyCities(db, { stateSlug: state, citySlug: city, limit }));
  });

  router.get('/:id', async (req, res) => {
    const { id } = parseInput(partnerIdParamsSchema, req.params);
    const partner = await getPublicPartner(db, { idOrSlug: id });
    if (!partner) throw new AppError('NOT_FOUND', 'Partner not found');
    sendPublic(res, partner);
  });

  return router;
}
