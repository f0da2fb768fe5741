import { gzipSync } from 'node:zlib';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '~/db/client.server';
import { adminUsers, faqItems, inquiries, partners } from '~/db/schema.server';
import { insertFaqItem } from '../factories/faq';
import { insertPartner } from '../factories/partner';
import { authHeader, createAdminSession } from '../setup/admin-session';
import { createTestDatabase } from '../setup/test-database';
import { startTestApp, type TestApp } from '../setup/test-app';

// Hardening §2: hostile input is refused with a JSON 4xx, never a 500, and cannot reach what the server
// owns. Already covered elsewhere, not repeated: unknown /api path JSON 404 and malformed JSON 400 on one
// route (health.test.ts), the 5 MB import bodies (admin-partners-import.test.ts, admin-faq.test.ts), the
// 7 MB generate-video body and PNG checks (partner-tools.test.ts). Static files and DATA_DIR are checked on
// the production build (tests/e2e/security-static-files.test.ts).

let database: DatabaseHandle;
let app: TestApp;
let auth: { authorization: string };
let partnerId: string;

beforeAll(async () => {
  database = await createTestDatabase();
  app = await startTestApp(database, {
    RATE_LIMIT_LOGIN_MAX: '1000',
    RATE_LIMIT_INQUIRY_MAX: '1000',
    RATE_LIMIT_INQUIRY_SENDER_MAX: '1000',
    RATE_LIMIT_TOOLS_MAX: '1000',
  });
  const session = await createAdminSession(app.context, { username: 'limits-admin' });
  auth = authHeader(session.token);
  partnerId = (await insertPartner(database.db, { name: 'Limits Memorial Chapel', email: 'office@limits.example' })).id;
  await insertFaqItem(database.db, {});
});

afterAll(async () => {
  await app?.close();
  await database?.close();
});

function expectJsonError(
  response: { status: number; headers: Headers; body: any; text: string },
  status: number,
  label: string,
) {
  expect(response.status, `${label}: ${response.text.slice(0, 200)}`).toBe(status);
  expect(response.headers.get('content-type'), label).toMatch(/^application\/json/);
  expect(typeof response.body?.message, label).toBe('string');
}

describe('body size and syntax', () => {
  const bigJson = JSON.stringify({ name: 'x', message: 'a'.repeat(101 * 1024) });
  const targets: Array<[string, string, boolean]> = [
    ['POST', '/api/admin/login', false],
    ['POST', '/api/admin/create-first-user', false],
    ['POST', '/api/inquiries', false],
    ['POST', '/api/partner-tools/press-release', false],
    ['POST', '/api/admin/partners', true],
    ['PUT', '/api/admin/faq/00000000-0000-4000-8000-000000000000', true],
    ['PATCH', '/api/admin/inquiries/00000000-0000-4000-8000-000000000000', true],
    ['POST', '/api/admin/inquiries/00000000-0000-4000-8000-000000000000/notes', true],
  ];

  it.each(targets)(
    '%s %s: a body over 100 kB is a JSON 413 and malformed JSON a JSON 400',
    async (method, path, signedIn) => {
      const headers = { 'content-type': 'application/json', ...(signedIn ? auth : {}) };
      expectJsonError(await app.request(path, { method, body: bigJson, headers }), 413, `${path} 413`);
      const malformed = await app.request(path, { method, body: '{"name": "x",,}', headers });
      expectJsonError(malformed, 400, `${path} 400`);
      expect(malformed.body.message).toBe('Request body is not valid JSON');
    },
  );

  it('answers a body its Content-Encoding does not describe with a JSON 400, not a 500', async () => {
    const json = JSON.stringify({ latitude: 45, longitude: -75 });
    for (const encoding of ['gzip', 'deflate', 'br']) {
      const response = await app.request('/api/search/nearby', {
        method: 'POST',
        body: json,
        headers: { 'content-type': 'application/json', 'content-encoding': encoding },
      });
      expectJsonError(response, 400, encoding);
      expect(response.body.message).toBe('Request body could not be decoded: check its Content-Encoding');
    }
    const post = (path: string, body: Uint8Array<ArrayBuffer>) =>
      fetch(app.baseUrl + path, {
        method: 'POST',
        body,
        headers: { 'content-type': 'application/json', 'content-encoding': 'gzip' },
      });
    const truncated = gzipSync(Buffer.from(JSON.stringify({ name: 'x', email: 'x@example.com' }))).subarray(0, 12);
    const inquiry = await post('/api/inquiries', truncated);
    expect(inquiry.status).toBe(400);
    expect(((await inquiry.json()) as { message: string }).message).toMatch(/could not be decoded/);
    // A body that is what it says still arrives.
    const gzipped = await post('/api/search/nearby', gzipSync(Buffer.from(json)));
    expect(gzipped.status).toBe(200);
  });

  it('refuses a generate-video body over 7 MB and a bulk import over 5 MB with a JSON 413', async () => {
    const video = await app.request('/api/partner-tools/generate-video', {
      method: 'POST',
      body: JSON.stringify({ logoUrl: `data:image/png;base64,${'A'.repeat(7.2 * 1024 * 1024)}` }),
    });
    expectJsonError(video, 413, 'generate-video');
    const bulk = await app.request('/api/admin/partners/bulk', {
      method: 'POST',
      headers: auth,
      body: JSON.stringify({ csv: 'a'.repeat(5.2 * 1024 * 1024) }),
    });
    expectJsonError(bulk, 413, 'partners bulk');
  });
});

