import { type SQL, asc, sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  boolean,
  customType,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  real,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { foldAccents } from '~/lib/text-fold';
import type { PartnerClosure } from './closures';

/*
 * The one declaration of a partner. Not a .server file: the admin forms' schemas (partner.schema.ts) are
 * derived from it in the browser too; it holds declarations only, no database access.
 */

export interface SocialMedia {
  facebook?: string;
  linkedin?: string;
  instagram?: string;
}

/** PostgreSQL's set of integer ranges, as its text (`{[540,1020),[1980,2460)}`). */
const int4multirange = customType<{ data: string; driverData: string }>({ dataType: () => 'int4multirange' });

/**
 * Lower case without accents, in SQL as foldAccents does it in the process ("Coopérative" → "cooperative",
 * "Sacré-Cœur" → "sacre-coeur"; search-punctuation.test.ts checks every letter against foldAccents):
 * one expression for the search's accent-blind containment and the trigram indexes that serve it, which
 * the planner uses only when the query repeats the indexed expression exactly (constants, not parameters).
 */
const ACCENTED = 'àáâãäåāăąçćčďđèéêëēėęěğìíîïīıľĺłñńňòóôõöøōőŕřśšşťùúûüūůűýÿźżž';
const UNACCENTED = 'aaaaaaaaacccddeeeeeeeegiiiiiilllnnnoooooooorrssstuuuuuuuyyzzz';
export function foldedLower(column: SQL | AnyPgColumn): SQL {
  const ligaturesOut = sql`replace(replace(replace(lower(${column}), 'œ', 'oe'), 'æ', 'ae'), 'ß', 'ss')`;
  return sql`translate(${ligaturesOut}, ${sql.raw(`'${ACCENTED}'`)}, ${sql.raw(`'${UNACCENTED}'`)})`;
}

/** `%`, `_` and `\` typed by a person are literal characters in a LIKE pattern (backslash is its default escape). */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (character) => `\\${character}`);
}

/**
 * `column` contains `text`, accents and case ignored on both sides: foldedLower in the database, foldAccents
 * here, so "montreal" finds "Montréal" and "QUÉBEC" finds "Quebec" (on the folded trigram indexes where a
 * column has one).
 */
export function foldedContains(column: SQL | AnyPgColumn, text: string): SQL {
  return sql`${foldedLower(column)} like ${`%${escapeLike(foldAccents(text))}%`}`;
}

/**
 * A name as its letters and digits only, folded, without the words "and" and "et" (so "&" and them are one):
 * what a family types without the punctuation ("Simmons Ferguson", "obrien", "Clark and Sons") is found in
 * the name as written ("Simmons-Ferguson", "O'Brien", "Clark & Sons"). The search folds its query the same
 * way (compactName); one expression for the query and its trigram index.
 */
export function compactLower(column: SQL | AnyPgColumn): SQL {
  const words = sql`' ' || regexp_replace(${foldedLower(column)}, '[^a-z0-9]+', ' ', 'g') || ' '`;
  return sql`replace(replace(replace(${words}, ' and ', ' '), ' et ', ' '), ' ', '')`;
}

