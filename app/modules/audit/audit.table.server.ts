import { bigint, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/*
 * Who changed what in the admin. No foreign keys to the admin or domain tables: the record outlives a
 * deleted account, a deleted partner and a purged trash item.
 */

/** One admin action (a save, a bulk edit, an import, a restore ...): who, when, what kind. */
export const adminActivity = pgTable(
  'admin_activity',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    // Who acted: an office account, a partner signed in to the portal (id null, email set) or a scheduled job.
    actorKind: text('actor_kind', { enum: ['admin', 'partner', 'system'] })
      .notNull()
      .default('admin'),
    // Null for the scheduled jobs and for partners, who have no admin account.
    actorId: uuid('actor_id'),
    actorName: text('actor_name').notNull(),
    actorEmail: text('actor_email'),
    action: text('action').notNull(),
    entityType: text('entity_type').notNull(),
    summary: text('summary').notNull(),
    itemCount: integer('item_count').notNull(),
    // The activity an undo reverted, and on the reverted one the undo's id: set once, so never undone twice.
    undoOf: uuid('undo_of'),
    undoneBy: uuid('undone_by'),
  },
  (table) => [
    index('admin_activity_at_idx').on(table.at, table.id),
    index('admin_activity_actor_idx').on(table.actorId, table.at),
    index('admin_activity_entity_type_idx').on(table.entityType, table.at),
  ],
);

/** One record's change within an activity (the activity id is the batch id of a bulk write). */
export const adminChanges = pgTable(
  'admin_changes',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    activityId: uuid('activity_id')
      .notNull()
      .references(() => adminActivity.id),
    entityType: text('entity_type').notNull(),
    entityId: text('entity_id').notNull(),
    label: text('label'),
    kind: text('kind').notNull(),
    // Edits: the changed fields only; creates: `after` is the whole row; deletes: `before` is.
    before: jsonb('before').$type<Record<string, unknown>>(),
    after: jsonb('after').$type<Record<string, unknown>>(),
    // The record's version (updatedAt) after this change: an undo refuses a record changed since.
    version: text('version'),
  },
  (table) => [
    index('admin_changes_entity_idx').on(table.entityType, table.entityId, table.id),
    index('admin_changes_activity_idx').on(table.activityId, table.id),
  ],
);

/** Deleted partners and FAQ items, restorable for 30 days: the whole row, and what came with it. */
export const adminTrash = pgTable(
  'admin_trash',
  {
    entityType: text('entity_type').notNull(),
    entityId: text('entity_id').notNull(),
    label: text('label').notNull(),
    snapshot: jsonb('snapshot').$type<Record<string, unknown>>().notNull(),
    related: jsonb('related').$type<Record<string, unknown>>(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }).notNull(),
    deletedById: uuid('deleted_by_id'),
    deletedByName: text('deleted_by_name').notNull(),
    activityId: uuid('activity_id').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.entityType, table.entityId] }),
    index('admin_trash_deleted_idx').on(table.deletedAt),
  ],
);

export type AdminActivityRow = typeof adminActivity.$inferSelect;
export type AdminChangeRow = typeof adminChanges.$inferSelect;
export type AdminTrashRow = typeof adminTrash.$inferSelect;
