import { randomUUID } from 'node:crypto';
import type { RequestHandler } from 'express';
import type { Logger } from 'pino';

/** Invitation, password-reset and partner portal links carry their secret in the path: the log keeps only its place. */
const SECRET_PATH =
  /^(\/(?:admin\/(?:invite|reset-password)|partner-portal\/(?:sign-in|confirm)|fr\/portail-partenaire\/(?:connexion|confirmer))\/).+/i;

/** Each %XX escape decoded on its own: a malformed one stays as it is. */
const decodeEscapes = (path: string) =>
  path.replace(/%[0-9a-f]{2}/gi, (escape) => {
    try {
      return decodeURIComponent(escape);
    } catch {
      return escape;
    }
  });

export function loggedPath(originalUrl: string): string {
  const path = originalUrl.split('?')[0] ?? '';
  // The router finds a link's page whatever the letter case, %-escapes or dot segments of its address, so
  // the secret is looked for in the address as the router reads it.
  let asRouted = decodeEscapes(path);
  try {
    asRouted = new URL(`http://log.invalid${asRouted}`).pathname;
  } catch {
    // Not a path a browser sends (`OPTIONS *`): kept as decoded.
  }
  return SECRET_PATH.test(asRouted) ? asRouted.replace(SECRET_PATH, '$1[redacted]') : path;
}

/**
 * One JSON line per request: id, client IP (req.ip: the socket address, or what a proxy trusted under
 * TRUST_PROXY names), method, path (no query string: it can carry personal data; no link token), status, duration.
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
        {
          reqId: requestId,
          ip: req.ip,
          method: req.method,
          path: loggedPath(req.originalUrl),
          status: res.statusCode,
          durationMs: Math.round(durationMs * 10) / 10,
        },
        'request',
      );
    });
    next();
  };
}
