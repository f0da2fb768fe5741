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

/**
 * Spec §7 POST /api/inquiries {name, email, phone, message, partnerId}. With an idempotency key (sent as the
 * draft's Structured Field string), sending the same inquiry again after a lost answer gets the first answer
 * back instead of making a second inquiry (inquiry-idempotency.schema.ts).
 */
export function postInquiry(
  input: InquiryInput,
  { idempotencyKey }: { idempotencyKey?: string } = {},
): Promise<InquiryCreated> {
  const headers = idempotencyKey ? { 'Idempotency-Key': `"${idempotencyKey}"` } : undefined;
  return apiRequest<InquiryCreated>('/api/inquiries', { method: 'POST', body: input, headers });
}

/** A new idempotency key: a random UUID (the platform's, or from random bytes where randomUUID needs HTTPS). */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const hex = Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, '0'));
  return hex.join('');
}
