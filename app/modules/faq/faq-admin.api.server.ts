import express from 'express';
import type { z } from 'zod';
import type { AppContext } from '~/lib/context.server';
import { jsonBody } from '~/lib/json-body.server';
import { AppError, isAppError } from '~/lib/errors';
import { parseInput } from '~/lib/validation';
import { adminActor, requireRole } from '~/modules/admin-auth/require-admin.server';
import { activityIdParamsSchema } from '~/modules/audit/audit.schema';
import {
  bulkDeleteFaqs,
  bulkEditFaqs,
  createFaq,
  deleteFaq,
  importFaqs,
  listAllFaqs,
  restoreFaq,
  undoFaqActivity,
  updateFaq,
} from './faq-admin.service.server';
import {
  faqBulkDeleteRequestSchema,
  faqBulkEditRequestSchema,
  faqIdParamsSchema,
  faqImportRequestSchema,
  faqItemSchema,
  faqItemUpdateSchema,
} from './faq.schema';

/** An FAQ import's JSON body (design §4: imports up to 5 MB); only that route reads this much. */
export const FAQ_IMPORT_BODY_LIMIT = 5 * 1024 * 1024;

/** Spec §8 maps a message starting with this to 'Please check all required fields and try again.' */
export const INVALID_FAQ_DATA = 'Invalid FAQ data';

/** `parseInput`, with the spec's 'Invalid FAQ data' leading the message; the field errors are unchanged. */
function parseFaqInput<Schema extends z.ZodType>(schema: Schema, input: unknown): z.output<Schema> {
  try {
    return parseInput(schema, input);
  } catch (error) {
    if (!isAppError(error, 'VALIDATION')) throw error;
    throw new AppError('VALIDATION', `${INVALID_FAQ_DATA}: ${error.message}`, { fieldErrors: error.fieldErrors });
  }
}

/**
 * Spec §7 admin FAQ calls, mounted at /api/admin/faq behind `requireAdmin` (which also sets no-store).
 * Fixed paths come before `/:id`. The import route parses its own body, up to 5 MB (design §4); the API's
 * 100 kB parser leaves that one path alone.
 */
export function createAdminFaqApi({ db }: AppContext) {
  const router = express.Router();

  router.get('/', async (_req, res) => {
    res.json(await listAllFaqs(db));
  });

  router.post('/', async (req, res) => {
    const input = parseFaqInput(faqItemSchema, req.body);
    res.status(201).json(await createFaq(db, input, { actor: adminActor(res) }));
  });

  router.post('/bulk', jsonBody({ limit: FAQ_IMPORT_BODY_LIMIT }), async (req, res) => {
    const { faqs } = parseFaqInput(faqImportRequestSchema, req.body);
    res.status(201).json(await importFaqs(db, faqs, { actor: adminActor(res) }));
  });

  router.patch('/bulk-edit', async (req, res) => {
    const { ids, updates } = parseFaqInput(faqBulkEditRequestSchema, req.body);
    res.json(await bulkEditFaqs(db, { ids, updates }, { actor: adminActor(res) }));
  });

  router.delete('/bulk-delete', requireRole('admin'), async (req, res) => {
    const { ids } = parseFaqInput(faqBulkDeleteRequestSchema, req.body);
    res.json(await bulkDeleteFaqs(db, { ids }, { actor: adminActor(res) }));
  });

  router.post('/trash/:id/restore', async (req, res) => {
    const { id } = parseFaqInput(faqIdParamsSchema, req.params);
    res.json(await restoreFaq(db, { id, actor: adminActor(res) }));
  });

  // Undo starts from the Activity screen, which only administrators see.
  router.post('/undo/:activityId', requireRole('admin'), async (req, res) => {
    const { id } = parseInput(activityIdParamsSchema, { id: req.params.activityId });
    res.json(await undoFaqActivity(db, { activityId: id, actor: adminActor(res) }));
  });

  router.put('/:id', async (req, res) => {
    const { id } = parseFaqInput(faqIdParamsSchema, req.params);
    const updates = parseFaqInput(faqItemUpdateSchema, req.body);
    res.json(await updateFaq(db, { id, updates }, { actor: adminActor(res) }));
  });

  router.delete('/:id', async (req, res) => {
    const { id } = parseFaqInput(faqIdParamsSchema, req.params);
    await deleteFaq(db, { id, actor: adminActor(res) });
    res.status(204).end();
  });

  return router;
}
