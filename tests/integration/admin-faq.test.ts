import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { CONTENT_REVISION_MAX_AGE_MS } from '~/lib/http-cache';
import type { DatabaseHandle } from '~/db/client.server';
import { faqItems } from '~/db/schema.server';
import { importFaqs, listAllFaqs } from '~/modules/faq/faq-admin.service.server';
import { buildFaqExportCsv, faqRowsFromCsv } from '~/modules/faq/faq-csv';
import { type AdminFaq, adminFaqSchema } from '~/modules/faq/faq.schema';
import { insertFaqItem } from '../factories/faq';
import { insertPartner } from '../factories/partner';
import { authHeader, createAdminSession } from '../setup/admin-session';
import { type PagesApp, startPagesApp } from '../setup/pages-app';
import { createTestDatabase } from '../setup/test-database';
import { startTestApp, type TestApp } from '../setup/test-app';

// The admin FAQ API (spec §7 admin FAQ calls, §5 rules; design §3 stale → 409, §4 limits and
// all-or-nothing bulk calls) over the real app and database, as the admin screen and any API client see it.

let database: DatabaseHandle;
let app: TestApp;
let auth: { authorization: string };
const missingId = '0b9f8a7e-6d5c-4b3a-9f8e-7d6c5b4a3f2e';

beforeAll(async () => {
  database = await createTestDatabase();
  app = await startTestApp(database);
  auth = authHeader((await createAdminSession(app.context, { username: 'faq-keeper' })).token);
});
afterAll(async () => {
  await app?.close();
  await database?.close();
});
beforeEach(async () => {
  await database.db.delete(faqItems);
});

const api = (path: string, init: { method?: string; body?: unknown } = {}) =>
  app.request(`/api/admin/faq${path}`, { ...init, headers: auth });

const rowOf = async (id: string) => (await database.db.select().from(faqItems).where(eq(faqItems.id, id)))[0];

describe('authentication', () => {
  it.each([
    ['GET', ''],
    ['POST', ''],
    ['PUT', `/${missingId}`],
    ['DELETE', `/${missingId}`],
    ['POST', '/bulk'],
    ['PATCH', '/bulk-edit'],
    ['DELETE', '/bulk-delete'],
  ])('%s /api/admin/faq%s without a token is 401 and changes nothing', async (method, path) => {
    const item = await insertFaqItem(database.db, { question: 'Still here?' });
    const body = {
      question: 'Q',
      answer: 'A',
      faqs: [{ question: 'Q', answer: 'A' }],
      ids: [item.id],
      updates: { order: 5 },
    };
    const response = await app.request(`/api/admin/faq${path}`, { method, body: method === 'GET' ? undefined : body });
    expect(response.status).toBe(401);
    expect(response.body).toMatchObject({ message: 'Authentication required', code: 'UNAUTHENTICATED' });
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await listAllFaqs(database.db)).toEqual([expect.objectContaining({ question: 'Still here?', order: 0 })]);
  });

  it('refuses a token of a deactivated admin', async () => {
    const { token } = await createAdminSession(app.context, { isActive: false });
    const response = await app.request('/api/admin/faq', { headers: authHeader(token) });
    expect(response.status).toBe(401);
  });
});

