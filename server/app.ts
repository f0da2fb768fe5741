import path from 'node:path';
import { createRequestHandler } from '@react-router/express';
import compression from 'compression';
import express from 'express';
import type { ServerBuild } from 'react-router';
import type { ChangeNotifications } from '~/db/change-notifications.server';
import type { AppContext } from '~/lib/context.server';
import { forgetChangedPlaces } from '~/modules/google-places/places-gateway.server';
import { createMediaStore } from '~/modules/media/media-store.server';
import { createMediaRouter } from '~/modules/partner-tools/partner-tools.media.server';
import { createSeoRoutes } from '~/modules/seo/seo.routes.server';
import { createApiRouter } from './api.server';
import { createPublicCache } from './page-cache.server';
import { requestLogger } from './request-log.server';
import { cspNonce, refuseNulBytes, refuseTrace, securityHeaders } from './security-headers.server';

export interface CreateAppOptions {
  context: AppContext;
  /** The React Router server build; omitted in API-only integration tests. */
  build?: () => Promise<ServerBuild>;
  /** Serve build/client (production). In development Vite serves assets itself. */
  serveStaticAssets?: boolean;
  /** Middleware mounted before the pages (the Vite dev server in development). */
  beforePages?: express.RequestHandler;
  /** Replay rendered public pages and API reads for this long (server/page-cache.server.ts); 0: ETags only. */
  publicCacheTtlMs?: number;
  /**
   * Writes seen by the database (any instance, any script): the public copies and the Google gateway's
   * cached places are dropped when they arrive (app/db/change-notifications.server.ts).
   */
  changes?: ChangeNotifications;
}

export function createApp({
  context,
  build,
  serveStaticAssets = false,
  beforePages,
  publicCacheTtlMs = 0,
  changes,
}: CreateAppOptions) {
  const app = express();
  app.disable('x-powered-by');
  // Client IP is the socket address unless a proxy is explicitly trusted (rate limits must not be spoofable).
  app.set('trust proxy', context.env.TRUST_PROXY ?? false);

  app.use(requestLogger(context.log));
  // CSP with a per-request nonce, nosniff, referrer and opener policies, HSTS over TLS (design §4).
  app.use(securityHeaders({ development: Boolean(beforePages) }));
  app.use(refuseTrace());
  app.use(refuseNulBytes());
  app.use(compression());
  // ETag/304 and the in-process copy of public pages and API reads; admin writes empty it.
  const publicCache = createPublicCache({ ttlMs: publicCacheTtlMs });
  app.use(publicCache.middleware);
  if (changes) {
    changes.subscribe((change) => {
      // Google details are not kept as public copies (isPublicRead); the stored rating is a partners write.
      if (change.kind !== 'google-place') publicCache.clear();
    });
    forgetChangedPlaces(context, changes);
  }

  app.get('/healthz', (_req, res) => {
    res.json({ status: 'ok' });
  });
  app.get('/readyz', async (_req, res) => {
    try {
      await context.database.ping();
      res.json({ status: 'ready' });
    } catch {
      res.status(503).json({ status: 'unavailable', message: 'Database unreachable' });
    }
  });

  app.use('/api', publicCache.invalidateOnAdminWrite);
  app.use('/api', createApiRouter(context));
  // Rendered partner videos (the database or DATA_DIR/media, MEDIA_STORE): range requests, long cache.
  app.use('/media', createMediaRouter(createMediaStore(context), context.log));
  // robots.txt and sitemap.xml: generated from PUBLIC_URL and the database, before any static file.
  app.use(createSeoRoutes(context));

  if (serveStaticAssets) {
    const clientDir = path.resolve(process.cwd(), 'build/client');
    // Hashed file names: safe to cache for a year.
    app.use('/assets', express.static(path.join(clientDir, 'assets'), { immutable: true, maxAge: '1y', index: false }));
    app.use(express.static(clientDir, { maxAge: '1h', index: false, dotfiles: 'ignore' }));
  }
  if (beforePages) app.use(beforePages);

  if (build) {
    // Per request: the CSP nonce that app/entry.server.tsx gives React Router's inline scripts, and, for a
    // document (not a client-side navigation's `/….data`), where loaders leave their server-only sections.
    app.use(
      createRequestHandler({
        build,
        getLoadContext: (req, res) => ({
          ...context,
          cspNonce: cspNonce(res),
          documentHtml: req.path.endsWith('.data') ? undefined : {},
          clientIp: req.ip,
        }),
      }),
    );
  }
  return app;
}
