import type { AddressInfo } from 'node:net';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '~/db/client.server';
import type { AppContext } from '~/lib/context.server';
import { loadEnv } from '~/lib/env.server';
import { createLogger } from '~/lib/logger.server';
import { createApp } from '../../server/app';
import { insertPartner } from '../factories/partner';
import { authHeader, createAdminSession, TEST_ADMIN_PASSWORD } from '../setup/admin-session';
import { createTestDatabase } from '../setup/test-database';

// Hardening §6: the app's real logger (pino, with its redact list) writing into this test. One server
// handles a sign-in, a wrong password, a rate-limited login, a refused setup, an inquiry and admin calls;
// then every line is read back: each is one JSON object, request lines carry id, method, path, status and
// duration, the refusals are recorded, and no password, token, email address or inquiry text appears.

const WRONG_PASSWORD = 'Wrong-Secret-Passw0rd-7c1e';
const FAMILY_EMAIL = 'grieving.family.4d2b@example.com';
const FAMILY_MESSAGE = 'Our mother Eleanor passed on Tuesday, unique-text-93af';
const FAMILY_PHONE = '(512) 555-0177';
const VISITOR_POSITION = { latitude: 30.26719, longitude: -97.74308 };
// Every request of this file claims to come from here; only a trusted proxy may say so.
const FORGED_IP = '203.0.113.77';

let database: DatabaseHandle;
let baseUrl: string;
let close: () => Promise<void>;
let output = '';
let token: string;

