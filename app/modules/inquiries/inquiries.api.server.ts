import express from 'express';
import type { AppContext } from '~/lib/context.server';
import { AppError } from '~/lib/errors';
import { appCatalogs, pickClientMessages } from '~/modules/i18n/catalog.server';
import { INQUIRY_MESSAGE_IDS } from '~/modules/i18n/client-message-ids';
import { isLocale } from '~/modules/i18n/locales';
import { parseInput } from '~/lib/validation';
import { IDEMPOTENCY_KEY_HEADER, idempotencyKeyHeaderSchema } from './inquiry-idempotency.schema';
import {
  admitInquiryFromIp,
  admitConfirmation,
  admitInquiryFromSender,
  inquiryLimitsFor,
} from './inquiry-limits.server';
import { inquiryInputSchema } from './inquiry.schema';
import { submitInquiry, submitInquirySettings } from './inquiries.service.server';

/**
 * Spec §7 POST /api/inquiries {name, email, phone, message, partnerId} → 201 {id, status: 'pending'}; with an
 * Idempotency-Key header, a retry gets that first answer again (inquiry-idempotency.schema.ts). Limits per
 * client IP, then per partner and sender (inquiry-limits.server.ts).
 */
export function createInquiriesApi({ db, database, env, log }: AppContext) {
  const router = express.Router();
  const limits = inquiryLimitsFor(database, env);
  const catalogs = appCatalogs(log);

  router.post('/', async (req, res) => {
    await admitInquiryFromIp(limits, req.ip ?? 'unknown');
    const headers = { [IDEMPOTENCY_KEY_HEADER]: req.headersDistinct[IDEMPOTENCY_KEY_HEADER.toLowerCase()] };
    const { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey } = parseInput(idempotencyKeyHeaderSchema, headers);
    const input = parseInput(inquiryInputSchema, req.body);
    const answer = await submitInquiry(db, {
      ...submitInquirySettings(env, catalogs),
      input,
      idempotencyKey,
      admitNew: (inquiry, within) => admitInquiryFromSender(limits, inquiry, within),
      admitConfirmation: (inquiry, within) => admitConfirmation(limits, inquiry, within),
    });
    // Only the id and state: the family's text is not echoed back (nor cached anywhere on the way).
    res.status(answer.status).set('Cache-Control', 'no-store').json(answer.body);
  });

  return router;
}

/**
 * GET /api/inquiry-messages/{locale}: the dialog's and the "Sent" note's messages in one language, compiled
 * (decision 033), fetched with the dialog's code so no page carries them in its HTML. The same for everyone:
 * cacheable. Not under /api/inquiries, which is the family's inquiry and nothing else.
 */
export function createInquiryMessagesApi({ log }: Pick<AppContext, 'log'>) {
  const router = express.Router();
  const catalogs = appCatalogs(log);
  router.get('/:locale', (req, res) => {
    const { locale } = req.params;
    if (!isLocale(locale)) throw new AppError('NOT_FOUND', 'No messages in that language');
    res.set('Cache-Control', 'public, max-age=3600').json(pickClientMessages(catalogs, locale, INQUIRY_MESSAGE_IDS));
  });
  return router;
}