describe('ids that are not uuids', () => {
  const hostileIds = [
    'not-a-uuid',
    "1' or '1'='1",
    '00000000-0000-0000-0000-00000000000g',
    'x'.repeat(5000),
    '%00',
    '..%2F..%2Fetc%2Fpasswd',
    '%E2%80%AE',
  ];
  const routes: Array<[string, (id: string) => string, boolean, unknown?]> = [
    ['GET', (id) => `/api/partners/${id}`, false],
    ['GET', (id) => `/api/partners/${id}/google-places-enhanced`, false],
    ['GET', (id) => `/api/partners/${id}/photos/0`, false],
    ['GET', (id) => `/api/admin/partners/${id}`, true],
    ['PUT', (id) => `/api/admin/partners/${id}`, true, { name: 'X' }],
    ['DELETE', (id) => `/api/admin/partners/${id}`, true],
    ['PUT', (id) => `/api/admin/faq/${id}`, true, { question: 'Q' }],
    ['DELETE', (id) => `/api/admin/faq/${id}`, true],
    ['PATCH', (id) => `/api/admin/inquiries/${id}`, true, { status: 'responded' }],
    ['POST', (id) => `/api/admin/inquiries/${id}/notes`, true, { body: 'A note' }],
    ['POST', (id) => `/api/admin/inquiries/${id}/forward`, true],
    ['POST', (id) => `/api/google-places/update/${id}`, true],
  ];

  it.each(routes)('%s %s answers 400 or 404 JSON, never 500', async (method, path, signedIn, body) => {
    for (const id of hostileIds) {
      const response = await app.request(path(id), { method, body, headers: signedIn ? auth : {} });
      expect(
        [400, 404],
        `${method} ${path(id).slice(0, 80)} → ${response.status} ${response.text.slice(0, 120)}`,
      ).toContain(response.status);
      expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    }
  });

  it('answers a uuid of nothing with 404 and a non-number photo index with 400 or 404', async () => {
    expectJsonError(await app.request('/api/partners/00000000-0000-4000-8000-000000000000'), 404, 'unknown uuid');
    for (const index of ['-1', 'abc', '99999999999999999999', '1e3']) {
      const response = await app.request(`/api/partners/${partnerId}/photos/${index}`);
      expect([400, 404], `photo ${index}: ${response.status}`).toContain(response.status);
    }
    expect((await app.request('/api/partners/inquiry-' + partnerId)).status).toBe(404);
  });

  it('answers an inquiry naming a partner that is not a uuid with 400 field errors', async () => {
    const response = await app.request('/api/inquiries', {
      method: 'POST',
      body: { name: 'A', email: 'a@example.com', message: 'Hello there', partnerId: "1' or 1=1 --" },
    });
    expectJsonError(response, 400, 'inquiry partnerId');
  });
});

