import { findRegion } from '~/modules/geo/regions';
import { US_ZIP_PATTERN } from '~/modules/partners/partner-formats';

/*
 * Spec §5 "Search": a match is case-insensitive containment of the query in name, city or state, or in
 * zipCode; a ZIP query is 5 digits optionally followed by -4 digits; a blank query (after trimming) yields
 * no results. This pure predicate is the definition; search.service.server.ts computes the same set in SQL.
 */

/** Spec §5: a ZIP query is 5 digits optionally followed by -4 digits. */
export const ZIP_QUERY_PATTERN = US_ZIP_PATTERN;

export interface MatchablePartner {
  name: string;
  city: string;
  state: string;
  zipCode: string;
}

export function isZipQuery(query: string): boolean {
  return ZIP_QUERY_PATTERN.test(query.trim());
}

/**
 * A ZIP or postal code compared without case or spaces, so `m5v3l9` finds `M5V 3L9` (Canadians type it
 * both ways). US ZIPs hold no letters or spaces, so for them this is plain containment.
 */
export function compactPostalCode(text: string): string {
  return text.toUpperCase().replace(/\s+/g, '');
}

/**
 * The state a query names by its two-letter abbreviation ("TX", "on"), if any. Stored partners carry the
 * full name ("Texas"), which "TX" is not contained in; searching by abbreviation is what people type, so
 * naming a state by its code counts as naming the state (the one addition to the containment rule).
 */
export function stateNamedByAbbreviation(query: string): string | undefined {
  const trimmed = query.trim();
  return /^[A-Za-z]{2}$/.test(trimmed) ? findRegion(trimmed)?.name : undefined;
}

/** Spec §5, plus a state named by its abbreviation (see stateNamedByAbbreviation). */
export function matchesQuery(partner: MatchablePartner, query: string): boolean {
  const trimmed = query.trim();
  if (trimmed === '') return false;
  const lower = trimmed.toLowerCase();
  if (partner.name.toLowerCase().includes(lower)) return true;
  if (partner.city.toLowerCase().includes(lower)) return true;
  if (partner.state.toLowerCase().includes(lower)) return true;
  if (stateNamedByAbbreviation(trimmed)?.toLowerCase() === partner.state.toLowerCase()) return true;
  const code = compactPostalCode(trimmed);
  return code !== '' && compactPostalCode(partner.zipCode).includes(code);
}
