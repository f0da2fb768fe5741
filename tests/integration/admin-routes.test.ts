import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '~/db/client.server';
import {
  adminSessions,
  adminUsers,
  faqItems,
  inquiries,
  inquiryNotes,
  mailOutbox,
  partnerAliases,
  partners,
} from '~/db/schema.server';
import { insertFaqItem } from '../factories/faq';
import { buildPartner, insertPartner } from '../factories/partner';
import { authHeader, createAdminSession } from '../setup/admin-session';
import { createTestDatabase } from '../setup/test-database';
import { startTestApp, type TestApp } from '../setup/test-app';

let database: DatabaseHandle;
let app: TestApp;
let token: string;
let partnerId: string;
let faqId: string;
let inquiryIds: { oldest: string; middle: string; newest: string };

beforeAll(async () => {
  database = await createTestDatabase();
  app = await startTestApp(database);
  const db = database.db;
  ({ token } = await createAdminSession(app.context, { username: 'inbox-keeper' }));

  const partner = await insertPartner(db, { name: 'Evergreen Memorial Chapel' });
  await insertPartner(db, { name: 'Quiet Pines Cremation', isActive: false });
  partnerId = partner.id;
  faqId = (await insertFaqItem(db, {})).id;
  await insertFaqItem(db, {});
  await insertFaqItem(db, {});

  const day = (n: number) => new Date(Date.UTC(2025, 2, n, 15, 30));
  const [oldest, middle, newest] = await db
    .insert(inquiries)
    .values([
      {
        partnerId,
        partnerName: partner.name,
        name: 'Maria Lopez',
        email: 'maria@example.org',
        phone: null,
        message: 'Do you offer stones for a small urn?',
        createdAt: day(1),
      },
      {
        partnerId,
        partnerName: partner.name,
        name: 'John Okafor',
        email: 'john@example.org',
        phone: '(512) 555-0199',
        message: 'Line one\nLine two',
        status: 'answered',
        createdAt: day(2),
      },
      {
        partnerId: null,
        partnerName: 'A Closed Home',
        name: 'Ruth Kim',
        email: 'ruth@example.org',
        message: '=HYPERLINK("http://x")',
        createdAt: day(3),
      },
    ])
    .returning();
  inquiryIds = { oldest: oldest!.id, middle: middle!.id, newest: newest!.id };
  await db.insert(mailOutbox).values([
    {
      subjectId: oldest!.id,
      toAddress: 'care@example.org',
      subject: 's',
      textBody: 't',
      status: 'sent',
      attempts: 1,
      sentAt: day(1),
      createdAt: day(1),
    },
    // INQUIRY_COPY_PARTNER's copy to the partner, which bounced: not the delivery the inbox reports.
    {
      subjectId: oldest!.id,
      toAddress: 'chapel@example.org',
      subject: 's',
      textBody: 't',
      status: 'failed',
      attempts: 12,
      lastError: '550 no such mailbox',
      createdAt: new Date(day(1).getTime() + 1000),
    },
    {
      subjectId: middle!.id,
      toAddress: 'care@example.org',
      subject: 's',
      textBody: 't',
      status: 'failed',
      attempts: 12,
      lastError: '550 mailbox unavailable',
    },
  ]);
});
afterAll(async () => {
  await app?.close();
  await database?.close();
});

/** Every row of every table an admin call could change, as one comparable value. */
async function snapshot() {
  const db = database.db;
  const tables = {
    partners,
    partnerAliases,
    faqItems,
    inquiries,
    inquiryNotes,
    mailOutbox,
    adminUsers,
    adminSessions,
  };
  const result: Record<string, string> = {};
  for (const [name, table] of Object.entries(tables)) {
    const rows = (await db.select().from(table)) as Record<string, unknown>[];
    result[name] = JSON.stringify(rows.map((row) => JSON.stringify(row)).sort());
  }
  return result;
}

