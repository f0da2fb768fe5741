import { placeKey, placeWords } from './place-names';
import { closestName } from './closest-name';
import { keysNear, keysStartingWith, type SpellingIndex } from './place-spelling';
import { ALL_REGIONS, findRegion, type Region } from './regions';

/*
 * Understanding a typed place (pure): "Austin, TX", "austin texas", "Lander, Wyoming", "St Louis",
 * "Montreal", "NYC", "funeral home in austin". The words around a place that say what is sought
 * ("funeral home", "cremation", "near") are set aside; a state or province at the end narrows the place;
 * a state or province alone is a region. An ambiguous name (Springfield) resolves to its most populous
 * place, and the others of that name are returned as choices (decision 026); between places as populous
 * (most often two of unknown population: Lachine, Michigan and Lachine, Québec) the one in a city comes
 * first (a borough of Montréal before a village: cityAround), then the reader's country when the caller
 * knows it (a French page: Canada), else the first region alphabetically.
 */

/** The country whose places come first among places as populous and as much in a city. */
export interface PlacePreference {
  preferCountry?: Region['country'];
}

export interface GazetteerPlace {
  name: string;
  /** The state or province code ("TX", "QC"). */
  region: string;
  latitude: number;
  longitude: number;
  /** 0 when unknown (a place known from its ZIP codes only). */
  population: number;
  /**
   * The people of the gazetteer's places around it (buildPlaceIndex's `peopleAround`), set only where
   * another place of its name is as populous: what decides between them.
   */
  peopleAround?: number;
}

/** Places by placeKey(name), the most populous first. */
export type PlaceIndex = ReadonlyMap<string, readonly GazetteerPlace[]>;

export type PlaceMatch =
  | {
      kind: 'place';
      place: GazetteerPlace;
      /** Other places of the same name when no state was given, the most populous first (up to 4). */
      alternatives: GazetteerPlace[];
    }
  | { kind: 'region'; region: Region };

/**
 * Words that say what is sought, not where, in either language ("cost of cremation in Dallas", « salon
 * funéraire à Gatineau »): set aside around a place. A place named only by such words ("Price, Utah",
 * "Cost") is still found by the words as typed.
 */
const SOUGHT_WORDS = [
  ...['funeral', 'funerals', 'home', 'homes', 'cremation', 'cremations', 'crematory', 'crematorium'],
  ...['cremate', 'service', 'services', 'provider', 'providers', 'partner', 'partners', 'director'],
  ...['directors', 'parlor', 'parlors', 'mortuary', 'mortuaries', 'pet', 'pets', 'direct', 'simple'],
  ...['cost', 'costs', 'price', 'prices', 'pricing', 'cheap', 'cheapest', 'affordable', 'inexpensive'],
  ...['low', 'lowest', 'best', 'top', 'local', 'how', 'much', 'does', 'is', 'for', 'and'],
  ...['near', 'nearby', 'in', 'at', 'around', 'close', 'to', 'me', 'of', 'the'],
  ...['salon', 'salons', 'funeraire', 'funeraires', 'pompes', 'funebres', 'maison', 'incineration'],
  ...['crematoire', 'cout', 'couts', 'prix', 'tarif', 'tarifs', 'abordable', 'meilleur', 'meilleurs'],
  ...['combien', 'coute', 'animal', 'animaux', 'pres', 'proche', 'dans', 'pour', 'autour'],
  ...['witnessed', 'veteran', 'veterans', 'military', 'burial', 'burials', 'green', 'natural'],
  ...['obituary', 'obituaries', 'animals', 'dog', 'dogs', 'cat', 'cats', 'chien', 'chiens', 'witness'],
  ...['already', 'cremated', 'have', 'ashes', 'deja', 'incinere', 'incineree', 'militaire', 'militaires'],
  ...['open', 'now', 'ouvert', 'maintenant', 'puppy', 'kitten', 'chat', 'chats', 'witnessing', 'presence'],
  ...['army', 'navy', 'marine', 'marines', 'ancien', 'combattant', 'incineres', 'incinerees', 'cendres'],
  // Who died and what the family has: "cremation for my mom austin tx", "we already have the remains".
  ...['my', 'our', 'we', 'mom', 'dad', 'mother', 'father', 'husband', 'wife', 'died', 'remains', 'today'],
  ...['mere', 'pere', 'nous', 'avons', 'funerailles'],
  ...['cemetery', 'cemeteries', 'urn', 'urns', 'inhumation', 'avis', 'deces', 'anciens', 'combattants'],
];
/** French words that join the words of a name too ("Rivière-du-Loup"): no sign that a text is not a place. */
const LINKING_WORDS = ['a', 'au', 'aux', 'de', 'des', 'du', 'la', 'le', 'les', 'en'];
const FILLER_WORDS = new Set([...SOUGHT_WORDS, ...LINKING_WORDS]);

