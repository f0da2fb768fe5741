import type { Locale } from '~/modules/i18n/locales';
import { dashesAsHyphens, foldAccents } from '~/lib/text-fold';

/*
 * A closure's note (decision 036) is typed by the partner in one language: "Christmas Day", or « Noël » for a
 * Quebec home. The common US and Canadian holiday names are known in both languages, so the page can show the
 * note in its own language; any other note is shown as typed, marked with the partner's language. Pure and
 * browser-safe; only the server-rendered partner page and its structured data read it.
 */

/** One holiday: the name shown in each language, then other ways partners write it (matched loosely). */
export interface Holiday {
  en: string;
  fr: string;
  alsoEn?: readonly string[];
  alsoFr?: readonly string[];
}

/*
 * "Thanksgiving" is « Action de grâce » both ways: the closure's date already tells the Canadian one
 * (October) from the American one (November). Notes typed in French come from Canadian homes, so their
 * English is Canada's ("Labour Day"); US-only holidays keep their English name beside the French where
 * French has no settled one.
 */
export const HOLIDAYS: readonly Holiday[] = [
  { en: 'Christmas Eve', fr: 'Veille de Noël', alsoEn: ['Christmas Eve Day'], alsoFr: ['Réveillon de Noël'] },
  {
    en: 'Christmas Day',
    fr: 'Noël',
    alsoEn: ['Christmas', 'Xmas', 'Xmas Day'],
    alsoFr: ['Jour de Noël', 'Fête de Noël'],
  },
  {
    en: 'Boxing Day',
    fr: 'Lendemain de Noël',
    alsoEn: ['Day after Christmas'],
    alsoFr: ['Après-Noël'],
  },
  {
    en: 'Christmas holidays',
    fr: 'Vacances des Fêtes',
    // Not "Holidays" alone: a US home closed July 3-5 for "Holidays" means no Christmas.
    alsoEn: ['Holiday season', 'Christmas break', 'Christmas vacation'],
    alsoFr: [
      'Fêtes',
      'Temps des Fêtes',
      'Période des Fêtes',
      'Congé des Fêtes',
      'Congés des Fêtes',
      'Vacances de Noël',
      'Fêtes de fin d’année',
    ],
  },
  {
    en: 'Closed for the holidays',
    fr: 'Fermé pour les Fêtes',
    alsoEn: ['Closed for holidays', 'Closed for the holiday season', 'Closed over the holidays'],
    alsoFr: ['Fermé durant les Fêtes', 'Fermé pendant les Fêtes', 'Fermé pour le temps des Fêtes'],
  },
  {
    en: 'New Year’s Eve',
    fr: 'Veille du jour de l’An',
    alsoEn: ['New Year Eve'],
    alsoFr: ['Veille du Nouvel An', 'Réveillon du jour de l’An', 'Réveillon du Nouvel An'],
  },
  {
    en: 'New Year’s Day',
    fr: 'Jour de l’An',
    alsoEn: ['New Year', 'New Year’s', 'New Year Day'],
    alsoFr: ['Nouvel An', 'Jour du Nouvel An', 'Premier de l’An', 'Premier janvier', '1er janvier'],
  },
  { en: 'Good Friday', fr: 'Vendredi saint' },
  { en: 'Easter', fr: 'Pâques', alsoEn: ['Easter Sunday'], alsoFr: ['Dimanche de Pâques'] },
  { en: 'Easter Monday', fr: 'Lundi de Pâques' },
  { en: 'Easter weekend', fr: 'Congé de Pâques', alsoFr: ['Fin de semaine de Pâques', 'Week-end de Pâques'] },
  { en: 'Victoria Day', fr: 'Fête de Victoria', alsoFr: ['Fête de la Reine'] },
  { en: 'National Patriots’ Day', fr: 'Journée nationale des patriotes', alsoFr: ['Fête des patriotes'] },
  {
    en: 'Saint-Jean-Baptiste Day',
    fr: 'Fête nationale du Québec',
    alsoEn: [
      'Saint-Jean-Baptiste',
      'St-Jean-Baptiste',
      'St-Jean-Baptiste Day',
      'Saint-Jean',
      'St-Jean',
      'Quebec National Holiday',
    ],
    alsoFr: [
      'Fête nationale',
      'Saint-Jean-Baptiste',
      'Saint-Jean',
      'St-Jean-Baptiste',
      'St-Jean',
      'Fête de la Saint-Jean',
      'Fête de la Saint-Jean-Baptiste',
    ],
  },
  { en: 'Canada Day', fr: 'Fête du Canada', alsoFr: ['Jour du Canada'] },
  {
    en: 'Independence Day',
    fr: 'Fête de l’Indépendance',
    alsoEn: ['Fourth of July', '4th of July', 'July 4th', 'July 4', 'July Fourth'],
    alsoFr: ['Jour de l’Indépendance', '4 juillet'],
  },
  { en: 'Civic Holiday', fr: 'Congé civique', alsoEn: ['Civic Day', 'August Civic Holiday'] },
  { en: 'Labour Day', fr: 'Fête du Travail', alsoEn: ['Labor Day'], alsoFr: ['Fête des travailleurs'] },
  {
    en: 'National Day for Truth and Reconciliation',
    fr: 'Journée nationale de la vérité et de la réconciliation',
    alsoEn: ['Truth and Reconciliation Day', 'Day for Truth and Reconciliation'],
    alsoFr: ['Journée de la vérité et de la réconciliation'],
  },
  {
    en: 'Thanksgiving',
    fr: 'Action de grâce',
    alsoEn: ['Thanksgiving Day', 'Thanksgiving Monday'],
    alsoFr: ['Action de grâces', 'Jour de l’Action de grâce', 'Fête de l’Action de grâce'],
  },
  {
    en: 'Day after Thanksgiving',
    fr: 'Lendemain de l’Action de grâce',
    alsoEn: ['Friday after Thanksgiving'],
  },
  { en: 'Remembrance Day', fr: 'Jour du Souvenir' },
  { en: 'Veterans Day', fr: 'Jour des anciens combattants', alsoEn: ['Veteran’s Day'] },
  { en: 'Memorial Day', fr: 'Jour commémoratif (Memorial Day)' },
  {
    en: 'Martin Luther King Jr. Day',
    fr: 'Journée Martin Luther King Jr.',
    alsoEn: ['Martin Luther King Day', 'MLK Day', 'MLK Jr. Day', 'Martin Luther King Jr. Birthday'],
    alsoFr: ['Journée de Martin Luther King', 'Jour de Martin Luther King'],
  },
  {
    en: 'Presidents’ Day',
    fr: 'Jour des présidents',
    alsoEn: ['Washington’s Birthday'],
    alsoFr: ['Journée des présidents'],
  },
  { en: 'Juneteenth', fr: 'Juneteenth (jour de l’émancipation)' },
  { en: 'Family Day', fr: 'Jour de la famille', alsoFr: ['Fête de la famille', 'Journée de la famille'] },
  { en: 'Louis Riel Day', fr: 'Journée Louis-Riel' },
  {
    en: 'Holiday',
    fr: 'Jour férié',
    alsoEn: ['Statutory holiday', 'Stat holiday', 'Public holiday', 'Bank holiday'],
    alsoFr: ['Congé férié', 'Férié', 'Congé'],
  },
];

