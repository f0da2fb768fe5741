import { describe, expect, it } from 'vitest';
import { namesOnlyWhatIsSought } from '~/modules/geo/place-query';
import { FILTER_WORDS, filtersNamedIn, withoutFilterWords } from './filter-words';

describe('filtersNamedIn', () => {
  it('reads the filters a family writes around a place, in either language', () => {
    expect(filtersNamedIn('pet cremation Austin')).toEqual(['pet']);
    expect(filtersNamedIn('Dog cremation near 78701')).toEqual(['pet']);
    expect(filtersNamedIn('crémation animaux Laval')).toEqual(['pet']);
    expect(filtersNamedIn('veterans funeral home in Dallas')).toEqual(['veterans']);
    expect(filtersNamedIn('salon funéraire anciens combattants Québec')).toEqual(['veterans']);
    expect(filtersNamedIn('open now funeral home houston')).toEqual(['open-now']);
    expect(filtersNamedIn('Witnessed cremation, Denver CO')).toEqual(['witnessed']);
    expect(filtersNamedIn('already cremated Chicago')).toEqual(['already-cremated']);
    expect(filtersNamedIn('déjà incinéré Montréal')).toEqual(['already-cremated']);
    expect(filtersNamedIn('military pet cremation open now')).toEqual(['pet', 'veterans', 'open-now']);
    expect(filtersNamedIn('we already have the ashes austin')).toEqual(['already-cremated']);
    expect(filtersNamedIn('nous avons déjà les cendres Montréal')).toEqual(['already-cremated']);
    expect(filtersNamedIn('crémation chat Montréal')).toEqual(['pet']);
    expect(filtersNamedIn('army veteran funeral houston')).toEqual(['veterans']);
    expect(filtersNamedIn('crémation en présence Montréal')).toEqual(['witnessed']);
  });

  it('asks for nothing by words that only look alike or by the place’s own name', () => {
    expect(filtersNamedIn('cremation Austin')).toEqual([]);
    expect(filtersNamedIn('Carpet Funeral Home')).toEqual([]);
    expect(filtersNamedIn('Openshaw chapel')).toEqual([]);
    expect(filtersNamedIn('Veteran, WY', { place: 'Veteran' })).toEqual([]);
    expect(filtersNamedIn('Cat Spring TX', { place: 'Cat Spring' })).toEqual([]);
    expect(filtersNamedIn('pet cremation Cat Spring', { place: 'Cat Spring' })).toEqual(['pet']);
  });

  it('only uses words the place parser sets aside around a place', () => {
    for (const phrase of Object.values(FILTER_WORDS).flat()) expect(namesOnlyWhatIsSought(phrase), phrase).toBe(true);
  });
});

describe('withoutFilterWords', () => {
  it('sets aside the words asking for filters, leaving the place to read', () => {
    expect(withoutFilterWords('pet cremation austn')).toBe('austn');
    expect(withoutFilterWords('veterans houstn tx')).toBe('houstn tx');
    expect(withoutFilterWords('crémation animaux près de Gatinau')).toBe('gatinau');
    expect(withoutFilterWords('we already have the ashes Austn')).toBe('we austn');
  });

  it('keeps a business name’s own words, and is null without filter words', () => {
    expect(withoutFilterWords('pet Murhpy Funeral Home')).toBe('murhpy funeral home');
    expect(withoutFilterWords('austn')).toBeNull();
    expect(withoutFilterWords('Murhpy Funeral Home')).toBeNull();
  });
});