describe('every admin route without a valid bearer token', () => {
  // Spec §7 "Admin (bearer token)" plus what the admin screens added (stats, the inquiry status change,
  // partner read, FAQ list and bulk delete, Google Places). A new admin route belongs in this list.
  // Each carries a body that would succeed for a signed-in admin, so an unguarded route would change data.
  const routes = (): [string, string, unknown?][] => [
    ['POST', '/api/admin/logout'],
    ['GET', '/api/admin/stats'],
    ['GET', '/api/admin/inquiries'],
    ['GET', '/api/admin/inquiries?status=pending'],
    ['PATCH', `/api/admin/inquiries/${inquiryIds.oldest}`, { status: 'closed' }],
    ['GET', '/api/admin/inquiries/page?q=Maria&page=1'],
    ['POST', `/api/admin/inquiries/${inquiryIds.oldest}/notes`, { body: 'Sneaky note' }],
    ['POST', `/api/admin/inquiries/${inquiryIds.oldest}/forward`],
    ['GET', '/api/admin/partners'],
    ['GET', '/api/admin/partners/search?q=Evergreen&state=Texas'],
    ['POST', '/api/admin/partners', buildPartner({ name: 'Sneaky New Partner' })],
    ['GET', `/api/admin/partners/${partnerId}`],
    ['PUT', `/api/admin/partners/${partnerId}`, { phone: '(512) 555-0000' }],
    ['DELETE', `/api/admin/partners/${partnerId}`],
    ['PATCH', '/api/admin/partners/bulk-edit', { ids: [partnerId], updates: { isPriority: true } }],
    ['DELETE', '/api/admin/partners/bulk-delete', { ids: [partnerId] }],
    ['POST', '/api/admin/partners/bulk', { partners: [buildPartner({ name: 'Imported Sneakily' })] }],
    ['POST', '/api/admin/partners/generate-description', buildPartner()],
    ['POST', '/api/admin/partners/generate-long-description', buildPartner()],
    ['GET', '/api/admin/faq'],
    ['POST', '/api/admin/faq', { question: 'Sneaky?', answer: 'Yes.' }],
    ['PUT', `/api/admin/faq/${faqId}`, { question: 'Changed?' }],
    ['DELETE', `/api/admin/faq/${faqId}`],
    ['POST', '/api/admin/faq/bulk', { faqs: [{ question: 'Bulk?', answer: 'Yes.' }] }],
    ['PATCH', '/api/admin/faq/bulk-edit', { ids: [faqId], updates: { isActive: false } }],
    ['DELETE', '/api/admin/faq/bulk-delete', { ids: [faqId] }],
    // Design §3: the Google Places calls need the token too, the connection test included.
    ['GET', '/api/admin/partners-without-google'],
    ['GET', '/api/google-places/test'],
    ['GET', '/api/google-places/status'],
    ['GET', '/api/google-places/partners'],
    ['POST', `/api/google-places/update/${partnerId}`],
    ['POST', '/api/google-places/batch-update', { partnerIds: [partnerId], limit: 10 }],
    ['POST', '/api/google-places/fix-placeholder-phones'],
    ['GET', '/api/admin/partners-without-google'],
    ['GET', '/api/google-places/test'],
    ['GET', '/api/google-places/status'],
    ['GET', '/api/google-places/partners'],
    ['POST', `/api/google-places/update/${partnerId}`],
    ['POST', '/api/google-places/batch-update', { partnerIds: [partnerId], limit: 5 }],
    ['POST', '/api/google-places/fix-placeholder-phones'],
  ];

  it.each([
    ['no Authorization header', {}],
    ['a forged token', { authorization: 'Bearer dGhpcy1pcy1ub3QtYS1yZWFsLXNlc3Npb24tdG9rZW4tYXQtYWxs' }],
    ['a Basic header', { authorization: 'Basic YWRtaW46YWRtaW4=' }],
  ])('is 401 with %s, no-store, and changes nothing', async (_label, headers) => {
    const before = await snapshot();
    const failures: string[] = [];
    for (const [method, path, body] of routes()) {
      const response = await app.request(path, { method, body, headers });
      if (response.status !== 401 || response.body?.message !== 'Authentication required') {
        failures.push(`${method} ${path} → ${response.status} ${response.text.slice(0, 120)}`);
      }
      if (response.headers.get('cache-control') !== 'no-store')
        failures.push(`${method} ${path}: Cache-Control ${response.headers.get('cache-control')}`);
    }
    expect(failures).toEqual([]);
    expect(await snapshot()).toEqual(before);
  });
});

