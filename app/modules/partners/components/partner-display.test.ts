import { describe, expect, it } from 'vitest';
import {
  distanceLabel,
  fullAddress,
  localizedAddress,
  hasGoogleRating,
  mapsDirectionsUrl,
  mapsSearchUrl,
  partnerPath,
  locationsLabel,
  starBreakdown,
  telHref,
  truncateText,
  websiteDisplay,
} from './partner-display';

describe('truncateText', () => {
  it('keeps a description of up to 200 characters whole', () => {
    const text = 'a'.repeat(200);
    expect(truncateText(text)).toBe(text);
  });

  it('cuts a longer one at 200 characters and adds ...', () => {
    const result = truncateText('b'.repeat(250));
    expect(result).toBe(`${'b'.repeat(200)}...`);
  });

  it('does not leave a space before the ellipsis', () => {
    expect(truncateText('word '.repeat(60), 200).endsWith(' ...')).toBe(false);
  });
});

describe('websiteDisplay', () => {
  it.each([
    ['https://www.evergreen.example/', 'evergreen.example'],
    ['http://evergreen.example', 'evergreen.example'],
    ['HTTPS://WWW.Evergreen.example/about/', 'Evergreen.example/about'],
    ['evergreen.example', 'evergreen.example'],
  ])('%s → %s', (input, expected) => {
    expect(websiteDisplay(input)).toBe(expected);
  });
});

describe('starBreakdown', () => {
  it('fills the integer part and lightens one star for a fraction', () => {
    expect(starBreakdown(4.5)).toEqual(['full', 'full', 'full', 'full', 'partial']);
    expect(starBreakdown(3.2)).toEqual(['full', 'full', 'full', 'partial', 'empty']);
  });

  it('shows whole ratings without a partial star and clamps out-of-range values', () => {
    expect(starBreakdown(4)).toEqual(['full', 'full', 'full', 'full', 'empty']);
    expect(starBreakdown(5)).toEqual(Array(5).fill('full'));
    expect(starBreakdown(7)).toEqual(Array(5).fill('full'));
    expect(starBreakdown(-1)).toEqual(Array(5).fill('empty'));
  });

  it('treats zero or a missing rating as no rating', () => {
    expect(hasGoogleRating(0, 12)).toBe(false);
    expect(hasGoogleRating(null, 12)).toBe(false);
    expect(hasGoogleRating(undefined, 12)).toBe(false);
    expect(hasGoogleRating(4.8, 12)).toBe(true);
  });

  it('is no rating without reviews behind it (the default 5 with 0 reviews)', () => {
    expect(hasGoogleRating(5, 0)).toBe(false);
    expect(hasGoogleRating(5, null)).toBe(false);
  });
});

describe('locationsLabel', () => {
  it('pluralises', () => {
    expect(locationsLabel(1)).toBe('1 location');
    expect(locationsLabel(3)).toBe('3 locations');
  });

  it('defaults to 1 location when the count is missing or zero', () => {
    expect(locationsLabel(null)).toBe('1 location');
    expect(locationsLabel(0)).toBe('1 location');
  });
});

describe('maps and phone links', () => {
  const partner = { address: '12 Oak St', city: 'Austin', state: 'Texas', zipCode: '78701' };

  it('builds the address as "address, city, state zip"', () => {
    expect(fullAddress(partner)).toBe('12 Oak St, Austin, Texas 78701');
  });

  it('builds a maps search URL for that address', () => {
    const url = new URL(mapsSearchUrl(partner));
    expect(url.origin).toBe('https://www.google.com');
    expect(url.searchParams.get('api')).toBe('1');
    expect(url.searchParams.get('query')).toBe('12 Oak St, Austin, Texas 78701');
  });

  it('encodes characters that would break the URL', () => {
    const url = new URL(mapsSearchUrl({ ...partner, address: '5 Rue #2 & Co' }));
    expect(url.searchParams.get('query')).toBe('5 Rue #2 & Co, Austin, Texas 78701');
  });

  it('builds a directions URL: a route to that address, not a map search', () => {
    const url = new URL(mapsDirectionsUrl({ ...partner, address: '5 Rue #2 & Co' }));
    expect(`${url.origin}${url.pathname}`).toBe('https://www.google.com/maps/dir/');
    expect(url.searchParams.get('api')).toBe('1');
    expect(url.searchParams.get('destination')).toBe('5 Rue #2 & Co, Austin, Texas 78701');
  });

  it('dials digits only, keeping a leading + and an extension', () => {
    expect(telHref('(512) 555-0100')).toBe('tel:5125550100');
    expect(telHref('+1 512.555.0100 ext. 12')).toBe('tel:+15125550100;ext=12');
    expect(telHref('514 555-0123 poste 204')).toBe('tel:5145550123;ext=204');
    expect(telHref('514 555-0123, poste 204')).toBe('tel:5145550123;ext=204');
    expect(telHref('(512) 555-0100 extension 7')).toBe('tel:5125550100;ext=7');
    expect(telHref('514 555-0118 #3')).toBe('tel:5145550118;ext=3');
    expect(telHref('(512) 555-0142 x 204')).toBe('tel:5125550142;ext=204');
  });

  it('links a partner to its city-path page', () => {
    expect(partnerPath({ id: 'abc', stateSlug: 'texas', citySlug: 'austin' })).toBe('/state/texas/city/austin/abc');
  });
});

describe('localizedAddress', () => {
  const montreal = { address: '6565, rue Hochelaga', city: 'Montréal', state: 'Quebec', zipCode: 'H1N 1X8' };

  it('puts the region in parentheses after the city in French, as the OQLF writes it', () => {
    expect(localizedAddress(montreal, 'fr', 'Québec')).toBe('6565, rue Hochelaga, Montréal (Québec) H1N 1X8');
  });

  it('keeps the English address on English pages', () => {
    expect(localizedAddress(montreal, 'en', 'Québec')).toBe('6565, rue Hochelaga, Montréal, Quebec H1N 1X8');
  });
});

describe('distanceLabel', () => {
  it.each([
    [0, '0 mi away'],
    [0.44, '0.4 mi away'],
    [2, '2 mi away'],
    [9.96, '10 mi away'],
    [37.4, '37 mi away'],
    [1234.5, '1,235 mi away'],
  ])('%s miles reads "%s"', (miles, label) => {
    expect(distanceLabel(miles)).toBe(label);
  });

  it.each([
    [0.25, '0.4 km away'],
    [1, '1.6 km away'],
    [6.2, '10 km away'],
    [50, '80 km away'],
  ])('%s miles reads "%s" in kilometres', (miles, label) => {
    expect(distanceLabel(miles, 'km')).toBe(label);
  });
});
