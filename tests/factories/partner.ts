import type { Database } from '~/db/client.server';
import { partnerAliases, partners, type NewPartnerRow, type PartnerRow } from '~/db/schema.server';
import { abbreviationFor } from '~/modules/geo/regions';
import { basePartnerSlug, derivePartnerLocation } from '~/modules/partners/partner-location';
import { type PartnerInput, partnerInputSchema } from '~/modules/partners/partner.schema';
import { timeZoneOfAddress } from '~/modules/partners/address-time-zone';
import { openingMinutesColumn } from '~/modules/partners/partner-write.server';

let sequence = 0;

/** A valid partner input (what the admin form or CSV import would send), with overrides. */
export function buildPartner(overrides: Partial<PartnerInput> = {}): PartnerInput {
  sequence += 1;
  return partnerInputSchema.parse({
    name: `Evergreen Memorial ${sequence}`,
    address: `${100 + sequence} Main Street`,
    city: 'Austin',
    state: 'Texas',
    zipCode: '78701',
    phone: '(512) 555-0100',
    email: `contact${sequence}@evergreen.example`,
    website: 'https://evergreen.example',
    description: 'A family-owned funeral home offering cremation services.',
    servicesOffered: ['Cremation', 'Memorial services'],
    coordinates: { latitude: 30.2672, longitude: -97.7431 },
    ...overrides,
  });
}

export interface InsertPartnerOverrides extends Partial<PartnerInput> {
  slug?: string;
  partnerSince?: string | null;
  createdAt?: Date;
  /** Legacy numeric ids that should resolve to this partner. */
  aliases?: string[];
}

/**
 * Inserts a partner the way the admin service would: location columns and slug derived from city/state, the
 * time zone from the postal code.
 */
export async function insertPartner(db: Database, overrides: InsertPartnerOverrides = {}): Promise<PartnerRow> {
  const { slug, partnerSince, createdAt, aliases = [], ...inputOverrides } = overrides;
  const input = buildPartner(inputOverrides);
  const location = derivePartnerLocation(input.city, input.state);
  if (!location) throw new Error(`insertPartner: unknown state ${input.state}`);
  const { coordinates, socialMedia, ...fields } = input;
  const values: NewPartnerRow = {
    ...fields,
    ...location,
    slug: slug ?? basePartnerSlug(input.name, input.city, abbreviationFor(location.state)),
    partnerSince: partnerSince ?? null,
    latitude: coordinates?.latitude ?? null,
    longitude: coordinates?.longitude ?? null,
    timeZone: timeZoneOfAddress(input.zipCode, location.state),
    openingMinutes: openingMinutesColumn(fields.openingHours ?? null),
    socialMedia: socialMedia
      ? Object.fromEntries(
          Object.entries(socialMedia).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
        )
      : null,
    ...(createdAt ? { createdAt, createDate: createdAt, updatedAt: createdAt } : {}),
  };
  const [row] = await db.insert(partners).values(values).returning();
  if (!row) throw new Error('insertPartner: nothing inserted');
  if (aliases.length > 0) {
    await db.insert(partnerAliases).values(aliases.map((aliasId) => ({ aliasId, partnerId: row.id })));
  }
  return row;
}
