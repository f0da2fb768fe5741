import { randomBytes } from 'node:crypto';
import type { RequestHandler, Response } from 'express';

export interface SecurityHeadersOptions {
  /** The Vite dev server is mounted: its client talks to it over a WebSocket. */
  development?: boolean;
}

/** The nonce of this response's CSP; React Router's inline scripts carry it (app/entry.server.tsx). */
export function cspNonce(res: Response): string {
  return String(res.locals.cspNonce ?? '');
}

/**
 * Design §4 headers on every response. Scripts run only from our origin or with this request's nonce
 * (React Router's inline hydration and streaming scripts); no 'unsafe-inline' for scripts.
 *
 * style-src keeps 'unsafe-inline': React `style={...}` attributes (map pan and zoom, Radix popper
 * positioning, progress bars) are style attributes, which a nonce cannot cover. CSS cannot run script.
 * img-src allows https: because a partner's photo URL (imageUrl) is an admin-entered address on any host;
 * Google photos come through our own proxy (/api/partners/:id/photos/...), logos are data: URLs.
 *
 * HSTS only on a request that arrived over TLS: `req.secure`, which behind a TLS-terminating proxy is only
 * true when TRUST_PROXY names that proxy (it then believes X-Forwarded-Proto). No CORS headers are ever
 * set: the browser app is same-origin, so other origins' scripts cannot read any answer.
 */
export function securityHeaders({ development = false }: SecurityHeadersOptions = {}): RequestHandler {
  return (req, res, next) => {
    const nonce = randomBytes(16).toString('base64');
    res.locals.cspNonce = nonce;
    const directives = [
      "default-src 'self'",
      `script-src 'self' 'nonce-${nonce}'`,
      "style-src 'self' 'unsafe-inline'",
      "img-src 'self' data: https:",
      "media-src 'self'",
      "font-src 'self'",
      development ? "connect-src 'self' ws: wss:" : "connect-src 'self'",
      "object-src 'none'",
      "base-uri 'none'",
      "frame-ancestors 'none'",
      "form-action 'self'",
    ];
    res.set({
      'Content-Security-Policy': directives.join('; '),
      'X-Content-Type-Options': 'nosniff',
      'Referrer-Policy': 'strict-origin-when-cross-origin',
      'Cross-Origin-Opener-Policy': 'same-origin',
      'X-Frame-Options': 'DENY',
    });
    if (req.secure) res.set('Strict-Transport-Security', 'max-age=31536000; includeSubDomains');
    next();
  };
}

/** TRACE/TRACK echo the request (headers included) back; nothing here needs them, so they are refused. */
export function refuseTrace(): RequestHandler {
  return (req, res, next) => {
    if (req.method === 'TRACE' || req.method === 'TRACK') {
      res
        .status(405)
        .set('Allow', 'GET, HEAD, POST, PUT, PATCH, DELETE')
        .json({ message: 'Method not allowed', code: 'METHOD_NOT_ALLOWED' });
      return;
    }
    next();
  };
}

/**
 * No address of this site contains a NUL byte, and PostgreSQL refuses one in text: a `%00` anywhere in the
 * path or query is answered 400 here, before a loader or service could turn the database's refusal into a
 * 500 or 503.
 */
export function refuseNulBytes(): RequestHandler {
  return (req, res, next) => {
    if (!req.originalUrl.includes('%00') && !req.originalUrl.includes('\0')) return next();
    if (req.path.startsWith('/api/')) {
      res.status(400).json({ message: 'Request contains characters that are not allowed', code: 'VALIDATION' });
    } else {
      res.status(400).type('text/plain').send('Bad request');
    }
  };
}
