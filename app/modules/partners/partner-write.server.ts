import { getTableColumns, sql } from 'drizzle-orm';
import type { Transaction } from '~/db/client.server';
import { AppError } from '~/lib/errors';
import { lookupPostalCode } from '~/modules/geo/postal-codes.server';
import { timeZoneOfAddress } from './address-time-zone';
import { localDate } from './closures';
import { changedHoursProblem, multirangeLiteral, parseOpeningHours, weeklyMinuteRanges } from './opening-hours';
import { defaultPartnerLanguage, derivePartnerLocation, type PartnerLocationFields } from './partner-location';
import { AREA_CODE_MESSAGE, isLocalOnlyPhone, type PartnerInput } from './partner.schema';
import { statePostalCodeProblem } from './state-postal-code.server';
import {
  type NewPartnerRow,
  type PARTNER_SERVER_OWNED_COLUMNS,
  type PartnerRow,
  partners,
  type SocialMedia,
} from './partner.table';

/*
 * How validated partner input becomes column values, shared by create, update, bulk edit and import:
 * location columns derived from city and state, the time zone from the postal code, coordinates from it when
 * none are given (design §3 "Geography": offline data, no third-party call), a version stamp for optimistic
 * concurrency.
 */

/** What a write's rules read of a partner: its address's state and postal code, its hours and phones. */
export interface RuledFields {
  state: string;
  zipCode: string;
  /** Undefined: the write leaves the hours as they are. */
  openingHours?: string | null;
  /** Undefined: the write leaves the phone as it is. */
  phone?: string;
  afterHoursPhone?: string | null;
}

export type RuledField = 'state' | 'openingHours' | 'phone' | 'afterHoursPhone';

/**
 * The first rule a write to a partner breaks, on its field, or null: a state its postal code is not in
 * (decision 048), hours that close when they open, a new phone without its area code (decision 049).
 * `current` is the stored partner (null for a new one): only what the write changes is held to them, so a
 * listing saved before a rule keeps taking other edits.
 */
export function partnerWriteProblem(
  current: RuledFields | null,
  next: RuledFields,
): { field: RuledField; message: string } | null {
  const moved = !current || next.state !== current.state || next.zipCode !== current.zipCode;
  const elsewhere = moved ? statePostalCodeProblem(next.state, next.zipCode) : null;
  if (elsewhere) return { field: 'state', message: elsewhere };
  const hours = changedHoursProblem(current?.openingHours ?? null, next.openingHours);
  if (hours) return { field: 'openingHours', message: hours };
  for (const field of ['phone', 'afterHoursPhone'] as const) {
    const phone = next[field];
    if (phone && phone !== current?.[field] && isLocalOnlyPhone(phone)) return { field, message: AREA_CODE_MESSAGE };
  }
  return null;
}

/** partnerWriteProblem as the 400 of a single partner's write, on the field to correct. */
export function refusePartnerWrite(current: RuledFields | null, next: RuledFields): void {
  const problem = partnerWriteProblem(current, next);
  if (!problem) return;
  throw new AppError('VALIDATION', `${problem.field}: ${problem.message}`, {
    fieldErrors: { [problem.field]: problem.message },
  });
}

/** The columns an admin may write (the schema's fields, flattened). */
export type PartnerColumnValues = Partial<
  Omit<
    NewPartnerRow,
    Exclude<
      (typeof PARTNER_SERVER_OWNED_COLUMNS)[number],
      'stateSlug' | 'citySlug' | 'country' | 'openingMinutes' | 'timeZone'
    >
  >
>;

function socialMediaValue(value: PartnerInput['socialMedia']): SocialMedia | null {
  if (!value) return null;
  const links = Object.fromEntries(
    Object.entries(value).filter((entry): entry is [string, string] => typeof entry[1] === 'string' && entry[1] !== ''),
  );
  return Object.keys(links).length > 0 ? links : null;
}

