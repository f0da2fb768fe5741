import http, { type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import zlib from 'node:zlib';

/*
 * A real HTTP server on 127.0.0.1 standing in for Google Places API (New) in tests: the app talks to it
 * through its production code path, configured with GOOGLE_PLACES_BASE_URL and GOOGLE_PLACES_API_KEY.
 * It speaks the real request and response shapes (https://developers.google.com/maps/documentation/places/web-service/op-overview):
 *
 *   GET  /v1/places/{placeId}                     Place Details; X-Goog-FieldMask (or ?fields=) required
 *   POST /v1/places:searchText                    Text Search; JSON { textQuery, maxResultCount? }; field mask of places.*
 *   GET  /v1/places/{placeId}/photos/{ref}/media  Place Photo; maxWidthPx or maxHeightPx required; the image
 *                                                 itself (default), a 302 to it (photoResponse 'redirect', as
 *                                                 Google does), or JSON with ?skipHttpRedirect=true
 *
 * The key is checked on every /v1 call (X-Goog-Api-Key header or ?key=), as Google does. Every request is
 * recorded (method, path, query, headers, body) so a test can assert the key header and the field mask,
 * and that the key never travelled where it should not. Failures and latency can be switched on to test
 * what the app does when Google is down or slow.
 */

export interface FakeReview {
  author: string;
  authorUri?: string;
  authorPhotoUri?: string;
  rating: number;
  text: string;
  /** Google's own wording, e.g. 'a month ago'. */
  relativeTime?: string;
  publishTime?: string;
}

export interface FakePhoto {
  /** The last segment of the photo's resource name (places/{id}/photos/{ref}). */
  ref: string;
  widthPx: number;
  heightPx: number;
  author?: string;
  authorUri?: string;
}

export interface FakePlace {
  id: string;
  displayName?: string;
  formattedAddress?: string;
  rating?: number;
  userRatingCount?: number;
  editorialSummary?: string;
  nationalPhoneNumber?: string;
  internationalPhoneNumber?: string;
  websiteUri?: string;
  location?: { latitude: number; longitude: number };
  reviews?: FakeReview[];
  photos?: FakePhoto[];
  /** Any request that reads this place (its details, or a search that would return it) fails with this status. */
  failWith?: number;
  /** Any request that reads this place answers this many milliseconds late. */
  delayMs?: number;
}

export interface RecordedRequest {
  method: string;
  path: string;
  query: Record<string, string>;
  headers: IncomingHttpHeaders;
  body: string;
}

export type FailureMode =
  /** Answer with an HTTP error in Google's error shape. */
  | { kind: 'status'; status: number }
  /** Drop the connection without an answer (a network failure). */
  | { kind: 'reset' }
  /** Never answer (until the client gives up). */
  | { kind: 'hang' };

export interface FakeGooglePlacesOptions {
  apiKey?: string;
  places?: FakePlace[];
  /** How the photo media endpoint answers without skipHttpRedirect: the image (default) or a 302 to it. */
  photoResponse?: 'image' | 'redirect';
  /** Loopback port to listen on (default: any free port). */
  port?: number;
}

export interface FakeGooglePlaces {
  baseUrl: string;
  apiKey: string;
  /** Every request received, oldest first (including failed ones). */
  readonly requests: RecordedRequest[];
  /** Requests to the Google API paths (/v1/...), oldest first. */
  apiRequests(): RecordedRequest[];
  addPlace(place: FakePlace): void;
  removePlace(id: string): void;
  /** Fail the next `count` requests (default: every request until `recover()`). */
  fail(mode: FailureMode, count?: number): void;
  recover(): void;
  /** Delay every answer by this many milliseconds. */
  setLatency(ms: number): void;
  setPhotoResponse(mode: 'image' | 'redirect'): void;
  clearRequests(): void;
  close(): Promise<void>;
}

const STATUS_NAMES: Record<number, string> = {
  400: 'INVALID_ARGUMENT',
  403: 'PERMISSION_DENIED',
  404: 'NOT_FOUND',
  429: 'RESOURCE_EXHAUSTED',
  500: 'INTERNAL',
  503: 'UNAVAILABLE',
  504: 'DEADLINE_EXCEEDED',
};

export async function startFakeGooglePlaces(options: FakeGooglePlacesOptions = {}): Promise<FakeGooglePlaces> {
  const apiKey = options.apiKey ?? 'test-google-key';
  const places = new Map<string, FakePlace>((options.places ?? []).map((place) => [place.id, place]));
  const requests: RecordedRequest[] = [];
  let failure: { mode: FailureMode; remaining: number } | null = null;
  let latencyMs = 0;
  let photoResponse = options.photoResponse ?? 'image';
  const sockets = new Set<Socket>();
  let baseUrl = '';

  const server = http.createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    const body = await readBody(req);
    requests.push({
      method: req.method ?? 'GET',
      path: url.pathname,
      query: Object.fromEntries(url.searchParams),
      headers: req.headers,
      body,
    });
    if (latencyMs > 0) await new Promise((resolve) => setTimeout(resolve, latencyMs));

    if (failure && failure.remaining > 0) {
      failure.remaining -= 1;
      const { mode } = failure;
      if (failure.remaining === 0) failure = null;
      if (mode.kind === 'reset') return void req.socket.destroy();
      if (mode.kind === 'hang') return;
      return sendError(res, mode.status, `Simulated failure ${mode.status}`);
    }

    if (url.pathname.startsWith('/images/')) return sendPng(res, url.pathname);
    if (!url.pathname.startsWith('/v1/')) return sendError(res, 404, `Unknown path ${url.pathname}`);

    const key = headerValue(req.headers['x-goog-api-key']) ?? url.searchParams.get('key');
    if (!key) return sendError(res, 403, 'The request is missing a valid API key.');
    if (key !== apiKey) return sendError(res, 400, 'API key not valid. Please pass a valid API key.');

    const photoMatch = url.pathname.match(/^\/v1\/places\/([^/]+)\/photos\/([^/]+)\/media$/);
    if (photoMatch && req.method === 'GET') {
      const [, placeId = '', ref = ''] = photoMatch.map(decodeURIComponent);
      const photo = places.get(placeId)?.photos?.find((candidate) => candidate.ref === ref);
      if (!photo) return sendError(res, 404, `Photo places/${placeId}/photos/${ref} not found.`);
      const width = url.searchParams.get('maxWidthPx');
      const height = url.searchParams.get('maxHeightPx');
      if (!width && !height) {
        return sendError(res, 400, 'Must specify at least one of maxWidthPx or maxHeightPx.');
      }
      for (const value of [width, height]) {
        if (value !== null && !(Number(value) >= 1 && Number(value) <= 4800)) {
          return sendError(res, 400, 'maxWidthPx and maxHeightPx must be between 1 and 4800.');
        }
      }
      const imagePath = `/images/${encodeURIComponent(placeId)}/${encodeURIComponent(ref)}.png`;
      if (url.searchParams.get('skipHttpRedirect') === 'true') {
        return sendJson(res, 200, {
          name: `places/${placeId}/photos/${ref}/media`,
          photoUri: `${baseUrl}${imagePath}`,
        });
      }
      if (photoResponse === 'redirect') {
        res.writeHead(302, { location: `${baseUrl}${imagePath}` });
        return void res.end();
      }
      return sendPng(res, imagePath);
    }

    const detailsMatch = url.pathname.match(/^\/v1\/places\/([^/:]+)$/);
    if (detailsMatch && req.method === 'GET') {
      const mask = fieldMask(req.headers, url);
      if (!mask) return sendError(res, 400, 'FieldMask is a required parameter.');
      const place = places.get(decodeURIComponent(detailsMatch[1] ?? ''));
      if (!place) return sendError(res, 404, `Place '${detailsMatch[1]}' not found.`);
      if (!(await placeBehaviour(res, [place]))) return;
      return sendJson(res, 200, applyMask(placeJson(place), mask, ''));
    }

    if (url.pathname === '/v1/places:searchText' && req.method === 'POST') {
      const mask = fieldMask(req.headers, url);
      if (!mask) return sendError(res, 400, 'FieldMask is a required parameter.');
      let request: { textQuery?: unknown; maxResultCount?: unknown };
      try {
        request = JSON.parse(body || '{}');
      } catch {
        return sendError(res, 400, 'Invalid JSON payload received.');
      }
      if (typeof request.textQuery !== 'string' || request.textQuery.trim() === '') {
        return sendError(res, 400, 'textQuery is required.');
      }
      // Like Google, a loose match: most of the query's words (a state may be written out or abbreviated),
      // best first. Deterministic: ties keep the order the places were added in.
      const words = request.textQuery
        .toLowerCase()
        .split(/[\s,]+/)
        .filter(Boolean);
      const limit = typeof request.maxResultCount === 'number' ? request.maxResultCount : 20;
      const matching = [...places.values()]
        .map((place) => {
          const haystack = `${place.displayName ?? ''} ${place.formattedAddress ?? ''}`.toLowerCase();
          return { place, score: words.filter((word) => haystack.includes(word)).length / words.length };
        })
        .filter(({ score }) => score >= 0.7)
        .sort((a, b) => b.score - a.score)
        .slice(0, limit)
        .map(({ place }) => place);
      if (!(await placeBehaviour(res, matching))) return;
      const found = matching.map((place) => applyMask(placeJson(place), mask, 'places.'));
      // Google answers an empty object when nothing matches.
      return sendJson(res, 200, found.length > 0 ? { places: found } : {});
    }

    return sendError(res, 404, `Method not found: ${req.method} ${url.pathname}`);
  });
  /** Applies the places' own delay and failure; false when the answer has been sent (a failure). */
  async function placeBehaviour(res: http.ServerResponse, touched: FakePlace[]): Promise<boolean> {
    const delay = Math.max(0, ...touched.map((place) => place.delayMs ?? 0));
    if (delay > 0) await new Promise((resolve) => setTimeout(resolve, delay));
    const failing = touched.find((place) => place.failWith !== undefined);
    if (failing?.failWith === undefined) return true;
    if (!res.destroyed) sendError(res, failing.failWith, `Simulated failure ${failing.failWith}`);
    return false;
  }

  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });

  server.listen(options.port ?? 0, '127.0.0.1');
  await new Promise<void>((resolve) => server.once('listening', () => resolve()));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    baseUrl,
    apiKey,
    requests,
    apiRequests: () => requests.filter((request) => request.path.startsWith('/v1/')),
    addPlace: (place) => void places.set(place.id, place),
    removePlace: (id) => void places.delete(id),
    fail: (mode, count = Number.POSITIVE_INFINITY) => {
      failure = { mode, remaining: count };
    },
    recover: () => {
      failure = null;
    },
    setLatency: (ms) => {
      latencyMs = ms;
    },
    setPhotoResponse: (mode) => {
      photoResponse = mode;
    },
    clearRequests: () => {
      requests.length = 0;
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}

