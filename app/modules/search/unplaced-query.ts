import { placeWords } from '~/modules/geo/place-names';
import { namesOnlyWhatIsSought } from '~/modules/geo/place-query';

/*
 * What a search that names no place and no partner asked for (pure): the family's own position ("funeral
 * homes near me", or only what is sought: "cheap cremation") or a county ("Cook County, IL"), which the
 * gazetteer does not hold. Read only once the
 * search found nothing, so a partner or town whose name holds these words is still found first.
 */

export type UnplacedQuery = 'near-me' | 'county';

/** Folded words (placeWords: no case, accents or punctuation), as whole-word sequences. */
const NEAR_ME = [
  'near me',
  'near my location',
  'near here',
  'nearby',
  'near by',
  'close to me',
  'close by',
  'closest',
  'nearest',
  'in my area',
  'around me',
  'pres de moi',
  'pres de chez moi',
  'proche de moi',
  'proche de chez moi',
  'a proximite',
  'autour de moi',
  'le plus proche',
  'la plus proche',
  'les plus proches',
  'plus pres',
];
const COUNTY = ['county', 'comte'];

const containsWords = (words: string, phrase: string) => ` ${words} `.includes(` ${phrase} `);

/** 'near-me', 'county', or null for any other text. */
export function unplacedQuery(text: string): UnplacedQuery | null {
  const words = placeWords(text).join(' ');
  if (NEAR_ME.some((phrase) => containsWords(words, phrase))) return 'near-me';
  if (COUNTY.some((word) => containsWords(words, word))) return 'county';
  return namesOnlyWhatIsSought(text) ? 'near-me' : null;
}
