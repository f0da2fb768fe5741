import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '~/db/client.server';
import { adminActivity, adminChanges, inquiries, inquiryNotes, mailOutbox, type PartnerRow } from '~/db/schema.server';
import { addInquiryNote, setInquiryStatus } from '~/modules/inquiries/inquiries-admin.service.server';
import { submitInquiry } from '~/modules/inquiries/inquiries.service.server';
import { retentionCutoff } from '~/lib/retention';
import { purgeExpiredInquiries } from '~/modules/inquiries/inquiry-retention.server';
import { inquiryInputSchema } from '~/modules/inquiries/inquiry.schema';
import { insertPartner } from '../factories/partner';
import { createTestDatabase } from '../setup/test-database';

/*
 * Inquiries past INQUIRY_RETENTION_MONTHS are deleted on schedule with their notes and emails, the admin
 * record keeps no copy of the family's details, and the deletion itself is recorded as the system.
 */

let database: DatabaseHandle;
let partner: PartnerRow;
const admin = { id: null, username: 'office-anna', email: 'anna@directory.test' };
const coordinatorEmail = 'care@directory.test';
const NOW = new Date('2026-11-26T12:00:00Z');

beforeAll(async () => {
  database = await createTestDatabase();
  partner = await insertPartner(database.db, { name: 'Retention Chapel' });
});
afterAll(async () => {
  await database?.close();
});

async function inquiryAt(sentAt: Date, name: string): Promise<string> {
  const answer = await submitInquiry(database.db, {
    input: inquiryInputSchema.parse({
      name,
      email: `${name.toLowerCase().replace(/\W+/g, '.')}@example.com`,
      phone: '(512) 555-0199',
      message: `Words of ${name}`,
      partnerId: partner.id,
    }),
    inquiryEmail: coordinatorEmail,
    confirmation: { answerExpected: 'within two business days', publicUrl: 'https://directory.test' },
  });
  await database.db.update(inquiries).set({ createdAt: sentAt }).where(eq(inquiries.id, answer.body.id));
  return answer.body.id;
}

describe('inquiry retention', () => {
  it('counts calendar months back from now', () => {
    expect(retentionCutoff(NOW, 24).toISOString()).toBe('2024-11-26T12:00:00.000Z');
  });

  it('deletes old inquiries with their notes and emails, blanks their details in the record, and records the purge', async () => {
    const old = await inquiryAt(new Date('2024-11-01T09:00:00Z'), 'Olga Oldfield');
    const recent = await inquiryAt(new Date('2025-01-15T09:00:00Z'), 'Rita Recent');
    for (const id of [old, recent]) {
      await setInquiryStatus(database.db, { id, status: 'answered', admin, coordinatorEmail });
      await addInquiryNote(database.db, { id, body: `Called back (${id})`, admin, coordinatorEmail });
    }
    const activityOf = async (id: string) =>
      database.db
        .select({ summary: adminActivity.summary, label: adminChanges.label, after: adminChanges.after })
        .from(adminChanges)
        .innerJoin(adminActivity, eq(adminActivity.id, adminChanges.activityId))
        .where(and(eq(adminChanges.entityType, 'inquiry'), eq(adminChanges.entityId, id)));
    expect(JSON.stringify(await activityOf(old))).toContain('Olga Oldfield');

    const purged = await purgeExpiredInquiries(database.db, { retentionMonths: 24, now: NOW });
    expect(purged).toBe(1);

    expect(await database.db.select().from(inquiries).where(eq(inquiries.id, old))).toEqual([]);
    expect(await database.db.select().from(inquiryNotes).where(eq(inquiryNotes.inquiryId, old))).toEqual([]);
    expect(await database.db.select().from(mailOutbox).where(eq(mailOutbox.subjectId, old))).toEqual([]);
    const erased = await activityOf(old);
    // The status change, the note and the purge itself: none holds the family's name or words any more.
    expect(erased.length).toBeGreaterThanOrEqual(3);
    const recorded = JSON.stringify(erased);
    for (const detail of ['Olga', 'Oldfield', 'olga.oldfield@example.com', 'Called back']) {
      expect(recorded).not.toContain(detail);
    }

    const [purge] = await database.db
      .select()
      .from(adminActivity)
      .where(and(eq(adminActivity.entityType, 'inquiry'), eq(adminActivity.action, 'purge')));
    expect(purge).toMatchObject({
      actorId: null,
      actorName: 'system (scheduled retention)',
      summary: 'Deleted 1 inquiry older than 24 months',
      itemCount: 1,
    });

    // The recent inquiry keeps everything.
    expect(await database.db.select().from(inquiries).where(eq(inquiries.id, recent))).toHaveLength(1);
    expect(await database.db.select().from(mailOutbox).where(eq(mailOutbox.subjectId, recent))).toHaveLength(2);
    expect(JSON.stringify(await activityOf(recent))).toContain('Rita Recent');

    // Nothing left to do: a second pass (or another instance) removes and records nothing.
    expect(await purgeExpiredInquiries(database.db, { retentionMonths: 24, now: NOW })).toBe(0);
    const purges = await database.db
      .select()
      .from(adminActivity)
      .where(and(eq(adminActivity.entityType, 'inquiry'), inArray(adminActivity.action, ['purge'])));
    expect(purges).toHaveLength(1);
  });

  it('deletes in batches until none is left', async () => {
    const ids: string[] = [];
    for (let i = 0; i < 3; i++) ids.push(await inquiryAt(new Date('2023-06-01T09:00:00Z'), `Batch Family ${i}`));
    expect(await purgeExpiredInquiries(database.db, { retentionMonths: 24, now: NOW })).toBe(3);
    expect(await database.db.select().from(inquiries).where(inArray(inquiries.id, ids))).toEqual([]);
  });
});
