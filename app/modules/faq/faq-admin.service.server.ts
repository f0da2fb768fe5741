import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Database, Transaction } from '~/db/client.server';
import { AppError } from '~/lib/errors';
import {
  type AdminFaq,
  type FaqBulkUpdate,
  type FaqItemInput,
  type FaqItemUpdate,
  parseFaqImportRows,
} from './faq.schema';
import { type FaqRow, faqItems } from './faq.table.server';

/*
 * FAQ management for administrators (spec §2 "Admin: FAQ management", §5, §7; design §3, §4). Every
 * write stamps `updatedAt` from the application clock in whole milliseconds, the precision a client sees,
 * so the value an editor loaded can be compared exactly.
 */

export function toAdminFaq(row: FaqRow): AdminFaq {
  return {
    id: row.id,
    question: row.question,
    answer: row.answer,
    category: row.category,
    order: row.order,
    appliesTo: row.appliesTo,
    targetStates: row.targetStates,
    targetCities: row.targetCities,
    targetPartners: row.targetPartners,
    isActive: row.isActive,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** Every item, inactive ones included, by category then display order (the screen's tabs). */
export async function listAllFaqs(db: Database): Promise<AdminFaq[]> {
  const rows = await db
    .select()
    .from(faqItems)
    .orderBy(asc(faqItems.category), asc(faqItems.order), asc(faqItems.createdAt), asc(faqItems.id));
  return rows.map(toAdminFaq);
}

export async function createFaq(db: Database, input: FaqItemInput): Promise<AdminFaq> {
  const now = new Date();
  const [row] = await db
    .insert(faqItems)
    .values({ ...input, createdAt: now, updatedAt: now })
    .returning();
  if (!row) throw new AppError('INTERNAL', 'FAQ item was not created');
  return toAdminFaq(row);
}

/**
 * Updates the named fields. With `updatedAt`, the write happens only if the item was not changed since
 * that moment (compared at millisecond precision, what the client received): otherwise 409, never a
 * silent overwrite of someone else's edit.
 */
export async function updateFaq(
  db: Database,
  { id, updates }: { id: string; updates: FaqItemUpdate },
): Promise<AdminFaq> {
  const { updatedAt: expectedUpdatedAt, ...fields } = updates;
  const unchangedSince = expectedUpdatedAt
    ? sql`date_trunc('milliseconds', ${faqItems.updatedAt}) = ${new Date(expectedUpdatedAt).toISOString()}::timestamptz`
    : undefined;
  const [row] = await db
    .update(faqItems)
    .set({ ...fields, updatedAt: new Date() })
    .where(and(eq(faqItems.id, id), unchangedSince))
    .returning();
  if (row) return toAdminFaq(row);
  const [exists] = await db.select({ id: faqItems.id }).from(faqItems).where(eq(faqItems.id, id));
  if (!exists) throw new AppError('NOT_FOUND', 'FAQ item not found');
  throw new AppError('CONFLICT', 'This FAQ item was changed by someone else. Reload it and try again.');
}

export async function deleteFaq(db: Database, { id }: { id: string }): Promise<void> {
  const deleted = await db.delete(faqItems).where(eq(faqItems.id, id)).returning({ id: faqItems.id });
  if (deleted.length === 0) throw new AppError('NOT_FOUND', 'FAQ item not found');
}

/**
 * Ids that do not exist make the whole call fail with 404 naming them, and nothing changes: the screen
 * then says the bulk action failed instead of reporting a count that is not what was asked for.
 * Runs inside the caller's transaction and locks the rows it found, so they cannot vanish before the write.
 */
async function lockExisting(tx: Transaction, ids: string[]): Promise<void> {
  const found = await tx.select({ id: faqItems.id }).from(faqItems).where(inArray(faqItems.id, ids)).for('update');
  if (found.length === ids.length) return;
  const present = new Set(found.map((row) => row.id));
  const missing = ids.filter((id) => !present.has(id));
  throw new AppError('NOT_FOUND', `FAQ items not found: ${missing.join(', ')}`, {
    fieldErrors: { ids: `Not found: ${missing.join(', ')}` },
  });
}

/** Spec §5 bulk edit: only the fields given change, on exactly the ids given, in one transaction. */
export async function bulkEditFaqs(
  db: Database,
  { ids, updates }: { ids: string[]; updates: FaqBulkUpdate },
): Promise<{ updatedCount: number }> {
  return db.transaction(async (tx) => {
    await lockExisting(tx, ids);
    const updated = await tx
      .update(faqItems)
      .set({ ...updates, updatedAt: new Date() })
      .where(inArray(faqItems.id, ids))
      .returning({ id: faqItems.id });
    return { updatedCount: updated.length };
  });
}

export async function bulkDeleteFaqs(db: Database, { ids }: { ids: string[] }): Promise<{ deletedCount: number }> {
  return db.transaction(async (tx) => {
    await lockExisting(tx, ids);
    const deleted = await tx.delete(faqItems).where(inArray(faqItems.id, ids)).returning({ id: faqItems.id });
    return { deletedCount: deleted.length };
  });
}

/**
 * CSV upload (spec §5 defaults, design §4): every row is checked first and the first bad one is named
 * ('Invalid data in row N: {field}: {reason}'); then all rows are inserted in one transaction, or none.
 */
export async function importFaqs(db: Database, rows: readonly unknown[]): Promise<{ count: number }> {
  const result = parseFaqImportRows(rows);
  if (!result.ok) {
    throw new AppError('VALIDATION', result.message, {
      fieldErrors: { [`faqs.${result.row - 1}.${result.field}`]: result.reason },
    });
  }
  const now = new Date();
  // One statement per 500 rows keeps each under the bind-parameter limit; the transaction makes them one.
  const chunks: FaqItemInput[][] = [];
  for (let start = 0; start < result.rows.length; start += 500) chunks.push(result.rows.slice(start, start + 500));
  await db.transaction(async (tx) => {
    for (const chunk of chunks) {
      await tx.insert(faqItems).values(chunk.map((row) => ({ ...row, createdAt: now, updatedAt: now })));
    }
  });
  return { count: result.rows.length };
}
