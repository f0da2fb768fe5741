import { desc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '~/db/client.server';
import { adminChanges, adminPasswordResets, mailOutbox } from '~/db/schema.server';
import { FORGOT_PASSWORD_ANSWER, INVALID_RESET_LINK_MESSAGE } from '~/modules/admin-auth/admin.schema';
import {
  processPasswordResetRequests,
  RESET_EMAILS_PER_ADDRESS_PER_HOUR,
} from '~/modules/admin-auth/admin-people.service.server';
import { createAdminSession } from '../setup/admin-session';
import { startTestApp, type TestApp } from '../setup/test-app';
import { createTestDatabase } from '../setup/test-database';

// "Forgot password" from many addresses at once: the inbox gets a few emails, the answer says nothing.

let database: DatabaseHandle;
let app: TestApp;
let requests = 0;

beforeAll(async () => {
  database = await createTestDatabase();
  // Each request from its own client IP, as a flood from many machines comes.
  app = await startTestApp(database, { TRUST_PROXY: 'loopback', RATE_LIMIT_LOGIN_MAX: '2' });
});
afterAll(async () => {
  await app?.close();
  await database?.close();
});

function forgot(email: string) {
  const n = requests++;
  return app.request('/api/admin/forgot-password', {
    method: 'POST',
    body: { email },
    headers: { 'x-forwarded-for': `198.51.${100 + Math.floor(n / 254)}.${(n % 254) + 1}` },
  });
}

/** The reset job, as the server runs it after each answer. */
const resetJob = () => processPasswordResetRequests(app.context.db, { publicUrl: app.context.env.PUBLIC_URL });

const resetMails = (address: string) =>
  app.context.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, address)).orderBy(desc(mailOutbox.createdAt));

const tokenIn = (text: string) => /\/admin\/reset-password\/([A-Za-z0-9_-]+)/.exec(text)?.[1] ?? '';

/** Rows per table of the whole database: what a request wrote, whatever it wrote to. */
async function rowCounts(): Promise<Record<string, number>> {
  const { rows } = await app.context.db.execute<{ table_name: string }>(
    sql`select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE'`,
  );
  const counts: Record<string, number> = {};
  for (const { table_name: name } of rows) {
    const result = await app.context.db.execute<{ n: number }>(
      sql`select count(*)::int as n from ${sql.identifier(name)}`,
    );
    counts[name] = Number(result.rows[0]?.n);
  }
  return counts;
}

function grown(before: Record<string, number>, after: Record<string, number>): Record<string, number> {
  return Object.fromEntries(
    Object.keys(after)
      .filter((name) => after[name] !== before[name])
      .map((name) => [name, (after[name] ?? 0) - (before[name] ?? 0)]),
  );
}

describe('forgot password', () => {
  it('answers an admin and an unknown address alike, writing the same rows for both', async () => {
    await createAdminSession(app.context, { username: 'dana' });

    const beforeUnknown = await rowCounts();
    const unknown = await forgot('nobody.here@example.org');
    const afterUnknown = await rowCounts();
    const known = await forgot('Dana@example.org');
    const afterKnown = await rowCounts();

    expect(unknown.status).toBe(202);
    expect(known.status).toBe(unknown.status);
    expect(known.text).toBe(unknown.text);
    expect(known.body.message).toBe(FORGOT_PASSWORD_ANSWER);
    for (const name of ['content-type', 'content-length', 'cache-control']) {
      expect(known.headers.get(name)).toBe(unknown.headers.get(name));
    }
    // No reset link, email or record yet for either: the lookup happens after the answer.
    const written = grown(beforeUnknown, afterUnknown);
    expect(grown(afterUnknown, afterKnown)).toEqual(written);
    expect(Object.keys(written)).not.toContain('admin_password_resets');
    expect(Object.keys(written)).not.toContain('mail_outbox');
    expect(Object.keys(written)).not.toContain('admin_changes');

    expect(await resetJob()).toBe(1);
    expect(await resetMails('nobody.here@example.org')).toHaveLength(0);
    expect(await resetMails('dana@example.org')).toHaveLength(1);
  });

  it('sends one address a few emails however many machines ask, and only the newest link works', async () => {
    const { userId } = await createAdminSession(app.context, { username: 'robin' });
    const recordBefore = await app.context.db.select().from(adminChanges).where(eq(adminChanges.entityId, userId));

    for (let i = 0; i < 30; i += 1) {
      const answer = await forgot('robin@example.org');
      expect(answer.status).toBe(202);
      expect(answer.body.message).toBe(FORGOT_PASSWORD_ANSWER);
      await resetJob();
    }

    const mails = await resetMails('robin@example.org');
    expect(mails).toHaveLength(RESET_EMAILS_PER_ADDRESS_PER_HOUR);
    // The record notes the emails sent, not the requests.
    const recordAfter = await app.context.db.select().from(adminChanges).where(eq(adminChanges.entityId, userId));
    expect(recordAfter.length - recordBefore.length).toBe(RESET_EMAILS_PER_ADDRESS_PER_HOUR);
    const live = await app.context.db
      .select()
      .from(adminPasswordResets)
      .where(eq(adminPasswordResets.userId, userId))
      .then((rows) => rows.filter((row) => row.usedAt === null));
    expect(live).toHaveLength(1);

    const [newest, older] = mails.map((mail) => tokenIn(mail.textBody));
    const stale = await app.request('/api/admin/reset-password', {
      method: 'POST',
      body: { token: older, password: 'an older link passphrase' },
    });
    expect(stale.status).toBe(404);
    expect(stale.body.message).toBe(INVALID_RESET_LINK_MESSAGE);
    const reset = await app.request('/api/admin/reset-password', {
      method: 'POST',
      body: { token: newest, password: 'the newest link passphrase' },
    });
    expect(reset.status).toBe(204);
    const login = await app.request('/api/admin/login', {
      method: 'POST',
      body: { username: 'robin', password: 'the newest link passphrase' },
    });
    expect(login.status).toBe(200);

    // The last link used, the next request mails a new one: a flood cannot lock the admin out.
    await forgot('robin@example.org');
    expect(await resetJob()).toBe(1);
    expect(await resetMails('robin@example.org')).toHaveLength(RESET_EMAILS_PER_ADDRESS_PER_HOUR + 1);
  });
});
