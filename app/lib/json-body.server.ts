import express from 'express';
import { AppError } from './errors';

const utf8 = new TextDecoder('utf-8', { fatal: true });

/**
 * Refuses a body that is not valid UTF-8 before it is parsed: the JSON parser would otherwise decode bad
 * bytes as U+FFFD and the text would be stored changed.
 */
function refuseInvalidUtf8(_req: unknown, _res: unknown, body: Buffer, encoding: string) {
  if (encoding.toLowerCase() !== 'utf-8') return;
  try {
    utf8.decode(body);
  } catch {
    throw new AppError('VALIDATION', 'Request body is not valid UTF-8');
  }
}

/** Every JSON body parser of the API: express.json with its size limit, refusing invalid UTF-8 (400). */
export function jsonBody(options: { limit: number; type?: (req: express.Request) => boolean }) {
  return express.json({
    limit: options.limit,
    ...(options.type ? { type: (req) => options.type!(req as express.Request) } : {}),
    verify: refuseInvalidUtf8,
  });
}
