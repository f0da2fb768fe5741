import { and, asc, count, desc, eq, gte, inArray, isNull, lt, type SQL, sql } from 'drizzle-orm';
import type { Logger } from 'pino';
import { type BackgroundJob, startPeriodicJob } from '~/lib/periodic-job.server';
import type { Database, Transaction } from '~/db/client.server';
import { AppError } from '~/lib/errors';
import { OFFICE_TIME_ZONE } from '~/modules/i18n/format';
import {
  type ActivityQuery,
  type ActorKind,
  AUDIT_PAGE_SIZE,
  type AuditActivity,
  type AuditChange,
  type AuditHistoryEntry,
  type DescribedChange,
  type Paged,
  TRASH_DAYS,
  type TrashItem,
  type TrashQuery,
  UNDOABLE_ACTIONS,
  UNDOABLE_ENTITIES,
} from './audit.schema';
import {
  type AdminActivityRow,
  adminActivity,
  type AdminChangeRow,
  adminChanges,
  adminTrash,
  type AdminTrashRow,
} from './audit.table.server';
import { describeChanges, type RecordWordings } from './change-wording';

/** A trashed item as its owning module reads it back to restore it. */
export type { AdminTrashRow };

/*
 * The admin's record of changes, and its trash. Every admin write calls recordAdminChange with its own
 * transaction, so a change without its record cannot commit: an audit insert that fails fails the write.
 * This module knows no domain: the owners of partners, FAQ items, inquiries and accounts hand it rows
 * as JSON, and do their own restoring.
 */

/** Who made a change, as they were at the time (the account may be renamed or deleted later). */
export interface AdminActor {
  id: string | null;
  username: string;
  email: string | null;
  /** An office account unless said otherwise. */
  kind?: ActorKind;
}

/** The scheduled trash purge: recorded like any change, under no person's name. */
export const SYSTEM_ACTOR: AdminActor = { id: null, username: 'system (scheduled purge)', email: null, kind: 'system' };

/** A record's owner deleting data past its retention period: recorded as the system too. */
export const RETENTION_ACTOR: AdminActor = { id: null, username: 'system (scheduled retention)', email: null };

export interface RecordedChange {
  entityId: string;
  label?: string | null;
  kind: string;
  before?: Record<string, unknown> | null;
  after?: Record<string, unknown> | null;
  /** The record's updatedAt after the change, when it has one. */
  version?: Date | string | null;
}

/** A row as JSON (dates as ISO strings), the form kept in the record and the trash. */
export function toJsonRecord(row: object): Record<string, unknown> {
  return JSON.parse(JSON.stringify(row)) as Record<string, unknown>;
}

/**
 * The fields whose value differs between two versions of a row, each side holding only those fields;
 * null when nothing but the ignored fields (the version stamp by default) changed.
 */
export function diffRecords(
  before: object,
  after: object,
  ignore: readonly string[] = ['updatedAt'],
): { before: Record<string, unknown>; after: Record<string, unknown> } | null {
  const old = toJsonRecord(before);
  const next = toJsonRecord(after);
  const changedBefore: Record<string, unknown> = {};
  const changedAfter: Record<string, unknown> = {};
  for (const key of new Set([...Object.keys(old), ...Object.keys(next)])) {
    if (ignore.includes(key)) continue;
    if (JSON.stringify(old[key] ?? null) === JSON.stringify(next[key] ?? null)) continue;
    changedBefore[key] = old[key] ?? null;
    changedAfter[key] = next[key] ?? null;
  }
  return Object.keys(changedAfter).length === 0 ? null : { before: changedBefore, after: changedAfter };
}

/** Rows per INSERT of changes: whole partner rows as JSON stay far below the parameter limit. */
const CHANGE_BATCH = 500;

/**
 * Records one admin action and the change of each record it touched, inside the caller's transaction.
 * Returns the activity id (the batch id tying the rows of a bulk write together).
 */
