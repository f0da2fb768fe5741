import { describe, expect, it } from 'vitest';
import { parsePostalCode, trailingPostalCode } from './postal-code-format';
import { haversineMiles, lookupPostalCode } from './postal-codes.server';

describe('parsePostalCode', () => {
  it.each([
    ['78701', { country: 'US', postalCode: '78701', zip5: '78701' }],
    [' 78701-1234 ', { country: 'US', postalCode: '78701-1234', zip5: '78701' }],
    ['787011234', { country: 'US', postalCode: '78701-1234', zip5: '78701' }],
    ['M5V 3L9', { country: 'CA', postalCode: 'M5V 3L9', fsa: 'M5V' }],
    ['m5v3l9', { country: 'CA', postalCode: 'M5V 3L9', fsa: 'M5V' }],
    ['k1a', { country: 'CA', postalCode: 'K1A', fsa: 'K1A' }],
    // As typed or pasted: a dash, two spaces, a non-breaking space.
    ['h2x-1y4', { country: 'CA', postalCode: 'H2X 1Y4', fsa: 'H2X' }],
    ['H2X  1Y4', { country: 'CA', postalCode: 'H2X 1Y4', fsa: 'H2X' }],
    ['H2X\u00a01Y4', { country: 'CA', postalCode: 'H2X 1Y4', fsa: 'H2X' }],
  ])('recognises %j', (text, expected) => {
    expect(parsePostalCode(text)).toEqual(expected);
  });

  it.each(['7870', '787011', '78701-12', '78701 1234', 'Austin', 'D5V 3L9', 'W1A 1A1', 'M5V 3L', 'M5V 3L9 X', ''])(
    'rejects %j',
    (text) => {
      expect(parsePostalCode(text)).toBeNull();
    },
  );
});

describe('trailingPostalCode', () => {
  it.each([
    ['houston tx 77002', '77002'],
    ['funeral home near 77002-1234', '77002-1234'],
    ['montreal h2x', 'H2X'],
    ['Montréal, H2X 1Y4', 'H2X 1Y4'],
    ['toronto m5v3l9', 'M5V 3L9'],
  ])('reads the code %j ends with', (text, code) => {
    expect(trailingPostalCode(text)?.postalCode).toBe(code);
  });

  it.each(['77002', 'H2X 1Y4', '77002 houston', 'route 66', 'Austin'])('reads none in %j', (text) => {
    expect(trailingPostalCode(text)).toBeNull();
  });
});

describe('lookupPostalCode', () => {
  it('locates a US ZIP with its city and full state name', () => {
    const location = lookupPostalCode('78701');
    expect(location).toMatchObject({ postalCode: '78701', city: 'Austin', state: 'Texas', country: 'US' });
    expect(location?.latitude).toBeCloseTo(30.27, 1);
    expect(location?.longitude).toBeCloseTo(-97.74, 1);
  });

  it('locates a ZIP+4 by its 5-digit ZIP', () => {
    const plain = lookupPostalCode('10001');
    const plusFour = lookupPostalCode('10001-2345');
    expect(plusFour).toMatchObject({ postalCode: '10001-2345', city: plain?.city, state: 'New York', country: 'US' });
    expect(plusFour?.latitude).toBe(plain?.latitude);
  });

  it('locates a Canadian postal code by its FSA, without the neighbourhood list', () => {
    const location = lookupPostalCode('m5v3l9');
    expect(location).toMatchObject({
      postalCode: 'M5V 3L9',
      city: 'Downtown Toronto',
      state: 'Ontario',
      country: 'CA',
    });
    expect(location?.latitude).toBeCloseTo(43.65, 1);
    expect(lookupPostalCode('H2X')).toMatchObject({ state: 'Quebec', country: 'CA' });
    expect(lookupPostalCode('X0A 0H0')).toMatchObject({ state: 'Nunavut', country: 'CA' });
    expect(lookupPostalCode('X1A')).toMatchObject({ state: 'Northwest Territories', country: 'CA' });
  });

  it('answers null for unknown codes, codes without usable coordinates and non-codes', () => {
    expect(lookupPostalCode('99999')).toBeNull();
    // The package's row for K0H is shifted (no latitude): unknown rather than wrong.
    expect(lookupPostalCode('K0H 1A0')).toBeNull();
    // H0H 0H0 is Santa Claus's, "Reserved" at the North Pole: no place a partner serves.
    expect(lookupPostalCode('H0H 0H0')).toBeNull();
    expect(lookupPostalCode('Austin')).toBeNull();
    expect(lookupPostalCode('')).toBeNull();
  });
});

describe('haversineMiles', () => {
  it('is zero for the same point and symmetric', () => {
    const austin = { latitude: 30.2672, longitude: -97.7431 };
    const dallas = { latitude: 32.7767, longitude: -96.797 };
    expect(haversineMiles(austin, austin)).toBe(0);
    expect(haversineMiles(austin, dallas)).toBeCloseTo(haversineMiles(dallas, austin), 9);
  });

  it('matches known great-circle distances', () => {
    // Austin to Dallas is about 182 miles; New York to Los Angeles about 2,445 miles.
    expect(
      haversineMiles({ latitude: 30.2672, longitude: -97.7431 }, { latitude: 32.7767, longitude: -96.797 }),
    ).toBeCloseTo(182, -1);
    const nyToLa = haversineMiles(
      { latitude: 40.7128, longitude: -74.006 },
      { latitude: 34.0522, longitude: -118.2437 },
    );
    expect(Math.abs(nyToLa - 2445)).toBeLessThan(5);
  });

  it('crosses the antimeridian the short way', () => {
    expect(haversineMiles({ latitude: 0, longitude: 179.5 }, { latitude: 0, longitude: -179.5 })).toBeCloseTo(69.1, 0);
  });
});
