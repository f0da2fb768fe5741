import { parsePostalCode } from '~/modules/geo/postal-code-format';
import { regionsOfPostalCode } from '~/modules/geo/postal-codes.server';
import { findRegion } from '~/modules/geo/regions';

/*
 * A partner's state or province must be the one its postal code is in (decision 048): the state places the
 * public page (/state/...), the time zone and the address line, the postal code the coordinates, so a
 * contradiction shows families a listing in the wrong state. Server-only: the ZIP data is 5 MB and stays out
 * of the browser bundle, so the forms' shared schema cannot run it; every write path of the partners module
 * calls it instead, through partnerWriteProblem (create, update, portal change approval, bulk edit, CSV import).
 */

/**
 * "ZIP code 77379 is in Texas, not California", or null when they agree or the data cannot tell (a ZIP it
 * lacks passes, as before). A postal code of the other country is zipCodeProblem's to refuse, in its words.
 */
export function statePostalCodeProblem(state: string, zipCode: string): string | null {
  const region = findRegion(state);
  const query = parsePostalCode(zipCode);
  if (!region || !query || query.country !== region.country) return null;
  const regions = regionsOfPostalCode(zipCode);
  if (regions.length === 0 || regions.includes(region.name)) return null;
  const kind = query.country === 'US' ? 'ZIP code' : 'Postal code';
  return `${kind} ${query.postalCode} is in ${regions.join(' or ')}, not ${region.name}`;
}
