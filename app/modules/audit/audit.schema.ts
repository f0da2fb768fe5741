import { z } from '~/lib/zod';

/** What the admin records changes to. */
export const auditEntityTypes = ['partner', 'faq', 'inquiry', 'correction', 'account', 'invitation'] as const;
export type AuditEntityType = (typeof auditEntityTypes)[number];

export const AUDIT_PAGE_SIZE = 50;
export const TRASH_DAYS = 30;

/**
 * Activities that can be reverted as one step from the Activity screen (a partner's own edit, an approved
 * name or address change and the office's removal of a partner's logo included).
 */
export const UNDOABLE_ACTIONS = [
  'bulk-edit',
  'bulk-delete',
  'import',
  'portal-edit',
  'portal-change-approved',
  'logo-removed',
] as const;

/** Who acted: an office account, a partner in its portal, or a scheduled job. */
export const ACTOR_KINDS = ['admin', 'partner', 'system'] as const;
export type ActorKind = (typeof ACTOR_KINDS)[number];

/** The record kinds whose owning module can undo those activities. */
export const UNDOABLE_ENTITIES = ['partner', 'faq'] as const;

const day = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Use a date like 2026-11-25')
  .refine((value) => !Number.isNaN(Date.parse(`${value}T00:00:00Z`)), 'Not a date');

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

/** A record's history entry: the change and who made it when. */
export interface AuditHistoryEntry extends AuditChange {
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

/** Amounts are stored in whole cents under names ending in "Cents" (directCremationFromCents). */
const CENTS_FIELD = /[a-z0-9]Cents$/;
const moneyFormat = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

/** Content in Canadian French is stored beside its English field, under the same name ending in "Fr". */
const FRENCH_FIELD = /[a-z0-9]Fr$/;

/**
 * 'zipCode' → 'Zip code', 'descriptionFr' → 'Description (French)': field names as a person reads them; the
 * unit of a cents field goes with its value.
 */
export function fieldLabel(field: string): string {
  if (FRENCH_FIELD.test(field)) return `${fieldLabel(field.slice(0, -2))} (French)`;
  const words = field
    .replace(CENTS_FIELD, (end) => end.charAt(0))
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/_/g, ' ')
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** Timestamps as records store them (ISO 8601, from toISOString or a timestamptz column). */
const ISO_TIMESTAMP = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})$/;
/** Like the Activity list's "Nov 25, 2026, 4:58 PM"; one formatter, not one per value. */
const timestampFormat = new Intl.DateTimeFormat('en-US', {
  year: 'numeric',
  month: 'short',
  day: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
});

/** A stored value as a short readable text. */
export function displayValue(value: unknown): string {
  if (value === null || value === undefined || value === '') return '(empty)';
  if (typeof value === 'string' && ISO_TIMESTAMP.test(value)) {
    const date = new Date(value);
    if (!Number.isNaN(date.getTime())) return timestampFormat.format(date);
  }
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (Array.isArray(value)) return value.length === 0 ? '(none)' : value.map((item) => displayValue(item)).join(', ');
  if (typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>).filter(
      ([, inner]) => inner != null && inner !== '',
    );
    return entries.length === 0
      ? '(empty)'
      : entries.map(([key, inner]) => `${key}: ${displayValue(inner)}`).join(', ');
  }
  const text = String(value);
  return text.length > 200 ? `${text.slice(0, 200)}…` : text;
}

/** A field's stored value as text: a cents field as money ("$1,295.00"), anything else by `displayValue`. */
export function displayFieldValue(field: string, value: unknown): string {
  if (CENTS_FIELD.test(field) && typeof value === 'number' && Number.isInteger(value)) {
    return moneyFormat.format(value / 100);
  }
  return displayValue(value);
}

/** The fields of a change, in a stable order, with their before and after values. */
export function changedFieldList(change: Pick<AuditChange, 'before' | 'after'>) {
  const keys = [...new Set([...Object.keys(change.before ?? {}), ...Object.keys(change.after ?? {})])];
  return keys.map((field) => ({
    field,
    label: fieldLabel(field),
    before: change.before ? displayFieldValue(field, change.before[field]) : null,
    after: change.after ? displayFieldValue(field, change.after[field]) : null,
  }));
}
