import { z } from '~/lib/zod';

/** How far back the dashboard counts the emails given up on. */
export const EMAIL_FAILED_WINDOW_DAYS = 7;

const purposeCountSchema = z.object({
  /** What the emails are, in the office's words ("Admin invitations"); never an address or a subject. */
  label: z.string(),
  count: z.number().int().nonnegative(),
});

/** GET /api/admin/stats/email-delivery: the outbox as a whole, in counts and times only. */
export const emailDeliverySchema = z.object({
  /** False when SMTP_URL is unset: emails are kept but none is sent. */
  smtpConfigured: z.boolean(),
  lastSentAt: z.iso.datetime().nullable(),
  waiting: z.object({
    total: z.number().int().nonnegative(),
    oldestSince: z.iso.datetime().nullable(),
    byPurpose: z.array(purposeCountSchema),
  }),
  failed: z.object({
    total: z.number().int().nonnegative(),
    days: z.number().int().positive(),
    byPurpose: z.array(purposeCountSchema),
  }),
  /** Link emails withdrawn in the same days because their link was used, revoked, replaced or expired first. */
  cancelled: z.object({
    total: z.number().int().nonnegative(),
    days: z.number().int().positive(),
    byPurpose: z.array(purposeCountSchema),
  }),
});

export type EmailDelivery = z.infer<typeof emailDeliverySchema>;
