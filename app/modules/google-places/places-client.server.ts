import { z } from 'zod';

/*
 * A server-side client for Google Places API (New): Place Details and Place Photos. The key travels in
 * the X-Goog-Api-Key header only: never in a URL (URLs end up in logs and in the browser's hands), never
 * in anything returned to the browser, and never to a host a redirect points at.
 * https://developers.google.com/maps/documentation/places/web-service/place-details
 */

/** Only what the partner page shows: Google bills and answers by field mask. */
export const PLACE_DETAILS_FIELD_MASK = 'rating,userRatingCount,editorialSummary,reviews,photos';

/**
 * What the admin update reads from a place: enough to check a Text Search candidate against the partner
 * (name, address) and to refresh the stored rating, review count and phone. Nothing else is billed.
 */
export const PLACE_SUMMARY_FIELDS = [
  'id',
  'displayName',
  'formattedAddress',
  'rating',
  'userRatingCount',
  'nationalPhoneNumber',
];
export const PLACE_SUMMARY_FIELD_MASK = PLACE_SUMMARY_FIELDS.join(',');
export const TEXT_SEARCH_FIELD_MASK = PLACE_SUMMARY_FIELDS.map((field) => `places.${field}`).join(',');
/** Text Search "IDs only" is the cheapest call Google offers: the connection test uses it. */
export const TEXT_SEARCH_IDS_ONLY_FIELD_MASK = 'places.id';

/** Per attempt; with one retry a call gives up after about 2 x this. */
const DEFAULT_TIMEOUT_MS = 3_000;
const DEFAULT_RETRY_DELAY_MS = 250;
/** A photo larger than this is refused rather than held in memory. */
const MAX_PHOTO_BYTES = 5 * 1024 * 1024;

/** Google's place ids are URL-safe tokens; anything else is a typo and is not sent. */
const PLACE_ID_PATTERN = /^[A-Za-z0-9_-]{1,512}$/;
/** A photo's resource name as Place Details returns it: places/{placeId}/photos/{reference}. */
const PHOTO_NAME_PATTERN = /^places\/[A-Za-z0-9_-]{1,512}\/photos\/[A-Za-z0-9_-]{1,2048}$/;

const localized = z.object({ text: z.string().optional() }).partial();
const author = z.object({ displayName: z.string(), uri: z.string(), photoUri: z.string() }).partial();

/** The Place Details answer for PLACE_DETAILS_FIELD_MASK; anything unexpected is dropped, not trusted. */
export const placeDetailsSchema = z.object({
  rating: z.number().min(0).max(5).optional().catch(undefined),
  userRatingCount: z.number().int().min(0).optional().catch(undefined),
  editorialSummary: localized.optional().catch(undefined),
  reviews: z
    .array(
      z.object({
        rating: z.number().min(0).max(5).optional().catch(undefined),
        relativePublishTimeDescription: z.string().optional().catch(undefined),
        text: localized.optional().catch(undefined),
        originalText: localized.optional().catch(undefined),
        authorAttribution: author.optional().catch(undefined),
      }),
    )
    .optional()
    .catch(undefined),
  photos: z
    .array(
      z.object({
        name: z.string(),
        widthPx: z.number().int().min(0).optional().catch(undefined),
        heightPx: z.number().int().min(0).optional().catch(undefined),
        authorAttributions: z.array(author).optional().catch(undefined),
      }),
    )
    .optional()
    .catch(undefined),
});
export type PlaceDetails = z.output<typeof placeDetailsSchema>;

/** A place as the admin update reads it (PLACE_SUMMARY_FIELDS); displayName is Google's localized text. */
export const placeSummarySchema = z.object({
  id: z.string().min(1),
  displayName: localized.optional().catch(undefined),
  formattedAddress: z.string().optional().catch(undefined),
  rating: z.number().min(0).max(5).optional().catch(undefined),
  userRatingCount: z.number().int().min(0).optional().catch(undefined),
  nationalPhoneNumber: z.string().max(40).optional().catch(undefined),
});
export type PlaceSummary = z.output<typeof placeSummarySchema>;

