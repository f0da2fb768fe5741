import { desc, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import type { DatabaseHandle } from '~/db/client.server';
import { mailOutbox } from '~/db/schema.server';
import { processLinkRequests } from '~/modules/partner-portal/portal-link-requests.server';
import { type AppWithPages, type AppWithPagesOptions, startAppWithPages } from './pages-app';
import { createTestDatabase } from './test-database';

export interface PortalApp extends AppWithPages {
  database: DatabaseHandle;
  /**
   * Signs `address` in as a partner does: asks for a link, the link job mails it, the link is used; returns
   * the session cookie (`name=value`). Each call comes from a client IP of its own (TRUST_PROXY=loopback).
   */
  signIn(address: string): Promise<string>;
}

let ipCounter = 0;
// Not the ranges the portal tests use for their own requests (198.51.100.0/24): their rate limits stay theirs.
const nextIp = () => `203.0.113.${(ipCounter = (ipCounter % 250) + 1)}`;

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
  const linkPath = new RegExp(`${escape(context.env.PUBLIC_URL)}(/partner-portal/sign-in/[\\w-]+)`);
  return {
    ...app,
    database,
    async signIn(address) {
      const asked = await fetch(`${baseUrl}/partner-portal/sign-in`, {
        method: 'POST',
        redirect: 'manual',
        headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-forwarded-for': nextIp() },
        body: new URLSearchParams({ email: address }).toString(),
      });
      expect(asked.status).toBe(303);
      // The link job, as the server runs it after answering.
      await processLinkRequests(database.db, { publicUrl: context.env.PUBLIC_URL });
      const [mail] = await database.db
        .select()
        .from(mailOutbox)
        .where(eq(mailOutbox.toAddress, address))
        .orderBy(desc(mailOutbox.createdAt));
      const path = mail?.textBody.match(linkPath)?.[1];
      if (!path) throw new Error(`no sign-in link mailed to ${address}`);
      const used = await fetch(baseUrl + path, {
        method: 'POST',
        redirect: 'manual',
        headers: { 'x-forwarded-for': nextIp() },
      });
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
