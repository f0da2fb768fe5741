import { randomBytes } from 'node:crypto';
import net from 'node:net';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DatabaseHandle, openDatabase } from '~/db/client.server';
import { migrateDatabase } from '~/db/migrate.server';
import { insertPartner } from '../factories/partner';
import { metaOf, type PagesApp, startPagesApp, titleOf } from '../setup/pages-app';
import { startTestApp, type TestApp } from '../setup/test-app';

// Hardening §5, database unreachable: the app talks to PostgreSQL through a small TCP proxy on 127.0.0.1
// that this test cuts (every open connection reset, new ones refused) and restores. From the app's side that
// is the database going away and coming back, without stopping the machine's shared PostgreSQL. Runs in the
// PostgreSQL suite of CI (TEST_DATABASE_URL); PGlite lives in the process and cannot be unplugged.
// SMTP down: tests/integration/inquiry-mail.test.ts ('keeps the message when SMTP is down ...').
// Google down or slow: tests/integration/google-places-live.test.ts ('when Google fails') and
// partner-page-google.test.ts (the page's 1.5 s wait).

const serverUrl = process.env.TEST_DATABASE_URL;

interface CuttableProxy {
  port: number;
  cut(): Promise<void>;
  restore(): Promise<void>;
  close(): Promise<void>;
}

async function startProxy(target: { host: string; port: number }): Promise<CuttableProxy> {
  const sockets = new Set<net.Socket>();
  const server = net.createServer((client) => {
    const upstream = net.connect(target.port, target.host);
    sockets.add(client).add(upstream);
    const drop = () => {
      client.destroy();
      upstream.destroy();
      sockets.delete(client);
      sockets.delete(upstream);
    };
    client.on('error', drop).on('close', drop);
    upstream.on('error', drop).on('close', drop);
    client.pipe(upstream).pipe(client);
  });
  const listen = (port: number) =>
    new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, '127.0.0.1', () => {
        server.off('error', reject);
        resolve();
      });
    });
  await listen(0);
  const port = (server.address() as net.AddressInfo).port;
  const stop = () =>
    new Promise<void>((resolve) => {
      for (const socket of sockets) socket.resetAndDestroy();
      sockets.clear();
      if (!server.listening) return resolve();
      server.close(() => resolve());
    });
  return { port, cut: stop, restore: () => listen(port), close: stop };
}

async function waitFor(check: () => Promise<boolean>, timeoutMs: number): Promise<number> {
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    if (await check().catch(() => false)) return Date.now() - started;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`not within ${timeoutMs} ms`);
}

describe.runIf(serverUrl)('PostgreSQL unreachable under a running app', () => {
  let proxy: CuttableProxy;
  let database: DatabaseHandle;
  let app: TestApp;
  let pages: PagesApp;
  let partnerId: string;
  let partnerPath: string;
  const name = `outage_${Date.now()}_${randomBytes(3).toString('hex')}`;

  beforeAll(async () => {
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`create database "${name}"`);
    await admin.end();
    const direct = new URL(serverUrl!);
    proxy = await startProxy({ host: direct.hostname, port: Number(direct.port || 5432) });
    const viaProxy = new URL(serverUrl!);
    viaProxy.hostname = '127.0.0.1';
    viaProxy.port = String(proxy.port);
    viaProxy.pathname = `/${name}`;
    database = await openDatabase({ kind: 'postgres', url: viaProxy.toString(), maxConnections: 4 });
    await migrateDatabase(database);
    const partner = await insertPartner(database.db, {
      name: 'Outage Memorial Chapel',
      city: 'Austin',
      state: 'Texas',
    });
    partnerId = partner.id;
    partnerPath = `/state/${partner.stateSlug}/city/${partner.citySlug}/${partner.id}`;
    app = await startTestApp(database);
    pages = await startPagesApp(database, 'https://directory.test');
  });

  afterAll(async () => {
    await pages?.close();
    await app?.close();
    await database?.close().catch(() => {});
    await proxy?.close();
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`drop database if exists "${name}" with (force)`);
    await admin.end();
  });

  it('answers 503 JSON while the database is gone, stays up, and recovers by itself when it returns', async () => {
    expect((await app.request('/readyz')).status).toBe(200);
    expect((await app.request(`/api/partners/${partnerId}`)).status).toBe(200);

    await proxy.cut();

    const ready = await app.request('/readyz');
    expect(ready.status).toBe(503);
    expect(ready.body).toEqual({ status: 'unavailable', message: 'Database unreachable' });
    const reads = [
      await app.request(`/api/partners/${partnerId}`),
      await app.request('/api/search?q=outage'),
      await app.request('/api/faq'),
      await app.request('/api/inquiries', {
        method: 'POST',
        body: { name: 'Ann', email: 'ann@example.com', message: 'Hello, are you there?', partnerId },
      }),
      await app.request('/api/admin/stats', { headers: { authorization: 'Bearer some-token-value' } }),
    ];
    for (const response of reads) {
      expect(response.status, response.text).toBe(503);
      expect(response.headers.get('content-type')).toMatch(/^application\/json/);
      expect(response.body).toEqual({ message: 'Service temporarily unavailable', code: 'UNAVAILABLE' });
    }
    // The process is up (no crash from the pool's dropped clients) and says so.
    expect((await app.request('/healthz')).status).toBe(200);

    await proxy.restore();

    // No restart, no manual step: the pool makes new connections on its own.
    await waitFor(async () => (await app.request('/readyz')).status === 200, 15_000);
    const partner = await app.request(`/api/partners/${partnerId}`);
    expect(partner.status).toBe(200);
    expect(partner.body.name).toBe('Outage Memorial Chapel');
    const inquiry = await app.request('/api/inquiries', {
      method: 'POST',
      body: { name: 'Ann', email: 'ann@example.com', message: 'Hello, are you there now?', partnerId },
    });
    expect(inquiry.status).toBe(201);
  });

  it('answers public pages with a 503 retry page (Retry-After, noindex) while the database is gone, not a 500', async () => {
    expect((await pages.get(partnerPath)).status).toBe(200);

    await proxy.cut();
    try {
      for (const path of ['/', '/state/texas', '/state/texas/city/austin', partnerPath, '/search?q=outage']) {
        const page = await pages.get(path);
        expect(page.status, `${path}: ${page.text.slice(0, 200)}`).toBe(503);
        expect(page.headers.get('retry-after'), path).toBe('60');
        expect(page.headers.get('content-type'), path).toMatch(/^text\/html/);
        expect(page.text, path).toMatch(/temporarily unavailable/i);
        expect(page.text, path).toMatch(/try again in a minute/i);
        expect(titleOf(page), path).toMatch(/temporarily unavailable/i);
        expect(metaOf(page, 'robots'), path).toBe('noindex, nofollow');
      }
      // A client-side navigation's data request says the same to the router in the browser.
      const data = await fetch(`${pages.baseUrl}/state/texas.data`);
      expect(data.status).toBe(503);
      // The API, for comparison: 503 JSON, and now a Retry-After as well.
      const api = await app.request(`/api/partners/${partnerId}`);
      expect(api.status).toBe(503);
      expect(api.headers.get('retry-after')).toBe('60');
    } finally {
      await proxy.restore();
    }

    await waitFor(async () => (await pages.get(partnerPath)).status === 200, 15_000);
  });
});
