import { and, eq } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '~/db/client.server';
import { mailOutbox, type OutboxRow, type PartnerRow } from '~/db/schema.server';
import {
  describeMailError,
  type MailWorker,
  type MailWorkerOptions,
  retryDelayMs,
  startMailWorker,
} from '~/modules/mail/mail-worker.server';
import { enqueueMail } from '~/modules/mail/outbox.server';
import { findFreePort } from '../e2e/server';
import { type FakeSmtpServer, type ReceivedMail, startFakeSmtpServer } from '../fakes/smtp-server';
import { insertPartner } from '../factories/partner';
import { type MailDelivery, startMailDelivery } from '../setup/mail-delivery';
import { createTestDatabase } from '../setup/test-database';
import { startTestApp, type TestApp } from '../setup/test-app';

/*
 * Inquiry emails through a real SMTP server on loopback: the app answers POST /api/inquiries, the mail
 * worker (production code, nodemailer over SMTP_URL) sends what the outbox holds.
 */

const INQUIRY_EMAIL = 'coordinator@directory.test';
const FROM = { name: 'Solace Stones Partner Directory', address: INQUIRY_EMAIL };

let database: DatabaseHandle;
let app: TestApp;
let partner: PartnerRow;
let logLines: string[] = [];
const workers: MailWorker[] = [];
const smtpServers: FakeSmtpServer[] = [];
const deliveries: MailDelivery[] = [];

beforeAll(async () => {
  database = await createTestDatabase();
  partner = await insertPartner(database.db, {
    name: 'Riverside Memorial Chapel',
    city: 'Austin',
    state: 'Texas',
    email: 'office@riverside.example',
  });
  app = await startTestApp(database, {
    INQUIRY_EMAIL,
    RATE_LIMIT_INQUIRY_MAX: '1000',
    RATE_LIMIT_INQUIRY_SENDER_MAX: '1000',
  });
});
afterEach(async () => {
  for (const delivery of deliveries.splice(0)) await delivery.close();
  for (const worker of workers.splice(0)) await worker.stop();
  for (const server of smtpServers.splice(0)) await server.close();
  // Each test starts with an empty outbox, so one test's leftovers are never another's delivery.
  await database.db.delete(mailOutbox);
  logLines = [];
});
afterAll(async () => {
  await app?.close();
  await database?.close();
});

const testSized = () => ({
  log: pino({ level: 'debug' }, { write: (line: string) => void logLines.push(line) }),
  retryBaseMs: 200,
  retryMaxMs: 1_000,
});

/** The fake SMTP server and the worker as the server starts it, test-sized intervals, log lines captured. */
async function startDelivery(options: Partial<MailWorkerOptions> = {}) {
  const delivery = await startMailDelivery(database, { fromAddress: INQUIRY_EMAIL, ...testSized(), ...options });
  deliveries.push(delivery);
  return delivery;
}

/** The worker alone, for an SMTP server that is not there yet, or a second worker on one server. */
function startWorker(options: Partial<MailWorkerOptions> = {}) {
  const worker = startMailWorker({
    db: database.db,
    databaseKind: database.kind,
    from: FROM,
    messageIdDomain: 'directory.test',
    pollIntervalMs: 100,
    ...testSized(),
    ...options,
  });
  workers.push(worker);
  return worker;
}

async function startSmtp(port?: number) {
  const server = await startFakeSmtpServer({ port });
  smtpServers.push(server);
  return server;
}

const inquiry = () => ({
  name: 'Maria Lopez',
  email: 'maria.lopez@example.com',
  phone: '(512) 555-0199',
  message: 'My father passed away last week.\nCould you tell us about memorial stones? — Maria',
  partnerId: partner.id,
});

async function sendInquiry(body = inquiry(), target = app) {
  const response = await target.request('/api/inquiries', { method: 'POST', body });
  expect(response.status).toBe(201);
  return response.body.id as string;
}

/** The coordinator's message about an inquiry (the family's confirmation is another row). */
async function outboxOf(inquiryId: string): Promise<OutboxRow[]> {
  return database.db
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.subjectId, inquiryId), eq(mailOutbox.purpose, 'inquiry')));
}

