import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { and, count, eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type DatabaseHandle, openDatabase } from '~/db/client.server';
import { migrateDatabase, migrationsFolder } from '~/db/migrate.server';
import { inquiries, mailOutbox, partners, type PartnerRow } from '~/db/schema.server';
import { parseCsv } from '~/lib/csv';
import { ADMIN_INQUIRY_LIMIT } from '~/modules/inquiries/inquiries-admin.service.server';
import { INQUIRY_EXPORT_HEADER } from '~/modules/inquiries/inquiry-csv';
import { adminInquiryPageSchema, adminInquirySchema } from '~/modules/inquiries/inquiry-admin.schema';
import { alertCoordinatorOfFailedInquiryMail } from '~/modules/inquiries/inquiry-delivery-alert.server';
import type { MailWorkerOptions } from '~/modules/mail/mail-worker.server';
import { insertPartner } from '../factories/partner';
import { authHeader, createAdminSession } from '../setup/admin-session';
import { type MailDelivery, startMailDelivery } from '../setup/mail-delivery';
import { createTestDatabase, createThrowawayPostgresDatabase } from '../setup/test-database';
import { startTestApp, type TestApp } from '../setup/test-app';

/*
 * The office's inbox over the real app, database and a real SMTP server on loopback: statuses changed by an
 * explicit call, notes signed by their admin, search and paging with true totals, forwarding to the
 * partner through the outbox, and the alert when an inquiry's email finally fails.
 */

const INQUIRY_EMAIL = 'coordinator@directory.test';
const PUBLIC_URL = 'https://directory.test';

let database: DatabaseHandle;
let app: TestApp;
let token: string;
let username: string;
let riverside: PartnerRow;
let noEmail: PartnerRow;
const deliveries: MailDelivery[] = [];

beforeAll(async () => {
  database = await createTestDatabase();
  riverside = await insertPartner(database.db, {
    name: 'Riverside Memorial Chapel',
    phone: '(512) 555-0142',
    email: 'office@riverside.example',
  });
  noEmail = await insertPartner(database.db, { name: 'Hilltop Cremation', email: null });
  app = await startTestApp(database, {
    INQUIRY_EMAIL,
    PUBLIC_URL,
    RATE_LIMIT_INQUIRY_MAX: '1000',
    RATE_LIMIT_INQUIRY_SENDER_MAX: '1000',
  });
  ({ token, username } = await createAdminSession(app.context, { username: 'office-keeper' }));
});
afterEach(async () => {
  for (const delivery of deliveries.splice(0)) await delivery.close();
});
afterAll(async () => {
  await app?.close();
  await database?.close();
});

/** Mail delivered as the server does it, alerting the coordinator of a mail that finally failed. */
async function startDelivery(options: Partial<MailWorkerOptions> = {}) {
  const delivery = await startMailDelivery(database, {
    fromAddress: INQUIRY_EMAIL,
    retryBaseMs: 100,
    retryMaxMs: 200,
    onFinallyFailed: alertCoordinatorOfFailedInquiryMail({ coordinatorEmail: INQUIRY_EMAIL, publicUrl: PUBLIC_URL }),
    ...options,
  });
  deliveries.push(delivery);
  return delivery;
}

// A family of its own per inquiry: one mailbox gets at most ten confirmations a day (decision 029).
let families = 0;

async function sendInquiry(overrides: Record<string, unknown> = {}): Promise<string> {
  const response = await app.request('/api/inquiries', {
    method: 'POST',
    body: {
      name: 'Maria Lopez',
      email: `maria.lopez.${++families}@example.com`,
      phone: '(512) 555-0199',
      message: 'Could you tell us about memorial stones?',
      partnerId: riverside.id,
      ...overrides,
    },
  });
  expect(response.status).toBe(201);
  return response.body.id as string;
}

const admin = (path: string, init: { method?: string; body?: unknown } = {}) =>
  app.request(path, { ...init, headers: authHeader(token) });

