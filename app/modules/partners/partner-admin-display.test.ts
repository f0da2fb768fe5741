import { describe, expect, it } from 'vitest';
import { importPreviewRows, importUploadButton, showingLine } from './partner-admin-display';

describe('showingLine', () => {
  it.each([
    [{ total: 1857, page: 1, pageSize: 50, count: 50 }, 'Showing 1–50 of 1,857 partners'],
    [{ total: 1857, page: 38, pageSize: 50, count: 7 }, 'Showing 1,851–1,857 of 1,857 partners'],
    [{ total: 1, page: 1, pageSize: 50, count: 1 }, 'Showing 1–1 of 1 partner'],
    [{ total: 0, page: 1, pageSize: 50, count: 0 }, 'No partners match'],
    [{ total: 60, page: 3, pageSize: 50, count: 0 }, 'No partners on this page (60 partners in all)'],
  ])('%j → %s', (input, expected) => {
    expect(showingLine(input)).toBe(expected);
  });
});

describe('importPreviewRows', () => {
  const rows = [
    { name: 'A', city: 'Austin', state: 'Texas', zipCode: '78701', isActive: true, isPriority: false },
    { name: 'B', city: 'Waco', state: 'TX', zipCode: '76701', directCremationFromCents: 129_550 },
    { name: 'C', city: 'Waco', state: 'TX', zipCode: '7670', isActive: 'maybe', isPriority: true },
    { name: 'D', city: 'Tyler', state: 'TX', zipCode: '75701', directCremationFromCents: null },
    { name: 'E', city: 'Tyler', state: 'TX', zipCode: '75701', directCremationFromCents: 'about 900' },
  ];
  const check = {
    count: 4,
    created: 2,
    updated: 1,
    unchanged: 1,
    actions: ['create' as const, 'create' as const, null, 'update' as const, 'unchanged' as const],
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
      ['Unchanged', false],
    ]);
  });

  it('shows the price the import will write, so a price typed in the wrong unit is seen before it is saved', () => {
    expect(importPreviewRows(rows, check).map(({ price }) => price)).toEqual([
      'None',
      '$1,295.50',
      'None',
      'None',
      'about 900',
    ]);
    expect(importPreviewRows([{ name: 'F' }], { ...check, actions: ['update'] })[0]?.price).toBe('Unchanged');
  });
});

describe('importPreviewRows of a long file', () => {
  const zip = { field: 'zipCode', label: 'ZIP Code', before: '64116', after: '64111', movesOnMap: true };
  const phone = {
    field: 'phone',
    label: 'Phone Number',
    before: '(816) 555-0100',
    after: '(816) 555-0199',
    movesOnMap: false,
  };
  const rows = Array.from({ length: 500 }, (_, index) => ({ name: `P${index + 1}`, zipCode: '64111' }));
  const check = {
    actions: rows.map((_, index) => (index === 2 || index === 399 ? ('update' as const) : ('unchanged' as const))),
    changes: rows.map((_, index) => (index === 2 ? [phone] : index === 399 ? [zip, phone] : [])),
  };

  it('shows the first rows, then only the later rows that change a partner, each with its changes', () => {
    const preview = importPreviewRows(rows, check, 50);
    expect(preview.map(({ row }) => row)).toEqual([...Array.from({ length: 50 }, (_, index) => index + 1), 400]);
    expect(preview[2]).toMatchObject({ changes: [phone], movesOnMap: false });
    expect(preview[50]).toMatchObject({ name: 'P400', changes: [zip, phone], movesOnMap: true });
    expect(preview[0]).toMatchObject({ changes: [], movesOnMap: false });
  });
});

describe('importUploadButton', () => {
  const rowProblem = (row: number) => ({ row, field: 'zipCode', message: 'Invalid ZIP code' });

  it('counts the partners the file creates or changes, not its unchanged rows', () => {
    expect(importUploadButton({ created: 1, updated: 3, errors: [] })).toEqual({
      label: 'Upload 4 Partners',
      reason: null,
    });
    expect(importUploadButton({ created: 0, updated: 1, errors: [] }).label).toBe('Upload 1 Partner');
    expect(importUploadButton({ created: 1_200, updated: 0, errors: [] }).label).toBe('Upload 1,200 Partners');
  });

  it('says why it cannot be pressed', () => {
    expect(importUploadButton(null)).toEqual({
      label: 'Upload 0 Partners',
      reason: 'Choose a CSV file to see what it will change.',
    });
    expect(importUploadButton({ created: 0, updated: 0, errors: [] })).toEqual({
      label: 'Upload 0 Partners',
      reason: 'Nothing to upload: the directory already has every row of this file.',
    });
    expect(importUploadButton({ created: 2, updated: 0, errors: [rowProblem(2)] }).reason).toBe(
      'Nothing is uploaded while a row has a problem: fix it and choose the file again.',
    );
    expect(
      importUploadButton({
        created: 0,
        updated: 0,
        errors: [rowProblem(2), { ...rowProblem(2), field: 'state' }, rowProblem(5)],
      }).reason,
    ).toBe('Nothing is uploaded while 2 rows have problems: fix them and choose the file again.');
  });
});
