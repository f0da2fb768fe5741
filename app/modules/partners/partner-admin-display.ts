import { partnerCsvHeader } from './partner-csv';
import { formatPrice } from './price-line';
import type { PartnerImportChange, PartnerImportResult } from './partner.schema';

type RowAction = NonNullable<PartnerImportResult['actions']>[number];

/** The row matches a partner already in the directory: a column it lacks leaves that partner's value. */
const updatesExisting = (action: RowAction | undefined) => action === 'update' || action === 'unchanged';

/*
 * Pure wording of the admin partner table and import preview (spec §2 "Admin: partner management"), tested on its own.
 */

/** Where a page of the partner table sits in the whole filtered list: 'Showing 51–100 of 1,857 partners'. */
export function showingLine({
  total,
  page,
  pageSize,
  count,
}: {
  total: number;
  page: number;
  pageSize: number;
  count: number;
}): string {
  if (total === 0) return 'No partners match';
  const all = `${total.toLocaleString('en-US')} ${total === 1 ? 'partner' : 'partners'}`;
  if (count === 0) return `No partners on this page (${all} in all)`;
  const first = (page - 1) * pageSize + 1;
  return `Showing ${first.toLocaleString('en-US')}–${(first + count - 1).toLocaleString('en-US')} of ${all}`;
}

/** One line of the CSV import preview table. */
export interface ImportPreviewRow {
  row: number;
  name: string;
  city: string;
  state: string;
  zipCode: string;
  /** isActive and isPriority ('Featured') as the import will write them. */
  active: string;
  featured: string;
  /** The direct cremation price as the import will write it, so a price in the wrong unit shows. */
  price: string;
  /** Every problem of the row ('field: reason; ...'), or what the row will do. */
  result: string;
  problem: boolean;
  /** What an updating row changes, old and new value (empty for other rows). */
  changes: PartnerImportChange[];
  /** A change of address, city, state or ZIP: the partner moves on the map and in searches. */
  movesOnMap: boolean;
}

const cellText = (value: unknown) => (typeof value === 'string' ? value : value === undefined ? '' : String(value));

/**
 * A flag as the import will write it. A column left empty takes the default on a new partner and leaves an
 * existing one's flag alone; a cell the parser could not read is shown as typed (the row's error says why).
 */
function flagText(value: unknown, defaultValue: boolean, action: RowAction | undefined): string {
  if (value === true) return 'Yes';
  if (value === false) return 'No';
  if (value === undefined)
    return updatesExisting(action) ? 'Unchanged' : defaultValue ? 'Yes (default)' : 'No (default)';
  return cellText(value);
}

/** "$1,295.50"; "None" when empty, or "Unchanged" for an update without the column; unreadable text as typed. */
function priceText(value: unknown, action: RowAction | undefined): string {
  if (typeof value === 'number') return formatPrice(value, 'US');
  if (value === undefined && updatesExisting(action)) return 'Unchanged';
  if (value === null || value === undefined) return 'None';
  return cellText(value);
}

const RESULT_TEXT: Record<NonNullable<RowAction>, string> = {
  create: 'New',
  update: 'Updates existing',
  unchanged: 'Unchanged',
};

/**
 * The preview of parsed CSV rows with the server's dry-run verdict (spec §9 defaults: active yes, featured no):
 * the `first` rows, then only the later rows that change a partner, so no change goes unseen in a long file.
 */
export function importPreviewRows(
  rows: readonly Record<string, unknown>[],
  check: Pick<PartnerImportResult, 'errors' | 'actions' | 'changes'>,
  first = Infinity,
): ImportPreviewRow[] {
  const problemsByRow = new Map<number, string[]>();
  for (const { row, field, message } of check.errors ?? []) {
    const list = problemsByRow.get(row) ?? [];
    list.push(field === '_' ? message : `${partnerCsvHeader(field)}: ${message}`);
    problemsByRow.set(row, list);
  }
  return rows.flatMap((values, index) => {
    const row = index + 1;
    const action = check.actions?.[index];
    const problems = problemsByRow.get(row);
    const changes = check.changes?.[index] ?? [];
    if (index >= first && changes.length === 0) return [];
    return {
      row,
      name: cellText(values.name),
      city: cellText(values.city),
      state: cellText(values.state),
      zipCode: cellText(values.zipCode),
      active: flagText(values.isActive, true, action),
      featured: flagText(values.isPriority, false, action),
      price: priceText(values.directCremationFromCents, action),
      result: problems ? problems.join('; ') : RESULT_TEXT[action ?? 'create'],
      problem: problems !== undefined,
      changes,
      movesOnMap: changes.some((change) => change.movesOnMap),
    };
  });
}

/**
 * The import's confirm button: it counts the partners the file creates or changes (an unchanged row writes
 * nothing), and when it cannot be pressed, `reason` says why beside it.
 */
export function importUploadButton(check: Pick<PartnerImportResult, 'created' | 'updated' | 'errors'> | null): {
  label: string;
  reason: string | null;
} {
  const changing = check ? check.created + check.updated : 0;
  const label = `Upload ${changing.toLocaleString('en-US')} ${changing === 1 ? 'Partner' : 'Partners'}`;
  if (!check) return { label, reason: 'Choose a CSV file to see what it will change.' };
  const problemRows = new Set((check.errors ?? []).map((issue) => issue.row)).size;
  if (problemRows > 0)
    return {
      label,
      reason: `Nothing is uploaded while ${problemRows === 1 ? 'a row has a problem' : `${problemRows.toLocaleString('en-US')} rows have problems`}: fix ${problemRows === 1 ? 'it' : 'them'} and choose the file again.`,
    };
  if (changing === 0) return { label, reason: 'Nothing to upload: the directory already has every row of this file.' };
  return { label, reason: null };
}
