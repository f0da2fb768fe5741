import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { type AppServer, startAppServer } from './server';

// Hardening §5 on the production server (`node server.js` over build/):
//  - SIGTERM under load: 24 requests in flight (bodies still uploading) are all answered, then the process
//    exits 0 (server/lifecycle.server.ts);
//  - SIGKILL in the middle of a 5,000-row CSV import: after a restart on the same data folder either every
//    row is there or none (the import is one transaction).
// The inquiry outbox across kill -9 is tests/e2e/inquiry-durability.test.ts.

const servers: AppServer[] = [];
const dataDirs: string[] = [];

afterAll(async () => {
  for (const server of servers) await server.stop();
  for (const dir of dataDirs) fs.rmSync(dir, { recursive: true, force: true });
});

async function start(options: Parameters<typeof startAppServer>[0] = {}) {
  const server = await startAppServer({ echo: false, ...options, env: { SEED: 'none', ...options.env } });
  servers.push(server);
  return server;
}

/** A POST whose body arrives in two parts: in flight from the first byte until `finish()` sends the rest. */
function slowPost(server: AppServer, requestPath: string, body: string) {
  const url = new URL(server.baseUrl);
  let finish = () => {};
  const response = new Promise<{ status: number; body: string }>((resolve, reject) => {
    const request = http.request(
      {
        host: url.hostname,
        port: url.port,
        path: requestPath,
        method: 'POST',
        headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
      },
      (res) => {
        let text = '';
        res.on('data', (chunk) => (text += chunk.toString()));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text }));
      },
    );
    request.on('error', reject);
    const half = Math.floor(body.length / 2);
    request.write(body.slice(0, half));
    finish = () => request.end(body.slice(half));
  });
  return { response, finish: () => finish() };
}

const pressRelease = {
  companyName: 'Hillside Memorial Chapel',
  contactName: 'Maria Alvarez',
  contactEmail: 'maria@hillside.example',
  contactPhone: '(217) 555-0142',
  companyAddress: '418 Oak Street, Springfield, IL 62704',
  website: 'https://hillside.example',
  logoUrl: '',
  newsAngle: 'We are now offering Solace Stones solidified remains to families in Springfield.',
  testimonials: '',
  callToAction: 'Call us to arrange a visit',
  additionalInfo: '',
  targetWordCount: '500',
};

describe('SIGTERM under load', () => {
  it('answers every request in flight, then exits 0', { timeout: 180_000 }, async () => {
    const server = await start({ env: { RATE_LIMIT_TOOLS_MAX: '1000', RATE_LIMIT_LOGIN_MAX: '1000' } });
    // 24 requests whose bodies are half sent: the server has accepted each connection and read its headers,
    // so every one is in flight when the signal arrives (a GET could still sit unaccepted in the backlog).
    const inFlight = Array.from({ length: 24 }, (_, index) =>
      index % 2 === 0
        ? { expected: 200, ...slowPost(server, '/api/partner-tools/press-release', JSON.stringify(pressRelease)) }
        : {
            expected: 401,
            ...slowPost(
              server,
              '/api/admin/login',
              JSON.stringify({ username: `nobody-${index}`, password: 'not the right password' }),
            ),
          },
    );
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    const stopped = server.stop();
    await new Promise((resolve) => setTimeout(resolve, 400));
    // Still running: it waits for them.
    expect(server.exitStatus()).toBeNull();
    for (const request of inFlight) request.finish();

    const answers = await Promise.all(inFlight.map((request) => request.response));
    expect(answers.map((answer) => answer.status)).toEqual(inFlight.map((request) => request.expected));
    const release = JSON.parse(answers[0]!.body) as { pressRelease?: string };
    expect(Object.keys(release).length).toBeGreaterThan(0);
    await stopped;
    expect(server.exitStatus()).toEqual({ code: 0, signal: null });
    // And it is really gone: nothing listens on its port any more.
    await expect(fetch(`${server.baseUrl}/healthz`)).rejects.toThrow();
  });
});

describe('SIGKILL during a CSV import', () => {
  it('leaves all the rows or none after a restart on the same data folder', { timeout: 240_000 }, async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'directory-import-crash-'));
    dataDirs.push(dataDir);
    const first = await start({ dataDir });
    const setup = await fetch(`${first.baseUrl}/api/admin/create-first-user`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        username: 'importer',
        email: 'importer@example.org',
        passwordHash: 'correct horse battery staple',
      }),
    });
    expect(setup.status).toBe(201);
    const login = await fetch(`${first.baseUrl}/api/admin/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'importer', password: 'correct horse battery staple' }),
    });
    const { token } = (await login.json()) as { token: string };
    const rows = Array.from({ length: 5000 }, (_, index) => ({
      name: `Crash Import Home ${index}`,
      address: `${index} Import Way`,
      city: 'Houston',
      state: 'Texas',
      zipCode: '77002',
      phone: '(713) 555-0100',
      description: 'A caring team serving Houston families. '.repeat(3),
    }));
    const send = (dryRun: boolean) =>
      fetch(`${first.baseUrl}/api/admin/partners/bulk`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: JSON.stringify({ partners: rows, dryRun }),
      });
    // A dry run reads and checks every row without writing: the real import is writing after about as long.
    const dryStarted = Date.now();
    expect((await send(true)).status).toBe(200);
    const checkMs = Date.now() - dryStarted;
    const importing = send(false).then(
      (response) => `answered ${response.status}`,
      () => 'connection lost',
    );
    // Mid-import: the rows are being validated and written when the process is killed.
    const killAfterMs = checkMs + 150;
    const outcome = await Promise.race([
      importing,
      new Promise((resolve) => setTimeout(() => resolve('in flight'), killAfterMs)),
    ]);
    expect(outcome, `the import finished within ${killAfterMs} ms, before the kill; the drill needs it in flight`).toBe(
      'in flight',
    );
    await first.kill9();
    expect(await importing).toBe('connection lost');

    const second = await start({ dataDir });
    const relogin = await fetch(`${second.baseUrl}/api/admin/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'importer', password: 'correct horse battery staple' }),
    });
    const auth = { authorization: `Bearer ${((await relogin.json()) as { token: string }).token}` };
    // SEED=none: the only partners are the imported ones, so the dashboard's count is the import's.
    const stats = await fetch(`${second.baseUrl}/api/admin/stats`, { headers: auth });
    expect(stats.status).toBe(200);
    const { partners } = (await stats.json()) as { partners: number };
    expect([0, 5000], `partners after the crash: ${partners}`).toContain(partners);
  });
});
