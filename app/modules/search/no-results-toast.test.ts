import { describe, expect, it } from 'vitest';
import { noResultsToast } from './no-results-toast';

describe('noResultsToast (spec §8)', () => {
  it('says nothing more without suggestions', () => {
    expect(noResultsToast([])).toEqual({ title: 'No Results Found', description: 'No partners match your search.' });
  });

  it('names one suggestion', () => {
    expect(noResultsToast(['Austin']).description).toBe('No partners match your search. Try searching for: Austin');
  });

  it('names at most 3 of up to 5 suggestions', () => {
    expect(noResultsToast(['San Antonio', 'San Diego', 'Santa Fe', 'San Jose', 'Sanford'])).toEqual({
      title: 'No Results Found',
      description: 'No partners match your search. Try searching for: San Antonio, San Diego, Santa Fe',
    });
  });
});
