import { describe, expect, it } from 'vitest';
import { badgeSnippet, badgeSvg } from './badge';
import { linkRequestSchema, portalListingFormSchema, portalNameAddressFormSchema } from './portal.schema';

const form = {
  phone: '(512) 555-0100',
  email: 'owner@home.example',
  website: 'home.example',
  description: '',
  servicesOffered: 'Cremation\n\n  Memorial services  \n',
  offersPetCremation: 'no',
  acceptsCrematedRemains: 'no',
  offersWitnessedCremation: 'no',
  servesVeterans: 'no',
};

describe('the portal listing form', () => {
  it('reads services one a line, blank lines dropped, and an empty description as none', () => {
    const parsed = portalListingFormSchema.parse(form);
    expect(parsed.servicesOffered).toEqual(['Cremation', 'Memorial services']);
    expect(parsed.description).toBeNull();
    expect(parsed.website).toBe('https://home.example');
  });

  it('keeps name and address out: only the picked fields come through', () => {
    const parsed = portalListingFormSchema.parse({ ...form, name: 'Renamed', address: '1 Elsewhere' });
    expect(parsed).not.toHaveProperty('name');
    expect(parsed).not.toHaveProperty('address');
  });

  it('requires the email the partner signs in with', () => {
    const result = portalListingFormSchema.safeParse({ ...form, email: '' });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path).toEqual(['email']);
  });
});

describe('what families decide on, in the portal form', () => {
  it('takes the price in dollars and stores cents, hours in the one spelling, and the service ticks', () => {
    const parsed = portalListingFormSchema.parse({
      ...form,
      directCremationFrom: '$1,295.50',
      openingHours: 'Mo-Fr 09:00-17:00; Sa 10:00-14:00',
      priceListUrl: 'home.example/prices',
      afterHoursPhone: '',
      offersPetCremation: 'yes',
      servesVeterans: 'yes',
    });
    expect(parsed.directCremationFromCents).toBe(129550);
    expect(parsed).not.toHaveProperty('priceCheckedOn');
    expect(parsed.priceListUrl).toBe('https://home.example/prices');
    expect(parsed.afterHoursPhone).toBeNull();
    expect(parsed).toMatchObject({ offersPetCremation: true, servesVeterans: true, acceptsCrematedRemains: false });
  });

  it('names the price and the wrong part of the hours', () => {
    const result = portalListingFormSchema.safeParse({
      ...form,
      directCremationFrom: 'about 1000',
      openingHours: 'Mo-Fr 9 to 11',
    });
    const messages = Object.fromEntries(result.error?.issues.map((issue) => [issue.path[0], issue.message]) ?? []);
    expect(messages.directCremationFromCents).toBe(
      'Direct cremation price must be in dollars, like 1295 or 1295.50 (a dot before the cents)',
    );
    expect(messages.openingHours).toMatch(/9 to 11|Mo-Fr/);
  });

  it('takes hours written in French, or with pasted dashes, in the English form too', () => {
    const parse = (openingHours: string) => portalListingFormSchema.parse({ ...form, openingHours }).openingHours;
    expect(parse('lundi au vendredi 9 h à 17 h; sam. 10h-14h')).toBe('Mo-Fr 09:00-17:00; Sa 10:00-14:00');
    expect(parse('Mo-Fr 09:00–17:00')).toBe('Mo-Fr 09:00-17:00');
  });
});

describe('the name and address request', () => {
  it('checks the ZIP against the state', () => {
    const result = portalNameAddressFormSchema.safeParse({
      name: 'Renamed Home',
      address: '9 New Street',
      city: 'Toronto',
      state: 'Ontario',
      zipCode: '78701',
    });
    expect(result.error?.issues[0]).toMatchObject({
      path: ['zipCode'],
      message: 'Enter a Canadian postal code like A1A 1A1',
    });
  });
});

describe('the link request', () => {
  it('refuses a line break in the address', () => {
    expect(linkRequestSchema.safeParse({ email: 'a@b.example\r\nBcc: x@y.example' }).success).toBe(false);
  });
});

describe('the badge', () => {
  it('is an image with no script or link, and the snippet escapes what it quotes', () => {
    expect(badgeSvg({ title: 'Authorized partner', label: '<b>' })).not.toMatch(/<script|href|on\w+=|<b>/i);
    const snippet = badgeSnippet({
      publicUrl: 'https://d.example',
      partnerId: 'id',
      listingPath: '/p?a="1"',
      alt: 'Solace "Stones"',
    });
    expect(snippet).toContain('href="https://d.example/p?a=&#34;1&#34;"');
    expect(snippet).toContain('<img src="https://d.example/badge/id.svg" alt="Solace &#34;Stones&#34;"');
    expect(
      badgeSnippet({ publicUrl: 'https://d.example', partnerId: 'id', listingPath: '/fr', alt: 'x', locale: 'fr' }),
    ).toContain('src="https://d.example/fr/badge/id.svg"');
  });
});
