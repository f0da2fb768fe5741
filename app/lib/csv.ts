/**
 * CSV for the admin exports and imports (spec §3 "CSV formats", design §4): RFC 4180 quoting, and cells that
 * a spreadsheet would run as a formula (starting with = + - @, TAB or CR) prefixed with `'`.
 * Pure and dependency-free: the browser builds exports and previews with it, the server parses imports.
 */

export type CsvCell = string | number | boolean | null | undefined;

const FORMULA_START = /^[=+\-@\t\r]/;
// A semicolon too: a spreadsheet set to split on semicolons (French-Canadian settings) would otherwise
// start a new cell after it, where `=…` reads as a formula.
const NEEDS_QUOTES = /[",;\r\n]/;

/** One cell: formula-neutralised, then quoted when it holds a quote, comma, semicolon or line break. */
export function csvCell(value: CsvCell): string {
  if (value === null || value === undefined) return '';
  let text = String(value);
  // Numbers and booleans are ours, not user text: a negative number stays a number.
  if (typeof value === 'string' && FORMULA_START.test(text)) text = `'${text}`;
  return NEEDS_QUOTES.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** A whole file: header row, then one row per record, CRLF line ends (RFC 4180). */
export function toCsv(header: readonly string[], rows: readonly (readonly CsvCell[])[]): string {
  return [header, ...rows].map((row) => row.map(csvCell).join(',')).join('\r\n') + '\r\n';
}

/** What separates the cells of a row: a comma, or a semicolon in a file Excel saved with French-Canadian settings. */
export type CsvSeparator = ',' | ';';

const withoutBom = (text: string) => (text.charCodeAt(0) === 0xfeff ? text.slice(1) : text);

/**
 * The separator of a file to import: a semicolon only when its header line has no comma, has semicolons, and
 * names at least one column the importer knows once split on them (Excel in a locale whose decimal separator
 * is a comma saves "CSV" that way); a comma otherwise, so any other file reads as before.
 */
export function detectCsvSeparator(text: string, isKnownColumn: (name: string) => boolean): CsvSeparator {
  const headerLine = withoutBom(text).split(/\r\n|\r|\n/, 1)[0] ?? '';
  if (headerLine.includes(',') || !headerLine.includes(';')) return ',';
  const names = headerLine.split(';').map((name) => name.replace(/"/g, '').trim());
  return names.some(isKnownColumn) ? ';' : ',';
}

/**
 * Parses RFC 4180 text into rows of cells: quoted cells may hold the separator (a comma unless told),
 * doubled quotes and line breaks; CRLF, LF and CR line ends; a leading byte-order mark is dropped; blank lines
 * are skipped. Throws on an unterminated quoted cell (the caller reports it as 'Failed to parse CSV: {reason}').
 */
export function parseCsv(text: string, separator: CsvSeparator = ','): string[][] {
  const input = withoutBom(text);
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let inQuotes = false;
  let cellWasQuoted = false;

  const endCell = () => {
    row.push(cell);
    cell = '';
    cellWasQuoted = false;
  };
  const endRow = () => {
    endCell();
    // A blank line is one empty unquoted cell: not a record.
    if (!(row.length === 1 && row[0] === '' && !cellWasQuoted)) rows.push(row);
    row = [];
  };

  for (let index = 0; index < input.length; index++) {
    const char = input[index];
    if (inQuotes) {
      if (char === '"') {
        if (input[index + 1] === '"') {
          cell += '"';
          index++;
        } else {
          inQuotes = false;
        }
      } else {
        cell += char;
      }
      continue;
    }
    if (char === '"' && cell === '') {
      inQuotes = true;
      cellWasQuoted = true;
    } else if (char === separator) {
      endCell();
    } else if (char === '\r' || char === '\n') {
      if (char === '\r' && input[index + 1] === '\n') index++;
      endRow();
    } else {
      cell += char;
    }
  }
  if (inQuotes) throw new Error('a quoted cell is not closed');
  if (cell !== '' || row.length > 0 || cellWasQuoted) endRow();
  return rows;
}

const FLAG_WORDS = new Map([
  ['yes', true],
  ['true', true],
  ['1', true],
  ['oui', true],
  ['vrai', true],
  ['no', false],
  ['false', false],
  ['0', false],
  ['non', false],
  ['faux', false],
]);

/**
 * A yes/no cell as spreadsheets and people write it: yes/no, true/false, 1/0, and French-Canadian Excel's
 * oui/non, vrai/faux, in any case; else undefined.
 */
export function flagFromText(text: string): boolean | undefined {
  return FLAG_WORDS.get(text.trim().toLowerCase());
}

export const NOT_UTF8_MESSAGE =
  'The file is not saved as UTF-8, so its accented letters (é, à, ç) would be lost. In Excel, save it as "CSV UTF-8 (Comma delimited)" and choose it again.';

/**
 * A header row and one record per data row, keyed by the trimmed header names. Throws with the spec's message
 * when there is no data row, and refuses a file that was not UTF-8: read as UTF-8 (the browser's
 * `file.text()`), Excel's plain "CSV" (Windows-1252) has each accented letter replaced by U+FFFD. Given the
 * importer's column names, a semicolon-separated file is read too (detectCsvSeparator).
 */
export function parseCsvRecords(
  text: string,
  { isKnownColumn }: { isKnownColumn?: (name: string) => boolean } = {},
): { header: string[]; records: Record<string, string>[] } {
  if (text.includes('\uFFFD')) throw new Error(NOT_UTF8_MESSAGE);
  const separator = isKnownColumn ? detectCsvSeparator(text, isKnownColumn) : ',';
  const [header, ...dataRows] = parseCsv(text, separator);
  if (!header || dataRows.length === 0) throw new Error('CSV file must contain headers and at least one data row');
  const names = header.map((name) => name.trim());
  const records = dataRows.map((cells) => Object.fromEntries(names.map((name, index) => [name, cells[index] ?? ''])));
  return { header: names, records };
}

/**
 * Our exports write `'=...` for a cell that starts like a formula; reading a file back, that apostrophe is
 * ours, not the data, so a re-imported file matches what it came from.
 */
export function withoutFormulaGuard(text: string): string {
  return /^'[=+\-@\t\r]/.test(text) ? text.slice(1) : text;
}

/** Dated export file names (`partners_export_2026-11-22.csv`): the local calendar date of the admin. */
export function csvDateStamp(date = new Date()): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}
