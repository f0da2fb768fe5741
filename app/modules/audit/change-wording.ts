import { formatOfficeDateTime, numberFormat } from '~/modules/i18n/format';
import type { AuditChange, ChangeLine, DescribedChange } from './audit.schema';

/*
 * The recorded fields of a change in words. The record keeps raw values (an undo puts them back); the words
 * are made when a screen asks, so old records read as well as new ones. This module knows no domain: the
 * module owning a record kind hands its own wording in (server/api.server.ts wires them), and any field it
 * does not word reads by the generic rules below.
 */

/** How a record kind's owner words its fields, in the labels and values of its admin form. */
export interface FieldWording {
  /** The form's label of a field; undefined leaves the generic one ('zipCode' → 'Zip code'). */
  label?: (field: string) => string | undefined;
  /** A stored value in the form's words; undefined leaves the generic wording. */
  value?: (field: string, value: unknown) => string | undefined;
  /** Fields derived from others (search slugs, stored ranges), not something a person changed. */
  hidden?: ReadonlySet<string>;
}

/**
 * A record kind's wording for one page of its changes: a promise when naming a value needs a lookup (the
 * names of partners an FAQ item targets by id).
 */
export type RecordWording = (changes: readonly AuditChange[]) => FieldWording | Promise<FieldWording>;

/** Wording by record kind ('partner', 'faq'); a kind without one reads by the generic rules. */
export type RecordWordings = Readonly<Partial<Record<string, RecordWording>>>;

/** Changes stored as a whole row: the screens say what happened in one line instead of listing fields. */
const WHOLE_ROW_KINDS: ReadonlySet<string> = new Set(['create', 'delete', 'restore', 'purge']);

/** Amounts are stored in whole cents under names ending in "Cents" (directCremationFromCents). */
const CENTS_FIELD = /[a-z0-9]Cents$/;

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

/** "$1,295.00": a cents amount as money. */
export function centsText(cents: number): string {
  return numberFormat('en-US', { style: 'currency', currency: 'USD' }).format(cents / 100);
}

/** What a change shows of a long value: enough to recognise it, not a whole description. */
const SHOWN_LENGTH = 200;

/**
 * A stored value as a short readable text. A timestamp reads like "Nov 25, 2026, 4:58 PM EST", in the office's
 * time zone as every admin time is.
 */
export function displayValue(value: unknown): string {
  const text = valueText(value);
  return text.length > SHOWN_LENGTH ? `${text.slice(0, SHOWN_LENGTH)}…` : text;
}

/** displayValue without shortening. */
function valueText(value: unknown): string {
  if (value === null || value === undefined || value === '') return '(empty)';
  if (typeof value === 'string' && ISO_TIMESTAMP.test(value)) {
    const date = new Date(value);
    if (!Number.isNaN(date.getTime())) return formatOfficeDateTime(date);
  }
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (Array.isArray(value)) return value.length === 0 ? '(none)' : value.map((item) => displayValue(item)).join(', ');
  if (typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>).filter(
      ([, inner]) => inner != null && inner !== '',
    );
    return entries.length === 0
      ? '(empty)'
      : entries.map(([key, inner]) => `${fieldLabel(key)}: ${displayValue(inner)}`).join(', ');
  }
  return String(value);
}

/** A field's stored value as text: the owner's wording, else a cents field as money, else `displayValue`'s words, whole. */
function fieldValueText(field: string, value: unknown, wording: FieldWording): string {
  const worded = value === null || value === undefined ? undefined : wording.value?.(field, value);
  if (worded !== undefined) return worded;
  if (CENTS_FIELD.test(field) && typeof value === 'number' && Number.isInteger(value)) return centsText(value);
  return valueText(value);
}

/** Unchanged characters kept either side of a change in a shortened text. */
const CONTEXT_LENGTH = 20;
/** The changed part of a shortened text, at most. */
const CHANGED_LENGTH = 40;

