import { getTableColumns } from 'drizzle-orm';
import { csvDateStamp, flagFromText, parseCsvRecords, toCsv, withoutFormulaGuard } from '~/lib/csv';
import { closuresText } from './closures';
import { centsFromDollars, dollarsFromCents } from './dollars';
import type { Partner, PartnerInput } from './partner.schema';
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
  // What families decide on (decision 028): the price in dollars, its date as YYYY-MM-DD, hours as one line.
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
  // The partner page's About text, then the French pages' About text and services (semicolons, as
  // `servicesOffered`): a round trip through a sheet keeps both languages side by side.
  'longDescription',
  'longDescriptionFr',
  'servicesOfferedFr',
] as const satisfies readonly (keyof Partner & keyof PartnerInput)[];

/** The few columns whose header is not the field's name: what a person editing the sheet reads. */
const PARTNER_CSV_HEADER_NAMES: Partial<Record<(typeof PARTNER_EXPORT_COLUMNS)[number], string>> = {
  // In dollars, as the admin form: a price typed as 1295 in a sheet is $1,295, not $12.95.
  directCremationFromCents: 'directCremationFrom',
  preferredLanguage: 'language',
};

/** The sheet's header for a field a problem names ("directCremationFrom" for the price, "language"). */
export function partnerCsvHeader(field: string): string {
  return PARTNER_CSV_HEADER_NAMES[field as keyof typeof PARTNER_CSV_HEADER_NAMES] ?? field;
}

/**
 * Last, which partner a row is and the version exported (decision 045): with them a re-import can rename or
 * move a partner, and refuses a row whose partner was changed in the directory after the export.
 */
const IDENTITY_HEADER = ['slug', 'lastUpdated'] as const;

/** The export's header line, in column order. */
export const PARTNER_EXPORT_HEADER: readonly string[] = [
  ...PARTNER_EXPORT_COLUMNS.map((column) => PARTNER_CSV_HEADER_NAMES[column] ?? column),
  ...IDENTITY_HEADER,
];

/** A partner as the export reads it: the API's shape, or the table's row (its version a Date). */
export type PartnerExportFields = Pick<Partner, (typeof PARTNER_EXPORT_COLUMNS)[number] | 'slug'> & {
  updatedAt: Date | string;
};

function exportCell(partner: PartnerExportFields, column: (typeof PARTNER_EXPORT_COLUMNS)[number]) {
  switch (column) {
    case 'servicesOffered':
    case 'servicesOfferedFr':
      return partner[column].join(';');
    case 'closures':
      return closuresText(partner.closures);
    case 'directCremationFromCents':
      return partner.directCremationFromCents === null ? null : dollarsFromCents(partner.directCremationFromCents);
    default:
      return partner[column];
  }
}

/** RFC 4180 text of the export; services (both languages) joined by semicolons; formula-like cells prefixed with `'`. */
export function partnersToCsv(partners: readonly PartnerExportFields[]): string {
  return toCsv(
    PARTNER_EXPORT_HEADER,
    partners.map((partner) => [
      ...PARTNER_EXPORT_COLUMNS.map((column) => exportCell(partner, column)),
      partner.slug,
      new Date(partner.updatedAt).toISOString(),
    ]),
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
  'logoUrl',
  'imageUrl',
] as const satisfies readonly (keyof typeof tableColumns)[];

/** Every column an import understands: the export's, plus the optional slug and images. */
export const PARTNER_IMPORT_COLUMNS: readonly string[] = [...PARTNER_EXPORT_COLUMNS, ...PARTNER_IMPORT_ONLY_COLUMNS];

/** A header (in any case) → the field its cells fill: the field's name, or the export's header where it differs. */
const fieldOfHeader = new Map<string, string>([
  ...PARTNER_IMPORT_COLUMNS.map((column) => [column.toLowerCase(), column] as const),
  ...Object.entries(PARTNER_CSV_HEADER_NAMES).map(([column, header]) => [header.toLowerCase(), column] as const),
  ['lastupdated', 'lastUpdated'],
]);

/** The price's header in dollars; a file exported before it had `directCremationFromCents`, in cents. */
const DOLLARS_HEADER = (PARTNER_CSV_HEADER_NAMES.directCremationFromCents ?? '').toLowerCase();

/**
 * Spec §5 integers: a whole number (thousands separators allowed). A blank cell leaves a required count to its
 * default (annualCremations 0, locationCount 1, spec §9) and empties one that may be empty (a price). Anything
 * else is passed on unchanged so the schema reports it on that row ('must be a number') rather than the
 * import quietly writing 0.
 */
function integerCell(text: string, blank: null | undefined): number | string | null | undefined {
  const trimmed = text.trim().replace(/,/g, '');
  if (trimmed === '') return blank;
  return /^-?\d+$/.test(trimmed) ? Number(trimmed) : text;
}

/** A price in dollars ("1295", "$1,295.50") as cents; blank empties it; other text goes to the schema as typed. */
function dollarsCell(text: string): number | string | null {
  const cents = centsFromDollars(text);
  return Number.isNaN(cents) ? text : cents;
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

/** A cell as its field's value, read by the column's type in the table; undefined leaves the field out. */
function cellValue(field: string, text: string): unknown {
  const column = tableColumns[field as keyof typeof tableColumns] as
    (typeof tableColumns)[keyof typeof tableColumns] | undefined;
  switch (column?.dataType) {
    case 'number':
      return integerCell(text, column.notNull ? undefined : null);
    case 'boolean':
      return booleanCell(text);
    case 'array':
      return listCell(text);
    default:
      return text;
  }
}

export interface ParsedPartnerCsv {
  /** One object per data row, ready for POST /api/admin/partners/bulk. */
  rows: Record<string, unknown>[];
  /** Header names the import does not know (ignored; the preview says so). */
  ignoredColumns: string[];
}

/**
 * A CSV file's text as partner rows. Headers match the export's names in any case; cells are separated by
 * commas, or by semicolons when the header says so (French-Canadian Excel). Throws with the spec's
 * message when there is no header or no data row ('CSV file must contain headers and at least one data row').
 */
export function parsePartnerCsv(text: string): ParsedPartnerCsv {
  const { header, records } = parseCsvRecords(text, { isKnownColumn: (name) => fieldOfHeader.has(name.toLowerCase()) });
  const ignoredColumns = header.filter((name) => name !== '' && !fieldOfHeader.has(name.toLowerCase()));
  const hasDollars = header.some((name) => name.toLowerCase() === DOLLARS_HEADER);
  const rows = records.map((record) => {
    const row: Record<string, unknown> = {};
    for (const [name, rawValue] of Object.entries(record)) {
      const header = name.toLowerCase();
      const field = fieldOfHeader.get(header);
      if (!field) continue;
      const value = withoutFormulaGuard(rawValue);
      if (header === DOLLARS_HEADER) {
        row[field] = dollarsCell(value);
      } else if (field === 'directCremationFromCents' && hasDollars) {
        continue; // Both price columns: the dollars one, which a person edits, wins.
      } else {
        const parsed = cellValue(field, value);
        if (parsed !== undefined) row[field] = parsed;
      }
    }
    return row;
  });
  return { rows, ignoredColumns };
}
