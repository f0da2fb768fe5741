import { milesToUnit } from './distance-units';
import { foldAccents } from '~/lib/text-fold';
import {
  buildPlaceIndex,
  type GazetteerPlace,
  type PlaceIndex,
  type PlaceMatch,
  type PlacePreference,
  resolveMisspeltPlace,
  resolvePlace,
} from './place-query';
import { buildSpellingIndex, type SpellingIndex } from './place-spelling';
import { type Coordinates, haversineMiles, lookupPostalCode, type PostalCodeLocation } from './postal-codes.server';
import { findRegion } from './regions';

/*
 * The shipped gazetteer (data/places.json, built by scripts/build-gazetteer.ts from GeoNames, CC BY 4.0,
 * and the zipcodes package, BSD): about 36,000 US and Canadian places with coordinates. Server-only and
 * loaded on the first lookup (1.4 MB), then kept in memory: resolving a place costs a map lookup.
 */

let loading: Promise<PlaceIndex> | undefined;

function parsePlaces(text: string): GazetteerPlace[] {
  return text.split('\n').flatMap((line) => {
    const [name, region, latitude, longitude, population] = line.split('\t');
    if (!name || !region) return [];
    return [{ name, region, latitude: Number(latitude), longitude: Number(longitude), population: Number(population) }];
  });
}

/**
 * Within this of a place, the gazetteer's people count as around it: Montréal (10 km away) around Lachine,
 * Québec; a few villages around Lachine, Michigan. Decides between places of one name as populous.
 */
const AROUND_MILES = 15;

/** Degrees of latitude in AROUND_MILES, with a margin: farther north or south is not around. */
const AROUND_LATITUDE = AROUND_MILES / 68;

/** The people of the places within AROUND_MILES of a place (itself included), on a 1° grid of the peopled ones. */
function peopleAroundOf(places: readonly GazetteerPlace[]): (place: GazetteerPlace) => number {
  const cellOf = (latitude: number, longitude: number) => `${Math.floor(latitude)},${Math.floor(longitude)}`;
  const grid = new Map<string, GazetteerPlace[]>();
  for (const place of places) {
    if (place.population === 0) continue;
    const cell = cellOf(place.latitude, place.longitude);
    const list = grid.get(cell);
    if (list) list.push(place);
    else grid.set(cell, [place]);
  }
  return (place) => {
    let people = 0;
    // 15 miles is under a degree of latitude, and of longitude below 77° north: the 9 cells around hold them.
    for (const dLatitude of [-1, 0, 1]) {
      for (const dLongitude of [-1, 0, 1]) {
        for (const other of grid.get(cellOf(place.latitude + dLatitude, place.longitude + dLongitude)) ?? []) {
          if (Math.abs(other.latitude - place.latitude) > AROUND_LATITUDE) continue;
          if (haversineMiles(place, other) <= AROUND_MILES) people += other.population;
        }
      }
    }
    return people;
  };
}

/** The place index, loaded once per process. */
export function loadGazetteer(): Promise<PlaceIndex> {
  loading ??= import('./data/places.json').then((module) => {
    const places = parsePlaces(module.default.places);
    return buildPlaceIndex(places, { peopleAround: peopleAroundOf(places) });
  });
  return loading;
}

let spelling: Promise<SpellingIndex> | undefined;

/** The gazetteer's names for misspellings, built on the first misspelt search only. */
function loadSpelling(): Promise<SpellingIndex> {
  spelling ??= loadGazetteer().then((index) => buildSpellingIndex(index.keys()));
  return spelling;
}

/** The place a misspelt search meant and the search that finds it (see resolveMisspeltPlace). */
export async function lookupMisspeltPlace(
  text: string,
  preference: PlacePreference = {},
): Promise<ReturnType<typeof resolveMisspeltPlace>> {
  const [index, names] = await Promise.all([loadGazetteer(), loadSpelling()]);
  return resolveMisspeltPlace(index, names, text, preference);
}

/** The place or region a search names (see resolvePlace), from the shipped gazetteer. */
export async function lookupPlace(text: string, preference: PlacePreference = {}): Promise<PlaceMatch | null> {
  return resolvePlace(await loadGazetteer(), text, preference);
}

/** The place of the gazetteer named so (any case, accents or abbreviation) in a region: a city page's town. */
export async function findPlaceInRegion(name: string, regionCode: string): Promise<GazetteerPlace | null> {
  const match = resolvePlace(await loadGazetteer(), `${name}, ${regionCode}`);
  return match?.kind === 'place' && match.place.region === regionCode ? match.place : null;
}

/*
 * The postal code data names a Canadian FSA by a descriptor, not a town: "Lévis North", "Plateau Mont-royal
 * Southeast", "Downtown Montreal East", and 90 of them garbled by a lost encoding ("L\uFFFDvis North",
 * "Rivi\uFFFDre-du-loup"). Families read the town instead, spelt as the gazetteer spells it.
 */
