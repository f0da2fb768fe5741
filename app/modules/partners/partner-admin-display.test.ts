import { describe, expect, it } from 'vitest';
import { importPreviewRows, partnerInitials, recordCountText, searchResultLine } from './partner-admin-display';

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

describe('importPreviewRows', () => {
  const rows = [
    { name: 'A', city: 'Austin', state: 'Texas', zipCode: '78701', isActive: true, isPriority: false },
    { name: 'B', city: 'Waco', state: 'TX', zipCode: '76701' },
    { name: 'C', city: 'Waco', state: 'TX', zipCode: '7670', isActive: 'maybe', isPriority: true },
    { name: 'D', city: 'Tyler', state: 'TX', zipCode: '75701' },
  ];
  const check = {
    count: 3,
    created: 2,
    updated: 1,
    actions: ['create' as const, 'create' as const, null, 'update' as const],
    errors: [
      { row: 3, field: 'isActive', message: 'Active must be yes or no (or true/false, 1/0), not "maybe"' },
      { row: 3, field: 'zipCode', message: 'Enter a ZIP code like 12345 or 12345-6789' },
    ],
  };

  it('shows each row with its active and featured flags as the import will write them', () => {
    const preview = importPreviewRows(rows, check);
    expect(preview.map(({ active, featured }) => [active, featured])).toEqual([
      ['Yes', 'No'],
      ['Yes (default)', 'No (default)'],
      ['maybe', 'Yes'],
      ['Unchanged', 'Unchanged'],
    ]);
    expect(preview[0]).toMatchObject({ row: 1, name: 'A', city: 'Austin', state: 'Texas', zipCode: '78701' });
  });

  it('gives every problem of a row in its result, else what the row will do', () => {
    expect(importPreviewRows(rows, check).map(({ result, problem }) => [result, problem])).toEqual([
      ['New', false],
      ['New', false],
      [
        'isActive: Active must be yes or no (or true/false, 1/0), not "maybe"; zipCode: Enter a ZIP code like 12345 or 12345-6789',
        true,
      ],
      ['Updates existing', false],
    ]);
  });
});
