import { describe, expect, it } from 'vitest';
import { compactPostalCode, isZipQuery, matchesQuery, stateNamedByAbbreviation } from './match-rule';

const austin = { name: 'Evergreen Memorial Chapel', city: 'Austin', state: 'Texas', zipCode: '78701' };
const austinPlusFour = { ...austin, zipCode: '78701-1234' };
const toronto = { name: 'Maple Leaf Funeral Services', city: 'Toronto', state: 'Ontario', zipCode: 'M5V 3L9' };
const newYork = { name: 'Hudson Cremation', city: 'Albany', state: 'New York', zipCode: '12207' };

describe('matchesQuery (spec §5)', () => {
  it.each([
    ['name, any case', austin, 'evergreen', true],
    ['name, middle of a word', austin, 'REEN MEM', true],
    ['city', austin, 'aust', true],
    ['state', newYork, 'york', true],
    ['state abbreviation', austin, 'tx', true],
    ['state abbreviation of another state', austin, 'NY', false],
    ['Canadian province abbreviation', toronto, 'ON', true],
    ['ZIP, whole', austin, '78701', true],
    ['ZIP, part', austin, '870', true],
    ['ZIP+4 query against a 5-digit ZIP', austin, '78701-1234', false],
    ['ZIP query against a ZIP+4', austinPlusFour, '78701', true],
    ['ZIP+4 query against the same ZIP+4', austinPlusFour, '78701-1234', true],
    ['postal code', toronto, 'M5V 3L9', true],
    ['postal code without its space, lower case', toronto, 'm5v3l9', true],
    ['forward sortation area', toronto, 'm5v', true],
    ['surrounding spaces are ignored', austin, '  austin  ', true],
    ['nothing', austin, 'dallas', false],
    ['blank', austin, '   ', false],
    ['empty', austin, '', false],
    ['description is not searched', { ...austin, description: 'dallas' }, 'dallas', false],
  ])('%s', (_label, partner, query, expected) => {
    expect(matchesQuery(partner, query)).toBe(expected);
  });
});

describe('query helpers', () => {
  it.each([
    ['12345', true],
    ['12345-6789', true],
    [' 12345 ', true],
    ['1234', false],
    ['123456', false],
    ['12345-678', false],
    ['12345 6789', false],
    ['M5V 3L9', false],
  ])('isZipQuery(%j) = %s', (query, expected) => {
    expect(isZipQuery(query)).toBe(expected);
  });

  it('names a state only by an exact two-letter code', () => {
    expect(stateNamedByAbbreviation('tx')).toBe('Texas');
    expect(stateNamedByAbbreviation(' QC ')).toBe('Quebec');
    expect(stateNamedByAbbreviation('ZZ')).toBeUndefined();
    expect(stateNamedByAbbreviation('Texas')).toBeUndefined();
  });

  it('compacts postal codes', () => {
    expect(compactPostalCode(' m5v 3l9 ')).toBe('M5V3L9');
    expect(compactPostalCode('78701-1234')).toBe('78701-1234');
  });
});
