import { createHash } from 'node:crypto';
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { isbot } from 'isbot';
import { PUBLIC_CACHE_CONTROL } from '~/lib/http-cache';

/**
 * The public directory's HTTP caching (design §5: server rendering costs 460–710 req/s uncached,
 * so speed comes from not rendering the same page twice).
 *
 * For a GET of a public page or public API read (see `isPublicRead`) this middleware
 *  - buffers the answer and gives every 200 a weak ETag and, for pages, PUBLIC_CACHE_CONTROL; a request
 *    whose If-None-Match matches gets a 304 without a body;
 *  - when `ttlMs > 0`, keeps the answer in process, keyed by URL (and bot or not: bots get the fully
 *    resolved page, people the streamed one), and replays it for ttlMs without running a loader or a query.
 *
 * Pages carry this request's CSP nonce (server/security-headers.server.ts): a cached page is stored split
 * around its nonce and replayed with the new request's nonce, so a nonce is never reused; the ETag is taken
 * over the page without its nonce, hence weak. A 304 carries no CSP header: the browser keeps the policy it
 * stored with the body it reuses, whose nonce matches its scripts.
 *
 * `invalidateOnAdminWrite` (mounted on /api) empties the cache when an admin write starts and again when
 * it has answered: a render that began before the write cannot put an old copy back (generation check).
 * On PostgreSQL every instance also clears its copy when the database announces a write to what public
 * pages show (createApp's `changes`, app/db/change-notifications.server.ts): other instances follow within
 * milliseconds, whoever wrote; ttlMs bounds what a lost notification could leave behind.
 */
export interface PublicCacheOptions {
  /** How long a stored answer is replayed; 0 keeps nothing (ETags and 304s still work). */
  ttlMs: number;
  /** At most this many answers are kept (least recently used dropped first): URLs with any query are keys. */
  maxEntries?: number;
  /** Bigger answers are sent but not kept. */
  maxEntryBytes?: number;
  /** All kept answers together stay under this (least recently used dropped first). */
  maxTotalBytes?: number;
  now?: () => number;
}

interface CachedAnswer {
  storedAt: number;
  status: number;
  headers: Array<[string, string | string[]]>;
  etag: string;
  /** The body split around the nonce it was rendered with (one part when it has none). */
  parts: Buffer[];
  bytes: number;
}

export interface PublicCache {
  middleware: RequestHandler;
  invalidateOnAdminWrite: RequestHandler;
  clear(): void;
  readonly size: number;
}

const PAGE_PATH = /^\/(?:$|_root\.data$|search(?:\.data)?$|state\/|partner\/)/;
const API_PATH = /^\/api\/(?:search|faq|partners)(?:\/|$)/;
// Headers of the request that made the answer, not of the answer itself.
const NOT_REPLAYED = new Set([
  'content-security-policy',
  'x-request-id',
  'set-cookie',
  'content-length',
  'etag',
  'date',
  'connection',
  'transfer-encoding',
]);

/**
 * Public reads that look the same to every visitor. Google data (photos, enhanced details) is left out: it
 * has its own 15-minute gateway cache, which an admin's Google update drops.
 */
export function isPublicRead(path: string): { page: boolean } | null {
  if (API_PATH.test(path)) return /\/(?:photos|google-places-enhanced)(?:\/|$)/.test(path) ? null : { page: false };
  if (PAGE_PATH.test(path)) return { page: true };
  return null;
}

