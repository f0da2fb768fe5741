import express, { type Response } from 'express';
import type { z } from 'zod';
import type { AppContext } from '~/lib/context.server';
import { jsonBody } from '~/lib/json-body.server';
import { IMAGE_MAX_BYTES } from '~/modules/media/image-limits';
import { createMediaStore } from '~/modules/media/media-store.server';
import { parseInput } from '~/lib/validation';
import { type AdminLocals, adminActor, requireRole } from '~/modules/admin-auth/require-admin.server';
import { streamCsv } from '~/lib/csv-stream.server';
import { activityIdParamsSchema } from '~/modules/audit/audit.schema';
import { generatePartnerDescription } from './partner-descriptions.service.server';
import { PARTNER_EXPORT_HEADER, partnerExportFileName, partnersToCsv } from './partner-csv';
import { partnerListPageSchema, partnerListQuerySchema } from './partner-list.schema';
import { listPartnersPage, partnersForExport } from './partner-list.service.server';
import { importPartners } from './partner-import.service.server';
import { restorePartner, undoPartnerActivity } from './partner-history.service.server';
import {
  adminPartnerIdParamsSchema,
  adminPartnerSearchQuerySchema,
  adminPartnerSearchResultSchema,
  generatedDescriptionSchema,
  generatedLongDescriptionSchema,
  type Partner,
  partnerBulkDeleteResultSchema,
  partnerBulkDeleteSchema,
  partnerBulkEditResultSchema,
  partnerBulkEditSchema,
  partnerDeleteResultSchema,
  partnerDescriptionRequestSchema,
  partnerImportResultSchema,
  partnerImportSchema,
  partnerInputSchema,
  partnerJsonSchema,
  partnerUpdateSchema,
} from './partner.schema';
import {
  bulkDeletePartners,
  bulkEditPartners,
  createPartner,
  deletePartner,
  getPartnerForAdmin,
  listAllPartnersForAdmin,
  searchPartnersForAdmin,
  markPartnerInformationChecked,
  removePartnerLogo,
  updatePartner,
  uploadPartnerLogo,
} from './partners-admin.service.server';

/**
 * Design §4: imports may carry up to 5,000 rows in a body of at most 5 MB. Only this route parses that much,
 * and only after requireAdmin has let the request in (server/api.server.ts skips its 100 kB parser here).
 */
export const PARTNER_IMPORT_BODY_LIMIT = 5 * 1024 * 1024;
export const PARTNER_IMPORT_PATH = '/bulk';

/** POST /api/admin/partners/{id}/logo: the image file as the body, a little over the image limit so a file just
 * over it gets the image's own message rather than the parser's. */
export const PARTNER_LOGO_BODY_LIMIT = IMAGE_MAX_BYTES + 64 * 1024;
export const PARTNER_LOGO_ROUTE = /^\/admin\/partners\/[^/]+\/logo$/;

/** An LLM call for an admin who closed the page is not worth waiting 20 s for. */
function abortedWhenClientLeaves(res: Response): AbortSignal {
  const controller = new AbortController();
  res.once('close', () => {
    if (!res.writableFinished) controller.abort();
  });
  return controller.signal;
}

/** A body shaped by its response schema, the very one the admin screens read it with (api-client). */
function sendJson<Schema extends z.ZodType>(res: Response, schema: Schema, body: z.input<Schema>, status = 200) {
  res.status(status).json(schema.parse(body));
}

/**
 * Spec §7 admin partner calls, mounted at /api/admin/partners behind requireAdmin (which also sets
 * Cache-Control: no-store). Fixed paths come before `/:id`, and `/:id` must be a uuid (400 otherwise).
 */
