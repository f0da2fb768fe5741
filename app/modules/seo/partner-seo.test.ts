import { describe, expect, it } from 'vitest';
import { compileCatalogs, createI18n } from '~/modules/i18n/catalog.server';
import { site } from '~/lib/site';
import type { Partner } from '~/modules/partners/partner.schema';
import { serializeJsonLd } from './json-ld';
import {
  cutText,
  leadingServices,
  partnerBreadcrumbs,
  partnerJsonLd,
  type PartnerJsonLdFields,
  partnerMetaDescription,
  openingHoursSpecification,
  partnerPageTitle,
} from './partner-seo';

const catalogs = compileCatalogs({ warn: () => undefined });
const english = createI18n(catalogs, 'en');
const french = createI18n(catalogs, 'fr');

// Google and Yelp figures included: the builder must leave them out of the structured data.
type RatingFields = Pick<Partner, 'yelpRating' | 'yelpReviewCount' | 'googleRating' | 'googleReviewCount'>;

const partner: PartnerJsonLdFields & RatingFields = {
  id: '3f1c7f0e-2a4b-4c1d-9e8f-0a1b2c3d4e5f',
  name: 'Hill Country Cremation',
  address: '100 Main Street',
  city: 'Austin',
  state: 'Texas',
  zipCode: '78701',
  phone: '(512) 555-0100',
  email: 'care@hillcountry.example',
  website: 'https://hillcountry.example/',
  description: 'A family-owned funeral home offering cremation services.',
  descriptionFr: null,
  servicesOffered: ['Direct Cremation', 'Memorial Services', 'Solidified Remains'],
  servicesOfferedFr: [],
  imageUrl: '/attached_assets/hill.jpg',
  logoUrl: null,
  socialMedia: { facebook: 'https://facebook.example/hill', instagram: undefined },
  coordinates: { latitude: 30.2672, longitude: -97.7431 },
  yelpRating: null,
  yelpReviewCount: null,
  googleRating: 4.8,
  googleReviewCount: 120,
  stateSlug: 'texas',
  citySlug: 'austin',
  country: 'US',
  openingHours: null,
  closures: [],
  timeZone: null,
};

describe('partnerPageTitle', () => {
  it("is '{name} - {city}, {state} | Cremation Services'", () => {
    expect(partnerPageTitle(partner, english)).toBe('Hill Country Cremation - Austin, Texas | Cremation Services');
  });
});

describe('cutText', () => {
  it('leaves short text alone and collapses whitespace', () => {
    expect(cutText('  a  b\n c ', 160)).toBe('a b c');
  });

  it('cuts long text at a word boundary with an ellipsis, within the limit', () => {
    const text = 'word '.repeat(60);
    const cut = cutText(text, 160);
    expect(cut.length).toBeLessThanOrEqual(160);
    expect(cut.endsWith('word…')).toBe(true);
  });

  it('cuts a text without spaces hard at the limit', () => {
    const cut = cutText('x'.repeat(300), 160);
    expect(cut).toHaveLength(160);
    expect(cut.endsWith('…')).toBe(true);
  });
});

describe('partnerMetaDescription', () => {
  it('mentions the first two services and stays within 160 characters', () => {
    const description = partnerMetaDescription(partner, english);
    expect(description).toBe(
      'Direct Cremation and Memorial Services by Hill Country Cremation in Austin, Texas. A family-owned funeral home offering cremation services.',
    );
    expect(description).not.toContain('Solidified Remains');
  });

  it('keeps the services when the name and description are very long', () => {
    const description = partnerMetaDescription(
      {
        ...partner,
        name: 'A Very Long Funeral Home Name '.repeat(5).trim(),
        description: 'Long text. '.repeat(40),
      },
      english,
    );
    expect(description.length).toBeLessThanOrEqual(160);
    expect(description.startsWith('Direct Cremation and Memorial Services by A Very Long')).toBe(true);
    expect(description.endsWith('…')).toBe(true);
  });

  it('reads naturally with one service, or none', () => {
    expect(leadingServices(['Cremation'], english)).toBe('Cremation');
    expect(leadingServices([], english)).toBe('');
    expect(partnerMetaDescription({ ...partner, servicesOffered: [], description: null }, english)).toBe(
      'Hill Country Cremation in Austin, Texas: an authorized Solace Stones partner.',
    );
  });
});

describe('partnerBreadcrumbs', () => {
  it('goes home, state, city, then the partner, on the canonical city path', () => {
    expect(partnerBreadcrumbs(partner, english, 'en')).toEqual([
      { name: 'Cremation Services', url: '/' },
      { name: 'Texas Cremation Services', url: '/state/texas' },
      { name: 'Austin Cremation Services', url: '/state/texas/city/austin' },
      { name: 'Hill Country Cremation', url: `/state/texas/city/austin/${partner.id}` },
    ]);
  });
});