describe('CRUD', () => {
  it('creates an item with the spec defaults and answers 201 with it', async () => {
    const response = await api('', {
      method: 'POST',
      body: { question: '  How long does it take?  ', answer: 'About six weeks.' },
    });
    expect(response.status).toBe(201);
    // The admin screen reads it with the same schema.
    expect(adminFaqSchema.parse(response.body)).toEqual(response.body);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(response.body).toEqual({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      question: 'How long does it take?',
      answer: 'About six weeks.',
      questionFr: null,
      answerFr: null,
      category: 'general',
      order: 0,
      appliesTo: 'all',
      targetStates: [],
      targetCities: [],
      targetPartners: [],
      targetPartnerLabels: [],
      isActive: true,
      createdAt: expect.any(String),
      updatedAt: response.body.createdAt,
    });
    expect(await rowOf(response.body.id)).toMatchObject({ question: 'How long does it take?', isActive: true });
  });

  it('lists every item, inactive ones too, by category then display order', async () => {
    await insertFaqItem(database.db, { question: 'Support 1', category: 'support', order: 1 });
    await insertFaqItem(database.db, { question: 'General 2', order: 2 });
    await insertFaqItem(database.db, { question: 'General 0 (inactive)', order: 0, isActive: false });
    await insertFaqItem(database.db, {
      question: 'Pricing 0',
      category: 'pricing',
      order: 0,
      appliesTo: 'state',
      targetStates: ['Ohio'],
    });
    const response = await api('');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(response.body.map((item: AdminFaq) => item.question)).toEqual([
      'General 0 (inactive)',
      'General 2',
      'Pricing 0',
      'Support 1',
    ]);
    expect(response.body[2]).toMatchObject({ appliesTo: 'state', targetStates: ['Ohio'], isActive: true });
    expect(response.body[0].isActive).toBe(false);
  });

  it('updates the fields sent, keeps the others, and moves updatedAt', async () => {
    const created = (
      await api('', { method: 'POST', body: { question: 'Old question', answer: 'Old answer', order: 4 } })
    ).body;
    const response = await api(`/${created.id}`, {
      method: 'PUT',
      body: { question: 'New question', appliesTo: 'city', targetCities: ['Austin'], updatedAt: created.updatedAt },
    });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({
      question: 'New question',
      answer: 'Old answer',
      order: 4,
      appliesTo: 'city',
      targetCities: ['Austin'],
    });
    expect(response.body.updatedAt >= created.updatedAt).toBe(true);
    expect(await rowOf(created.id)).toMatchObject({ question: 'New question', answer: 'Old answer' });
  });

  it('answers 409 to an update naming a stale updatedAt, and keeps the other edit', async () => {
    const created = (await api('', { method: 'POST', body: { question: 'Shared item', answer: 'A' } })).body;
    // A colleague saves first...
    const first = await api(`/${created.id}`, {
      method: 'PUT',
      body: { answer: 'Colleague', updatedAt: created.updatedAt },
    });
    expect(first.status).toBe(200);
    // ...on a later millisecond, so the stamps really differ.
    await new Promise((resolve) => setTimeout(resolve, 5));
    const second = await api(`/${created.id}`, {
      method: 'PUT',
      body: { answer: 'Mine', updatedAt: created.updatedAt },
    });
    expect(second.status).toBe(409);
    expect(second.body.code).toBe('CONFLICT');
    // The stored item comes with the refusal, so the form can show the newer version.
    expect(second.body.current).toMatchObject({ id: created.id, answer: 'Colleague', updatedAt: first.body.updatedAt });
    expect((await rowOf(created.id))?.answer).toBe('Colleague');
    // With the current stamp the edit goes through.
    const third = await api(`/${created.id}`, {
      method: 'PUT',
      body: { answer: 'Mine', updatedAt: first.body.updatedAt },
    });
    expect(third.status).toBe(200);
  });

  it('accepts the updatedAt of an item whose stamp has microseconds (rows written by SQL defaults)', async () => {
    const [row] = await database.db.insert(faqItems).values({ question: 'Seeded', answer: 'A' }).returning();
    const listed = (await api('')).body.find((item: AdminFaq) => item.id === row?.id);
    const response = await api(`/${row?.id}`, {
      method: 'PUT',
      body: { isActive: false, updatedAt: listed.updatedAt },
    });
    expect(response.status).toBe(200);
    expect(response.body.isActive).toBe(false);
  });

  it('deletes an item (204), then it is gone (404)', async () => {
    const item = await insertFaqItem(database.db);
    expect((await api(`/${item.id}`, { method: 'DELETE' })).status).toBe(204);
    expect(await rowOf(item.id)).toBeUndefined();
    const again = await api(`/${item.id}`, { method: 'DELETE' });
    expect(again.status).toBe(404);
    expect(again.body.message).toBe('FAQ item not found');
  });

  it('answers 404 for an unknown id and 400 for an id that is not a uuid', async () => {
    expect((await api(`/${missingId}`, { method: 'PUT', body: { order: 1 } })).status).toBe(404);
    for (const [method, body] of [
      ['PUT', { order: 1 }],
      ['DELETE', undefined],
    ] as const) {
      const response = await api('/42', { method, body });
      expect(response.status).toBe(400);
      expect(response.body.message).toBe('Invalid FAQ data: id: id must be a FAQ item id');
    }
  });
});

