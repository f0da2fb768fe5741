import type { Database } from '~/db/client.server';
import { partnerAliases, partners, type NewPartnerRow, type PartnerRow } from '~/db/schema.server';
import { DEMO_CITIES } from '~/db/seed/demo-cities';
import { abbreviationFor, findRegion } from '~/modules/geo/regions';
import { basePartnerSlug, derivePartnerLocation } from '~/modules/partners/partner-location';
import { type PartnerInput, partnerInputSchema } from '~/modules/partners/partner.schema';
import { timeZoneOfAddress } from '~/modules/partners/address-time-zone';
import { openingMinutesColumn } from '~/modules/partners/partner-write.server';

let sequence = 0;

/**
 * A real postal code of the state or province (of the city, when the demo cities know it there), so a partner
 * given a state but no ZIP agrees with it as the server demands (decision 048). Canada: the city's FSA and a
 * made-up local unit.
 */
export function postalCodeIn(state: string, city?: string): string {
  const region = findRegion(state);
  const cities = DEMO_CITIES.filter((place) => place.state === region?.name);
  // Biggest first: a state's first city is its best known.
  const place = cities.find((candidate) => candidate.name === city) ?? cities[0];
  const code = place?.postalCodes[0];
  if (!place || !code) throw new Error(`postalCodeIn: no city known in ${state}`);
  return place.country === 'CA' ? `${code} 1A1` : code;
}

/** A valid partner input (what the admin form or CSV import would send), with overrides. */
export function buildPartner(overrides: Partial<PartnerInput> = {}): PartnerInput {
  sequence += 1;
  const state = overrides.state ?? 'Texas';
  return partnerInputSchema.parse({
    name: `Evergreen Memorial ${sequence}`,
    address: `${100 + sequence} Main Street`,
    city: 'Austin',
    state,
    // Austin's unless another known state is given without a ZIP: then one of that state's.
    zipCode: [undefined, 'Texas'].includes(findRegion(state)?.name) ? '78701' : postalCodeIn(state, overrides.city),
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