/**
 * Both sides of a change shortened alike to the part that differs, with a little unchanged text around it
 * on whole words ("…a family-owned home since 1952…" → "…a family-owned home since 1948…"), when either is
 * longer than `longest`: a sentence added after the 200th character shows as a change, not two equal beginnings.
 */
export function shortenedAlike(
  before: string,
  after: string,
  longest: number = SHOWN_LENGTH,
): { before: string; after: string } {
  if (before.length <= longest && after.length <= longest) return { before, after };
  let start = 0;
  while (start < before.length && start < after.length && before[start] === after[start]) start += 1;
  let end = 0;
  while (
    end < before.length - start &&
    end < after.length - start &&
    before[before.length - 1 - end] === after[after.length - 1 - end]
  )
    end += 1;
  let from = Math.max(0, start - CONTEXT_LENGTH);
  const space = before.slice(from, start).indexOf(' ');
  if (from > 0 && space >= 0) from += space + 1;
  const cut = (text: string) => {
    const changedEnd = text.length - end;
    const changed = text.slice(start, changedEnd);
    const lead = `${from > 0 ? '…' : ''}${text.slice(from, start)}`;
    if (changed.length > CHANGED_LENGTH) return `${lead}${changed.slice(0, CHANGED_LENGTH)}…`;
    let tailEnd = Math.min(text.length, changedEnd + CONTEXT_LENGTH);
    const lastSpace = text.slice(changedEnd, tailEnd).lastIndexOf(' ');
    if (tailEnd < text.length && lastSpace > 0) tailEnd = changedEnd + lastSpace;
    return `${from > 0 ? '…' : ''}${text.slice(from, tailEnd)}${tailEnd < text.length ? '…' : ''}`;
  };
  return { before: cut(before), after: cut(after) };
}

/**
 * The fields of a change, in a stable order, with their before and after values in words. A field whose two
 * sides read the same (a timestamp moved by seconds) is left out: "4:05 AM → 4:05 AM" tells nobody anything.
 */
export function changedFieldList(
  change: Pick<AuditChange, 'before' | 'after'>,
  wording: FieldWording = {},
  { longest = SHOWN_LENGTH }: { longest?: number } = {},
): ChangeLine[] {
  const keys = [...new Set([...Object.keys(change.before ?? {}), ...Object.keys(change.after ?? {})])];
  return keys
    .filter((field) => !wording.hidden?.has(field))
    .flatMap((field) => {
      const whole = {
        before: change.before ? fieldValueText(field, change.before[field], wording) : null,
        after: change.after ? fieldValueText(field, change.after[field], wording) : null,
      };
      if (whole.before === whole.after) return [];
      const label = wording.label?.(field) ?? fieldLabel(field);
      if (whole.before === null || whole.after === null) {
        const shorten = (text: string | null) =>
          text !== null && text.length > longest ? `${text.slice(0, longest)}…` : text;
        return [{ field, label, before: shorten(whole.before), after: shorten(whole.after) }];
      }
      return [{ field, label, ...shortenedAlike(whole.before, whole.after, longest) }];
    });
}

/** Changes with their fields in words, each record kind by its owner's wording (one lookup per kind). */
export async function describeChanges<Change extends AuditChange>(
  changes: readonly Change[],
  wordings: RecordWordings = {},
): Promise<(Change & DescribedChange)[]> {
  const edits = changes.filter((change) => !WHOLE_ROW_KINDS.has(change.kind));
  const kinds = [...new Set(edits.map((change) => change.entityType))];
  const byKind = new Map<string, FieldWording>();
  for (const kind of kinds) {
    const wording = wordings[kind];
    if (wording) byKind.set(kind, await wording(edits.filter((change) => change.entityType === kind)));
  }
  return changes.map((change) => ({
    ...change,
    fields: WHOLE_ROW_KINDS.has(change.kind) ? [] : changedFieldList(change, byKind.get(change.entityType)),
  }));
}
