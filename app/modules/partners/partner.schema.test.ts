import { describe, expect, it } from 'vitest';
import { toFieldErrors } from '~/lib/validation';
import {
  adminPartnerIdParamsSchema,
  adminPartnerSearchQuerySchema,
  partnerBulkDeleteSchema,
  partnerBulkEditSchema,
  partnerBulkUpdateSchema,
  partnerDescriptionRequestSchema,
  partnerImportSchema,
  partnerInputSchema,
  partnerOwnEditSchema,
  partnerUpdateSchema,
  PHONE_MESSAGE,
  zipCodeProblem,
} from './partner.schema';

const valid = {
  name: 'Hill Country Cremation',
  address: '100 Congress Ave',
  city: 'Austin',
  state: 'Texas',
  zipCode: '78701',
  phone: '(512) 555-0100',
};

/** The fields a partner's own edit requires, with good values. */
const ownEdit = {
  phone: '(512) 555-0100',
  email: 'office@hillcountry.example',
  servicesOffered: [],
  offersPetCremation: false,
  acceptsCrematedRemains: false,
  offersWitnessedCremation: false,
  servesVeterans: false,
};

function errorsOf(input: unknown, schema: typeof partnerInputSchema | typeof partnerUpdateSchema = partnerInputSchema) {
  const result = schema.safeParse(input);
  return result.success ? {} : toFieldErrors(result.error);
}