export const partners = pgTable(
  'partners',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    slug: text('slug').notNull(),
    name: text('name').notNull(),
    address: text('address').notNull(),
    city: text('city').notNull(),
    state: text('state').notNull(),
    zipCode: text('zip_code').notNull(),
    phone: text('phone').notNull(),
    // Derived on every write from city/state (see partners service): the URL lookups use these, so a
    // /state/{state}/city/{city} request is an index probe, not a scan with lower()/regexp per row.
    stateSlug: text('state_slug').notNull(),
    citySlug: text('city_slug').notNull(),
    country: text('country', { enum: ['US', 'CA'] }).notNull(),
    email: text('email'),
    // When the email last changed, set by the database on any update that changes it (trigger, migration
    // 0032): the portal shows a listing's inquiries from then on, not those its former address received.
    emailChangedAt: timestamp('email_changed_at', { withTimezone: true }),
    website: text('website'),
    description: text('description'),
    longDescription: text('long_description'),
    // The short description in Canadian French, for the French pages; without it they show the English one.
    descriptionFr: text('description_fr'),
    // The About text and the services in Canadian French; without them the French page shows the English ones.
    longDescriptionFr: text('long_description_fr'),
    // The language of every email the partner receives (decision 033). New listings in Quebec default to
    // French (newPartnerRow); the column default is for rows written without it.
    preferredLanguage: text('preferred_language', { enum: ['en', 'fr'] })
      .notNull()
      .default('en'),
    annualCremations: integer('annual_cremations').notNull().default(0),
    locationCount: integer('location_count').notNull().default(1),
    isPriority: boolean('is_priority').notNull().default(false),
    isActive: boolean('is_active').notNull().default(true),
    partnerSince: text('partner_since'),
    createDate: timestamp('create_date', { withTimezone: true }).notNull().defaultNow(),
    logoUrl: text('logo_url'),
    imageUrl: text('image_url'),
    socialMedia: jsonb('social_media').$type<SocialMedia>(),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    // The partner's clock (decision 047), derived on every write from the postal code and state: Texas,
    // Tennessee or Idaho span two zones. Null only in rows written before the column, which the boot fills;
    // partnerTimeZone reads it, and the hours, "open now" and closure days follow it.
    timeZone: text('time_zone'),
    servicesOffered: text('services_offered')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    servicesOfferedFr: text('services_offered_fr')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    yelpRating: real('yelp_rating'),
    yelpReviewCount: integer('yelp_review_count'),
    googleRating: real('google_rating'),
    googleReviewCount: integer('google_review_count'),
    googlePlaceId: text('google_place_id'),
    googleSyncedAt: timestamp('google_synced_at', { withTimezone: true }),
    // What families decide on (decision 028); each shown only when the office entered it, never guessed.
    priceListUrl: text('price_list_url'),
    // The lowest direct cremation price in the partner's currency (USD or CAD by country), in cents, and
    // the day someone checked it: a price is only shown with its date.
    directCremationFromCents: integer('direct_cremation_from_cents'),
    priceCheckedOn: date('price_checked_on', { mode: 'string' }),
    // One line such as "Mo-Fr 09:00-17:00; Sa 10:00-14:00" (opening-hours.ts), in the partner's time zone.
    openingHours: text('opening_hours'),
    // Derived from openingHours on every write: the open minutes of the week (Monday 00:00 = 0), so
    // "open now" is one range test in SQL.
    openingMinutes: int4multirange('opening_minutes'),
    // Holiday closures (closures.ts, decision 036): whole local days closed whatever the hours say, sorted.
    closures: jsonb('closures')
      .$type<PartnerClosure[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    afterHoursPhone: text('after_hours_phone'),
    offersPetCremation: boolean('offers_pet_cremation').notNull().default(false),
    // "We already have the ashes": accepts remains cremated by another provider.
    acceptsCrematedRemains: boolean('accepts_cremated_remains').notNull().default(false),
    offersWitnessedCremation: boolean('offers_witnessed_cremation').notNull().default(false),
    servesVeterans: boolean('serves_veterans').notNull().default(false),
    // The partner's logo or photo (decision 035): a media store key naming re-encoded WebP bytes by their
    // hash, and its size in pixels so the page reserves its box before it loads. All three or none.
    logoKey: text('logo_key'),
    logoWidth: integer('logo_width'),
    logoHeight: integer('logo_height'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    // When the office last confirmed the listing ('Information checked on ...' on the partner page): set on
    // create, on an admin edit and by 'Mark information as checked'. Not the version stamp: a bulk job or a
    // Google refresh changes updatedAt without anyone checking the listing.
    informationCheckedAt: timestamp('information_checked_at', { withTimezone: true }).notNull().defaultNow(),
    // Optimistic concurrency: an update naming a stale updatedAt is refused with 409.
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('partners_slug_key').on(table.slug),
    index('partners_state_city_idx').on(table.stateSlug, table.citySlug),
    index('partners_priority_idx')
      .on(table.stateSlug, table.citySlug)
      .where(sql`${table.isPriority} and ${table.isActive}`),
    index('partners_zip_idx').on(table.zipCode),
    // The admin table's default order and the CSV export's keyset walk (lower(name), id).
    index('partners_name_order_idx').on(sql`lower(${table.name})`, table.id),
    // The other sorts of the admin table: each key, then the (lower(name), id) tie-break, so a page is an
    // index walk (forward for ascending; backward plus an incremental sort of ties for descending).
    index('partners_city_order_idx').on(sql`lower(${table.city})`, sql`lower(${table.name})`, table.id),
    index('partners_state_order_idx').on(table.state, sql`lower(${table.name})`, table.id),
    index('partners_phone_order_idx').on(table.phone, sql`lower(${table.name})`, table.id),
    index('partners_active_order_idx').on(table.isActive, sql`lower(${table.name})`, table.id),
    index('partners_featured_order_idx').on(table.isPriority, sql`lower(${table.name})`, table.id),
    index('partners_updated_order_idx').on(table.updatedAt, sql`lower(${table.name})`, table.id),
    index('partners_email_order_idx').on(sql`lower(${table.email})`, sql`lower(${table.name})`, table.id),
    index('partners_rating_order_idx').on(table.googleRating.desc().nullsLast(), sql`lower(${table.name})`, table.id),
    // A small pending list (64 kB, the least allowed; default 4 MB): new entries wait there until a VACUUM or
    // a full list merges them into the index, and every search reads the whole list sequentially. PGlite
    // never autovacuums, so with the default a bulk load left up to 4 MB behind (at 100,000 partners,
    // 20-35 ms of every trigram probe); turning the list off instead made a 100,000-partner seed 6x slower.
    index('partners_name_trgm_idx')
      .using('gin', sql`lower(${table.name}) gin_trgm_ops`)
      .with({ gin_pending_list_limit: 64 }),
    index('partners_city_trgm_idx')
      .using('gin', sql`lower(${table.city}) gin_trgm_ops`)
      .with({ gin_pending_list_limit: 64 }),
    // The same without accents on either side ("montreal" finds "Montréal"), asked when the plain match
    // found nothing: without them that ask read every partner (1-3 s at 100,000).
    index('partners_name_folded_trgm_idx')
      .using('gin', sql`${foldedLower(table.name)} gin_trgm_ops`)
      .with({ gin_pending_list_limit: 64 }),
    index('partners_city_folded_trgm_idx')
      .using('gin', sql`${foldedLower(table.city)} gin_trgm_ops`)
      .with({ gin_pending_list_limit: 64 }),
    // Names without their punctuation, asked when the folded match found nothing too.
    index('partners_name_compact_trgm_idx')
      .using('gin', sql`${compactLower(table.name)} gin_trgm_ops`)
      .with({ gin_pending_list_limit: 64 }),
    index('partners_google_place_idx').on(table.googlePlaceId),
    // The rows each start checks for a missing time zone (fillMissingTimeZones): none once filled, so the
    // check reads an empty index instead of every partner.
    index('partners_time_zone_missing_idx')
      .on(table.id)
      .where(sql`${table.timeZone} is null`),
    // The few partners with holiday closures, which the "Closed today" cards read once per directory revision
    // (closed-today.server.ts): found without reading every partner (200 ms at 100,000 on PGlite).
    index('partners_closing_idx')
      .on(table.id)
      .where(sql`${table.isActive} and ${table.closures} <> '[]'::jsonb`),
    // A city page's partners in page order (featured first, then by name): a page is a short index walk.
    index('partners_city_page_idx')
      .on(table.stateSlug, table.citySlug, table.isPriority.desc(), sql`lower(${table.name})`, table.id)
      .where(sql`${table.isActive}`),
    // A state or province searched by name (and the fallback's partners of a state like the query), in
    // page order: featured first, then by name, a short index walk instead of sorting thousands of rows.
    index('partners_region_page_idx')
      .on(table.stateSlug, table.isPriority.desc(), sql`lower(${table.name})`, table.id)
      .where(sql`${table.isActive}`),
    // ZIP and postal-code searches: partners within a radius (earth_box) and nearest first (KNN `<->`),
    // earthdistance's points on a cube GiST index.
    index('partners_earth_idx')
      .using('gist', sql`ll_to_earth(${table.latitude}, ${table.longitude})`)
      .where(sql`${table.isActive} and ${table.latitude} is not null and ${table.longitude} is not null`),
    // Nearby cities and the ZIP/postal-code radius search: a bounding-box probe instead of a scan of every
    // partner. The trailing columns are what the radius search needs to rank thousands of partners in a
    // box (id and its sort keys), so it reads them from the index alone (an index-only scan) instead of one
    // heap page per partner; that holds for pages a VACUUM has marked all-visible (see seed.server.ts).
    index('partners_active_geo_idx')
      .on(table.latitude, table.longitude, table.isPriority, table.name, table.id)
      .where(sql`${table.isActive}`),
  ],
);

/**
 * Featured partners first, written as partners_city_page_idx and partners_region_page_idx hold it (`nulls
 * last`; a plain `desc` means `nulls first`), so a page in this order is a walk of the index.
 */
export const featuredFirst = sql`${partners.isPriority} desc nulls last`;

/** A partner's name as every list sorts it (case-insensitively), the key the name-order indexes hold. */
export const sortName = sql<string>`lower(${partners.name})`;
/** By name, then id, so two partners of the same name keep their places from one page to the next. */
export const byName = [asc(sortName), asc(partners.id)];

/** Legacy numeric ids from the previous directory, so old links and bookmarks keep working. */
export const partnerAliases = pgTable(
  'partner_aliases',
  {
    aliasId: text('alias_id').primaryKey(),
    partnerId: uuid('partner_id')
      .notNull()
      .references(() => partners.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('partner_aliases_partner_idx').on(table.partnerId)],
);

export type PartnerRow = typeof partners.$inferSelect;
export type NewPartnerRow = typeof partners.$inferInsert;

/*
 * Which columns reach which shape. Every other column is a field of the forms, the API bodies and the JSON
 * (partner.schema.ts derives them from the table); partner-shape.test.ts fails when a shape drifts.
 */

/** Written by the server only (identity, slugs and country derived from city/state, stamps), never by input. */
export const PARTNER_SERVER_OWNED_COLUMNS = [
  'id',
  'slug',
  'stateSlug',
  'citySlug',
  'country',
  'partnerSince',
  'createDate',
  'createdAt',
  'updatedAt',
  'informationCheckedAt',
  'googleSyncedAt',
  'openingMinutes',
  'timeZone',
  'emailChangedAt',
  'logoKey',
  'logoWidth',
  'logoHeight',
] as const satisfies readonly (keyof PartnerRow)[];

/** Never in any JSON, admin included. */
export const PARTNER_PRIVATE_COLUMNS = [
  'googleSyncedAt',
  'openingMinutes',
  'emailChangedAt',
] as const satisfies readonly (keyof PartnerRow)[];

/** Stored as two columns (the indexes need them), written and published as one `coordinates` object. */
export const PARTNER_COORDINATE_COLUMNS = ['latitude', 'longitude'] as const satisfies readonly (keyof PartnerRow)[];

/**
 * One row whose `revision` changes when a write to the partners the directory-wide figures read commits
 * (a deferred trigger, migration 0003): those figures are memoized per revision in each app process
 * (directory-revision.server.ts), so they are recomputed exactly when the data changed, whoever wrote it.
 */
export const directoryRevision = pgTable('directory_revision', {
  id: integer('id').primaryKey().default(1),
  revision: bigint('revision', { mode: 'number' }).notNull(),
});
