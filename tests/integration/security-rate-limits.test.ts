import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '~/db/client.server';
import { rateLimits } from '~/db/schema.server';
import { createAdminSession, TEST_ADMIN_PASSWORD } from '../setup/admin-session';
import { createTestDatabase } from '../setup/test-database';
import { startTestApp, type TestApp } from '../setup/test-app';

// Hardening §3: the three limiters of design §4 key on the socket address (a forged X-Forwarded-For
// changes nothing unless TRUST_PROXY names the proxy), and on PostgreSQL the count is shared by every app
// instance on the database (docs/decisions/003-rate-limit-store.md). The 429 bodies and Retry-After of each
// limiter are in admin-auth.test.ts, inquiries.test.ts and partner-tools.test.ts; their spoofing checks for
// login and inquiries too. The limiters count before validation, so `{}` bodies (400) are hits as well.

const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
const limits = { RATE_LIMIT_LOGIN_MAX: '3', RATE_LIMIT_INQUIRY_MAX: '3', RATE_LIMIT_TOOLS_MAX: '3' };
const wrongLogin = { username: 'nobody-here', password: 'not the password at all' };

let database: DatabaseHandle;
const apps: TestApp[] = [];

async function app(env: Record<string, string> = {}): Promise<TestApp> {
  const started = await startTestApp(database, { ...limits, ...env });
  apps.push(started);
  return started;
}

beforeAll(async () => {
  database = await createTestDatabase();
});

// On PostgreSQL every app of this file shares the counts (that is the point): each test starts from none.
beforeEach(async () => {
  await database.db.delete(rateLimits);
});

afterAll(async () => {
  for (const started of apps) await started.close();
  await database?.close();
});

const endpoints = [
  { limiter: 'login', path: '/api/admin/login', body: wrongLogin, counted: 401 },
  { limiter: 'inquiries', path: '/api/inquiries', body: {}, counted: 400 },
  { limiter: 'partner tools', path: '/api/partner-tools/press-release', body: {}, counted: 400 },
] as const;

describe.each(endpoints)('the $limiter limit', ({ path, body, counted }) => {
  it('is not dodged by a forged X-Forwarded-For', async () => {
    const target = await app();
    for (let attempt = 1; attempt <= 3; attempt += 1) {
      const response = await target.request(path, {
        method: 'POST',
        body,
        headers: { 'x-forwarded-for': `198.51.100.${attempt}` },
      });
      expect(response.status, `attempt ${attempt}`).toBe(counted);
    }
    const spoofed = await target.request(path, {
      method: 'POST',
      body,
      headers: { 'x-forwarded-for': '203.0.113.99, 198.51.100.200' },
    });
    expect(spoofed.status).toBe(429);
    expect(Number(spoofed.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  it('counts each client of a trusted proxy on its own (TRUST_PROXY=loopback)', async () => {
    const target = await app({ TRUST_PROXY: 'loopback' });
    const from = (client: string) =>
      target.request(path, { method: 'POST', body, headers: { 'x-forwarded-for': client } });
    for (let attempt = 1; attempt <= 3; attempt += 1) expect((await from('198.51.100.7')).status).toBe(counted);
    expect((await from('198.51.100.7')).status).toBe(429);
    // Another family behind the same proxy is not punished for the first one.
    expect((await from('198.51.100.8')).status).toBe(counted);
  });
});

describe.runIf(onPostgres)('on PostgreSQL: one count for every app instance', () => {
  it.each(endpoints)(
    '$limiter: hits spread over two instances add up to one limit',
    async ({ path, body, counted }) => {
      const [first, second] = [await app(), await app()];
      expect((await first.request(path, { method: 'POST', body })).status).toBe(counted);
      expect((await second.request(path, { method: 'POST', body })).status).toBe(counted);
      expect((await first.request(path, { method: 'POST', body })).status).toBe(counted);
      expect((await second.request(path, { method: 'POST', body })).status).toBe(429);
      expect((await first.request(path, { method: 'POST', body })).status).toBe(429);
    },
  );

  it('counts concurrent hits exactly (one atomic upsert each)', async () => {
    const [first, second] = [await app({ RATE_LIMIT_TOOLS_MAX: '1000' }), await app({ RATE_LIMIT_TOOLS_MAX: '1000' })];
    const send = (target: TestApp) => target.request('/api/partner-tools/press-release', { method: 'POST', body: {} });
    await Promise.all(Array.from({ length: 40 }, (_, index) => send(index % 2 ? first : second)));
    const rows = await database.db.select().from(rateLimits);
    expect(rows.map((row) => [row.key.split(':')[0], row.count])).toEqual([['partner-tools', 40]]);
  });

  it('a successful login on one instance is not counted as a failure on either', async () => {
    const [first, second] = [await app(), await app()];
    const { username } = await createAdminSession(first.context, { username: 'shared-limit-admin' });
    const attempt = (target: TestApp, password: string) =>
      target.request('/api/admin/login', { method: 'POST', body: { username, password } });
    expect((await attempt(first, 'wrong password one')).status).toBe(401);
    expect((await attempt(second, TEST_ADMIN_PASSWORD)).status).toBe(200);
    expect((await attempt(first, TEST_ADMIN_PASSWORD)).status).toBe(200);
    expect((await attempt(second, 'wrong password two')).status).toBe(401);
    expect((await attempt(first, 'wrong password three')).status).toBe(401);
    expect((await attempt(second, 'wrong password four')).status).toBe(429);
  });
});

it('the PostgreSQL store is exercised in the PostgreSQL run (not skipped silently)', () => {
  // CI runs this file with TEST_DATABASE_URL set; without it the in-memory store is the right one (PGlite).
  expect(database.kind).toBe(onPostgres ? 'postgres' : 'pglite');
});
