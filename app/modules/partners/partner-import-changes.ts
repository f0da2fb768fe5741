import { centsText, displayValue, fieldLabel } from '~/modules/audit/change-wording';
import { partnerChangeWording, partnerFieldLabel, partnerValueInWords } from './partner-change-wording';
import type { PartnerImportChange } from './partner.schema';

/*
 * What an import row changes on the partner it updates, in the labels and value words of the partner
 * history and Activity, so the preview reads like the record the import will leave.
 */

/** Fields that place a partner: a change moves it on the map and in searches by place. */
const LOCATION_FIELDS: ReadonlySet<string> = new Set([
  'address',
  'city',
  'state',
  'zipCode',
  'country',
  'latitude',
  'longitude',
]);

/** Longer texts are cut around what changed. */
const MAX_TEXT = 80;
/** Unchanged characters kept either side of a change in a cut text. */
const CONTEXT = 20;
/** The changed part of a cut text, at most. */
const MAX_CHANGED = 40;

/** displayValue cuts strings past this length, so those are worded here from the whole value. */
const DISPLAY_CUT = 200;

/** A value in the history's words, never cut. */
function fullText(field: string, value: unknown): string {
  if (value === null || value === undefined || value === '') return displayValue(value);
  const worded = partnerValueInWords(field, value);
  if (worded !== undefined) return worded;
  if (typeof value === 'string' && value.length > DISPLAY_CUT) return value;
  if (field.endsWith('Cents') && typeof value === 'number' && Number.isInteger(value)) return centsText(value);
  return displayValue(value);
}

/**
 * Both sides cut to the part that differs, with a little unchanged text around it: "…a family-owned home
 * since 1952…" → "…a family-owned home since 1948…".
 */
export function shortenPair(before: string, after: string): { before: string; after: string } {
  if (before.length <= MAX_TEXT && after.length <= MAX_TEXT) return { before, after };
  let start = 0;
  while (start < before.length && start < after.length && before[start] === after[start]) start += 1;
  let end = 0;
  while (
    end < before.length - start &&
    end < after.length - start &&
    before[before.length - 1 - end] === after[after.length - 1 - end]
  )
    end += 1;
  // The context starts and ends on whole words where it can.
  let from = Math.max(0, start - CONTEXT);
  const space = before.slice(from, start).indexOf(' ');
  if (from > 0 && space >= 0) from += space + 1;
  const cut = (text: string) => {
    const changedEnd = text.length - end;
    const changed = text.slice(start, changedEnd);
    if (changed.length > MAX_CHANGED)
      return `${from > 0 ? '…' : ''}${text.slice(from, start)}${changed.slice(0, MAX_CHANGED)}…`;
    let tailEnd = Math.min(text.length, changedEnd + CONTEXT);
    const lastSpace = text.slice(changedEnd, tailEnd).lastIndexOf(' ');
    if (tailEnd < text.length && lastSpace > 0) tailEnd = changedEnd + lastSpace;
    return `${from > 0 ? '…' : ''}${text.slice(from, tailEnd)}${tailEnd < text.length ? '…' : ''}`;
  };
  return { before: cut(before), after: cut(after) };
}

/**
 * The fields a row changes, given the changed fields' stored values before and after (a diff of the partner's
 * JSON record): labels and values as the history words them, long texts cut around the change, fields the
 * server derives left out.
 */
export function importRowChanges(
  before: Record<string, unknown>,
  after: Record<string, unknown>,
): PartnerImportChange[] {
  const { hidden } = partnerChangeWording();
  const fields = [...new Set([...Object.keys(before), ...Object.keys(after)])];
  return fields
    .filter((field) => !hidden?.has(field))
    .map((field) => ({
      field,
      label: partnerFieldLabel(field) ?? fieldLabel(field),
      ...shortenPair(fullText(field, before[field]), fullText(field, after[field])),
      movesOnMap: LOCATION_FIELDS.has(field),
    }))
    .filter((change) => change.before !== change.after);
}