const TRAILING_QUALIFIERS =
  /(?:[\s-]+(?:north|south|east|west|northeast|northwest|southeast|southwest|central|outer|inner|northern|southern|eastern|western|outskirts|nord|sud|est|ouest|centre))+$/;
const NEAR_KM = 10;
const NEARBY_KM = 50;

/** A name to compare: accents folded, lower case, hyphens as spaces; a garbled letter (U+FFFD) kept as is. */
function comparable(name: string): string {
  return foldAccents(name)
    .replace(/[\s-]+/g, ' ')
    .trim();
}

/** Equal names, a garbled letter of the descriptor standing for any one letter. */
function sameName(descriptor: string, name: string): boolean {
  if (descriptor.length !== name.length) return false;
  for (let index = 0; index < name.length; index += 1) {
    if (descriptor[index] !== '\uFFFD' && descriptor[index] !== name[index]) return false;
  }
  return true;
}

let placesByRegion: Map<string, GazetteerPlace[]> | undefined;

/** A province's or state's populated places (GeoNames), for naming postal areas. */
async function populatedPlacesOf(region: string): Promise<GazetteerPlace[]> {
  if (!placesByRegion) {
    const index = await loadGazetteer();
    placesByRegion = new Map();
    for (const places of index.values()) {
      for (const place of places) {
        // Places known only from postal data are those very descriptors.
        if (place.population <= 0) continue;
        const list = placesByRegion.get(place.region);
        if (list) list.push(place);
        else placesByRegion.set(place.region, [place]);
      }
    }
  }
  return placesByRegion.get(region) ?? [];
}

/**
 * The town a Canadian postal area is named by, for families: the populated place its descriptor names once
 * a trailing "North", "Central" or "-sud" is dropped, as the gazetteer spells it ("Lévis" for "L\uFFFDvis
 * North"). A government's offices are in the most populous town their descriptor mentions. A plain
 * descriptor that names no such place is kept ("Gagetown", "Fabreville"). A descriptor that was garbled,
 * qualified or a government's and names none is replaced by the most populous place within 10 km of the
 * area's centre ("Plateau Mont-royal Southeast" is Montréal, not the town of Mont-Royal), else the nearest
 * within 50 km. Null: keep the descriptor.
 */
export async function townOfPostalArea(
  area: Coordinates & { descriptor: string; region: string },
): Promise<string | null> {
  const descriptor = comparable(area.descriptor.replace(/\s*\(.*$/, ''));
  const named = descriptor.replace(TRAILING_QUALIFIERS, '');
  const places = await populatedPlacesOf(area.region);
  const byName = places.filter((place) => sameName(named, comparable(place.name)));
  if (byName.length > 0) return closest(area, byName).name;
  // Government offices' own codes ("Government Of Canada Ottawa And Gatineau Offices", "Quebec Provincial
  // Government") name their town: the most populous one named.
  const government = /\bgovernment\b/.test(descriptor);
  if (government) {
    const words = ` ${descriptor} `;
    const inName = places.filter((place) => words.includes(` ${comparable(place.name)} `));
    if (inName.length > 0) return inName.reduce((a, b) => (b.population > a.population ? b : a)).name;
  }
  if (named === descriptor && !descriptor.includes('\uFFFD') && !government) return null;
  let best: GazetteerPlace | null = null;
  let nearest: { place: GazetteerPlace; km: number } | null = null;
  for (const place of places) {
    const km = milesToUnit(haversineMiles(area, place), 'km');
    if (km > NEARBY_KM) continue;
    if (km <= NEAR_KM && (!best || place.population > best.population)) best = place;
    if (!nearest || km < nearest.km) nearest = { place, km };
  }
  return (best ?? nearest?.place)?.name ?? null;
}

/** Of several places of one name in a province, the one nearest the area. */
function closest(area: Coordinates, places: readonly GazetteerPlace[]): GazetteerPlace {
  return places.reduce((a, b) => (haversineMiles(area, a) <= haversineMiles(area, b) ? a : b));
}

/*
 * The two garbled areas with no populated place within 50 km of their centre, spelt as Québec names them
 * (the data has "C\uFFFDte-nord/anticosti" and "Les \uFFFDles-de-la- Madeleine").
 */
const REMOTE_AREAS: Readonly<Record<string, string>> = { G0G: 'Côte-Nord', G4T: 'Îles-de-la-Madeleine' };

/** A postal code's centre, its Canadian area named by its town (townOfPostalArea); null if unknown. */
export async function locatePostalCode(text: string): Promise<PostalCodeLocation | null> {
  const location = lookupPostalCode(text);
  if (!location || location.country !== 'CA') return location;
  const remote = REMOTE_AREAS[location.postalCode.slice(0, 3)];
  if (remote) return { ...location, city: remote };
  const region = findRegion(location.state)?.abbreviation;
  const town = region ? await townOfPostalArea({ ...location, descriptor: location.city, region }) : null;
  return town ? { ...location, city: town } : location;
}
