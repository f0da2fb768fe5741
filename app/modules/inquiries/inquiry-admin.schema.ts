import { z } from '~/lib/zod';

/*
 * The admin inquiries inbox (design §3 Inquiries; spec §7 GET /api/admin/inquiries): statuses, the inbox's
 * search and paging, the status change, notes, and the row. Imports zod only (the inbox screen uses it too).
 * The status list repeats inquiry.table.server.ts on purpose: this file must stay free of server code.
 */

/** 'pending' is the spec's default status; the office reads it as New (decision 014). */
export const INQUIRY_STATUSES = ['pending', 'forwarded', 'answered', 'closed'] as const;
export type InquiryStatus = (typeof INQUIRY_STATUSES)[number];
export const DELIVERY_STATES = ['pending', 'sent', 'failed'] as const;
export type DeliveryState = (typeof DELIVERY_STATES)[number];

export const INQUIRY_PAGE_SIZE = 50;
export const INQUIRY_SEARCH_MAX = 200;
export const INQUIRY_NOTE_MAX = 4000;

const status = z.enum(INQUIRY_STATUSES, { error: `Status must be one of ${INQUIRY_STATUSES.join(', ')}` });
const emptyAsUndefined = (value: unknown) => (value === '' ? undefined : value);

/** GET /api/admin/inquiries (the whole filtered list, for the CSV export) and /page (one page of it). */
export const adminInquiryQuerySchema = z.object({
  q: z.preprocess(
    emptyAsUndefined,
    z
      .string({ error: 'Search must be text' })
      .trim()
      .max(INQUIRY_SEARCH_MAX, `Search must be at most ${INQUIRY_SEARCH_MAX} characters`)
      .optional(),
  ),
  status: z.preprocess(emptyAsUndefined, status.optional()),
  partnerId: z.preprocess(emptyAsUndefined, z.uuid({ error: 'Partner id must be a uuid' }).optional()),
});
export type AdminInquiryQuery = z.output<typeof adminInquiryQuerySchema>;

export const adminInquiryPageQuerySchema = adminInquiryQuerySchema.extend({
  page: z.preprocess(
    emptyAsUndefined,
    z.coerce
      .number({ error: 'Page must be a whole number from 1' })
      .int('Page must be a whole number from 1')
      .min(1, 'Page must be a whole number from 1')
      .max(100_000, 'Page must be a whole number from 1')
      .default(1),
  ),
});
export type AdminInquiryPageQuery = z.output<typeof adminInquiryPageQuerySchema>;

/** PATCH /api/admin/inquiries/{id} body. */
export const inquiryStatusUpdateSchema = z.object({ status });

/** POST /api/admin/inquiries/{id}/notes body. */
export const inquiryNoteInputSchema = z.object({
  body: z
    .string({ error: 'Note is required' })
    .trim()
    .min(1, 'Note is required')
    .max(INQUIRY_NOTE_MAX, `Note must be at most ${INQUIRY_NOTE_MAX} characters`),
});

/**
 * POST /api/admin/inquiries/{id}/forward. `confirmedNewEmail`: the office has checked that the listing's email,
 * which changed after the inquiry arrived, is the same business's (a corrected address), not a new owner's.
 */
export const inquiryForwardSchema = z.object({
  confirmedNewEmail: z.boolean({ error: 'confirmedNewEmail must be true or false' }).default(false),
});

export const inquiryIdSchema = z.object({ id: z.uuid({ error: 'Inquiry id must be a uuid' }) });

const isoDateTime = z.iso.datetime({ offset: true });

export const inquiryDeliverySchema = z.object({
  /** null when no such email was queued. */
  state: z.enum(DELIVERY_STATES).nullable(),
  attempts: z.number(),
  lastError: z.string().nullable(),
  sentAt: isoDateTime.nullable(),
});
export type InquiryDelivery = z.output<typeof inquiryDeliverySchema>;

export const inquiryNoteSchema = z.object({
  id: z.string(),
  authorName: z.string(),
  body: z.string(),
  createdAt: isoDateTime,
});
export type InquiryNote = z.output<typeof inquiryNoteSchema>;

/** The partner as it is now (null once deleted; the inquiry keeps the name it was sent to). */
export const inquiryPartnerSchema = z.object({
  id: z.string(),
  name: z.string(),
  slug: z.string(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  /** When its email became the current one, replacing another (null: it had no other). */
  emailSince: isoDateTime.nullable(),
  isActive: z.boolean(),
});
export type InquiryPartner = z.output<typeof inquiryPartnerSchema>;

/** One inquiry in the inbox, with its notes and the state of its emails (the answer of each inbox change). */
export const adminInquirySchema = z.object({
  id: z.string(),
  partnerId: z.string().nullable(),
  partnerName: z.string(),
  partner: inquiryPartnerSchema.nullable(),
  name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  message: z.string(),
  status: z.enum(INQUIRY_STATUSES),
  createdAt: isoDateTime,
  updatedAt: isoDateTime,
  /** The email to the coordinator (INQUIRY_EMAIL), who forwards the inquiry. */
  delivery: inquiryDeliverySchema,
  /** The latest email forwarding it to the partner from the inbox; null when never forwarded. */
  forwardDelivery: inquiryDeliverySchema.nullable(),
  /** Where the partner's own copy (INQUIRY_COPY_PARTNER) went when the family wrote; null when none was sent. */
  partnerCopyTo: z.string().nullable(),
  notes: z.array(inquiryNoteSchema),
});
export type AdminInquiry = z.output<typeof adminInquirySchema>;

/** GET /api/admin/inquiries/page: one page and the true totals of the filter. */
export const adminInquiryPageSchema = z.object({
  items: z.array(adminInquirySchema),
  total: z.number(),
  page: z.number(),
  pageSize: z.number(),
  pageCount: z.number(),
});
export type AdminInquiryPage = z.output<typeof adminInquiryPageSchema>;

export const INQUIRY_STATUS_LABELS: Record<InquiryStatus, string> = {
  pending: 'New',
  forwarded: 'Forwarded',
  answered: 'Answered',
  closed: 'Closed',
};