/** A place as Places API (New) returns it (every field; the field mask then picks). */
function placeJson(place: FakePlace): Record<string, unknown> {
  const text = (value: string) => ({ text: value, languageCode: 'en' });
  return {
    name: `places/${place.id}`,
    id: place.id,
    ...(place.displayName !== undefined ? { displayName: text(place.displayName) } : {}),
    ...(place.formattedAddress !== undefined ? { formattedAddress: place.formattedAddress } : {}),
    ...(place.nationalPhoneNumber !== undefined ? { nationalPhoneNumber: place.nationalPhoneNumber } : {}),
    ...(place.internationalPhoneNumber !== undefined
      ? { internationalPhoneNumber: place.internationalPhoneNumber }
      : {}),
    ...(place.websiteUri !== undefined ? { websiteUri: place.websiteUri } : {}),
    ...(place.location ? { location: place.location } : {}),
    // Google omits rating fields for a place nobody has rated.
    ...(place.rating !== undefined ? { rating: place.rating } : {}),
    ...(place.userRatingCount !== undefined ? { userRatingCount: place.userRatingCount } : {}),
    ...(place.editorialSummary !== undefined ? { editorialSummary: text(place.editorialSummary) } : {}),
    ...(place.reviews && place.reviews.length > 0
      ? {
          reviews: place.reviews.map((review, index) => ({
            name: `places/${place.id}/reviews/r${index}`,
            relativePublishTimeDescription: review.relativeTime ?? 'a month ago',
            rating: review.rating,
            text: text(review.text),
            originalText: text(review.text),
            authorAttribution: {
              displayName: review.author,
              uri: review.authorUri ?? `https://www.google.com/maps/contrib/${1000 + index}/reviews`,
              photoUri:
                review.authorPhotoUri ?? `https://lh3.googleusercontent.com/a/fake-${index}=s128-c0x00000000-cc-rp-mo`,
            },
            publishTime: review.publishTime ?? '2025-01-15T10:00:00Z',
          })),
        }
      : {}),
    ...(place.photos && place.photos.length > 0
      ? {
          photos: place.photos.map((photo) => ({
            name: `places/${place.id}/photos/${photo.ref}`,
            widthPx: photo.widthPx,
            heightPx: photo.heightPx,
            authorAttributions: [
              {
                displayName: photo.author ?? 'A Google User',
                uri: photo.authorUri ?? 'https://maps.google.com/maps/contrib/2000',
                photoUri: 'https://lh3.googleusercontent.com/a/fake-author=s100-p-k-no-mo',
              },
            ],
          })),
        }
      : {}),
  };
}

