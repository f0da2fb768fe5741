import { createRequire } from 'node:module';
import { parsePostalCode } from './postal-code-format';
import { type CountryCode, findRegion } from './regions';

/*
 * Offline centroids for US ZIP codes and Canadian postal codes (design §3 "Geography"), from the `zipcodes`
 * npm package (BSD): 42,555 US ZIPs and 1,620 Canadian forward sortation areas (FSA, the first three
 * characters of a postal code). No third-party call is ever made. A Canadian code is located by its FSA,
 * the finest grain the data has (an FSA is a few city blocks downtown, a large rural area elsewhere).
 */

export interface Coordinates {
  latitude: number;
  longitude: number;
}

export interface PostalCodeLocation extends Coordinates {
  /** The code as looked up: `78701`, `78701-1234`, `M5V 3L9` or `M5V`. */
  postalCode: string;
  city: string;
  /** The full state or province name as the directory spells it ("Texas"); a territory code otherwise. */
  state: string;
  country: CountryCode;
}

interface ZipcodesEntry {
  zip: string;
  latitude: number | null;
  longitude: number | null;
  city: string;
  state: string;
  country: string;
}

interface ZipcodesModule {
  lookup(code: string): ZipcodesEntry | undefined;
}

let zipcodes: ZipcodesModule | undefined;

/** The package is 5 MB of JavaScript: it is loaded on the first lookup, not at boot. */
function zipcodesData(): ZipcodesModule {
  // CommonJS without type declarations; `require` keeps it out of the client bundle and typed here.
  zipcodes ??= createRequire(import.meta.url)('zipcodes') as ZipcodesModule;
  return zipcodes;
}

/** Canada Post assigns the first letter of an FSA by province (X is split between NT and NU). */
const PROVINCE_BY_FSA_LETTER: Record<string, string> = {
  A: 'NL',
  B: 'NS',
  C: 'PE',
  E: 'NB',
  G: 'QC',
  H: 'QC',
  J: 'QC',
  K: 'ON',
  L: 'ON',
  M: 'ON',
  N: 'ON',
  P: 'ON',
  R: 'MB',
  S: 'SK',
  T: 'AB',
  V: 'BC',
  Y: 'YT',
};

/** The province code of an FSA by its first letter; the package's state column only tells NT from NU. */
export function provinceCodeOfFsa(fsa: string, packageState: string): string | undefined {
  // The package's own province column is unreliable (a few rows are shifted by a comma in the source CSV).
  const letter = fsa.charAt(0);
  return letter === 'X' ? (/nunavut/i.test(packageState) ? 'NU' : 'NT') : PROVINCE_BY_FSA_LETTER[letter];
}

function canadianProvince(fsa: string, packageState: string): string {
  const code = provinceCodeOfFsa(fsa, packageState);
  return (code && findRegion(code)?.name) ?? packageState;
}