describe('the partner page in French', () => {
  it('has a French title, description and breadcrumbs on French addresses', () => {
    expect(partnerPageTitle(partner, french)).toBe('Hill Country Cremation - Austin (Texas) | Services de crémation');
    // The partner's English services and description stay out of a French description: one language.
    expect(partnerMetaDescription(partner, french)).toBe(
      `Hill Country Cremation, à Austin (Texas)\u00a0: partenaire autorisé de ${site.productName}.`,
    );
    const quebec = { ...partner, city: 'Montréal', state: 'Quebec', stateSlug: 'quebec', description: null };
    expect(partnerPageTitle(quebec, french)).toBe('Hill Country Cremation - Montréal (Québec) | Services de crémation');
    expect(partnerMetaDescription(quebec, french)).toContain('à Montréal (Québec)\u00a0:');
    expect(partnerMetaDescription({ ...quebec, city: 'Les Cèdres' }, french)).toContain('aux Cèdres (Québec)\u00a0:');
    expect(partnerBreadcrumbs(partner, french, 'fr')).toEqual([
      { name: 'Services de crémation', url: '/fr' },
      { name: 'Services de crémation au Texas', url: '/fr/etat/texas' },
      { name: 'Services de crémation à Austin', url: '/fr/etat/texas/ville/austin' },
      { name: 'Hill Country Cremation', url: `/fr/etat/texas/ville/austin/${partner.id}` },
    ]);
    expect(partnerJsonLd(partner, { publicUrl: 'https://directory.test', i18n: french, locale: 'fr' })).toMatchObject({
      url: `https://directory.test/fr/etat/texas/ville/austin/${partner.id}`,
    });
  });
});

describe('the French partner page with French content', () => {
  const bilingual = {
    ...partner,
    descriptionFr: 'Une entreprise familiale.',
    servicesOfferedFr: ['Crémation directe', 'Services commémoratifs'],
  };

  it('names the French services and the French description in its meta description and structured data', () => {
    expect(partnerMetaDescription(bilingual, french)).toBe(
      'Crémation directe et services commémoratifs\u00a0— Hill Country Cremation, à Austin (Texas). Une entreprise familiale.',
    );
    expect(partnerJsonLd(bilingual, { publicUrl: 'https://directory.test', i18n: french, locale: 'fr' })).toMatchObject(
      { knowsAbout: ['Crémation directe', 'Services commémoratifs'] },
    );
  });

  it('keeps the English words on the English page', () => {
    expect(partnerMetaDescription(bilingual, english)).toBe(
      'Direct Cremation and Memorial Services by Hill Country Cremation in Austin, Texas. A family-owned funeral home offering cremation services.',
    );
    expect(
      partnerJsonLd(bilingual, { publicUrl: 'https://directory.test', i18n: english, locale: 'en' }),
    ).toMatchObject({ knowsAbout: ['Direct Cremation', 'Memorial Services', 'Solidified Remains'] });
  });
});

describe('partnerJsonLd', () => {
  const publicUrl = 'https://directory.test';

  it('describes a LocalBusiness with the spec constants, address and geo', () => {
    const node = partnerJsonLd(partner, { publicUrl, i18n: english, locale: 'en' });
    const url = `https://directory.test/state/texas/city/austin/${partner.id}`;
    expect(node).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'LocalBusiness',
      name: 'Hill Country Cremation',
      url,
      telephone: '(512) 555-0100',
      email: 'care@hillcountry.example',
      image: 'https://directory.test/attached_assets/hill.jpg',
      address: {
        '@type': 'PostalAddress',
        streetAddress: '100 Main Street',
        addressLocality: 'Austin',
        addressRegion: 'TX',
        postalCode: '78701',
        addressCountry: 'US',
      },
      geo: { '@type': 'GeoCoordinates', latitude: 30.2672, longitude: -97.7431 },
      areaServed: {
        '@type': 'GeoCircle',
        geoMidpoint: { '@type': 'GeoCoordinates', latitude: 30.2672, longitude: -97.7431 },
        geoRadius: 50000,
      },
      sameAs: ['https://hillcountry.example/', 'https://facebook.example/hill'],
    });
  });

  it('marks up no rating built from Google or Yelp figures, and no invented price range', () => {
    for (const ratings of [
      { googleRating: 4.8, googleReviewCount: 120, yelpRating: null, yelpReviewCount: null },
      { googleRating: null, googleReviewCount: null, yelpRating: 4.5, yelpReviewCount: 30 },
      { googleRating: 5, googleReviewCount: 0, yelpRating: 5, yelpReviewCount: 0 },
    ]) {
      const node = partnerJsonLd({ ...partner, ...ratings }, { publicUrl, i18n: english, locale: 'en' });
      expect(node).not.toHaveProperty('aggregateRating');
      expect(node).not.toHaveProperty('review');
      expect(node).not.toHaveProperty('priceRange');
      expect(serializeJsonLd(node)).not.toMatch(/Rating|priceRange/);
    }
  });

  it("names a US partner's country US", () => {
    expect(partnerJsonLd(partner, { publicUrl, i18n: english, locale: 'en' }).address).toMatchObject({
      addressCountry: 'US',
      addressRegion: 'TX',
    });
  });

  it('takes the country from the partner: a Canadian partner is CA, not US', () => {
    const node = partnerJsonLd(
      { ...partner, city: 'Toronto', state: 'Ontario', zipCode: 'M5V 2T6', country: 'CA', stateSlug: 'ontario' },
      { publicUrl, i18n: english, locale: 'en' },
    );
    expect(node.address).toMatchObject({ addressCountry: 'CA', addressRegion: 'ON', postalCode: 'M5V 2T6' });
  });

  it('leaves out what is unknown: no geo without coordinates, no email, image or links', () => {
    const node = partnerJsonLd(
      {
        ...partner,
        coordinates: null,
        email: null,
        imageUrl: null,
        website: null,
        socialMedia: null,
      },
      { publicUrl, i18n: english, locale: 'en' },
    );
    expect(node).not.toHaveProperty('geo');
    expect(node).not.toHaveProperty('aggregateRating');
    expect(node).not.toHaveProperty('email');
    expect(node).not.toHaveProperty('image');
    expect(node).not.toHaveProperty('sameAs');
    expect(node.areaServed).toEqual({ '@type': 'City', name: 'Austin, Texas' });
  });

  it('survives a hostile name once serialised: no markup, same data', () => {
    const hostile = { ...partner, name: '</script><script>alert(1)</script>' };
    const html = serializeJsonLd(partnerJsonLd(hostile, { publicUrl, i18n: english, locale: 'en' }));
    expect(html).not.toMatch(/[<>]/);
    expect(JSON.parse(html).name).toBe('</script><script>alert(1)</script>');
  });
});

