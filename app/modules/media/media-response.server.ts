import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { Request, Response } from 'express';
import type { Logger } from 'pino';
import type { MediaStore } from './media-store.server';

/** A media key names immutable content: a year in any cache, never revalidated. */
export const IMMUTABLE_CACHE_CONTROL = 'public, max-age=31536000, immutable';

/**
 * Answers a GET or HEAD for one stored media object as a static file server would: Content-Type and
 * Content-Length, ETag and Last-Modified (304 when fresh), one byte range (206 with Content-Range, which
 * video seeking needs; 416 past the end), the whole object otherwise; the body streamed from the store
 * piece by piece. False when there is no such object (the caller answers 404).
 */
export async function sendMediaObject(
  req: Request,
  res: Response,
  store: MediaStore,
  key: string,
  log: Logger,
): Promise<boolean> {
  const info = await store.head(key);
  if (!info) return false;
  const size = info.byteLength;
  const etag = `"${size.toString(16)}-${info.createdAt.getTime().toString(16)}"`;
  const lastModified = info.createdAt.toUTCString();
  res.setHeader('Content-Type', info.contentType);
  res.setHeader('Accept-Ranges', 'bytes');
  res.setHeader('Cache-Control', IMMUTABLE_CACHE_CONTROL);
  res.setHeader('ETag', etag);
  res.setHeader('Last-Modified', lastModified);
  if (req.fresh) {
    res.status(304).end();
    return true;
  }

  let start = 0;
  let end = size - 1;
  const ranges = rangeAsked(req, size, [etag, lastModified]);
  if (ranges === -1) {
    res.status(416).setHeader('Content-Range', `bytes */${size}`);
    res.end();
    return true;
  }
  if (ranges) {
    ({ start, end } = ranges);
    res.status(206).setHeader('Content-Range', `bytes ${start}-${end}/${size}`);
  }
  res.setHeader('Content-Length', end - start + 1);
  if (req.method === 'HEAD' || end < start) {
    res.end();
    return true;
  }
  try {
    await pipeline(Readable.from(store.readRange(key, start, end)), res);
  } catch (err) {
    // The client went away mid-download (seeking does that), or the store failed after the headers left.
    if (!res.writableFinished && (err as NodeJS.ErrnoException).code !== 'ERR_STREAM_PREMATURE_CLOSE') {
      log.warn({ err, key }, 'media download failed');
    }
  }
  return true;
}

/** The one byte range to send, -1 when it cannot be satisfied, null for the whole object. */
function rangeAsked(req: Request, size: number, validators: string[]): { start: number; end: number } | -1 | null {
  if (!req.headers.range) return null;
  // If-Range: a range of a copy the client no longer matches is answered with the whole object.
  const ifRange = req.get('if-range');
  if (ifRange && !validators.includes(ifRange)) return null;
  const ranges = req.range(size, { combine: true });
  if (ranges === -1) return -1;
  // Malformed, not bytes, or several ranges (multipart answers are not worth their complexity here).
  if (ranges === undefined || ranges === -2 || ranges.type !== 'bytes' || ranges.length !== 1) return null;
  return ranges[0]!;
}
