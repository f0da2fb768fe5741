/**
 * CSV for the admin exports and imports (spec §3 "CSV formats", design §4): RFC 4180 quoting, and cells that
 * a spreadsheet would run as a formula (starting with = + - @, TAB or CR) prefixed with `'`.
 * Pure and dependency-free: the browser builds exports and previews with it, the server parses imports.
 */

export type CsvCell = string | number | boolean | null | undefined;

const FORMULA_START = /^[=+\-@\t\r]/;
const NEEDS_QUOTES = /[",\r\n]/;

/** One cell: formula-neutralised, then quoted when it holds a quote, comma or line break. */
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

/**
 * Parses RFC 4180 text into rows of cells: quoted cells may hold commas, doubled quotes and line breaks;
 * CRLF, LF and CR line ends; a leading byte-order mark is dropped; blank lines are skipped.
 * Throws on an unterminated quoted cell (the caller reports it as 'Failed to parse CSV: {reason}').
 */
export function parseCsv(text: string): string[][] {
  const input = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
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
    } else if (char === ',') {
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

/**
 * Header row + data rows as objects keyed by the (trimmed) header names. Needs a header and at least one
 * data row; returns the 1-based line number of each record's row in the file for error messages
 * (the header is row 1, so the first record is row 2).
 */
export function parseCsvRecords(text: string): { header: string[]; records: Record<string, string>[] } {
  const [header, ...dataRows] = parseCsv(text);
  if (!header || dataRows.length === 0) throw new Error('CSV file must contain headers and at least one data row');
  const names = header.map((name) => name.trim());
  const records = dataRows.map((cells) => Object.fromEntries(names.map((name, index) => [name, cells[index] ?? ''])));
  return { header: names, records };
}

/** Dated export file names (`partners_export_2026-11-22.csv`): the local calendar date of the admin. */
export function csvDateStamp(date = new Date()): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}
