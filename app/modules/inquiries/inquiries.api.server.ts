import express from 'express';
import type { AppContext } from '~/lib/context.server';
import { parseInput } from '~/lib/validation';
import { IDEMPOTENCY_KEY_HEADER, idempotencyKeyHeaderSchema } from './inquiry-idempotency.schema';
import { admitInquiryFromIp, admitInquiryFromSender, inquiryLimitsFor } from './inquiry-limits.server';
import { inquiryInputSchema } from './inquiry.schema';
import { submitInquiry, submitInquirySettings } from './inquiries.service.server';

/**
 * Spec §7 POST /api/inquiries {name, email, phone, message, partnerId} → 201 {id, status: 'pending'}; with an
 * Idempotency-Key header, a retry gets that first answer again (inquiry-idempotency.schema.ts). Limits per
 * client IP, then per partner and sender (inquiry-limits.server.ts).
 */
export function createInquiriesApi({ db, database, env }: AppContext) {
  const router = express.Router();
  const limits = inquiryLimitsFor(database, env);

  router.post('/', async (req, res) => {
    await admitInquiryFromIp(limits, req.ip ?? 'unknown');
    const headers = { [IDEMPOTENCY_KEY_HEADER]: req.headersDistinct[IDEMPOTENCY_KEY_HEADER.toLowerCase()] };
    const { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey } = parseInput(idempotencyKeyHeaderSchema, headers);
    const input = parseInput(inquiryInputSchema, req.body);
    const answer = await submitInquiry(db, {
      ...submitInquirySettings(env),
      input,
      idempotencyKey,
      admitNew: (inquiry) => admitInquiryFromSender(limits, inquiry),
    });
    // Only the id and state: the family's text is not echoed back (nor cached anywhere on the way).
    res.status(answer.status).set('Cache-Control', 'no-store').json(answer.body);
  });

  return router;
}
