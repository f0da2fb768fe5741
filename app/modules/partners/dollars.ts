// Its own file: the admin form and the portal's schema use it, and no public page should load it.
/** A price typed in dollars ("1,295.50", "$1295") as cents (129550); blank is null, other text NaN (refused). */
export function centsFromDollars(value: unknown): number | null {
  if (value === null || value === undefined || String(value).trim() === '') return null;
  const dollars = Number(String(value).replace(/[$,\s]/g, ''));
  return Number.isFinite(dollars) ? Math.round(dollars * 100) : Number.NaN;
}

/** Cents as a plain dollar amount a spreadsheet reads as a number: 129500 → "1295", 129550 → "1295.50". */
export function dollarsFromCents(cents: number): string {
  return cents % 100 === 0 ? String(cents / 100) : (cents / 100).toFixed(2);
}