/** Common names of places that stand for one place only (never "LA": Louisiana; never "KC": two states). */
const NICKNAMES: Record<string, { name: string; region: string }> = {
  nyc: { name: 'New York', region: 'NY' },
  'new york city': { name: 'New York', region: 'NY' },
  'quebec city': { name: 'Québec', region: 'QC' },
  'ville de quebec': { name: 'Québec', region: 'QC' },
  philly: { name: 'Philadelphia', region: 'PA' },
  vegas: { name: 'Las Vegas', region: 'NV' },
  okc: { name: 'Oklahoma City', region: 'OK' },
  slc: { name: 'Salt Lake City', region: 'UT' },
  nola: { name: 'New Orleans', region: 'LA' },
  'saint pete': { name: 'St. Petersburg', region: 'FL' },
  mtl: { name: 'Montréal', region: 'QC' },
  'washington dc': { name: 'Washington', region: 'DC' },
  'district of columbia': { name: 'Washington', region: 'DC' },
  'miami dade': { name: 'Miami', region: 'FL' },
  'twin cities': { name: 'Minneapolis', region: 'MN' },
};

/** Abbreviations of states and provinces people write after a town ("Markham Ont", "Denver Colo"). */
const REGION_ABBREVIATIONS: Record<string, string> = {
  ...{ ont: 'ON', que: 'QC', alta: 'AB', sask: 'SK', nfld: 'NL', pei: 'PE', calif: 'CA', fla: 'FL' },
  ...{ mass: 'MA', penn: 'PA', tenn: 'TN', okla: 'OK', ariz: 'AZ', colo: 'CO', conn: 'CT', minn: 'MN' },
  ...{ mich: 'MI', wisc: 'WI', tex: 'TX', ind: 'IN', mont: 'MT', nebr: 'NE', nev: 'NV', wyo: 'WY' },
  ...{ ala: 'AL', ark: 'AR', kans: 'KS', ore: 'OR', oreg: 'OR', wash: 'WA' },
};

const withoutFillers = (words: readonly string[]) => words.filter((word) => !FILLER_WORDS.has(word));

function withoutTrailingFillers(words: readonly string[]): string[] {
  let end = words.length;
  while (end > 0 && FILLER_WORDS.has(words[end - 1]!)) end -= 1;
  return words.slice(0, end);
}

/** True when a text's words all say what is sought, none where ("cheap cremation", « prix crémation »). */
export function namesOnlyWhatIsSought(text: string): boolean {
  const words = placeWords(text.slice(0, 200));
  return words.length > 0 && withoutFillers(words).length === 0;
}

/** A region's name as words, longest first, so "new mexico" wins over "mexico" (not a region anyway). */
const REGION_NAMES: Array<{ words: string[]; region: Region }> = ALL_REGIONS.map((region) => ({
  words: placeWords(region.name),
  region,
})).sort((a, b) => b.words.length - a.words.length);

/** A region named by the words at the end of `words` (a name, or a two-letter code after a place). */
function regionAtEnd(words: readonly string[]): { region: Region; rest: string[] } | null {
  for (const { words: name, region } of REGION_NAMES) {
    if (name.length > words.length) continue;
    const tail = words.slice(words.length - name.length);
    if (tail.every((word, index) => word === name[index])) return { region, rest: words.slice(0, -name.length) };
  }
  const last = words.at(-1);
  const abbreviated = last && words.length > 1 ? REGION_ABBREVIATIONS[last] : undefined;
  if (abbreviated && withoutFillers(words.slice(0, -1)).length > 0) {
    return { region: findRegion(abbreviated)!, rest: words.slice(0, -1) };
  }
  // A code is a region ("TX", "cremation TX", "Fort Wayne IN"), except a code that is also a word saying
  // what is sought, alone or after only such words ("funeral home near me", "cremation in", « … de la »).
  if (last?.length !== 2) return null;
  const region = findRegion(last);
  const rest = words.slice(0, -1);
  if (!region) return null;
  const soughtWord = words.length === 1 ? SOUGHT_WORDS.includes(last) : withoutFillers(words).length === 0;
  if (soughtWord) return null;
  return { region, rest };
}