describe('NUL bytes', () => {
  it('answers a %00 in any path or query with 400 before a page loader or the database sees it', async () => {
    // Found by this suite: /search?q=%00 was a 500 and /partner/%00 a 503 (PostgreSQL refuses NUL in text).
    for (const path of [
      '/search?q=%00',
      '/partner/%00',
      '/state/texas/city/austin/%00',
      '/api/search?q=a%00b',
      '/api/partners/%00',
      '/api/faq?state=%00',
    ]) {
      const response = await app.request(path);
      expect(response.status, path).toBe(400);
      if (path.startsWith('/api/')) expect(response.body.code).toBe('VALIDATION');
    }
  });
});

describe('malformed percent-encoding', () => {
  it('answers a path parameter that is not valid URL encoding with a JSON 400, not a 500', async () => {
    for (const [method, path] of [
      ['GET', '/api/partners/%ff'],
      ['GET', '/api/partners/state/%ff'],
      ['POST', '/api/listing-events/%ff/view'],
      ['GET', '/api/admin/partners/%ff'],
      ['GET', '/api/admin/history/partner/%E0%A4%A'],
    ] as const) {
      const response = await app.request(path, { method, headers: auth });
      expectJsonError(response, 400, `${method} ${path}`);
      expect(response.body.code, path).toBe('VALIDATION');
    }
  });
});

describe('query limits', () => {
  it('clamps limits far outside their range instead of failing or returning everything', async () => {
    for (let index = 0; index < 60; index += 1)
      await insertPartner(database.db, { name: `Clamp Chapel ${index}`, isPriority: true });
    const search = await app.request('/api/search?q=clamp&limit=1000000');
    expect(search.status).toBe(200);
    expect(search.body.partners.length).toBeLessThanOrEqual(search.body.limit);
    expect(search.body.limit).toBeLessThan(1000000);
    const priority = await app.request('/api/partners/priority?limit=999999999');
    expect(priority.status).toBe(200);
    expect(priority.body.length).toBeLessThanOrEqual(50);
    const negative = await app.request('/api/partners/priority?limit=-5');
    expect(negative.status).toBe(200);
    expect(negative.body.length).toBeGreaterThanOrEqual(1);
  });

  it('answers a repeated, non-numeric or absurd limit with a JSON 400 or a clamp, never a 500', async () => {
    for (const query of [
      'limit=1&limit=2',
      'limit=abc',
      'limit=1e9',
      'limit[]=1',
      'limit=99999999999999999999',
      `q=${'a'.repeat(5000)}`,
    ]) {
      const response = await app.request(`/api/search?q=chapel&${query}`);
      expect([200, 400], `${query}: ${response.status}`).toContain(response.status);
      expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    }
  });
});

describe('methods and unknown paths', () => {
  it.each(['GET', 'POST', 'PUT', 'PATCH', 'DELETE'])('%s on an unknown /api path is a JSON 404', async (method) => {
    expectJsonError(await app.request('/api/admin/nothing/%2e%2e/here', { method }), 404, method);
    expectJsonError(await app.request('/api/nothing/here', { method }), 404, method);
  });

  it('refuses TRACE without echoing the request', async () => {
    for (const path of ['/', '/api/partners', '/api/admin/stats', '/healthz']) {
      const response = await app
        .request(path, {
          method: 'TRACE',
          headers: { 'x-secret-marker': 'echo-me-back', cookie: 'session=echo-me-too' },
        })
        .catch(
          // undici refuses to send TRACE; fall back to a raw request below.
          () => undefined,
        );
      const raw =
        response ??
        (await rawRequest(
          `TRACE ${path} HTTP/1.1\r\nHost: x\r\nX-Secret-Marker: echo-me-back\r\nConnection: close\r\n\r\n`,
        ));
      const status = 'status' in raw ? raw.status : 0;
      expect(status, path).toBe(405);
      expect(raw.text).not.toContain('echo-me');
    }
  });
});

