import { randomUUID } from 'node:crypto';
import net from 'node:net';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type DatabaseHandle, openDatabase } from '~/db/client.server';
import { migrateDatabase } from '~/db/migrate.server';
import { inquiries, inquiryIdempotencyKeys, mailOutbox, type PartnerRow } from '~/db/schema.server';
import { IDEMPOTENCY_KEY_TTL_MS } from '~/modules/inquiries/inquiry-idempotency.schema';
import { admitInquiryFromSender, inquiryLimitsFor } from '~/modules/inquiries/inquiry-limits.server';
import { inquiryInputSchema } from '~/modules/inquiries/inquiry.schema';
import { submitInquiry } from '~/modules/inquiries/inquiries.service.server';
import { insertPartner } from '../factories/partner';
import { startMailDelivery } from '../setup/mail-delivery';
import { createTestDatabase, createThrowawayPostgresDatabase } from '../setup/test-database';
import { startTestApp, type TestApp } from '../setup/test-app';

/*
 * POST /api/inquiries with an Idempotency-Key (IETF draft-ietf-httpapi-idempotency-key-header): a phone on a
 * flaky network that sends the same inquiry again gets the first answer back, and the family's inquiry is
 * stored and mailed once.
 */

const INQUIRY_EMAIL = 'coordinator@directory.test';

let database: DatabaseHandle;
let app: TestApp;
let partner: PartnerRow;

beforeAll(async () => {
  database = await createTestDatabase();
  partner = await insertPartner(database.db, { name: 'Riverside Memorial Chapel', city: 'Austin', state: 'Texas' });
  app = await startTestApp(database, {
    INQUIRY_EMAIL,
    RATE_LIMIT_INQUIRY_MAX: '1000',
    RATE_LIMIT_INQUIRY_SENDER_MAX: '1000',
  });
});
beforeEach(async () => {
  await database.db.delete(mailOutbox);
  await database.db.delete(inquiries);
  await database.db.delete(inquiryIdempotencyKeys);
});
afterAll(async () => {
  await app?.close();
  await database?.close();
});

const inquiry = (overrides: Record<string, unknown> = {}) => ({
  name: 'Maria Lopez',
  email: 'maria.lopez@example.com',
  phone: '(512) 555-0199',
  message: 'My father passed away last week. Could you tell us about memorial stones?',
  partnerId: partner.id,
  ...overrides,
});

function post(body: unknown, headers: Record<string, string> = {}) {
  return app.request('/api/inquiries', { method: 'POST', body, headers });
}

/** Each inquiry queues two emails: the coordinator's and the family's confirmation. */
async function stored() {
  const [inquiryCount] = await database.db.select({ value: count() }).from(inquiries);
  const [outboxCount] = await database.db.select({ value: count() }).from(mailOutbox);
  return { inquiries: inquiryCount?.value ?? 0, emails: outboxCount?.value ?? 0 };
}