function placesNamed(index: PlaceIndex, words: readonly string[], region: Region | null): readonly GazetteerPlace[] {
  const key = placeKey(words.join(' '));
  if (key === '') return [];
  const nickname = NICKNAMES[key];
  const candidates = nickname
    ? (index.get(placeKey(nickname.name)) ?? []).filter((place) => place.region === nickname.region)
    : (index.get(key) ?? []);
  const inRegion = region ? candidates.filter((place) => place.region === region.abbreviation) : candidates;
  if (inRegion.length > 0) return inRegion;
  // "Quebec City", "Carson" for "Carson City" is not attempted: only a trailing "city" is dropped.
  if (words.length > 1 && words.at(-1) === 'city') return placesNamed(index, words.slice(0, -1), region);
  return [];
}

/** Fewer people around a place than this say nothing of which place of the name a family means. */
const CITY_AROUND = 50_000;

/**
 * 0 for a place without a city around it, else the order of magnitude of the people around (5: 100,000 or
 * more, 6: a million or more): a part of a city before a village, and of two such, the larger city's.
 */
function cityAround({ peopleAround = 0 }: GazetteerPlace): number {
  return peopleAround < CITY_AROUND ? 0 : Math.floor(Math.log10(peopleAround));
}

/**
 * What a place of unknown population counts as when a million people or more live within 15 miles (Orléans
 * in Ottawa, Hull in Gatineau): more than a village of the same name elsewhere, fewer than a town. A smaller
 * city around says less: Hull, Georgia, near Athens (130,000), is a village of its own.
 */
const PART_OF_A_CITY = CITY_AROUND;

function peopleOf(place: GazetteerPlace): number {
  return place.population > 0 ? place.population : cityAround(place) >= 6 ? PART_OF_A_CITY : 0;
}

/** The index's order: the most populous first (a part of a city as PART_OF_A_CITY), then the one in the larger city around. */
function byPopulation(a: GazetteerPlace, b: GazetteerPlace): number {
  return peopleOf(b) - peopleOf(a) || b.population - a.population || cityAround(b) - cityAround(a);
}

/** 0 for a place in the reader's country, 1 elsewhere or when the country is not known: sorts the country's first. */
function outsideCountry(place: GazetteerPlace, preferCountry: PlacePreference['preferCountry']): number {
  return preferCountry && findRegion(place.region)?.country === preferCountry ? 0 : 1;
}

/** Places as populous and as much in a city, the preferred country's first (stable: else the index's order). */
function preferred(places: readonly GazetteerPlace[], { preferCountry }: PlacePreference): readonly GazetteerPlace[] {
  if (!preferCountry || places.length < 2) return places;
  return [...places].sort(
    (a, b) => byPopulation(a, b) || outsideCountry(a, preferCountry) - outsideCountry(b, preferCountry),
  );
}

function toMatch(
  places: readonly GazetteerPlace[],
  regionGiven: boolean,
  preference: PlacePreference = {},
): PlaceMatch | null {
  const [place, ...others] = preferred(places, preference);
  if (!place) return null;
  if (regionGiven) return { kind: 'place', place, alternatives: [] };
  // The reader's country's places of the name offered first ("Waterloo": Waterloo, Québec, before Iowa's).
  const { preferCountry } = preference;
  const offered = preferCountry
    ? [...others].sort((a, b) => outsideCountry(a, preferCountry) - outsideCountry(b, preferCountry))
    : others;
  return { kind: 'place', place, alternatives: offered.slice(0, 4) };
}

/**
 * The place or region a search names, or null when the text is not (only) a place: a business name, a
 * misspelling, a ZIP code. Any text is safe to pass (any length, any script).
 */
