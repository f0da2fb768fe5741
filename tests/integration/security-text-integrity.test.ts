import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '~/db/client.server';
import { faqItems, inquiries, mailOutbox, partners, type PartnerRow } from '~/db/schema.server';
import { insertPartner } from '../factories/partner';
import { authHeader, createAdminSession } from '../setup/admin-session';
import { metaOf, type PagesApp, startPagesApp, titleOf } from '../setup/pages-app';
import { createTestDatabase } from '../setup/test-database';
import { startTestApp, type TestApp } from '../setup/test-app';

// Hardening: text is stored as sent or refused, never silently turned into U+FFFD, and a name cannot
// reorder the page title, meta tags, JSON-LD or an email with bidirectional control characters.

const LONE_SURROGATE = '\\ud800'; // as it travels in JSON: an escape the parser turns into half a pair
const BIDI = /[\u202A-\u202E\u2066-\u2069\u200E\u200F\u061C]/;

describe('the API', () => {
  let database: DatabaseHandle;
  let app: TestApp;
  let auth: { authorization: string };
  let partnerId: string;

  beforeAll(async () => {
    database = await createTestDatabase();
    app = await startTestApp(database, { RATE_LIMIT_INQUIRY_MAX: '1000', RATE_LIMIT_INQUIRY_SENDER_MAX: '1000' });
    auth = authHeader((await createAdminSession(app.context, { username: 'text-admin' })).token);
    partnerId = (await insertPartner(database.db, { name: 'Integrity Chapel' })).id;
  });

  afterAll(async () => {
    await app?.close();
    await database?.close();
  });

  const cases: Array<[string, string, string, boolean, string]> = [
    [
      'POST',
      '/api/inquiries',
      `{"name":"Ann ${LONE_SURROGATE}","email":"ann@example.com","message":"Hello, are you there?","partnerId":"PID"}`,
      false,
      'name',
    ],
    ['POST', '/api/admin/faq', `{"question":"Why ${LONE_SURROGATE}?","answer":"Because."}`, true, 'question'],
    [
      'POST',
      '/api/admin/partners',
      `{"name":"Proper Chapel","address":"1 Main St","city":"Austin","state":"Texas","zipCode":"78701","phone":"(512) 555-0100","servicesOffered":["Cremation","Bad ${LONE_SURROGATE}"]}`,
      true,
      'servicesOffered.1',
    ],
  ];

  it.each(cases)(
    '%s %s refuses a lone surrogate with a 400 naming the field',
    async (method, path, body, signedIn, field) => {
      const response = await app.request(path, {
        method,
        body: body.replace('PID', partnerId),
        headers: signedIn ? auth : {},
      });
      expect(response.status, response.text).toBe(400);
      expect(response.body.message).toContain(field);
      expect(response.body.errors?.[field]).toMatch(/not valid unicode/i);
    },
  );

  it('stored none of those', async () => {
    expect(await database.db.select().from(inquiries)).toHaveLength(0);
    expect(await database.db.select().from(faqItems)).toHaveLength(0);
    expect(await database.db.select().from(partners)).toHaveLength(1);
  });

  it('refuses a JSON body that is not valid UTF-8 with a 400, on the 100 kB parser and on an import', async () => {
    const invalid = (json: string) => {
      const [before, after] = json.split('INVALID') as [string, string];
      return Buffer.concat([Buffer.from(before), Buffer.from([0xc3, 0x28, 0xff]), Buffer.from(after)]);
    };
    const sent = [
      await fetch(`${app.baseUrl}/api/inquiries`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: invalid(
          `{"name":"Ann INVALID","email":"ann@example.com","message":"Hello, are you there?","partnerId":"${partnerId}"}`,
        ),
      }),
      await fetch(`${app.baseUrl}/api/admin/faq/bulk`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...auth },
        body: invalid('{"faqs":[{"question":"Why INVALID?","answer":"Because."}]}'),
      }),
    ];
    for (const response of sent) {
      expect(response.status).toBe(400);
      expect(((await response.json()) as { message: string }).message).toMatch(/not valid UTF-8/);
    }
    expect(await database.db.select().from(inquiries)).toHaveLength(0);
    expect(await database.db.select().from(faqItems)).toHaveLength(0);
  });

  it('answers a body nested absurdly deep with a 400, not a 500 (the text check does not overflow)', async () => {
    const deep = `{"a":${'['.repeat(40_000)}"x\\ud800"${']'.repeat(40_000)}}`;
    const response = await app.request('/api/inquiries', { method: 'POST', body: deep });
    expect(response.status, response.text.slice(0, 200)).toBe(400);
  });

  it('still stores text with real astral characters and accents as sent', async () => {
    const name = 'Zoë 🌷 Núñez';
    const response = await app.request('/api/inquiries', {
      method: 'POST',
      body: { name, email: 'zoe@example.com', message: 'Bonjour, ça va? 🌷', partnerId },
    });
    expect(response.status, response.text).toBe(201);
    const rows = await database.db.select().from(inquiries);
    expect(rows.map((row) => row.name)).toEqual([name]);
  });
});

