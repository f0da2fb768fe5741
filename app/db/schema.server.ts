// The one schema both drivers (PGlite and PostgreSQL) and drizzle-kit read. Each table lives in its module.
export * from '../modules/partners/partner.table';
export * from '../modules/inquiries/inquiry.table.server';
export * from '../modules/inquiries/inquiry-idempotency.table.server';
export * from '../modules/mail/outbox.table.server';
export * from '../modules/faq/faq.table.server';
export * from '../modules/admin-auth/admin.table.server';
export * from '../lib/rate-limit.table.server';
export * from '../modules/media/media-object.table.server';
export * from '../modules/google-places/google-places.table.server';
export * from './content-revision.table.server';
export * from '../modules/audit/audit.table.server';
export * from '../modules/corrections/correction.table.server';
export * from '../modules/partner-portal/portal.table.server';
export * from '../modules/listing-stats/listing-stats.table.server';
