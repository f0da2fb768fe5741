import { describe, expect, it } from 'vitest';
import { CANADIAN_PROVINCES, findRegion, US_STATES } from '~/modules/geo/regions';
import { basePartnerSlug } from '~/modules/partners/partner-location';
import { CANADIAN_POSTAL_CODE_PATTERN, US_ZIP_PATTERN } from '~/modules/partners/partner-formats';
import { partnerInputSchema } from '~/modules/partners/partner.schema';
import { statePostalCodeProblem } from '~/modules/partners/state-postal-code.server';
import { DEMO_CITIES } from './demo-cities';
import {
  DEMO_PARTNER_COUNT,
  type DemoPartner,
  generateDemoPartners,
  PLACEHOLDER_PHONE,
  RESERVED_ALIAS_ID,
} from './demo-partners';

const demo = generateDemoPartners();
const { partners, aliases } = demo;
const active = partners.filter((partner) => partner.isActive);

const share = (predicate: (partner: DemoPartner) => boolean, among = partners) =>
  among.filter(predicate).length / among.length;

/** Generating thousands of partners takes seconds of CPU: more than the default 5 s on a busy 2-core machine. */
const GENERATING = 30_000;

describe('generateDemoPartners', () => {
  it(
    'is deterministic: the same seed gives the same partners, ids included',
    () => {
      const again = generateDemoPartners();
      expect(again.partners.slice(0, 50)).toEqual(partners.slice(0, 50));
      expect(again).toEqual(demo);
      const other = generateDemoPartners({ seed: 7 });
      expect(other.partners.slice(0, 50).map((partner) => partner.name)).not.toEqual(
        partners.slice(0, 50).map((partner) => partner.name),
      );
    },
    GENERATING,
  );

  it('has exactly 1,857 active partners plus a few inactive ones', () => {
    expect(DEMO_PARTNER_COUNT).toBe(1857);
    expect(active).toHaveLength(1857);
    expect(partners.length - active.length).toBe(12);
  });

  it(
    'scales to the requested number of active partners',
    () => {
      for (const count of [0, 1, 7, 25, 64, 100, 5000]) {
        expect(generateDemoPartners({ count }).partners.filter((partner) => partner.isActive)).toHaveLength(count);
      }
    },
    GENERATING,
  );

  it('makes about 5 % of partners priority, all of them active', () => {
    expect(share((partner) => partner.isPriority, active)).toBeGreaterThan(0.04);
    expect(share((partner) => partner.isPriority, active)).toBeLessThan(0.06);
    expect(partners.filter((partner) => partner.isPriority && !partner.isActive)).toEqual([]);
  });

  it('spreads partners about 90 % US and 10 % Canada, with every state and province represented', () => {
    expect(share((partner) => partner.country === 'CA')).toBeCloseTo(0.1, 2);
    const statesWithPartners = new Set(active.map((partner) => partner.state));
    for (const region of [...US_STATES, ...CANADIAN_PROVINCES]) expect(statesWithPartners).toContain(region.name);
  });

  it('puts several partners in big cities and one in many small ones', () => {
    const perCity = new Map<string, number>();
    for (const partner of partners)
      perCity.set(partner.citySlug + partner.stateSlug, (perCity.get(partner.citySlug + partner.stateSlug) ?? 0) + 1);
    expect(perCity.get('los-angelescalifornia')).toBeGreaterThanOrEqual(5);
    expect([...perCity.values()].filter((count) => count === 1).length).toBeGreaterThan(300);
  });

  it('gives every partner a unique slug built from name, city and state', () => {
    const slugs = partners.map((partner) => partner.slug);
    expect(new Set(slugs).size).toBe(partners.length);
    for (const partner of partners) {
      const base = basePartnerSlug(partner.name, partner.city, findRegion(partner.state)!.abbreviation);
      expect(partner.slug === base || new RegExp(`^${base}-\\d+$`).test(partner.slug)).toBe(true);
    }
    expect(new Set(partners.map((partner) => partner.id)).size).toBe(partners.length);
  });

  it('gives about 10 % of partners a unique numeric legacy alias, never the reserved one', () => {
    expect(aliases.length / partners.length).toBeCloseTo(0.1, 2);
    const ids = aliases.map((alias) => alias.aliasId);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids).not.toContain(RESERVED_ALIAS_ID);
    for (const id of ids) expect(id).toMatch(/^\d{6}$/);
    const partnerIds = new Set(partners.map((partner) => partner.id));
    for (const alias of aliases) expect(partnerIds.has(alias.partnerId)).toBe(true);
  });

  it('places each partner in a known state or province, with a postal code of that country', () => {
    for (const partner of partners) {
      const region = findRegion(partner.state);
      expect(region?.name, partner.state).toBe(partner.state);
      expect(partner.country).toBe(region!.country);
      const pattern = partner.country === 'US' ? US_ZIP_PATTERN : CANADIAN_POSTAL_CODE_PATTERN;
      expect(partner.zipCode, `${partner.name}, ${partner.city}`).toMatch(pattern);
    }
  });

  it("gives each partner a postal code of its own state or province, as the office's writes demand", () => {
    const problems = partners.flatMap((partner) => statePostalCodeProblem(partner.state, partner.zipCode) ?? []);
    expect(problems).toEqual([]);
  });

  it('uses a real postal code of the city and coordinates close to it', () => {
    const cities = new Map(DEMO_CITIES.map((city) => [`${city.name}/${city.state}`, city]));
    for (const partner of partners) {
      const city = cities.get(`${partner.city}/${partner.state}`)!;
      expect(city.postalCodes).toContain(partner.zipCode.slice(0, partner.country === 'US' ? 5 : 3));
      expect(Math.abs(partner.latitude - city.latitude)).toBeLessThan(0.12);
      expect(Math.abs(partner.longitude - city.longitude)).toBeLessThan(0.25);
    }
  });

  it('uses fictional 555-01xx phone numbers, and the spec placeholder for a handful', () => {
    const placeholders = partners.filter((partner) => partner.phone === PLACEHOLDER_PHONE);
    expect(placeholders).toHaveLength(8);
    for (const partner of partners) {
      if (partner.phone !== PLACEHOLDER_PHONE) expect(partner.phone).toMatch(/^\(\d{3}\) 555-01\d{2}$/);
    }
  });

  it('keeps email addresses and websites on reserved .example domains', () => {
    for (const partner of partners) {
      if (partner.email) expect(partner.email).toMatch(/^[a-z]+@[a-z0-9-]+\.example$/);
      if (partner.website) expect(partner.website).toMatch(/^https:\/\/www\.[a-z0-9-]+\.example$/);
    }
    expect(share((partner) => partner.website !== null)).toBeGreaterThan(0.8);
  });

  it('rates about 60 % on Google between 3.5 and 5.0, to one decimal', () => {
    const rated = partners.filter((partner) => partner.googleRating !== null);
    expect(rated.length / partners.length).toBeGreaterThan(0.55);
    expect(rated.length / partners.length).toBeLessThan(0.65);
    for (const partner of rated) {
      expect(partner.googleRating).toBeGreaterThanOrEqual(3.5);
      expect(partner.googleRating).toBeLessThanOrEqual(5);
      expect(Math.round(partner.googleRating! * 10) / 10).toBe(partner.googleRating);
      expect(partner.googleReviewCount).toBeGreaterThan(0);
    }
    expect(partners.some((partner) => partner.yelpRating !== null)).toBe(true);
  });

  it('writes 3 to 5 sentence descriptions and 3 to 5 paragraph long descriptions, without filler', () => {
    for (const partner of partners) {
      // A full stop ends a sentence unless it abbreviates a place name ("St. Louis").
      const sentences = partner.description.split(/(?<!\b(?:St|Ste|Mt|Ft)\.)(?<=\.)\s+(?=[A-Z])/);
      expect(sentences.length, partner.description).toBeGreaterThanOrEqual(3);
      expect(sentences.length, partner.description).toBeLessThanOrEqual(5);
      const paragraphs = partner.longDescription.split('\n\n');
      expect(paragraphs.length).toBeGreaterThanOrEqual(3);
      expect(paragraphs.length).toBeLessThanOrEqual(5);
      const text = [partner.name, partner.address, partner.description, partner.longDescription].join(' ');
      expect(text).not.toMatch(/\b(lorem|ipsum|undefined|null|NaN|TODO)\b/i);
      expect(text).not.toMatch(/[{}]| {2}|\s[.,]/);
    }
  });

  it('fills the fields a directory card and page show', () => {
    for (const partner of partners) {
      expect(partner.servicesOffered).toContain('Solidified Remains');
      expect(partner.servicesOffered.length).toBeGreaterThanOrEqual(4);
      expect(partner.locationCount).toBeGreaterThanOrEqual(1);
      expect(partner.locationCount).toBeLessThanOrEqual(6);
      expect(partner.annualCremations).toBeGreaterThan(0);
      expect(partner.partnerSince).toMatch(
        /^(January|February|March|April|May|June|July|August|September|October|November|December) 20(19|2[0-5])$/,
      );
      expect(partner.createDate.getUTCFullYear()).toBeGreaterThanOrEqual(2019);
      expect(partner.createDate.getUTCFullYear()).toBeLessThanOrEqual(2025);
    }
  });

  it('would be accepted by the admin partner form', () => {
    for (const partner of partners) {
      const result = partnerInputSchema.safeParse({
        ...partner,
        coordinates: { latitude: partner.latitude, longitude: partner.longitude },
      });
      expect(result.error?.issues ?? [], partner.name).toEqual([]);
    }
  });

  it('gives a share of partners what families decide on: hours, a dated price, a price list, service flags', () => {
    expect(share((partner) => partner.openingHours !== null, active)).toBeCloseTo(0.6, 1);
    expect(share((partner) => partner.directCremationFromCents !== null, active)).toBeCloseTo(0.3, 1);
    expect(share((partner) => partner.priceListUrl !== null, active)).toBeCloseTo(0.2, 1);
    expect(share((partner) => partner.afterHoursPhone !== null, active)).toBeGreaterThan(0.15);
    expect(share((partner) => partner.acceptsCrematedRemains, active)).toBeCloseTo(0.4, 1);
    for (const partner of partners) {
      // Never a price without the day it was checked, and only from a partner offering direct cremation.
      expect(partner.priceCheckedOn !== null).toBe(partner.directCremationFromCents !== null);
      if (partner.directCremationFromCents !== null) {
        expect(partner.servicesOffered).toContain('Direct Cremation');
        expect(partner.directCremationFromCents % 500).toBe(0);
        expect(partner.priceCheckedOn! <= '2026-11-20').toBe(true);
      }
      if (partner.priceListUrl !== null) expect(partner.priceListUrl.startsWith(`${partner.website}/`)).toBe(true);
      if (partner.afterHoursPhone !== null) expect(partner.openingHours).not.toBe('24/7');
      expect(partner.offersPetCremation).toBe(partner.servicesOffered.includes('Pet Cremation'));
      expect(partner.offersWitnessedCremation).toBe(partner.servicesOffered.includes('Witnessed Cremation'));
      expect(partner.servesVeterans).toBe(partner.servicesOffered.includes('Veteran Services'));
    }
    // Austin, the demo's usual city, shows some of each.
    const austin = active.filter((partner) => partner.citySlug === 'austin' && partner.stateSlug === 'texas');
    expect(austin.some((partner) => partner.directCremationFromCents !== null)).toBe(true);
    expect(austin.some((partner) => partner.openingHours !== null)).toBe(true);
  });

  it('gives partners in Québec French emails, and every other partner English ones', () => {
    const quebec = partners.filter((partner) => partner.state === 'Quebec');
    expect(quebec.length).toBeGreaterThan(0);
    expect(quebec.every((partner) => partner.preferredLanguage === 'fr')).toBe(true);
    expect(partners.filter((partner) => partner.state !== 'Quebec' && partner.preferredLanguage !== 'en')).toEqual([]);
  });

  it('gives some partners in Québec a French description, and no partner elsewhere', () => {
    const quebec = partners.filter((partner) => partner.state === 'Quebec');
    const french = quebec.filter((partner) => partner.descriptionFr !== null);
    expect(french.length).toBeGreaterThan(0);
    expect(french.length).toBeLessThan(quebec.length);
    expect(partners.filter((partner) => partner.state !== 'Quebec' && partner.descriptionFr !== null)).toEqual([]);
    for (const partner of french) {
      expect(partner.descriptionFr).toContain(partner.name);
      expect(partner.descriptionFr).not.toMatch(/'/);
    }
  });

  it('gives those partners their About text and services in French too, and no one else', () => {
    const french = partners.filter((partner) => partner.descriptionFr !== null);
    for (const partner of french) {
      expect(partner.longDescriptionFr).toContain(partner.name);
      expect(partner.longDescriptionFr?.split('\n\n').length).toBeGreaterThanOrEqual(3);
      expect(partner.longDescriptionFr).toContain('cendres solidifiées');
      // Typographic apostrophes, a no-break space before a colon, and no Latin-1 read as UTF-8.
      expect(partner.longDescriptionFr).not.toMatch(/'| :|Ã|Â/);
      expect(partner.servicesOfferedFr).toHaveLength(partner.servicesOffered.length);
      expect(partner.servicesOfferedFr).toContain('Cendres solidifiées');
    }
    expect(partners.filter((partner) => partner.descriptionFr === null && partner.longDescriptionFr !== null)).toEqual(
      [],
    );
    expect(
      partners.filter((partner) => partner.descriptionFr === null && partner.servicesOfferedFr.length > 0),
    ).toEqual([]);
  });
});
