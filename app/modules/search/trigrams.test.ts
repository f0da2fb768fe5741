import { describe, expect, it } from 'vitest';
import { buildTrigramIndex, textsPossiblyLike, trigramsOf } from './trigrams';

describe('trigramsOf (pg_trgm show_trgm for ASCII text)', () => {
  it('pads each lower-cased word with two spaces in front and one behind', () => {
    expect([...trigramsOf('Elk Grove')!].sort()).toEqual(
      ['  e', ' el', 'elk', 'lk ', '  g', ' gr', 'gro', 'rov', 'ove', 've '].sort(),
    );
  });

  it('splits words on anything but letters and digits, and keeps each trigram once', () => {
    expect([...trigramsOf("O'Fallon-10")!].sort()).toEqual(
      ['  o', ' o ', '  f', ' fa', 'fal', 'all', 'llo', 'lon', 'on ', '  1', ' 10', '10 '].sort(),
    );
    expect(trigramsOf('aaaa')!.size).toBe(4); // "  a", " aa", "aaa", "aa "
    expect(trigramsOf('--')!.size).toBe(0);
  });

  it('leaves text that is not ASCII to the database', () => {
    expect(trigramsOf('Montréal')).toBeNull();
  });
});

describe('textsPossiblyLike', () => {
  const index = buildTrigramIndex([
    'carpentersville',
    'cartersville',
    'springfield',
    'aurora',
    'east aurora',
    'montréal',
    'st. louis',
  ]);

  it('keeps the cities pg_trgm finds like a typo and drops those sharing only a few trigrams', () => {
    const found = textsPossiblyLike(index, 'Carpentresville')!;
    expect(found).toContain('carpentersville');
    expect(found).not.toContain('springfield');
    expect(found).not.toContain('aurora');
  });

  it('keeps a city containing a word like the query (word similarity)', () => {
    expect(textsPossiblyLike(index, 'aurora')).toEqual(expect.arrayContaining(['aurora', 'east aurora']));
    expect(textsPossiblyLike(index, 'louis')).toContain('st. louis');
  });

  it('always leaves the cities it does not model to the database', () => {
    expect(textsPossiblyLike(index, 'qqqqqq')).toEqual(['montréal']);
    expect(textsPossiblyLike(index, '%%')).toEqual(['montréal']);
  });

  it('does not decide for a query it does not model', () => {
    expect(textsPossiblyLike(index, 'Montréla')).toBeNull();
  });
});