describe('validation', () => {
  it.each([
    ['nothing', {}, { question: 'Question is required', answer: 'Answer is required' }],
    ['a blank question', { question: '   ', answer: 'A' }, { question: 'Question is required' }],
    [
      'a 501-character question',
      { question: 'Q'.repeat(501), answer: 'A' },
      { question: 'Question must be at most 500 characters' },
    ],
    [
      'a 10,001-character answer',
      { question: 'Q', answer: 'A'.repeat(10_001) },
      { answer: 'Answer must be at most 10000 characters' },
    ],
    ['order 1000', { question: 'Q', answer: 'A', order: 1000 }, { order: 'Order must be between 0 and 999' }],
    ['order -1', { question: 'Q', answer: 'A', order: -1 }, { order: 'Order must be between 0 and 999' }],
    ['order 2.5', { question: 'Q', answer: 'A', order: 2.5 }, { order: 'Order must be a whole number' }],
    ['order as text', { question: 'Q', answer: 'A', order: '3' }, { order: 'Order must be a number' }],
    [
      'an unknown category',
      { question: 'Q', answer: 'A', category: 'gossip' },
      { category: expect.stringMatching(/^Category must be one of general, services/) },
    ],
    [
      'an unknown scope',
      { question: 'Q', answer: 'A', appliesTo: 'planet' },
      { appliesTo: expect.stringMatching(/^Applies to must be one of all, homepage/) },
    ],
    [
      'a target list as text',
      { question: 'Q', answer: 'A', targetStates: 'Texas' },
      { targetStates: 'Target states must be a list' },
    ],
    [
      'an empty target entry',
      { question: 'Q', answer: 'A', targetCities: ['Austin', ' '] },
      { 'targetCities.1': 'Target cities cannot contain an empty entry' },
    ],
    [
      'a target entry with a comma',
      { question: 'Q', answer: 'A', targetStates: ['Portland, OR'] },
      { 'targetStates.0': 'Target states entries cannot contain a comma' },
    ],
    ['isActive as text', { question: 'Q', answer: 'A', isActive: 'yes' }, { isActive: 'Active must be true or false' }],
  ])('POST with %s → 400 with field errors', async (_case, body, errors) => {
    const response = await api('', { method: 'POST', body });
    expect(response.status).toBe(400);
    expect(response.body.code).toBe('VALIDATION');
    // Spec §8: the client maps 'Invalid FAQ data' to 'Please check all required fields and try again.'
    expect(response.body.message).toMatch(/^Invalid FAQ data: /);
    expect(response.body.errors).toEqual(errors);
    expect(await listAllFaqs(database.db)).toEqual([]);
  });

  it('refuses a bad PUT with the same rules, changing nothing', async () => {
    const item = await insertFaqItem(database.db, { question: 'Keep me' });
    const response = await api(`/${item.id}`, { method: 'PUT', body: { question: '', order: 5 } });
    expect(response.status).toBe(400);
    expect(response.body.errors).toEqual({ question: 'Question is required' });
    expect(await rowOf(item.id)).toMatchObject({ question: 'Keep me', order: 0 });
  });

  it('answers malformed JSON with 400, never 500', async () => {
    const response = await app.request('/api/admin/faq', { method: 'POST', body: '{"question":', headers: auth });
    expect(response.status).toBe(400);
  });
});

