import { describe, expect, it } from 'vitest';
import { centsFromDollars } from './dollars';
import { checkedMonthLabel, formatPrice, priceFigures } from './price-line';

describe('price line', () => {
  it('formats US and Canadian dollars, cents only when there are some', () => {
    expect(formatPrice(129_500, 'US')).toBe('$1,295');
    expect(formatPrice(129_550, 'US')).toBe('$1,295.50');
    expect(formatPrice(99_900, 'CA')).toBe('CA$999');
    expect(checkedMonthLabel('2026-11-03')).toBe('Nov 2026');
  });

  it('gives the figures for "From $1,295 · checked Nov 2026 · see price list" in the page’s language', () => {
    const facts = {
      directCremationFromCents: 129_500,
      priceCheckedOn: '2026-11-03',
      priceListUrl: 'https://example.com/prices',
      country: 'US' as const,
    };
    expect(priceFigures(facts, 'en')).toEqual({
      price: '$1,295',
      month: 'Nov 2026',
      priceListUrl: 'https://example.com/prices',
    });
    expect(priceFigures({ ...facts, country: 'CA' }, 'fr')).toEqual({
      price: '1\u00a0295\u00a0$',
      month: 'nov. 2026',
      priceListUrl: 'https://example.com/prices',
    });
  });

  it('shows nothing it was not given: no price without its date, nothing at all without either', () => {
    const none = { directCremationFromCents: null, priceCheckedOn: null, priceListUrl: null, country: 'US' as const };
    expect(priceFigures(none, 'en')).toBeNull();
    expect(priceFigures({ ...none, directCremationFromCents: 129_500 }, 'en')).toBeNull();
    expect(priceFigures({ ...none, priceListUrl: 'https://example.com/p' }, 'en')).toEqual({
      price: null,
      month: null,
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

  it('takes commas between thousands only: a decimal comma or a third decimal is refused, not guessed', () => {
    expect(centsFromDollars('1,295')).toBe(129500);
    expect(centsFromDollars('12,345,678.9')).toBe(1234567890);
    expect(centsFromDollars('1 295.5 $')).toBe(129550);
    expect(centsFromDollars('12.')).toBe(1200);
    expect(centsFromDollars('-5')).toBe(-500);
    for (const typed of ['995,50', '1.295,50', '1.295', '1295.505', '12,34', '1,2,3', '$']) {
      expect(centsFromDollars(typed), typed).toBeNaN();
    }
  });
});