export async function recordAdminChange(
  tx: Transaction,
  {
    actor,
    action,
    entityType,
    summary,
    changes,
    at = new Date(),
    undoOf = null,
  }: {
    actor: AdminActor;
    action: string;
    entityType: string;
    summary: string;
    changes: readonly RecordedChange[];
    at?: Date;
    undoOf?: string | null;
  },
): Promise<string> {
  const [activity] = await tx
    .insert(adminActivity)
    .values({
      at,
      actorId: actor.id,
      actorKind: actor.kind ?? 'admin',
      actorName: actor.username,
      actorEmail: actor.email,
      action,
      entityType,
      summary,
      itemCount: changes.length,
      undoOf,
    })
    .returning({ id: adminActivity.id });
  if (!activity) throw new AppError('INTERNAL', 'The change could not be recorded');
  for (let start = 0; start < changes.length; start += CHANGE_BATCH) {
    await tx.insert(adminChanges).values(
      changes.slice(start, start + CHANGE_BATCH).map((change) => ({
        activityId: activity.id,
        entityType,
        entityId: change.entityId,
        label: change.label ?? null,
        kind: change.kind,
        before: change.before ?? null,
        after: change.after ?? null,
        version: change.version == null ? null : new Date(change.version).toISOString(),
      })),
    );
  }
  return activity.id;
}

export interface TrashEntry {
  entityId: string;
  label: string;
  snapshot: Record<string, unknown>;
  related?: Record<string, unknown> | null;
}

/** Keeps deleted rows for TRASH_DAYS, tied to the activity that deleted them. */
export async function moveToTrash(
  tx: Transaction,
  {
    entityType,
    activityId,
    actor,
    at,
    entries,
  }: { entityType: string; activityId: string; actor: AdminActor; at: Date; entries: readonly TrashEntry[] },
): Promise<void> {
  for (let start = 0; start < entries.length; start += CHANGE_BATCH) {
    await tx
      .insert(adminTrash)
      .values(
        entries.slice(start, start + CHANGE_BATCH).map((entry) => ({
          entityType,
          entityId: entry.entityId,
          label: entry.label,
          snapshot: entry.snapshot,
          related: entry.related ?? null,
          deletedAt: at,
          deletedById: actor.id,
          deletedByName: actor.username,
          activityId,
        })),
      )
      // The same id trashed again (restored, then deleted once more) keeps the newest deletion.
      .onConflictDoUpdate({
        target: [adminTrash.entityType, adminTrash.entityId],
        set: {
          label: sql`excluded.label`,
          snapshot: sql`excluded.snapshot`,
          related: sql`excluded.related`,
          deletedAt: sql`excluded.deleted_at`,
          deletedById: sql`excluded.deleted_by_id`,
          deletedByName: sql`excluded.deleted_by_name`,
          activityId: sql`excluded.activity_id`,
        },
      });
  }
}

/**
 * Takes these items out of the trash for a restore, in the caller's transaction: a row is taken once, so
 * two restores of one item cannot both succeed. Returns the rows found (the missing are not in the trash).
 */
export async function takeFromTrash(
  tx: Transaction,
  entityType: string,
  entityIds: readonly string[],
): Promise<AdminTrashRow[]> {
  if (entityIds.length === 0) return [];
  return tx
    .delete(adminTrash)
    .where(and(eq(adminTrash.entityType, entityType), inArray(adminTrash.entityId, [...entityIds])))
    .returning();
}

/**
 * Which of `values` a trashed record of `entityType` holds in its `field` (a deleted partner's slug, say), so
 * a write can say "that one is in the Trash" rather than take what a restore would need. The trash is small
 * (30 days of deletions): a scan.
 */
export async function valuesInTrash(
  tx: Transaction,
  { entityType, field, values }: { entityType: string; field: string; values: readonly string[] },
): Promise<Set<string>> {
  if (values.length === 0) return new Set();
  const held = sql<string>`${adminTrash.snapshot} ->> ${field}`;
  const rows = await tx
    .select({ value: held })
    .from(adminTrash)
    .where(and(eq(adminTrash.entityType, entityType), inArray(held, [...values])));
  return new Set(rows.map((row) => row.value));
}