/** The open minutes of the week the database tests "open now" against (null: no hours given). */
export function openingMinutesColumn(openingHours: string | null): string | null {
  if (openingHours === null) return null;
  const parsed = parseOpeningHours(openingHours);
  // The schema only lets valid hours through; reaching this is a bug, not bad input.
  if (!parsed.ok) throw new Error(`Invalid opening hours after validation: ${parsed.message}`);
  return multirangeLiteral(weeklyMinuteRanges(parsed.week));
}

/** Defined fields only: an absent field is "leave as is", null is "clear". */
export function columnsFromFields(fields: Partial<PartnerInput>): PartnerColumnValues {
  const { coordinates, socialMedia, ...rest } = fields;
  const values: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(rest)) if (value !== undefined) values[key] = value;
  if (fields.openingHours !== undefined) values.openingMinutes = openingMinutesColumn(fields.openingHours ?? null);
  if (socialMedia !== undefined) values.socialMedia = socialMediaValue(socialMedia);
  if (coordinates !== undefined) {
    values.latitude = coordinates?.latitude ?? null;
    values.longitude = coordinates?.longitude ?? null;
  }
  return values as PartnerColumnValues;
}

/** The location columns for a (schema-validated) city and state. */
export function locationColumns(city: string, state: string): PartnerLocationFields {
  const location = derivePartnerLocation(city, state);
  // The schema only lets known states through; reaching this is a bug, not bad input.
  if (!location) throw new Error(`Unknown state after validation: ${state}`);
  return location;
}

/** The postal code's centroid as coordinates, or null when the offline data does not know the code. */
export function coordinatesFromPostalCode(zipCode: string): { latitude: number; longitude: number } | null {
  const found = lookupPostalCode(zipCode);
  return found ? { latitude: found.latitude, longitude: found.longitude } : null;
}

/**
 * The next `updatedAt`: now at millisecond precision (what the JSON carries), and always later than the
 * previous version, so two saves within one millisecond still count as two versions.
 */
export function nextVersion(previous: Date | null, now: Date): Date {
  const at = Math.floor(now.getTime());
  return new Date(previous && previous.getTime() >= at ? previous.getTime() + 1 : at);
}

/** The version the editor loaded is still the current one (compared at JSON's millisecond precision). */
export function isCurrentVersion(row: Pick<PartnerRow, 'updatedAt'>, loadedUpdatedAt: string): boolean {
  return row.updatedAt.getTime() === Date.parse(loadedUpdatedAt);
}

/**
 * Spec §3 "partnerSince": free text such as a month and year; the server writes it when a partner is created,
 * the month on the partner's clock.
 */
export function partnerSinceLabel(date: Date, timeZone: string): string {
  return date.toLocaleString('en-US', { month: 'long', year: 'numeric', timeZone });
}

/** A whole new row from create input (spec §9 defaults already applied by the schema). */
export function newPartnerRow(input: PartnerInput, slug: string, now: Date): NewPartnerRow {
  const location = locationColumns(input.city, input.state);
  const coordinates = input.coordinates ?? coordinatesFromPostalCode(input.zipCode);
  const version = nextVersion(null, now);
  const timeZone = timeZoneOfAddress(input.zipCode, location.state);
  return {
    ...columnsFromFields(input),
    ...location,
    name: input.name,
    address: input.address,
    city: input.city,
    zipCode: input.zipCode,
    phone: input.phone,
    preferredLanguage: input.preferredLanguage ?? defaultPartnerLanguage(location.state),
    slug,
    latitude: coordinates?.latitude ?? null,
    longitude: coordinates?.longitude ?? null,
    timeZone,
    partnerSince: partnerSinceLabel(now, timeZone ?? 'UTC'),
    createDate: version,
    createdAt: version,
    updatedAt: version,
    informationCheckedAt: version,
  };
}

/**
 * The values of an update over an existing row: the given fields, the location columns of the resulting
 * city and state, and new coordinates when the postal code changes without coordinates being given (the
 * old ones would point at the old address; an unknown new code keeps them rather than erase the map).
 */
