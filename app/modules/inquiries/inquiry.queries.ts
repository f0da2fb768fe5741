import { apiRequest } from '~/lib/api-client';
import type { InquiryCreated, InquiryInput } from './inquiry.schema';

/**
 * Cached data a new inquiry changes: the admin inbox (['admin', 'inquiries', filter]) and the dashboard's
 * Inquiries counter (['admin', 'stats']). Spec §7: "on success the cached inquiries list is refreshed".
 */
export const inquiryDependentQueryKeys = [
  ['admin', 'inquiries'],
  ['admin', 'stats'],
] as const;

/** Spec §7 POST /api/inquiries {name, email, phone, message, partnerId}. */
export function postInquiry(input: InquiryInput): Promise<InquiryCreated> {
  return apiRequest<InquiryCreated>('/api/inquiries', { method: 'POST', body: input });
}