describe('partnerInputSchema', () => {
  it('accepts the six required fields and applies the spec defaults', () => {
    expect(partnerInputSchema.parse(valid)).toMatchObject({
      ...valid,
      annualCremations: 0,
      locationCount: 1,
      isPriority: false,
      isActive: true,
      servicesOffered: [],
    });
  });

  it('names every missing required field', () => {
    expect(errorsOf({})).toEqual({
      name: 'Business name is required',
      address: 'Address is required',
      city: 'City is required',
      state: 'State is required',
      zipCode: 'ZIP code is required',
      phone: 'Phone number is required',
    });
    expect(errorsOf({ ...valid, name: '   ', city: '' })).toEqual({
      name: 'Business name is required',
      city: 'City is required',
    });
  });

  it.each([
    ['Texas', '78701'],
    ['TX', '78701-1234'],
    ['New York', '10001'],
    ['Ontario', 'M5V 2T6'],
    ['british columbia', 'V6B 1A1'],
  ])('accepts %s with ZIP %s', (state, zipCode) => {
    expect(errorsOf({ ...valid, state, zipCode })).toEqual({});
  });

  it('normalises a Canadian postal code typed in lower case without its space', () => {
    expect(partnerInputSchema.parse({ ...valid, state: 'Ontario', zipCode: 'm5v2t6' }).zipCode).toBe('M5V 2T6');
  });

  it.each([
    ['Texas', 'M5V 2T6', 'Enter a ZIP code like 12345 or 12345-6789'],
    ['Texas', '7870', 'Enter a ZIP code like 12345 or 12345-6789'],
    ['Texas', '78701-12', 'Enter a ZIP code like 12345 or 12345-6789'],
    ['Ontario', '78701', 'Enter a Canadian postal code like A1A 1A1'],
    ['Quebec', 'D5V 2T6', 'Enter a Canadian postal code like A1A 1A1'],
  ])('refuses %s with ZIP %s', (state, zipCode, message) => {
    expect(errorsOf({ ...valid, state, zipCode })).toEqual({ zipCode: message });
  });

  it('refuses a state that is neither a US state nor a Canadian province', () => {
    expect(errorsOf({ ...valid, state: 'Atlantis' })).toEqual({
      state: 'State must be a US state or Canadian province',
    });
  });

  it.each([
    ['name', 'Hill Country\r\nBcc: victim@example.com', 'Business name must be on one line'],
    ['name', 'Hill Country\nCremation', 'Business name must be on one line'],
    ['email', 'owner@example.com\r\nBcc: victim@example.com', 'Email must be on one line'],
    ['email', 'not-an-email', 'Enter a valid email address'],
  ])('refuses a %s of %j', (field, value, message) => {
    expect(errorsOf({ ...valid, [field]: value })).toEqual({ [field]: message });
  });

  it.each([
    'javascript:alert(1)',
    'ftp://example.com',
    'data:text/html,hi',
    'https://',
    'example',
    'not a website',
    'www.example.com/a b',
    'mailto:owner@example.com',
    'localhost:3000',
  ])('refuses the website %s', (website) => {
    expect(errorsOf({ ...valid, website })).toEqual({ website: 'Website must be a valid http(s) URL' });
  });

  it.each(['https://hillcountry.example', 'http://hillcountry.example/about?x=1'])(
    'accepts the website %s',
    (website) => {
      expect(errorsOf({ ...valid, website })).toEqual({});
    },
  );

  it.each([
    ['example.com', 'https://example.com'],
    ['  www.example.com/path  ', 'https://www.example.com/path'],
    ['Hill-Country.example.co.uk/about?x=1#map', 'https://Hill-Country.example.co.uk/about?x=1#map'],
    ['http://example.com', 'http://example.com'],
  ])('completes the website %j typed without a scheme as %j', (website, stored) => {
    expect(partnerInputSchema.parse({ ...valid, website }).website).toBe(stored);
    expect(partnerUpdateSchema.parse({ website }).website).toBe(stored);
    expect(partnerBulkUpdateSchema.parse({ website }).website).toBe(stored);
  });

  it('reads flags sent as yes/no, true/false or 1/0 text, and quotes any other text back', () => {
    expect(partnerInputSchema.parse({ ...valid, isActive: ' No ', isPriority: 'YES' })).toMatchObject({
      isActive: false,
      isPriority: true,
    });
    expect(partnerUpdateSchema.parse({ isActive: '1', isPriority: 'false' })).toEqual({
      isActive: true,
      isPriority: false,
    });
    expect(errorsOf({ ...valid, isActive: 'maybe', isPriority: 3 })).toEqual({
      isActive: 'Active must be yes or no (or true/false, 1/0), not "maybe"',
      isPriority: 'Priority must be true or false',
    });
  });

  it('treats empty optional inputs from a form as absent', () => {
    const parsed = partnerInputSchema.parse({ ...valid, email: '', website: '  ', description: '' });
    expect(parsed.email).toBeNull();
    expect(parsed.website).toBeNull();
    expect(parsed.description).toBeNull();
  });

  it.each([
    ['annualCremations', -1, 'Annual cremations cannot be negative'],
    ['annualCremations', 1.5, 'Annual cremations must be a whole number'],
    ['locationCount', '3', 'Location count must be a number'],
    ['googleRating', 6, 'Google rating must be between 0 and 5'],
    ['name', 'x'.repeat(201), 'Business name must be at most 200 characters'],
    ['phone', 'call us', PHONE_MESSAGE],
    // A number cut short: a tel: link that rings nowhere.
    ['phone', '514-555-01', PHONE_MESSAGE],
    ['phone', '555-014', PHONE_MESSAGE],
    ['phone', '2 514 555 0118', PHONE_MESSAGE],
    ['phone', '(512) 555-0142 x 12 x 3', PHONE_MESSAGE],
    ['phone', '(512) 555-0142 ext. front desk', PHONE_MESSAGE],
    ['logoUrl', 'javascript:alert(1)', 'Logo URL must start with https:// or be a path on this site'],
    ['imageUrl', '../../etc/passwd', 'Image URL must start with https:// or be a path on this site'],
    // An http:// image is blocked by the pages' CSP: it would show as a broken image.
    ['logoUrl', 'http://example.com/logo.png', 'Logo URL must start with https:// or be a path on this site'],
  ])('refuses %s = %j', (field, value, message) => {
    expect(errorsOf({ ...valid, [field]: value })).toEqual({ [field]: message });
  });

  it.each([
    '(512) 555-0142',
    '512.555.0142',
    '+1 514 555-0118',
    '1-800-555-0199',
    '(512) 555-0142 x 204',
    '514 555-0118 #3',
    '+1 (412) 555-0199 ext. 12',
    '412-555-0199 extension 7',
    '514 555-0118 poste 204',
  ])('accepts the phone number %j', (phone) => {
    expect(errorsOf({ ...valid, phone })).toEqual({});
  });

  it.each([
    ['512 555 0199', '(512) 555-0199'],
    ['512.555.0177', '(512) 555-0177'],
    ['+1 514 555-0118', '(514) 555-0118'],
    ['1-800-555-0199', '(800) 555-0199'],
    ['(512) 555-0142 x 204', '(512) 555-0142 ext. 204'],
    ['514 555-0118 #3', '(514) 555-0118 ext. 3'],
    ['412-555-0199 EXTENSION 7', '(412) 555-0199 ext. 7'],
    ['514 555-0118 poste 204', '(514) 555-0118 ext. 204'],
    // As French pages and the French portal show it, so a French partner saves their form unchanged.
    ['514 555-0118, poste 204', '(514) 555-0118 ext. 204'],
    ['512-555-0199 Ext: 12', '(512) 555-0199 ext. 12'],
    ['(512) 555-0153 ext. 12', '(512) 555-0153 ext. 12'],
    ['555-0123', '555-0123'],
    ['555.0123 x 4', '555.0123 x 4'],
  ])('stores the phone %j as %j, the after-hours phone too, from every form', (typed, stored) => {
    const withPhones = { ...valid, phone: typed, afterHoursPhone: typed };
    expect(partnerInputSchema.parse(withPhones)).toMatchObject({ phone: stored, afterHoursPhone: stored });
    expect(partnerUpdateSchema.parse({ phone: typed, afterHoursPhone: typed })).toEqual({
      phone: stored,
      afterHoursPhone: stored,
    });
    expect(partnerOwnEditSchema.parse({ ...ownEdit, phone: typed, afterHoursPhone: typed })).toMatchObject({
      phone: stored,
      afterHoursPhone: stored,
    });
  });

  it('accepts site paths and URLs for images, and coordinates in range', () => {
    expect(
      errorsOf({
        ...valid,
        imageUrl: 'attached_assets/chapel.jpg',
        logoUrl: 'https://cdn.example/logo.png',
        coordinates: { latitude: 30.27, longitude: -97.74 },
        socialMedia: { facebook: 'https://facebook.com/hillcountry', instagram: '' },
      }),
    ).toEqual({});
    expect(errorsOf({ ...valid, coordinates: { latitude: 91, longitude: 0 } })).toEqual({
      'coordinates.latitude': 'Latitude must be between -90 and 90',
    });
  });
});

