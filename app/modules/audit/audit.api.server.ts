import express from 'express';
import type { AppContext } from '~/lib/context.server';
import { parseInput } from '~/lib/validation';
import { z } from '~/lib/zod';
import { activityIdParamsSchema, activityQuerySchema, historyQuerySchema, trashQuerySchema } from './audit.schema';
import { entityHistory, getActivity, listActivity, listActivityActors, listTrash } from './audit.server';
import type { RecordWordings } from './change-wording';

/**
 * GET /api/admin/activity (every change, filtered and paged), /activity/actors, /activity/{id} (one
 * activity with its changes). server/api.server.ts mounts it behind requireAdmin and the admin role, with
 * each record kind's wording of its fields.
 */
export function createActivityApi({ db }: AppContext, { wordings }: { wordings?: RecordWordings } = {}) {
  const router = express.Router();
  router.get('/', async (req, res) => {
    res.json(await listActivity(db, parseInput(activityQuerySchema, req.query)));
  });
  router.get('/actors', async (_req, res) => {
    res.json({ actors: await listActivityActors(db) });
  });
  router.get('/:id', async (req, res) => {
    const { id } = parseInput(activityIdParamsSchema, req.params);
    res.json(await getActivity(db, id, { wordings }));
  });
  return router;
}

/** A record an editor works on: its history is theirs to read (accounts' history is on the Activity screen). */
const historyParamsSchema = z.object({
  entity: z.enum(['partner', 'faq', 'inquiry']),
  id: z.string().uuid('Not a record id'),
});

/** GET /api/admin/history/{partner|faq|inquiry}/{id}: a record's history, newest first (every role). */
export function createHistoryApi({ db }: AppContext, { wordings }: { wordings?: RecordWordings } = {}) {
  const router = express.Router();
  router.get('/:entity/:id', async (req, res) => {
    const { entity, id } = parseInput(historyParamsSchema, req.params);
    const { page } = parseInput(historyQuerySchema, req.query);
    res.json(await entityHistory(db, { entityType: entity, entityId: id, page, wordings }));
  });
  return router;
}

/**
 * GET /api/admin/trash: deleted partners and FAQ items (every role). Restoring is the owning module's call
 * (POST /api/admin/partners/trash/{id}/restore, /api/admin/faq/trash/{id}/restore).
 */
export function createTrashApi({ db }: AppContext) {
  const router = express.Router();
  router.get('/', async (req, res) => {
    res.json(await listTrash(db, parseInput(trashQuerySchema, req.query)));
  });
  return router;
}