describe('a partner named with bidirectional control characters', () => {
  let database: DatabaseHandle;
  let pages: PagesApp;
  let api: TestApp;
  let partner: PartnerRow;
  // U+202E turns what follows right-to-left: "Chapel gpj.exe" would read as "Chapel exe.jpg".
  const name = 'Trusted \u202Egpj.exe\u202C Chapel \u2066x\u2069\u200F';

  beforeAll(async () => {
    database = await createTestDatabase();
    partner = await insertPartner(database.db, { name, description: `${name} serves Austin.` });
    pages = await startPagesApp(database, 'https://directory.test');
    api = await startTestApp(database);
  });

  afterAll(async () => {
    await api?.close();
    await pages?.close();
    await database?.close();
  });

  it('shows a title, meta and Open Graph tags and JSON-LD without them', async () => {
    const page = await pages.get(`/state/${partner.stateSlug}/city/${partner.citySlug}/${partner.id}`);
    expect(page.status).toBe(200);
    const title = titleOf(page);
    expect(title).toContain('Trusted gpj.exe Chapel x');
    expect(title).not.toMatch(BIDI);
    for (const key of ['description', 'og:title', 'og:description', 'twitter:title', 'twitter:description']) {
      expect(metaOf(page, key), key).not.toBe('');
      expect(metaOf(page, key), key).not.toMatch(BIDI);
    }
    const jsonLd = [...page.html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
      (match) => match[1] ?? '',
    );
    expect(jsonLd.length).toBeGreaterThan(0);
    for (const block of jsonLd) expect(JSON.stringify(JSON.parse(block))).not.toMatch(BIDI);
    expect(jsonLd.join('')).toContain('Trusted gpj.exe Chapel x');
    // Where the name is shown in the page, it is isolated from the text around it.
    expect(page.html).toMatch(/<h1[^>]*>[\s\S]*?<bdi>Trusted/);
  });

  it('writes the inquiry email without them', async () => {
    const response = await api.request('/api/inquiries', {
      method: 'POST',
      body: {
        name: 'Ann \u202Eevil',
        email: 'ann@example.com',
        message: 'Hello, are you there?',
        partnerId: partner.id,
      },
    });
    expect(response.status, response.text).toBe(201);
    const [mail] = await database.db.select().from(mailOutbox).where(eq(mailOutbox.purpose, 'inquiry'));
    expect(mail?.subject).toContain('Trusted gpj.exe Chapel x');
    expect(mail?.subject).not.toMatch(BIDI);
    expect(mail?.textBody).toContain('Name: Trusted gpj.exe Chapel x');
    expect(mail?.textBody).not.toMatch(BIDI);
  });
});
