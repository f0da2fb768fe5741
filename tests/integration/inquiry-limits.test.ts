import { and, count, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '~/db/client.server';
import { inquiries, mailOutbox, type PartnerRow, rateLimits } from '~/db/schema.server';
import { insertPartner } from '../factories/partner';
import { createTestDatabase } from '../setup/test-database';
import { startTestApp, type TestApp } from '../setup/test-app';

/*
 * The inquiry limits as a family and strangers behind one carrier NAT meet them, with the default settings:
 * per partner and sender (3 an hour), and a per-IP ceiling (20 per 10 minutes).
 */

let database: DatabaseHandle;
let app: TestApp;
const partners: PartnerRow[] = [];

beforeAll(async () => {
  database = await createTestDatabase();
  for (let i = 0; i < 8; i++) {
    partners.push(
      await insertPartner(database.db, { name: `Evening Chapel ${i + 1}`, city: 'Austin', state: 'Texas' }),
    );
  }
  // Behind a proxy on loopback: X-Forwarded-For names the client, so each test is its own address.
  app = await startTestApp(database, { INQUIRY_EMAIL: 'coordinator@directory.test', TRUST_PROXY: 'loopback' });
});
afterAll(async () => {
  await app?.close();
  await database?.close();
});
// On PostgreSQL the counts live in the database: each test starts from none (in memory, tests use their own
// addresses and senders).
beforeEach(() => database.db.delete(rateLimits));

const inquiry = (partnerId: string, email = 'maria.lopez@example.com') => ({
  name: 'Maria Lopez',
  email,
  phone: '',
  message: 'Could you tell us about memorial stones?',
  partnerId,
});

const send = (body: ReturnType<typeof inquiry>, ip: string) =>
  app.request('/api/inquiries', { method: 'POST', body, headers: { 'x-forwarded-for': ip } });

async function storedInquiries(): Promise<number> {
  const [row] = await database.db.select({ value: count() }).from(inquiries);
  return row?.value ?? 0;
}

describe('inquiry limits', () => {
  it('lets one family write to seven partners in an evening from one address', async () => {
    for (const partner of partners.slice(0, 7)) {
      const response = await send(inquiry(partner.id), '203.0.113.1');
      expect(response.status).toBe(201);
    }
  });

  it('refuses a fourth inquiry from the same sender to the same partner within the hour, saying why and how long', async () => {
    const [partner] = partners;
    const ip = '203.0.113.2';
    const ana = 'ana.silva@example.com';
    for (let i = 0; i < 3; i++) expect((await send(inquiry(partner!.id, ana), ip)).status).toBe(201);
    const before = await storedInquiries();

    // The same address however it is capitalised.
    const fourth = await send(inquiry(partner!.id, 'Ana.Silva@Example.com'), ip);
    expect(fourth.status).toBe(429);
    const retryAfter = Number(fourth.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(600);
    expect(retryAfter).toBeLessThanOrEqual(3600);
    expect(fourth.body.message).toBe(
      `You have already sent this partner several inquiries in the last hour; they will answer you. Try again in ${Math.ceil(retryAfter / 60)} minutes.`,
    );
    expect(await storedInquiries()).toBe(before);

    // A stranger on the same address (carrier NAT) still gets through, and so does the family to another partner.
    expect((await send(inquiry(partner!.id, 'sam.nguyen@example.org'), ip)).status).toBe(201);
    expect((await send(inquiry(partners[1]!.id, ana), ip)).status).toBe(201);
  });

  it('mails one mailbox at most ten confirmations a day, however its address is written; the inquiries still reach the office', async () => {
    const ip = '203.0.113.5';
    // The same mailbox with tags and capitals, to eight partners (three a partner at most, as one sender).
    const addresses = Array.from({ length: 11 }, (_, i) =>
      i % 2 ? `Target+${i}@Example.com` : `target+${i}@example.com`,
    );
    const sent: string[] = [];
    const answered: boolean[] = [];
    for (const [i, address] of addresses.entries()) {
      const response = await send(inquiry(partners[i % 8]!.id, address), ip);
      expect(response.status, address).toBe(201);
      sent.push(response.body.id as string);
      answered.push(response.body.confirmationEmailed as boolean);
    }
    // The answer tells the family which of them has its copy coming.
    expect(answered).toEqual([...Array<boolean>(10).fill(true), false]);
    const mails = await database.db
      .select({ subjectId: mailOutbox.subjectId, purpose: mailOutbox.purpose })
      .from(mailOutbox)
      .where(inArray(mailOutbox.subjectId, sent));
    const confirmed = mails.filter((mail) => mail.purpose === 'inquiry-confirmation').map((mail) => mail.subjectId);
    expect(confirmed).toEqual(sent.slice(0, 10));
    // Every one of them, the eleventh included, went to the office.
    expect(mails.filter((mail) => mail.purpose === 'inquiry')).toHaveLength(11);
    // Another mailbox is not held back.
    const other = await send(inquiry(partners[0]!.id, 'someone.else@example.com'), ip);
    const [otherConfirmation] = await database.db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.subjectId, other.body.id as string), eq(mailOutbox.purpose, 'inquiry-confirmation')));
    expect(otherConfirmation).toBeDefined();
    expect(other.body.confirmationEmailed).toBe(true);
  });

  it('replays "no copy" to a retry of an inquiry whose copy was not mailed', async () => {
    const ip = '203.0.113.6';
    const mailbox = (i: number) => `retry.family+${i}@example.com`;
    for (let i = 0; i < 10; i++) {
      const response = await send(inquiry(partners[i % 4]!.id, mailbox(i)), ip);
      expect(response.body.confirmationEmailed).toBe(true);
    }
    const keyed = (key: string) =>
      app.request('/api/inquiries', {
        method: 'POST',
        body: inquiry(partners[5]!.id, mailbox(10)),
        headers: { 'x-forwarded-for': ip, 'idempotency-key': key },
      });
    const first = await keyed('"retry-without-copy"');
    expect(first.status).toBe(201);
    expect(first.body.confirmationEmailed).toBe(false);
    const retry = await keyed('"retry-without-copy"');
    expect(retry.status).toBe(201);
    expect(retry.body).toEqual(first.body);
  });

  it('keeps no email address in the shared counters', async () => {
    await send(inquiry(partners[2]!.id), '203.0.113.3');
    const keys = await database.db.select({ key: rateLimits.key }).from(rateLimits);
    for (const { key } of keys) expect(key.toLowerCase()).not.toContain('maria');
  });

  it('still has a ceiling per address: the 21st request in 10 minutes is refused', async () => {
    for (let i = 0; i < 20; i++) {
      const response = await send(inquiry(partners[i % 8]!.id, `family${i}@example.com`), '203.0.113.4');
      expect(response.status).toBe(201);
    }
    const over = await send(inquiry(partners[0]!.id, 'family-late@example.com'), '203.0.113.4');
    expect(over.status).toBe(429);
    expect(over.body.message).toMatch(/^Too many attempts\. Try again in \d+ minutes?\.$/);
  });
});
