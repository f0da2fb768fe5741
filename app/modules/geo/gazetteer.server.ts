import { buildPlaceIndex, type GazetteerPlace, type PlaceIndex, type PlaceMatch, resolvePlace } from './place-query';

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

/** The place index, loaded once per process. */
export function loadGazetteer(): Promise<PlaceIndex> {
  loading ??= import('./data/places.json').then((module) => buildPlaceIndex(parsePlaces(module.default.places)));
  return loading;
}

/** The place or region a search names (see resolvePlace), from the shipped gazetteer. */
export async function lookupPlace(text: string): Promise<PlaceMatch | null> {
  return resolvePlace(await loadGazetteer(), text);
}

/** The place of the gazetteer named so (any case, accents or abbreviation) in a region: a city page's town. */
export async function findPlaceInRegion(name: string, regionCode: string): Promise<GazetteerPlace | null> {
  const match = resolvePlace(await loadGazetteer(), `${name}, ${regionCode}`);
  return match?.kind === 'place' && match.place.region === regionCode ? match.place : null;
}
