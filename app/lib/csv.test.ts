import { describe, expect, it } from 'vitest';
import { csvCell, csvDateStamp, parseCsv, parseCsvRecords, toCsv } from './csv';

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

  it('needs a header and at least one data row (spec §5)', () => {
    expect(() => parseCsvRecords('name,city\n')).toThrow('CSV file must contain headers and at least one data row');
    expect(() => parseCsvRecords('')).toThrow('CSV file must contain headers and at least one data row');
  });
});

describe('csvDateStamp', () => {
  it('is the local date as YYYY-MM-DD', () => {
    expect(csvDateStamp(new Date(2026, 0, 5, 12))).toBe('2026-01-05');
  });
});