async function waitUntil<T>(read: () => Promise<T>, check: (value: T) => boolean, timeoutMs = 10_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (check(value)) return value;
    if (Date.now() > deadline) throw new Error(`condition not met within ${timeoutMs} ms: ${JSON.stringify(value)}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe('statuses and notes', () => {
  it('starts New (pending), changes only by an explicit call, and records who changed it', async () => {
    const id = await sendInquiry();
    const page = (await admin(`/api/admin/inquiries/page?q=${id}`)).body;
    // The inbox screen reads these answers with the same schemas.
    expect(adminInquiryPageSchema.parse(page)).toEqual(page);
    const [listed] = page.items;
    expect(listed).toMatchObject({ id, status: 'pending', notes: [] });

    const answered = await admin(`/api/admin/inquiries/${id}`, { method: 'PATCH', body: { status: 'answered' } });
    expect(answered.status).toBe(200);
    expect(adminInquirySchema.parse(answered.body)).toEqual(answered.body);
    expect(answered.body.status).toBe('answered');
    expect(answered.body.notes).toEqual([
      expect.objectContaining({ authorName: username, body: 'Status changed from New to Answered.' }),
    ]);
    // The same status again is no change and no second note.
    const again = await admin(`/api/admin/inquiries/${id}`, { method: 'PATCH', body: { status: 'answered' } });
    expect(again.body.notes).toHaveLength(1);
  });

  it('keeps internal notes with their author and time, oldest first', async () => {
    const id = await sendInquiry();
    const first = await admin(`/api/admin/inquiries/${id}/notes`, {
      method: 'POST',
      body: { body: '  Called the family, left a message.  ' },
    });
    expect(first.status).toBe(201);
    await admin(`/api/admin/inquiries/${id}/notes`, {
      method: 'POST',
      body: { body: 'Second call: they will visit.' },
    });
    const [listed] = (await admin(`/api/admin/inquiries/page?q=${id}`)).body.items;
    expect(listed.notes.map((note: { body: string }) => note.body)).toEqual([
      'Called the family, left a message.',
      'Second call: they will visit.',
    ]);
    expect(listed.notes[0].authorName).toBe(username);
    expect(Date.parse(listed.notes[0].createdAt)).toBeGreaterThan(Date.now() - 60_000);
  });

  it.each([
    ['an empty note', { body: '   ' }, 400, 'body'],
    ['a note that is too long', { body: 'x'.repeat(4001) }, 400, 'body'],
  ])('refuses %s, naming the field', async (_label, body, status, field) => {
    const id = await sendInquiry();
    const response = await admin(`/api/admin/inquiries/${id}/notes`, { method: 'POST', body });
    expect(response.status).toBe(status);
    expect(Object.keys(response.body.errors)).toEqual([field]);
  });

  it('shows the partner as it is now: links, phone and email', async () => {
    const id = await sendInquiry();
    const [listed] = (await admin(`/api/admin/inquiries/page?q=${id}`)).body.items;
    expect(listed.partner).toEqual({
      id: riverside.id,
      name: 'Riverside Memorial Chapel',
      slug: riverside.slug,
      phone: '(512) 555-0142',
      email: 'office@riverside.example',
      emailSince: null,
      isActive: true,
    });
  });
});

describe('CSV export', () => {
  // More than the bounded list ever answers, so a file cut at the limit cannot pass for complete.
  const matching = ADMIN_INQUIRY_LIMIT + 150 - ((ADMIN_INQUIRY_LIMIT + 150) % 3);
  let lakeside: PartnerRow;

  beforeAll(async () => {
    lakeside = await insertPartner(database.db, { name: 'Lakeside Funeral Home', email: null });
    // Three to a second (ties broken by id), and every fourth one closed: the status filter must hold.
    const base = Date.UTC(2025, 5, 1);
    const rows = Array.from({ length: (matching / 3) * 4 }, (_, index) => ({
      partnerId: lakeside.id,
      partnerName: lakeside.name,
      name: `Lakeside family ${index}`,
      email: `family${index}@lakeside.example`,
      message: 'A question',
      status: index % 4 === 3 ? ('closed' as const) : ('pending' as const),
      createdAt: new Date(base + Math.floor(index / 3) * 1000),
    }));
    for (let start = 0; start < rows.length; start += 500) {
      await database.db.insert(inquiries).values(rows.slice(start, start + 500));
    }
  });

  async function exported(query: string) {
    const response = await fetch(`${app.baseUrl}/api/admin/inquiries/export.csv?${query}`, {
      headers: authHeader(token),
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/csv/);
    const [header, ...rows] = parseCsv(await response.text());
    expect(header).toEqual([...INQUIRY_EXPORT_HEADER]);
    return rows;
  }

  it('writes every inquiry the filter matches, past the list limit, each once, newest first', async () => {
    const [counted] = await database.db
      .select({ value: count() })
      .from(inquiries)
      .where(and(eq(inquiries.partnerId, lakeside.id), eq(inquiries.status, 'pending')));
    expect(counted!.value).toBe(matching);

    const rows = await exported(`partnerId=${lakeside.id}&status=pending`);
    expect(rows).toHaveLength(matching);
    const names = rows.map((row) => row[3]);
    expect(new Set(names).size).toBe(matching);
    expect(rows.every((row) => row[1] === 'pending' && row[2] === lakeside.name)).toBe(true);
    const times = rows.map((row) => Date.parse(row[0]!));
    expect(times).toEqual([...times].sort((a, b) => b - a));
  });

  it('writes the whole inbox when nothing is filtered', async () => {
    const [counted] = await database.db.select({ value: count() }).from(inquiries);
    expect(await exported('')).toHaveLength(counted!.value);
  });

  it('refuses a filter that makes no sense with a 400 naming the field', async () => {
    const response = await admin('/api/admin/inquiries/export.csv?status=archived');
    expect(response.status).toBe(400);
    expect(Object.keys(response.body.errors)).toEqual(['status']);
  });
});

describe('search and paging', () => {
  let hilltopIds: string[] = [];

  beforeAll(async () => {
    // 120 inquiries to Hilltop, a minute apart, so the order is known.
    const base = Date.UTC(2024, 0, 1);
    const rows = await database.db
      .insert(inquiries)
      .values(
        Array.from({ length: 120 }, (_, index) => ({
          partnerId: noEmail.id,
          partnerName: noEmail.name,
          name: `Family ${index}`,
          email: `family${index}@paging.example`,
          phone: index === 7 ? '(737) 555-7777' : null,
          message: index % 3 === 0 ? 'About 100% granite_stones' : 'A question',
          status: index % 2 === 0 ? ('closed' as const) : ('pending' as const),
          createdAt: new Date(base + index * 60_000),
        })),
      )
      .returning({ id: inquiries.id });
    hilltopIds = rows.map((row) => row.id).reverse();
  });

  it('pages by 50 with the true total, newest first', async () => {
    const pages = await Promise.all(
      [1, 2, 3].map((page) => admin(`/api/admin/inquiries/page?partnerId=${noEmail.id}&page=${page}`)),
    );
    expect(pages.map((page) => page.body.items.length)).toEqual([50, 50, 20]);
    for (const page of pages) expect(page.body).toMatchObject({ total: 120, pageSize: 50, pageCount: 3 });
    expect(pages.flatMap((page) => page.body.items.map((item: { id: string }) => item.id))).toEqual(hilltopIds);
    const beyond = await admin(`/api/admin/inquiries/page?partnerId=${noEmail.id}&page=4`);
    expect(beyond.body).toMatchObject({ items: [], total: 120, page: 4 });
  });

  it('filters by status and partner together, with totals of the filter', async () => {
    const response = await admin(`/api/admin/inquiries/page?partnerId=${noEmail.id}&status=closed&page=2`);
    expect(response.body).toMatchObject({ total: 60, page: 2, pageCount: 2 });
    expect(response.body.items).toHaveLength(10);
    expect(response.body.items.every((item: { status: string }) => item.status === 'closed')).toBe(true);
  });

  it.each([
    ['a name', 'family 11', 11],
    ['an email', 'family7@PAGING', 1],
    ['a phone', '555-7777', 1],
    ['message text, wildcards taken literally', '100% granite_', 40],
    ['the partner name', 'hilltop cremation', 120],
  ])('searches %s', async (_label, q, total) => {
    const response = await admin(`/api/admin/inquiries/page?q=${encodeURIComponent(q)}&partnerId=${noEmail.id}`);
    expect(response.status).toBe(200);
    expect(response.body.total).toBe(total);
  });

  it('searches without telling accents or case apart, on either side', async () => {
    const id = await sendInquiry({
      name: 'Zoë Côté-Lévesque',
      message: 'Nous habitons à Montréal, près de la rue Saint-Denis.',
    });
    for (const q of ['zoe', 'ZOË', 'cote-levesque', 'Côté', 'montreal', 'MONTRÉAL, PRES']) {
      const response = await admin(`/api/admin/inquiries/page?q=${encodeURIComponent(q)}&partnerId=${riverside.id}`);
      expect(response.status).toBe(200);
      expect(
        response.body.items.map((item: { id: string }) => item.id),
        q,
      ).toEqual([id]);
    }
  });

  it.each([
    ['page=0', 'page'],
    ['page=two', 'page'],
    ['status=archived', 'status'],
    ['partnerId=42', 'partnerId'],
    [`q=${'x'.repeat(201)}`, 'q'],
  ])('refuses %s with a 400 naming the field', async (query, field) => {
    const response = await admin(`/api/admin/inquiries/page?${query}`);
    expect(response.status).toBe(400);
    expect(Object.keys(response.body.errors)).toEqual([field]);
  });
});

describe('forward to the partner', () => {
  // Each test's worker sees only its own test's emails.
  beforeEach(() => database.db.delete(mailOutbox));

  it("emails the partner through the outbox, marks it Forwarded with a note, and shows that email's delivery", async () => {
    const { smtp } = await startDelivery();
    const id = await sendInquiry({ message: 'Forward me, please.' });
    // The coordinator's email and the family's confirmation.
    await smtp.waitForMessages(2);

    const response = await admin(`/api/admin/inquiries/${id}/forward`, { method: 'POST' });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ status: 'forwarded', forwardDelivery: { state: 'pending' } });
    expect(response.body.notes.at(-1)).toMatchObject({
      authorName: username,
      body: 'Forwarded by email to Riverside Memorial Chapel (office@riverside.example).',
    });

    const messages = await smtp.waitForMessages(3);
    const forwarded = messages.find((mail) => mail.envelope.to[0] === 'office@riverside.example');
    expect(forwarded?.envelope.to).toEqual(['office@riverside.example']);
    expect(forwarded?.headers['reply-to']).toBe(`maria.lopez.${families}@example.com`);
    expect(forwarded?.text).toContain('Forward me, please.');

    const listed = await waitUntil(
      async () => (await admin(`/api/admin/inquiries/page?q=${id}`)).body.items[0],
      (item) => item.forwardDelivery?.state === 'sent',
    );
    // The coordinator's email stays the first delivery shown.
    expect(listed.delivery.state).toBe('sent');
  });

  it("asks the office to confirm a listing's email newer than the inquiry, then forwards to it", async () => {
    const maple = await insertPartner(database.db, { name: 'Maple Grove Chapel', email: 'founder@maple.example' });
    const id = await sendInquiry({ partnerId: maple.id, message: 'Written before the address changed.' });
    // The office corrects the listing's address (or a new owner's replaces it: only the office can tell).
    await database.db.update(partners).set({ email: 'office@maple.example' }).where(eq(partners.id, maple.id));
    const before = await database.db.select().from(mailOutbox).where(eq(mailOutbox.subjectId, id));

    // The inbox says why before the office tries.
    const [shown] = (await admin(`/api/admin/inquiries/page?q=${id}`)).body.items;
    expect(Date.parse(shown.partner.emailSince)).toBeGreaterThan(Date.parse(shown.createdAt));
    expect(shown.partnerCopyTo).toBeNull();

    const refused = await admin(`/api/admin/inquiries/${id}/forward`, { method: 'POST' });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toMatch(
      /^This inquiry arrived before the listing's email changed to office@maple\.example \(.+\)\. Forward it only if office@maple\.example belongs to Maple Grove Chapel, not to a new owner, and confirm that you checked\.$/,
    );
    // No copy went anywhere: the message does not claim one did.
    expect(refused.body.message).not.toMatch(/former address/);
    const [unchanged] = (await admin(`/api/admin/inquiries/page?q=${id}`)).body.items;
    expect(unchanged).toMatchObject({ status: 'pending', notes: [], forwardDelivery: null });
    expect(await database.db.select().from(mailOutbox).where(eq(mailOutbox.subjectId, id))).toEqual(before);

    expect(
      (await admin(`/api/admin/inquiries/${id}/forward`, { method: 'POST', body: { confirmedNewEmail: 'yes' } }))
        .status,
    ).toBe(400);
    const confirmed = await admin(`/api/admin/inquiries/${id}/forward`, {
      method: 'POST',
      body: { confirmedNewEmail: true },
    });
    expect(confirmed.status).toBe(200);
    expect(confirmed.body).toMatchObject({ status: 'forwarded', forwardDelivery: { state: 'pending' } });
    expect(confirmed.body.notes.at(-1).body).toBe(
      "Forwarded by email to Maple Grove Chapel (office@maple.example). The address is newer than the inquiry: checked as the same business's.",
    );
    const forwardMail = await database.db.select().from(mailOutbox).where(eq(mailOutbox.subjectId, id));
    expect(forwardMail.find((mail) => mail.purpose === 'inquiry-forward')?.toAddress).toBe('office@maple.example');

    // One written after the change needs no confirmation.
    const after = await sendInquiry({ partnerId: maple.id, message: 'Written to the current address.' });
    expect((await admin(`/api/admin/inquiries/${after}/forward`, { method: 'POST' })).status).toBe(200);
  });

  it('names the former address the partner copy went to when refusing without a confirmation', async () => {
    const sold = await insertPartner(database.db, { name: 'Birch Lane Funeral Home', email: 'founder@birch.example' });
    const id = await sendInquiry({ partnerId: sold.id });
    // What INQUIRY_COPY_PARTNER sends with the inquiry: the partner's own copy, to the address it had then.
    await database.db.insert(mailOutbox).values({
      toAddress: 'founder@birch.example',
      subject: 'Inquiry',
      textBody: 'Copy',
      subjectId: id,
      purpose: 'inquiry-copy',
    });
    await database.db.update(partners).set({ email: 'buyer@birch.example' }).where(eq(partners.id, sold.id));
    const [shown] = (await admin(`/api/admin/inquiries/page?q=${id}`)).body.items;
    expect(shown.partnerCopyTo).toBe('founder@birch.example');
    const refused = await admin(`/api/admin/inquiries/${id}/forward`, { method: 'POST' });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toMatch(/; its copy went to the former address, founder@birch\.example\./);
  });

  it('forwards once the office adds the email a listing never had: there was no former address', async () => {
    const unlisted = await insertPartner(database.db, { name: 'Cedar Hollow Cremation', email: null });
    const id = await sendInquiry({ partnerId: unlisted.id });
    const refused = await admin(`/api/admin/inquiries/${id}/forward`, { method: 'POST' });
    expect(refused.body.message).toMatch(/has no email address/);
    await database.db
      .update(partners)
      .set({ email: 'office@cedar-hollow.example' })
      .where(eq(partners.id, unlisted.id));
    const forwarded = await admin(`/api/admin/inquiries/${id}/forward`, { method: 'POST' });
    expect(forwarded.status).toBe(200);
    expect(forwarded.body).toMatchObject({ status: 'forwarded' });
  });

  it('refuses with a clear message when the partner has no email, and changes nothing', async () => {
    const id = await sendInquiry({ partnerId: noEmail.id });
    const before = await database.db.select().from(mailOutbox).where(eq(mailOutbox.subjectId, id));
    const response = await admin(`/api/admin/inquiries/${id}/forward`, { method: 'POST' });
    expect(response.status).toBe(409);
    expect(response.body.message).toMatch(/Hilltop Cremation has no email address/);
    const [listed] = (await admin(`/api/admin/inquiries/page?q=${id}`)).body.items;
    expect(listed).toMatchObject({ status: 'pending', notes: [], forwardDelivery: null });
    expect(await database.db.select().from(mailOutbox).where(eq(mailOutbox.subjectId, id))).toEqual(before);
  });

  it('answers 404 for an unknown inquiry', async () => {
    const response = await admin('/api/admin/inquiries/0b0e8a4c-8d55-4c55-9a39-5a5b7a9e0c11/forward', {
      method: 'POST',
    });
    expect(response.status).toBe(404);
  });
});

describe('alert when an email finally fails', () => {
  beforeEach(() => database.db.delete(mailOutbox));

  it('queues one alert to the coordinator naming the inquiry and the domain only, and none about the alert', async () => {
    // Every message is refused; the retry period (a day in production) is shortened to 300 ms.
    const { smtp } = await startDelivery({ giveUpAfterMs: 300 });
    smtp.refuse(550);
    const id = await sendInquiry({ message: 'Secret family words' });
    await admin(`/api/admin/inquiries/${id}/forward`, { method: 'POST' });

    const alerts = () => database.db.select().from(mailOutbox).where(eq(mailOutbox.purpose, 'delivery-alert'));
    expect(await alerts()).toEqual([]);
    // The inquiry's three emails (coordinator, family's confirmation, forward) fail; each gets one alert (a
    // family that never gets mail is worth a call); the alerts fail too.
    const failedAlerts = await waitUntil(
      alerts,
      (rows) => rows.length === 3 && rows.every((row) => row.status === 'failed'),
    );
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(await alerts()).toHaveLength(3);
    for (const alert of failedAlerts) {
      expect(alert.toAddress).toBe(INQUIRY_EMAIL);
      expect(alert.subjectId).toBeNull();
      expect(alert.subject).toBe(`Undelivered email for inquiry ${id}`);
      expect(alert.textBody).not.toContain('Secret family words');
      expect(alert.textBody).not.toContain('office@riverside.example');
      expect(alert.textBody).not.toContain('maria.lopez');
    }
    expect(failedAlerts.map((alert) => alert.textBody.match(/an address at (\S+),/)?.[1]).sort()).toEqual([
      'directory.test',
      'example.com',
      'riverside.example',
    ]);
    const [listed] = (await admin(`/api/admin/inquiries/page?q=${id}`)).body.items;
    expect(listed).toMatchObject({ delivery: { state: 'failed' }, forwardDelivery: { state: 'failed' } });
  });

  it('sends the alert through SMTP once the server accepts mail again', async () => {
    const { smtp } = await startDelivery();
    smtp.refuse(451);
    const id = await sendInquiry();
    // The inquiry's email has been retried for two days: its next refusal is the last.
    await database.db
      .update(mailOutbox)
      .set({ createdAt: new Date(Date.now() - 2 * 24 * 60 * 60_000) })
      .where(eq(mailOutbox.subjectId, id));
    await waitUntil(
      () => database.db.select().from(mailOutbox).where(eq(mailOutbox.subjectId, id)),
      (rows) => rows.length === 2 && rows.every((row) => row.status === 'failed'),
    );
    smtp.refuse(null);
    const messages = await smtp.waitForMessages(2);
    const alert = messages.find((mail) => mail.text.includes('an address at directory.test'));
    expect(alert?.subject).toBe(`Undelivered email for inquiry ${id}`);
    expect(alert?.envelope.to).toEqual([INQUIRY_EMAIL]);
    expect(alert?.text).toContain(`${PUBLIC_URL}/admin/inquiries?q=${id}`);
    expect(alert?.text).toContain('an address at directory.test');
  });
});

describe('migration of the old statuses', () => {
  it("turns 'contacted' into 'answered' and keeps 'pending' and 'closed'", async () => {
    // The migrations before this feature's, in a folder of their own.
    const before = fs.mkdtempSync(path.join(os.tmpdir(), 'migrations-'));
    fs.cpSync(migrationsFolder, before, { recursive: true });
    const journalFile = path.join(before, 'meta', '_journal.json');
    const journal = JSON.parse(fs.readFileSync(journalFile, 'utf8')) as { entries: { tag: string }[] };
    journal.entries = journal.entries.filter((entry) => entry.tag < '0007');
    fs.writeFileSync(journalFile, JSON.stringify(journal));

    const throwaway = process.env.TEST_DATABASE_URL ? await createThrowawayPostgresDatabase() : undefined;
    const handle = await openDatabase(throwaway ? { kind: 'postgres', url: throwaway.url } : { kind: 'pglite-memory' });
    try {
      await migrateDatabase(handle, before);
      await handle.db.execute(sql`
        insert into inquiries (partner_name, name, email, message, status) values
          ('A Home', 'One', 'one@example.org', 'm', 'pending'),
          ('A Home', 'Two', 'two@example.org', 'm', 'contacted'),
          ('A Home', 'Three', 'three@example.org', 'm', 'closed')`);
      await migrateDatabase(handle);
      const rows = await handle.db.select({ name: inquiries.name, status: inquiries.status }).from(inquiries);
      expect(Object.fromEntries(rows.map((row) => [row.name, row.status]))).toEqual({
        One: 'pending',
        Two: 'answered',
        Three: 'closed',
      });
    } finally {
      await handle.close();
      await throwaway?.drop();
      fs.rmSync(before, { recursive: true, force: true });
    }
  });
});