export function resolvePlace(index: PlaceIndex, text: string, preference: PlacePreference = {}): PlaceMatch | null {
  const words = placeWords(text.slice(0, 200));
  if (words.length === 0 || words.length > 12) return null;

  const nickname = NICKNAMES[placeKey(withoutFillers(words).join(' '))];
  if (nickname) return toMatch(placesNamed(index, withoutFillers(words), null), true);

  // "ny funeral home": the state before the words that say what is sought.
  const atEnd = regionAtEnd(words) ?? regionAtEnd(withoutTrailingFillers(words));
  if (atEnd) {
    const rest = withoutFillers(atEnd.rest);
    if (rest.length === 0) {
      return (
        toMatch(placesNamed(index, atEnd.rest, atEnd.region), true) ??
        // « à Québec » is the city, « au Québec » the province.
        (atEnd.rest.at(-1) === 'a'
          ? toMatch(placesNamed(index, placeWords(atEnd.region.name), atEnd.region), true)
          : null) ?? {
          kind: 'region',
          region: atEnd.region,
        }
      );
    }
    // The words as typed first: a filler word can be part of a name ("The Dalles", "Cat Spring").
    const inRegion =
      toMatch(placesNamed(index, atEnd.rest, atEnd.region), true) ??
      toMatch(placeAtEnd(index, atEnd.rest, atEnd.region), true) ??
      toMatch(placesNamed(index, rest, atEnd.region), true);
    if (inRegion) return inRegion;
  }
  const rest = withoutFillers(words);
  if (rest.length === 0) return toMatch(placesNamed(index, words, null), false, preference);
  return (
    toMatch(placesNamed(index, words, null), false, preference) ??
    toMatch(placeAtEnd(index, words, null), false, preference) ??
    toMatch(placesNamed(index, rest, null), false, preference)
  );
}

/**
 * The place named by the longest run of words ending the text whose name holds a filler word ("pet cremation
 * Cat Spring": Cat Spring, not Spring): a known place's name wins over a word saying what is sought in it.
 */
function placeAtEnd(index: PlaceIndex, words: readonly string[], region: Region | null): readonly GazetteerPlace[] {
  for (let start = 1; start < words.length - 1; start += 1) {
    const tail = words.slice(start);
    // A tail without filler words is the place the filler-less reading finds anyway.
    if (withoutFillers(tail).length === tail.length || withoutFillers(tail).length === 0) continue;
    const places = placesNamed(index, tail, region);
    if (places.length > 0) return places;
  }
  return [];
}

/** Names starting with the typed words weighed at most: past them, the words say too little. */
const MAX_NAMES_STARTING = 20;
/** A place this many times as populous as the next of the names starting so is the one meant. */
const BY_FAR = 10;

/** "saint agathe" for "sainte agathe" and the reverse: Quebec's St-/Ste- are often mixed up. */
function otherSaint(key: string): string | null {
  if (key.startsWith('sainte ')) return `saint ${key.slice(7)}`;
  if (key.startsWith('saint ')) return `sainte ${key.slice(6)}`;
  return null;
}

/**
 * The place whose name goes on from the typed words ("Ste-Agathe", "St-Agathe" → Sainte-Agathe-des-Monts):
 * the only one, of the reader's country when it has any, or one by far the most populous (a part of a city counted
 * as the index counts it).
 */
function placeStartingWith(
  index: PlaceIndex,
  spelling: SpellingIndex,
  key: string,
  within: (places: readonly GazetteerPlace[]) => readonly GazetteerPlace[],
  { preferCountry }: PlacePreference,
): GazetteerPlace | null {
  if (key.length < 4) return null;
  for (const typed of [key, otherSaint(key)]) {
    if (!typed) continue;
    const keys = keysStartingWith(spelling, typed, MAX_NAMES_STARTING);
    if (!keys || keys.length === 0) continue;
    const places = keys.flatMap((name) => within(index.get(name) ?? []));
    const own = places.filter((place) => outsideCountry(place, preferCountry) === 0);
    const [first, second] = [...(own.length > 0 ? own : places)].sort(byPopulation);
    if (first && (!second || peopleOf(first) >= BY_FAR * Math.max(1, peopleOf(second)))) return first;
  }
  return null;
}

