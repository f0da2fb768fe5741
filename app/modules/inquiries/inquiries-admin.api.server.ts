import express, { type Response } from 'express';
import type { AppContext } from '~/lib/context.server';
import { streamCsv } from '~/lib/csv-stream.server';
import { parseInput } from '~/lib/validation';
import { adminActor } from '~/modules/admin-auth/require-admin.server';
import { appCatalogs } from '~/modules/i18n/catalog.server';
import {
  adminInquiryPageQuerySchema,
  adminInquiryQuerySchema,
  inquiryForwardSchema,
  inquiryIdSchema,
  inquiryNoteInputSchema,
  inquiryStatusUpdateSchema,
} from './inquiry-admin.schema';
import {
  addInquiryNote,
  forwardInquiryToPartner,
  inquiriesForExport,
  listAdminInquiries,
  pageAdminInquiries,
  setInquiryStatus,
} from './inquiries-admin.service.server';
import { INQUIRY_EXPORT_HEADER, inquiryCsvLines, inquiryExportFileName } from './inquiry-csv';

const actingAdmin = (res: Response) => adminActor(res);

/**
 * Spec §7 GET /api/admin/inquiries (design §3: the inbox; the whole filtered list), GET .../page (one page
 * and its totals), GET .../export.csv (every inquiry of the filter, as the inbox's Export CSV saves it),
 * PATCH /{id} {status}, POST /{id}/notes {body}, POST /{id}/forward {confirmedNewEmail?}. Mounted behind
 * requireAdmin, which leaves the acting admin in res.locals.
 */
export function createAdminInquiriesApi({ db, env, log }: AppContext) {
  const coordinatorEmail = env.INQUIRY_EMAIL;
  const catalogs = appCatalogs(log);
  const router = express.Router();

  router.get('/', async (req, res) => {
    const query = parseInput(adminInquiryQuerySchema, req.query);
    res.json(await listAdminInquiries(db, { ...query, coordinatorEmail }));
  });

  router.get('/export.csv', async (req, res) => {
    const query = parseInput(adminInquiryQuerySchema, req.query);
    await streamCsv(res, {
      fileName: inquiryExportFileName(),
      header: INQUIRY_EXPORT_HEADER,
      batches: inquiriesForExport(db, { ...query, coordinatorEmail }),
      lines: inquiryCsvLines,
    });
  });

  router.get('/page', async (req, res) => {
    const query = parseInput(adminInquiryPageQuerySchema, req.query);
    res.json(await pageAdminInquiries(db, { ...query, coordinatorEmail }));
  });

  router.patch('/:id', async (req, res) => {
    const { id } = parseInput(inquiryIdSchema, req.params);
    const { status } = parseInput(inquiryStatusUpdateSchema, req.body);
    res.json(await setInquiryStatus(db, { id, status, admin: actingAdmin(res), coordinatorEmail }));
  });

  router.post('/:id/notes', async (req, res) => {
    const { id } = parseInput(inquiryIdSchema, req.params);
    const { body } = parseInput(inquiryNoteInputSchema, req.body);
    res.status(201).json(await addInquiryNote(db, { id, body, admin: actingAdmin(res), coordinatorEmail }));
  });

  router.post('/:id/forward', async (req, res) => {
    const { id } = parseInput(inquiryIdSchema, req.params);
    // A body is optional: a plain POST forwards what needs no confirmation.
    const { confirmedNewEmail } = parseInput(inquiryForwardSchema, req.body ?? {});
    res.json(
      await forwardInquiryToPartner(db, { id, admin: actingAdmin(res), coordinatorEmail, confirmedNewEmail, catalogs }),
    );
  });

  return router;
}
