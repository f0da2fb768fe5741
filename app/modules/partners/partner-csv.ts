import { getTableColumns } from 'drizzle-orm';
import { csvDateStamp, parseCsvRecords, toCsv } from '~/lib/csv';
import { closuresText } from './closures';
import { flagFromText, type Partner, type PartnerInput } from './partner.schema';
import { partners } from './partner.table';

/*
 * The partner CSV formats (spec §3 "CSV formats", §5 "Partner CSV import", design §4). Pure: the browser
 * builds the export and parses an import with it; the server then validates each row with the partner
 * schema, which stays the one judge of what a valid partner is.
 */

/** Spec §3: the export's columns, in order, then decision 028's; a header is the field's name. */
export const PARTNER_EXPORT_COLUMNS = [
  'name',
  'address',
  'city',
  'state',
  'zipCode',
  'phone',
  'email',
  'website',
  'description',
  'annualCremations',
  'locationCount',
  'isPriority',
  'isActive',
  'servicesOffered',
  // What families decide on (decision 028): the price in cents, its date as YYYY-MM-DD, hours as one line.
  'priceListUrl',
  'directCremationFromCents',
  'priceCheckedOn',
  'openingHours',
  'afterHoursPhone',
  'offersPetCremation',
  'acceptsCrematedRemains',
  'offersWitnessedCremation',
  'servesVeterans',
  // The French pages' description (the English one stays `description`).
  'descriptionFr',
  // Holiday closures as their text form: "2026-12-25 Christmas Day; 2026-12-31..2027-01-01 New Year".
  'closures',
  // The language of the partner's emails, en or fr; its header is `language` (PARTNER_CSV_HEADER_NAMES).
  'preferredLanguage',
  // The French pages' About text and services (semicolons, as `servicesOffered`).
  'longDescriptionFr',
  'servicesOfferedFr',
] as const satisfies readonly (keyof Partner & keyof PartnerInput)[];

/** The few columns whose header is not the field's name: what a person editing the sheet reads. */
const PARTNER_CSV_HEADER_NAMES: Partial<Record<(typeof PARTNER_EXPORT_COLUMNS)[number], string>> = {
  preferredLanguage: 'language',
};

/** The export's header line, in column order. */
export const PARTNER_EXPORT_HEADER: readonly string[] = PARTNER_EXPORT_COLUMNS.map(
  (column) => PARTNER_CSV_HEADER_NAMES[column] ?? column,
);

export type PartnerExportFields = Pick<Partner, (typeof PARTNER_EXPORT_COLUMNS)[number]>;

/** RFC 4180 text of the export; services (both languages) joined by semicolons; formula-like cells prefixed with `'`. */
export function partnersToCsv(partners: readonly PartnerExportFields[]): string {
  return toCsv(
    PARTNER_EXPORT_HEADER,
    partners.map((partner) =>
      PARTNER_EXPORT_COLUMNS.map((column) =>
        column === 'servicesOffered' || column === 'servicesOfferedFr'
          ? partner[column].join(';')
          : column === 'closures'
            ? closuresText(partner.closures)
            : partner[column],
      ),
    ),
  );
}

/** Spec §3: `partners_export_{date}.csv`, the admin's local calendar date. */
export function partnerExportFileName(date = new Date()): string {
  return `partners_export_${csvDateStamp(date)}.csv`;
}

const tableColumns = getTableColumns(partners);

/** Spec §5: what an import reads besides the export's columns (slug names the partner a row updates). */
const PARTNER_IMPORT_ONLY_COLUMNS = [
  'slug',
  'longDescription',
  'logoUrl',
  'imageUrl',
] as const satisfies readonly (keyof typeof tableColumns)[];

/** Every column an import understands: the export's, plus the optional slug, long description and images. */
export const PARTNER_IMPORT_COLUMNS: readonly string[] = [...PARTNER_EXPORT_COLUMNS, ...PARTNER_IMPORT_ONLY_COLUMNS];

