import { describe, expect, it } from 'vitest';
import { partnerInitials, recordCountText, searchResultLine } from './partner-admin-display';

describe('searchResultLine', () => {
  it.each([
    [{ count: 12, keyword: '', state: 'Texas', featuredOnly: false }, 'Found 12 partners in Texas'],
    [{ count: 3, keyword: ' Austin ', state: '', featuredOnly: false }, 'Found 3 partners matching "Austin"'],
    [
      { count: 1, keyword: 'Austin', state: 'Texas', featuredOnly: true },
      'Found 1 partner matching "Austin" in Texas (Featured Partners only)',
    ],
    [{ count: 1857, keyword: 'a', state: '', featuredOnly: false }, 'Found 1,857 partners matching "a"'],
    [
      { count: 0, keyword: 'zzz', state: '', featuredOnly: true },
      'Found 0 partners matching "zzz" (Featured Partners only)',
    ],
  ])('%j → %s', (input, expected) => {
    expect(searchResultLine(input)).toBe(expected);
  });
});

describe('partnerInitials', () => {
  it.each([
    ['Hill Country Cremation', 'HC'],
    ["St. Mary's Funeral Home", 'SM'],
    ['Evergreen', 'EV'],
    ['  ', '?'],
    ['Éternité Funérailles', 'ÉF'],
  ])('%s → %s', (name, expected) => {
    expect(partnerInitials(name)).toBe(expected);
  });
});

describe('recordCountText', () => {
  it('uses the real count when it is known', () => {
    expect(recordCountText(1857)).toBe('about 1,857 partner records');
    expect(recordCountText(undefined)).toBe('all partner records');
  });
});
