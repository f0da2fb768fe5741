import { getTableColumns } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { PARTNER_EXPORT_COLUMNS, PARTNER_IMPORT_COLUMNS } from './partner-csv';
import { toPartnerJson } from './partner-json.server';
import { partnerJsonSchema, partnerInputSchema, partnerUpdateSchema } from './partner.schema';
import {
  PARTNER_COORDINATE_COLUMNS,
  PARTNER_PRIVATE_COLUMNS,
  PARTNER_SERVER_OWNED_COLUMNS,
  type PartnerRow,
  partners,
} from './partner.table';

/*
 * One declaration of a partner: the table. The form/API schemas, the JSON and the CSV columns must name the
 * same fields as its columns, minus the documented server-owned and private ones (partner.table.ts).
 */

const tableColumns = Object.keys(getTableColumns(partners));
const without = (keys: readonly string[], removed: readonly string[]) => keys.filter((key) => !removed.includes(key));
const sorted = (keys: Iterable<string>) => [...keys].sort();

/** What input writes: the columns minus the server-owned ones, coordinates as one field. */
const inputFields = sorted([
  ...without(tableColumns, [...PARTNER_SERVER_OWNED_COLUMNS, ...PARTNER_COORDINATE_COLUMNS]),
  'coordinates',
]);

const row: PartnerRow = {
  id: '00000000-0000-4000-8000-000000000001',
  slug: 'oak-memorial',
  name: 'Oak Memorial',
  address: '1 Main St',
  city: 'Austin',
  state: 'Texas',
  zipCode: '78701',
  phone: '(512) 555-0100',
  stateSlug: 'texas',
  citySlug: 'austin',
  country: 'US',
  email: null,
  emailChangedAt: new Date('2026-03-01T00:00:00Z'),
  website: null,
  description: null,
  longDescription: null,
  descriptionFr: null,
  longDescriptionFr: null,
  preferredLanguage: 'en',
  annualCremations: 0,
  locationCount: 1,
  isPriority: false,
  isActive: true,
  partnerSince: 'January 2026',
  createDate: new Date('2026-01-01T00:00:00Z'),
  informationCheckedAt: new Date('2026-01-01T00:00:00Z'),
  logoUrl: null,
  imageUrl: null,
  socialMedia: null,
  latitude: 30.27,
  longitude: -97.74,
  timeZone: 'America/Chicago',
  servicesOffered: [],
  servicesOfferedFr: [],
  yelpRating: null,
  yelpReviewCount: null,
  googleRating: null,
  googleReviewCount: null,
  googlePlaceId: null,
  priceListUrl: null,
  directCremationFromCents: null,
  priceCheckedOn: null,
  openingHours: null,
  closures: [],
  openingMinutes: null,
  afterHoursPhone: null,
  offersPetCremation: false,
  acceptsCrematedRemains: false,
  offersWitnessedCremation: false,
  servesVeterans: false,
  logoKey: null,
  logoWidth: null,
  logoHeight: null,
  googleSyncedAt: new Date('2026-01-02T00:00:00Z'),
  createdAt: new Date('2026-01-01T00:00:00Z'),
  updatedAt: new Date('2026-01-01T00:00:00Z'),
};

describe('the partner shapes follow the table', () => {
  it('the documented column lists name real columns', () => {
    for (const column of [...PARTNER_SERVER_OWNED_COLUMNS, ...PARTNER_PRIVATE_COLUMNS, ...PARTNER_COORDINATE_COLUMNS])
      expect(tableColumns).toContain(column);
  });

  it('the create and update schemas (API bodies, CSV rows, forms) have a field for every writable column', () => {
    expect(sorted(Object.keys(partnerInputSchema.shape))).toEqual(inputFields);
    expect(sorted(Object.keys(partnerUpdateSchema.shape))).toEqual(sorted([...inputFields, 'updatedAt']));
  });

  it('the JSON (public and admin) has every column but the private ones', () => {
    const jsonKeys = sorted([
      ...without(tableColumns, [...PARTNER_PRIVATE_COLUMNS, ...PARTNER_COORDINATE_COLUMNS]),
      'coordinates',
    ]);
    expect(sorted(Object.keys(partnerJsonSchema.shape))).toEqual(jsonKeys);
    const json = toPartnerJson(row);
    expect(sorted(Object.keys(json))).toEqual(jsonKeys);
    expect(partnerJsonSchema.parse(json)).toEqual(json);
    expect(json).not.toHaveProperty('googleSyncedAt');
    expect(json).not.toHaveProperty('emailChangedAt');
  });

  it('every CSV column is a field the import schema reads (slug names the partner to update)', () => {
    for (const column of PARTNER_EXPORT_COLUMNS) {
      expect(inputFields).toContain(column);
      expect(Object.keys(partnerJsonSchema.shape)).toContain(column);
    }
    for (const column of PARTNER_IMPORT_COLUMNS) expect([...inputFields, 'slug']).toContain(column);
  });
});
