import { describe, expect, it } from 'vitest';
import { centsFromDollars } from './dollars';
import { checkedMonthLabel, formatPrice, priceLine } from './price-line';

describe('price line', () => {
  it('formats US and Canadian dollars, cents only when there are some', () => {
    expect(formatPrice(129_500, 'US')).toBe('$1,295');
    expect(formatPrice(129_550, 'US')).toBe('$1,295.50');
    expect(formatPrice(99_900, 'CA')).toBe('CA$999');
    expect(checkedMonthLabel('2026-11-03')).toBe('Nov 2026');
  });

  it('says "From $1,295 · checked Nov 2026 · see price list" from the partner’s own figures', () => {
    expect(
      priceLine({
        directCremationFromCents: 129_500,
        priceCheckedOn: '2026-11-03',
        priceListUrl: 'https://example.com/prices',
        country: 'US',
      }),
    ).toEqual({ from: 'From $1,295', checked: 'checked Nov 2026', priceListUrl: 'https://example.com/prices' });
  });

  it('shows nothing it was not given: no price without its date, nothing at all without either', () => {
    const none = { directCremationFromCents: null, priceCheckedOn: null, priceListUrl: null, country: 'US' as const };
    expect(priceLine(none)).toBeNull();
    expect(priceLine({ ...none, directCremationFromCents: 129_500 })).toBeNull();
    expect(priceLine({ ...none, priceListUrl: 'https://example.com/p' })).toEqual({
      from: null,
      checked: null,
      priceListUrl: 'https://example.com/p',
    });
  });
});

describe('a price typed in dollars', () => {
  it('is cents; blank is none; other text is refused (NaN)', () => {
    expect(centsFromDollars('$1,295.50')).toBe(129550);
    expect(centsFromDollars('1295')).toBe(129500);
    expect(centsFromDollars('  ')).toBeNull();
    expect(centsFromDollars('about 1000')).toBeNaN();
  });
});
