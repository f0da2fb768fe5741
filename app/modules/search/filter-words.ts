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
