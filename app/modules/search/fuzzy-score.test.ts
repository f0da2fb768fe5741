import { describe, expect, it } from 'vitest';
import {
  approximateSubstringDistance,
  editSimilarity,
  fieldMatchFactor,
  geographicScore,
  levenshtein,
  normalizeText,
  placeContainsQuery,
  recommendPartners,
  type ScorablePartner,
  scorePartner,
  suggestPlaces,
  textScore,
  typoAllowance,
} from './fuzzy-score';

const partner = (name: string, city: string, state: string, zipCode: string, description: string | null = null) =>
  ({ name, city, state, zipCode, description }) satisfies ScorablePartner;

const evergreen = partner(
  'Evergreen Memorial Chapel',
  'Austin',
  'Texas',
  '78701',
  'Family-owned cremation and memorial services.',
);
const hillCountry = partner('Hill Country Cremation', 'Round Rock', 'Texas', '78664');
const lakeside = partner('Lakeside Funeral Home', 'Dallas', 'Texas', '75201');
const bayview = partner('Bayview Cremation Society', 'Boston', 'Massachusetts', '02108');
const mapleLeaf = partner('Maple Leaf Funeral Services', 'Toronto', 'Ontario', 'M5V 3L9');
const austinMinnesota = partner('Riverside Chapel', 'Austin', 'Minnesota', '55912');
const goldenState = partner('Golden State Cremation', 'Fresno', 'California', '93721');
const desert = partner('Desert Sky Funeral Home', 'Phoenix', 'Arizona', '85004');
const directory = [evergreen, hillCountry, lakeside, bayview, mapleLeaf, austinMinnesota, goldenState, desert];

/** Weighted sum over the total weight 8 (3 + 2 + 1.5 + 1 + 0.5). */
const share = (earned: number) => earned / 8;

describe('text helpers', () => {
  it('normalizes case, accents and spacing', () => {
    expect(normalizeText('  Montréal   Nord ')).toBe('montreal nord');
    expect(normalizeText('ÎLE-PERROT')).toBe('ile-perrot');
  });

  it.each([
    ['', '', 0],
    ['abc', '', 3],
    ['', 'abc', 3],
    ['kitten', 'sitting', 3],
    ['austn', 'austin', 1],
    ['flaw', 'lawn', 2],
    ['phoenix', 'pheonix', 2],
  ])('levenshtein(%j, %j) = %d', (a, b, distance) => {
    expect(levenshtein(a, b)).toBe(distance);
    expect(levenshtein(b, a)).toBe(distance);
  });

  it('edit similarity is 1 − distance / longer length', () => {
    expect(editSimilarity('austn', 'austin')).toBeCloseTo(5 / 6, 12);
    expect(editSimilarity('', '')).toBe(1);
    expect(editSimilarity('abc', 'xyz')).toBe(0);
  });

  it.each([
    ['san antonio', 'antonio', 0],
    ['austin', 'austn', 1],
    ['phoenix', 'pheonix', 1],
    ['massachusetts', 'masachusets', 2],
    ['boston', 'austin', 3],
    ['toronto', '', 0],
  ])('approximate substring distance of %j in %j is %d', (text, query, distance) => {
    expect(approximateSubstringDistance(text, query)).toBe(distance);
  });

  it.each([
    ['abcd', 0],
    ['abcde', 1],
    ['abcdefgh', 1],
    ['abcdefghi', 2],
  ])('a %j query forgives %d typos', (query, typos) => {
    expect(typoAllowance(query)).toBe(typos);
  });

  it.each([
    ['Austin', 'aus', true],
    ['Austin', 'Austn', true],
    ['Phoenix', 'Pheonix', true],
    ['San Antonio', 'antnio', true],
    ['Massachusetts', 'Masachusets', true],
    ['Boston', 'Bstn', false],
    ['Boston', 'Austn', false],
    ['Austin', 'Austin Texas', false],
    ['', 'austin', false],
    ['Austin', '  ', false],
  ])('place %j contains %j: %s', (place, query, expected) => {
    expect(placeContainsQuery(place, query)).toBe(expected);
  });
});