/** How a cell is read, from the column's type in the table. */
const cellKind = new Map(
  PARTNER_IMPORT_COLUMNS.map((column) => [column, tableColumns[column as keyof typeof tableColumns].dataType]),
);

/** A header (in any case) → its column: the field's name, or the export's header where it differs. */
const canonicalColumn = new Map([
  ...PARTNER_IMPORT_COLUMNS.map((column) => [column.toLowerCase(), column] as const),
  ...Object.entries(PARTNER_CSV_HEADER_NAMES).map(([column, header]) => [header.toLowerCase(), column] as const),
]);

/**
 * Our own export writes `'=...` for a cell that starts like a formula (design §4); reading it back, that
 * apostrophe is ours, not the partner's data, so a re-imported file matches the partners it came from.
 */
function withoutFormulaGuard(text: string): string {
  return /^'[=+\-@\t\r]/.test(text) ? text.slice(1) : text;
}

/**
 * Spec §5 integers: a whole number (thousands separators allowed); a blank cell leaves the field to its
 * default (annualCremations 0, locationCount 1, spec §9). Anything else is passed on unchanged so the schema
 * reports it on that row ('must be a number') rather than the import quietly writing 0.
 */
function integerCell(text: string): number | string | undefined {
  const trimmed = text.trim().replace(/,/g, '');
  if (trimmed === '') return undefined;
  return /^-?\d+$/.test(trimmed) ? Number(trimmed) : text;
}

/**
 * Flags as spreadsheets and people write them: yes/no, true/false, 1/0 in any case; blank means the default.
 * Any other text is passed on unchanged so the schema reports it on that row with the value, rather than
 * the import quietly reading it as false.
 */
function booleanCell(text: string): boolean | string | undefined {
  const trimmed = text.trim();
  if (trimmed === '') return undefined;
  return flagFromText(trimmed) ?? text;
}

/** Spec §5: services (either language) split on semicolons. */
function listCell(text: string): string[] {
  return text
    .split(';')
    .map((item) => item.trim())
    .filter((item) => item !== '');
}

export interface ParsedPartnerCsv {
  /** One object per data row, ready for POST /api/admin/partners/bulk. */
  rows: Record<string, unknown>[];
  /** Header names the import does not know (ignored; the preview says so). */
  ignoredColumns: string[];
}

export const NOT_UTF8_MESSAGE =
  'The file is not saved as UTF-8, so its accented letters (é, à, ç) would be lost. In Excel, save it as "CSV UTF-8 (Comma delimited)" and choose it again.';

/**
 * A CSV file's text as partner rows. Headers match the export's names in any case. Throws with the spec's
 * message when there is no header or no data row ('CSV file must contain headers and at least one data row').
 */
export function parsePartnerCsv(text: string): ParsedPartnerCsv {
  // Read as UTF-8, a file saved in another encoding (Excel's plain "CSV") has its accents replaced by U+FFFD.
  if (text.includes('\uFFFD')) throw new Error(NOT_UTF8_MESSAGE);
  const { header, records } = parseCsvRecords(text);
  const ignoredColumns = header.filter((name) => name !== '' && !canonicalColumn.has(name.toLowerCase()));
  const rows = records.map((record) => {
    const row: Record<string, unknown> = {};
    for (const [name, rawValue] of Object.entries(record)) {
      const column = canonicalColumn.get(name.toLowerCase());
      if (!column) continue;
      const value = withoutFormulaGuard(rawValue);
      const kind = cellKind.get(column);
      if (kind === 'number') {
        const parsed = integerCell(value);
        if (parsed !== undefined) row[column] = parsed;
      } else if (kind === 'boolean') {
        const parsed = booleanCell(value);
        if (parsed !== undefined) row[column] = parsed;
      } else if (kind === 'array') {
        row[column] = listCell(value);
      } else {
        row[column] = value;
      }
    }
    return row;
  });
  return { rows, ignoredColumns };
}
