import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '~/db/client.server';
import { inquiries } from '~/db/schema.server';
import { createLogger } from '~/lib/logger.server';
import { insertPartner } from '../factories/partner';
import { createTestDatabase } from '../setup/test-database';

// A query that fails while storing what a family typed: the log line (pino, the `err` the API's error
// mapper and the pages' 503 wrapper write) keeps the SQL and the database's reason, never the values.

let database: DatabaseHandle;

beforeAll(async () => {
  database = await createTestDatabase();
}, 60_000);

afterAll(async () => {
  await database?.close();
});

describe('a failed query in the log', () => {
  it('names the query and the reason, without the values being written', async () => {
    const partner = await insertPartner(database.db, { name: 'Log Chapel' });
    const values = {
      partnerId: partner.id,
      partnerName: partner.name,
      name: 'Ada Lovelace',
      email: 'ada.lovelace@family.example',
      phone: '(512) 555-0199',
      message: 'My mother died on Tuesday.\nparams: not a real line',
    };
    const [stored] = await database.db.insert(inquiries).values(values).returning();
    // The same id again: the database refuses it, as it refuses any write it cannot take.
    const failure = await database.db
      .insert(inquiries)
      .values({ ...values, id: stored!.id })
      .catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(Error);

    const lines: string[] = [];
    const log = createLogger(
      'info',
      new Writable({
        write(chunk, _encoding, done) {
          lines.push(String(chunk));
          done();
        },
      }),
    );
    log.error({ err: failure }, 'inquiry could not be stored');
    const line = lines.join('');
    const { err } = JSON.parse(line) as { err: { message: string; stack: string; query?: string } };
    expect(err.message).toMatch(/^Failed query: insert into "inquiries"/);
    expect(err.message).toMatch(/duplicate key|unique/i);
    expect(err.stack).toContain('Failed query: insert into "inquiries"');
    for (const value of ['Ada Lovelace', 'ada.lovelace@family.example', '555-0199', 'My mother died'])
      expect(line).not.toContain(value);
  });
});