describe('fieldMatchFactor: each field takes the first test it passes', () => {
  it.each([
    ['exact', 'austin', 'austin', 1],
    ['substring', 'round rock', 'round', 0.8],
    ['substring beats word', 'hill country cremation', 'country cremation', 0.8],
    ['word (any query word of 3+ characters)', 'dallas', 'dallas cremation', 0.6],
    ['word in any order', 'lakeside funeral home', 'home lakeside', 0.6],
    ['short words do not count as words', 'st louis', 'st paul', 0.4 * editSimilarity('st louis', 'st paul')],
    ['edit similarity above 0.3', 'austin', 'austn', 0.4 * (5 / 6)],
    ['edit similarity 0.4', 'abcdefghij', 'abcdxxxxxx', 0.4 * 0.4],
    ['edit similarity exactly 0.3 earns nothing', 'abcdefghij', 'abcxxxxxxx', 0],
    ['unrelated', 'toronto', 'zzz', 0],
    ['empty field', '', 'austin', 0],
    ['empty query', 'austin', '', 0],
  ])('%s', (_label, field, query, factor) => {
    expect(fieldMatchFactor(field, query)).toBeCloseTo(factor, 12);
  });

  it('the 0.3 boundary really is 0.3', () => {
    expect(editSimilarity('abcdefghij', 'abcxxxxxxx')).toBeCloseTo(0.3, 12);
  });
});

describe('textScore: earned weight / total weight 8', () => {
  it('adds every field, weighted 3 / 2 / 1.5 / 1 / 0.5', () => {
    // name: no test passes (edit similarity of "austin" against the name is below 0.3); city exact.
    expect(textScore(evergreen, 'Austin')).toBeCloseTo(share(2 * 1), 12);
    // name exact (3), nothing else.
    expect(textScore(lakeside, 'lakeside funeral home')).toBeCloseTo(share(3), 12);
    // state exact (1.5) only.
    expect(textScore(goldenState, 'CALIFORNIA')).toBeCloseTo(share(1.5), 12);
    // zip exact (1) only.
    expect(textScore(desert, '85004')).toBeCloseTo(share(1), 12);
    // name word "memorial" (0.6 × 3) + description word "memorial" (0.6 × 0.5).
    expect(textScore(evergreen, 'Evergren Memorial')).toBeCloseTo(share(0.6 * 3 + 0.6 * 0.5), 12);
  });

  it('a description alone never reaches the 0.1 threshold (0.5 / 8)', () => {
    const onlyDescription = partner('Zeta', 'Ypsilanti', 'Michigan', '48197', 'solidified remains');
    expect(textScore(onlyDescription, 'solidified remains')).toBeCloseTo(share(0.5), 12);
    expect(scorePartner(onlyDescription, 'solidified remains').kept).toBe(false);
  });

  it('a missing description still counts in the total weight', () => {
    expect(textScore(hillCountry, 'round rock')).toBeCloseTo(share(2), 12);
  });
});

describe('geographicScore', () => {
  it.each([
    ['78701', evergreen, 1],
    ['78701-1234', evergreen, 1],
    ['78799', evergreen, 0.7],
    ['78712', evergreen, 0.7],
    ['78664', evergreen, 0.4],
    ['78999', evergreen, 0.4],
    ['79701', evergreen, 0],
    ['75299', lakeside, 0.7],
    ['75999', lakeside, 0.4],
    ['78201', lakeside, 0],
    ['02999', bayview, 0.4],
    ['12345', mapleLeaf, 0],
  ])('ZIP query %j', (query, scored, expected) => {
    expect(geographicScore(scored, query)).toBe(expected);
  });

  it.each([
    ['Austn', evergreen, 0.8],
    ['Texs', evergreen, 0],
    ['Minnesotta', austinMinnesota, 0.8],
    ['rock', hillCountry, 0.8],
    ['Chapel', evergreen, 0],
    // Not a ZIP query (4 digits): the text rule applies and no city or state contains it.
    ['7870', evergreen, 0],
  ])('text query %j', (query, scored, expected) => {
    expect(geographicScore(scored, query)).toBe(expected);
  });
});

describe('scorePartner: total = similarity + 2 × geographic; kept if similarity > 0.1 or (geographic > 0.3 and total > 0.2)', () => {
  it('similarity exactly 0.1 is not kept', () => {
    // Only the ZIP earns: "8701" is a substring of "78701" (0.8 × 1 / 8 = 0.1); not a ZIP query.
    const score = scorePartner(evergreen, '8701');
    expect(score.similarity).toBeCloseTo(0.1, 12);
    expect(score.geographic).toBe(0);
    expect(score.kept).toBe(false);
  });

  it('similarity just above 0.1 is kept without geography', () => {
    // City word "dallas" (0.6 × 2 = 1.2 → 0.15).
    const score = scorePartner(lakeside, 'dallas cremation');
    expect(score.similarity).toBeGreaterThan(0.1);
    expect(score.kept).toBe(true);
  });

  it('geography alone keeps a partner: a 2-digit ZIP prefix scores 0.4 > 0.3, total 0.8 > 0.2', () => {
    const score = scorePartner(bayview, '02999');
    expect(score.similarity).toBeLessThanOrEqual(0.1);
    expect(score.geographic).toBe(0.4);
    expect(score.total).toBeCloseTo(score.similarity + 0.8, 12);
    expect(score.kept).toBe(true);
  });

  it('no similarity and no geography is dropped', () => {
    expect(scorePartner(mapleLeaf, '99999')).toEqual({ similarity: 0, geographic: 0, total: 0, kept: false });
  });

  it('a typo in a city keeps its partners through the geographic score', () => {
    const score = scorePartner(evergreen, 'Austn');
    expect(score.similarity).toBeCloseTo(share(2 * 0.4 * (5 / 6)), 12);
    expect(score.similarity).toBeLessThan(0.1);
    expect(score.geographic).toBe(0.8);
    expect(score.total).toBeCloseTo(score.similarity + 1.6, 12);
    expect(score.kept).toBe(true);
  });
});