describe('POST /api/inquiries with an Idempotency-Key', () => {
  it('answers a retry with the first answer: one inquiry, one email delivered', async () => {
    const delivery = await startMailDelivery(database, { fromAddress: INQUIRY_EMAIL });
    const { smtp } = delivery;
    try {
      const key = randomUUID();
      const first = await post(inquiry(), { 'Idempotency-Key': `"${key}"` });
      expect(first.status).toBe(201);
      expect(first.body).toEqual({ id: expect.any(String), status: 'pending', confirmationEmailed: true });

      // The answer was lost on the way: the phone sends the same request again, twice.
      for (let retry = 0; retry < 2; retry++) {
        const again = await post(inquiry(), { 'Idempotency-Key': `"${key}"` });
        expect(again.status).toBe(201);
        expect(again.body).toEqual(first.body);
        expect(again.headers.get('cache-control')).toBe('no-store');
      }
      expect(await stored()).toEqual({ inquiries: 1, emails: 2 });
      await smtp.waitForMessages(2, 5_000);
      await new Promise((resolve) => setTimeout(resolve, 400));
      expect(smtp.messages).toHaveLength(2);
    } finally {
      await delivery.close();
    }
  });

  it('takes the key as a Structured Field string or as a bare value: the same key either way', async () => {
    const first = await post(inquiry(), { 'Idempotency-Key': 'retry-key-1' });
    const again = await post(inquiry(), { 'Idempotency-Key': '"retry-key-1"' });
    expect(again.body).toEqual(first.body);
    expect(await stored()).toEqual({ inquiries: 1, emails: 2 });
  });

  it('compares the validated inquiry: the same one with extra spaces is a retry', async () => {
    const key = randomUUID();
    const first = await post(inquiry(), { 'Idempotency-Key': key });
    const again = await post(inquiry({ name: '  Maria Lopez ' }), { 'Idempotency-Key': key });
    expect(again.status).toBe(201);
    expect(again.body).toEqual(first.body);
    expect(await stored()).toEqual({ inquiries: 1, emails: 2 });
  });

  it('refuses the same key with a different inquiry (422), and stores nothing more', async () => {
    const key = randomUUID();
    expect((await post(inquiry(), { 'Idempotency-Key': key })).status).toBe(201);
    const other = await post(inquiry({ message: 'A different question about urns.' }), { 'Idempotency-Key': key });
    expect(other.status).toBe(422);
    expect(other.body).toEqual({
      code: 'UNPROCESSABLE',
      message: 'Idempotency-Key was already used for a different inquiry. Send a new key with a new inquiry.',
    });
    expect(await stored()).toEqual({ inquiries: 1, emails: 2 });
  });

  it('makes one inquiry of concurrent requests with one key, and gives each the same answer', async () => {
    const key = randomUUID();
    const answers = await Promise.all(Array.from({ length: 8 }, () => post(inquiry(), { 'Idempotency-Key': key })));
    expect(answers.map((answer) => answer.status)).toEqual(Array(8).fill(201));
    const ids = new Set(answers.map((answer) => answer.body.id));
    expect(ids.size).toBe(1);
    expect(await stored()).toEqual({ inquiries: 1, emails: 2 });
    const [inquiryRow] = await database.db.select().from(inquiries);
    expect(ids.has(inquiryRow?.id)).toBe(true);
  });

  it('keeps distinct keys apart, and without a key every request is a new inquiry (as before)', async () => {
    await post(inquiry(), { 'Idempotency-Key': randomUUID() });
    await post(inquiry(), { 'Idempotency-Key': randomUUID() });
    const plain = [await post(inquiry()), await post(inquiry())];
    expect(plain.map((answer) => answer.status)).toEqual([201, 201]);
    expect(plain[0]?.body.id).not.toBe(plain[1]?.body.id);
    expect(await stored()).toEqual({ inquiries: 4, emails: 8 });
    const [keys] = await database.db.select({ value: count() }).from(inquiryIdempotencyKeys);
    expect(keys?.value).toBe(2);
  });

  it('does not keep the key of a refused inquiry: fixing the form and retrying with it works', async () => {
    const key = randomUUID();
    const refused = await post(inquiry({ partnerId: randomUUID() }), { 'Idempotency-Key': key });
    expect(refused.status).toBe(400);
    expect(await stored()).toEqual({ inquiries: 0, emails: 0 });
    expect((await post(inquiry(), { 'Idempotency-Key': key })).status).toBe(201);
  });

  it.each([
    ['empty', '""', 'Idempotency-Key must not be empty'],
    ['longer than 255 characters', 'k'.repeat(256), 'Idempotency-Key must be at most 255 characters'],
    ['not ASCII', 'clé-1', 'Idempotency-Key must contain printable ASCII characters only'],
    ['holding a tab', 'key\tone', 'Idempotency-Key must contain printable ASCII characters only'],
  ])('answers a key %s with 400 naming the header, and stores nothing', async (_case, key, message) => {
    const response = await post(inquiry(), { 'Idempotency-Key': key });
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ code: 'VALIDATION', errors: { 'Idempotency-Key': message } });
    expect(response.body.message).toBe(`Idempotency-Key: ${message}`);
    expect(await stored()).toEqual({ inquiries: 0, emails: 0 });
  });

  it('accepts a key of exactly 255 printable characters', async () => {
    const response = await post(inquiry(), { 'Idempotency-Key': `${'k'.repeat(250)} ~!#$` });
    expect(response.status).toBe(201);
  });

  it('answers two Idempotency-Key header lines with 400', async () => {
    // fetch would join them into one line; the request is written by hand to send them apart.
    const body = JSON.stringify(inquiry());
    const { hostname, port } = new URL(app.baseUrl);
    const reply = await new Promise<string>((resolve, reject) => {
      const socket = net.connect(Number(port), hostname, () => {
        // write, not end: a half-closed socket may be dropped before the answer is written.
        socket.write(
          [
            'POST /api/inquiries HTTP/1.1',
            `Host: ${hostname}`,
            'Content-Type: application/json',
            `Content-Length: ${Buffer.byteLength(body)}`,
            'Idempotency-Key: one',
            'Idempotency-Key: two',
            'Connection: close',
            '',
            body,
          ].join('\r\n'),
        );
      });
      let text = '';
      socket.on('data', (chunk) => (text += chunk.toString()));
      socket.on('end', () => resolve(text));
      socket.on('error', reject);
    });
    expect(reply).toMatch(/^HTTP\/1\.1 400 /);
    expect(reply).toContain('"Idempotency-Key":"Send one Idempotency-Key header, not several"');
    expect(await stored()).toEqual({ inquiries: 0, emails: 0 });
  });

  it('forgets keys after a day: an expired key starts afresh, and old keys are purged', async () => {
    const input = inquiryInputSchema.parse(inquiry());
    const dayAndMinuteAgo = () => new Date(Date.now() - IDEMPOTENCY_KEY_TTL_MS - 60_000);
    const old = await submitInquiry(database.db, {
      input,
      inquiryEmail: INQUIRY_EMAIL,
      confirmation: { answerExpected: 'within two business days', publicUrl: 'http://localhost' },
      idempotencyKey: 'old-key',
      now: dayAndMinuteAgo,
    });
    await submitInquiry(database.db, {
      input,
      inquiryEmail: INQUIRY_EMAIL,
      confirmation: { answerExpected: 'within two business days', publicUrl: 'http://localhost' },
      idempotencyKey: 'another-old-key',
      now: dayAndMinuteAgo,
    });

    const fresh = await post(inquiry(), { 'Idempotency-Key': 'old-key' });
    expect(fresh.status).toBe(201);
    expect(fresh.body.id).not.toBe(old.body.id);
    const keys = await database.db.select({ key: inquiryIdempotencyKeys.key }).from(inquiryIdempotencyKeys);
    expect(keys).toEqual([{ key: 'old-key' }]);
    const [row] = await database.db
      .select()
      .from(inquiryIdempotencyKeys)
      .where(eq(inquiryIdempotencyKeys.key, 'old-key'));
    expect(row?.responseBody).toEqual(fresh.body);
  });
});

