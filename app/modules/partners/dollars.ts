// Its own file: the admin form and the portal's schema use it, and no public page should load it.

/** Dollars as the forms and the CSV take them: "1295", "1295.5", "$1,295.50"; commas only between thousands. */
const DOLLARS = /^-?(?:\d+|\d{1,3}(?:,\d{3})+)(?:\.\d{0,2})?$/;

/**
 * A price typed in dollars ("1,295.50", "$1295") as cents (129550); blank is null, other text NaN (refused).
 * A decimal comma ("995,50", "1.295,50") or a third decimal is refused rather than guessed: read as thousands
 * separators they published $99,550 and $1.30.
 */
export function centsFromDollars(value: unknown): number | null {
  if (value === null || value === undefined || String(value).trim() === '') return null;
  const typed = String(value).replace(/[$\s]/g, '');
  return DOLLARS.test(typed) ? Math.round(Number(typed.replace(/,/g, '')) * 100) : Number.NaN;
}

/** Cents as a plain dollar amount a spreadsheet reads as a number: 129500 → "1295", 129550 → "1295.50". */
export function dollarsFromCents(cents: number): string {
  return cents % 100 === 0 ? String(cents / 100) : (cents / 100).toFixed(2);
}
