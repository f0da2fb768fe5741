import { and, asc, count, eq, getTableColumns, inArray, sql } from 'drizzle-orm';
import type { Database, Transaction } from '~/db/client.server';
import { AppError } from '~/lib/errors';
import {
  type AdminActor,
  beginUndo,
  changedSinceActivity,
  diffRecords,
  markUndone,
  moveToTrash,
  recordAdminChange,
  type RecordedChange,
  takeFromTrash,
  toJsonRecord,
} from '~/modules/audit/audit.server';
import { partnerLabelsByIds } from '~/modules/partners/partners-admin.service.server';
import {
  type AdminFaq,
  type FaqTargetPartner,
  type FaqBulkUpdate,
  type FaqItemInput,
  type FaqItemUpdate,
  FRENCH_ANSWER_NEEDS_QUESTION,
  FRENCH_QUESTION_NEEDS_ANSWER,
  faqMatchKey,
  parseFaqImportRows,
} from './faq.schema';
import { faqFieldLabel } from './faq-change-wording.server';
import { type FaqRow, faqItems } from './faq.table.server';

/*
 * FAQ management for administrators (spec §2 "Admin: FAQ management", §5, §7; design §3, §4). Every
 * write stamps `updatedAt` from the application clock in whole milliseconds, the precision a client sees,
 * so the value an editor loaded can be compared exactly.
 */

type PartnerLabels = ReadonlyMap<string, FaqTargetPartner>;

const FAQ_ENTITY = 'faq';

function faqLabel(row: Pick<FaqRow, 'question'>): string {
  return row.question.length > 80 ? `${row.question.slice(0, 80)}…` : row.question;
}

function faqUpdatedChange(before: FaqRow, after: FaqRow): RecordedChange {
  const diff = diffRecords(before, after);
  return {
    entityId: after.id,
    label: faqLabel(after),
    kind: 'update',
    before: diff?.before ?? null,
    after: diff?.after ?? null,
    version: after.updatedAt,
  };
}

const plural = (count: number) => `${count} FAQ item${count === 1 ? '' : 's'}`;

/**
 * FAQ items into the trash (30 days), recorded as one activity (its id is the batch id). An undo passes
 * the edits and restores it reverted as `otherChanges`, so the whole undo is one record.
 */
async function trashFaqs(
  tx: Transaction,
  rows: readonly FaqRow[],
  actor: AdminActor,
  action: string,
  summary: string,
  {
    now = new Date(),
    undoOf,
    otherChanges = [],
  }: { now?: Date; undoOf?: string; otherChanges?: readonly RecordedChange[] } = {},
): Promise<string> {
  const activityId = await recordAdminChange(tx, {
    actor,
    action,
    entityType: FAQ_ENTITY,
    summary,
    at: now,
    undoOf,
    changes: [
      ...otherChanges,
      ...rows.map((row) => ({ entityId: row.id, label: faqLabel(row), kind: 'delete', before: toJsonRecord(row) })),
    ],
  });
  await moveToTrash(tx, {
    entityType: FAQ_ENTITY,
    activityId,
    actor,
    at: now,
    entries: rows.map((row) => ({ entityId: row.id, label: faqLabel(row), snapshot: toJsonRecord(row) })),
  });
  if (rows.length > 0) {
    await tx.delete(faqItems).where(
      inArray(
        faqItems.id,
        rows.map((row) => row.id),
      ),
    );
  }
  return activityId;
}

/** A recorded FAQ row (or some of its fields) back as column values (timestamps as dates). */
function faqColumnsFromJson(record: Record<string, unknown>): Partial<FaqRow> {
  const columns = getTableColumns(faqItems);
  const values: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(record)) {
    const column = columns[key as keyof typeof columns];
    if (!column) continue;
    values[key] = column.columnType === 'PgTimestamp' && typeof value === 'string' ? new Date(value) : value;
  }
  return values as Partial<FaqRow>;
}

