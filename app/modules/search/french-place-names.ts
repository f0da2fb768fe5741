import { placeWords } from '~/modules/geo/place-names';
import { ALL_REGIONS, type Region } from '~/modules/geo/regions';
import { FRENCH_REGIONS } from '~/modules/i18n/regions-fr';

/*
 * Searches typed in French (decision 033): a state or province by its French name, with or without accents
 * ("Colombie-Britannique", "colombie britannique", "Nouvelle-Ecosse", "Californie") is the same region as its
 * English name. Towns need nothing here: the gazetteer is keyed without accents and stores local names
 * ("Montréal", "Trois-Rivières"), and the partner match folds accents.
 */

const key = (name: string) => placeWords(name).join(' ');

/** Regions whose French name differs from the English one, longest first ("Virginie-Occidentale" before "Virginie"). */
const FRENCH_ONLY_NAMES = FRENCH_REGIONS.map((french) => ({ words: placeWords(french.name), region: french.region }))
  .filter(({ words, region }) => words.join(' ') !== key(region.name))
  .sort((a, b) => b.words.length - a.words.length);

/**
 * The query with a French region name at its end spelled in English, for the place lookup:
 * "Vancouver, Colombie-Britannique" → "vancouver british columbia"; any other query unchanged.
 */
export function withEnglishRegionName(query: string): string {
  const words = placeWords(query.slice(0, 200));
  for (const { words: name, region } of FRENCH_ONLY_NAMES) {
    if (name.length > words.length) continue;
    const tail = words.slice(words.length - name.length);
    if (tail.every((word, index) => word === name[index])) {
      return [...words.slice(0, words.length - name.length), ...placeWords(region.name)].join(' ');
    }
  }
  return query;
}

/** Every region under its English and its French name, compared without case, accents or punctuation. */
const NAMED_REGIONS: ReadonlyArray<{ name: string; region: Region }> = [
  ...ALL_REGIONS.map((region) => ({ name: key(region.name), region })),
  ...FRENCH_ONLY_NAMES.map(({ words, region }) => ({ name: words.join(' '), region })),
];

/** The folded form of a query as region names are compared with it ('' for a query of punctuation only). */
export function regionNameKey(query: string): string {
  return key(query.slice(0, 200));
}

/** Regions whose English or French name contains the query, and those it names in full. */
export function regionsNamedLike(query: string): { containing: Region[]; exact: Region[] } {
  const folded = regionNameKey(query);
  if (folded === '') return { containing: [], exact: [] };
  const containing = new Set<Region>();
  const exact = new Set<Region>();
  for (const { name, region } of NAMED_REGIONS) {
    if (name === folded) exact.add(region);
    if (name.includes(folded)) containing.add(region);
  }
  return { containing: [...containing], exact: [...exact] };
}

/** Every region's names (English, and French where it differs) beside its slug, for the fuzzy fallback. */
export const REGION_NAMES_WITH_SLUGS: { names: string[]; slugs: string[] } = {
  names: NAMED_REGIONS.map(({ name }) => name),
  slugs: NAMED_REGIONS.map(({ region }) => region.slug),
};
