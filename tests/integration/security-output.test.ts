import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '~/db/client.server';
import { mailOutbox, type PartnerRow } from '~/db/schema.server';
import { parseCsv } from '~/lib/csv';
import { buildFaqExportCsv } from '~/modules/faq/faq-csv';
import { partnersToCsv } from '~/modules/partners/partner-csv';
import { insertFaqItem } from '../factories/faq';
import { insertPartner } from '../factories/partner';
import { authHeader, createAdminSession } from '../setup/admin-session';
import { startPagesApp, type PagesApp, type RenderedPage } from '../setup/pages-app';
import { createTestDatabase } from '../setup/test-database';
import { startTestApp, type TestApp } from '../setup/test-app';

// Hardening §4: what a hostile admin entry or visitor typed reaches HTML, JSON-LD, CSV and email encoded
// for that context, through the real app: server-rendered pages, the admin API the screens read, the CSV
// builders the screens use on those answers, and the outbox row the mail worker sends as text/plain.
// Narrower cases live in partner-page.test.ts (hostile name on the partner page), public-pages.test.ts
// (hostile city), search-page.test.ts (hostile query), app/lib/csv.test.ts and app/modules/seo/json-ld.test.ts.

const HOSTILE_NAME = '</script><script>alert(1)</script>';
const HOSTILE_DESCRIPTION = 'Family owned <img src=x onerror=alert(2)> since 1950 </script><script>alert(3)</script>';
const HOSTILE_ANSWER = 'Yes. <b onmouseover="alert(4)">Bold</b><script>alert(5)</script>';
const RAW_MARKUP = ['<script>alert(', '<img src=x', '<b onmouseover', '<iframe'];

let database: DatabaseHandle;
let pages: PagesApp;
let api: TestApp;
let auth: { authorization: string };
let hostile: PartnerRow;
let canonicalPath: string;

beforeAll(async () => {
  database = await createTestDatabase();
  hostile = await insertPartner(database.db, {
    name: HOSTILE_NAME,
    description: HOSTILE_DESCRIPTION,
    longDescription: `${HOSTILE_DESCRIPTION}\n\nSecond paragraph <iframe src="https://evil.example">`,
    isPriority: true,
  });
  await insertPartner(database.db, { name: 'Plain Neighbour Chapel', isPriority: true });
  await insertFaqItem(database.db, {
    question: 'Do you <em>really</em> help? </script>',
    answer: HOSTILE_ANSWER,
    appliesTo: 'all',
  });
  pages = await startPagesApp(database, 'https://directory.test');
  api = await startTestApp(database, { RATE_LIMIT_INQUIRY_MAX: '100', RATE_LIMIT_INQUIRY_SENDER_MAX: '1000' });
  auth = authHeader((await createAdminSession(api.context, { username: 'output-admin' })).token);
  const redirect = await pages.get(`/partner/${hostile.id}`);
  canonicalPath = new URL(redirect.location ?? `/partner/${hostile.id}`, 'https://directory.test').pathname;
});

afterAll(async () => {
  await pages?.close();
  await api?.close();
  await database?.close();
});

function jsonLdBlocks(page: RenderedPage): unknown[] {
  return [...page.html.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)].map((match) =>
    JSON.parse(match[1] ?? ''),
  );
}

function expectNoRawMarkup(page: RenderedPage, label: string) {
  for (const markup of RAW_MARKUP) expect(page.html, `${label} carries ${markup}`).not.toContain(markup);
  // Every <script> opened is closed by its own </script>: the hostile name closed none early.
  const opened = page.html.match(/<script\b/g)?.length ?? 0;
  const closed = page.html.match(/<\/script>/g)?.length ?? 0;
  expect(closed, label).toBe(opened);
}