const textSearchSchema = z.object({
  // A candidate Google describes oddly (no id) is skipped, not a reason to fail the whole search.
  places: z
    .array(z.unknown())
    .optional()
    .transform((places) =>
      (places ?? []).flatMap((place) => {
        const parsed = placeSummarySchema.safeParse(place);
        return parsed.success ? [parsed.data] : [];
      }),
    ),
});

/**
 * A failed call to Google: `retryable` for network trouble, timeouts, 429 and 5xx; `network` when no answer
 * came at all (Google unreachable, or slower than the timeout), as opposed to an answer that says no.
 */
export class PlacesApiError extends Error {
  readonly status: number | undefined;
  readonly retryable: boolean;
  readonly network: 'unreachable' | 'timeout' | undefined;

  constructor(
    message: string,
    options: { status?: number; retryable: boolean; network?: 'unreachable' | 'timeout'; cause?: unknown },
  ) {
    super(message, { cause: options.cause });
    this.name = 'PlacesApiError';
    this.status = options.status;
    this.retryable = options.retryable;
    this.network = options.network;
  }
}

export interface PlacePhoto {
  contentType: string;
  body: Buffer;
}

export interface PlacesClient {
  getPlaceDetails(placeId: string): Promise<PlaceDetails>;
  /** The image bytes of a photo named by Place Details, at most `maxWidthPx` wide. */
  fetchPhoto(photoName: string, options: { maxWidthPx: number }): Promise<PlacePhoto>;
}

/** The calls only the admin update makes (never cached: an admin refresh wants Google's answer now). */
export interface PlacesAdminClient extends PlacesClient {
  /** Place Details with PLACE_SUMMARY_FIELD_MASK (the admin update of a partner with a place id). */
  getPlaceSummary(placeId: string): Promise<PlaceSummary>;
  /**
   * Text Search (New): candidates for a free-text query, best first. `idsOnly` asks for ids alone (the
   * cheapest SKU; the connection test), so the other fields are then absent.
   */
  searchText(textQuery: string, options?: { maxResultCount?: number; idsOnly?: boolean }): Promise<PlaceSummary[]>;
}

export interface PlacesClientOptions {
  apiKey: string;
  /** GOOGLE_PLACES_BASE_URL: https://places.googleapis.com, or a local fake in tests. */
  baseUrl: string;
  timeoutMs?: number;
  retryDelayMs?: number;
}

export function isValidPlaceId(placeId: string): boolean {
  return PLACE_ID_PATTERN.test(placeId);
}

