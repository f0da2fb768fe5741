import { describe, expect, it } from 'vitest';
import { toFieldErrors } from '~/lib/validation';
import { PHONE_MESSAGE, partnerBulkEditSchema, partnerInputSchema, partnerUpdateSchema } from './partner.schema';

/*
 * The derived schemas answer exactly as the hand-written ones did: the same field names and messages
 * (spec §3, §5) for the same bodies, and the same parsed values for valid ones. The expected answers were
 * recorded from the schemas before they were derived from the table.
 */

const schemas = { partnerInputSchema, partnerUpdateSchema, partnerBulkEditSchema };

const long = (n: number) => 'x'.repeat(n);
const CASES: Record<string, [keyof typeof schemas, unknown]> = {
  empty: ['partnerInputSchema', {}],
  wrongTypes: [
    'partnerInputSchema',
    {
      name: 5,
      address: 5,
      city: 5,
      state: 5,
      zipCode: 5,
      phone: 5,
      email: 5,
      website: 5,
      description: 5,
      longDescription: 5,
      annualCremations: 'x',
      locationCount: 'x',
      isPriority: 'maybe',
      isActive: 7,
      logoUrl: 5,
      imageUrl: 5,
      socialMedia: 'x',
      coordinates: 'x',
      servicesOffered: 'x',
      yelpRating: 'x',
      yelpReviewCount: 'x',
      googleRating: 'x',
      googleReviewCount: 'x',
      googlePlaceId: 5,
    },
  ],
  badValues: [
    'partnerInputSchema',
    {
      name: 'a\nb',
      address: ' ',
      city: long(101),
      state: 'Atlantis',
      zipCode: long(11),
      phone: 'call me',
      email: 'not-an-email',
      website: 'ftp://x',
      description: long(2001),
      longDescription: long(20001),
      annualCremations: -1,
      locationCount: 1.5,
      isPriority: 'perhaps',
      isActive: 'sure',
      logoUrl: '../x',
      imageUrl: 'javascript:alert(1)',
      socialMedia: { facebook: 'nope', linkedin: 'x y', instagram: 'ftp://a' },
      coordinates: { latitude: 91, longitude: -181 },
      servicesOffered: [''],
      yelpRating: 6,
      yelpReviewCount: -1,
      googleRating: -1,
      googleReviewCount: 1.5,
      googlePlaceId: long(301),
    },
  ],
  tooMany: [
    'partnerInputSchema',
    {
      name: long(201),
      address: long(301),
      phone: long(41),
      servicesOffered: Array(51).fill('a'),
      email: long(250) + '@x.com',
    },
  ],
  zipUS: [
    'partnerInputSchema',
    { name: 'A', address: 'B', city: 'C', state: 'Texas', zipCode: 'M5V 2T6', phone: '5125550100' },
  ],
  zipCA: [
    'partnerInputSchema',
    { name: 'A', address: 'B', city: 'C', state: 'Ontario', zipCode: '78701', phone: '5125550100' },
  ],
  okDefaults: [
    'partnerInputSchema',
    {
      name: 'A',
      address: 'B',
      city: 'C',
      state: 'Ontario',
      zipCode: 'k1a0b1',
      phone: '5125550100',
      website: 'example.com',
      email: '',
    },
  ],
  decideBad: [
    'partnerUpdateSchema',
    {
      priceListUrl: 'http://example.com/prices',
      directCremationFromCents: -1,
      openingHours: 'Mo-Fx 09:00-17:00',
      afterHoursPhone: 'call us',
      offersPetCremation: 'maybe',
      priceCheckedOn: '2026-02-30',
      closures: '2026-12-25 Christmas Day; 2027-01-02..2027-01-01',
    },
  ],
  decideNoDate: [
    'partnerInputSchema',
    {
      name: 'A',
      address: 'B',
      city: 'C',
      state: 'Texas',
      zipCode: '78701',
      phone: '5125550100',
      directCremationFromCents: 129500,
    },
  ],
  update: [
    'partnerUpdateSchema',
    { updatedAt: 'yesterday', state: 'Texas', zipCode: 'K1A 0B1', services: 1, servicesOffered: [long(101)] },
  ],
  updateOk: ['partnerUpdateSchema', { name: ' New ', email: '', coordinates: null }],
  bulkEmpty: ['partnerBulkEditSchema', { ids: [], updates: {} }],
  bulkBad: ['partnerBulkEditSchema', { ids: ['x'], updates: { state: 'Nowhere', isActive: 'kinda', email: 'x' } }],
  bulkOk: ['partnerBulkEditSchema', { ids: ['00000000-0000-4000-8000-000000000001'], updates: { isActive: 'no' } }],
};