describe('bulk edit', () => {
  it('changes only the named fields of only the named items, in one call', async () => {
    const db = database.db;
    const a = await insertFaqItem(db, {
      question: 'A',
      category: 'general',
      order: 1,
      appliesTo: 'state',
      targetStates: ['Texas'],
    });
    const b = await insertFaqItem(db, { question: 'B', category: 'pricing', order: 2 });
    const untouched = await insertFaqItem(db, { question: 'C', category: 'general', order: 3 });
    const response = await api('/bulk-edit', {
      method: 'PATCH',
      body: { ids: [a.id, b.id, a.id], updates: { isActive: false, category: 'support' } },
    });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ updatedCount: 2 });
    expect(await rowOf(a.id)).toMatchObject({
      question: 'A',
      category: 'support',
      order: 1,
      appliesTo: 'state',
      targetStates: ['Texas'],
      isActive: false,
    });
    expect(await rowOf(b.id)).toMatchObject({
      question: 'B',
      category: 'support',
      order: 2,
      appliesTo: 'all',
      isActive: false,
    });
    expect(await rowOf(untouched.id)).toEqual(untouched);
  });

  it('sets a scope with its targets, and an order', async () => {
    const item = await insertFaqItem(database.db, { order: 9 });
    const response = await api('/bulk-edit', {
      method: 'PATCH',
      body: { ids: [item.id], updates: { appliesTo: 'city', targetCities: ['Austin', 'Houston'], order: 0 } },
    });
    expect(response.body).toEqual({ updatedCount: 1 });
    expect(await rowOf(item.id)).toMatchObject({
      appliesTo: 'city',
      targetCities: ['Austin', 'Houston'],
      order: 0,
      isActive: true,
    });
  });

  it.each([
    ['no ids', { ids: [], updates: { order: 1 } }, { ids: 'Select at least one FAQ item' }],
    ['an id that is not a uuid', { ids: ['nope'], updates: { order: 1 } }, { 'ids.0': 'id must be a FAQ item id' }],
    ['no field', { ids: [missingId], updates: {} }, { updates: 'Please select at least one field to update' }],
    [
      'order 1000',
      { ids: [missingId], updates: { order: 1000 } },
      { 'updates.order': 'Order must be between 0 and 999' },
    ],
    [
      '2,001 ids',
      { ids: Array.from({ length: 2001 }, () => missingId), updates: { order: 1 } },
      { ids: 'At most 2000 FAQ items can be changed at once' },
    ],
  ])('refuses %s with 400 and field errors', async (_case, body, errors) => {
    const response = await api('/bulk-edit', { method: 'PATCH', body });
    expect(response.status).toBe(400);
    expect(response.body.message).toMatch(/^Invalid FAQ data: /);
    expect(response.body.errors).toEqual(errors);
  });

  it('fails as a whole when an id does not exist, naming it', async () => {
    const item = await insertFaqItem(database.db, { order: 1 });
    const response = await api('/bulk-edit', {
      method: 'PATCH',
      body: { ids: [item.id, missingId], updates: { order: 7 } },
    });
    expect(response.status).toBe(404);
    expect(response.body.message).toBe(`FAQ items not found: ${missingId}`);
    expect((await rowOf(item.id))?.order).toBe(1);
  });
});

describe('bulk delete', () => {
  it('deletes exactly the named items and counts them', async () => {
    const [a, b, kept] = await Promise.all([1, 2, 3].map((order) => insertFaqItem(database.db, { order })));
    const response = await api('/bulk-delete', { method: 'DELETE', body: { ids: [a!.id, b!.id] } });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ deletedCount: 2 });
    expect((await listAllFaqs(database.db)).map((item) => item.id)).toEqual([kept!.id]);
  });

  it('deletes nothing when any id is unknown, and names the missing ones (the screen says it failed)', async () => {
    const item = await insertFaqItem(database.db);
    const response = await api('/bulk-delete', { method: 'DELETE', body: { ids: [item.id, missingId] } });
    expect(response.status).toBe(404);
    expect(response.body).toMatchObject({ code: 'NOT_FOUND', message: `FAQ items not found: ${missingId}` });
    expect(await rowOf(item.id)).toBeDefined();
  });

  it('refuses an empty or malformed list', async () => {
    expect((await api('/bulk-delete', { method: 'DELETE', body: { ids: [] } })).status).toBe(400);
    expect((await api('/bulk-delete', { method: 'DELETE', body: {} })).body.errors).toEqual({
      ids: 'ids must be a list of FAQ item ids',
    });
  });
});