/** Canadian FSA names list neighbourhoods in parentheses: "Downtown Toronto (cn Tower / King And ...)". */
function cleanPlaceName(name: string): string {
  return name.replace(/\s*\(.*$/, '').trim();
}

/** Whether a row of the postal data has a real point: the lookups here and the gazetteer's build take only those. */
export function hasUsableCoordinates<Entry extends { latitude: number | null; longitude: number | null }>(
  entry: Entry,
): entry is Entry & Coordinates {
  const { latitude, longitude } = entry;
  // A few hundred US entries (military, PO-box-only ZIPs) carry 0,0, some shifted Canadian rows null.
  return (
    typeof latitude === 'number' &&
    typeof longitude === 'number' &&
    Number.isFinite(latitude) &&
    Number.isFinite(longitude) &&
    !(latitude === 0 && longitude === 0) &&
    // A pole is no place: H0H 0H0, Santa Claus's, is "Reserved" at the North Pole.
    Math.abs(latitude) < 89 &&
    Math.abs(longitude) <= 180
  );
}

/** The centroid of a US ZIP (ZIP+4 uses its 5-digit ZIP) or a Canadian postal code's FSA; null if unknown. */
export function lookupPostalCode(text: string): PostalCodeLocation | null {
  const query = parsePostalCode(text);
  if (!query) return null;
  const entry = zipcodesData().lookup(query.country === 'US' ? query.zip5 : query.fsa);
  if (!entry || !hasUsableCoordinates(entry)) return null;
  if (query.country === 'US') {
    if (entry.country !== 'US') return null;
    return {
      postalCode: query.postalCode,
      latitude: entry.latitude,
      longitude: entry.longitude,
      city: entry.city,
      state: findRegion(entry.state)?.name ?? entry.state,
      country: 'US',
    };
  }
  if (entry.country !== 'Canada') return null;
  return {
    postalCode: query.postalCode,
    latitude: entry.latitude,
    longitude: entry.longitude,
    city: cleanPlaceName(entry.city),
    state: canadianProvince(query.fsa, entry.state),
    country: 'CA',
  };
}

/**
 * ZIPs whose area crosses a state line, in the states it covers: the 13 ZCTAs the US Census Bureau's 2010
 * ZCTA-to-place relationship file places in two states (public domain). The data above gives each one state.
 */
const ZIPS_ACROSS_STATE_LINES: Readonly<Record<string, readonly [string, string]>> = {
  '02861': ['MA', 'RI'],
  '42223': ['KY', 'TN'],
  '59221': ['MT', 'ND'],
  '63673': ['IL', 'MO'],
  '71749': ['AR', 'LA'],
  '73949': ['OK', 'TX'],
  '81137': ['CO', 'NM'],
  '84536': ['AZ', 'UT'],
  '86044': ['AZ', 'UT'],
  '86515': ['AZ', 'NM'],
  '88063': ['NM', 'TX'],
  '89439': ['CA', 'NV'],
  '97635': ['CA', 'OR'],
};

/**
 * The states or provinces (full names) a postal code can belong to. A US ZIP: its state in the data, or both
 * states of one that crosses a state line (ZIPS_ACROSS_STATE_LINES). A Canadian
 * code: its province by the first letter, which Canada Post assigns by province whether or not the data knows the
 * FSA; X is shared by the Northwest Territories and Nunavut, told apart by the data when it knows the FSA. Empty
 * when nothing is known: a ZIP the data lacks, a letter Canada Post does not use, text that is no postal code.
 */
export function regionsOfPostalCode(text: string): string[] {
  const query = parsePostalCode(text);
  if (!query) return [];
  const across = query.country === 'US' ? ZIPS_ACROSS_STATE_LINES[query.zip5] : undefined;
  if (across) return across.flatMap((code) => findRegion(code)?.name ?? []);
  const found = lookupPostalCode(text);
  // Military ZIPs (APO/FPO) are in "states" AA, AE and AP, none a state or province: nothing known.
  if (found) return findRegion(found.state) ? [found.state] : [];
  if (query.country === 'US') return [];
  const letter = query.fsa.charAt(0);
  const codes = letter === 'X' ? ['NT', 'NU'] : [PROVINCE_BY_FSA_LETTER[letter]];
  return codes.flatMap((code) => {
    const name = code && findRegion(code)?.name;
    return name ? [name] : [];
  });
}

/** Mean Earth radius in statute miles (IUGG). */
export const EARTH_RADIUS_MILES = 3958.7613;

/** Great-circle distance in miles (haversine; numerically stable for short distances). */
export function haversineMiles(a: Coordinates, b: Coordinates): number {
  const toRadians = (degrees: number) => (degrees * Math.PI) / 180;
  const dLat = toRadians(b.latitude - a.latitude);
  const dLon = toRadians(b.longitude - a.longitude);
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(toRadians(a.latitude)) * Math.cos(toRadians(b.latitude)) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_MILES * Math.asin(Math.min(1, Math.sqrt(h)));
}
