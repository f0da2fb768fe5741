import { parsePostalCode } from './postal-code-format';
import data from './data/postal-time-zones.json';

/*
 * The postal codes whose clock is not their state's or province's (data/postal-time-zones.json, built by
 * scripts/build-postal-time-zones.ts from timezone-boundary-builder's polygons at each ZIP or FSA centroid):
 * El Paso's ZIPs are on Mountain time though Texas is on Central, Chattanooga's on Eastern though Tennessee
 * is on Central. Every other code keeps its region's zone, which the caller knows. Browser-safe (3.5 kB gzip):
 * the admin form dates a price on the clock of the address being typed; public pages never import it.
 */

/** The zones of the United States and Canada the data may name (checked by its build and its test). */
export const NORTH_AMERICAN_TIME_ZONES: ReadonlySet<string> = new Set([
  'America/Adak',
  'America/Anchorage',
  'America/Atikokan',
  'America/Blanc-Sablon',
  'America/Boise',
  'America/Cambridge_Bay',
  'America/Chicago',
  'America/Creston',
  'America/Dawson',
  'America/Dawson_Creek',
  'America/Denver',
  'America/Detroit',
  'America/Edmonton',
  'America/Fort_Nelson',
  'America/Glace_Bay',
  'America/Goose_Bay',
  'America/Halifax',
  'America/Indiana/Indianapolis',
  'America/Indiana/Knox',
  'America/Indiana/Marengo',
  'America/Indiana/Petersburg',
  'America/Indiana/Tell_City',
  'America/Indiana/Vevay',
  'America/Indiana/Vincennes',
  'America/Indiana/Winamac',
  'America/Inuvik',
  'America/Iqaluit',
  'America/Juneau',
  'America/Kentucky/Louisville',
  'America/Kentucky/Monticello',
  'America/Los_Angeles',
  'America/Menominee',
  'America/Metlakatla',
  'America/Moncton',
  'America/New_York',
  'America/Nome',
  'America/North_Dakota/Beulah',
  'America/North_Dakota/Center',
  'America/North_Dakota/New_Salem',
  'America/Phoenix',
  'America/Rankin_Inlet',
  'America/Regina',
  'America/Resolute',
  'America/Sitka',
  'America/St_Johns',
  'America/Swift_Current',
  'America/Toronto',
  'America/Vancouver',
  'America/Whitehorse',
  'America/Winnipeg',
  'America/Yakutat',
  'Pacific/Honolulu',
]);

let zoneByCode: Map<string, string> | undefined;

function exceptions(): Map<string, string> {
  zoneByCode ??= new Map(
    Object.entries(data.zones as Record<string, string>).flatMap(([zone, codes]) =>
      codes.split(' ').map((code): [string, string] => [code, zone]),
    ),
  );
  return zoneByCode;
}

/**
 * The IANA zone of a US ZIP (ZIP+4 too) or a Canadian postal code (by its FSA) when it differs from its state's
 * or province's; undefined when the region's zone holds, or for a code that is neither.
 */
export function timeZoneOfPostalCode(postalCode: string): string | undefined {
  const parsed = parsePostalCode(postalCode);
  if (!parsed) return undefined;
  return exceptions().get(parsed.country === 'US' ? parsed.zip5 : parsed.fsa);
}