describe('bulk upload', () => {
  it('imports rows with the spec defaults (category general, order = row index, all pages, active)', async () => {
    const response = await api('/bulk', {
      method: 'POST',
      body: {
        faqs: [
          { question: 'First', answer: 'One' },
          { question: 'Second', answer: 'Two', category: 'pricing', order: 40, isActive: false },
          { question: 'Third', answer: 'Three', targetStates: ['Texas', 'Florida'] },
          { question: 'Fourth', answer: 'Four', appliesTo: 'homepage', category: null },
        ],
      },
    });
    expect(response.status).toBe(201);
    expect(response.body).toEqual({ count: 4, created: 4, updated: 0 });
    const byQuestion = Object.fromEntries((await listAllFaqs(database.db)).map((item) => [item.question, item]));
    expect(byQuestion.First).toMatchObject({
      category: 'general',
      order: 0,
      appliesTo: 'all',
      isActive: true,
      targetStates: [],
    });
    expect(byQuestion.Second).toMatchObject({ category: 'pricing', order: 40, isActive: false });
    // Targets without a scope target their places (the template has no appliesTo column).
    expect(byQuestion.Third).toMatchObject({ order: 2, appliesTo: 'state', targetStates: ['Texas', 'Florida'] });
    expect(byQuestion.Fourth).toMatchObject({ order: 3, appliesTo: 'homepage', category: 'general' });
  });

  it('writes nothing when rows are bad, and names every bad row and field at once', async () => {
    await insertFaqItem(database.db, { question: 'Existing' });
    const response = await api('/bulk', {
      method: 'POST',
      body: {
        faqs: [
          { question: 'Good one', answer: 'Fine' },
          { question: 'Good two', answer: 'Fine' },
          { question: '', answer: 'No question' },
          { question: 'Bad four', answer: 'Fine', order: 5000, targetStates: ['Atlantis'] },
        ],
      },
    });
    expect(response.status).toBe(400);
    expect(response.body.message).toBe(
      'Invalid data in row 3: question: Question is required; row 4: order: Order must be between 0 and 999; ' +
        'row 4: targetStates: Target states must be US states or Canadian provinces, not "Atlantis"',
    );
    expect(response.body.errors).toEqual({
      'faqs.2.question': 'Question is required',
      'faqs.3.order': 'Order must be between 0 and 999',
      'faqs.3.targetStates': 'Target states must be US states or Canadian provinces, not "Atlantis"',
    });
    expect((await listAllFaqs(database.db)).map((item) => item.question)).toEqual(['Existing']);
  });

  it('is idempotent: the same file again changes nothing, and a matching row updates its item', async () => {
    const csv = [
      'question,answer,category,targetStates,targetCities',
      'How long does it take?,About three weeks.,process,"Texas, Florida",',
      'Is it safe?,Yes.,general,,',
      'Is it safe?,Yes for Texas.,general,Texas,',
    ].join('\n');
    const first = await api('/bulk', { method: 'POST', body: { faqs: faqRowsFromCsv(csv) } });
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({ count: 3, created: 3, updated: 0 });
    const before = await listAllFaqs(database.db);
    expect(before).toHaveLength(3);

    const again = await api('/bulk', { method: 'POST', body: { faqs: faqRowsFromCsv(csv) } });
    expect(again.status).toBe(201);
    expect(again.body).toMatchObject({ count: 3, created: 0, updated: 0 });
    expect(await listAllFaqs(database.db)).toEqual(before);

    // Same question and targets (states in any spelling, any order, any case): the answer and category
    // change on the item that is there; another target is another item.
    const edited = [
      'question,answer,category,targetStates,targetCities',
      ' how long does it  TAKE? ,About two weeks now.,pricing,"FL, tx",',
      'Is it safe?,Yes for Ohio.,general,Ohio,',
    ].join('\n');
    const third = await api('/bulk', { method: 'POST', body: { faqs: faqRowsFromCsv(edited) } });
    expect(third.body).toMatchObject({ count: 2, created: 1, updated: 1 });
    const after = await listAllFaqs(database.db);
    expect(after).toHaveLength(4);
    const howLong = after.find((item) => item.id === before.find((b) => b.question.startsWith('How long'))?.id);
    expect(howLong).toMatchObject({ answer: 'About two weeks now.', category: 'pricing', order: 0 });
    // Columns the file does not have (order, isActive) stay as they were on an update.
    const texas = after.find((item) => item.answer === 'Yes for Texas.');
    expect(texas).toMatchObject({ order: 2, isActive: true });
  });

  it('writes a question repeated within one file once, the last row winning', async () => {
    const response = await api('/bulk', {
      method: 'POST',
      body: {
        faqs: [
          { question: 'Twice?', answer: 'First answer' },
          { question: 'Twice?', answer: 'Last answer' },
        ],
      },
    });
    expect(response.body).toMatchObject({ count: 2, created: 1, updated: 0 });
    expect((await listAllFaqs(database.db)).map((item) => item.answer)).toEqual(['Last answer']);
  });

  it.each([
    [{ faqs: [] }, 'Invalid FAQ data: faqs: Add at least one FAQ item'],
    [{}, 'Invalid FAQ data: faqs: faqs must be a list of FAQ items'],
    [{ faqs: ['just text'] }, 'Invalid data in row 1: Each FAQ item must be an object'],
    [
      { faqs: [{ question: 'Q', answer: 'A', category: 'gossip' }] },
      expect.stringMatching(/^Invalid data in row 1: category: Category must be one of/),
    ],
  ])('refuses %j with 400', async (body, message) => {
    const response = await api('/bulk', { method: 'POST', body });
    expect(response.status).toBe(400);
    expect(response.body.message).toEqual(message);
  });

  it('takes a body far over the API-wide 100 kB (up to 5 MB) on this route only', async () => {
    const answer = 'A calm and complete answer. '.repeat(70); // about 2 kB
    const faqs = Array.from({ length: 1000 }, (_, index) => ({ question: `Question ${index}`, answer }));
    const response = await api('/bulk', { method: 'POST', body: { faqs } });
    expect(response.status).toBe(201);
    expect(response.body).toEqual({ count: 1000, created: 1000, updated: 0 });
    expect((await listAllFaqs(database.db)).length).toBe(1000);
    const orders = (await listAllFaqs(database.db)).map((item) => item.order);
    expect(Math.max(...orders)).toBe(999);

    // The same size elsewhere is refused by the 100 kB limit.
    const create = await api('', {
      method: 'POST',
      body: { question: 'Q', answer: 'A', padding: 'x'.repeat(200_000) },
    });
    expect(create.status).toBe(413);
  });

  it('refuses more than 5 MB (413) and more than 5,000 rows (400)', async () => {
    const big = await api('/bulk', {
      method: 'POST',
      body: { faqs: [{ question: 'Q', answer: 'x'.repeat(5_300_000) }] },
    });
    expect(big.status).toBe(413);
    const many = await api('/bulk', {
      method: 'POST',
      body: { faqs: Array.from({ length: 5001 }, () => ({ question: 'Q', answer: 'A' })) },
    });
    expect(many.status).toBe(400);
    expect(many.body.message).toBe('Invalid FAQ data: faqs: At most 5000 FAQ items can be uploaded at once');
    expect(await listAllFaqs(database.db)).toEqual([]);
  });
});