/** Every message about an inquiry: the coordinator's and the family's confirmation. */
async function allMailOf(inquiryId: string): Promise<OutboxRow[]> {
  return database.db.select().from(mailOutbox).where(eq(mailOutbox.subjectId, inquiryId));
}

const toCoordinator = (mail: ReceivedMail) => mail.envelope.to[0] === INQUIRY_EMAIL;

async function waitUntil<T>(read: () => Promise<T>, check: (value: T) => boolean, timeoutMs = 10_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (check(value)) return value;
    if (Date.now() > deadline) throw new Error(`condition not met within ${timeoutMs} ms: ${JSON.stringify(value)}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('inquiry email over SMTP', () => {
  it('delivers exactly one message to the coordinator, replying to the family, naming the partner', async () => {
    // A long poll: delivery within the timeout below proves the commit woke the worker.
    const { smtp } = await startDelivery({ pollIntervalMs: 60_000 });
    await sleep(100);
    const id = await sendInquiry();

    const mail = (await smtp.waitForMessages(2, 5_000)).find(toCoordinator);
    expect(mail?.envelope.to).toEqual([INQUIRY_EMAIL]);
    expect(mail?.headers.to).toBe(INQUIRY_EMAIL);
    expect(mail?.headers['reply-to']).toBe('maria.lopez@example.com');
    expect(mail?.headers.from).toBe(`Solace Stones Partner Directory <${INQUIRY_EMAIL}>`);
    expect(mail?.subject).toBe('Inquiry for Riverside Memorial Chapel (Austin, Texas) from Maria Lopez');
    for (const line of [
      'Name: Riverside Memorial Chapel',
      'Location: Austin, Texas',
      `Partner ID: ${partner.id}`,
      'Name: Maria Lopez',
      'Email: maria.lopez@example.com',
      'Phone: (512) 555-0199',
      'My father passed away last week.\nCould you tell us about memorial stones? — Maria',
    ]) {
      expect(mail?.text).toContain(line);
    }

    const [row] = await waitUntil(
      () => outboxOf(id),
      (rows) => rows[0]?.status === 'sent',
    );
    expect(row).toMatchObject({ status: 'sent', attempts: 1, lastError: null });
    expect(row?.sentAt).toBeInstanceOf(Date);
    expect(mail?.headers['message-id']).toBe(`<outbox-${row?.id}@directory.test>`);
    // Later passes do not send it again (the other message is the family's confirmation).
    await sleep(400);
    expect(smtp.messages.filter(toCoordinator)).toHaveLength(1);
    expect(smtp.messages).toHaveLength(2);
  });

  it("confirms to the family: partner first, when to expect an answer, the partner's phone, never their own text", async () => {
    const { smtp } = await startDelivery();
    const withPhone = await insertPartner(database.db, {
      name: 'Oak & Stone <Cremation>',
      city: 'Austin',
      state: 'Texas',
      phone: '(512) 555-0142',
    });
    await sendInquiry({ ...inquiry(), message: '<script>alert(1)</script> & ashes?', partnerId: withPhone.id });
    const mail = (await smtp.waitForMessages(2, 5_000)).find((each) => !toCoordinator(each));
    expect(mail?.envelope.to).toEqual(['maria.lopez@example.com']);
    expect(mail?.headers['reply-to']).toBe(INQUIRY_EMAIL);
    expect(mail?.subject).toBe('Oak & Stone <Cremation>: your inquiry was sent');
    expect(mail?.text?.startsWith('Oak & Stone <Cremation> (Austin, Texas)')).toBe(true);
    for (const line of [
      'Dear Maria Lopez,',
      'You can expect an answer within two business days.',
      'call Oak & Stone <Cremation> at (512) 555-0142',
      '/privacy',
    ]) {
      expect(mail?.text).toContain(line);
    }
    // The question is not echoed: the form cannot be used to send any text to any address.
    expect(mail?.text).not.toContain('<script>');
    expect(mail?.text).not.toContain('ashes?');
    // Plain text only: nothing the family typed can become markup in a mail reader.
    expect(mail?.headers['content-type']).toMatch(/^text\/plain/);
  });

  it('never gives the placeholder number in the confirmation', async () => {
    const { smtp } = await startDelivery();
    const placeholder = await insertPartner(database.db, { name: 'Quiet Pines', phone: '(555) 000-0000' });
    await sendInquiry({ ...inquiry(), partnerId: placeholder.id });
    const mail = (await smtp.waitForMessages(2, 5_000)).find((each) => !toCoordinator(each));
    expect(mail?.text).not.toContain('555');
    expect(mail?.text).toContain('Quiet Pines has no phone number listed yet');
  });

  it('keeps the message when SMTP is down and sends it after a retry once SMTP is back', async () => {
    const port = await findFreePort();
    startWorker({ smtpUrl: `smtp://127.0.0.1:${port}` });
    const id = await sendInquiry();

    const [failed] = await waitUntil(
      () => outboxOf(id),
      (rows) => (rows[0]?.attempts ?? 0) >= 1 && rows[0]?.lastError !== null,
    );
    expect(failed?.status).toBe('pending');
    expect(failed?.lastError).toMatch(/ECONNECTION|ECONNREFUSED/);

    const smtp = await startSmtp(port);
    const messages = await smtp.waitForMessages(2, 10_000);
    expect(messages.find(toCoordinator)?.headers['reply-to']).toBe('maria.lopez@example.com');
    const [sent] = await waitUntil(
      () => outboxOf(id),
      (rows) => rows[0]?.status === 'sent',
    );
    expect(sent?.attempts).toBeGreaterThanOrEqual(2);
    await sleep(400);
    expect(smtp.messages.filter(toCoordinator)).toHaveLength(1);
  });

  it('sends a message again after a crash with the same Message-ID, so the resend is recognisable', async () => {
    const { smtp, worker } = await startDelivery();
    const id = await sendInquiry();
    const first = (await smtp.waitForMessages(2, 5_000)).find(toCoordinator);
    const [row] = await waitUntil(
      () => outboxOf(id),
      (rows) => rows[0]?.status === 'sent',
    );
    await worker.stop();
    // A crash between the server's acceptance and the commit of 'sent' leaves the row pending and leased.
    await database.db
      .update(mailOutbox)
      .set({ status: 'pending', sentAt: null, nextAttemptAt: new Date(Date.now() + 60_000) })
      .where(eq(mailOutbox.id, row!.id));
    // On restart (PGlite releases the leases of the process that died; on PostgreSQL the lease runs out).
    startWorker({
      smtpUrl: smtp.url,
      ...(database.kind === 'pglite' ? {} : { now: () => new Date(Date.now() + 120_000) }),
    });
    const messages = await smtp.waitForMessages(3, 5_000);
    expect(messages[2]?.headers['message-id']).toBe(`<outbox-${row?.id}@directory.test>`);
    expect(messages[2]?.headers['message-id']).toBe(first?.headers['message-id']);
  });

  it('retries a temporary refusal, and marks the message failed with the last error after the retry period', async () => {
    // The retry period (24 h in production) shortened to 1 s.
    const { smtp } = await startDelivery({ giveUpAfterMs: 1_000 });
    smtp.refuse(451);
    const id = await sendInquiry();

    await waitUntil(
      () => allMailOf(id),
      (rows) => rows.length === 2 && rows.every((mail) => mail.status === 'failed'),
    );
    const [row] = await outboxOf(id);
    expect(row?.attempts).toBeGreaterThanOrEqual(2);
    expect(row?.lastError).toMatch(/451/);
    expect(row?.sentAt).toBeNull();
    // When it was given up on: the dashboard counts the failures of the last days by it.
    expect(row?.failedAt?.getTime()).toBeGreaterThan(row!.createdAt.getTime());
    smtp.refuse(null);
    await sleep(400);
    expect(smtp.messages).toHaveLength(0);
  });

  it('leaves the message pending without SMTP_URL, and says so in the log', async () => {
    const worker = startWorker({ smtpUrl: undefined });
    const id = await sendInquiry();
    await worker.runOnce();
    await sleep(300);
    const [row] = await outboxOf(id);
    expect(row).toMatchObject({ status: 'pending', attempts: 0, sentAt: null, lastError: null });
    expect(logLines.join('')).toMatch(/SMTP_URL is not set/);
  });

  it('sends the copy to the partner too when INQUIRY_COPY_PARTNER is on', async () => {
    const copyApp = await startTestApp(database, {
      INQUIRY_EMAIL,
      INQUIRY_COPY_PARTNER: 'true',
      RATE_LIMIT_INQUIRY_MAX: '1000',
      RATE_LIMIT_INQUIRY_SENDER_MAX: '1000',
    });
    try {
      const { smtp } = await startDelivery();
      await sendInquiry(inquiry(), copyApp);
      const messages = await smtp.waitForMessages(3, 5_000);
      expect(messages.map((mail) => mail.envelope.to[0]).sort()).toEqual([
        INQUIRY_EMAIL,
        'maria.lopez@example.com',
        'office@riverside.example',
      ]);
      for (const mail of messages.filter((each) => each.envelope.to[0] !== 'maria.lopez@example.com')) {
        expect(mail.headers['reply-to']).toBe('maria.lopez@example.com');
      }
    } finally {
      await copyApp.close();
    }
  });

  it('never sends a message twice with two workers on one database', async () => {
    const smtp = await startSmtp();
    for (let i = 0; i < 12; i++) {
      await enqueueMail(database.db, { to: `family${i}@example.com`, subject: `Message ${i}`, text: `Body ${i}` });
    }
    startWorker({ smtpUrl: smtp.url, batchSize: 3 });
    startWorker({ smtpUrl: smtp.url, batchSize: 3 });
    await smtp.waitForMessages(12, 10_000);
    await sleep(500);
    const subjects = smtp.messages.map((mail) => mail.subject).sort();
    expect(subjects).toHaveLength(12);
    expect(new Set(subjects).size).toBe(12);
  });

  it('stops without waiting out a hung mail server, and the message stays to be sent later', async () => {
    const { smtp, worker } = await startDelivery({ stopWaitMs: 300 });
    smtp.stall(true);
    const id = await sendInquiry();
    await smtp.waitForStalledSend(5_000);
    const started = Date.now();
    await worker.stop();
    expect(Date.now() - started).toBeLessThan(2_000);
    const [row] = await outboxOf(id);
    expect(row).toMatchObject({ status: 'pending', sentAt: null });
  });

  it('logs neither the inquiry text nor any email address', async () => {
    const port = await findFreePort();
    startWorker({ smtpUrl: `smtp://127.0.0.1:${port}` });
    const id = await sendInquiry();
    await waitUntil(
      () => outboxOf(id),
      (rows) => (rows[0]?.attempts ?? 0) >= 1 && rows[0]?.lastError !== null,
    );
    const smtp = await startSmtp(port);
    await smtp.waitForMessages(1, 10_000);
    await waitUntil(
      () => outboxOf(id),
      (rows) => rows[0]?.status === 'sent',
    );
    const logs = logLines.join('');
    expect(logs).toMatch(/mail not sent; will retry/);
    expect(logs).toMatch(/mail sent/);
    for (const secret of [
      'Maria',
      'maria.lopez@example.com',
      'memorial stones',
      INQUIRY_EMAIL,
      '555-0199',
      'riverside',
    ]) {
      expect(logs).not.toContain(secret);
    }
  });
});

describe('delivery policy', () => {
  it('doubles the delay from 30 s up to 1 h', () => {
    const policy = { baseMs: 30_000, maxMs: 3_600_000 };
    expect([1, 2, 3, 4, 8, 20].map((attempt) => retryDelayMs(attempt, policy))).toEqual([
      30_000, 60_000, 120_000, 240_000, 3_600_000, 3_600_000,
    ]);
  });

  it('records an SMTP error without addresses', () => {
    const error = Object.assign(new Error('Recipient <maria@example.com> rejected'), {
      code: 'EENVELOPE',
      responseCode: 550,
    });
    expect(describeMailError(error)).toBe('EENVELOPE 550: Recipient <[address]> rejected');
  });
});
