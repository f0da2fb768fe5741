import { asc, eq, inArray, isNull, or } from 'drizzle-orm';
import type { Database, Transaction } from '~/db/client.server';
import { googlePlaceNoMatches, partners, type PartnerRow } from '~/db/schema.server';
import type { AppContext } from '~/lib/context.server';
import { AppError } from '~/lib/errors';
import {
  type BatchUpdateResponse,
  type FixPhonesResponse,
  type GooglePartnerSummary,
  type GoogleUpdateResult,
  type NoMatchPartner,
  NOT_CONFIGURED_MESSAGE,
  type PlaceCandidate,
  PLACEHOLDER_PHONE,
  type TestConnectionResponse,
} from './google-places-admin.schema';
import { type AdminActor, recordAdminChange } from '~/modules/audit/audit.server';
import { PARTNER_ENTITY, partnerLabel, updatedChange } from '~/modules/partners/partner-history.service.server';
import { bestMatch } from './place-matcher';
import { createPlacesClient, PlacesApiError, type PlacesAdminClient, type PlaceSummary } from './places-client.server';
import { placesGatewayFor } from './places-gateway.server';

/*
 * The administrator's Google Places tools (spec §2 "Admin: Google Places management", §7): refresh one
 * partner, a batch, the placeholder phones, test the key. Google's terms allow keeping only the place id
 * long-term; the rating and review count are stored as the directory's own snapshot and refreshed here,
 * with googleSyncedAt saying when. Google's answer about a partner (no match, no rating, an HTTP error) is
 * a result (success false with the reason), never an exception that stops a batch; no answer at all (Google
 * unreachable or too slow) is a 502/504. The client's timeout and single retry bound each call.
 */

/** A few partners at a time: quick enough for a batch of 20, gentle on Google's per-second quota. */
const BATCH_CONCURRENCY = 3;
/** Text Search candidates to check against the partner. */
const SEARCH_CANDIDATES = 5;
export const NO_MATCH_MESSAGE = 'No matching Google Places listing found';
export const NO_RATING_MESSAGE = 'Google has no rating for this place yet';
export const SKIPPED_NO_MATCH_MESSAGE = 'Skipped: no Google match last time; link it under Not Matched';

export interface GooglePlacesAdminOptions {
  client: PlacesAdminClient | null;
  /** Forget a place's cached enhanced data (the partner page then shows the refreshed answer). */
  invalidate?: (placeId: string) => void;
  now?: () => Date;
}

/** The options of this app: a client when GOOGLE_PLACES_API_KEY is set, else null (NOT_CONFIGURED). */
export function googlePlacesAdminOptions(context: Pick<AppContext, 'env' | 'log'>): GooglePlacesAdminOptions {
  const apiKey = context.env.GOOGLE_PLACES_API_KEY;
  const gateway = placesGatewayFor(context);
  return {
    client: apiKey ? createPlacesClient({ apiKey, baseUrl: context.env.GOOGLE_PLACES_BASE_URL }) : null,
    invalidate: (placeId) => gateway?.invalidate(placeId),
  };
}

function requireClient(options: GooglePlacesAdminOptions): PlacesAdminClient {
  if (!options.client) throw new AppError('NOT_CONFIGURED', NOT_CONFIGURED_MESSAGE);
  return options.client;
}

/**
 * No answer from Google at all (unreachable, or slower than the client waits) is not a result about a
 * partner: the call answers 502 or 504 (UPSTREAM_*), so the screen says Google is down, not "failed".
 */
function networkFailure(error: unknown): AppError | undefined {
  if (!(error instanceof PlacesApiError) || !error.network) return undefined;
  return new AppError(error.network === 'timeout' ? 'UPSTREAM_TIMEOUT' : 'UPSTREAM_UNREACHABLE', error.message, {
    cause: error,
  });
}

function isUpstreamFailure(error: unknown): error is AppError {
  return error instanceof AppError && (error.code === 'UPSTREAM_UNREACHABLE' || error.code === 'UPSTREAM_TIMEOUT');
}

/**
 * A batch whose every call to Google got no answer answers as one call would (502/504): nothing was
 * updated and each row would only repeat it. A batch where Google answered for some goes on row by row.
 */
