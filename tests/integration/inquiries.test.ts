import { count, eq, sql } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '~/db/client.server';
import { inquiries, mailOutbox, type PartnerRow, rateLimits } from '~/db/schema.server';
import { inquiryInputSchema } from '~/modules/inquiries/inquiry.schema';
import { submitInquiry } from '~/modules/inquiries/inquiries.service.server';
import { insertPartner } from '../factories/partner';
import { createTestDatabase } from '../setup/test-database';
import { startTestApp, type TestApp } from '../setup/test-app';

/*
 * POST /api/inquiries over the real app and database: the shared schema's 400s, the partner rules, the
 * inquiry and its outbox message in one transaction, the per-IP rate limit.
 */

let database: DatabaseHandle;
let app: TestApp;
let partner: PartnerRow;
let inactivePartner: PartnerRow;

const INQUIRY_EMAIL = 'coordinator@directory.test';

beforeAll(async () => {
  database = await createTestDatabase();
  partner = await insertPartner(database.db, { name: 'Riverside Memorial Chapel', city: 'Austin', state: 'Texas' });
  inactivePartner = await insertPartner(database.db, { name: 'Closed Funeral Home', isActive: false });
  // A high limit here: the validation table alone sends more requests than the default allows.
  app = await startTestApp(database, {
    INQUIRY_EMAIL,
    RATE_LIMIT_INQUIRY_MAX: '1000',
    RATE_LIMIT_INQUIRY_SENDER_MAX: '1000',
  });
});
afterAll(async () => {
  await app?.close();
  await database?.close();
});

const validInquiry = () => ({
  name: 'Maria Lopez',
  email: 'maria.lopez@example.com',
  phone: '(512) 555-0199',
  message: 'My father passed away last week. Could you tell us about memorial stones?',
  partnerId: partner.id,
});

async function storedCounts() {
  const [inquiryCount] = await database.db.select({ value: count() }).from(inquiries);
  const [outboxCount] = await database.db.select({ value: count() }).from(mailOutbox);
  return { inquiries: inquiryCount?.value ?? 0, outbox: outboxCount?.value ?? 0 };
}

describe('POST /api/inquiries: validation', () => {
  // Overrides of a valid inquiry (the partner exists only once the database is seeded); undefined drops a field.
  it.each<[string, Record<string, unknown> | 'only-partner', Record<string, string>]>([
    ['name missing', { name: undefined }, { name: 'Name is required' }],
    ['name blank', { name: '   ' }, { name: 'Name is required' }],
    ['email missing', { email: '' }, { email: 'Email is required' }],
    ['message missing', { message: '' }, { message: 'Message is required' }],
    [
      'every required field missing',
      'only-partner',
      { name: 'Name is required', email: 'Email is required', message: 'Message is required' },
    ],
    ['a bad email', { email: 'maria@' }, { email: 'Enter a valid email address, like name@example.com' }],
    ['CR/LF in the name', { name: 'Maria\r\nBcc: all@example.com' }, { name: 'Name must be on one line' }],
    [
      'CR/LF in the email',
      { email: 'maria@example.com\r\nBcc: all@example.com' },
      { email: 'Email must be on one line' },
    ],
    ['a too long message', { message: 'x'.repeat(5001) }, { message: 'Message must be at most 5000 characters' }],
    // The family's confirmation greets them by name: a link in it would be mailed to any address typed.
    [
      'a link in the name',
      { name: 'WIN $1000 NOW at http://evil.example/claim' },
      { name: 'Name cannot contain a web or email address' },
    ],
    [
      'a link as the phone',
      { phone: 'http://evil.example' },
      { phone: 'Enter a phone number with its area code, like (555) 123-4567' },
    ],
    ['a partner id that is not a uuid', { partnerId: '768501' }, { partnerId: 'Choose a partner to contact' }],
    ['no partner id', { partnerId: undefined }, { partnerId: 'Choose a partner to contact' }],
  ])('%s: 400 with field errors, nothing stored', async (_case, overrides, expectedErrors) => {
    const before = await storedCounts();
    const body = overrides === 'only-partner' ? { partnerId: partner.id } : { ...validInquiry(), ...overrides };
    const response = await app.request('/api/inquiries', { method: 'POST', body });
    expect(response.status).toBe(400);
    expect(response.body.code).toBe('VALIDATION');
    expect(response.body.errors).toEqual(expectedErrors);
    expect(await storedCounts()).toEqual(before);
  });

  it.each([
    ['an unknown partner', () => '00000000-0000-4000-8000-000000000000'],
    ['an inactive partner', () => inactivePartner.id],
  ])('%s: 400 naming partnerId, nothing stored', async (_case, partnerId) => {
    const before = await storedCounts();
    const response = await app.request('/api/inquiries', {
      method: 'POST',
      body: { ...validInquiry(), partnerId: partnerId() },
    });
    expect(response.status).toBe(400);
    expect(response.body.errors).toEqual({
      partnerId: 'This partner is not available for inquiries. Please choose another partner.',
    });
    expect(await storedCounts()).toEqual(before);
  });

  it('answers a body that is not JSON with 400, not 500', async () => {
    const response = await app.request('/api/inquiries', {
      method: 'POST',
      body: '{"name": ',
      headers: { 'content-type': 'application/json' },
    });
    expect(response.status).toBe(400);
  });
});

