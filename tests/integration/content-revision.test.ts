import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createContentRevision, readContentRevision } from '~/db/content-revision.server';
import type { DatabaseHandle } from '~/db/client.server';
import { faqItems, partnerAliases, partners } from '~/db/schema.server';
import { buildFaqItem, insertFaqItem } from '../factories/faq';
import { insertPartner } from '../factories/partner';
import { createTestDatabase } from '../setup/test-database';

// The public content revision (migration 0011) is what public ETags and the in-process copies follow: it must
// move with every committed write to what public pages show, once per transaction, and never on a rollback.

let database: DatabaseHandle;

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database?.close();
});

describe('the public content revision', () => {
  it('moves with any write to partners, aliases or FAQ items, whatever the column', async () => {
    const db = database.db;
    let revision = await readContentRevision(db);
    const moved = async () => {
      const next = await readContentRevision(db);
      const changed = next > revision;
      revision = next;
      return changed;
    };

    const partner = await insertPartner(db, { city: 'Austin', state: 'Texas' });
    expect(await moved()).toBe(true);
    // A column no directory-wide figure reads still changes what the partner page shows.
    await db.update(partners).set({ phone: '(512) 555-0177' }).where(eq(partners.id, partner.id));
    expect(await moved()).toBe(true);
    await db.insert(partnerAliases).values({ aliasId: 'legacy-17', partnerId: partner.id });
    expect(await moved()).toBe(true);
    const faq = await insertFaqItem(db);
    expect(await moved()).toBe(true);
    await db.update(faqItems).set({ answer: 'Changed.' }).where(eq(faqItems.id, faq.id));
    expect(await moved()).toBe(true);
    await db.delete(partners).where(eq(partners.id, partner.id));
    expect(await moved()).toBe(true);
  });

  it('moves once for a transaction of many writes, and not for one rolled back', async () => {
    const db = database.db;
    const before = await readContentRevision(db);
    await db.transaction(async (tx) => {
      for (let index = 0; index < 5; index += 1) await tx.insert(faqItems).values(buildFaqItem());
    });
    const after = await readContentRevision(db);
    // A sequence: one transaction takes one number.
    expect(after).toBe(before + 1);
    await expect(
      db.transaction(async (tx) => {
        await tx.insert(faqItems).values(buildFaqItem());
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    expect(await readContentRevision(db)).toBe(after);
  });
});

describe("a process's view of it", () => {
  it('is kept for its maximum age, and read again at once after invalidate()', async () => {
    const db = database.db;
    let now = 0;
    const revision = createContentRevision(db, { maxAgeMs: 1_000, now: () => now });
    const first = await revision.current();
    await insertFaqItem(db);
    expect(await revision.current()).toBe(first); // kept
    now = 1_000;
    const aged = await revision.current();
    expect(aged).toBeGreaterThan(first); // too old: read again
    await insertFaqItem(db);
    expect(await revision.current()).toBe(aged);
    revision.invalidate();
    expect(await revision.current()).toBeGreaterThan(aged);
  });
});