function throwIfGoogleNeverAnswered(failures: Array<AppError | undefined>) {
  const network = failures.filter((failure): failure is AppError => failure !== undefined);
  if (network.length === 0 || network.length < failures.length) return;
  throw network.find((failure) => failure.code === 'UPSTREAM_UNREACHABLE') ?? network[0];
}

/** Google's trouble in words an administrator can act on; anything else stays in the log. */
function describeFailure(error: unknown): string {
  if (error instanceof AppError) return error.message;
  if (error instanceof PlacesApiError) {
    if (error.status === 400 && /api key/i.test(error.message)) return 'Google refused the API key';
    if (error.status === 403) return 'Google refused the API key';
    if (error.status === 404) return 'Google no longer knows this place';
    if (error.status === 429) return 'Google Places rate limit reached; try again in a minute';
    return error.message;
  }
  return 'Unexpected error while updating from Google Places';
}

/** GET /api/google-places/status: whether a key is set (a boolean, never the key). */
export function googlePlacesStatus(options: GooglePlacesAdminOptions): { configured: boolean } {
  return { configured: options.client !== null };
}

/** GET /api/google-places/test: one Text Search asking for ids only (Google's cheapest call). */
export async function testConnection(options: GooglePlacesAdminOptions): Promise<TestConnectionResponse> {
  const client = requireClient(options);
  try {
    await client.searchText('funeral home', { maxResultCount: 1, idsOnly: true });
    return { testResult: { success: true, message: 'Google Places API answered' } };
  } catch (error) {
    const network = networkFailure(error);
    if (network) throw network;
    return { testResult: { success: false, message: describeFailure(error) } };
  }
}

/** The place of a partner: its stored place id, else a Text Search candidate that agrees with it. */
async function findPlace(client: PlacesAdminClient, partner: PartnerRow): Promise<PlaceSummary> {
  if (partner.googlePlaceId) return client.getPlaceSummary(partner.googlePlaceId);
  const query = `${partner.name}, ${partner.address}, ${partner.city}, ${partner.state} ${partner.zipCode}`;
  const candidates = await client.searchText(query, { maxResultCount: SEARCH_CANDIDATES });
  const match = bestMatch(
    partner,
    candidates.map((place) => ({
      place,
      displayName: place.displayName?.text,
      formattedAddress: place.formattedAddress,
    })),
  );
  if (!match) throw new AppError('NOT_FOUND', NO_MATCH_MESSAGE);
  return match.place;
}

/** What a Google write needs besides the client: who asked, for the change record. */
export type GoogleWriteOptions = GooglePlacesAdminOptions & { actor: AdminActor };

/** Writes Google's data onto a partner and records the change, in the caller's transaction. */
async function writePartnerFromGoogle(
  tx: Transaction,
  partnerId: string,
  values: Partial<PartnerRow>,
  { actor, action, how, now }: { actor: AdminActor; action: string; how: string; now: Date },
): Promise<void> {
  const [before] = await tx.select().from(partners).where(eq(partners.id, partnerId)).for('update');
  if (!before) return;
  const [after] = await tx.update(partners).set(values).where(eq(partners.id, partnerId)).returning();
  if (!after) return;
  await recordAdminChange(tx, {
    actor,
    action,
    entityType: PARTNER_ENTITY,
    summary: `${how}: ${partnerLabel(after)}`,
    at: now,
    changes: [updatedChange(before, after)],
  });
}

async function updateOne(
  db: Database,
  partner: PartnerRow,
  options: GoogleWriteOptions,
  action: 'google-update' | 'google-bulk-update',
): Promise<GoogleUpdateResult> {
  const client = requireClient(options);
  let place: PlaceSummary;
  try {
    place = await findPlace(client, partner);
  } catch (error) {
    const network = networkFailure(error);
    if (network) throw network;
    return {
      partnerId: partner.id,
      partnerName: partner.name,
      success: false,
      error: describeFailure(error),
      googleData: null,
    };
  }
  return applyPlace(db, partner, place, options, action);
}

