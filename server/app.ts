import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { createRequestHandler } from '@react-router/express';
import compression from 'compression';
import express from 'express';
import type { ServerBuild } from 'react-router';
import type { ChangeNotifications } from '~/db/change-notifications.server';
import { createContentRevision } from '~/db/content-revision.server';
import type { AppContext } from '~/lib/context.server';
import { DETAILS_TTL_MS, forgetChangedPlaces } from '~/modules/google-places/places-gateway.server';
import { appCatalogs } from '~/modules/i18n/catalog.server';
import { createMediaStore } from '~/modules/media/media-store.server';
import { listClosingPartners } from '~/modules/partners/closed-today.server';
import { createMediaRouter } from '~/modules/partner-tools/partner-tools.media.server';
import { createBadgeRoutes } from '~/modules/partner-portal/badge.routes.server';
import { createSeoRoutes } from '~/modules/seo/seo.routes.server';
import { createApiRouter } from './api.server';
import { finalErrorHandler } from './http-errors.server';
import { createPublicCache } from './page-cache.server';
import { type PublicRead, publicHttpCache } from './public-http-cache.server';
import { requestLogger } from './request-log.server';
import { cspNonce, refuseNulBytes, refuseTrace, securityHeaders } from './security-headers.server';

export interface CreateAppOptions {
  context: AppContext;
  /**
   * The React Router server build; omitted in API-only integration tests. A function (development: Vite's
   * current modules) is called and its routes prepared again for every request; production passes the build.
   */
  build?: ServerBuild | (() => Promise<ServerBuild>);
  /** Serve build/client (production). In development Vite serves assets itself. */
  serveStaticAssets?: boolean;
  /** Middleware mounted before the pages (the Vite dev server in development). */
  beforePages?: express.RequestHandler;
  /** Replay rendered public pages and API reads for this long (server/page-cache.server.ts); 0: ETags only. */
  publicCacheTtlMs?: number;
  /** Part of every public ETag: changes with each deployed build (server/main.ts). */
  buildId?: string;
  /**
   * Writes seen by the database (any instance, any script): the public copies and the Google gateway's
   * cached places are dropped when they arrive (app/db/change-notifications.server.ts).
   */
  changes?: ChangeNotifications;
  /** The clock of public reads ("open now", the ETag's minute); tests fix it. */
  now?: () => number;
}

// Without a build id (development, tests): this process's code is the build.
const PROCESS_BUILD_ID = randomUUID();

export function createApp({
  context,
  build,
  serveStaticAssets = false,
  beforePages,
  publicCacheTtlMs = 0,
  buildId = PROCESS_BUILD_ID,
  changes,
  now = Date.now,
}: CreateAppOptions) {
  // Compiled here, at start: a broken English message stops the boot, not a page.
  const catalogs = appCatalogs(context.log);
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
  // Public reads: ETag/304 and Cache-Control from what they depend on, before anything renders; then the
  // in-process copies (PUBLIC_CACHE_TTL_MS, off at 0), a layer the pages stream through.
  const revision = createContentRevision(context.db);
  app.use(
    publicHttpCache({
      revision,
      buildId,
      googleDetailsTtlMs: context.env.GOOGLE_PLACES_API_KEY ? DETAILS_TTL_MS : 0,
      closingPartners: (contentRevision) => listClosingPartners(context.db, contentRevision),
      now,
    }),
  );
  const publicCache = createPublicCache({ ttlMs: publicCacheTtlMs });
  app.use(publicCache.middleware);
  const forgetPublicContent = () => {
    revision.invalidate();
    publicCache.clear();
  };
  if (changes) {
    changes.subscribe((change) => {
      // Google details are not kept as public copies (isPublicRead); the stored rating is a partners write.
      if (change.kind !== 'google-place') forgetPublicContent();
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

  // An admin write here: the revision is read again when it starts and when it has answered (committed).
  app.use('/api', (req, res, next) => {
    const write = !['GET', 'HEAD', 'OPTIONS'].includes(req.method);
    if (write && /^\/(?:admin|google-places)(?:\/|$)/.test(req.path)) {
      forgetPublicContent();
      res.on('finish', forgetPublicContent);
    }
    next();
  });
  app.use('/api', createApiRouter(context, { now }));
  // Rendered partner videos (the database or DATA_DIR/media, MEDIA_STORE): range requests, long cache.
  app.use('/media', createMediaRouter(createMediaStore(context), context.log));
  // robots.txt and sitemap.xml: generated from PUBLIC_URL and the database, before any static file.
  app.use(createSeoRoutes(context));
  app.use(createBadgeRoutes(context));

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
          catalogs,
          cspNonce: cspNonce(res),
          documentHtml: req.path.endsWith('.data') ? undefined : {},
          contentRevision: (res.locals.publicRead as PublicRead | undefined)?.revision,
          requestTime: new Date((res.locals.publicRead as PublicRead | undefined)?.at ?? now()),
          clientIp: req.ip,
          requestId: res.locals.requestId as string | undefined,
        }),
      }),
    );
  }
  app.use(finalErrorHandler(context.log));
  return app;
}
