import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '~/db/client.server';
import { mailOutbox } from '~/db/schema.server';
import { emailDeliverySchema } from '~/modules/admin-dashboard/email-delivery.schema';
import { authHeader, createAdminSession } from '../setup/admin-session';
import { createTestDatabase } from '../setup/test-database';
import { startTestApp, type TestApp } from '../setup/test-app';

const PATH = '/api/admin/stats/email-delivery';
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

let database: DatabaseHandle;
/** With a mail server configured, as production runs. */
let app: TestApp;
/** The same database without SMTP_URL. */
let unconfigured: TestApp;
let token: string;

type Row = typeof mailOutbox.$inferInsert;
const ago = (ms: number) => new Date(Date.now() - ms);

/** A message as a sender leaves it; the address and text are what must never reach the dashboard. */
function message(overrides: Partial<Row>): Row {
  return {
    toAddress: 'family.private@example.org',
    subject: 'Private subject line',
    textBody: 'Private message body',
    ...overrides,
  };
}

async function delivery(target: TestApp = app, headers = authHeader(token)) {
  const response = await target.request(PATH, { headers });
  expect(response.status).toBe(200);
  expect(response.text).not.toMatch(/example\.org|Private/);
  return emailDeliverySchema.parse(response.body);
}

beforeAll(async () => {
  database = await createTestDatabase();
  app = await startTestApp(database, { SMTP_URL: 'smtp://127.0.0.1:2525' });
  unconfigured = await startTestApp(database);
  ({ token } = await createAdminSession(app.context, { role: 'admin' }));
});

afterAll(async () => {
  await app?.close();
  await unconfigured?.close();
  await database?.close();
});

beforeEach(() => database.db.delete(mailOutbox));

describe('GET /api/admin/stats/email-delivery', () => {
  it('says nothing was sent yet on an empty outbox', async () => {
    expect(await delivery()).toEqual({
      smtpConfigured: true,
      lastSentAt: null,
      waiting: { total: 0, oldestSince: null, byPurpose: [] },
      failed: { total: 0, days: 7, byPurpose: [] },
      cancelled: { total: 0, days: 7, byPurpose: [] },
    });
  });

  it('all sent: nothing waiting or failed, and when the last email went out', async () => {
    const last = ago(10 * MINUTE);
    await database.db
      .insert(mailOutbox)
      .values([
        message({ purpose: 'inquiry', status: 'sent', sentAt: ago(2 * HOUR), createdAt: ago(2 * HOUR) }),
        message({ purpose: 'inquiry-confirmation', status: 'sent', sentAt: last, createdAt: ago(11 * MINUTE) }),
      ]);
    const body = await delivery();
    expect(body.lastSentAt).toBe(last.toISOString());
    expect(body.waiting.total).toBe(0);
    expect(body.failed.total).toBe(0);
  });

  it('waiting: the total, the oldest, and each purpose in words', async () => {
    const oldest = ago(3 * HOUR);
    await database.db
      .insert(mailOutbox)
      .values([
        message({ purpose: 'portal-sign-in', createdAt: ago(5 * MINUTE) }),
        message({ purpose: 'portal-sign-in', createdAt: oldest }),
        message({ purpose: 'admin-invitation', createdAt: ago(HOUR) }),
        message({ purpose: null, createdAt: ago(2 * HOUR) }),
        message({ purpose: 'inquiry', status: 'sent', sentAt: ago(4 * HOUR), createdAt: ago(4 * DAY) }),
      ]);
    const body = await delivery();
    expect(body.waiting).toEqual({
      total: 4,
      oldestSince: oldest.toISOString(),
      byPurpose: [
        { label: 'Partner portal sign-in links', count: 2 },
        { label: 'Admin invitations', count: 1 },
        { label: 'Other emails', count: 1 },
      ],
    });
    expect(body.failed.total).toBe(0);
  });

  it('failed: only those given up on in the last 7 days', async () => {
    await database.db
      .insert(mailOutbox)
      .values([
        message({ purpose: 'inquiry-confirmation', status: 'failed', failedAt: ago(2 * DAY), createdAt: ago(3 * DAY) }),
        message({ purpose: 'inquiry-confirmation', status: 'failed', failedAt: ago(6 * DAY), createdAt: ago(7 * DAY) }),
        message({ purpose: 'admin-password-reset', status: 'failed', failedAt: ago(HOUR), createdAt: ago(DAY + HOUR) }),
        message({ purpose: 'inquiry', status: 'failed', failedAt: ago(8 * DAY), createdAt: ago(9 * DAY) }),
      ]);
    const body = await delivery();
    expect(body.failed).toEqual({
      total: 3,
      days: 7,
      byPurpose: [
        { label: 'Confirmations to families', count: 2 },
        { label: 'Admin password resets', count: 1 },
      ],
    });
    expect(body.waiting.total).toBe(0);
  });

  it('an invitation sent through the people screen is counted as one', async () => {
    const invited = await app.request('/api/admin/invitations', {
      method: 'POST',
      headers: authHeader(token),
      body: { email: 'new.colleague@example.org', role: 'editor' },
    });
    expect(invited.status).toBe(201);
    expect((await delivery()).waiting.byPurpose).toEqual([{ label: 'Admin invitations', count: 1 }]);
  });

  it('says when no mail server is configured', async () => {
    await database.db.insert(mailOutbox).values(message({ purpose: 'portal-invitation' }));
    const body = await delivery(unconfigured);
    expect(body.smtpConfigured).toBe(false);
    expect(body.waiting.total).toBe(1);
  });

  it('is for signed-in admins and editors only', async () => {
    const editor = await createAdminSession(app.context, { role: 'editor' });
    expect((await delivery(app, authHeader(editor.token))).smtpConfigured).toBe(true);
    const anonymous = await app.request(PATH);
    expect(anonymous.status).toBe(401);
    expect(anonymous.headers.get('cache-control')).toBe('no-store');
  });
});
