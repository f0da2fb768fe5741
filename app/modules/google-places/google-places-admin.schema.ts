import { z } from '~/lib/zod';

/*
 * The admin Google Places calls (spec §7 "Google Places", §3 "Google update result", §5, §9): shapes
 * shared by the router, the service and the two admin screens.
 */

/** Spec §9: batch limit 1-20, default 10 (also what a non-numeric limit becomes, spec §5). */
export const BATCH_LIMIT_MIN = 1;
export const BATCH_LIMIT_MAX = 20;
export const BATCH_LIMIT_DEFAULT = 10;
/** Spec §9: the bulk screen's batch size choices. */
export const BATCH_SIZE_OPTIONS = [5, 10, 15, 20] as const;
/** Spec §9: the bulk screen shows at most 100 partners and selects the first 50. */
export const BULK_LIST_MAX = 100;
export const BULK_SELECT_FIRST = 50;
export { PLACEHOLDER_PHONE } from '~/modules/partners/partner-formats';
/** A request may name more ids than it processes (only the first `limit` are), but not without end. */
const MAX_IDS_PER_REQUEST = 2_000;

export const NOT_CONFIGURED_MESSAGE = 'Google Places API key is not configured';
export const NO_PARTNERS_SELECTED_MESSAGE = 'Please select partners to update';

/** Spec §5: clamped to 1-20; anything not a number (missing, 'abc', null) is the default 10. */
export function clampBatchLimit(value: unknown): number {
  const number =
    typeof value === 'number' ? value : typeof value === 'string' && value.trim() !== '' ? Number(value) : NaN;
  if (!Number.isFinite(number)) return BATCH_LIMIT_DEFAULT;
  return Math.min(BATCH_LIMIT_MAX, Math.max(BATCH_LIMIT_MIN, Math.trunc(number)));
}

export const partnerIdParamsSchema = z.object({ partnerId: z.uuid('partnerId must be a partner id') });

export const batchUpdateSchema = z.object({
  partnerIds: z
    .array(z.uuid('Each partner id must be a partner id'), { error: NO_PARTNERS_SELECTED_MESSAGE })
    .min(1, NO_PARTNERS_SELECTED_MESSAGE)
    .max(MAX_IDS_PER_REQUEST, `At most ${MAX_IDS_PER_REQUEST} partner ids per request`),
  limit: z.unknown().optional().transform(clampBatchLimit),
});
export type BatchUpdateInput = z.input<typeof batchUpdateSchema>;

export const placeSearchQuerySchema = z.object({
  q: z.string().trim().min(1, 'q must name what to search for').max(200, 'q must be at most 200 characters'),
});

export const linkPlaceSchema = z.object({
  placeId: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9_-]{1,300}$/, 'placeId must be a Google place id'),
});

/** Spec §3 "Google update result" (plus the partner's id, so a screen can find the row). */
export interface GoogleUpdateResult {
  partnerId: string;
  success: boolean;
  partnerName: string;
  error?: string;
  /** Not sent to Google: a bulk run found no match for this partner before, and nobody has linked it since. */
  skipped?: true;
  googleData: { rating: number | null; review_count: number | null } | null;
}

export interface BatchUpdateResponse {
  results: GoogleUpdateResult[];
  summary: { total: number; successful: number; failed: number };
}

export interface FixPhonesResponse {
  summary: { total: number; successful: number };
}

export interface TestConnectionResponse {
  testResult: { success: boolean; message: string };
}

/** Whether a key is set: a boolean only, never the key or any part of it. */
export interface GooglePlacesStatus {
  configured: boolean;
}

/** A partner as the two admin Google screens list it. */
export interface GooglePartnerSummary {
  id: string;
  name: string;
  city: string;
  state: string;
  phone: string;
  googleRating: number | null;
  googleReviewCount: number | null;
  googleSyncedAt: string | null;
}

/** Spec §4: missing Google data means googleRating absent or 0. */
export function isMissingGoogleData(partner: { googleRating: number | null }): boolean {
  return partner.googleRating === null || partner.googleRating === 0;
}

/** A partner a bulk run found no Google place for (the bulk screen's "Not matched" list). */
export interface NoMatchPartner {
  id: string;
  name: string;
  address: string;
  city: string;
  state: string;
  /** When the bulk run asked Google (ISO 8601). */
  triedAt: string;
}

/** A Text Search candidate an administrator may link to a partner. */
export interface PlaceCandidate {
  placeId: string;
  name: string;
  address: string | null;
  rating: number | null;
  reviewCount: number | null;
}
