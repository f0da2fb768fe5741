import { z } from '~/lib/zod';

/** What the admin records changes to. */
export const auditEntityTypes = ['partner', 'faq', 'inquiry', 'correction', 'account', 'invitation', 'logo'] as const;
export type AuditEntityType = (typeof auditEntityTypes)[number];

export const AUDIT_PAGE_SIZE = 50;
export const TRASH_DAYS = 30;

/**
 * Activities that can be reverted as one step from the Activity screen (a partner's own edit, an approved
 * name or address change and the office's upload or removal of a partner's logo included).
 */
export const UNDOABLE_ACTIONS = [
  'bulk-edit',
  'bulk-delete',
  'import',
  'portal-edit',
  'portal-change-approved',
  'logo-uploaded',
  'logo-removed',
] as const;

/** Who acted: an office account, a partner in its portal, or a scheduled job. */
export const ACTOR_KINDS = ['admin', 'partner', 'system'] as const;
export type ActorKind = (typeof ACTOR_KINDS)[number];

/** The record kinds whose owning module can undo those activities. */
export const UNDOABLE_ENTITIES = ['partner', 'faq'] as const;

/** A day of the calendar: February 30 is refused, not rolled over into March. */
function isCalendarDay(value: string): boolean {
  const [year, month, day] = value.split('-').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

const day = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Use a date like 2026-11-25')
  .refine(isCalendarDay, 'Not a date');

const page = z.coerce.number().int('Page must be a whole number').min(1, 'Page starts at 1').max(100_000).default(1);

/** GET /api/admin/activity query, also read from the Activity screen's URL. */
export const activityQuerySchema = z.object({
  entity: z.enum(auditEntityTypes).optional(),
  actor: z.string().uuid('Not an account id').optional(),
  from: day.optional(),
  to: day.optional(),
  page,
});
export type ActivityQuery = z.infer<typeof activityQuerySchema>;

export const historyQuerySchema = z.object({ page });
export const trashQuerySchema = z.object({ entity: z.enum(['partner', 'faq']).optional(), page });
export type TrashQuery = z.infer<typeof trashQuerySchema>;

export const activityIdParamsSchema = z.object({ id: z.string().uuid('Not an activity id') });
export const entityParamsSchema = z.object({
  entity: z.enum(auditEntityTypes),
  id: z.string().min(1).max(200),
});

export interface AuditChange {
  id: number;
  activityId: string;
  entityType: string;
  entityId: string;
  label: string | null;
  kind: string;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
}

export interface AuditActivity {
  id: string;
  at: string;
  actorId: string | null;
  actorKind: ActorKind;
  actorName: string;
  actorEmail: string | null;
  action: string;
  entityType: string;
  summary: string;
  itemCount: number;
  undoOf: string | null;
  undoneBy: string | null;
  undoable: boolean;
}

/** One changed field as the admin reads it: the form's label and each side's value in words. */
export interface ChangeLine {
  field: string;
  label: string;
  /** Null on a create (there was no before). */
  before: string | null;
  after: string | null;
}

/** A change as the screens show it: the stored record with its fields in words (empty for a whole row). */
export interface DescribedChange extends AuditChange {
  fields: ChangeLine[];
}

/** A record's history entry: the change and who made it when. */
export interface AuditHistoryEntry extends DescribedChange {
  at: string;
  actorKind: ActorKind;
  actorName: string;
  actorEmail: string | null;
  action: string;
}

export interface Paged<Item> {
  items: Item[];
  total: number;
  page: number;
  pageSize: number;
  pageCount: number;
}

export interface TrashItem {
  entityType: string;
  entityId: string;
  label: string;
  deletedAt: string;
  deletedByName: string;
  activityId: string;
  purgeAt: string;
}