describe('recommendPartners', () => {
  it.each<[string, ScorablePartner[]]>([
    ['Austn', [evergreen, austinMinnesota]],
    // "chapel" is a whole word of both names (word match 0.6 × 3): the other chapel follows.
    ['Evergren Memorial Chapel', [evergreen, austinMinnesota]],
    ['Lakesid Funeral Home', [lakeside, mapleLeaf, desert]],
    ['78702', [evergreen, hillCountry]],
    ['02109', [bayview]],
    ['Calfornia', [goldenState]],
    ['Pheonix', [desert]],
    ['Toronot', [mapleLeaf]],
    ['zzzzzz', []],
    ['   ', []],
  ])('%j → best total first', (query, expected) => {
    expect(recommendPartners(query, directory)).toEqual(expected);
  });

  it('recommends at most 3', () => {
    const texans = Array.from({ length: 6 }, (_, i) => partner(`Chapel ${i}`, 'Austin', 'Texas', '78701'));
    expect(recommendPartners('Austn', texans)).toHaveLength(3);
    expect(recommendPartners('Austn', texans, 5)).toHaveLength(5);
  });

  it('orders by total, then by the candidates’ order', () => {
    const exactZip = partner('A', 'Q', 'Texas', '78702');
    const sameThree = partner('B', 'Q', 'Texas', '78799');
    // Same geography (first two digits); the closer ZIP text (one edit away) earns a little more similarity.
    const sameTwo = partner('C', 'Q', 'Texas', '78001');
    const sameTwoCloser = partner('D', 'Q', 'Texas', '78002');
    expect(recommendPartners('78702', [sameTwo, sameThree, sameTwoCloser, exactZip])).toEqual([
      exactZip,
      sameThree,
      sameTwoCloser,
    ]);
    const twin = partner('E', 'Q', 'Texas', '78001');
    expect(recommendPartners('78702', [twin, sameTwo], 1)).toEqual([twin]);
    expect(recommendPartners('78702', [sameTwo, twin], 1)).toEqual([sameTwo]);
  });
});

describe('suggestPlaces', () => {
  const santa = [
    partner('A', 'San Antonio', 'Texas', '78205'),
    partner('B', 'San Diego', 'California', '92101'),
    partner('C', 'SAN ANTONIO', 'Texas', '78206'),
    partner('D', 'Santa Fe', 'New Mexico', '87501'),
    partner('E', 'San', 'Texas', '78000'),
    partner('F', 'San Jose', 'California', '95113'),
    partner('G', 'Sanford', 'Florida', '32771'),
    partner('H', 'Thousand Oaks', 'California', '91360'),
  ];

  it('lists up to 5 distinct cities or states containing but not equal to the query', () => {
    expect(suggestPlaces('san', santa)).toEqual(['San Antonio', 'San Diego', 'Santa Fe', 'San Jose', 'Sanford']);
    expect(suggestPlaces('SAN', santa, 10)).toEqual([
      'San Antonio',
      'San Diego',
      'Santa Fe',
      'San Jose',
      'Sanford',
      'Thousand Oaks',
    ]);
  });

  it('includes states', () => {
    expect(
      suggestPlaces('new', [
        partner('A', 'Albuquerque', 'New Mexico', '87101'),
        partner('B', 'Newark', 'New Jersey', '07102'),
      ]),
    ).toEqual(['New Mexico', 'Newark', 'New Jersey']);
  });

  it('suggests the place a typo was aiming at, after literal matches', () => {
    expect(suggestPlaces('Austn', directory)).toEqual(['Austin']);
    expect(suggestPlaces('Masachusets', directory)).toEqual(['Massachusetts']);
    expect(
      suggestPlaces('Bosto', [
        partner('A', 'Bostn', 'Texas', '78000'),
        partner('B', 'Boston', 'Massachusetts', '02108'),
      ]),
    ).toEqual(['Boston', 'Bostn']);
  });

  it('is empty for a blank query or when nothing contains it', () => {
    expect(suggestPlaces('  ', directory)).toEqual([]);
    expect(suggestPlaces('zzzzzz', directory)).toEqual([]);
    expect(suggestPlaces('Austin', [evergreen])).toEqual([]);
  });
});
