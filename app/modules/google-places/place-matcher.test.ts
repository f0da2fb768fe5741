import { describe, expect, it } from 'vitest';
import { bestMatch, matchPlace, nameSimilarity, tokens } from './place-matcher';

const torres = { name: 'Torres & Sons Funeral Home', address: '7629 4th St', city: 'Phoenix', zipCode: '85008' };

describe('tokens', () => {
  it('lowercases, drops accents and punctuation, reads & as and', () => {
    expect(tokens("O'Brien & Sons Funeral-Chapel, Montréal")).toEqual([
      'obrien',
      'and',
      'sons',
      'funeral',
      'chapel',
      'montreal',
    ]);
  });
});

describe('nameSimilarity', () => {
  it('is 1 for the same name written differently', () => {
    expect(nameSimilarity('Torres & Sons Funeral Home', 'Torres and Sons Funeral Home, Inc.')).toBe(1);
    expect(nameSimilarity("O'Brien Funeral Chapel", 'OBrien Funeral Chapel')).toBe(1);
  });

  it('ignores the trade words every funeral home shares', () => {
    expect(nameSimilarity('Smith Funeral Home', 'Jones Funeral Home')).toBe(0);
    expect(nameSimilarity('Smith Funeral Home', 'Smith Family Funeral Home')).toBeCloseTo(2 / 3);
  });

  it('compares all words when a name has nothing distinctive', () => {
    expect(nameSimilarity('Funeral Home', 'The Funeral Home')).toBeCloseTo(0.8);
  });
});

describe('matchPlace', () => {
  it('accepts the same name at the same address', () => {
    const verdict = matchPlace(torres, {
      displayName: 'Torres and Sons Funeral Home',
      formattedAddress: '7629 4th St, Phoenix, AZ 85008, USA',
    });
    expect(verdict).toEqual({ accepted: true, nameSimilarity: 1, postalCode: true, streetNumber: true, city: true });
  });

  it('accepts a moved home in the same city (the city alone agrees)', () => {
    expect(
      matchPlace(torres, {
        displayName: 'Torres & Sons Funeral Home',
        formattedAddress: '12 Central Ave, Phoenix, AZ 85004, USA',
      }).accepted,
    ).toBe(true);
  });

  it('refuses the same name in another town', () => {
    const verdict = matchPlace(torres, {
      displayName: 'Torres & Sons Funeral Home',
      formattedAddress: '55 Main St, Tucson, AZ 85701, USA',
    });
    expect(verdict).toMatchObject({ accepted: false, postalCode: false, streetNumber: false, city: false });
  });

  it('refuses a different business at the same address', () => {
    expect(
      matchPlace(torres, { displayName: 'Desert Flower Shop', formattedAddress: '7629 4th St, Phoenix, AZ 85008, USA' })
        .accepted,
    ).toBe(false);
  });

  it('does not take a ZIP inside a longer number, nor the street line for the city', () => {
    const verdict = matchPlace(
      { name: 'Greene Memorial Chapel', address: '11007 Elm Ave', city: 'Elm', zipCode: '72201' },
      { displayName: 'Greene Memorial Chapel', formattedAddress: '1172201 Elm Ave, Little Rock, AR 72211, USA' },
    );
    expect(verdict).toMatchObject({ postalCode: false, streetNumber: false, city: false, accepted: false });
  });

  it('matches a Canadian postal code with or without its space', () => {
    const verdict = matchPlace(
      {
        name: 'Westwood Memorial Chapel Ltd.',
        address: '3086 Birch Road North',
        city: 'Vancouver',
        zipCode: 'V7J 6R5',
      },
      {
        displayName: 'Westwood Memorial Chapel',
        formattedAddress: '3086 Birch Rd N, North Vancouver, BC V7J6R5, Canada',
      },
    );
    expect(verdict).toMatchObject({ accepted: true, postalCode: true, streetNumber: true, city: true });
  });

  it('refuses a candidate without a name or address', () => {
    expect(matchPlace(torres, {}).accepted).toBe(false);
  });
});

describe('bestMatch', () => {
  it('picks the accepted candidate with the closest name, or null when none is accepted', () => {
    const candidates = [
      { id: 'a', displayName: 'Sons Funeral Home', formattedAddress: '7629 4th St, Phoenix, AZ 85008, USA' },
      { id: 'b', displayName: 'Torres & Sons Funeral Home', formattedAddress: '7629 4th St, Phoenix, AZ 85008, USA' },
      { id: 'c', displayName: 'Torres & Sons Funeral Home', formattedAddress: '1 Main St, Tucson, AZ 85701, USA' },
    ];
    expect(bestMatch(torres, candidates)?.id).toBe('b');
    expect(bestMatch(torres, [candidates[2]!])).toBeNull();
    expect(bestMatch(torres, [])).toBeNull();
  });
});
