import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
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

/*
 * The one declaration of a partner. Not a .server file: the admin forms' schemas (partner.schema.ts) are
 * derived from it in the browser too; it holds declarations only, no database access.
 */

export interface SocialMedia {
  facebook?: string;
  linkedin?: string;
  instagram?: string;
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
    website: text('website'),
    description: text('description'),
    longDescription: text('long_description'),
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
    servicesOffered: text('services_offered')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    yelpRating: real('yelp_rating'),
    yelpReviewCount: integer('yelp_review_count'),
    googleRating: real('google_rating'),
    googleReviewCount: integer('google_review_count'),
    googlePlaceId: text('google_place_id'),
    googleSyncedAt: timestamp('google_synced_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
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
    index('partners_google_place_idx').on(table.googlePlaceId),
    // Nearby cities and the ZIP/postal-code radius search: a bounding-box probe instead of a scan of every
    // partner. The trailing columns are what the radius search needs to rank thousands of partners in a
    // box (id and its sort keys), so it reads them from the index alone (an index-only scan) instead of one
    // heap page per partner; that holds for pages a VACUUM has marked all-visible (see seed.server.ts).
    index('partners_active_geo_idx')
      .on(table.latitude, table.longitude, table.isPriority, table.name, table.id)
      .where(sql`${table.isActive}`),
  ],
);

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
  'googleSyncedAt',
] as const satisfies readonly (keyof PartnerRow)[];

/** Never in any JSON, admin included. */
export const PARTNER_PRIVATE_COLUMNS = ['googleSyncedAt'] as const satisfies readonly (keyof PartnerRow)[];

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
