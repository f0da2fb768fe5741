import { placeWords } from '~/modules/geo/place-names';
import { SERVICE_FILTER_KEYS, type ServiceFilterKey } from '~/modules/partners/service-filters';

/*
 * The filters a search's words ask for, in either language ("pet cremation Austin", « crémation animaux
 * Laval », "open now funeral home houston"): the search page turns them on, shown as chips the family can
 * turn off. Folded words (placeWords), matched as whole-word sequences. The place parser sets each of these
 * words aside around a place (geo's filler words; a test holds the two lists together).
 */
export const FILTER_WORDS: Record<ServiceFilterKey, readonly string[]> = {
  pet: [
    'pet',
    'pets',
    'animal',
    'animals',
    'animaux',
    'dog',
    'dogs',
    'puppy',
    'cat',
    'cats',
    'kitten',
    'chien',
    'chiens',
    'chat',
    'chats',
  ],
  'already-cremated': [
    ...['already cremated', 'already have the ashes', 'already have ashes', 'deja les cendres'],
    ...['deja incinere', 'deja incineree', 'deja incineres', 'deja incinerees'],
  ],
  witnessed: ['witnessed', 'witness', 'witnessing', 'en presence'],
  veterans: [
    ...['veteran', 'veterans', 'military', 'army', 'navy', 'marine', 'marines', 'militaire', 'militaires'],
    ...['anciens combattants', 'ancien combattant'],
  ],
  'open-now': ['open now', 'ouvert maintenant'],
};

/**
 * The filters `text` names, in the filters' order. `place`: the name of the place the search found, whose
 * own words ask for nothing ("Veteran, Wyoming"; "Cat Spring, Texas").
 */
export function filtersNamedIn(text: string, { place = '' }: { place?: string } = {}): ServiceFilterKey[] {
  const placeOwn = new Set(placeWords(place));
  const words = ` ${placeWords(text.slice(0, 200))
    .filter((word) => !placeOwn.has(word))
    .join(' ')} `;
  return SERVICE_FILTER_KEYS.filter((key) => FILTER_WORDS[key].some((phrase) => words.includes(` ${phrase} `)));
}

/** Every filter's words, longest first: "pet cremation" is set aside before "pet". */
const FILTER_PHRASES_LONGEST_FIRST = Object.values(FILTER_WORDS)
  .flat()
  .sort((a, b) => b.length - a.length);

/** Words that go with a filter's ("pet cremation near austn"): set aside with it, never read as a place. */
const WITH_FILTER_WORDS = ['cremation', 'cremations', 'incineration', 'crematoire', 'near', 'in', 'a', 'pres'];

/**
 * The text with the words asking for filters set aside (folded words), to be read as a place on its own
 * ("pet cremation austn": "austn"); null when the text asks for no filter. A business name's own words
 * ("funeral", "home") stay, so a misspelt name is never taken for a town.
 */
export function withoutFilterWords(text: string): string | null {
  let words = ` ${placeWords(text.slice(0, 200)).join(' ')} `;
  let found = false;
  for (const phrase of FILTER_PHRASES_LONGEST_FIRST) {
    while (words.includes(` ${phrase} `)) {
      words = words.replace(` ${phrase} `, ' ');
      found = true;
    }
  }
  if (!found) return null;
  const rest = words.split(' ').filter((word) => word !== '' && !WITH_FILTER_WORDS.includes(word));
  // « près de Gatineau »: a linking word before the place is not the place's.
  while (rest[0] && LEADING_LINKS.includes(rest[0])) rest.shift();
  return rest.join(' ');
}

const LEADING_LINKS = ['de', 'du', 'des', 'the'];