/**
 * The string values `fields` hold in what could bring a record of `entityType` back: its trashed rows (a
 * restore) and the before / after of its changes recorded at or after `since` (an undo). For a cleanup of
 * what those values name (decision 050: uploaded logos).
 */
export async function valuesRestorable(
  tx: Transaction,
  { entityType, fields, since }: { entityType: string; fields: readonly string[]; since: Date },
): Promise<Set<string>> {
  const values = new Set<string>();
  const add = (value: unknown) => {
    if (typeof value === 'string') values.add(value);
  };
  for (const field of fields) {
    const trashed = await tx
      .select({ value: sql<string | null>`${adminTrash.snapshot} ->> ${field}` })
      .from(adminTrash)
      .where(eq(adminTrash.entityType, entityType));
    trashed.forEach((row) => add(row.value));
    const recorded = await tx
      .select({
        before: sql<string | null>`${adminChanges.before} ->> ${field}`,
        after: sql<string | null>`${adminChanges.after} ->> ${field}`,
      })
      .from(adminChanges)
      .innerJoin(adminActivity, eq(adminActivity.id, adminChanges.activityId))
      .where(
        and(
          eq(adminChanges.entityType, entityType),
          gte(adminActivity.at, since),
          sql`(${adminChanges.before} ? ${field} or ${adminChanges.after} ? ${field})`,
        ),
      );
    recorded.forEach((row) => [row.before, row.after].forEach(add));
  }
  return values;
}

/** When a change of one of these records was last recorded (for a message such as "removed on ..."). */
export async function lastRecordedAt(
  db: Database | Transaction,
  { entityType, entityIds }: { entityType: string; entityIds: readonly string[] },
): Promise<Date | null> {
  if (entityIds.length === 0) return null;
  const [row] = await db
    .select({ at: adminActivity.at })
    .from(adminChanges)
    .innerJoin(adminActivity, eq(adminActivity.id, adminChanges.activityId))
    .where(and(eq(adminChanges.entityType, entityType), inArray(adminChanges.entityId, [...entityIds])))
    .orderBy(desc(adminActivity.at))
    .limit(1);
  return row?.at ?? null;
}

/** What `field` of a record was before its latest recorded change to `value` (to put it back), or undefined. */
export async function valueBeforeLastChangeTo(
  db: Database | Transaction,
  { entityType, entityId, field, value }: { entityType: string; entityId: string; field: string; value: string },
): Promise<unknown> {
  const [row] = await db
    .select({ before: adminChanges.before })
    .from(adminChanges)
    .where(
      and(
        eq(adminChanges.entityType, entityType),
        eq(adminChanges.entityId, entityId),
        sql`${adminChanges.after} ->> ${field} = ${value}`,
      ),
    )
    .orderBy(desc(adminChanges.id))
    .limit(1);
  return row?.before?.[field];
}

function purgeDate(deletedAt: Date): Date {
  return new Date(deletedAt.getTime() + TRASH_DAYS * 24 * 60 * 60 * 1000);
}

export async function listTrash(db: Database, { entity, page }: TrashQuery): Promise<Paged<TrashItem>> {
  const where = entity ? eq(adminTrash.entityType, entity) : undefined;
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(adminTrash)
      .where(where)
      .orderBy(desc(adminTrash.deletedAt), asc(adminTrash.entityId))
      .limit(AUDIT_PAGE_SIZE)
      .offset((page - 1) * AUDIT_PAGE_SIZE),
    db.select({ value: count() }).from(adminTrash).where(where),
  ]);
  return paged(
    rows.map((row) => ({
      entityType: row.entityType,
      entityId: row.entityId,
      label: row.label,
      deletedAt: row.deletedAt.toISOString(),
      deletedByName: row.deletedByName,
      activityId: row.activityId,
      purgeAt: purgeDate(row.deletedAt).toISOString(),
    })),
    total?.value ?? 0,
    page,
  );
}

