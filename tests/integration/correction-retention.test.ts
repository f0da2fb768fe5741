import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '~/db/client.server';
import { corrections } from '~/db/schema.server';
import { forgetOldCorrectionContacts } from '~/modules/corrections/correction-retention.server';
import { createTestDatabase } from '../setup/test-database';

/*
 * A reporter's email address on a correction is forgotten after the inquiries' retention months, as the privacy
 * page says; the report, about a listing, stays for the office.
 */

let database: DatabaseHandle;
const NOW = new Date('2026-11-26T12:00:00Z');

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database?.close();
});

async function reportAt(createdAt: Date, contactEmail: string | null): Promise<string> {
  const [row] = await database.db
    .insert(corrections)
    .values({
      partnerId: '00000000-0000-4000-8000-000000000001',
      partnerName: 'Retention Chapel',
      message: 'The phone number rings a different home.',
      contactEmail,
      createdAt,
    })
    .returning({ id: corrections.id });
  return row!.id;
}

const contactOf = async (id: string) => (await database.db.select().from(corrections).where(eq(corrections.id, id)))[0];

describe('forgetOldCorrectionContacts', () => {
  it('forgets the address of reports older than the retention months, and keeps the reports', async () => {
    const old = await reportAt(new Date('2025-05-25T12:00:00Z'), 'old.reporter@example.com');
    const recent = await reportAt(new Date('2025-05-27T12:00:00Z'), 'recent.reporter@example.com');
    const anonymous = await reportAt(new Date('2024-01-01T12:00:00Z'), null);

    expect(await forgetOldCorrectionContacts(database.db, { retentionMonths: 18, now: NOW })).toBe(1);
    expect(await contactOf(old)).toMatchObject({
      contactEmail: null,
      message: 'The phone number rings a different home.',
    });
    expect((await contactOf(recent))?.contactEmail).toBe('recent.reporter@example.com');
    expect(await contactOf(anonymous)).toMatchObject({ contactEmail: null });
    // A second pass has nothing left to forget.
    expect(await forgetOldCorrectionContacts(database.db, { retentionMonths: 18, now: NOW })).toBe(0);
  });
});