export function updatedPartnerColumns(
  current: PartnerRow,
  fields: Partial<PartnerInput>,
): PartnerColumnValues & { state: string; city: string; name: string; zipCode: string } {
  const values = columnsFromFields(fields);
  const name = fields.name ?? current.name;
  const city = fields.city ?? current.city;
  const zipCode = fields.zipCode ?? current.zipCode;
  const location = locationColumns(city, fields.state ?? current.state);
  if (fields.coordinates === undefined && zipCode !== current.zipCode) {
    const coordinates = coordinatesFromPostalCode(zipCode);
    if (coordinates) Object.assign(values, coordinates);
  }
  return { ...values, ...location, name, city, zipCode, timeZone: timeZoneOfAddress(zipCode, location.state) };
}

/**
 * A price that changes while its date stays as it was was checked today, on the clock of the address the write
 * leaves (the portal, which has no date field, and an imported sheet whose price cell was edited, its ZIP
 * perhaps too); a cleared price takes its date along. A date the writer changed itself is theirs to keep.
 */
export function priceCheckedOnAfter(
  current: Pick<PartnerRow, 'directCremationFromCents' | 'priceCheckedOn' | 'zipCode' | 'state'>,
  fields: Pick<Partial<PartnerInput>, 'directCremationFromCents' | 'priceCheckedOn' | 'zipCode' | 'state'>,
  now: Date,
): { priceCheckedOn?: string | null } {
  const price = fields.directCremationFromCents;
  if (price === undefined || price === current.directCremationFromCents) return {};
  if (fields.priceCheckedOn !== undefined && fields.priceCheckedOn !== current.priceCheckedOn) return {};
  if (price === null) return { priceCheckedOn: null };
  const timeZone = timeZoneOfAddress(fields.zipCode ?? current.zipCode, fields.state ?? current.state);
  return { priceCheckedOn: localDate(now, timeZone ?? 'UTC') };
}

/** Columns a batched update rewrites (everything but a partner's identity and creation). */
const updatableColumns = Object.entries(getTableColumns(partners)).filter(
  ([key]) => key !== 'id' && key !== 'createdAt' && key !== 'createDate',
);

/**
 * Many rows in one UPDATE: the new values travel as one JSON parameter unpacked by json_to_recordset
 * (about 30 times faster on PGlite than a statement per row). Column names and SQL types come from the
 * Drizzle table, as in the demo seed.
 */
async function updateRowsAsJson(tx: Transaction, rows: readonly PartnerRow[]): Promise<void> {
  const assignments = sql.join(
    updatableColumns.map(([, column]) => sql`${sql.identifier(column.name)} = batch.${sql.identifier(column.name)}`),
    sql`, `,
  );
  const types = sql.join(
    [
      sql`id uuid`,
      ...updatableColumns.map(([, column]) => sql`${sql.identifier(column.name)} ${sql.raw(column.getSQLType())}`),
    ],
    sql`, `,
  );
  const json = JSON.stringify(
    rows.map((row) =>
      Object.fromEntries([
        ['id', row.id],
        ...updatableColumns.map(([key, column]) => [column.name, row[key as keyof PartnerRow] ?? null]),
      ]),
    ),
  );
  await tx.execute(
    sql`update ${partners} set ${assignments} from json_to_recordset(${json}::json) as batch(${types}) where ${partners.id} = batch.id`,
  );
}

/** Rows per batched UPDATE (one JSON parameter each). */
const UPDATE_BATCH = 500;

/** Writes whole rows (as read, with changes applied) back by id, in batches. */
export async function updatePartnerRows(tx: Transaction, rows: readonly PartnerRow[]): Promise<void> {
  for (let start = 0; start < rows.length; start += UPDATE_BATCH) {
    await updateRowsAsJson(tx, rows.slice(start, start + UPDATE_BATCH));
  }
}
