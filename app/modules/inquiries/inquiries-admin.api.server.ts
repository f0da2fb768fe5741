import express from 'express';
import type { AppContext } from '~/lib/context.server';
import { parseInput } from '~/lib/validation';
import { adminInquiryQuerySchema, inquiryIdSchema, inquiryStatusUpdateSchema } from './inquiry-admin.schema';
import { listAdminInquiries, setInquiryStatus } from './inquiries-admin.service.server';

/**
 * Spec §7 GET /api/admin/inquiries (design §3: the inbox) and PATCH /api/admin/inquiries/{id} {status}.
 * Mounted behind requireAdmin.
 */
export function createAdminInquiriesApi({ db, env }: AppContext) {
  const coordinatorEmail = env.INQUIRY_EMAIL;
  const router = express.Router();

  router.get('/', async (req, res) => {
    const query = parseInput(adminInquiryQuerySchema, req.query);
    res.json(await listAdminInquiries(db, { ...query, coordinatorEmail }));
  });

  router.patch('/:id', async (req, res) => {
    const { id } = parseInput(inquiryIdSchema, req.params);
    const { status } = parseInput(inquiryStatusUpdateSchema, req.body);
    res.json(await setInquiryStatus(db, { id, status, coordinatorEmail }));
  });

  return router;
}
