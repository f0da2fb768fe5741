import type { Logger } from 'pino';
import type { Database, DatabaseHandle } from '~/db/client.server';
import type { Env } from './env.server';

/**
 * What every loader, action and API handler is given: the process's one database, config and logger.
 * Passed explicitly (React Router load context, Express router factories) rather than imported as
 * singletons, so a test can run an app against its own fresh database.
 */
export type AppContext = {
  db: Database;
  database: DatabaseHandle;
  env: Env;
  log: Logger;
};

declare module 'react-router' {
  interface AppLoadContext extends AppContext {
    /** This response's CSP nonce (server/security-headers.server.ts), for React Router's inline scripts. */
    cspNonce?: string;
    /**
     * On a document request (not a client-side navigation's `.data` request): the HTML of the page's
     * server-only sections by a per-request key, filled by loaders through serverSections() and written
     * into the page by entry.server.tsx (app/ui/layout/server-section.server.tsx).
     */
    documentHtml?: Record<string, string>;
    /**
     * For a public read: the public content revision its ETag was computed at (server/public-http-cache.server.ts),
     * for what loaders keep per revision.
     */
    contentRevision?: number;
    /**
     * The request's clock: what "open now" is computed at (for a public read, within the minute its ETag
     * names; server/app.ts takes a clock tests can fix).
     */
    requestTime?: Date;
    /**
     * The client's IP as Express sees it (`req.ip`: the socket address unless TRUST_PROXY names a proxy),
     * for the rate limits of the few public forms that post to a route action.
     */
    clientIp?: string;
    /** The request's id, as its request log line has it (server/request-log.server.ts). */
    requestId?: string;
  }
}