function etagMatches(req: Request, etag: string): boolean {
  const header = req.headers['if-none-match'];
  if (!header) return false;
  if (header.trim() === '*') return true;
  const bare = (tag: string) => tag.trim().replace(/^W\//, '');
  return header.split(',').some((tag) => bare(tag) === bare(etag));
}

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

function sendNotModified(res: Response, etag: string) {
  res.removeHeader('Content-Security-Policy');
  res.removeHeader('Content-Type');
  res.removeHeader('Content-Length');
  res.setHeader('ETag', etag);
  res.statusCode = 304;
}

export function createPublicCache({
  ttlMs,
  maxEntries = 1000,
  maxEntryBytes = 8 * 1024 * 1024,
  maxTotalBytes = 64 * 1024 * 1024,
  now = Date.now,
}: PublicCacheOptions): PublicCache {
  const store = new Map<string, CachedAnswer>();
  // One render per URL at a time: when a copy expires under load, the other requests for it wait for that
  // render instead of all rendering at once (each render costs tens of milliseconds of the one event loop).
  const rendering = new Map<string, Promise<void>>();
  let generation = 0;
  let totalBytes = 0;

  const drop = (key: string) => {
    const entry = store.get(key);
    if (!entry) return;
    totalBytes -= entry.bytes;
    store.delete(key);
  };
  const clear = () => {
    generation += 1;
    store.clear();
    totalBytes = 0;
  };

  const replay = (req: Request, res: Response, answer: CachedAnswer) => {
    for (const [name, value] of answer.headers) res.setHeader(name, value);
    res.setHeader('X-Cache', 'HIT');
    if (etagMatches(req, answer.etag)) {
      sendNotModified(res, answer.etag);
      res.end();
      return;
    }
    const body = joinWithNonce(answer.parts, cspNonce(res));
    res.status(answer.status).setHeader('ETag', answer.etag);
    res.setHeader('Content-Length', body.length);
    res.end(body);
  };

  const middleware: RequestHandler = (req, res, next) => {
    // Admin pages are per-person screens: nothing about them belongs in a shared or browser cache.
    if (/^\/admin(?:\/|$)/.test(req.path)) res.setHeader('Cache-Control', 'no-store');
    const kind = req.method === 'GET' && !req.headers.authorization ? isPublicRead(req.path) : null;
    if (!kind) return next();
    const key = `${isbot(req.headers['user-agent'] ?? '') ? 'bot' : 'person'} ${req.originalUrl}`;
    const replayed = () => {
      const cached = store.get(key);
      if (!cached) return false;
      if (now() - cached.storedAt >= ttlMs) {
        drop(key);
        return false;
      }
      store.delete(key); // most recently used goes last
      store.set(key, cached);
      replay(req, res, cached);
      return true;
    };
    if (ttlMs > 0) {
      if (replayed()) return;
      const inFlight = rendering.get(key);
      if (inFlight) {
        void inFlight.then(() => {
          if (!replayed()) render(req, res, next, key, kind);
        });
        return;
      }
    }
    render(req, res, next, key, kind);
  };

  /** Lets the app answer, buffering it: ETag, 304, and a copy kept when it is a 200 for everyone. */
  const render = (req: Request, res: Response, next: NextFunction, key: string, kind: { page: boolean }) => {
    if (ttlMs > 0) {
      const done = new Promise<void>((resolve) => {
        res.once('close', () => {
          if (rendering.get(key) === done) rendering.delete(key);
          resolve();
        });
      });
      rendering.set(key, done);
    }
    const startedGeneration = generation;
    const chunks: Buffer[] = [];
    const write = res.write.bind(res) as (...args: unknown[]) => boolean;
    const end = res.end.bind(res) as (...args: unknown[]) => Response;
    const toBuffer = (chunk: unknown, encoding: unknown) =>
      Buffer.isBuffer(chunk)
        ? chunk
        : typeof chunk === 'string'
          ? Buffer.from(chunk, (encoding as BufferEncoding) || 'utf8')
          : Buffer.from(chunk as Uint8Array);

    res.write = ((chunk: unknown, encoding?: unknown, callback?: unknown) => {
      if (chunk != null) chunks.push(toBuffer(chunk, typeof encoding === 'string' ? encoding : undefined));
      const done = typeof encoding === 'function' ? encoding : callback;
      if (typeof done === 'function') process.nextTick(done as () => void);
      return true;
    }) as Response['write'];

    res.end = ((chunk?: unknown, encoding?: unknown, callback?: unknown) => {
      res.write = write as Response['write'];
      res.end = end as Response['end'];
      if (typeof chunk === 'function') {
        callback = chunk;
        chunk = undefined;
      } else if (typeof encoding === 'function') {
        callback = encoding;
        encoding = undefined;
      }
      if (chunk != null) chunks.push(toBuffer(chunk, encoding));
      const body = Buffer.concat(chunks);
      if (res.statusCode !== 200 || res.headersSent) return end(body, callback);

      const nonce = kind.page ? cspNonce(res) : '';
      const parts = splitOnNonce(body, nonce);
      if (kind.page && !res.getHeader('Cache-Control')) res.setHeader('Cache-Control', PUBLIC_CACHE_CONTROL);
      const etag =
        (res.getHeader('ETag') as string | undefined) ??
        `W/"${createHash('sha1').update(Buffer.concat(parts)).digest('base64url').slice(0, 27)}"`;
      res.setHeader('ETag', etag);

      const storable =
        ttlMs > 0 && generation === startedGeneration && !res.getHeader('Set-Cookie') && body.length <= maxEntryBytes;
      if (storable) {
        const headers = Object.entries(res.getHeaders())
          .filter(([name, value]) => value !== undefined && !NOT_REPLAYED.has(name))
          .map(([name, value]) => [name, Array.isArray(value) ? value : String(value)] as [string, string | string[]]);
        drop(key);
        store.set(key, { storedAt: now(), status: 200, headers, etag, parts, bytes: body.length });
        totalBytes += body.length;
        while (store.size > maxEntries || totalBytes > maxTotalBytes) drop(store.keys().next().value!);
      }
      if (etagMatches(req, etag)) {
        sendNotModified(res, etag);
        return end(undefined, callback);
      }
      res.setHeader('Content-Length', body.length);
      return end(body, callback);
    }) as Response['end'];
    next();
  };

  const invalidateOnAdminWrite: RequestHandler = (req, res, next) => {
    const write = !['GET', 'HEAD', 'OPTIONS'].includes(req.method);
    if (write && /^\/(?:admin|google-places)(?:\/|$)/.test(req.path)) {
      clear();
      res.on('finish', clear);
    }
    next();
  };

  return {
    middleware,
    invalidateOnAdminWrite,
    clear,
    get size() {
      return store.size;
    },
  };
}
