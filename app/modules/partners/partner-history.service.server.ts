import { and, eq, getTableColumns, inArray, ne } from 'drizzle-orm';
import type { Database, Transaction } from '~/db/client.server';
import type { Env } from '~/lib/env.server';
import { AppError } from '~/lib/errors';
import { ADMIN_ONLY_MESSAGE } from '~/modules/admin-auth/admin.schema';
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
  type AdminTrashRow,
} from '~/modules/audit/audit.server';
import { assertLogosStillKept } from './partner-logo-cleanup.server';
import { keepOldSlugsAsAliases, lockPartnerSlugs, type SlugChange } from './partner-slugs.server';
import { timeZoneOfAddress } from './address-time-zone';
import { nextVersion, updatePartnerRows } from './partner-write.server';
import { partnerAliases, type PartnerRow, partners } from './partner.table';

/*
 * A partner's life in the change record: what a write records, the trash a delete puts the row in (the row
 * itself leaves the table, so public and search queries never see it), restoring it with the same id and
 * slug, and undoing a bulk edit, bulk delete or import as one step.
 */

export const PARTNER_ENTITY = 'partner';

export function partnerLabel(row: Pick<PartnerRow, 'name' | 'city' | 'state'>): string {
  return `${row.name} (${row.city}, ${row.state})`;
}

/** A recorded partner row back as column values (timestamps as dates). */
export function partnerColumnsFromJson(record: Record<string, unknown>): Partial<PartnerRow> {
  const columns = getTableColumns(partners);
  const values: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(record)) {
    const column = columns[key as keyof typeof columns];
    if (!column) continue;
    values[key] = column.columnType === 'PgTimestamp' && typeof value === 'string' ? new Date(value) : value;
  }
  return values as Partial<PartnerRow>;
}

export function createdChange(row: PartnerRow): RecordedChange {
  return {
    entityId: row.id,
    label: partnerLabel(row),
    kind: 'create',
    after: toJsonRecord(row),
    version: row.updatedAt,
  };
}

export function updatedChange(before: PartnerRow, after: PartnerRow): RecordedChange {
  const diff = diffRecords(before, after);
  return {
    entityId: after.id,
    label: partnerLabel(after),
    kind: 'update',
    before: diff?.before ?? null,
    after: diff?.after ?? null,
    version: after.updatedAt,
  };
}

/**
 * Removes these partners into the trash, recording the deletion under `action` (one activity: its id is
 * the batch id). Their aliases are kept with the snapshot; their inquiries keep the partner id (no foreign
 * key), so a restore gives them back.
 */
export async function trashPartners(
  tx: Transaction,
  rows: readonly PartnerRow[],
  {
    actor,
    action,
    summary,
    now,
    undoOf,
    otherChanges = [],
  }: {
    actor: AdminActor;
    action: string;
    summary: string;
    now: Date;
    undoOf?: string;
    /** Changes of the same activity that are not deletions (an undo's reverted edits). */
    otherChanges?: readonly RecordedChange[];
  },
): Promise<string> {
  const ids = rows.map((row) => row.id);
  const aliases =
    ids.length === 0 ? [] : await tx.select().from(partnerAliases).where(inArray(partnerAliases.partnerId, ids));
  const activityId = await recordAdminChange(tx, {
    actor,
    action,
    entityType: PARTNER_ENTITY,
    summary,
    at: now,
    undoOf,
    changes: [
      ...otherChanges,
      ...rows.map((row) => ({
        entityId: row.id,
        label: partnerLabel(row),
        kind: 'delete',
        before: toJsonRecord(row),
      })),
    ],
  });
  await moveToTrash(tx, {
    entityType: PARTNER_ENTITY,
    activityId,
    actor,
    at: now,
    entries: rows.map((row) => ({
      entityId: row.id,
      label: partnerLabel(row),
      snapshot: toJsonRecord(row),
      related: { aliases: aliases.filter((alias) => alias.partnerId === row.id).map((alias) => alias.aliasId) },
    })),
  });
  if (ids.length > 0) await tx.delete(partners).where(inArray(partners.id, ids));
  return activityId;
}

