/*
 * What « de » and « à » become before a name in French, for ICU `select` in fr.json (docs/i18n-fr-style.md):
 * « d’Alfred Dallaire », « du Repos Saint-François » / « au Repos… », « des Jardins » / « aux Jardins ».
 * Browser-safe and tiny: client components import it.
 */

/**
 * The form of « de » the name takes; « à » follows it: `du` → « au », `des` → « aux », `la` → « à la »,
 * `l` → « à l’ », else « à ».
 */
export type NameForm = 'de' | 'd' | 'du' | 'des' | 'la' | 'l';

// A type, not an interface: it is passed as a message's values.
export type NameArgs = {
  /** The name to print after the preposition: without its leading « Le »/« Les » for `du` and `des`. */
  name: string;
  nameForm: NameForm;
};

/** What is named: a business may start with a common noun that takes an article; a person or a place never does here. */
export type Named = 'business' | 'person' | 'place';

/*
 * The common nouns a Québec business name starts with, written the OQLF way (« Résidence funéraire Tremblay »:
 * the noun, then lower case), and the article they take in a sentence: « à la Résidence funéraire Tremblay »,
 * « du Centre funéraire Côté », « de l’Entreprise funéraire… », « aux Jardins commémoratifs… ».
 */
const ARTICLE_OF_NOUN: Record<string, NameForm> = {
  centre: 'du',
  complexe: 'du',
  salon: 'du',
  groupe: 'du',
  service: 'du',
  crématorium: 'du',
  funérarium: 'du',
  columbarium: 'du',
  cimetière: 'du',
  mausolée: 'du',
  résidence: 'la',
  maison: 'la',
  coopérative: 'la',
  chapelle: 'la',
  société: 'la',
  corporation: 'la',
  entreprise: 'l',
  alliance: 'l',
  atelier: 'l',
  centres: 'des',
  complexes: 'des',
  salons: 'des',
  services: 'des',
  résidences: 'des',
  maisons: 'des',
  jardins: 'des',
};

/**
 * A name's form in French. Elision before a vowel (accents, Œ and Y before a consonant included: « d’Yves »);
 * never before h, often aspirated in names. Contraction only for a separate leading word « Le » or « Les »,
 * and not for a person (« de Le Blanc »): « La » and « L’ » stay, English « The » is just a word. A business
 * that starts with a common noun followed by a lower-case word takes the noun's article (ARTICLE_OF_NOUN);
 * « Centre Street Funeral Home » and « Maison Darche » do not.
 */
export function frenchNameArgs(name: string, named: Named = 'business'): NameArgs {
  const article = named === 'person' ? null : /^(les?)\s+(?=\S)/i.exec(name);
  if (article) return { name: name.slice(article[0].length), nameForm: article[1]!.length > 2 ? 'des' : 'du' };
  if (named === 'business') {
    const noun = /^(\p{L}+)\s+\p{Ll}/u.exec(name.normalize('NFC'));
    const form = noun ? ARTICLE_OF_NOUN[noun[1]!.toLowerCase()] : undefined;
    if (form) return { name, nameForm: form };
  }
  const start = name.normalize('NFD').toLowerCase();
  return { name, nameForm: /^([aeiouœæ]|y[^aeiouy])/.test(start) ? 'd' : 'de' };
}

/** The arguments of a message naming `name` after « de » or « à »: English ignores the form. */
export function nameArgs(locale: string, name: string, named: Named = 'business'): NameArgs {
  return locale === 'fr' ? frenchNameArgs(name.trim(), named) : { name, nameForm: 'de' };
}

/** The arguments of a message naming a town after « à » (« aux Cèdres », « au Bic »): `city` and `cityForm`. */
export function cityArgs(locale: string, city: string): { city: string; cityForm: NameForm } {
  const { name, nameForm } = nameArgs(locale, city, 'place');
  return { city: name, cityForm: nameForm };
}