describe('CSV export → import round trip', () => {
  it('gives back every field of every item', async () => {
    const db = database.db;
    await insertFaqItem(db, {
      question: '=HYPERLINK("http://evil.example","Click")',
      answer: 'Line one, with a comma.\nLine two with "quotes".',
      category: 'pricing',
      order: 7,
      appliesTo: 'state',
      targetStates: ['Texas', 'New York'],
      isActive: false,
    });
    await insertFaqItem(db, {
      question: '-Is a dash first kept?',
      answer: '@mention and +plus',
      questionFr: '-Le tiret reste-t-il?',
      answerFr: '=« Oui », avec des guillemets.\nSur deux lignes.',
      category: 'process',
      order: 0,
      appliesTo: 'city',
      targetStates: ['Oregon'],
      targetCities: ['Portland', 'Salem'],
    });
    await insertFaqItem(db, {
      question: 'Partner question',
      answer: 'Québec, Montréal — accents stay.',
      category: 'support',
      order: 999,
      appliesTo: 'partner',
      targetPartners: [(await insertPartner(db, { name: 'Round Trip Chapel', city: 'Austin', state: 'Texas' })).id],
    });
    await insertFaqItem(db, { question: 'Homepage only', answer: 'Plain.', appliesTo: 'homepage', order: 3 });
    const fields = (item: AdminFaq) => {
      const { id: _id, createdAt: _createdAt, updatedAt: _updatedAt, ...rest } = item;
      return rest;
    };
    const exported = (await listAllFaqs(db)).map(fields);

    const csv = buildFaqExportCsv(await listAllFaqs(db));
    // Formula-like cells are neutralised in the file (design §4)...
    expect(csv).toContain(`"'=HYPERLINK(""http://evil.example"",""Click"")"`);
    expect(csv).toContain(`'-Is a dash first kept?`);
    expect(csv.split('\r\n')[0]).toBe(
      'question,answer,category,order,appliesTo,targetStates,targetCities,targetPartners,isActive,questionFr,answerFr',
    );

    await db.delete(faqItems);
    expect(await importFaqs(db, faqRowsFromCsv(csv), { actor: { id: null, username: 'test', email: null } })).toEqual({
      count: 4,
      created: 4,
      updated: 0,
    });
    // ...and come back as they were.
    expect((await listAllFaqs(db)).map(fields)).toEqual(exported);
  });
});