export function createAdminPartnersApi(context: AppContext) {
  const { db } = context;
  const router = express.Router();

  router.get('/', async (_req, res) => {
    // Every partner at once: typed by the schema, not parsed again row by row.
    res.json((await listAllPartnersForAdmin(db)) satisfies Partner[]);
  });

  router.get('/page', async (req, res) => {
    sendJson(res, partnerListPageSchema, await listPartnersPage(db, parseInput(partnerListQuerySchema, req.query)));
  });

  router.get('/export.csv', async (req, res) => {
    const query = parseInput(partnerListQuerySchema, req.query);
    await streamCsv(res, {
      fileName: partnerExportFileName(),
      header: PARTNER_EXPORT_HEADER,
      batches: partnersForExport(db, query),
      // partnersToCsv's own header line is dropped: the file has one, written first.
      lines: (batch) => {
        const body = partnersToCsv(batch);
        return body.slice(body.indexOf('\r\n') + 2);
      },
    });
  });

  router.get('/search', async (req, res) => {
    const query = parseInput(adminPartnerSearchQuerySchema, req.query);
    sendJson(res, adminPartnerSearchResultSchema, await searchPartnersForAdmin(db, query));
  });

  router.post('/', async (req, res) => {
    const input = parseInput(partnerInputSchema, req.body);
    sendJson(res, partnerJsonSchema, await createPartner(db, input, { actor: adminActor(res) }), 201);
  });

  router.patch('/bulk-edit', async (req, res) => {
    const { ids, updates } = parseInput(partnerBulkEditSchema, req.body);
    sendJson(
      res,
      partnerBulkEditResultSchema,
      await bulkEditPartners(db, { ids, updates }, { actor: adminActor(res) }),
    );
  });

  router.delete('/bulk-delete', requireRole('admin'), async (req, res) => {
    const { ids } = parseInput(partnerBulkDeleteSchema, req.body);
    sendJson(res, partnerBulkDeleteResultSchema, await bulkDeletePartners(db, { ids }, { actor: adminActor(res) }));
  });

  router.post(PARTNER_IMPORT_PATH, jsonBody({ limit: PARTNER_IMPORT_BODY_LIMIT }), async (req, res) => {
    const { partners, dryRun } = parseInput(partnerImportSchema, req.body);
    sendJson(
      res,
      partnerImportResultSchema,
      await importPartners(db, { partners, dryRun }, { actor: adminActor(res) }),
    );
  });

  router.post('/trash/:id/restore', async (req, res) => {
    const { id } = parseInput(adminPartnerIdParamsSchema, req.params);
    res.json(await restorePartner(db, { id, actor: adminActor(res) }));
  });

  // Undo starts from the Activity screen, which only administrators see.
  router.post('/undo/:activityId', requireRole('admin'), async (req, res) => {
    const { id } = parseInput(activityIdParamsSchema, { id: req.params.activityId });
    const { role } = res.locals.admin as AdminLocals;
    res.json(await undoPartnerActivity(db, { activityId: id, actor: adminActor(res), role, media: context.env }));
  });

  router.post('/generate-description', async (req, res) => {
    const facts = parseInput(partnerDescriptionRequestSchema, req.body);
    const signal = abortedWhenClientLeaves(res);
    const description = await generatePartnerDescription(context, { kind: 'short', facts, signal });
    sendJson(res, generatedDescriptionSchema, { description });
  });

  router.post('/generate-long-description', async (req, res) => {
    const facts = parseInput(partnerDescriptionRequestSchema, req.body);
    const signal = abortedWhenClientLeaves(res);
    const longDescription = await generatePartnerDescription(context, { kind: 'long', facts, signal });
    sendJson(res, generatedLongDescriptionSchema, { longDescription });
  });

  router.get('/:id', async (req, res) => {
    const { id } = parseInput(adminPartnerIdParamsSchema, req.params);
    sendJson(res, partnerJsonSchema, await getPartnerForAdmin(db, { id }));
  });

  router.put('/:id', async (req, res) => {
    const { id } = parseInput(adminPartnerIdParamsSchema, req.params);
    const updates = parseInput(partnerUpdateSchema, req.body);
    sendJson(res, partnerJsonSchema, await updatePartner(db, { id, updates }, { actor: adminActor(res) }));
  });

  router.post('/:id/information-checked', async (req, res) => {
    const { id } = parseInput(adminPartnerIdParamsSchema, req.params);
    res.json(await markPartnerInformationChecked(db, { id }, { actor: adminActor(res) }));
  });

  router.post('/:id/logo', express.raw({ type: () => true, limit: PARTNER_LOGO_BODY_LIMIT }), async (req, res) => {
    const { id } = parseInput(adminPartnerIdParamsSchema, req.params);
    // Not a Buffer when no body came (or a JSON one the API parsed): an empty file, refused as one.
    const bytes = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0);
    const partner = await uploadPartnerLogo(db, createMediaStore(context), { id, bytes }, { actor: adminActor(res) });
    sendJson(res, partnerJsonSchema, partner);
  });

  router.delete('/:id/logo', async (req, res) => {
    const { id } = parseInput(adminPartnerIdParamsSchema, req.params);
    sendJson(res, partnerJsonSchema, await removePartnerLogo(db, { id }, { actor: adminActor(res) }));
  });

  router.delete('/:id', async (req, res) => {
    const { id } = parseInput(adminPartnerIdParamsSchema, req.params);
    await deletePartner(db, { id }, { actor: adminActor(res) });
    sendJson(res, partnerDeleteResultSchema, { success: true });
  });

  return router;
}