async function rawRequest(request: string): Promise<{ status: number; text: string }> {
  const net = await import('node:net');
  const url = new URL(app.baseUrl);
  return new Promise((resolve, reject) => {
    const socket = net.connect(Number(url.port), url.hostname, () => socket.end(request));
    let data = '';
    socket.on('data', (chunk) => (data += chunk.toString()));
    socket.on('end', () => resolve({ status: Number(/^HTTP\/1\.1 (\d{3})/.exec(data)?.[1] ?? 0), text: data }));
    socket.on('error', reject);
  });
}

describe('prototype pollution', () => {
  const pollutingBodies = [
    '{"__proto__": {"polluted": "yes"}, "name": "A", "email": "a@example.com", "message": "Hello there", "partnerId": "PID"}',
    '{"constructor": {"prototype": {"polluted": "yes"}}, "username": "x", "password": "y"}',
    '{"a": {"__proto__": {"polluted": "yes"}}, "question": "Q?", "answer": "A", "__proto__": {"isActive": false}}',
  ];

  it('ignores __proto__ and constructor keys in bodies and queries, and the request is still handled', async () => {
    const sent = [
      await app.request('/api/inquiries', { method: 'POST', body: pollutingBodies[0]!.replace('PID', partnerId) }),
      await app.request('/api/admin/login', { method: 'POST', body: pollutingBodies[1]! }),
      await app.request('/api/admin/faq', { method: 'POST', body: pollutingBodies[2]!, headers: auth }),
      await app.request('/api/admin/partners', {
        method: 'POST',
        headers: auth,
        body: `{"name": "Proto Chapel", "address": "1 Main St", "city": "Austin", "state": "Texas", "zipCode": "78701", "phone": "(512) 555-0100", "__proto__": {"polluted": "yes", "isActive": false}, "constructor": {"prototype": {"polluted": "yes"}}}`,
      }),
      await app.request(
        '/api/search?q=chapel&__proto__[polluted]=yes&constructor[prototype][polluted]=yes&__proto__.polluted=yes',
      ),
      await app.request('/api/admin/partners/search?q=a&__proto__[polluted]=yes&constructor.prototype.polluted=yes', {
        headers: auth,
      }),
      await app.request('/api/faq?__proto__=x&constructor=y'),
    ];
    expect(sent.map((response) => response.status)).toEqual([201, 401, 201, 201, 200, 200, 200]);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect((Object.prototype as Record<string, unknown>).polluted).toBeUndefined();
    expect((Object.prototype as Record<string, unknown>).isActive).toBeUndefined();
    // The nested __proto__ did not switch the created items off either.
    const [faq] = await database.db.select().from(faqItems).where(eq(faqItems.id, sent[2]!.body.id));
    expect(faq?.isActive).toBe(true);
    const [partner] = await database.db.select().from(partners).where(eq(partners.id, sent[3]!.body.id));
    expect(partner?.isActive).toBe(true);
  });
});

