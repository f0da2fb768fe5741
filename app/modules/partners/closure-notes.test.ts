import { describe, expect, it } from 'vitest';
import { closureNoteIn, closureNoteText, HOLIDAYS } from './closure-notes';

describe('closureNoteIn', () => {
  it('shows a known English holiday in French on a French page, with no lang', () => {
    expect(closureNoteIn('Christmas Day', 'fr', 'en')).toEqual({ text: 'Noël', lang: undefined });
    expect(closureNoteIn('Boxing Day', 'fr', 'en')).toEqual({ text: 'Lendemain de Noël', lang: undefined });
    expect(closureNoteIn('New Year’s Day', 'fr', 'en')).toEqual({ text: 'Jour de l’An', lang: undefined });
    expect(closureNoteIn('Thanksgiving', 'fr', 'en')).toEqual({ text: 'Action de grâce', lang: undefined });
    expect(closureNoteIn('Labor Day', 'fr', 'en')).toEqual({ text: 'Fête du Travail', lang: undefined });
    expect(closureNoteIn('Closed for the holidays', 'fr', 'en').text).toBe('Fermé pour les Fêtes');
  });

  it('shows a known French holiday in English on an English page', () => {
    expect(closureNoteIn('Noël', 'en', 'fr')).toEqual({ text: 'Christmas Day', lang: undefined });
    expect(closureNoteIn('Fête nationale du Québec', 'en', 'fr').text).toBe('Saint-Jean-Baptiste Day');
    expect(closureNoteIn('Journée nationale des patriotes', 'en', 'fr').text).toBe('National Patriots’ Day');
    expect(closureNoteIn('Vacances des Fêtes', 'en', 'fr').text).toBe('Christmas holidays');
    expect(closureNoteIn('Jour du Souvenir', 'en', 'fr').text).toBe('Remembrance Day');
  });

  it('keeps a known name already in the page’s language as the partner wrote it', () => {
    expect(closureNoteIn('Christmas', 'en', 'en')).toEqual({ text: 'Christmas', lang: undefined });
    expect(closureNoteIn('Jour de l’an', 'fr', 'fr')).toEqual({ text: 'Jour de l’an', lang: undefined });
    // Written the same in both languages: nothing to translate.
    expect(closureNoteIn('Saint-Jean-Baptiste', 'fr', 'en')).toEqual({ text: 'Saint-Jean-Baptiste', lang: undefined });
  });

  it('shows an unknown note as typed, marked with the partner’s language when it is not the page’s', () => {
    expect(closureNoteIn('Staff training', 'fr', 'en')).toEqual({ text: 'Staff training', lang: 'en' });
    expect(closureNoteIn('Inventaire annuel', 'en', 'fr')).toEqual({ text: 'Inventaire annuel', lang: 'fr' });
    expect(closureNoteIn('Staff training', 'en', 'en')).toEqual({ text: 'Staff training', lang: undefined });
    expect(closureNoteIn('Inventaire annuel', 'fr', 'fr')).toEqual({ text: 'Inventaire annuel', lang: undefined });
  });

  it('tolerates case, accents, apostrophes, spaces, a final period and a left-out "Day"', () => {
    for (const note of [
      'christmas day',
      'CHRISTMAS',
      '  Christmas Day.  ',
      'Christmas  Day',
      'Xmas',
      'The Christmas Day',
    ])
      expect(closureNoteIn(note, 'fr', 'en').text).toBe('Noël');
    for (const note of ['New Year', "New Year's Day", 'New Year’s Day', 'New Years Day', 'new years'])
      expect(closureNoteIn(note, 'fr', 'en').text).toBe('Jour de l’An');
    for (const note of ['Noel', 'noël', 'NOËL.', 'Jour de Noël'])
      expect(closureNoteIn(note, 'en', 'fr').text).toBe('Christmas Day');
    for (const note of ["Jour de l'An", 'jour de l’an', 'Le jour de l’An', 'Nouvel An', 'jour de lan'])
      expect(closureNoteIn(note, 'en', 'fr').text).toBe('New Year’s Day');
    // Written the same in English and French: kept.
    expect(closureNoteIn('St. Jean Baptiste', 'en', 'fr').text).toBe('St. Jean Baptiste');
    expect(closureNoteIn('Fete nationale', 'en', 'fr').text).toBe('Saint-Jean-Baptiste Day');
    expect(closureNoteIn('Martin Luther King Jr Day', 'fr', 'en').text).toBe('Journée Martin Luther King Jr.');
    expect(closureNoteIn("Presidents' Day", 'fr', 'en').text).toBe('Jour des présidents');
    expect(closureNoteIn('President’s Day', 'fr', 'en').text).toBe('Jour des présidents');
    expect(closureNoteIn("l'Action de grâces", 'en', 'fr').text).toBe('Thanksgiving');
  });

  it('does not take a longer note for the holiday it mentions', () => {
    expect(closureNoteIn('Christmas Day and Boxing Day', 'fr', 'en')).toEqual({
      text: 'Christmas Day and Boxing Day',
      lang: 'en',
    });
    expect(closureNoteIn('Christmas Eve', 'fr', 'en').text).toBe('Veille de Noël');
    expect(closureNoteIn('Easter Monday', 'fr', 'en').text).toBe('Lundi de Pâques');
  });

  it('translates every name of every holiday both ways, each name to one holiday only', () => {
    for (const holiday of HOLIDAYS) {
      const french = [holiday.fr, ...(holiday.alsoFr ?? [])];
      const english = [holiday.en, ...(holiday.alsoEn ?? [])];
      for (const name of english.filter((name) => !french.includes(name)))
        expect(closureNoteText(name, 'fr'), name).toBe(holiday.fr);
      for (const name of french.filter((name) => !english.includes(name)))
        expect(closureNoteText(name, 'en'), name).toBe(holiday.en);
    }
  });

  it('writes French names with the typographic apostrophe', () => {
    for (const holiday of HOLIDAYS) expect(holiday.fr).not.toContain("'");
  });
});