describe('GET /api/admin/stats', () => {
  it('counts partners (active or not), inquiries and FAQ items', async () => {
    const response = await app.request('/api/admin/stats', { headers: authHeader(token) });
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(response.body).toEqual({
      partners: 2,
      inquiries: 3,
      faqItems: 3,
      newCorrections: 0,
      staleListings: 0,
      portalChangeRequests: 0,
    });
  });
});

describe('admin inquiries inbox API', () => {
  it('lists newest first with partner, contact, message, status and email delivery state', async () => {
    const response = await app.request('/api/admin/inquiries', { headers: authHeader(token) });
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(response.body.map((row: { name: string }) => row.name)).toEqual(['Ruth Kim', 'John Okafor', 'Maria Lopez']);
    const [newest, middle, oldest] = response.body;
    expect(newest).toMatchObject({
      partnerId: null,
      partnerName: 'A Closed Home',
      status: 'pending',
      delivery: { state: null, attempts: 0 },
    });
    expect(middle).toMatchObject({
      partnerName: 'Evergreen Memorial Chapel',
      email: 'john@example.org',
      phone: '(512) 555-0199',
      message: 'Line one\nLine two',
      status: 'answered',
      delivery: { state: 'failed', attempts: 12, lastError: '550 mailbox unavailable', sentAt: null },
    });
    // The coordinator's message is the delivery shown, not the partner's copy (written alongside it).
    expect(oldest).toMatchObject({ phone: null, delivery: { state: 'sent', sentAt: '2025-03-01T15:30:00.000Z' } });
    expect(oldest.createdAt).toBe('2025-03-01T15:30:00.000Z');
  });

  it('filters by status', async () => {
    const answered = await app.request('/api/admin/inquiries?status=answered', { headers: authHeader(token) });
    expect(answered.body.map((row: { name: string }) => row.name)).toEqual(['John Okafor']);
    const all = await app.request('/api/admin/inquiries?status=', { headers: authHeader(token) });
    expect(all.body).toHaveLength(3);
    const bad = await app.request('/api/admin/inquiries?status=archived', { headers: authHeader(token) });
    expect(bad.status).toBe(400);
    expect(bad.body.errors.status).toMatch(/pending, forwarded, answered, closed/);
  });

  it('changes an inquiry status', async () => {
    const response = await app.request(`/api/admin/inquiries/${inquiryIds.newest}`, {
      method: 'PATCH',
      body: { status: 'closed' },
      headers: authHeader(token),
    });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ id: inquiryIds.newest, status: 'closed' });
    const closed = await app.request('/api/admin/inquiries?status=closed', { headers: authHeader(token) });
    expect(closed.body.map((row: { id: string }) => row.id)).toEqual([inquiryIds.newest]);
  });

  it.each([
    ['an unknown status', () => `/api/admin/inquiries/${inquiryIds.middle}`, { status: 'archived' }, 400],
    ['no status', () => `/api/admin/inquiries/${inquiryIds.middle}`, {}, 400],
    ['an id that is not a uuid', () => '/api/admin/inquiries/42', { status: 'closed' }, 400],
    ['an unknown id', () => '/api/admin/inquiries/0b0e8a4c-8d55-4c55-9a39-5a5b7a9e0c11', { status: 'closed' }, 404],
  ])('refuses %s', async (_label, path, body, status) => {
    const before = await snapshot();
    const response = await app.request(path(), { method: 'PATCH', body, headers: authHeader(token) });
    expect(response.status).toBe(status);
    expect(await snapshot()).toEqual(before);
  });
});