/** Shorter names are too near too many villages to be read as one misspelt. */
const MIN_MISSPELT_LENGTH = 5;

/**
 * The place a misspelling most likely meant: of the names nearest in spelling (keysNear), when one name is
 * nearest, its place of the reader's country first, then the most populous. Null when names tie ("murhpy":
 * Murray and Murphy) or a state's or province's name is as near ("calfornia": the region fallback's).
 */
function nearestSpelt(
  index: PlaceIndex,
  spelling: SpellingIndex,
  key: string,
  within: (places: readonly GazetteerPlace[]) => readonly GazetteerPlace[],
  { preferCountry }: PlacePreference,
): GazetteerPlace | null {
  if (key.length < MIN_MISSPELT_LENGTH || closestName(key, ALL_REGIONS, (region) => region.name)) return null;
  const near = keysNear(spelling, key).filter(({ key: name }) => within(index.get(name) ?? []).length > 0);
  if (near.length === 0 || near[1]?.distance === near[0]!.distance) return null;
  const [place] = [...within(index.get(near[0]!.key)!)].sort(
    (a, b) => outsideCountry(a, preferCountry) - outsideCountry(b, preferCountry) || byPopulation(a, b),
  );
  return place ?? null;
}

/**
 * The place a text names with a typo, words run together or left off ("gatinau", "troisrivieres",
 * "ste-agathe", "gatinau qc"), and the search that finds it as if typed right: its name alone when no state
 * was named and the name resolves to it, else with its region; `regionGiven` when the text named the state or
 * province. Null for a
 * text with words that say what is sought (a business name is as likely) or that meant no place.
 * resolvePlace first: a text it knows is not misspelt.
 */
export function resolveMisspeltPlace(
  index: PlaceIndex,
  spelling: SpellingIndex,
  text: string,
  preference: PlacePreference = {},
): { place: GazetteerPlace; query: string; regionGiven: boolean } | null {
  const words = placeWords(text.slice(0, 200));
  if (words.length === 0 || words.length > 6 || words.some((word) => SOUGHT_WORDS.includes(word))) return null;
  const atEnd = regionAtEnd(words);
  const region = atEnd && atEnd.rest.length > 0 ? atEnd.region : null;
  const key = placeKey((region ? atEnd!.rest : words).join(' '));
  const within = (places: readonly GazetteerPlace[]) =>
    region ? places.filter((place) => place.region === region.abbreviation) : places;
  const place =
    placeStartingWith(index, spelling, key, within, preference) ??
    nearestSpelt(index, spelling, key, within, preference);
  if (!place) return null;
  const bare = resolvePlace(index, place.name, preference);
  // With the state the text named, so the search stays in it ("Pittsburgh, PA": not partners named Pittsburgh).
  const query =
    !region && bare?.kind === 'place' && bare.place === place ? place.name : `${place.name}, ${place.region}`;
  return { place, query, regionGiven: region !== null };
}

/**
 * Builds the index from places in any order: by key, the most populous first; between places as populous
 * (most often both unknown), the one in the larger city around (`peopleAround`, cityAround) first; then by
 * region.
 */
export function buildPlaceIndex(
  places: Iterable<GazetteerPlace>,
  { peopleAround }: { peopleAround?: (place: GazetteerPlace) => number } = {},
): PlaceIndex {
  const index = new Map<string, GazetteerPlace[]>();
  for (const place of places) {
    const key = placeKey(place.name);
    const list = index.get(key);
    if (list) list.push(place);
    else index.set(key, [place]);
  }
  for (const list of index.values()) {
    if (peopleAround && list.length > 1) {
      const populations = new Map<number, number>();
      for (const place of list) populations.set(place.population, (populations.get(place.population) ?? 0) + 1);
      list.forEach((place, position) => {
        // Unknown or tied populations are where the city around a place decides.
        if (place.population === 0 || populations.get(place.population)! > 1) {
          list[position] = { ...place, peopleAround: peopleAround(place) };
        }
      });
    }
    list.sort((a, b) => byPopulation(a, b) || a.region.localeCompare(b.region));
  }
  return index;
}
