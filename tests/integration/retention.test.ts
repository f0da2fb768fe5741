import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '~/db/client.server';
import { mailOutbox } from '~/db/schema.server';
import { enqueueMail } from '~/modules/mail/outbox.server';
import { applyRetention } from '../../server/retention.server';
import { createTestDatabase } from '../setup/test-database';

/*
 * The hourly retention pass: besides inquiries (inquiry-retention.test.ts) and reporters' addresses
 * (correction-retention.test.ts), the emails the site sent leave the outbox after the same months; a message
 * still waiting to go out stays whatever its age.
 */

let database: DatabaseHandle;
const NOW = new Date('2026-11-26T12:00:00Z');
const LONG_AGO = new Date('2024-10-01T09:00:00Z');
const LATELY = new Date('2026-10-01T09:00:00Z');

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database?.close();
});

async function emailTo(to: string, finish: Partial<typeof mailOutbox.$inferInsert>): Promise<string> {
  const row = await enqueueMail(database.db, {
    to,
    subject: 'Your sign-in link',
    text: 'https://directory.test/partner-portal/sign-in/abc',
    purpose: 'portal-sign-in',
  });
  await database.db
    .update(mailOutbox)
    .set({ createdAt: finish.sentAt ?? finish.failedAt ?? finish.cancelledAt ?? LONG_AGO, ...finish })
    .where(eq(mailOutbox.id, row.id));
  return to;
}

const addressesLeft = async () =>
  (await database.db.select({ to: mailOutbox.toAddress }).from(mailOutbox)).map((row) => row.to).sort();

describe('applyRetention', () => {
  it('deletes emails sent, given up on or cancelled before the retention months, and keeps the rest', async () => {
    await emailTo('sent.long.ago@example.com', { status: 'sent', sentAt: LONG_AGO });
    await emailTo('failed.long.ago@example.com', { status: 'failed', failedAt: LONG_AGO });
    await emailTo('cancelled.long.ago@example.com', { status: 'cancelled', cancelledAt: LONG_AGO });
    await emailTo('sent.lately@example.com', { status: 'sent', sentAt: LATELY });
    await emailTo('still.waiting@example.com', { status: 'pending', createdAt: LONG_AGO });

    expect(await applyRetention(database.db, { retentionMonths: 24, now: NOW })).toEqual({
      inquiries: 0,
      correctionContacts: 0,
      emails: 3,
    });
    expect(await addressesLeft()).toEqual(['sent.lately@example.com', 'still.waiting@example.com']);
    // The next hour has nothing left to delete.
    expect((await applyRetention(database.db, { retentionMonths: 24, now: NOW })).emails).toBe(0);
  });
});