async function send(path: string, init: { method?: string; body?: unknown; headers?: Record<string, string> } = {}) {
  const response = await fetch(baseUrl + path, {
    method: init.method ?? 'GET',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': FORGED_IP, ...init.headers },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  return { status: response.status, body: (await response.text()) || undefined };
}

beforeAll(async () => {
  database = await createTestDatabase();
  const env = loadEnv({
    NODE_ENV: 'test',
    LOG_LEVEL: 'info',
    PUBLIC_URL: 'http://directory.test',
    RATE_LIMIT_LOGIN_MAX: '2',
    SETUP_TOKEN: 'setup-token-abc-123456',
  });
  const sink = new Writable({
    write(chunk, _encoding, done) {
      output += chunk.toString();
      done();
    },
  });
  const context: AppContext = { db: database.db, database, env, log: createLogger(env.LOG_LEVEL, sink) };
  const server = createApp({ context }).listen(0, '127.0.0.1');
  await new Promise<void>((resolve) => server.once('listening', () => resolve()));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  close = () => new Promise<void>((resolve) => server.close(() => resolve()));

  const admin = await createAdminSession(context, { username: 'log-reader' });
  const partner = await insertPartner(database.db, { name: 'Quiet Log Chapel' });

  const signedIn = await send('/api/admin/login', {
    method: 'POST',
    body: { username: admin.username, password: TEST_ADMIN_PASSWORD },
  });
  expect(signedIn.status).toBe(200);
  token = JSON.parse(signedIn.body!).token;
  expect((await send('/api/admin/stats', { headers: authHeader(token) })).status).toBe(200);
  expect((await send('/api/admin/inquiries', { headers: authHeader(token) })).status).toBe(200);
  expect((await send('/api/admin/stats', { headers: authHeader(`${token}x`) })).status).toBe(401);

  const inquiry = await send('/api/inquiries', {
    method: 'POST',
    body: {
      name: 'Eleanor Family',
      email: FAMILY_EMAIL,
      phone: FAMILY_PHONE,
      message: FAMILY_MESSAGE,
      partnerId: partner.id,
    },
  });
  expect(inquiry.status).toBe(201);
  // Validation errors echo nothing of the input into the log either.
  expect(
    (await send('/api/inquiries', { method: 'POST', body: { email: FAMILY_EMAIL, message: FAMILY_MESSAGE } })).status,
  ).toBe(400);

  for (let attempt = 0; attempt < 2; attempt += 1) {
    const failed = await send('/api/admin/login', {
      method: 'POST',
      body: { username: admin.username, password: WRONG_PASSWORD },
    });
    expect(failed.status).toBe(401);
  }
  expect(
    (await send('/api/admin/login', { method: 'POST', body: { username: admin.username, password: WRONG_PASSWORD } }))
      .status,
  ).toBe(429);
  const setup = await send('/api/admin/create-first-user', {
    method: 'POST',
    body: {
      username: 'x',
      email: 'setup.person@example.com',
      passwordHash: WRONG_PASSWORD,
      setupToken: 'guessed-token-000000',
    },
  });
  expect(setup.status).toBe(403);

  // "Use my location": the position travels in the body, which no log line carries.
  const nearby = await send('/api/search/nearby', { method: 'POST', body: VISITOR_POSITION });
  expect(nearby.status).toBe(200);
  expect(
    (await send('/api/search/nearby', { method: 'POST', body: { ...VISITOR_POSITION, radius: 999, unit: 'mi' } }))
      .status,
  ).toBe(400);

  // CR/LF in the path: the request line must stay one line, and the forged one must not appear.
  await send('/api/partners/x%0d%0a%7B%22level%22%3A30%2C%22forged%22%3Atrue%7D');
  await send('/search%0d%0a%7B%22forged%22:true%7D?q=%0d%0a%7B%22forged%22:true%7D');
  // Give pino's stream the last lines.
  await new Promise((resolve) => setTimeout(resolve, 50));
});

afterAll(async () => {
  await close?.();
  await database?.close();
});

function lines() {
  return output
    .split('\n')
    .filter((line) => line.length > 0)
    .map((line) => JSON.parse(line) as Record<string, unknown>);
}

describe('log lines', () => {
  it('are one JSON object per line; each request line has id, method, path, status and duration', () => {
    const requests = lines().filter((line) => line.msg === 'request');
    expect(requests.length).toBeGreaterThanOrEqual(12);
    for (const line of requests) {
      expect(line.reqId).toMatch(/^[0-9a-f-]{36}$/);
      expect(typeof line.method).toBe('string');
      expect(String(line.path)).toMatch(/^\//);
      expect(typeof line.status).toBe('number');
      expect(typeof line.durationMs).toBe('number');
    }
    expect(requests.map((line) => line.status)).toEqual(expect.arrayContaining([200, 201, 400, 401, 403, 429]));
  });

  it('record sign-in success and failure, and every 401, 403 and 429 with the request id', () => {
    const all = lines();
    const logins = all.filter((line) => line.event === 'admin.login').map((line) => line.outcome);
    expect(logins).toEqual(['success', 'failure', 'failure', 'rate_limited']);
    expect(all.find((line) => line.event === 'admin.login' && line.outcome === 'success')?.adminId).toMatch(
      /^[0-9a-f-]{36}$/,
    );
    const refused = all.filter((line) => line.event === 'access.refused');
    expect(refused.map((line) => line.status).sort()).toEqual([401, 401, 401, 403, 429]);
    const requestIds = new Set(all.filter((line) => line.msg === 'request').map((line) => line.reqId));
    for (const line of refused) expect(requestIds.has(line.reqId)).toBe(true);
  });

  it('never contain a password, a token, an email address, a phone number, the inquiry text or a position', () => {
    for (const secret of [
      TEST_ADMIN_PASSWORD,
      WRONG_PASSWORD,
      token,
      token.slice(0, 16),
      'setup-token-abc',
      'guessed-token',
      FAMILY_MESSAGE,
      'unique-text-93af',
      FAMILY_EMAIL,
      'setup.person',
      FAMILY_PHONE,
      'Eleanor',
      // The visitor's position, exact or rounded.
      '30.267',
      '30.27',
      '97.743',
      '97.74',
    ]) {
      expect(output.includes(secret), `log contains ${secret.slice(0, 12)}…`).toBe(false);
    }
    expect(output).not.toMatch(/[\w.+-]+@[\w-]+\.[\w.]+/);
    expect(output.toLowerCase()).not.toContain('bearer');
  });

  it('carry the client IP (the socket address: a forged X-Forwarded-For without TRUST_PROXY is ignored)', () => {
    const all = lines();
    const stamped = all.filter(
      (line) => line.msg === 'request' || line.event === 'admin.login' || line.event === 'access.refused',
    );
    expect(stamped.length).toBeGreaterThanOrEqual(20);
    for (const line of stamped) expect(line.ip, JSON.stringify(line)).toMatch(/^(::ffff:)?127\.0\.0\.1$/);
    expect(output).not.toContain(FORGED_IP);
  });

  it('keep CR/LF from a request path inside one line: nothing forged', () => {
    const all = lines();
    expect(all.some((line) => line.forged === true)).toBe(false);
    const crlf = all.filter((line) => String(line.path ?? '').includes('forged'));
    expect(crlf.length).toBeGreaterThanOrEqual(1);
    // The query string (which may carry personal data) is not logged at all.
    for (const line of all) expect(String(line.path ?? '')).not.toContain('?');
  });
});

describe('behind a trusted proxy (TRUST_PROXY=loopback)', () => {
  it('log the address the proxy names in X-Forwarded-For on requests, logins and refusals', async () => {
    let proxied = '';
    const env = loadEnv({
      NODE_ENV: 'test',
      LOG_LEVEL: 'info',
      PUBLIC_URL: 'http://directory.test',
      TRUST_PROXY: 'loopback',
    });
    const sink = new Writable({
      write(chunk, _encoding, done) {
        proxied += chunk.toString();
        done();
      },
    });
    const context: AppContext = { db: database.db, database, env, log: createLogger(env.LOG_LEVEL, sink) };
    const server = createApp({ context }).listen(0, '127.0.0.1');
    await new Promise<void>((resolve) => server.once('listening', () => resolve()));
    try {
      const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
      const headers = { 'content-type': 'application/json', 'x-forwarded-for': FORGED_IP };
      const login = await fetch(`${url}/api/admin/login`, {
        method: 'POST',
        headers,
        body: JSON.stringify({ username: 'nobody', password: WRONG_PASSWORD }),
      });
      expect(login.status).toBe(401);
      expect((await fetch(`${url}/api/admin/stats`, { headers })).status).toBe(401);
      await new Promise((resolve) => setTimeout(resolve, 50));
      const all = proxied
        .split('\n')
        .filter((line) => line.length > 0)
        .map((line) => JSON.parse(line) as Record<string, unknown>);
      const stamped = all.filter(
        (line) => line.msg === 'request' || line.event === 'admin.login' || line.event === 'access.refused',
      );
      expect(stamped.map((line) => line.event ?? line.msg).sort()).toEqual([
        'access.refused',
        'access.refused',
        'admin.login',
        'request',
        'request',
      ]);
      for (const line of stamped) expect(line.ip, JSON.stringify(line)).toBe(FORGED_IP);
    } finally {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
  });
});