describe('concurrent retries on a small PostgreSQL pool', () => {
  it('counts the sender in the inquiry’s own transaction: no retry waits for a connection the others hold', async () => {
    // Two connections: the first request holds the key in one, a retry waits for the key in the other.
    // Counting the sender on a third connection would wait for the pool until it gave up.
    const throwaway = await createThrowawayPostgresDatabase();
    const small = await openDatabase({ kind: 'postgres', url: throwaway.url, maxConnections: 2 });
    try {
      await migrateDatabase(small);
      const riverside = await insertPartner(small.db, {
        name: 'Riverside Memorial Chapel',
        city: 'Austin',
        state: 'Texas',
      });
      const limits = inquiryLimitsFor(small, { RATE_LIMIT_INQUIRY_MAX: 1000, RATE_LIMIT_INQUIRY_SENDER_MAX: 1000 });
      const input = inquiryInputSchema.parse(inquiry({ partnerId: riverside.id }));
      const started = Date.now();
      const answers = await Promise.all(
        Array.from({ length: 4 }, () =>
          submitInquiry(small.db, {
            input,
            inquiryEmail: INQUIRY_EMAIL,
            confirmation: { answerExpected: 'within two business days', publicUrl: 'http://localhost' },
            idempotencyKey: 'one-key',
            admitNew: (newInquiry, within) => admitInquiryFromSender(limits, newInquiry, within),
          }),
        ),
      );
      expect(answers.map((answer) => answer.status)).toEqual([201, 201, 201, 201]);
      expect(new Set(answers.map((answer) => answer.body.id)).size).toBe(1);
      // Far under the pool's 5 s wait for a connection.
      expect(Date.now() - started).toBeLessThan(4_000);
    } finally {
      await small.close();
      await throwaway.drop();
    }
  });
});
