import { z } from '~/lib/zod';
import { correctionStatuses } from './correction.statuses';

/*
 * 'Report a correction' on a partner page: one schema for the form (with or without JavaScript) and the
 * server. The text is kept as plain text and only ever rendered as text; a link or a script in it is
 * harmless words. Imports zod only, so the browser bundle can use it.
 */

export const CORRECTION_LIMITS = { messageMin: 10, message: 2000, contactEmail: 254 } as const;

export const correctionInputSchema = z.object({
  message: z
    .string({ error: 'Tell us what is wrong' })
    .trim()
    .min(1, 'Tell us what is wrong')
    .min(CORRECTION_LIMITS.messageMin, `Please say a little more (at least ${CORRECTION_LIMITS.messageMin} characters)`)
    .max(
      CORRECTION_LIMITS.message,
      `Please keep it under ${CORRECTION_LIMITS.message.toLocaleString('en-US')} characters`,
    ),
  // Optional: blank is stored as null.
  contactEmail: z
    .string({ error: 'Email must be text' })
    .trim()
    .max(CORRECTION_LIMITS.contactEmail, `Email must be at most ${CORRECTION_LIMITS.contactEmail} characters`)
    .nullish()
    .transform((value) => (value ? value : null))
    .pipe(z.email('Enter a valid email address, like name@example.com').nullable()),
});

export type CorrectionFormValues = z.input<typeof correctionInputSchema>;
export type CorrectionInput = z.output<typeof correctionInputSchema>;

/** The correction form of a partner: its own page, so it works without JavaScript. */
export function correctionPath(partner: { id: string }): string {
  return `/partner/${partner.id}/correction`;
}

export { correctionStatuses };
export type CorrectionStatus = (typeof correctionStatuses)[number];

export const CORRECTIONS_PAGE_SIZE = 50;

/** GET /api/admin/corrections: the queue (new first), or one status. */
export const correctionListQuerySchema = z.object({
  status: z.enum(correctionStatuses).optional(),
  page: z.coerce.number().int('Page must be a whole number').min(1, 'Page starts at 1').max(100_000).default(1),
});
export type CorrectionListQuery = z.infer<typeof correctionListQuerySchema>;

export const correctionIdParamsSchema = z.object({ id: z.uuid({ error: 'Not a correction id' }) });

export interface AdminCorrection {
  id: string;
  partnerId: string;
  partnerName: string;
  message: string;
  contactEmail: string | null;
  status: CorrectionStatus;
  createdAt: string;
  handledAt: string | null;
  handledByName: string | null;
}

export interface CorrectionListPage {
  items: AdminCorrection[];
  total: number;
  newCount: number;
  page: number;
  pageCount: number;
}