/** POST /api/admin/faq/trash/{id}/restore: the item back with its id, as it was deleted. */
export async function restoreFaq(db: Database, { id, actor }: { id: string; actor: AdminActor }): Promise<AdminFaq> {
  return db.transaction(async (tx) => {
    const [taken] = await takeFromTrash(tx, FAQ_ENTITY, [id]);
    if (!taken) throw new AppError('NOT_FOUND', 'This FAQ item is not in the trash');
    const [row] = await tx
      .insert(faqItems)
      .values(faqColumnsFromJson(taken.snapshot) as FaqRow)
      .returning();
    if (!row) throw new AppError('INTERNAL', 'FAQ item was not restored');
    await recordAdminChange(tx, {
      actor,
      action: 'restore',
      entityType: FAQ_ENTITY,
      summary: `Restored FAQ item "${faqLabel(row)}" from the trash`,
      changes: [
        { entityId: row.id, label: faqLabel(row), kind: 'restore', after: toJsonRecord(row), version: row.updatedAt },
      ],
    });
    return withLabels(tx, row);
  });
}

export function toAdminFaq(row: FaqRow, labels: PartnerLabels = new Map()): AdminFaq {
  return {
    id: row.id,
    question: row.question,
    answer: row.answer,
    questionFr: row.questionFr,
    answerFr: row.answerFr,
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

/** An update naming one French field must leave the item with both or neither (the schema checks a pair given). */
function refuseHalfFrench(merged: Pick<FaqRow, 'questionFr' | 'answerFr'>): void {
  if (Boolean(merged.questionFr) === Boolean(merged.answerFr)) return;
  const [field, reason] = merged.questionFr
    ? (['answerFr', FRENCH_QUESTION_NEEDS_ANSWER] as const)
    : (['questionFr', FRENCH_ANSWER_NEEDS_QUESTION] as const);
  throw new AppError('VALIDATION', `Invalid FAQ data: ${field}: ${reason}`, { fieldErrors: { [field]: reason } });
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

export async function createFaq(
  db: Database,
  input: FaqItemInput,
  { actor }: { actor: AdminActor },
): Promise<AdminFaq> {
  await refuseUnknownPartners(db, input.targetPartners);
  const now = new Date();
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(faqItems)
      .values({ ...input, createdAt: now, updatedAt: now })
      .returning();
    if (!row) throw new AppError('INTERNAL', 'FAQ item was not created');
    await recordAdminChange(tx, {
      actor,
      action: 'create',
      entityType: FAQ_ENTITY,
      summary: `Added FAQ item "${faqLabel(row)}"`,
      at: now,
      changes: [
        { entityId: row.id, label: faqLabel(row), kind: 'create', after: toJsonRecord(row), version: row.updatedAt },
      ],
    });
    return withLabels(tx, row);
  });
}

/**
 * Updates the named fields. With `updatedAt`, the write happens only if the item was not changed since
 * that moment (compared at millisecond precision, what the client received): otherwise 409, never a
 * silent overwrite of someone else's edit; the 409 carries the stored item (`current`) to compare with.
 */
export async function updateFaq(
  db: Database,
  { id, updates }: { id: string; updates: FaqItemUpdate },
  { actor }: { actor: AdminActor },
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
  const updated = await db.transaction(async (tx) => {
    const [before] = await tx.select().from(faqItems).where(eq(faqItems.id, id)).for('update');
    if (before) refuseHalfFrench({ ...before, ...fields });
    const [row] = await tx
      .update(faqItems)
      .set({ ...fields, updatedAt: new Date() })
      .where(and(eq(faqItems.id, id), unchangedSince))
      .returning();
    if (!row || !before) return null;
    await recordAdminChange(tx, {
      actor,
      action: 'update',
      entityType: FAQ_ENTITY,
      summary: `Edited FAQ item "${faqLabel(row)}"`,
      at: row.updatedAt,
      changes: [faqUpdatedChange(before, row)],
    });
    return row;
  });
  if (updated) return withLabels(db, updated);
  const [stored] = await db.select().from(faqItems).where(eq(faqItems.id, id));
  if (!stored) throw new AppError('NOT_FOUND', 'FAQ item not found');
  throw new AppError('CONFLICT', 'This FAQ item was changed by someone else. Reload it and try again.', {
    current: await withLabels(db, stored),
  });
}

/** DELETE /api/admin/faq/{id}: into the trash for 30 days. */
export async function deleteFaq(db: Database, { id, actor }: { id: string; actor: AdminActor }): Promise<void> {
  await db.transaction(async (tx) => {
    const [row] = await tx.select().from(faqItems).where(eq(faqItems.id, id)).for('update');
    if (!row) throw new AppError('NOT_FOUND', 'FAQ item not found');
    await trashFaqs(tx, [row], actor, 'delete', `Deleted FAQ item "${faqLabel(row)}"`);
  });
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
  { actor }: { actor: AdminActor },
): Promise<{ updatedCount: number }> {
  await refuseUnknownPartners(db, updates.targetPartners);
  return db.transaction(async (tx) => {
    await lockExisting(tx, ids);
    const before = await tx.select().from(faqItems).where(inArray(faqItems.id, ids));
    const updated = await tx
      .update(faqItems)
      .set({ ...updates, updatedAt: new Date() })
      .where(inArray(faqItems.id, ids))
      .returning();
    const beforeById = new Map(before.map((row) => [row.id, row]));
    await recordAdminChange(tx, {
      actor,
      action: 'bulk-edit',
      entityType: FAQ_ENTITY,
      summary: `Bulk edit of ${plural(updated.length)}: ${Object.keys(updates)
        .map((field) => faqFieldLabel(field) ?? field)
        .join(', ')}`,
      changes: updated.map((row) => faqUpdatedChange(beforeById.get(row.id)!, row)),
    });
    return { updatedCount: updated.length };
  });
}

export async function bulkDeleteFaqs(
  db: Database,
  { ids }: { ids: string[] },
  { actor }: { actor: AdminActor },
): Promise<{ deletedCount: number }> {
  return db.transaction(async (tx) => {
    await lockExisting(tx, ids);
    const rows = await tx.select().from(faqItems).where(inArray(faqItems.id, ids));
    await trashFaqs(tx, rows, actor, 'bulk-delete', `Bulk delete of ${plural(rows.length)}`);
    return { deletedCount: rows.length };
  });
}

/** pg_advisory_xact_lock key of FAQ uploads (distinct from the migration, first-admin and slug locks). */
const FAQ_IMPORT_LOCK_KEY = 7_300_453_001;

/** The columns an upload may change on an item it matches; the others are part of the match. */
const UPDATABLE_FIELDS = ['question', 'answer', 'questionFr', 'answerFr', 'category', 'order', 'isActive'] as const;

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
  { actor }: { actor: AdminActor },
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
    const recorded: RecordedChange[] = [];
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
      const [written] = await tx
        .update(faqItems)
        .set({ ...changes, updatedAt: now })
        .where(eq(faqItems.id, current.id))
        .returning();
      if (written) recorded.push(faqUpdatedChange(current, written));
      updated += 1;
    }
    // One statement per 500 rows keeps each under the bind-parameter limit; the transaction makes them one.
    for (let start = 0; start < creates.length; start += 500) {
      const chunk = creates.slice(start, start + 500);
      const inserted = await tx
        .insert(faqItems)
        .values(chunk.map((row) => ({ ...row, createdAt: now, updatedAt: now })))
        .returning();
      for (const row of inserted) {
        recorded.push({
          entityId: row.id,
          label: faqLabel(row),
          kind: 'create',
          after: toJsonRecord(row),
          version: row.updatedAt,
        });
      }
    }
    await recordAdminChange(tx, {
      actor,
      action: 'import',
      entityType: FAQ_ENTITY,
      summary: `FAQ upload of ${result.rows.length} rows: ${creates.length} created, ${updated} updated`,
      at: now,
      changes: recorded,
    });
    return { count: result.rows.length, created: creates.length, updated };
  });
}