describe('HTML and JSON-LD', () => {
  it('renders the hostile name as text on the partner, city, state, search and home pages', async () => {
    const [, , state, , city] = canonicalPath.split('/');
    const targets = [
      { path: canonicalPath, showsName: true },
      { path: `/state/${state}/city/${city}`, showsName: true },
      { path: `/state/${state}`, showsName: false },
      { path: `/search?q=${encodeURIComponent('alert')}`, showsName: true },
      { path: '/', showsName: false },
    ];
    for (const { path, showsName } of targets) {
      const page = await pages.get(path);
      expect(page.status, path).toBe(200);
      expectNoRawMarkup(page, path);
      if (showsName) expect(page.text, path).toContain(HOSTILE_NAME);
      for (const block of jsonLdBlocks(page)) expect(block, path).toBeTypeOf('object');
    }
  });

  it('keeps the partner JSON-LD one valid block naming the partner exactly, and the description and FAQ answer as text', async () => {
    const page = await pages.get(canonicalPath);
    const blocks = jsonLdBlocks(page);
    const business = blocks.find((block) => JSON.stringify(block).includes('LocalBusiness')) as
      { name?: string } | undefined;
    expect(business?.name).toBe(HOSTILE_NAME);
    expect(page.text).toContain('Family owned <img src=x onerror=alert(2)> since 1950');
    expect(page.html).not.toContain('<iframe');
    expect(page.text).toContain('Yes. <b onmouseover="alert(4)">Bold</b><script>alert(5)</script>');
  });

  it('gives the admin screens the name as JSON data (React renders it as text there)', async () => {
    const found = await api.request(`/api/admin/partners/search?q=${encodeURIComponent('alert')}`, { headers: auth });
    expect(found.status).toBe(200);
    expect(found.headers.get('content-type')).toMatch(/^application\/json/);
    expect(found.body.map((partner: { name: string }) => partner.name)).toContain(HOSTILE_NAME);
  });
});

describe('CSV', () => {
  it("prefixes formula-like cells with ' in the partner and FAQ exports built from the admin API's answers", async () => {
    const formulas = ['=HYPERLINK("https://evil.example","Click")', '+SUM(A1:A9)', "-2+3+cmd|' /C calc'!A0", '@SUM(1)'];
    for (const [index, name] of formulas.entries()) {
      const created = await api.request('/api/admin/partners', {
        method: 'POST',
        headers: auth,
        body: {
          name,
          address: `${index} Main St`,
          city: 'Austin',
          state: 'Texas',
          zipCode: '78701',
          phone: '(512) 555-0100',
        },
      });
      expect(created.status, created.text).toBe(201);
    }
    const listed = await api.request('/api/admin/partners/search?q=&state=Texas', { headers: auth });
    expect(listed.status).toBe(200);
    const rows = parseCsv(partnersToCsv(listed.body));
    const nameColumn = rows.slice(1).map((row) => row[0]);
    for (const formula of formulas) expect(nameColumn).toContain(`'${formula}`);
    expect(nameColumn).toContain(HOSTILE_NAME);

    await api.request('/api/admin/faq', { method: 'POST', headers: auth, body: { question: '=1+1', answer: '@evil' } });
    const faq = await api.request('/api/admin/faq', { headers: auth });
    const faqRows = parseCsv(buildFaqExportCsv(faq.body.items ?? faq.body));
    const cells = faqRows.flat();
    expect(cells).toContain("'=1+1");
    expect(cells).toContain("'@evil");
    expect(cells).not.toContain('=1+1');
  });
});

describe('email', () => {
  it('keeps the inquiry email plain text with the visitor text verbatim, and refuses header injection', async () => {
    const message = 'Hello <b>there</b>\n<script>alert(6)</script>\n<a href="https://evil.example">click</a>';
    const sent = await api.request('/api/inquiries', {
      method: 'POST',
      body: { name: 'Ann <i>Lee</i>', email: 'ann@example.com', message, partnerId: hostile.id },
    });
    expect(sent.status, sent.text).toBe(201);
    const [mail] = await database.db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.subjectId, sent.body.id), eq(mailOutbox.purpose, 'inquiry')));
    expect(mail).toBeDefined();
    // Text only: the outbox has no HTML body at all, and the worker sends `text` (mail-worker.server.ts).
    expect(Object.keys(mail!)).not.toContain('htmlBody');
    expect(mail!.textBody).toContain(message);
    expect(mail!.textBody).toContain(`Name: ${HOSTILE_NAME}`);
    expect(mail!.subject).not.toMatch(/[\r\n]/);

    for (const [field, value] of [
      ['name', 'Ann\r\nBcc: victim@example.com'],
      ['email', 'ann@example.com\r\nBcc: victim@example.com'],
    ]) {
      const injected = await api.request('/api/inquiries', {
        method: 'POST',
        body: {
          name: 'Ann',
          email: 'ann@example.com',
          message: 'Hello there friend',
          partnerId: hostile.id,
          [field!]: value,
        },
      });
      expect(injected.status, `${field}: ${injected.text}`).toBe(400);
      expect(injected.body.errors[field!]).toBeTruthy();
    }
  });
});
