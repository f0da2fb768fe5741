import { describe, expect, it } from 'vitest';
import { csvCell, csvDateStamp, detectCsvSeparator, parseCsv, parseCsvRecords, toCsv } from './csv';

describe('csvCell', () => {
  it.each([
    ['plain', 'plain'],
    ['a,b', '"a,b"'],
    ['say "hi"', '"say ""hi"""'],
    ['two\nlines', '"two\nlines"'],
    ['=HYPERLINK("http://evil","x")', `"'=HYPERLINK(""http://evil"",""x"")"`],
    ['+1 555', "'+1 555"],
    ['-2', "'-2"],
    ['@SUM(A1)', "'@SUM(A1)"],
    ['\tcmd', "'\tcmd"],
    ['\rcmd', `"'\rcmd"`],
    // Quoted, so a spreadsheet splitting on semicolons keeps one cell and never starts one at `=`.
    ['Family care since 1898;=1+2;@SUM(1+1)', '"Family care since 1898;=1+2;@SUM(1+1)"'],
    ['Direct Cremation;=2+3', '"Direct Cremation;=2+3"'],
  ])('%j becomes %j', (input, expected) => {
    expect(csvCell(input)).toBe(expected);
  });

  it('writes numbers and booleans as they are, and null as empty', () => {
    expect([csvCell(-3), csvCell(true), csvCell(null), csvCell(undefined)]).toEqual(['-3', 'true', '', '']);
  });
});

describe('parseCsv', () => {
  it('reads quoted cells with commas, doubled quotes and line breaks, and any line end', () => {
    const text = '\ufeffname,notes\r\n"Smith, Jones","said ""yes""\nthen left"\rplain,x\n\n';
    expect(parseCsv(text)).toEqual([
      ['name', 'notes'],
      ['Smith, Jones', 'said "yes"\nthen left'],
      ['plain', 'x'],
    ]);
  });

  it('keeps a trailing empty cell and a last row without a line end', () => {
    expect(parseCsv('a,b,\n1,,')).toEqual([
      ['a', 'b', ''],
      ['1', '', ''],
    ]);
  });

  it('refuses an unclosed quote', () => {
    expect(() => parseCsv('a\n"open')).toThrow('a quoted cell is not closed');
  });

  it('reads semicolon-separated cells when told, a quoted semicolon kept in its cell', () => {
    expect(parseCsv('name;services\r\n"Côté, fils";"Cremation;Memorials"\r\n', ';')).toEqual([
      ['name', 'services'],
      ['Côté, fils', 'Cremation;Memorials'],
    ]);
  });

  it('round-trips what toCsv writes (formula prefix aside)', () => {
    const rows = [['x, y', 'He said "go"', 'line\nbreak', '']];
    expect(parseCsv(toCsv(['a', 'b', 'c', 'd'], rows))).toEqual([['a', 'b', 'c', 'd'], ...rows]);
  });
});

describe('parseCsvRecords', () => {
  it('keys each record by the trimmed header', () => {
    expect(parseCsvRecords(' name , city\nAcme,Austin\nBeta').records).toEqual([
      { name: 'Acme', city: 'Austin' },
      { name: 'Beta', city: '' },
    ]);
  });

  it('reads a semicolon file only for an importer that names its columns', () => {
    const text = 'name;city\nAcme;Austin\n';
    expect(parseCsvRecords(text, { isKnownColumn: (name) => name === 'city' }).records).toEqual([
      { name: 'Acme', city: 'Austin' },
    ]);
    expect(parseCsvRecords(text).header).toEqual(['name;city']);
  });

  it('needs a header and at least one data row (spec §5)', () => {
    expect(() => parseCsvRecords('name,city\n')).toThrow('CSV file must contain headers and at least one data row');
    expect(() => parseCsvRecords('')).toThrow('CSV file must contain headers and at least one data row');
  });
});

describe('detectCsvSeparator', () => {
  const known = (name: string) => ['name', 'city', 'state'].includes(name.toLowerCase());

  it.each([
    ['name;city;state\nA;B;C', ';'],
    ['\ufeff"Name";"City"\r\nA;B', ';'],
    ['name ; city\nA;B', ';'],
    ['Notes;name\nx;A', ';'],
    // A comma in the header: a comma file whose header names a semicolon-separated list.
    ['name,services;more\nA,B', ','],
    ['name,city\nA;B,C', ','],
    // No known name once split: left as it was read before.
    ['foo;bar\n1;2', ','],
    ['name\nA;B', ','],
  ])('reads the header of %j as separated by %j', (text, separator) => {
    expect(detectCsvSeparator(text, known)).toBe(separator);
  });
});

describe('csvDateStamp', () => {
  it('is the local date as YYYY-MM-DD', () => {
    expect(csvDateStamp(new Date(2026, 0, 5, 12))).toBe('2026-01-05');
  });
});
