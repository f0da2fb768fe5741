/*
 * What « de » and « à » become before a name in French, for ICU `select` in fr.json (docs/i18n-fr-style.md):
 * « d’Alfred Dallaire », « du Repos Saint-François » / « au Repos… », « des Jardins » / « aux Jardins ».
 * Browser-safe and tiny: client components import it.
 */

/** The form of « de » the name takes; « à » follows it: `du` → « au », `des` → « aux », else « à ». */
export type NameForm = 'de' | 'd' | 'du' | 'des';

// A type, not an interface: it is passed as a message's values.
export type NameArgs = {
  /** The name to print after the preposition: without its leading « Le »/« Les » for `du` and `des`. */
  name: string;
  nameForm: NameForm;
};

/**
 * A name's form in French. Elision before a vowel (accents, Œ and Y before a consonant included: « d’Yves »);
 * never before h, often aspirated in names. Contraction only for a separate leading word « Le » or « Les »,
 * and not for a person (`person`: « de Le Blanc »): « La » and « L’ » stay, English « The » is just a word.
 */
export function frenchNameArgs(name: string, person = false): NameArgs {
  const article = person ? null : /^(les?)\s+(?=\S)/i.exec(name);
  if (article) return { name: name.slice(article[0].length), nameForm: article[1]!.length > 2 ? 'des' : 'du' };
  const start = name.normalize('NFD').toLowerCase();
  return { name, nameForm: /^([aeiouœæ]|y[^aeiouy])/.test(start) ? 'd' : 'de' };
}

/** The arguments of a message naming `name` after « de » or « à »: English ignores the form. */
export function nameArgs(locale: string, name: string, person = false): NameArgs {
  return locale === 'fr' ? frenchNameArgs(name.trim(), person) : { name, nameForm: 'de' };
}

/** The arguments of a message naming a town after « à » (« aux Cèdres », « au Bic »): `city` and `cityForm`. */
export function cityArgs(locale: string, city: string): { city: string; cityForm: NameForm } {
  const { name, nameForm } = nameArgs(locale, city);
  return { city: name, cityForm: nameForm };
}