/**
 * Removes what has been in the trash for TRASH_DAYS, and records it (one activity per purge that found
 * something, naming every item): nothing leaves the trash silently. Items are taken by one DELETE, so two
 * instances purging at once each record only what they removed.
 */
export async function purgeExpiredTrash(db: Database, { now = new Date() }: { now?: Date } = {}): Promise<number> {
  const cutoff = new Date(now.getTime() - TRASH_DAYS * 24 * 60 * 60 * 1000);
  return db.transaction(async (tx) => {
    const purged = await tx.delete(adminTrash).where(lt(adminTrash.deletedAt, cutoff)).returning();
    const byType = new Map<string, AdminTrashRow[]>();
    for (const row of purged) byType.set(row.entityType, [...(byType.get(row.entityType) ?? []), row]);
    for (const [entityType, rows] of byType) {
      await recordAdminChange(tx, {
        actor: SYSTEM_ACTOR,
        action: 'purge',
        entityType,
        summary: `Removed ${rows.length} ${entityType === 'faq' ? 'FAQ item' : entityType}${rows.length === 1 ? '' : 's'} deleted over ${TRASH_DAYS} days ago`,
        at: now,
        changes: rows.map((row) => ({
          entityId: row.entityId,
          label: row.label,
          kind: 'purge',
          before: row.snapshot,
        })),
      });
    }
    return purged.length;
  });
}

/**
 * For records their owner deleted for good under a retention rule: blanks what the record holds of them
 * (each change's label, before and after) and gives the actions that touched them a neutral summary, so
 * no copy of the deleted personal details outlives them here. The facts stay: who acted, when, what kind.
 */
export async function eraseRecordedDetails(
  tx: Transaction,
  {
    entityType,
    entityIds,
    label,
    summary,
  }: { entityType: string; entityIds: string[]; label: string; summary: string },
): Promise<number> {
  if (entityIds.length === 0) return 0;
  const touched = await tx
    .update(adminChanges)
    .set({ label, before: null, after: null })
    .where(and(eq(adminChanges.entityType, entityType), inArray(adminChanges.entityId, entityIds)))
    .returning({ activityId: adminChanges.activityId });
  const activityIds = [...new Set(touched.map((row) => row.activityId))];
  if (activityIds.length > 0) {
    await tx
      .update(adminActivity)
      .set({ summary })
      .where(and(inArray(adminActivity.id, activityIds), eq(adminActivity.entityType, entityType)));
  }
  return touched.length;
}

function paged<Item>(items: Item[], total: number, page: number): Paged<Item> {
  return { items, total, page, pageSize: AUDIT_PAGE_SIZE, pageCount: Math.max(1, Math.ceil(total / AUDIT_PAGE_SIZE)) };
}

function toActivity(row: AdminActivityRow): AuditActivity {
  return {
    id: row.id,
    at: row.at.toISOString(),
    actorId: row.actorId,
    actorKind: row.actorKind,
    actorName: row.actorName,
    actorEmail: row.actorEmail,
    action: row.action,
    entityType: row.entityType,
    summary: row.summary,
    itemCount: row.itemCount,
    undoOf: row.undoOf,
    undoneBy: row.undoneBy,
    undoable:
      (UNDOABLE_ENTITIES as readonly string[]).includes(row.entityType) &&
      (UNDOABLE_ACTIONS as readonly string[]).includes(row.action) &&
      row.undoneBy === null &&
      row.itemCount > 0,
  };
}

function toChange(row: AdminChangeRow): AuditChange {
  return {
    id: row.id,
    activityId: row.activityId,
    entityType: row.entityType,
    entityId: row.entityId,
    label: row.label,
    kind: row.kind,
    before: row.before,
    after: row.after,
  };
}

/**
 * The instant a calendar day begins on the office's clock, the zone the Activity screen shows times in. The
 * database turns local midnight into an instant, so a day of 23 or 25 hours (daylight saving) is whole.
 */
function officeDayStart(day: string, { daysLater = 0 } = {}): SQL {
  return sql`((${day}::date + ${daysLater}::integer)::timestamp at time zone ${OFFICE_TIME_ZONE})`;
}