export function createPlacesClient(options: PlacesClientOptions): PlacesAdminClient {
  const base = new URL(options.baseUrl);
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const retryDelayMs = options.retryDelayMs ?? DEFAULT_RETRY_DELAY_MS;
  const endpoint = (path: string) => new URL(path, base).toString();

  /** One bounded retry: a second attempt only for failures that a second attempt can fix. */
  async function withRetry<T>(attempt: () => Promise<T>): Promise<T> {
    try {
      return await attempt();
    } catch (error) {
      if (!(error instanceof PlacesApiError) || !error.retryable) throw error;
      await new Promise((resolve) => setTimeout(resolve, retryDelayMs));
      return attempt();
    }
  }

  async function send(url: string, init: RequestInit & { headers?: Record<string, string> }): Promise<Response> {
    try {
      return await fetch(url, { ...init, signal: AbortSignal.timeout(timeoutMs) });
    } catch (error) {
      const timedOut = error instanceof DOMException && (error.name === 'TimeoutError' || error.name === 'AbortError');
      throw new PlacesApiError(
        timedOut ? 'Google Places did not answer in time' : 'Google Places could not be reached',
        { retryable: true, network: timedOut ? 'timeout' : 'unreachable', cause: error },
      );
    }
  }

  async function failure(response: Response, what: string): Promise<PlacesApiError> {
    // Google's error body is { error: { code, message, status } }; its message names the problem, never the key.
    const body = (await response.json().catch(() => undefined)) as { error?: { message?: unknown } } | undefined;
    const detail = typeof body?.error?.message === 'string' ? `: ${body.error.message.slice(0, 200)}` : '';
    return new PlacesApiError(`${what} failed with HTTP ${response.status}${detail}`, {
      status: response.status,
      retryable: response.status === 429 || response.status >= 500,
    });
  }

  /** Place Details (`GET /v1/places/{id}`) asking only for `fieldMask`, its answer checked by `schema`. */
  async function fetchPlace<Schema extends z.ZodType>(placeId: string, fieldMask: string, schema: Schema) {
    if (!isValidPlaceId(placeId)) throw new PlacesApiError('Not a Google place id', { retryable: false });
    return withRetry(async (): Promise<z.output<Schema>> => {
      const response = await send(endpoint(`/v1/places/${placeId}`), {
        headers: { accept: 'application/json', 'X-Goog-Api-Key': options.apiKey, 'X-Goog-FieldMask': fieldMask },
      });
      if (!response.ok) throw await failure(response, 'Place Details');
      const json: unknown = await response.json().catch(() => undefined);
      const parsed = schema.safeParse(json);
      if (!parsed.success) throw new PlacesApiError('Place Details answered an unexpected body', { retryable: false });
      return parsed.data;
    });
  }

  return {
    getPlaceDetails: (placeId) => fetchPlace(placeId, PLACE_DETAILS_FIELD_MASK, placeDetailsSchema),
    getPlaceSummary: (placeId) => fetchPlace(placeId, PLACE_SUMMARY_FIELD_MASK, placeSummarySchema),

    async searchText(textQuery, { maxResultCount = 5, idsOnly = false } = {}) {
      const query = textQuery.trim().slice(0, 500);
      if (!query) throw new PlacesApiError('Text Search needs a query', { retryable: false });
      return withRetry(async () => {
        const response = await send(endpoint('/v1/places:searchText'), {
          method: 'POST',
          headers: {
            accept: 'application/json',
            'content-type': 'application/json',
            'X-Goog-Api-Key': options.apiKey,
            'X-Goog-FieldMask': idsOnly ? TEXT_SEARCH_IDS_ONLY_FIELD_MASK : TEXT_SEARCH_FIELD_MASK,
          },
          body: JSON.stringify({ textQuery: query, maxResultCount }),
        });
        if (!response.ok) throw await failure(response, 'Text Search');
        const json: unknown = await response.json().catch(() => undefined);
        const parsed = textSearchSchema.safeParse(json ?? {});
        if (!parsed.success) throw new PlacesApiError('Text Search answered an unexpected body', { retryable: false });
        return parsed.data.places;
      });
    },

    async fetchPhoto(photoName, { maxWidthPx }) {
      if (!PHOTO_NAME_PATTERN.test(photoName))
        throw new PlacesApiError('Not a Google photo name', { retryable: false });
      return withRetry(async () => {
        const mediaUrl = new URL(endpoint(`/v1/${photoName}/media`));
        mediaUrl.searchParams.set('maxWidthPx', String(maxWidthPx));
        // Google answers with a redirect to the image's host: followed by hand, without the key.
        let response = await send(mediaUrl.toString(), {
          headers: { accept: 'image/*', 'X-Goog-Api-Key': options.apiKey },
          redirect: 'manual',
        });
        if (response.status >= 300 && response.status < 400) {
          const location = response.headers.get('location');
          const target = location ? new URL(location, mediaUrl) : null;
          if (!target || !(target.protocol === 'https:' || target.origin === base.origin)) {
            throw new PlacesApiError('Place Photo redirected somewhere unexpected', { retryable: false });
          }
          response = await send(target.toString(), { headers: { accept: 'image/*' } });
        }
        if (!response.ok) throw await failure(response, 'Place Photo');
        const contentType = response.headers.get('content-type') ?? '';
        if (!/^image\/(jpeg|png|webp|gif)\b/i.test(contentType)) {
          throw new PlacesApiError('Place Photo answered something that is not an image', { retryable: false });
        }
        const declared = Number(response.headers.get('content-length'));
        if (Number.isFinite(declared) && declared > MAX_PHOTO_BYTES) {
          throw new PlacesApiError('Place Photo is too large', { retryable: false });
        }
        const body = Buffer.from(await response.arrayBuffer());
        if (body.length > MAX_PHOTO_BYTES) throw new PlacesApiError('Place Photo is too large', { retryable: false });
        return { contentType: contentType.split(';')[0] ?? contentType, body };
      });
    },
  };
}