describe('target partners', () => {
  let hill: { id: string };
  let brook: { id: string };
  beforeAll(async () => {
    hill = await insertPartner(database.db, { name: 'Hillcrest Funeral Home', city: 'Dallas', state: 'Texas' });
    brook = await insertPartner(database.db, { name: 'Brookside Chapel', city: 'Dayton', state: 'Ohio' });
  });

  it('lists every item with the name and place of each target partner, in the order stored', async () => {
    await insertFaqItem(database.db, {
      question: 'Two partners?',
      appliesTo: 'partner',
      targetPartners: [brook.id, hill.id],
    });
    await insertFaqItem(database.db, { question: 'One partner?', appliesTo: 'partner', targetPartners: [hill.id] });
    await insertFaqItem(database.db, { question: 'Everywhere?' });

    const response = await api('');
    expect(response.status).toBe(200);
    const byQuestion = new Map((response.body as AdminFaq[]).map((item) => [item.question, item]));
    expect(byQuestion.get('Two partners?')?.targetPartnerLabels).toEqual([
      { id: brook.id, name: 'Brookside Chapel', city: 'Dayton', state: 'Ohio' },
      { id: hill.id, name: 'Hillcrest Funeral Home', city: 'Dallas', state: 'Texas' },
    ]);
    expect(byQuestion.get('One partner?')?.targetPartnerLabels.map((partner) => partner.name)).toEqual([
      'Hillcrest Funeral Home',
    ]);
    expect(byQuestion.get('Everywhere?')?.targetPartnerLabels).toEqual([]);
  });

  it('answers a create with the target partners named', async () => {
    const response = await api('', {
      method: 'POST',
      body: { question: 'Named?', answer: 'Yes.', appliesTo: 'partner', targetPartners: [hill.id] },
    });
    expect(response.status).toBe(201);
    expect((response.body as AdminFaq).targetPartnerLabels.map((partner) => partner.name)).toEqual([
      'Hillcrest Funeral Home',
    ]);
  });

  const ghost = '11111111-2222-4333-8444-555555555555';

  it('refuses a create naming unknown partners with 400 on targetPartners listing them, storing nothing', async () => {
    const response = await api('', {
      method: 'POST',
      body: { question: 'Ghosts?', answer: 'No.', appliesTo: 'partner', targetPartners: [hill.id, ghost, 'p-legacy'] },
    });
    expect(response.status).toBe(400);
    const body = response.body as { message: string; errors: Record<string, string> };
    expect(body.errors.targetPartners).toBe(`Unknown partner ids: ${ghost}, p-legacy`);
    expect(body.message).toContain('targetPartners');
    expect(await database.db.select().from(faqItems)).toEqual([]);
  });

  it('refuses an update and a bulk edit naming an unknown partner, changing nothing', async () => {
    const item = await insertFaqItem(database.db, {
      question: 'Kept?',
      appliesTo: 'partner',
      targetPartners: [hill.id],
    });
    const put = await api(`/${item.id}`, { method: 'PUT', body: { targetPartners: [brook.id, ghost] } });
    expect(put.status).toBe(400);
    expect((put.body as { errors: Record<string, string> }).errors.targetPartners).toBe(
      `Unknown partner ids: ${ghost}`,
    );
    const bulk = await api('/bulk-edit', {
      method: 'PATCH',
      body: { ids: [item.id], updates: { appliesTo: 'partner', targetPartners: [ghost] } },
    });
    expect(bulk.status).toBe(400);
    expect((bulk.body as { errors: Record<string, string> }).errors.targetPartners).toBe(
      `Unknown partner ids: ${ghost}`,
    );
    expect((await rowOf(item.id))?.targetPartners).toEqual([hill.id]);
  });

  it('saves an item whose stored target partner was deleted since, refusing only ids the edit adds', async () => {
    const item = await insertFaqItem(database.db, {
      question: 'Outlived its partner?',
      appliesTo: 'partner',
      targetPartners: [hill.id, ghost],
    });
    const kept = await api(`/${item.id}`, {
      method: 'PUT',
      body: { answer: 'Still true.', targetPartners: [hill.id, ghost] },
    });
    expect(kept.status).toBe(200);
    expect((await rowOf(item.id))?.answer).toBe('Still true.');
    const added = await api(`/${item.id}`, { method: 'PUT', body: { targetPartners: [hill.id, ghost, 'p-legacy'] } });
    expect(added.status).toBe(400);
    expect((added.body as { errors: Record<string, string> }).errors.targetPartners).toBe(
      'Unknown partner ids: p-legacy',
    );
  });

  it('refuses an upload whose rows name unknown partners, naming each row, and writes nothing', async () => {
    const response = await api('/bulk', {
      method: 'POST',
      body: {
        faqs: [
          { question: 'Fine?', answer: 'Yes.', appliesTo: 'partner', targetPartners: [hill.id] },
          { question: 'Ghost?', answer: 'No.', appliesTo: 'partner', targetPartners: [ghost] },
        ],
      },
    });
    expect(response.status).toBe(400);
    const body = response.body as { message: string; errors: Record<string, string> };
    expect(body.message).toBe(`Invalid data in row 2: targetPartners: Unknown partner ids: ${ghost}`);
    expect(body.errors['faqs.1.targetPartners']).toBe(`Unknown partner ids: ${ghost}`);
    expect(await database.db.select().from(faqItems)).toEqual([]);
  });
});