/** Every admin action, newest first, filtered by record kind, account and the office's days (both inclusive). */
export async function listActivity(db: Database, query: ActivityQuery): Promise<Paged<AuditActivity>> {
  const conditions: SQL[] = [];
  if (query.entity) conditions.push(eq(adminActivity.entityType, query.entity));
  if (query.actor) conditions.push(eq(adminActivity.actorId, query.actor));
  if (query.from) conditions.push(gte(adminActivity.at, officeDayStart(query.from)));
  if (query.to) conditions.push(lt(adminActivity.at, officeDayStart(query.to, { daysLater: 1 })));
  const where = and(...conditions);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(adminActivity)
      .where(where)
      .orderBy(desc(adminActivity.at), desc(adminActivity.id))
      .limit(AUDIT_PAGE_SIZE)
      .offset((query.page - 1) * AUDIT_PAGE_SIZE),
    db.select({ value: count() }).from(adminActivity).where(where),
  ]);
  return paged(rows.map(toActivity), total?.value ?? 0, query.page);
}

/** The accounts that appear in the record, for the Activity screen's "who" filter. */
export async function listActivityActors(db: Database): Promise<{ id: string; name: string }[]> {
  const rows = await db
    .selectDistinctOn([adminActivity.actorId], { id: adminActivity.actorId, name: adminActivity.actorName })
    .from(adminActivity)
    .where(sql`${adminActivity.actorId} is not null`)
    .orderBy(adminActivity.actorId, desc(adminActivity.at));
  return rows.flatMap((row) => (row.id ? [{ id: row.id, name: row.name }] : []));
}

/** One activity with its changes, their fields in the words of each record kind's owner. */
export async function getActivity(
  db: Database | Transaction,
  id: string,
  { wordings }: { wordings?: RecordWordings } = {},
): Promise<{ activity: AuditActivity; changes: DescribedChange[] }> {
  const [row] = await db.select().from(adminActivity).where(eq(adminActivity.id, id));
  if (!row) throw new AppError('NOT_FOUND', 'No such change in the record');
  const changes = await db
    .select()
    .from(adminChanges)
    .where(eq(adminChanges.activityId, id))
    .orderBy(asc(adminChanges.id));
  return { activity: toActivity(row), changes: await describeChanges(changes.map(toChange), wordings) };
}

/** One record's history, newest first, its fields in the words of the record kind's owner. */
export async function entityHistory(
  db: Database,
  {
    entityType,
    entityId,
    page,
    wordings,
  }: { entityType: string; entityId: string; page: number; wordings?: RecordWordings },
): Promise<Paged<AuditHistoryEntry>> {
  const where = and(eq(adminChanges.entityType, entityType), eq(adminChanges.entityId, entityId));
  const [rows, [total]] = await Promise.all([
    db
      .select({ change: adminChanges, activity: adminActivity })
      .from(adminChanges)
      .innerJoin(adminActivity, eq(adminActivity.id, adminChanges.activityId))
      .where(where)
      .orderBy(desc(adminChanges.id))
      .limit(AUDIT_PAGE_SIZE)
      .offset((page - 1) * AUDIT_PAGE_SIZE),
    db.select({ value: count() }).from(adminChanges).where(where),
  ]);
  const entries = rows.map(({ change, activity }) => ({
    ...toChange(change),
    at: activity.at.toISOString(),
    actorKind: activity.actorKind,
    actorName: activity.actorName,
    actorEmail: activity.actorEmail,
    action: activity.action,
  }));
  return paged(await describeChanges(entries, wordings), total?.value ?? 0, page);
}

export interface UndoSource {
  activity: AuditActivity;
  changes: (AuditChange & { version: string | null })[];
}

/**
 * Locks an activity for its undo and returns its changes; 409 when it was undone already, is itself an
 * undo, or is not a kind that can be undone. The caller reverts the records, records the undo, then calls
 * markUndone in the same transaction.
 */
