import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '~/db/client.server';
import { readContentRevision } from '~/db/content-revision.server';
import { listPublicFaqs } from '~/modules/faq/faq.service.server';
import { insertFaqItem } from '../factories/faq';
import { createTestDatabase } from '../setup/test-database';

// Pages read the FAQ at the request's content revision: once per revision and process, not once per page.

let database: DatabaseHandle;

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database?.close();
});

describe('the FAQ items kept per content revision', () => {
  it('serves a revision from the copy read at it, and reads again at the next revision', async () => {
    const db = database.db;
    const first = await insertFaqItem(db, { question: 'What is kept?' });
    const revision = await readContentRevision(db);
    const questions = async (at: number) =>
      (await listPublicFaqs(db, { context: 'homepage', contentRevision: at })).map((item) => item.question);
    expect(await questions(revision)).toEqual([first.question]);

    // A write moves the revision on; a request still reading at the old one gets the copy of that one.
    const second = await insertFaqItem(db, { question: 'What is new?' });
    expect(await questions(revision)).toEqual([first.question]);
    expect(await questions(revision)).toEqual([first.question]);

    const next = await readContentRevision(db);
    expect(next).toBeGreaterThan(revision);
    expect(await questions(next)).toEqual([first.question, second.question]);
  });
});
