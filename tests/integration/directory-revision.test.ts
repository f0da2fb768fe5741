import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '~/db/client.server';
import { partners } from '~/db/schema.server';
import { DIRECTORY_COLUMNS, readDirectoryRevision } from '~/modules/partners/directory-revision.server';
import { listRegionsWithCounts } from '~/modules/partners/partners.service.server';
import { insertPartner } from '../factories/partner';
import { createTestDatabase } from '../setup/test-database';

// The directory revision (migration 0003) decides when the memoized directory-wide figures are recomputed:
// it must move with every write those figures can see, and only then.

let database: DatabaseHandle;

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database?.close();
});

describe('the directory revision', () => {
  it('moves when a partner is added, removed, or one of the columns the figures read is set', async () => {
    const db = database.db;
    let revision = await readDirectoryRevision(db);
    const moved = async () => {
      const next = await readDirectoryRevision(db);
      const changed = next !== revision;
      revision = next;
      return changed;
    };

    const partner = await insertPartner(db, { city: 'Austin', state: 'Texas' });
    expect(await moved()).toBe(true);
    for (const column of DIRECTORY_COLUMNS) {
      // Setting a column to its own value is enough: the trigger fires on the statement, not on the value.
      await db.execute(
        sql`update partners set ${sql.identifier(column)} = ${sql.identifier(column)} where id = ${partner.id}`,
      );
      expect(await moved(), column).toBe(true);
    }
    await db.delete(partners).where(eq(partners.id, partner.id));
    expect(await moved()).toBe(true);
  });

  it('stays when a write touches nothing the figures read (a Google rating refresh)', async () => {
    const db = database.db;
    const partner = await insertPartner(db, { city: 'Dallas', state: 'Texas', zipCode: '75201' });
    const before = await readDirectoryRevision(db);
    await db
      .update(partners)
      .set({ googleRating: 4.7, googleReviewCount: 31, googleSyncedAt: new Date() })
      .where(eq(partners.id, partner.id));
    expect(await readDirectoryRevision(db)).toBe(before);
  });

  it('moves when a write commits: not inside its transaction, not for a rolled-back one', async () => {
    const db = database.db;
    const before = await readDirectoryRevision(db);
    let inside = 0;
    await expect(
      db.transaction(async (tx) => {
        await insertPartner(tx, { city: 'Houston', state: 'Texas', zipCode: '77002' });
        // The revision moves when the transaction commits (the trigger is deferred), not before.
        inside = await readDirectoryRevision(tx);
        expect(await listRegionsWithCounts(tx)).toContainEqual(expect.objectContaining({ stateSlug: 'texas' }));
        throw new Error('roll back');
      }),
    ).rejects.toThrow('roll back');
    expect(inside).toBe(before);
    expect(await readDirectoryRevision(db)).toBe(before);

    await insertPartner(db, { city: 'El Paso', state: 'Texas', zipCode: '79901' });
    const after = await readDirectoryRevision(db);
    expect(after).not.toBe(before);
  });
});