/**
 * The form notes are compared in: no accents, lower case, one kind of apostrophe (then none, so "New Years"
 * is "New Year's"), periods, hyphens and extra spaces dropped, and one leading article ("the", « la », « l’ »).
 */
function key(text: string): string {
  return dashesAsHyphens(foldAccents(text))
    .replace(/[\u2018\u2019\u02bc`´]/g, "'")
    .replace(/-/g, ' ')
    .replace(/\./g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^(?:the|le|la|les) |^l'/, '')
    .replace(/'/g, '')
    .replace(/ /g, '');
}

type Names = ReadonlyMap<string, Holiday>;

function namesIn(language: Locale): Names {
  const names = new Map<string, Holiday>();
  for (const holiday of HOLIDAYS) {
    const also = (language === 'en' ? holiday.alsoEn : holiday.alsoFr) ?? [];
    for (const name of [holiday[language], ...also]) names.set(key(name), holiday);
  }
  return names;
}

const NAMES: Record<Locale, Names> = { en: namesIn('en'), fr: namesIn('fr') };

/** The note and the language to mark it with (undefined: the page's own). */
export interface ClosureNote {
  text: string;
  lang: Locale | undefined;
}

/** The note in `pageLocale` when it names a known holiday ("Christmas Day" → « Noël »), else as typed. */
function translated(note: string, pageLocale: Locale): { known: boolean; text: string } {
  const typed = note.trim();
  const noteKey = key(typed);
  // A known name already in the page's language stays as the partner wrote it.
  if (NAMES[pageLocale].has(noteKey)) return { known: true, text: typed };
  const holiday = NAMES[pageLocale === 'en' ? 'fr' : 'en'].get(noteKey);
  return holiday ? { known: true, text: holiday[pageLocale] } : { known: false, text: typed };
}

/**
 * The note in the page's language when it names a known holiday ("Christmas Day" is « Noël » on a French page);
 * otherwise as typed, marked with the partner's language when that is not the page's, so a screen reader
 * reads it in the right voice.
 */
export function closureNoteIn(note: string, pageLocale: Locale, partnerLanguage: Locale): ClosureNote {
  const { known, text } = translated(note, pageLocale);
  return { text, lang: known || partnerLanguage === pageLocale ? undefined : partnerLanguage };
}

/** The note's text alone (structured data, whose strings carry no language): translated when known. */
export function closureNoteText(note: string, pageLocale: Locale): string {
  return translated(note, pageLocale).text;
}