const EXPECTED: Record<string, unknown> = {
  empty: {
    name: 'Business name is required',
    address: 'Address is required',
    city: 'City is required',
    state: 'State is required',
    zipCode: 'ZIP code is required',
    phone: 'Phone number is required',
  },
  wrongTypes: {
    name: 'Business name is required',
    address: 'Address is required',
    city: 'City is required',
    state: 'State is required',
    zipCode: 'ZIP code is required',
    phone: 'Phone number is required',
    email: 'Invalid input: expected string, received number',
    website: 'Invalid input: expected string, received number',
    description: 'Invalid input: expected string, received number',
    longDescription: 'Invalid input: expected string, received number',
    annualCremations: 'Annual cremations must be a number',
    locationCount: 'Location count must be a number',
    isPriority: 'Priority must be yes or no (or true/false, 1/0), not "maybe"',
    isActive: 'Active must be true or false',
    logoUrl: 'Invalid input: expected string, received number',
    imageUrl: 'Invalid input: expected string, received number',
    socialMedia: 'Invalid input: expected object, received string',
    coordinates: 'Invalid input: expected object, received string',
    servicesOffered: 'Services must be a list',
    yelpRating: 'Yelp rating must be a number',
    yelpReviewCount: 'Yelp review count must be a number',
    googleRating: 'Google rating must be a number',
    googleReviewCount: 'Google review count must be a number',
    googlePlaceId: 'Invalid input: expected string, received number',
  },
  badValues: {
    name: 'Business name must be on one line',
    address: 'Address is required',
    city: 'City must be at most 100 characters',
    state: 'State must be a US state or Canadian province',
    zipCode: 'ZIP code must be at most 10 characters',
    phone: PHONE_MESSAGE,
    email: 'Enter a valid email address',
    website: 'Website must be a valid http(s) URL',
    description: 'Description must be at most 2000 characters',
    longDescription: 'Long description must be at most 20000 characters',
    annualCremations: 'Annual cremations cannot be negative',
    locationCount: 'Location count must be a whole number',
    isPriority: 'Priority must be yes or no (or true/false, 1/0), not "perhaps"',
    isActive: 'Active must be yes or no (or true/false, 1/0), not "sure"',
    logoUrl: 'Logo URL must start with https:// or be a path on this site',
    imageUrl: 'Image URL must start with https:// or be a path on this site',
    'socialMedia.facebook': 'Facebook link must be a valid http(s) URL',
    'socialMedia.linkedin': 'LinkedIn link must be a valid http(s) URL',
    'socialMedia.instagram': 'Instagram link must be a valid http(s) URL',
    'coordinates.latitude': 'Latitude must be between -90 and 90',
    'coordinates.longitude': 'Longitude must be between -180 and 180',
    'servicesOffered.0': 'A service cannot be empty',
    yelpRating: 'Yelp rating must be between 0 and 5',
    yelpReviewCount: 'Yelp review count cannot be negative',
    googleRating: 'Google rating must be between 0 and 5',
    googleReviewCount: 'Google review count must be a whole number',
    googlePlaceId: 'Google place ID must be at most 300 characters',
  },
  tooMany: {
    name: 'Business name must be at most 200 characters',
    address: 'Address must be at most 300 characters',
    city: 'City is required',
    state: 'State is required',
    zipCode: 'ZIP code is required',
    phone: 'Phone number must be at most 40 characters',
    email: 'Email must be at most 254 characters',
    servicesOffered: 'At most 50 services',
  },
  zipUS: {
    zipCode: 'Enter a ZIP code like 12345 or 12345-6789',
  },
  zipCA: {
    zipCode: 'Enter a Canadian postal code like A1A 1A1',
  },
  okDefaults: {
    ok: {
      name: 'A',
      address: 'B',
      city: 'C',
      state: 'Ontario',
      zipCode: 'K1A 0B1',
      phone: '(512) 555-0100',
      email: null,
      website: 'https://example.com',
      annualCremations: 0,
      locationCount: 1,
      isPriority: false,
      isActive: true,
      servicesOffered: [],
      servicesOfferedFr: [],
      priceCheckedOn: null,
      closures: [],
      offersPetCremation: false,
      acceptsCrematedRemains: false,
      offersWitnessedCremation: false,
      servesVeterans: false,
    },
  },
  decideBad: {
    priceListUrl: 'Price list link must start with https://',
    directCremationFromCents: 'Direct cremation price cannot be negative',
    openingHours: 'Opening hours: "Mo-Fx" is not a day (use Mo, Tu, We, Th, Fr, Sa, Su)',
    afterHoursPhone: PHONE_MESSAGE,
    offersPetCremation: 'Pet cremation must be yes or no (or true/false, 1/0), not "maybe"',
    priceCheckedOn: 'Price checked on must be a real date',
    closures: 'Closure "2027-01-02..2027-01-01": the last day is before the first',
  },
  decideNoDate: {
    priceCheckedOn: 'Enter the date the price was checked',
  },
  update: {
    'servicesOffered.0': 'A service must be at most 100 characters',
    updatedAt: 'updatedAt must be an ISO date-time',
    zipCode: 'Enter a ZIP code like 12345 or 12345-6789',
  },
  updateOk: {
    ok: {
      name: 'New',
      email: null,
      coordinates: null,
    },
  },
  bulkEmpty: {
    ids: 'Select at least one partner',
    updates: 'Please select at least one field to update',
  },
  bulkBad: {
    'ids.0': 'Each id must be a partner id',
    'updates.isActive': 'Active must be yes or no (or true/false, 1/0), not "kinda"',
    'updates.state': 'State must be a US state or Canadian province',
    'updates.email': 'Enter a valid email address',
  },
  bulkOk: {
    ok: {
      ids: ['00000000-0000-4000-8000-000000000001'],
      updates: {
        isActive: false,
      },
    },
  },
};

describe('partner schema answers (field names and messages of a 400)', () => {
  for (const [name, [schema, input]] of Object.entries(CASES)) {
    it(name, () => {
      const result = schemas[schema].safeParse(input);
      expect(result.success ? { ok: result.data } : toFieldErrors(result.error)).toEqual(EXPECTED[name]);
    });
  }
});
