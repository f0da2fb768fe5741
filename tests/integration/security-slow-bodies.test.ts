import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '~/db/client.server';
import { createTestDatabase } from '../setup/test-database';
import { startTestApp, type TestApp } from '../setup/test-app';

// Hardening: a client cannot hold a connection by declaring a huge body or by sending one a few bytes at a
// time. Raw sockets, because fetch() would send the whole body at once and hide both.

const REQUEST_TIMEOUT_MS = 1_000;

let database: DatabaseHandle;
let app: TestApp;

beforeAll(async () => {
  database = await createTestDatabase();
  app = await startTestApp(database, { REQUEST_TIMEOUT_MS: String(REQUEST_TIMEOUT_MS), RATE_LIMIT_TOOLS_MAX: '1000' });
});

afterAll(async () => {
  await app?.close();
  await database?.close();
});

interface Exchange {
  /** What the server sent before closing or before the deadline. */
  received: string;
  closed: boolean;
  elapsedMs: number;
}

/**
 * Sends the request head, then `trickle` one byte at a time every `everyMs`, and collects what comes back
 * until the server closes the socket or `deadlineMs` passes.
 */
function exchange(
  head: string,
  options: { trickle?: string; everyMs?: number; deadlineMs: number },
): Promise<Exchange> {
  const port = Number(new URL(app.baseUrl).port);
  return new Promise((resolve) => {
    const started = Date.now();
    const socket = net.connect(port, '127.0.0.1');
    let received = '';
    const trickle = options.trickle ?? '';
    let sent = 0;
    const timer = setInterval(() => {
      if (sent < trickle.length && socket.writable) socket.write(trickle[sent++]!);
    }, options.everyMs ?? 200);
    const finish = (closed: boolean) => {
      clearInterval(timer);
      clearTimeout(deadline);
      socket.destroy();
      resolve({ received, closed, elapsedMs: Date.now() - started });
    };
    const deadline = setTimeout(() => finish(false), options.deadlineMs);
    socket.on('data', (chunk) => (received += chunk.toString('latin1')));
    socket.on('close', () => finish(true));
    socket.on('error', () => {});
    socket.write(head);
  });
}

const statusOf = (received: string) => Number(received.match(/^HTTP\/1\.1 (\d{3})/)?.[1] ?? 0);

describe('a declared Content-Length over the limit', () => {
  const cases: Array<[string, number]> = [
    ['/api/inquiries', 101 * 1024],
    ['/api/admin/login', 2 * 1024 * 1024],
    ['/api/admin/partners/bulk', 6 * 1024 * 1024],
    ['/api/admin/faq/bulk', 6 * 1024 * 1024],
    ['/api/partner-tools/generate-video', 8 * 1024 * 1024],
  ];

  it.each(cases)(
    'POST %s declaring %d bytes is answered 413 at once, before any body is sent',
    async (path, length) => {
      const head = `POST ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: ${length}\r\n\r\n`;
      const result = await exchange(head, { trickle: '{"name":', deadlineMs: 2_000 });
      expect(statusOf(result.received), result.received.slice(0, 200)).toBe(413);
      expect(result.received).toContain('"code":"PAYLOAD_TOO_LARGE"');
      // The body was never going to be read: the server does not keep the connection for it.
      expect(result.received.toLowerCase()).toContain('connection: close');
      expect(result.closed).toBe(true);
    },
  );

  it('still lets a declared body within the limit through', async () => {
    const body = JSON.stringify({ username: 'nobody', password: 'not-the-password' });
    const head = `POST /api/admin/login HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\nConnection: close\r\n\r\n${body}`;
    const result = await exchange(head, { deadlineMs: 3_000 });
    expect(statusOf(result.received)).toBe(401);
  });
});

describe('a body sent a few bytes at a time', () => {
  it('is cut off by the request timeout (408 or closed) instead of holding the connection', async () => {
    const body = JSON.stringify({
      name: 'Slow Sender',
      email: 'slow@example.com',
      message: 'trickled one byte at a time',
    });
    const head = `POST /api/inquiries HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\n\r\n`;
    // 200 ms a byte: the whole body would take about 16 s.
    const result = await exchange(head, { trickle: body, everyMs: 200, deadlineMs: REQUEST_TIMEOUT_MS + 3_000 });
    expect(result.closed, `still open after ${result.elapsedMs} ms`).toBe(true);
    expect([0, 408]).toContain(statusOf(result.received));
    expect(result.elapsedMs).toBeLessThan(REQUEST_TIMEOUT_MS + 2_500);
  });

  it('is cut off the same way when even the headers trickle in', async () => {
    const head = 'GET /api/faq HTTP/1.1\r\nHost: 127.0.0.1\r\n';
    const result = await exchange(head, {
      trickle: 'X-Slow: '.padEnd(200, 'a'),
      everyMs: 100,
      deadlineMs: REQUEST_TIMEOUT_MS + 3_000,
    });
    expect(result.closed, `still open after ${result.elapsedMs} ms`).toBe(true);
    expect([0, 408]).toContain(statusOf(result.received));
  });
});