describe('server-owned fields', () => {
  const forgedId = '11111111-1111-4111-8111-111111111111';
  const longAgo = '2001-01-01T00:00:00.000Z';

  it('create-first-user cannot choose the id, the creation time or a role other than admin', async () => {
    const fresh = await createTestDatabase();
    const freshApp = await startTestApp(fresh);
    try {
      const response = await freshApp.request('/api/admin/create-first-user', {
        method: 'POST',
        body: {
          username: 'owner',
          email: 'owner@example.org',
          passwordHash: 'correct horse battery staple',
          firstName: 'O',
          lastName: 'W',
          role: 'admin',
          isActive: true,
          id: forgedId,
          createdAt: longAgo,
          lastLoginAt: longAgo,
        },
      });
      expect(response.status, response.text).toBe(201);
      const [user] = await fresh.db.select().from(adminUsers);
      expect(user?.id).not.toBe(forgedId);
      expect(user?.role).toBe('admin');
      expect(user?.createdAt.getFullYear()).toBeGreaterThan(2020);
      // Setup signs the new admin in now, whatever time the body claims.
      expect(user?.lastLoginAt?.getFullYear()).toBeGreaterThan(2020);
      expect(JSON.stringify(response.body)).not.toMatch(/password/i);

      const superuser = await freshApp.request('/api/admin/create-first-user', {
        method: 'POST',
        body: {
          username: 'second',
          email: 's@example.org',
          passwordHash: 'correct horse battery staple',
          role: 'superadmin',
        },
      });
      expect([400, 403, 409]).toContain(superuser.status);
      expect(await fresh.db.select().from(adminUsers)).toHaveLength(1);
    } finally {
      await freshApp.close();
      await fresh.close();
    }
  });

  it('partner create and update cannot set id, createdAt or updatedAt', async () => {
    const created = await app.request('/api/admin/partners', {
      method: 'POST',
      headers: auth,
      body: {
        name: 'Owned Fields Chapel',
        address: '1 Main St',
        city: 'Austin',
        state: 'Texas',
        zipCode: '78701',
        phone: '(512) 555-0101',
        id: forgedId,
        createdAt: longAgo,
        updatedAt: longAgo,
      },
    });
    expect(created.status, created.text).toBe(201);
    expect(created.body.id).not.toBe(forgedId);
    const [row] = await database.db.select().from(partners).where(eq(partners.id, created.body.id));
    expect(row?.createdAt.getFullYear()).toBeGreaterThan(2020);
    expect(row?.updatedAt.getFullYear()).toBeGreaterThan(2020);

    const updated = await app.request(`/api/admin/partners/${created.body.id}`, {
      method: 'PUT',
      headers: auth,
      body: { name: 'Owned Fields Chapel Two', updatedAt: created.body.updatedAt, id: forgedId, createdAt: longAgo },
    });
    expect(updated.status, updated.text).toBe(200);
    const [after] = await database.db.select().from(partners).where(eq(partners.id, created.body.id));
    expect(after?.name).toBe('Owned Fields Chapel Two');
    expect(after?.createdAt.toISOString()).toBe(row?.createdAt.toISOString());
    expect(after!.updatedAt.getTime()).toBeGreaterThan(row!.updatedAt.getTime());
    expect(await database.db.select().from(partners).where(eq(partners.id, forgedId))).toHaveLength(0);
  });

  it('FAQ create and inquiries cannot set id, createdAt, updatedAt or status', async () => {
    const faq = await app.request('/api/admin/faq', {
      method: 'POST',
      headers: auth,
      body: { question: 'Owned?', answer: 'No.', id: forgedId, createdAt: longAgo, updatedAt: longAgo },
    });
    expect(faq.status, faq.text).toBe(201);
    expect(faq.body.id).not.toBe(forgedId);
    expect(new Date(faq.body.createdAt).getFullYear()).toBeGreaterThan(2020);

    const inquiry = await app.request('/api/inquiries', {
      method: 'POST',
      body: {
        name: 'Maria Lopez',
        email: 'maria@example.com',
        message: 'Could you tell us about memorial stones?',
        partnerId,
        id: forgedId,
        status: 'responded',
        createdAt: longAgo,
        partnerName: 'Someone Else',
      },
    });
    expect(inquiry.status, inquiry.text).toBe(201);
    expect(inquiry.body).toEqual({
      id: expect.not.stringMatching(forgedId),
      status: 'pending',
      confirmationEmailed: true,
    });
    const [stored] = await database.db.select().from(inquiries).where(eq(inquiries.id, inquiry.body.id));
    expect(stored?.status).toBe('pending');
    expect(stored?.partnerName).toBe('Limits Memorial Chapel');
    expect(stored?.createdAt.getFullYear()).toBeGreaterThan(2020);
  });
});