describe('partnerUpdateSchema', () => {
  it('makes every field optional but still checks what is sent', () => {
    expect(partnerUpdateSchema.parse({})).toEqual({});
    expect(partnerUpdateSchema.parse({ isPriority: true })).toEqual({ isPriority: true });
    expect(errorsOf({ name: '' }, partnerUpdateSchema)).toEqual({ name: 'Business name is required' });
    expect(errorsOf({ state: 'Ontario', zipCode: '78701' }, partnerUpdateSchema)).toEqual({
      zipCode: 'Enter a Canadian postal code like A1A 1A1',
    });
  });

  it('lets a form clear an optional field', () => {
    expect(partnerUpdateSchema.parse({ website: '' })).toEqual({ website: null });
  });
});

describe('partnerBulkUpdateSchema', () => {
  it('needs at least one field', () => {
    const result = partnerBulkUpdateSchema.safeParse({});
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe('Please select at least one field to update');
  });

  it('keeps only the bulk fields', () => {
    expect(partnerBulkUpdateSchema.parse({ isActive: false, name: 'ignored' })).toEqual({ isActive: false });
  });

  it('caps a bulk edit at 2,000 partners', () => {
    const ids = Array.from({ length: 2001 }, () => crypto.randomUUID());
    expect(partnerBulkEditSchema.safeParse({ ids, updates: { isActive: true } }).success).toBe(false);
    expect(partnerBulkEditSchema.safeParse({ ids: ids.slice(0, 2), updates: { isActive: true } }).success).toBe(true);
  });
});

describe('admin request schemas', () => {
  it('accepts only a uuid as an admin partner id', () => {
    expect(adminPartnerIdParamsSchema.safeParse({ id: crypto.randomUUID() }).success).toBe(true);
    for (const id of ['hill-country-cremation-austin-tx', '1001', '', "1' or 1=1"]) {
      expect(adminPartnerIdParamsSchema.safeParse({ id }).success).toBe(false);
    }
  });

  it('caps a bulk delete like a bulk edit', () => {
    const ids = Array.from({ length: 2001 }, () => crypto.randomUUID());
    expect(partnerBulkDeleteSchema.safeParse({ ids }).success).toBe(false);
    expect(partnerBulkDeleteSchema.safeParse({ ids: ids.slice(0, 2000) }).success).toBe(true);
  });

  it('caps an import at 5,000 rows and defaults to writing', () => {
    expect(partnerImportSchema.parse({ partners: [{}] })).toEqual({ partners: [{}], dryRun: false });
    const result = partnerImportSchema.safeParse({ partners: Array.from({ length: 5001 }, () => ({})) });
    expect(result.success ? {} : toFieldErrors(result.error)).toEqual({
      partners: 'At most 5,000 partners per import',
    });
  });

  it('reads the search query: blank parts are absent, a state in any spelling becomes its name', () => {
    expect(adminPartnerSearchQuerySchema.parse({})).toEqual({ q: '', state: undefined });
    expect(adminPartnerSearchQuerySchema.parse({ q: '  Austin ', state: 'tx' })).toEqual({
      q: 'Austin',
      state: 'Texas',
    });
    expect(adminPartnerSearchQuerySchema.parse({ q: 'a', state: ' ' })).toEqual({ q: 'a', state: undefined });
    expect(adminPartnerSearchQuerySchema.safeParse({ q: ['a', 'b'] }).success).toBe(false);
  });

  it('needs name, address, city and state to write a description, and ignores numbers it cannot read', () => {
    const base = { name: 'Hill Country', address: '1 Main St', city: 'Austin', state: 'Texas' };
    expect(partnerDescriptionRequestSchema.parse({ ...base, annualCremations: 'lots', servicesOffered: 'x' })).toEqual({
      ...base,
      annualCremations: undefined,
      servicesOffered: [],
    });
    const result = partnerDescriptionRequestSchema.safeParse({ ...base, city: '' });
    expect(result.success ? {} : toFieldErrors(result.error)).toEqual({
      city: 'Please fill in partner name, address, city, and state first.',
    });
  });

  it('says why a ZIP does not fit a state', () => {
    expect(zipCodeProblem('Texas', '78701')).toBeNull();
    expect(zipCodeProblem('Ontario', '78701')).toBe('Enter a Canadian postal code like A1A 1A1');
    expect(zipCodeProblem('Texas', 'M5V 2T6')).toBe('Enter a ZIP code like 12345 or 12345-6789');
  });
});