/**
 * A row put back as it was recorded, on the clock its address has now: a record made before partners had
 * their own zone, or before a postal code's zone was known, would bring back none or a stale one.
 */
function withTimeZone(row: PartnerRow): PartnerRow {
  return { ...row, timeZone: timeZoneOfAddress(row.zipCode, row.state) };
}

function partnersNamed(labels: readonly string[]): string {
  const shown = labels.slice(0, 10).join('; ');
  return labels.length > 10 ? `${shown} and ${labels.length - 10} more` : shown;
}

/**
 * Puts trashed rows back (same id, slug and aliases). A slug another partner has taken since (as its slug
 * or an alias) refuses the whole restore with 409 naming the partner and who holds the address.
 */
async function putBack(tx: Transaction, taken: readonly AdminTrashRow[]): Promise<PartnerRow[]> {
  const rows = taken.map((item) => withTimeZone(partnerColumnsFromJson(item.snapshot) as PartnerRow));
  const slugs = rows.map((row) => row.slug);
  const holders = slugs.length === 0 ? [] : await tx.select().from(partners).where(inArray(partners.slug, slugs));
  const aliasHolders =
    slugs.length === 0 ? [] : await tx.select().from(partnerAliases).where(inArray(partnerAliases.aliasId, slugs));
  const clashes = rows.flatMap((row) => {
    const holder = holders.find((other) => other.slug === row.slug && other.id !== row.id);
    if (holder) return [`"${partnerLabel(row)}": its address ${row.slug} is now used by "${holder.name}"`];
    if (holders.some((other) => other.id === row.id)) return [`"${partnerLabel(row)}" is already in the directory`];
    if (aliasHolders.some((alias) => alias.aliasId === row.slug && alias.partnerId !== row.id)) {
      return [`"${partnerLabel(row)}": its address ${row.slug} now leads to another partner`];
    }
    return [];
  });
  if (clashes.length > 0) {
    throw new AppError(
      'CONFLICT',
      `Cannot restore ${partnersNamed(clashes)}. Rename the partner using that address, then restore again.`,
    );
  }
  for (let start = 0; start < rows.length; start += 200)
    await tx.insert(partners).values(rows.slice(start, start + 200));
  const aliases = taken.flatMap((item) => {
    const kept = (item.related?.aliases as string[] | undefined) ?? [];
    return kept.map((aliasId) => ({ aliasId, partnerId: item.entityId }));
  });
  if (aliases.length > 0) await tx.insert(partnerAliases).values(aliases).onConflictDoNothing();
  return rows;
}

/** POST /api/admin/partners/trash/{id}/restore: the partner back as it was deleted. */
export async function restorePartner(
  db: Database,
  { id, actor }: { id: string; actor: AdminActor },
  { now = new Date() }: { now?: Date } = {},
): Promise<{ id: string; slug: string }> {
  return db.transaction(async (tx) => {
    await lockPartnerSlugs(tx);
    const taken = await takeFromTrash(tx, PARTNER_ENTITY, [id]);
    if (taken.length === 0) throw new AppError('NOT_FOUND', 'This partner is not in the trash');
    const [row] = await putBack(tx, taken);
    await recordAdminChange(tx, {
      actor,
      action: 'restore',
      entityType: PARTNER_ENTITY,
      summary: `Restored ${partnerLabel(row!)} from the trash`,
      at: now,
      changes: [
        {
          entityId: row!.id,
          label: partnerLabel(row!),
          kind: 'restore',
          after: toJsonRecord(row!),
          version: row!.updatedAt,
        },
      ],
    });
    return { id: row!.id, slug: row!.slug };
  });
}

/**
 * POST /api/admin/partners/undo/{activityId}: a bulk edit, bulk delete or import reverted in one
 * transaction, every partner back as it was before. Refused (409, naming them) when any partner changed
 * since, and recorded as an undo that cannot itself be undone; the reverted activity cannot be undone twice.
 * Undoing an import that created partners deletes them, which only an admin may do. An earlier logo it would
 * put back that was since removed as unused is a 409 too (decision 050).
 */
