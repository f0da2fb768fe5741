import { Writable } from 'node:stream';
import { inspect } from 'node:util';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { DatabaseHandle } from '~/db/client.server';
import { inquiries } from '~/db/schema.server';
import { createLogger } from '~/lib/logger.server';
import { insertPartner } from '../factories/partner';
import { startPagesApp } from '../setup/pages-app';
import { createTestDatabase } from '../setup/test-database';

// A query that fails while storing what a family typed: the log line (pino, the `err` the API's error
// mapper and the pages' 503 wrapper write) keeps the SQL and the database's reason, never the values.

let database: DatabaseHandle;

beforeAll(async () => {
  database = await createTestDatabase();
}, 60_000);

afterAll(async () => {
  await database?.close();
});

/** The app's logger writing into an array, as it writes JSON lines to stdout. */
function capturedLog() {
  const lines: string[] = [];
  const log = createLogger(
    'info',
    new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    }),
  );
  return { log, lines };
}

describe('a failed query in the log', () => {
  it('names the query and the reason, without the values being written', async () => {
    const partner = await insertPartner(database.db, { name: 'Log Chapel' });
    const values = {
      partnerId: partner.id,
      partnerName: partner.name,
      name: 'Ada Lovelace',
      email: 'ada.lovelace@family.example',
      phone: '(512) 555-0199',
      message: 'My mother died on Tuesday.\nparams: not a real line',
    };
    const [stored] = await database.db.insert(inquiries).values(values).returning();
    // The same id again: the database refuses it, as it refuses any write it cannot take.
    const failure = await database.db
      .insert(inquiries)
      .values({ ...values, id: stored!.id })
      .catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(Error);

    const { log, lines } = capturedLog();
    log.error({ err: failure }, 'inquiry could not be stored');
    const line = lines.join('');
    const { err } = JSON.parse(line) as { err: { message: string; stack: string; query?: string } };
    expect(err.message).toMatch(/^Failed query: insert into "inquiries"/);
    expect(err.message).toMatch(/duplicate key|unique/i);
    expect(err.stack).toContain('Failed query: insert into "inquiries"');
    for (const value of ['Ada Lovelace', 'ada.lovelace@family.example', '555-0199', 'My mother died'])
      expect(line).not.toContain(value);
  });
});

describe('a page whose action fails on a query', () => {
  it('is logged as one JSON line without the values, and nothing is printed to the console', async () => {
    // A database of its own, missing the link requests' table: the sign-in form's write fails.
    const broken = await createTestDatabase();
    const { log, lines } = capturedLog();
    const pages = await startPagesApp(broken, 'https://directory.test', { log });
    const printed = vi.spyOn(console, 'error').mockImplementation(() => {});
    try {
      await broken.db.execute(sql`drop table portal_link_requests`);
      const response = await fetch(`${pages.baseUrl}/partner-portal/sign-in`, {
        method: 'POST',
        redirect: 'manual',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ email: 'ada.lovelace@family.example' }).toString(),
      });
      expect(response.status).toBe(500);
      await response.text();
      const failure = lines.map((line) => JSON.parse(line) as { msg: string; err?: { message: string } });
      expect(failure.find((line) => line.msg === 'page request failed')?.err?.message).toMatch(
        /^Failed query: insert into "portal_link_requests"/,
      );
      expect(lines.join('')).not.toContain('ada.lovelace@family.example');
      expect(printed.mock.calls.map((args) => inspect(args)).join('')).not.toContain('ada.lovelace');
    } finally {
      printed.mockRestore();
      await pages.close();
      await broken.close();
    }
  }, 120_000);
});

describe('a form post from another origin', () => {
  it('is logged as a refusal with its request id (warn), not as a failed page request (error)', async () => {
    const { log, lines } = capturedLog();
    const pages = await startPagesApp(database, 'https://directory.test', { log });
    try {
      for (const origin of ['https://attacker.example', 'null']) {
        const response = await fetch(`${pages.baseUrl}/partner-portal/sign-in`, {
          method: 'POST',
          redirect: 'manual',
          headers: { origin, 'content-type': 'application/x-www-form-urlencoded' },
          body: 'email=someone',
        });
        // React Router's own CSRF check refuses it.
        expect(response.status, origin).toBe(400);
        await response.text();
      }
      await new Promise((resolve) => setTimeout(resolve, 50));
      const logged = lines.map((line) => JSON.parse(line) as Record<string, unknown>);
      const refusals = logged.filter((line) => line.event === 'access.refused');
      expect(refusals).toHaveLength(2);
      const requestIds = logged.filter((line) => line.msg === 'request').map((line) => line.reqId);
      for (const refusal of refusals) {
        expect(refusal).toMatchObject({ level: 40, status: 400, method: 'POST', path: '/partner-portal/sign-in' });
        expect(requestIds).toContain(refusal.reqId);
        expect(String(refusal.ip)).toMatch(/127\.0\.0\.1$/);
      }
      expect(logged.filter((line) => Number(line.level) >= 50)).toEqual([]);
    } finally {
      await pages.close();
    }
  }, 120_000);
});

describe('requests the router or Express refuse', () => {
  it('are answered plainly and not logged as failures: a method no page takes, a badge path not URL-encoded', async () => {
    const { log, lines } = capturedLog();
    const pages = await startPagesApp(database, 'https://directory.test', { log });
    const printed = vi.spyOn(console, 'error').mockImplementation(() => {});
    try {
      for (const method of ['OPTIONS', 'PUT', 'DELETE']) {
        const response = await fetch(`${pages.baseUrl}/search?q=austin`, { method });
        expect(response.status, method).toBe(405);
        await response.text();
      }
      const badge = await fetch(`${pages.baseUrl}/badge/%ff.svg`);
      expect(badge.status).toBe(400);
      expect(badge.headers.get('content-type')).toMatch(/^text\/plain/);
      expect(await badge.text()).toBe('Request path is not valid URL encoding');

      await new Promise((resolve) => setTimeout(resolve, 50));
      const logged = lines.map((line) => JSON.parse(line) as Record<string, unknown>);
      expect(logged.filter((line) => Number(line.level) >= 50)).toEqual([]);
      expect(logged.filter((line) => line.status === 405 && line.msg !== 'request')).toHaveLength(3);
      expect(printed).not.toHaveBeenCalled();
    } finally {
      printed.mockRestore();
      await pages.close();
    }
  }, 120_000);
});
