import { apiRequest } from '~/lib/api-client';
import type { InquiryCreated, InquiryInput } from './inquiry.schema';

/**
 * Query keys of inquiry data. The admin inquiries list lives under `inquiryQueryKeys.all`, so a sent
 * inquiry refreshes it (spec §7: "on success the cached inquiries list is refreshed").
 */
export const inquiryQueryKeys = {
  all: ['inquiries'] as const,
  adminList: () => [...inquiryQueryKeys.all, 'admin-list'] as const,
};

/** Spec §7 POST /api/inquiries {name, email, phone, message, partnerId}. */
export function postInquiry(input: InquiryInput): Promise<InquiryCreated> {
  return apiRequest<InquiryCreated>('/api/inquiries', { method: 'POST', body: input });
}
