import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '~/db/client.server';
import { insertFaqItem } from '../factories/faq';
import { createTestDatabase } from '../setup/test-database';
import { startTestApp, type TestApp } from '../setup/test-app';

let database: DatabaseHandle;
let app: TestApp;
const partnerId = '6f1c2a34-1b2c-4d5e-8f90-123456789abc';
const otherPartnerId = '7a2b3c4d-5e6f-4a1b-9c2d-3e4f5a6b7c8d';

beforeAll(async () => {
  database = await createTestDatabase();
  const db = database.db;
  const day = (n: number) => new Date(Date.UTC(2024, 0, n));
  // Questions name their audience, so a failing assertion reads like the page it describes.
  await insertFaqItem(db, { question: 'Global second', order: 2, createdAt: day(1) });
  await insertFaqItem(db, { question: 'Global first', order: 1, createdAt: day(5) });
  await insertFaqItem(db, { question: 'Global first, added later', order: 1, createdAt: day(6) });
  await insertFaqItem(db, { question: 'Global pricing', category: 'pricing', order: 0 });
  await insertFaqItem(db, { question: 'Global retired', isActive: false, order: 0 });
  await insertFaqItem(db, { question: 'Homepage only', appliesTo: 'homepage', order: 3 });
  await insertFaqItem(db, { question: 'Homepage retired', appliesTo: 'homepage', isActive: false });
  await insertFaqItem(db, { question: 'Every state', appliesTo: 'state', order: 4 });
  await insertFaqItem(db, { question: 'Texas only', appliesTo: 'state', targetStates: ['Texas'], order: 5 });
  await insertFaqItem(db, { question: 'New York by slug', appliesTo: 'state', targetStates: ['new-york'], order: 5 });
  await insertFaqItem(db, { question: 'Ohio retired', appliesTo: 'state', targetStates: ['Ohio'], isActive: false });
  await insertFaqItem(db, { question: 'Every city', appliesTo: 'city', order: 6 });
  await insertFaqItem(db, { question: 'San Antonio', appliesTo: 'city', targetCities: ['San Antonio'], order: 7 });
  await insertFaqItem(db, {
    question: 'Portland, Oregon',
    appliesTo: 'city',
    targetCities: ['portland'],
    targetStates: ['OR'],
    order: 7,
  });
  await insertFaqItem(db, { question: 'Every partner', appliesTo: 'partner', order: 8 });
  await insertFaqItem(db, { question: 'One partner', appliesTo: 'partner', targetPartners: [partnerId], order: 9 });
  app = await startTestApp(database);
});
afterAll(async () => {
  await app?.close();
  await database?.close();
});

const globalGeneral = ['Global first', 'Global first, added later', 'Global second'];
// With a context, global items of every category come along, in display order.
const globalAll = ['Global pricing', ...globalGeneral];

describe('GET /api/faq', () => {
  it.each([
    ['', globalGeneral],
    ['?category=general', globalGeneral],
    ['?category=pricing', ['Global pricing']],
    ['?category=support', []],
    ['?category=', globalGeneral],
    [
      '?context=homepage',
      ['Global pricing', 'Global first', 'Global first, added later', 'Global second', 'Homepage only'],
    ],
    [
      '?context=homepage&category=pricing',
      ['Global pricing', 'Global first', 'Global first, added later', 'Global second', 'Homepage only'],
    ],
    ['?context=state&state=Texas', [...globalAll, 'Every state', 'Texas only']],
    ['?context=state&state=texas', [...globalAll, 'Every state', 'Texas only']],
    ['?context=state&state=TX', [...globalAll, 'Every state', 'Texas only']],
    ['?context=state&state=TEXAS', [...globalAll, 'Every state', 'Texas only']],
    ['?context=state&state=New%20York', [...globalAll, 'Every state', 'New York by slug']],
    ['?context=state&state=ohio', [...globalAll, 'Every state']],
    ['?context=state', [...globalAll, 'Every state']],
    ['?context=city&state=texas&city=san-antonio', [...globalAll, 'Every city', 'San Antonio']],
    ['?context=city&state=Texas&city=SAN%20ANTONIO', [...globalAll, 'Every city', 'San Antonio']],
    ['?context=city&state=oregon&city=Portland', [...globalAll, 'Every city', 'Portland, Oregon']],
    ['?context=city&state=maine&city=Portland', [...globalAll, 'Every city']],
    ['?context=city&state=texas&city=austin', [...globalAll, 'Every city']],
    [`?context=partner&partnerId=${partnerId}`, [...globalAll, 'Every partner', 'One partner']],
    [`?context=partner&partnerId=${partnerId.toUpperCase()}`, [...globalAll, 'Every partner', 'One partner']],
    [`?context=partner&partnerId=${otherPartnerId}`, [...globalAll, 'Every partner']],
  ])('GET /api/faq%s', async (query, expected) => {
    const { status, body, headers } = await app.request(`/api/faq${query}`);
    expect(status).toBe(200);
    expect(headers.get('cache-control')).toMatch(/^public/);
    expect(body.map((item: { question: string }) => item.question)).toEqual(expected);
  });

  it('returns only id, question and answer, with their French texts (null when there are none)', async () => {
    const { body } = await app.request('/api/faq');
    expect(Object.keys(body[0]).sort()).toEqual(['answer', 'answerFr', 'id', 'question', 'questionFr']);
    expect(body[0].answer).toMatch(/solidified/);
  });

  it.each([
    ['?context=search', /^context: context must be one of homepage, state, city, partner$/],
    ['?category=gossip', /^category: category must be one of general, services/],
    [`?context=state&state=${'x'.repeat(201)}`, /^state: state must be at most 200 characters$/],
    ['?state=a&state=b', /^state: state must be a single value$/],
  ])('refuses %s with a 400 naming the parameter', async (query, message) => {
    const { status, body } = await app.request(`/api/faq${query}`);
    expect(status).toBe(400);
    expect(body.message).toMatch(message);
  });
});
