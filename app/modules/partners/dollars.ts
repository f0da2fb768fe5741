// Its own file: the admin form and the portal's schema use it, and no public page should load it.
/** A price typed in dollars ("1,295.50", "$1295") as cents (129550); blank is null, other text NaN (refused). */
export function centsFromDollars(value: unknown): number | null {
  if (value === null || value === undefined || String(value).trim() === '') return null;
  const dollars = Number(String(value).replace(/[$,\s]/g, ''));
  return Number.isFinite(dollars) ? Math.round(dollars * 100) : Number.NaN;
}