/** Stores `place` as the partner's: its id, rating, review count and sync time; a linked partner is matched. */
async function applyPlace(
  db: Database,
  partner: PartnerRow,
  place: PlaceSummary,
  options: GoogleWriteOptions,
  action: 'google-update' | 'google-bulk-update' | 'google-link',
): Promise<GoogleUpdateResult> {
  const base = { partnerId: partner.id, partnerName: partner.name };
  const rating = place.rating && place.rating > 0 ? place.rating : null;
  const reviewCount = rating === null ? null : (place.userRatingCount ?? 0);
  const now = options.now?.() ?? new Date();
  const how = {
    'google-update': 'Google data refreshed',
    'google-bulk-update': 'Google data refreshed (bulk update)',
    'google-link': 'Google place linked by hand',
  }[action];
  await db.transaction(async (tx) => {
    await writePartnerFromGoogle(
      tx,
      partner.id,
      {
        googlePlaceId: place.id,
        googleRating: rating,
        googleReviewCount: reviewCount,
        googleSyncedAt: now,
        updatedAt: now,
      },
      { actor: options.actor, action, how, now },
    );
    await tx.delete(googlePlaceNoMatches).where(eq(googlePlaceNoMatches.partnerId, partner.id));
  });
  if (partner.googlePlaceId) options.invalidate?.(partner.googlePlaceId);
  options.invalidate?.(place.id);
  const googleData = { rating, review_count: reviewCount };
  if (rating === null) return { ...base, success: false, error: NO_RATING_MESSAGE, googleData };
  return { ...base, success: true, googleData };
}

/** POST /api/google-places/update/{partnerId}: 404 for an unknown partner; Google's trouble is a result. */
export async function updatePartnerFromGoogle(
  db: Database,
  options: GoogleWriteOptions & { partnerId: string },
): Promise<GoogleUpdateResult> {
  requireClient(options);
  const [partner] = await db.select().from(partners).where(eq(partners.id, options.partnerId));
  if (!partner) throw new AppError('NOT_FOUND', 'Partner not found');
  return updateOne(db, partner, options, 'google-update');
}

/** Runs `work` over `items` with at most `concurrency` at once, results in the items' order. */
async function mapWithConcurrency<T, R>(items: T[], concurrency: number, work: (item: T) => Promise<R>): Promise<R[]> {
  const results = new Array<R>(items.length);
  let next = 0;
  const workers = Array.from({ length: Math.min(concurrency, items.length) }, async () => {
    while (next < items.length) {
      const index = next;
      next += 1;
      results[index] = await work(items[index]!);
    }
  });
  await Promise.all(workers);
  return results;
}

async function rememberNoMatch(db: Database, partner: PartnerRow, triedAt: Date, actor: AdminActor) {
  await db.transaction(async (tx) => {
    await tx
      .insert(googlePlaceNoMatches)
      .values({ partnerId: partner.id, triedAt })
      .onConflictDoUpdate({ target: googlePlaceNoMatches.partnerId, set: { triedAt } });
    await recordAdminChange(tx, {
      actor,
      action: 'google-no-match',
      entityType: PARTNER_ENTITY,
      summary: `No Google match found, skipped by later bulk updates: ${partnerLabel(partner)}`,
      at: triedAt,
      changes: [{ entityId: partner.id, label: partnerLabel(partner), kind: 'update', after: { googleNoMatch: true } }],
    });
  });
}

/**
 * POST /api/google-places/batch-update: the first `limit` ids (already clamped 1-20 by the schema), a few
 * at a time. A partner that fails, is unknown or is not found on Google is a failed result; the batch
 * goes on. A partner Google had no match for is remembered, and skipped (no call to Google) by later
 * batches until an administrator links it by hand.
 */
