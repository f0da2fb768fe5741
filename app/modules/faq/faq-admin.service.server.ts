import { and, asc, count, eq, inArray, sql } from 'drizzle-orm';
import type { Database, Transaction } from '~/db/client.server';
import { AppError } from '~/lib/errors';
import { partnerLabelsByIds } from '~/modules/partners/partners-admin.service.server';
import {
  type AdminFaq,
  type FaqTargetPartner,
  type FaqBulkUpdate,
  type FaqItemInput,
  type FaqItemUpdate,
  faqMatchKey,
  parseFaqImportRows,
} from './faq.schema';
import { type FaqRow, faqItems } from './faq.table.server';

/*
 * FAQ management for administrators (spec §2 "Admin: FAQ management", §5, §7; design §3, §4). Every
 * write stamps `updatedAt` from the application clock in whole milliseconds, the precision a client sees,
 * so the value an editor loaded can be compared exactly.
 */

type PartnerLabels = ReadonlyMap<string, FaqTargetPartner>;

export function toAdminFaq(row: FaqRow, labels: PartnerLabels = new Map()): AdminFaq {
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
    targetPartnerLabels: row.targetPartners.flatMap((id) => labels.get(id.trim().toLowerCase()) ?? []),
    isActive: row.isActive,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The target partners of these rows, by lower-case id, in one query whatever the number of rows. */
async function partnerLabelsOf(db: Database | Transaction, rows: readonly FaqRow[]): Promise<PartnerLabels> {
  const found = await partnerLabelsByIds(
    db,
    rows.flatMap((row) => row.targetPartners.map((id) => id.trim())),
  );
  return new Map(found.map((partner) => [partner.id.toLowerCase(), partner]));
}

async function withLabels(db: Database | Transaction, row: FaqRow): Promise<AdminFaq> {
  return toAdminFaq(row, await partnerLabelsOf(db, [row]));
}

/** The ids of this list that name no partner, checked in one query. */
async function unknownPartnerIds(db: Database | Transaction, ids: readonly string[]): Promise<string[]> {
  if (ids.length === 0) return [];
  const known = new Set((await partnerLabelsByIds(db, ids)).map((partner) => partner.id.toLowerCase()));
  return [...new Set(ids)].filter((id) => !known.has(id.trim().toLowerCase()));
}

/** A target partner id that names no partner would target nothing, silently: refused with a 400 instead. */
async function refuseUnknownPartners(db: Database | Transaction, ids: readonly string[] | undefined): Promise<void> {
  const unknown = await unknownPartnerIds(db, ids ?? []);
  if (unknown.length === 0) return;
  const reason = `Unknown partner ids: ${unknown.join(', ')}`;
  throw new AppError('VALIDATION', `Invalid FAQ data: targetPartners: ${reason}`, {
    fieldErrors: { targetPartners: reason },
  });
}

/**
 * Every item, inactive ones included, by category then display order (the screen's tabs), each with the
 * names of its target partners (one more query for all of them).
 */
export async function listAllFaqs(db: Database): Promise<AdminFaq[]> {
  const rows = await db
    .select()
    .from(faqItems)
    .orderBy(asc(faqItems.category), asc(faqItems.order), asc(faqItems.createdAt), asc(faqItems.id));
  const labels = await partnerLabelsOf(db, rows);
  return rows.map((row) => toAdminFaq(row, labels));
}

export async function createFaq(db: Database, input: FaqItemInput): Promise<AdminFaq> {
  await refuseUnknownPartners(db, input.targetPartners);
  const now = new Date();
  const [row] = await db
    .insert(faqItems)
    .values({ ...input, createdAt: now, updatedAt: now })
    .returning();
  if (!row) throw new AppError('INTERNAL', 'FAQ item was not created');
  return withLabels(db, row);
}

/**
 * Updates the named fields. With `updatedAt`, the write happens only if the item was not changed since
 * that moment (compared at millisecond precision, what the client received): otherwise 409, never a
 * silent overwrite of someone else's edit; the 409 carries the stored item (`current`) to compare with.
 */
export async function updateFaq(
  db: Database,
  { id, updates }: { id: string; updates: FaqItemUpdate },
): Promise<AdminFaq> {
  const { updatedAt: expectedUpdatedAt, ...fields } = updates;
  if (fields.targetPartners) {
    // Only ids this edit adds: a partner deleted after the item was saved must not make the item unsavable.
    const [stored] = await db
      .select({ targetPartners: faqItems.targetPartners })
      .from(faqItems)
      .where(eq(faqItems.id, id));
    const storedIds = new Set((stored?.targetPartners ?? []).map((partnerId) => partnerId.toLowerCase()));
    await refuseUnknownPartners(
      db,
      fields.targetPartners.filter((partnerId) => !storedIds.has(partnerId.toLowerCase())),
    );
  }
  const unchangedSince = expectedUpdatedAt
    ? sql`date_trunc('milliseconds', ${faqItems.updatedAt}) = ${new Date(expectedUpdatedAt).toISOString()}::timestamptz`
    : undefined;
  const [row] = await db
    .update(faqItems)
    .set({ ...fields, updatedAt: new Date() })
    .where(and(eq(faqItems.id, id), unchangedSince))
    .returning();
  if (row) return withLabels(db, row);
  const [stored] = await db.select().from(faqItems).where(eq(faqItems.id, id));
  if (!stored) throw new AppError('NOT_FOUND', 'FAQ item not found');
  throw new AppError('CONFLICT', 'This FAQ item was changed by someone else. Reload it and try again.', {
    current: await withLabels(db, stored),
  });
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
  await refuseUnknownPartners(db, updates.targetPartners);
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

/** pg_advisory_xact_lock key of FAQ uploads (distinct from the migration, first-admin and slug locks). */
const FAQ_IMPORT_LOCK_KEY = 7_300_453_001;

/** The columns an upload may change on an item it matches; the others are part of the match. */
const UPDATABLE_FIELDS = ['question', 'answer', 'category', 'order', 'isActive'] as const;

/**
 * CSV upload (spec §5 defaults, design §4): every row is checked first and every problem of every row is
 * named ('Invalid data in row N: {field}: {reason}; row M: ...'); then, in one transaction or not at all,
 * a row matching an existing item (`faqMatchKey`: same question in the same place) updates the fields its
 * file gave, and any other row creates an item. Uploading the same file again changes nothing; within
 * one file a repeated item is written once, the last row winning. Uploads take a lock so two at once
 * cannot both create the same item.
 */
export async function importFaqs(
  db: Database,
  rows: readonly unknown[],
): Promise<{ count: number; created: number; updated: number }> {
  const result = parseFaqImportRows(rows);
  if (!result.ok) {
    throw new AppError('VALIDATION', result.message, {
      fieldErrors: Object.fromEntries(
        result.issues.map(({ row, field, reason }) => [
          field === '_' ? `faqs.${row - 1}` : `faqs.${row - 1}.${field}`,
          reason,
        ]),
      ),
    });
  }

  // Every row's target partners checked in one query; each row naming an unknown one is reported.
  const unknown = new Set(
    await unknownPartnerIds(
      db,
      result.rows.flatMap((row) => row.targetPartners),
    ),
  );
  if (unknown.size > 0) {
    const issues = result.rows.flatMap((input, index) => {
      const missing = [...new Set(input.targetPartners.filter((id) => unknown.has(id)))];
      return missing.length > 0 ? [{ row: index + 1, reason: `Unknown partner ids: ${missing.join(', ')}` }] : [];
    });
    throw new AppError(
      'VALIDATION',
      `Invalid data in row ${issues.map(({ row, reason }) => `${row}: targetPartners: ${reason}`).join('; row ')}`,
      {
        fieldErrors: Object.fromEntries(issues.map(({ row, reason }) => [`faqs.${row - 1}.targetPartners`, reason])),
      },
    );
  }

  // The last row of each item wins; `given` of that row says which fields it sets on an existing item.
  const byKey = new Map<string, { input: FaqItemInput; given: ReadonlySet<keyof FaqItemInput> }>();
  result.rows.forEach((input, index) => {
    const given = result.given[index] ?? new Set<keyof FaqItemInput>();
    byKey.set(faqMatchKey(input), { input, given });
  });

  const now = new Date();
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${FAQ_IMPORT_LOCK_KEY})`);
    // The oldest item of a key is the one an upload keeps up to date.
    const existing = new Map<string, FaqRow>();
    for (const row of await tx.select().from(faqItems).orderBy(asc(faqItems.createdAt), asc(faqItems.id))) {
      const key = faqMatchKey(row);
      if (!existing.has(key)) existing.set(key, row);
    }

    const creates: FaqItemInput[] = [];
    let updated = 0;
    for (const [key, { input, given }] of byKey) {
      const current = existing.get(key);
      if (!current) {
        creates.push(input);
        continue;
      }
      const changes = Object.fromEntries(
        UPDATABLE_FIELDS.filter((field) => given.has(field) && input[field] !== current[field]).map((field) => [
          field,
          input[field],
        ]),
      );
      if (Object.keys(changes).length === 0) continue;
      await tx
        .update(faqItems)
        .set({ ...changes, updatedAt: now })
        .where(eq(faqItems.id, current.id));
      updated += 1;
    }
    // One statement per 500 rows keeps each under the bind-parameter limit; the transaction makes them one.
    for (let start = 0; start < creates.length; start += 500) {
      const chunk = creates.slice(start, start + 500);
      await tx.insert(faqItems).values(chunk.map((row) => ({ ...row, createdAt: now, updatedAt: now })));
    }
    return { count: result.rows.length, created: creates.length, updated };
  });
}

/** Every FAQ item (the admin dashboard's counter). */
export async function countFaqItems(db: Database): Promise<number> {
  const [row] = await db.select({ value: count() }).from(faqItems);
  return row?.value ?? 0;
}
