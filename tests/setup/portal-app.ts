import { desc, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import type { DatabaseHandle } from '~/db/client.server';
import { mailOutbox } from '~/db/schema.server';
import { portalPaths } from '~/modules/partner-portal/portal-constants';
import { processLinkRequests } from '~/modules/partner-portal/portal-link-requests.server';
import {
  type AppWithPages,
  type AppWithPagesOptions,
  type RenderedPage,
  renderedPage,
  startAppWithPages,
} from './pages-app';
import { createTestDatabase } from './test-database';

/** A request as a browser without JavaScript makes it. */
export interface PortalRequest {
  /** Default: POST with a form, GET without. */
  method?: string;
  /** Sent as a form is: URL-encoded, or multipart when it is FormData. */
  form?: Record<string, string> | FormData;
  cookie?: string;
  /** The client's IP (X-Forwarded-For); default: a fresh one per request, so that no IP rate limit is reached. */
  ip?: string;
  /** Any other headers, e.g. the browser's user-agent. */
  headers?: Record<string, string>;
}

export interface PortalApp extends AppWithPages {
  database: DatabaseHandle;
  /** Sends a request to `path` (no redirect following) and reads the answer's body. */
  send(path: string, request?: PortalRequest): Promise<RenderedPage>;
  /**
   * Signs `address` in as a partner does: asks for a link, the link job mails it, the link (English or
   * French, as the listing's language has it) is used; returns the session cookie (`name=value`).
   */
  signIn(address: string): Promise<string>;
}

/**
 * The app with its pages (startAppWithPages) over a fresh test database, trusting the loopback proxy's
 * X-Forwarded-For so that each test client can have its own IP: what the partner-portal tests start from.
 */
export async function startPortalApp({ env = {}, ...options }: AppWithPagesOptions = {}): Promise<PortalApp> {
  const database = await createTestDatabase();
  const app = await startAppWithPages(database, {
    env: { PUBLIC_URL: 'https://directory.test', TRUST_PROXY: 'loopback', ...env },
    ...options,
  });
  const { baseUrl, context } = app;
  const signInPaths = [portalPaths('en').signIn, portalPaths('fr').signIn].map(escape).join('|');
  const linkPath = new RegExp(`${escape(context.env.PUBLIC_URL)}((?:${signInPaths})/[\\w-]+)`);
  let requests = 0;
  // Documentation addresses (198.51.100.0/24, then on), a new one for each request.
  const nextIp = () => {
    const n = requests++;
    return `198.51.${100 + Math.floor(n / 254)}.${(n % 254) + 1}`;
  };

  async function send(
    path: string,
    { method, form, cookie, ip, headers: extra }: PortalRequest = {},
  ): Promise<RenderedPage> {
    const headers: Record<string, string> = { 'x-forwarded-for': ip ?? nextIp(), ...extra };
    if (cookie) headers.cookie = cookie;
    if (form && !(form instanceof FormData)) headers['content-type'] = 'application/x-www-form-urlencoded';
    const body = form instanceof FormData ? form : form ? new URLSearchParams(form).toString() : undefined;
    return renderedPage(
      await fetch(baseUrl + path, { method: method ?? (form ? 'POST' : 'GET'), redirect: 'manual', headers, body }),
    );
  }

  return {
    ...app,
    database,
    send,
    async signIn(address) {
      expect((await send(portalPaths('en').signIn, { form: { email: address } })).status).toBe(303);
      // The link job, as the server runs it after answering.
      await processLinkRequests(database.db, { publicUrl: context.env.PUBLIC_URL });
      const [mail] = await database.db
        .select()
        .from(mailOutbox)
        .where(eq(mailOutbox.toAddress, address))
        .orderBy(desc(mailOutbox.createdAt));
      const path = mail?.textBody.match(linkPath)?.[1];
      if (!path) throw new Error(`no sign-in link mailed to ${address}`);
      const used = await send(path, { form: {} });
      expect(used.status).toBe(303);
      return (used.headers.get('set-cookie') ?? '').split(';')[0]!;
    },
    async close() {
      await app.close();
      await database.close();
    },
  };
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