export async function beginUndo(tx: Transaction, activityId: string): Promise<UndoSource> {
  const [row] = await tx.select().from(adminActivity).where(eq(adminActivity.id, activityId)).for('update');
  if (!row) throw new AppError('NOT_FOUND', 'No such change in the record');
  if (row.undoneBy !== null) throw new AppError('CONFLICT', 'This change was already undone.');
  if (!toActivity(row).undoable)
    throw new AppError('CONFLICT', 'Only a bulk edit, bulk delete or import can be undone.');
  const changes = await tx
    .select()
    .from(adminChanges)
    .where(eq(adminChanges.activityId, activityId))
    .orderBy(asc(adminChanges.id));
  return {
    activity: toActivity(row),
    changes: changes.map((change) => ({ ...toChange(change), version: change.version })),
  };
}

type UndoChange = UndoSource['changes'][number];

/**
 * Labels of what an undo cannot take back: a created or edited record gone since the activity, or whose
 * fields the activity set hold other values now, and a deleted one no longer in the trash (`restored`: what
 * `takeFromTrash` found). The values decide, not the version stamp: an undo puts back only the fields the
 * activity set (a created record: all of them), so a later edit of other fields loses nothing, and a later
 * write that left them as they were (an undone bulk edit) is no reason to refuse.
 */
export function changedSinceActivity(
  kept: readonly UndoChange[],
  current: ReadonlyMap<string, { updatedAt: Date }>,
  deleted: readonly UndoChange[],
  restored: readonly AdminTrashRow[],
): string[] {
  const restoredIds = new Set(restored.map((item) => item.entityId));
  const label = (change: UndoChange) => change.label ?? change.entityId;
  return [
    ...kept.filter((change) => {
      const row = current.get(change.entityId);
      if (!row) return true;
      if (change.version !== null && row.updatedAt.toISOString() === change.version) return false;
      return !holdsValues(row, change.after);
    }),
    ...deleted.filter((change) => !restoredIds.has(change.entityId)),
  ].map(label);
}

/** Whether a record still holds the values an activity left in it (its version stamp aside). */
function holdsValues(row: object, values: Record<string, unknown> | null): boolean {
  if (values === null) return false;
  const now = toJsonRecord(row);
  return Object.entries(values).every(
    ([key, value]) => key === 'updatedAt' || JSON.stringify(now[key] ?? null) === JSON.stringify(value ?? null),
  );
}

export async function markUndone(tx: Transaction, activityId: string, undoActivityId: string): Promise<void> {
  const marked = await tx
    .update(adminActivity)
    .set({ undoneBy: undoActivityId })
    .where(and(eq(adminActivity.id, activityId), isNull(adminActivity.undoneBy)))
    .returning({ id: adminActivity.id });
  if (marked.length === 0) throw new AppError('CONFLICT', 'This change was already undone.');
}

/** Trash rows of these ids (read only), for a check before a restore. */
export async function trashRows(
  db: Database | Transaction,
  entityType: string,
  entityIds: readonly string[],
): Promise<AdminTrashRow[]> {
  if (entityIds.length === 0) return [];
  return db
    .select()
    .from(adminTrash)
    .where(and(eq(adminTrash.entityType, entityType), inArray(adminTrash.entityId, [...entityIds])));
}

/** How often each server process looks for trash past its 30 days (and once at start). */
export const TRASH_PURGE_INTERVAL_MS = 60 * 60 * 1000;

/**
 * The scheduled purge: at start, then hourly. Each instance runs it; the DELETE decides who removes (and
 * records) each item. A failed pass is logged and tried again at the next tick.
 */
export function startTrashPurge({
  db,
  log,
  intervalMs = TRASH_PURGE_INTERVAL_MS,
}: {
  db: Database;
  log: Logger;
  intervalMs?: number;
}): BackgroundJob {
  return startPeriodicJob({
    name: 'trash-purge',
    intervalMs,
    log,
    pass: async () => {
      const count = await purgeExpiredTrash(db);
      if (count > 0) log.info({ event: 'trash.purged', count }, 'trash purged');
    },
  });
}
