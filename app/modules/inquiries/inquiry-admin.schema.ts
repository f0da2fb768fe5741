import { z } from '~/lib/zod';

/*
 * The admin inquiries inbox (design §3 Inquiries; spec §7 GET /api/admin/inquiries): statuses, the status
 * change and the list row. Imports zod only (the inbox screen uses it too). The status list repeats
 * inquiry.table.server.ts on purpose: this file must stay free of server code.
 */

export const INQUIRY_STATUSES = ['pending', 'contacted', 'closed'] as const;
export type InquiryStatus = (typeof INQUIRY_STATUSES)[number];
export const DELIVERY_STATES = ['pending', 'sent', 'failed'] as const;
export type DeliveryState = (typeof DELIVERY_STATES)[number];

const status = z.enum(INQUIRY_STATUSES, { error: `Status must be one of ${INQUIRY_STATUSES.join(', ')}` });

/** GET /api/admin/inquiries?status= (optional; empty means all). */
export const adminInquiryQuerySchema = z.object({
  status: z.preprocess((value) => (value === '' ? undefined : value), status.optional()),
});
export type AdminInquiryQuery = z.output<typeof adminInquiryQuerySchema>;

/** PATCH /api/admin/inquiries/{id} body. */
export const inquiryStatusUpdateSchema = z.object({ status });

export const inquiryIdSchema = z.object({ id: z.uuid({ error: 'Inquiry id must be a uuid' }) });

/** One inquiry in the inbox, with the state of the email that forwards it to the coordinator. */
export interface AdminInquiry {
  id: string;
  partnerId: string | null;
  partnerName: string;
  name: string;
  email: string;
  phone: string | null;
  message: string;
  status: InquiryStatus;
  createdAt: string;
  updatedAt: string;
  delivery: {
    /** null when no email was queued for it (e.g. an inquiry imported from elsewhere). */
    state: DeliveryState | null;
    attempts: number;
    lastError: string | null;
    sentAt: string | null;
  };
}

export const INQUIRY_STATUS_LABELS: Record<InquiryStatus, string> = {
  pending: 'Pending',
  contacted: 'Contacted',
  closed: 'Closed',
};