describe('POST /api/inquiries: a valid inquiry', () => {
  it('is stored with its outgoing email, and the answer does not echo the text', async () => {
    const response = await app.request('/api/inquiries', { method: 'POST', body: { ...validInquiry(), phone: '' } });
    expect(response.status).toBe(201);
    expect(response.body).toEqual({ id: expect.any(String), status: 'pending', confirmationEmailed: true });
    expect(response.text).not.toContain('Maria');
    expect(response.headers.get('cache-control')).toBe('no-store');

    const [inquiry] = await database.db.select().from(inquiries).where(eq(inquiries.id, response.body.id));
    expect(inquiry).toMatchObject({
      partnerId: partner.id,
      partnerName: 'Riverside Memorial Chapel',
      name: 'Maria Lopez',
      email: 'maria.lopez@example.com',
      phone: null,
      message: validInquiry().message,
      status: 'pending',
    });

    const rows = await database.db.select().from(mailOutbox).where(eq(mailOutbox.subjectId, response.body.id));
    // The coordinator's message and the family's confirmation.
    expect(rows.map((row) => row.purpose).sort()).toEqual(['inquiry', 'inquiry-confirmation']);
    const mail = rows.filter((row) => row.purpose === 'inquiry');
    expect(mail[0]).toMatchObject({
      toAddress: INQUIRY_EMAIL,
      replyTo: 'maria.lopez@example.com',
      status: 'pending',
      attempts: 0,
      sentAt: null,
    });
    expect(mail[0]?.subject).toBe('Inquiry for Riverside Memorial Chapel (Austin, Texas) from Maria Lopez');
    expect(mail[0]?.textBody).toContain(`Partner ID: ${partner.id}`);
    expect(mail[0]?.textBody).toContain('Phone: not given');
    expect(mail[0]?.textBody).toContain(validInquiry().message);
  });

  it('stores nothing when its email cannot be written: one transaction', async () => {
    const db = database.db;
    // A real failure inside the transaction, after the inquiry insert: a trigger refusing outbox rows.
    await db.execute(sql`create or replace function refuse_outbox() returns trigger language plpgsql as $$
      begin raise exception 'outbox refused by test'; end $$`);
    await db.execute(
      sql`create trigger refuse_outbox before insert on mail_outbox for each row execute function refuse_outbox()`,
    );
    try {
      const before = await storedCounts();
      const response = await app.request('/api/inquiries', { method: 'POST', body: validInquiry() });
      expect(response.status).toBe(500);
      expect(response.body.message).toBe('Internal server error');
      expect(await storedCounts()).toEqual(before);

      // What a 500 logs (the error and its enumerable fields, as pino serialises them) names the database's
      // reason but carries none of the family's text, which the query parameters held.
      const error = await submitInquiry(db, {
        input: inquiryInputSchema.parse(validInquiry()),
        inquiryEmail: INQUIRY_EMAIL,
        confirmation: { answerExpected: 'within two business days', publicUrl: 'http://localhost' },
      }).catch((caught: unknown) => caught);
      const logged = JSON.stringify(pino.stdSerializers.err(error as Error));
      expect(logged).toContain('outbox refused by test');
      for (const text of ['Maria', 'maria.lopez@example.com', 'memorial stones', '555-0199']) {
        expect(logged).not.toContain(text);
      }
    } finally {
      await db.execute(sql`drop trigger refuse_outbox on mail_outbox`);
      await db.execute(sql`drop function refuse_outbox()`);
    }
  });

  it('queues a copy for the partner only when INQUIRY_COPY_PARTNER is on and the partner has an email', async () => {
    // On PostgreSQL the per-IP count is shared by every app on the database (design §4): start from none.
    await database.db.delete(rateLimits);
    const copyApp = await startTestApp(database, { INQUIRY_EMAIL, INQUIRY_COPY_PARTNER: 'true' });
    try {
      const response = await copyApp.request('/api/inquiries', { method: 'POST', body: validInquiry() });
      expect(response.status).toBe(201);
      const mail = await database.db.select().from(mailOutbox).where(eq(mailOutbox.subjectId, response.body.id));
      expect(mail.map((row) => row.toAddress).sort()).toEqual(
        [INQUIRY_EMAIL, partner.email, 'maria.lopez@example.com'].sort(),
      );
      for (const row of mail.filter((each) => each.purpose !== 'inquiry-confirmation')) {
        expect(row.replyTo).toBe('maria.lopez@example.com');
      }

      const noEmail = await insertPartner(database.db, { name: 'No Email Funeral Home', email: null });
      const second = await copyApp.request('/api/inquiries', {
        method: 'POST',
        body: { ...validInquiry(), partnerId: noEmail.id },
      });
      expect(second.status).toBe(201);
      const secondMail = await database.db.select().from(mailOutbox).where(eq(mailOutbox.subjectId, second.body.id));
      expect(secondMail.map((row) => row.toAddress).sort()).toEqual([INQUIRY_EMAIL, 'maria.lopez@example.com'].sort());
    } finally {
      await copyApp.close();
    }
  });
});