export async function undoPartnerActivity(
  db: Database,
  {
    activityId,
    actor,
    role,
    media,
  }: { activityId: string; actor: AdminActor; role: string; media: Pick<Env, 'MEDIA_STORE' | 'DATA_DIR'> },
  { now = new Date() }: { now?: Date } = {},
): Promise<{ undoneCount: number }> {
  return db.transaction(async (tx) => {
    await lockPartnerSlugs(tx);
    const { activity, changes } = await beginUndo(tx, activityId);
    if (activity.entityType !== PARTNER_ENTITY) {
      throw new AppError('CONFLICT', 'Only a bulk edit, bulk delete or import can be undone.');
    }
    const created = changes.filter((change) => change.kind === 'create');
    const updated = changes.filter((change) => change.kind === 'update' && change.before !== null);
    const deleted = changes.filter((change) => change.kind === 'delete');
    if (created.length > 0 && role !== 'admin') {
      throw new AppError('FORBIDDEN', ADMIN_ONLY_MESSAGE);
    }

    const liveIds = [...created, ...updated].map((change) => change.entityId);
    const live =
      liveIds.length === 0 ? [] : await tx.select().from(partners).where(inArray(partners.id, liveIds)).for('update');
    const byId = new Map(live.map((row) => [row.id, row]));
    const inTrash = await takeFromTrash(
      tx,
      PARTNER_ENTITY,
      deleted.map((change) => change.entityId),
    );
    const changedSince = changedSinceActivity([...created, ...updated], byId, deleted, inTrash);
    if (changedSince.length > 0) {
      throw new AppError(
        'CONFLICT',
        `Cannot undo: ${changedSince.length === 1 ? 'this partner has' : `these ${changedSince.length} partners have`} changed since: ${partnersNamed(changedSince)}. Nothing was undone.`,
      );
    }

    await assertLogosStillKept(
      tx,
      media,
      updated.flatMap((change) => {
        const key = change.before!.logoKey;
        const current = byId.get(change.entityId)!;
        return typeof key === 'string' && key !== current.logoKey ? [{ key, label: partnerLabel(current) }] : [];
      }),
    );

    const recorded: RecordedChange[] = [];
    const reverted: PartnerRow[] = [];
    const slugChanges: SlugChange[] = [];
    for (const change of updated) {
      const current = byId.get(change.entityId)!;
      const next = withTimeZone({
        ...current,
        ...partnerColumnsFromJson(change.before!),
        updatedAt: nextVersion(current.updatedAt, now),
      });
      if (next.slug !== current.slug) {
        const [holder] = await tx
          .select()
          .from(partners)
          .where(and(eq(partners.slug, next.slug), ne(partners.id, current.id)));
        if (holder) {
          throw new AppError(
            'CONFLICT',
            `Cannot undo: the address ${next.slug} of "${partnerLabel(current)}" is now used by "${holder.name}". Nothing was undone.`,
          );
        }
        slugChanges.push({ partnerId: current.id, oldSlug: current.slug, newSlug: next.slug });
      }
      reverted.push(next);
      recorded.push(updatedChange(current, next));
    }
    await keepOldSlugsAsAliases(tx, slugChanges);
    await updatePartnerRows(tx, reverted);
    const restored = await putBack(tx, inTrash);
    for (const row of restored) {
      recorded.push({
        entityId: row.id,
        label: partnerLabel(row),
        kind: 'restore',
        after: toJsonRecord(row),
        version: row.updatedAt,
      });
    }

    const summary = `Undid: ${activity.summary}`;
    let undoId: string;
    if (created.length > 0) {
      // The import's new partners go to the trash (restorable like any delete), in the undo's own record.
      undoId = await trashPartners(
        tx,
        created.map((change) => byId.get(change.entityId)!),
        { actor, action: 'undo', summary, now, undoOf: activity.id, otherChanges: recorded },
      );
    } else {
      undoId = await recordAdminChange(tx, {
        actor,
        action: 'undo',
        entityType: PARTNER_ENTITY,
        summary,
        at: now,
        undoOf: activity.id,
        changes: recorded,
      });
    }
    await markUndone(tx, activity.id, undoId);
    return { undoneCount: changes.length };
  });
}
