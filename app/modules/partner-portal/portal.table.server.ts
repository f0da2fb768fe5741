import { sql } from 'drizzle-orm';
import { index, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { ProposedNameAddress } from './portal-constants';

/*
 * The partner portal's own records. No foreign keys to partners: a partner in the trash keeps its access
 * state for a restore, and the portal never writes the partners table itself.
 */

/**
 * Single-use links sent by email, stored as the SHA-256 of the token only. `purpose` keeps a sign-in link
 * from confirming a listing and the reverse.
 */
export const portalLinks = pgTable(
  'portal_links',
  {
    tokenHash: text('token_hash').primaryKey(),
    purpose: text('purpose', { enum: ['sign-in', 'confirm'] }).notNull(),
    email: text('email').notNull(),
    // Set for a confirm link: the one listing it may confirm.
    partnerId: uuid('partner_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (table) => [index('portal_links_expires_idx').on(table.expiresAt)],
);

/**
 * "Email me a sign-in link", as asked: the request answers once this row is stored, the same for every
 * address, and the link job (portal-link-requests.server.ts) looks the address up and mails it afterwards.
 */
export const portalLinkRequests = pgTable(
  'portal_link_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull(),
    // The language of the page the link was asked from: the email's language only when the address's
    // listings disagree (each listing's own setting decides otherwise).
    locale: text('locale', { enum: ['en', 'fr'] })
      .notNull()
      .default('en'),
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('portal_link_requests_requested_idx').on(table.requestedAt)],
);

/** A signed-in partner: the email on its listings, by the SHA-256 of the cookie's token. */
export const portalSessions = pgTable(
  'portal_sessions',
  {
    tokenHash: text('token_hash').primaryKey(),
    email: text('email').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('portal_sessions_email_idx').on(table.email)],
);

/** Per listing: the office's invitation and revocation, the last sign-in and the last "still right?" email. */
export const portalAccess = pgTable('portal_access', {
  partnerId: uuid('partner_id').primaryKey(),
  invitedAt: timestamp('invited_at', { withTimezone: true }),
  revokedAt: timestamp('revoked_at', { withTimezone: true }),
  lastSignInAt: timestamp('last_sign_in_at', { withTimezone: true }),
  remindedAt: timestamp('reminded_at', { withTimezone: true }),
});

/**
 * A partner's name or address change, waiting for the office: approved (applied through the partners
 * service) or declined. One pending request per listing: a new proposal replaces the waiting one.
 */
export const portalChangeRequests = pgTable(
  'portal_change_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    partnerId: uuid('partner_id').notNull(),
    requestedBy: text('requested_by').notNull(),
    proposed: jsonb('proposed').$type<ProposedNameAddress>().notNull(),
    status: text('status', { enum: ['pending', 'approved', 'declined'] })
      .notNull()
      .default('pending'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('portal_change_requests_pending_idx')
      .on(table.partnerId)
      .where(sql`${table.status} = 'pending'`),
    index('portal_change_requests_status_idx').on(table.status),
  ],
);

export type PortalChangeRequestRow = typeof portalChangeRequests.$inferSelect;
export type PortalLinkRow = typeof portalLinks.$inferSelect;
export type PortalAccessRow = typeof portalAccess.$inferSelect;