export async function batchUpdate(
  db: Database,
  options: GoogleWriteOptions & { partnerIds: string[]; limit: number },
): Promise<BatchUpdateResponse> {
  requireClient(options);
  const ids = [...new Set(options.partnerIds)].slice(0, options.limit);
  const rows = await db.select().from(partners).where(inArray(partners.id, ids));
  const byId = new Map(rows.map((row) => [row.id, row]));
  const remembered = await db
    .select({ partnerId: googlePlaceNoMatches.partnerId })
    .from(googlePlaceNoMatches)
    .where(inArray(googlePlaceNoMatches.partnerId, ids));
  const skip = new Set(remembered.map((row) => row.partnerId));
  // Per partner that Google was asked about: the network failure, if no answer came.
  const googleFailures: Array<AppError | undefined> = [];
  const results = await mapWithConcurrency(ids, BATCH_CONCURRENCY, async (id): Promise<GoogleUpdateResult> => {
    const partner = byId.get(id);
    if (!partner)
      return {
        partnerId: id,
        partnerName: 'Unknown partner',
        success: false,
        error: 'Partner not found',
        googleData: null,
      };
    if (skip.has(id))
      return {
        partnerId: id,
        partnerName: partner.name,
        success: false,
        skipped: true,
        error: SKIPPED_NO_MATCH_MESSAGE,
        googleData: null,
      };
    try {
      const result = await updateOne(db, partner, options, 'google-bulk-update');
      googleFailures.push(undefined);
      if (result.error === NO_MATCH_MESSAGE)
        await rememberNoMatch(db, partner, options.now?.() ?? new Date(), options.actor);
      return result;
    } catch (error) {
      // Google unreachable, or a database hiccup, on one row: reported on that row, the others still run.
      googleFailures.push(isUpstreamFailure(error) ? error : undefined);
      return {
        partnerId: id,
        partnerName: partner.name,
        success: false,
        error: describeFailure(error),
        googleData: null,
      };
    }
  });
  throwIfGoogleNeverAnswered(googleFailures);
  const successful = results.filter((result) => result.success).length;
  return { results, summary: { total: results.length, successful, failed: results.length - successful } };
}

/**
 * POST /api/google-places/fix-placeholder-phones: every partner still carrying (555) 000-0000 gets the
 * national phone number of its Google place (found as in an update; its place id is kept). Successful
 * counts the phones actually changed.
 */
export async function fixPlaceholderPhones(db: Database, options: GoogleWriteOptions): Promise<FixPhonesResponse> {
  const client = requireClient(options);
  const rows = await db
    .select()
    .from(partners)
    .where(eq(partners.phone, PLACEHOLDER_PHONE))
    .orderBy(asc(partners.name));
  const googleFailures: Array<AppError | undefined> = [];
  const fixed = await mapWithConcurrency(rows, BATCH_CONCURRENCY, async (partner) => {
    let place: PlaceSummary;
    try {
      place = await findPlace(client, partner);
      googleFailures.push(undefined);
    } catch (error) {
      googleFailures.push(networkFailure(error));
      return false;
    }
    try {
      const phone = place.nationalPhoneNumber?.trim();
      if (!phone || phone === PLACEHOLDER_PHONE) return false;
      const now = options.now?.() ?? new Date();
      await db.transaction((tx) =>
        writePartnerFromGoogle(
          tx,
          partner.id,
          { phone, googlePlaceId: place.id, updatedAt: now },
          { actor: options.actor, action: 'google-fix-phone', how: 'Placeholder phone replaced from Google', now },
        ),
      );
      return true;
    } catch {
      return false;
    }
  });
  throwIfGoogleNeverAnswered(googleFailures);
  return { summary: { total: rows.length, successful: fixed.filter(Boolean).length } };
}

function toSummary(
  row: Pick<PartnerRow, keyof Omit<GooglePartnerSummary, 'googleSyncedAt'> | 'googleSyncedAt'>,
): GooglePartnerSummary {
  return {
    id: row.id,
    name: row.name,
    city: row.city,
    state: row.state,
    phone: row.phone,
    googleRating: row.googleRating,
    googleReviewCount: row.googleReviewCount,
    googleSyncedAt: row.googleSyncedAt?.toISOString() ?? null,
  };
}

const summaryColumns = {
  id: partners.id,
  name: partners.name,
  city: partners.city,
  state: partners.state,
  phone: partners.phone,
  googleRating: partners.googleRating,
  googleReviewCount: partners.googleReviewCount,
  googleSyncedAt: partners.googleSyncedAt,
};

/** GET /api/admin/partners-without-google (spec §4: googleRating absent or 0), by name. */
export async function listPartnersWithoutGoogle(db: Database): Promise<GooglePartnerSummary[]> {
  const rows = await db
    .select(summaryColumns)
    .from(partners)
    .where(or(isNull(partners.googleRating), eq(partners.googleRating, 0)))
    .orderBy(asc(partners.name), asc(partners.id));
  return rows.map(toSummary);
}

/** GET /api/google-places/partners: every partner with its Google fields (the management screen's lists). */
export async function listGooglePartners(db: Database): Promise<GooglePartnerSummary[]> {
  const rows = await db.select(summaryColumns).from(partners).orderBy(asc(partners.name), asc(partners.id));
  return rows.map(toSummary);
}

