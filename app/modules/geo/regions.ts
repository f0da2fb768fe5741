import { slugify } from '~/lib/slug';

export type CountryCode = 'US' | 'CA';

export interface Region {
  name: string;
  abbreviation: string;
  country: CountryCode;
  slug: string;
}

const usStates: Array<[string, string]> = [
  ['Alabama', 'AL'],
  ['Alaska', 'AK'],
  ['Arizona', 'AZ'],
  ['Arkansas', 'AR'],
  ['California', 'CA'],
  ['Colorado', 'CO'],
  ['Connecticut', 'CT'],
  ['Delaware', 'DE'],
  ['District of Columbia', 'DC'],
  ['Florida', 'FL'],
  ['Georgia', 'GA'],
  ['Hawaii', 'HI'],
  ['Idaho', 'ID'],
  ['Illinois', 'IL'],
  ['Indiana', 'IN'],
  ['Iowa', 'IA'],
  ['Kansas', 'KS'],
  ['Kentucky', 'KY'],
  ['Louisiana', 'LA'],
  ['Maine', 'ME'],
  ['Maryland', 'MD'],
  ['Massachusetts', 'MA'],
  ['Michigan', 'MI'],
  ['Minnesota', 'MN'],
  ['Mississippi', 'MS'],
  ['Missouri', 'MO'],
  ['Montana', 'MT'],
  ['Nebraska', 'NE'],
  ['Nevada', 'NV'],
  ['New Hampshire', 'NH'],
  ['New Jersey', 'NJ'],
  ['New Mexico', 'NM'],
  ['New York', 'NY'],
  ['North Carolina', 'NC'],
  ['North Dakota', 'ND'],
  ['Ohio', 'OH'],
  ['Oklahoma', 'OK'],
  ['Oregon', 'OR'],
  ['Pennsylvania', 'PA'],
  ['Rhode Island', 'RI'],
  ['South Carolina', 'SC'],
  ['South Dakota', 'SD'],
  ['Tennessee', 'TN'],
  ['Texas', 'TX'],
  ['Utah', 'UT'],
  ['Vermont', 'VT'],
  ['Virginia', 'VA'],
  ['Washington', 'WA'],
  ['West Virginia', 'WV'],
  ['Wisconsin', 'WI'],
  ['Wyoming', 'WY'],
];

const canadianProvinces: Array<[string, string]> = [
  ['Alberta', 'AB'],
  ['British Columbia', 'BC'],
  ['Manitoba', 'MB'],
  ['New Brunswick', 'NB'],
  ['Newfoundland and Labrador', 'NL'],
  ['Northwest Territories', 'NT'],
  ['Nova Scotia', 'NS'],
  ['Nunavut', 'NU'],
  ['Ontario', 'ON'],
  ['Prince Edward Island', 'PE'],
  ['Quebec', 'QC'],
  ['Saskatchewan', 'SK'],
  ['Yukon', 'YT'],
];

const toRegion =
  (country: CountryCode) =>
  ([name, abbreviation]: [string, string]): Region => ({
    name,
    abbreviation,
    country,
    slug: slugify(name),
  });

/** 50 US states plus the District of Columbia (spec §9). */
export const US_STATES: readonly Region[] = usStates.map(toRegion('US'));
/** 13 Canadian provinces and territories (spec §9). */
export const CANADIAN_PROVINCES: readonly Region[] = canadianProvinces.map(toRegion('CA'));
export const ALL_REGIONS: readonly Region[] = [...US_STATES, ...CANADIAN_PROVINCES];
/** The 50 states without DC: the admin partner search's state dropdown (spec §2). */
export const FIFTY_US_STATES: readonly Region[] = US_STATES.filter((region) => region.abbreviation !== 'DC');

const bySlug = new Map(ALL_REGIONS.map((region) => [region.slug, region]));
const byAbbreviation = new Map(ALL_REGIONS.map((region) => [region.abbreviation, region]));

export function findRegionBySlug(slug: string): Region | undefined {
  return bySlug.get(slug);
}

/** Accepts a full name in any case ("new york"), a slug ("new-york") or a two-letter code ("NY"). */
export function findRegion(nameSlugOrAbbreviation: string): Region | undefined {
  const text = nameSlugOrAbbreviation.trim();
  if (/^[A-Za-z]{2}$/.test(text)) return byAbbreviation.get(text.toUpperCase());
  return bySlug.get(slugify(text));
}

/** The spec's rule: the known abbreviation, else the first two letters uppercased. */
export function abbreviationFor(stateName: string): string {
  return findRegion(stateName)?.abbreviation ?? stateName.trim().slice(0, 2).toUpperCase();
}

export function countryOfRegion(stateName: string): CountryCode | undefined {
  return findRegion(stateName)?.country;
}
