import express from 'express';
import type { AppContext } from '~/lib/context.server';
import { createRateLimiter, rateLimitByIp } from '~/lib/rate-limit.server';
import { parseInput } from '~/lib/validation';
import { IDEMPOTENCY_KEY_HEADER, idempotencyKeyHeaderSchema } from './inquiry-idempotency.schema';
import { inquiryInputSchema } from './inquiry.schema';
import { submitInquiry } from './inquiries.service.server';

/** Design §4: inquiries per client IP per 10 minutes (RATE_LIMIT_INQUIRY_MAX, default 5). */
const INQUIRY_WINDOW_MS = 10 * 60_000;

/**
 * Spec §7 POST /api/inquiries {name, email, phone, message, partnerId} → 201 {id, status: 'pending'}; with an
 * Idempotency-Key header, a retry gets that first answer again (inquiry-idempotency.schema.ts).
 */
export function createInquiriesApi({ db, database, env }: AppContext) {
  const router = express.Router();
  const limiter = createRateLimiter({
    max: env.RATE_LIMIT_INQUIRY_MAX,
    windowMs: INQUIRY_WINDOW_MS,
    shared: { database, name: 'inquiries' },
  });

  router.post('/', rateLimitByIp(limiter), async (req, res) => {
    const headers = { [IDEMPOTENCY_KEY_HEADER]: req.headersDistinct[IDEMPOTENCY_KEY_HEADER.toLowerCase()] };
    const { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey } = parseInput(idempotencyKeyHeaderSchema, headers);
    const input = parseInput(inquiryInputSchema, req.body);
    const answer = await submitInquiry(db, {
      input,
      inquiryEmail: env.INQUIRY_EMAIL,
      copyPartner: env.INQUIRY_COPY_PARTNER,
      idempotencyKey,
    });
    // Only the id and state: the family's text is not echoed back (nor cached anywhere on the way).
    res.status(answer.status).set('Cache-Control', 'no-store').json(answer.body);
  });

  return router;
}