/** GET /api/google-places/no-match: partners a bulk run found no place for, still waiting for an administrator. */
export async function listNoMatchPartners(db: Database): Promise<NoMatchPartner[]> {
  const rows = await db
    .select({
      id: partners.id,
      name: partners.name,
      address: partners.address,
      city: partners.city,
      state: partners.state,
      triedAt: googlePlaceNoMatches.triedAt,
    })
    .from(googlePlaceNoMatches)
    .innerJoin(partners, eq(partners.id, googlePlaceNoMatches.partnerId))
    .where(eq(googlePlaceNoMatches.notOnGoogle, false))
    .orderBy(asc(partners.name), asc(partners.id));
  return rows.map((row) => ({ ...row, triedAt: row.triedAt.toISOString() }));
}

/** GET /api/google-places/search?q=: Text Search candidates for an administrator to choose from. */
export async function searchPlaces(options: GooglePlacesAdminOptions & { query: string }): Promise<PlaceCandidate[]> {
  const client = requireClient(options);
  try {
    const places = await client.searchText(options.query, { maxResultCount: SEARCH_CANDIDATES });
    return places.map((place) => ({
      placeId: place.id,
      name: place.displayName?.text ?? place.id,
      address: place.formattedAddress ?? null,
      rating: place.rating ?? null,
      reviewCount: place.userRatingCount ?? null,
    }));
  } catch (error) {
    throw networkFailure(error) ?? new AppError('UPSTREAM_UNREACHABLE', describeFailure(error), { cause: error });
  }
}

async function requirePartner(db: Database, partnerId: string): Promise<PartnerRow> {
  const [partner] = await db.select().from(partners).where(eq(partners.id, partnerId));
  if (!partner) throw new AppError('NOT_FOUND', 'Partner not found');
  return partner;
}

/**
 * POST /api/google-places/no-match/{partnerId}/link: the administrator's choice of place. The partner gets
 * its data (as an update would) and leaves the no-match list, so bulk runs refresh it again.
 */
export async function linkPlace(
  db: Database,
  options: GoogleWriteOptions & { partnerId: string; placeId: string },
): Promise<GoogleUpdateResult> {
  const client = requireClient(options);
  const partner = await requirePartner(db, options.partnerId);
  let place: PlaceSummary;
  try {
    place = await client.getPlaceSummary(options.placeId);
  } catch (error) {
    const network = networkFailure(error);
    if (network) throw network;
    if (error instanceof PlacesApiError && error.status === 404)
      throw new AppError('NOT_FOUND', 'Google no longer knows this place');
    throw new AppError('UPSTREAM_UNREACHABLE', describeFailure(error), { cause: error });
  }
  return applyPlace(db, partner, place, options, 'google-link');
}

/** POST /api/google-places/no-match/{partnerId}/not-on-google: off the list, and still skipped by bulk runs. */
export async function markNotOnGoogle(
  db: Database,
  { partnerId, actor }: { partnerId: string; actor: AdminActor },
  now: Date = new Date(),
): Promise<void> {
  const partner = await requirePartner(db, partnerId);
  await db.transaction(async (tx) => {
    await tx
      .insert(googlePlaceNoMatches)
      .values({ partnerId, triedAt: now, notOnGoogle: true })
      .onConflictDoUpdate({ target: googlePlaceNoMatches.partnerId, set: { notOnGoogle: true } });
    await recordAdminChange(tx, {
      actor,
      action: 'google-not-on-google',
      entityType: PARTNER_ENTITY,
      summary: `Marked not on Google: ${partnerLabel(partner)}`,
      at: now,
      changes: [{ entityId: partnerId, label: partnerLabel(partner), kind: 'update', after: { notOnGoogle: true } }],
    });
  });
}

/** Ids of every remembered partner (listed or marked not on Google): the bulk screen leaves them out. */
export async function listRememberedPartnerIds(db: Database): Promise<string[]> {
  // The join leaves out partners in the trash (their rows wait there for a restore).
  const rows = await db
    .select({ partnerId: googlePlaceNoMatches.partnerId })
    .from(googlePlaceNoMatches)
    .innerJoin(partners, eq(partners.id, googlePlaceNoMatches.partnerId));
  return rows.map((row) => row.partnerId);
}