function headerValue(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}

function fieldMask(headers: IncomingHttpHeaders, url: URL): string[] | null {
  const raw =
    headerValue(headers['x-goog-fieldmask']) ?? url.searchParams.get('fields') ?? url.searchParams.get('$fields');
  if (!raw || raw.trim() === '') return null;
  return raw
    .split(',')
    .map((field) => field.trim())
    .filter(Boolean);
}

/** Keeps the top-level fields named by the mask ('*' keeps all); 'reviews.rating' keeps 'reviews'. */
function applyMask(place: Record<string, unknown>, mask: string[], prefix: string): Record<string, unknown> {
  const wanted = mask
    .filter((field) => field === '*' || field.startsWith(prefix))
    .map((field) => (field === '*' ? '*' : (field.slice(prefix.length).split('.')[0] ?? '')));
  if (wanted.includes('*')) return place;
  return Object.fromEntries(Object.entries(place).filter(([key]) => wanted.includes(key)));
}

function readBody(req: http.IncomingMessage): Promise<string> {
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', () => resolve(''));
  });
}

function sendJson(res: http.ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { 'content-type': 'application/json; charset=UTF-8' });
  res.end(JSON.stringify(body));
}

/** Google's error body: { error: { code, message, status } }. */
function sendError(res: http.ServerResponse, status: number, message: string) {
  sendJson(res, status, { error: { code: status, message, status: STATUS_NAMES[status] ?? 'UNKNOWN' } });
}

function sendPng(res: http.ServerResponse, seed: string) {
  const png = solidPng(8, 6, colourFor(seed));
  res.writeHead(200, { 'content-type': 'image/png', 'content-length': String(png.length) });
  res.end(png);
}

function colourFor(seed: string): [number, number, number] {
  let hash = 0;
  for (const character of seed) hash = (hash * 31 + character.charCodeAt(0)) >>> 0;
  return [120 + (hash % 100), 100 + ((hash >> 8) % 80), 80 + ((hash >> 16) % 60)];
}

/** A real PNG (signature, IHDR, IDAT, IEND with CRCs) of one colour: browsers and image tools decode it. */
export function solidPng(width: number, height: number, [r, g, b]: [number, number, number]): Buffer {
  const row = Buffer.alloc(1 + width * 3);
  for (let x = 0; x < width; x += 1) row.set([r, g, b], 1 + x * 3);
  const raw = Buffer.concat(Array.from({ length: height }, () => row));
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB, no interlace
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', zlib.deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length, 0);
  const typeAndData = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typeAndData), 0);
  return Buffer.concat([length, typeAndData, crc]);
}

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of bytes) crc = (CRC_TABLE[(crc ^ byte) & 0xff] ?? 0) ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}
