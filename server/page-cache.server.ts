import type { RequestHandler, Response } from 'express';
import type { PublicRead } from './public-http-cache.server';

/**
 * The in-process copies of public answers: a layer in front of the app, outside the render path. It
 * keeps complete 200 answers that server/public-http-cache.server.ts marked as public reads
 * (`res.locals.publicRead`), keyed by variant and URL, and replays one while its validator (the ETag: build,
 * content revision, URL, variant) is still the current one and it is younger than `ttlMs`. With `ttlMs = 0`
 * it does nothing and every answer streams from the app as rendered; with it on, a miss streams too (the
 * copy is taken as the bytes go out) and is kept once complete.
 *
 * The validator moves when the database's public content revision does, so a write by anyone on any
 * instance retires every copy (within the revision's re-read interval, at once where a change
 * notification or this instance's admin write arrives); `clear()` frees the memory then.
 *
 * Pages carry this request's CSP nonce: a copy is kept split around its nonce and replayed with the new
 * request's nonce, so a nonce is never reused.
 */
export interface PublicCacheOptions {
  /** How long a copy is replayed; 0 keeps nothing. */
  ttlMs: number;
  /** At most this many copies are kept (least recently used dropped first): URLs with any query are keys. */
  maxEntries?: number;
  /** Bigger answers are sent but not kept. */
  maxEntryBytes?: number;
  /** All kept copies together stay under this (least recently used dropped first). */
  maxTotalBytes?: number;
  now?: () => number;
}

interface CachedAnswer {
  storedAt: number;
  etag: string;
  headers: Array<[string, string | string[]]>;
  /** The body split around the nonce it was rendered with (one part when it has none). */
  parts: Buffer[];
  bytes: number;
}

export interface PublicCache {
  middleware: RequestHandler;
  clear(): void;
  readonly size: number;
}

// Headers of the request that made the answer, not of the answer itself (compression encodes each replay).
const NOT_REPLAYED = new Set([
  'content-encoding',
  'content-security-policy',
  'x-request-id',
  'set-cookie',
  'content-length',
  'date',
  'connection',
  'transfer-encoding',
]);

function joinWithNonce(parts: Buffer[], nonce: string): Buffer {
  if (parts.length === 1) return parts[0]!;
  const glue = Buffer.from(nonce);
  const pieces: Buffer[] = [];
  parts.forEach((part, index) => {
    if (index > 0) pieces.push(glue);
    pieces.push(part);
  });
  return Buffer.concat(pieces);
}

function splitOnNonce(body: Buffer, nonce: string): Buffer[] {
  if (!nonce) return [body];
  const parts: Buffer[] = [];
  let from = 0;
  for (let at = body.indexOf(nonce, from); at !== -1; at = body.indexOf(nonce, from)) {
    parts.push(body.subarray(from, at));
    from = at + nonce.length;
  }
  parts.push(body.subarray(from));
  return parts;
}

/** This response's CSP nonce, as server/security-headers.server.ts set it ('' when none). */
function cspNonce(res: Response): string {
  return String(res.locals.cspNonce ?? '');
}

const toBuffer = (chunk: unknown, encoding: unknown) =>
  Buffer.isBuffer(chunk)
    ? chunk
    : typeof chunk === 'string'
      ? Buffer.from(chunk, typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8')
      : Buffer.from(chunk as Uint8Array);

export function createPublicCache({
  ttlMs,
  maxEntries = 1000,
  maxEntryBytes = 8 * 1024 * 1024,
  maxTotalBytes = 64 * 1024 * 1024,
  now = Date.now,
}: PublicCacheOptions): PublicCache {
  const store = new Map<string, CachedAnswer>();
  // One render per URL at a time: when a copy expires under load, the other requests for it wait for that
  // render instead of all rendering at once (each render costs milliseconds of the one event loop).
  const rendering = new Map<string, Promise<void>>();
  let totalBytes = 0;

  const drop = (key: string) => {
    const entry = store.get(key);
    if (!entry) return;
    totalBytes -= entry.bytes;
    store.delete(key);
  };
  const clear = () => {
    store.clear();
    totalBytes = 0;
  };

  const replayed = (key: string, read: PublicRead, res: Response) => {
    const cached = store.get(key);
    if (!cached) return false;
    if (cached.etag !== read.etag || now() - cached.storedAt >= ttlMs) {
      drop(key);
      return false;
    }
    store.delete(key); // most recently used goes last
    store.set(key, cached);
    for (const [name, value] of cached.headers) res.setHeader(name, value);
    // A page bound to the minute ("open now") may be kept by a CDN only for what is left of it.
    if (read.page) res.setHeader('Cache-Control', read.cacheControl);
    const body = joinWithNonce(cached.parts, cspNonce(res));
    res.setHeader('X-Cache', 'HIT');
    res.setHeader('Content-Length', body.length);
    res.status(200).end(body);
    return true;
  };

  /** Lets the app answer as it streams, keeping a copy of a complete 200. */
  const keepCopy = (key: string, read: PublicRead, res: Response) => {
    const chunks: Buffer[] = [];
    let bytes = 0;
    const write = res.write.bind(res) as (...args: unknown[]) => boolean;
    const end = res.end.bind(res) as (...args: unknown[]) => Response;
    const record = (chunk: unknown, encoding: unknown) => {
      if (chunk == null || typeof chunk === 'function' || bytes > maxEntryBytes) return;
      const buffer = toBuffer(chunk, encoding);
      chunks.push(buffer);
      bytes += buffer.length;
    };
    res.write = ((chunk: unknown, ...rest: unknown[]) => {
      record(chunk, rest[0]);
      return write(chunk, ...rest);
    }) as Response['write'];
    res.end = ((chunk?: unknown, ...rest: unknown[]) => {
      record(chunk, rest[0]);
      return end(chunk, ...rest);
    }) as Response['end'];

    const done = new Promise<void>((resolve) => {
      res.once('close', () => {
        if (rendering.get(key) === done) rendering.delete(key);
        resolve();
      });
    });
    rendering.set(key, done);
    res.once('finish', () => {
      // res.locals.publicRead is gone when the answer was not a 200 (public-http-cache's onHeaders).
      const storable =
        res.locals.publicRead === read &&
        res.statusCode === 200 &&
        !res.getHeader('Set-Cookie') &&
        bytes <= maxEntryBytes;
      if (!storable) return;
      const headers = Object.entries(res.getHeaders())
        .filter(([name, value]) => value !== undefined && !NOT_REPLAYED.has(name))
        .map(([name, value]) => [name, Array.isArray(value) ? value : String(value)] as [string, string | string[]]);
      const body = Buffer.concat(chunks);
      drop(key);
      store.set(key, {
        storedAt: now(),
        etag: read.etag,
        headers,
        parts: splitOnNonce(body, read.page ? cspNonce(res) : ''),
        bytes,
      });
      totalBytes += bytes;
      while (store.size > maxEntries || totalBytes > maxTotalBytes) drop(store.keys().next().value!);
    });
  };

  const middleware: RequestHandler = (req, res, next) => {
    const read = res.locals.publicRead as PublicRead | undefined;
    if (ttlMs <= 0 || !read) return next();
    const key = `${read.variant} ${req.originalUrl}`;
    if (replayed(key, read, res)) return;
    const inFlight = rendering.get(key);
    if (inFlight) {
      void inFlight.then(() => {
        if (replayed(key, read, res)) return;
        keepCopy(key, read, res);
        next();
      });
      return;
    }
    keepCopy(key, read, res);
    next();
  };

  return {
    middleware,
    clear,
    get size() {
      return store.size;
    },
  };
}