function faqsNamed(labels: readonly string[]): string {
  const shown = labels
    .slice(0, 10)
    .map((label) => `"${label}"`)
    .join('; ');
  return labels.length > 10 ? `${shown} and ${labels.length - 10} more` : shown;
}

/**
 * POST /api/admin/faq/undo/{activityId}: an FAQ bulk edit, bulk delete or upload reverted in one
 * transaction. Refused (409, naming them) when any item changed since (its version is not the one the
 * activity left, or a deleted item is no longer in the trash), and then nothing happens. Edited items get
 * their `before` fields back, deleted ones come back from the trash with their id, items an upload created
 * go to the trash. Recorded as an undo, which cannot itself be undone; the activity cannot be undone twice.
 */
export async function undoFaqActivity(
  db: Database,
  { activityId, actor }: { activityId: string; actor: AdminActor },
  { now = new Date() }: { now?: Date } = {},
): Promise<{ undoneCount: number }> {
  return db.transaction(async (tx) => {
    // Uploads match on what is stored: one running beside an undo would match items about to change.
    await tx.execute(sql`select pg_advisory_xact_lock(${FAQ_IMPORT_LOCK_KEY})`);
    const { activity, changes } = await beginUndo(tx, activityId);
    if (activity.entityType !== FAQ_ENTITY) {
      throw new AppError('CONFLICT', 'Only an FAQ bulk edit, bulk delete or upload can be undone here.');
    }
    const created = changes.filter((change) => change.kind === 'create');
    const updated = changes.filter((change) => change.kind === 'update' && change.before !== null);
    const deleted = changes.filter((change) => change.kind === 'delete');

    const liveIds = [...created, ...updated].map((change) => change.entityId);
    const live =
      liveIds.length === 0 ? [] : await tx.select().from(faqItems).where(inArray(faqItems.id, liveIds)).for('update');
    const byId = new Map(live.map((row) => [row.id, row]));
    const inTrash = await takeFromTrash(
      tx,
      FAQ_ENTITY,
      deleted.map((change) => change.entityId),
    );
    const changedSince = changedSinceActivity([...created, ...updated], byId, deleted, inTrash);
    if (changedSince.length > 0) {
      throw new AppError(
        'CONFLICT',
        `Cannot undo: ${changedSince.length === 1 ? 'this FAQ item has' : `these ${changedSince.length} FAQ items have`} changed since: ${faqsNamed(changedSince)}. Nothing was undone.`,
      );
    }

    const recorded: RecordedChange[] = [];
    for (const change of updated) {
      const current = byId.get(change.entityId)!;
      // Later than the version the activity left, even on a clock that has not moved on.
      const version = new Date(Math.max(now.getTime(), current.updatedAt.getTime() + 1));
      const [written] = await tx
        .update(faqItems)
        .set({ ...faqColumnsFromJson(change.before!), updatedAt: version })
        .where(eq(faqItems.id, current.id))
        .returning();
      if (!written) throw new AppError('INTERNAL', 'FAQ item was not reverted');
      recorded.push(faqUpdatedChange(current, written));
    }
    if (inTrash.length > 0) {
      const restored = await tx
        .insert(faqItems)
        .values(inTrash.map((item) => faqColumnsFromJson(item.snapshot) as FaqRow))
        .returning();
      for (const row of restored) {
        recorded.push({
          entityId: row.id,
          label: faqLabel(row),
          kind: 'restore',
          after: toJsonRecord(row),
          version: row.updatedAt,
        });
      }
    }

    // Items the upload created go to the trash (restorable like any delete), in the undo's own record.
    const undoId = await trashFaqs(
      tx,
      created.map((change) => byId.get(change.entityId)!),
      actor,
      'undo',
      `Undid: ${activity.summary}`,
      { now, undoOf: activity.id, otherChanges: recorded },
    );
    await markUndone(tx, activity.id, undoId);
    return { undoneCount: changes.length };
  });
}

/** Every FAQ item (the admin dashboard's counter). */
export async function countFaqItems(db: Database): Promise<number> {
  const [row] = await db.select({ value: count() }).from(faqItems);
  return row?.value ?? 0;
}
