import { getTableColumns, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { timeZoneOfAddress } from '~/modules/partners/address-time-zone';
import { openingMinutesColumn } from '~/modules/partners/partner-write.server';
import type { Database, Transaction } from '../client.server';
import { faqItems, partnerAliases, partners } from '../schema.server';
import { generateDemoFaqItems } from './demo-faq';
import { DEMO_PARTNER_COUNT, DEMO_SEED, generateDemoPartners } from './demo-partners';

/** Rows per INSERT statement: big enough to be quick, small enough to keep each statement's JSON modest. */
const BATCH_SIZE = 500;

export interface SeedDemoDataOptions {
  /** Active partners to create (a few inactive ones are added). Default 1,857. */
  partners?: number;
  seed?: number;
}

export interface SeedDemoDataSummary {
  /** All partner rows written, active and inactive. */
  partners: number;
  active: number;
  inactive: number;
  priority: number;
  aliases: number;
  faqItems: number;
}

/** pg_advisory_xact_lock key of the boot-time seed (distinct from the migration, slug and first-admin locks). */
const SEED_LOCK_KEY = 7_300_453_001;

/**
 * Writes the deterministic demo directory (partners, legacy aliases, starter FAQ) in one transaction:
 * a failure leaves the database as it was. The caller decides when seeding is wanted (`npm run seed`);
 * boot uses seedDemoDataIfEmpty.
 */
export async function seedDemoData(db: Database, options: SeedDemoDataOptions = {}): Promise<SeedDemoDataSummary> {
  return (await writeDemoData(db, options, { onlyIfEmpty: false }))!;
}

/**
 * Seeds only while the partners table is empty, checked under an advisory lock in the seeding transaction:
 * app instances starting together on an empty PostgreSQL seed once; the others wait for that commit, find
 * the partners and go on (null).
 */
export async function seedDemoDataIfEmpty(
  db: Database,
  options: SeedDemoDataOptions = {},
): Promise<SeedDemoDataSummary | null> {
  return writeDemoData(db, options, { onlyIfEmpty: true });
}

async function writeDemoData(
  db: Database,
  options: SeedDemoDataOptions,
  { onlyIfEmpty }: { onlyIfEmpty: boolean },
): Promise<SeedDemoDataSummary | null> {
  const summary = await db.transaction(async (tx) => {
    if (onlyIfEmpty) {
      await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK_KEY})`);
      // Read after the lock: in READ COMMITTED this sees a seed another instance committed meanwhile.
      const [existing] = await tx.select({ id: partners.id }).from(partners).limit(1);
      if (existing) return null;
    }
    const { partners: partnerRows, aliases } = generateDemoPartners({
      count: options.partners ?? DEMO_PARTNER_COUNT,
      seed: options.seed ?? DEMO_SEED,
    });
    const faqRows = generateDemoFaqItems(partnerRows);
    // "Open now" reads the minutes derived from the hours and the zone from the postal code, as every write
    // derives them.
    const rows = partnerRows.map((row) => ({
      ...row,
      openingMinutes: openingMinutesColumn(row.openingHours),
      timeZone: timeZoneOfAddress(row.zipCode, row.state),
    }));
    await insertInBatches(tx, partners, rows);
    await insertInBatches(tx, partnerAliases, aliases);
    await insertInBatches(tx, faqItems, faqRows);
    const active = partnerRows.filter((partner) => partner.isActive).length;
    return {
      partners: partnerRows.length,
      active,
      inactive: partnerRows.length - active,
      priority: partnerRows.filter((partner) => partner.isPriority).length,
      aliases: aliases.length,
      faqItems: faqRows.length,
    };
  });
  if (!summary) return null;
  // What autovacuum would do after a bulk load, which PGlite never runs: planner statistics, and the
  // visibility map that lets the radius search read partners from partners_active_geo_idx alone
  // (index-only scans). Cannot run inside a transaction, hence after it.
  await db.execute(sql`vacuum analyze ${partners}, ${partnerAliases}, ${faqItems}`);
  return summary;
}

async function insertInBatches<T extends PgTable>(tx: Transaction, table: T, rows: readonly T['$inferInsert'][]) {
  for (let start = 0; start < rows.length; start += BATCH_SIZE) {
    await insertAsJson(tx, table, rows.slice(start, start + BATCH_SIZE));
  }
}

/**
 * One INSERT whose rows travel as a single JSON parameter, unpacked by json_to_recordset. On PGlite this
 * is about three times faster than a multi-row VALUES list, whose cost is binding some 14,000 parameters
 * per statement. Column names and SQL types come from the Drizzle table, so the schema stays the one truth.
 */
async function insertAsJson<T extends PgTable>(tx: Transaction, table: T, rows: T['$inferInsert'][]) {
  const present = new Set(rows.flatMap((row) => Object.keys(row)));
  const columns = Object.entries(getTableColumns(table)).filter(([key]) => present.has(key));
  const names = sql.join(
    columns.map(([, column]) => sql.identifier(column.name)),
    sql`, `,
  );
  const types = sql.join(
    columns.map(([, column]) => sql`${sql.identifier(column.name)} ${sql.raw(column.getSQLType())}`),
    sql`, `,
  );
  // Dates become ISO 8601 strings, which timestamptz reads back exactly; arrays map to text[].
  const json = JSON.stringify(
    rows.map((row) =>
      Object.fromEntries(columns.map(([key, column]) => [column.name, row[key as keyof typeof row] ?? null])),
    ),
  );
  await tx.execute(
    sql`insert into ${table} (${names}) select ${names} from json_to_recordset(${json}::json) as batch(${types})`,
  );
}

/** Removes the directory content the demo seed writes (`npm run seed -- --reset`); admins and inquiries stay. */
export async function clearDemoData(db: Database): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.delete(faqItems);
    await tx.delete(partnerAliases);
    await tx.delete(partners);
  });
}