describe('POST /api/inquiries: rate limit', () => {
  it('answers 429 with Retry-After after RATE_LIMIT_INQUIRY_MAX, and a forged X-Forwarded-For does not dodge it', async () => {
    await database.db.delete(rateLimits);
    const limited = await startTestApp(database, { INQUIRY_EMAIL, RATE_LIMIT_INQUIRY_MAX: '2' });
    try {
      for (let i = 0; i < 2; i++) {
        const response = await limited.request('/api/inquiries', { method: 'POST', body: validInquiry() });
        expect(response.status).toBe(201);
      }
      const before = await storedCounts();
      const blocked = await limited.request('/api/inquiries', { method: 'POST', body: validInquiry() });
      expect(blocked.status).toBe(429);
      expect(blocked.body.code).toBe('RATE_LIMITED');
      const retryAfter = Number(blocked.headers.get('retry-after'));
      expect(blocked.body.message).toBe(`Too many attempts. Try again in ${Math.ceil(retryAfter / 60)} minutes.`);
      expect(retryAfter).toBeGreaterThan(0);
      expect(retryAfter).toBeLessThanOrEqual(600);

      for (const forwarded of ['203.0.113.7', '198.51.100.1, 10.0.0.1']) {
        const spoofed = await limited.request('/api/inquiries', {
          method: 'POST',
          body: validInquiry(),
          headers: { 'x-forwarded-for': forwarded },
        });
        expect(spoofed.status).toBe(429);
      }
      expect(await storedCounts()).toEqual(before);
    } finally {
      await limited.close();
    }
  });
});
