import express from 'express';
import type { AppContext } from '~/lib/context.server';
import { parseInput } from '~/lib/validation';
import { adminActor } from '~/modules/admin-auth/require-admin.server';
import { correctionIdParamsSchema, correctionListQuerySchema } from './correction.schema';
import { getCorrection, handleCorrection, listCorrections } from './corrections.service.server';

/** /api/admin/corrections (behind the admin guard; admins and editors): the queue, one report, accept, dismiss. */
export function createAdminCorrectionsApi({ db }: AppContext) {
  const router = express.Router();

  router.get('/', async (req, res) => {
    res.json(await listCorrections(db, parseInput(correctionListQuerySchema, req.query)));
  });

  router.get('/:id', async (req, res) => {
    const { id } = parseInput(correctionIdParamsSchema, req.params);
    res.json(await getCorrection(db, id));
  });

  router.post('/:id/accept', async (req, res) => {
    const { id } = parseInput(correctionIdParamsSchema, req.params);
    res.json(await handleCorrection(db, { id, decision: 'accepted' }, { actor: adminActor(res) }));
  });

  router.post('/:id/dismiss', async (req, res) => {
    const { id } = parseInput(correctionIdParamsSchema, req.params);
    res.json(await handleCorrection(db, { id, decision: 'dismissed' }, { actor: adminActor(res) }));
  });

  return router;
}