describe('public effect', () => {
  let pages: PagesApp;
  let partnerId: string;

  beforeAll(async () => {
    pages = await startPagesApp(database, 'https://directory.test');
    await insertPartner(database.db, { name: 'Austin Memorial Chapel', city: 'Austin', state: 'Texas' });
    await insertPartner(database.db, { name: 'Columbus Cremation', city: 'Columbus', state: 'Ohio', zipCode: '43215' });
    partnerId = (await insertPartner(database.db, { name: 'Target Partner', city: 'Austin', state: 'Texas' })).id;
  }, 120_000);
  afterAll(async () => {
    await pages?.close();
  });

  const publicQuestions = async (query: string) =>
    ((await app.request(`/api/faq?${query}`)).body as { question: string }[]).map((item) => item.question);

  it('shows a created item on the pages it targets, and hides it once inactive', async () => {
    const texas = (
      await api('', {
        method: 'POST',
        body: {
          question: 'Texas-only question?',
          answer: 'Only Texans see this.',
          appliesTo: 'state',
          targetStates: ['Texas'],
        },
      })
    ).body as AdminFaq;
    await api('', {
      method: 'POST',
      body: { question: 'Homepage question?', answer: 'On the home page.', appliesTo: 'homepage' },
    });
    await api('', {
      method: 'POST',
      body: { question: 'Austin question?', answer: 'Austin only.', appliesTo: 'city', targetCities: ['Austin'] },
    });
    await api('', {
      method: 'POST',
      body: {
        question: 'Partner question?',
        answer: 'One partner.',
        appliesTo: 'partner',
        targetPartners: [partnerId],
      },
    });

    expect(await publicQuestions('context=state&state=texas')).toContain('Texas-only question?');
    expect(await publicQuestions('context=state&state=ohio')).not.toContain('Texas-only question?');
    expect(await publicQuestions('context=homepage')).toEqual(['Homepage question?']);
    expect(await publicQuestions('context=city&state=texas&city=austin')).toEqual(['Austin question?']);
    expect(await publicQuestions(`context=partner&partnerId=${partnerId}`)).toEqual(['Partner question?']);

    // The server-rendered pages, as a family's phone receives them.
    expect((await pages.get('/state/texas')).text).toContain('Texas-only question? Only Texans see this.');
    expect((await pages.get('/state/ohio')).text).not.toContain('Texas-only question?');
    expect((await pages.get('/')).text).toContain('Homepage question?');
    expect((await pages.get('/state/texas/city/austin')).text).toContain('Austin question?');
    // /partner/{id} moves to the partner's canonical address, which renders its FAQ block.
    const moved = await pages.get(`/partner/${partnerId}`);
    expect(moved.status).toBe(301);
    const partnerPage = await pages.get(new URL(moved.location ?? '', pages.baseUrl).pathname);
    expect(partnerPage.status).toBe(200);
    expect(partnerPage.text).toContain('Partner question? One partner.');

    const deactivated = await api(`/${texas.id}`, {
      method: 'PUT',
      body: { isActive: false, updatedAt: texas.updatedAt },
    });
    expect(deactivated.status).toBe(200);
    expect(await publicQuestions('context=state&state=texas')).not.toContain('Texas-only question?');
    // The pages run as another instance over the same database: it sees the write once its copy of the
    // content revision is older than CONTENT_REVISION_MAX_AGE_MS (production instances also hear a notification).
    await vi.waitFor(async () => expect((await pages.get('/state/texas')).text).not.toContain('Texas-only question?'), {
      timeout: CONTENT_REVISION_MAX_AGE_MS * 5,
      interval: 200,
    });
  });
});