describe('openingHoursSpecification (decision 028)', () => {
  it('is built from the partner’s own hours only, days sharing an opening together', () => {
    expect(
      partnerJsonLd(partner, { publicUrl: 'https://directory.test', i18n: english, locale: 'en' }),
    ).not.toHaveProperty('openingHoursSpecification');
    const node = partnerJsonLd(
      { ...partner, openingHours: 'Mo-Fr 09:00-17:00; Sa 10:00-14:00' },
      { publicUrl: 'https://directory.test', i18n: english, locale: 'en' },
    );
    expect(node.openingHoursSpecification).toEqual([
      {
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'].map((day) => `https://schema.org/${day}`),
        opens: '09:00',
        closes: '17:00',
      },
      {
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: ['https://schema.org/Saturday'],
        opens: '10:00',
        closes: '14:00',
      },
    ]);
    expect(node).not.toHaveProperty('priceRange');
  });

  it('writes a whole day as 00:00-23:59 and an overnight opening with its next-day closing', () => {
    expect(openingHoursSpecification('Su 00:00-24:00; Fr 20:00-02:00')).toEqual([
      {
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: ['https://schema.org/Friday'],
        opens: '20:00',
        closes: '02:00',
      },
      {
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: ['https://schema.org/Sunday'],
        opens: '00:00',
        closes: '23:59',
      },
    ]);
  });
});

describe('specialOpeningHoursSpecification (decision 036)', () => {
  it('marks each closure still to come, in the partner’s time zone, as closed all day', () => {
    const closures = [
      { from: '2026-11-26', to: '2026-11-26', note: 'Thanksgiving' },
      { from: '2026-12-25', to: '2026-12-25', note: 'Christmas Day' },
      { from: '2026-12-31', to: '2027-01-01', note: null },
    ];
    // 05:30 UTC on November 27 is still November 26 in Austin: Thanksgiving is today, not past.
    const node = partnerJsonLd(
      { ...partner, closures },
      { publicUrl: 'https://directory.test', i18n: english, locale: 'en', now: new Date('2026-11-27T05:30:00Z') },
    );
    expect(node.specialOpeningHoursSpecification).toEqual([
      {
        '@type': 'OpeningHoursSpecification',
        name: 'Thanksgiving',
        validFrom: '2026-11-26',
        validThrough: '2026-11-26',
        opens: '00:00',
        closes: '00:00',
      },
      {
        '@type': 'OpeningHoursSpecification',
        name: 'Christmas Day',
        validFrom: '2026-12-25',
        validThrough: '2026-12-25',
        opens: '00:00',
        closes: '00:00',
      },
      {
        '@type': 'OpeningHoursSpecification',
        validFrom: '2026-12-31',
        validThrough: '2027-01-01',
        opens: '00:00',
        closes: '00:00',
      },
    ]);
    const later = partnerJsonLd(
      { ...partner, closures },
      { publicUrl: 'https://directory.test', i18n: english, locale: 'en', now: new Date('2027-01-02T12:00:00Z') },
    );
    expect(later).not.toHaveProperty('specialOpeningHoursSpecification');
  });

  it('names a known holiday in the page’s language, as the description is, and any other note as typed', () => {
    const closures = [
      { from: '2026-12-25', to: '2026-12-25', note: 'Christmas Day' },
      { from: '2026-12-28', to: '2026-12-28', note: 'Staff training' },
    ];
    const node = partnerJsonLd(
      { ...partner, closures },
      { publicUrl: 'https://directory.test', i18n: french, locale: 'fr', now: new Date('2026-12-20T12:00:00Z') },
    );
    expect(node.specialOpeningHoursSpecification).toMatchObject([{ name: 'Noël' }, { name: 'Staff training' }]);
  });
});
