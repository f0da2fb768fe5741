import type { PartnerImportResult } from './partner.schema';

/*
 * Pure wording of the admin partner list and import preview (spec §2 "Admin: partner management"), tested on its own.
 */

/**
 * Spec §2 result line: 'Found N partners', plus 'matching "{keyword}"', 'in {state}' and
 * '(Featured Partners only)' for the parts of the search that are active.
 */
export function searchResultLine({
  count,
  keyword,
  state,
  featuredOnly,
}: {
  count: number;
  keyword: string;
  state: string;
  featuredOnly: boolean;
}): string {
  const parts = [`Found ${count.toLocaleString('en-US')} ${count === 1 ? 'partner' : 'partners'}`];
  if (keyword.trim() !== '') parts.push(`matching "${keyword.trim()}"`);
  if (state !== '') parts.push(`in ${state}`);
  if (featuredOnly) parts.push('(Featured Partners only)');
  return parts.join(' ');
}

/** Two letters for a partner without a logo or image: first letters of the first two words ('HC'). */
export function partnerInitials(name: string): string {
  const words = name
    .replace(/[^\p{L}\p{N}\s]/gu, ' ')
    .split(/\s+/)
    .filter(Boolean);
  const letters = words.length >= 2 ? `${words[0]![0]}${words[1]![0]}` : (words[0] ?? '?').slice(0, 2);
  return letters.toUpperCase();
}

/** Spec §2: 'Search to View Partners' mentions about how many records there are ('about 1,857'). */
export function recordCountText(count: number | undefined): string {
  return count === undefined ? 'all partner records' : `about ${count.toLocaleString('en-US')} partner records`;
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
  /** Every problem of the row ('field: reason; ...'), or what the row will do. */
  result: string;
  problem: boolean;
}

const cellText = (value: unknown) => (typeof value === 'string' ? value : value === undefined ? '' : String(value));

/**
 * A flag as the import will write it. A column left empty takes the default on a new partner and leaves an
 * existing one's flag alone; a cell the parser could not read is shown as typed (the row's error says why).
 */
function flagText(value: unknown, defaultValue: boolean, action: 'create' | 'update' | null | undefined): string {
  if (value === true) return 'Yes';
  if (value === false) return 'No';
  if (value === undefined) return action === 'update' ? 'Unchanged' : defaultValue ? 'Yes (default)' : 'No (default)';
  return cellText(value);
}

/** The preview of parsed CSV rows with the server's dry-run verdict (spec §9 defaults: active yes, featured no). */
export function importPreviewRows(
  rows: readonly Record<string, unknown>[],
  check: Pick<PartnerImportResult, 'errors' | 'actions'>,
): ImportPreviewRow[] {
  const problemsByRow = new Map<number, string[]>();
  for (const { row, field, message } of check.errors ?? []) {
    const list = problemsByRow.get(row) ?? [];
    list.push(field === '_' ? message : `${field}: ${message}`);
    problemsByRow.set(row, list);
  }
  return rows.map((values, index) => {
    const row = index + 1;
    const action = check.actions?.[index];
    const problems = problemsByRow.get(row);
    return {
      row,
      name: cellText(values.name),
      city: cellText(values.city),
      state: cellText(values.state),
      zipCode: cellText(values.zipCode),
      active: flagText(values.isActive, true, action),
      featured: flagText(values.isPriority, false, action),
      result: problems ? problems.join('; ') : action === 'update' ? 'Updates existing' : 'New',
      problem: problems !== undefined,
    };
  });
}
