import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

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

export type PortalLinkRow = typeof portalLinks.$inferSelect;
export type PortalAccessRow = typeof portalAccess.$inferSelect;
