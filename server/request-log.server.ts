import { randomUUID } from 'node:crypto';
import type { RequestHandler } from 'express';
import type { Logger } from 'pino';

/**
 * One JSON line per request: id, client IP (req.ip: the socket address, or what a proxy trusted under
 * TRUST_PROXY names), method, path (no query string: it can carry personal data), status, duration.
 */
export function requestLogger(log: Logger): RequestHandler {
  return (req, res, next) => {
    const started = process.hrtime.bigint();
    const requestId = randomUUID();
    res.locals.requestId = requestId;
    res.setHeader('X-Request-Id', requestId);
    res.on('finish', () => {
      const durationMs = Number(process.hrtime.bigint() - started) / 1e6;
      log.info(
        { reqId: requestId, ip: req.ip, method: req.method, path: req.originalUrl.split('?')[0], status: res.statusCode, durationMs: Math.round(durationMs * 10) / 10 },
        'request',
      );
    });
    next();
  };
}
