import { describe, expect, it } from 'vitest';
import { canonicalSearchPath, isIndexableSearch } from './search-seo';

describe('canonicalSearchPath', () => {
  it('gives the spellings of one search the same address: case and surrounding spaces', () => {
    for (const query of ['Los Angeles', '  los angeles ', 'LOS ANGELES\t']) {
      expect(canonicalSearchPath(query)).toBe('/search?q=los%20angeles');
    }
  });

  it('keeps inner spaces: the match is containment of the query as typed, so they change the results', () => {
    expect(canonicalSearchPath('Round  Rock')).toBe('/search?q=round%20%20rock');
  });

  it('keeps postal codes, punctuation and non-ASCII letters intact apart from case', () => {
    expect(canonicalSearchPath('L1Z 7M4')).toBe('/search?q=l1z%207m4');
    expect(canonicalSearchPath('60503-1234')).toBe('/search?q=60503-1234');
    expect(canonicalSearchPath('Montréal & Co')).toBe('/search?q=montr%C3%A9al%20%26%20co');
  });

  it('is the bare search page without a query', () => {
    expect(canonicalSearchPath('')).toBe('/search');
    expect(canonicalSearchPath('   ')).toBe('/search');
  });
});

describe('isIndexableSearch', () => {
  it('indexes a search that found partners, nothing else', () => {
    expect(isIndexableSearch({ status: 'searched', results: { total: 3 } })).toBe(true);
    expect(isIndexableSearch({ status: 'searched', results: { total: 0 } })).toBe(false);
    expect(isIndexableSearch({ status: 'no-query' })).toBe(false);
    expect(isIndexableSearch({ status: 'invalid' })).toBe(false);
    expect(isIndexableSearch(undefined)).toBe(false);
  });

  it('leaves a misspelt place searched as spelt right to the place’s own search', () => {
    expect(isIndexableSearch({ status: 'searched', results: { total: 3, correctedQuery: null } })).toBe(true);
    expect(isIndexableSearch({ status: 'searched', results: { total: 3, correctedQuery: 'Gatineau' } })).toBe(false);
  });
});
