/**
 * Seeds the demo directory into a database: `npm run seed -- [options]`.
 *
 *   --partners N        active partners to create (default 1857; a few inactive ones are added)
 *   --seed N            generator seed (default: the demo seed; same seed, same data)
 *   --database-url URL  PostgreSQL to seed (default: DATABASE_URL; unset means PGlite)
 *   --data-dir DIR      PGlite folder (default: DATA_DIR or ./data)
 *   --reset             delete existing partners, aliases and FAQ items first
 *
 * PGlite allows one process per data folder: stop the app before seeding its DATA_DIR.
 */
import { parseArgs } from 'node:util';
import { type DatabaseTarget, openDatabase } from '~/db/client.server';
import { isDatabaseEmpty, migrateDatabase } from '~/db/migrate.server';
import { DEMO_PARTNER_COUNT, DEMO_SEED } from '~/db/seed/demo-partners';
import { clearDemoData, seedDemoData } from '~/db/seed/seed.server';

const usage = `Usage: npm run seed -- [--partners N] [--seed N] [--database-url URL] [--data-dir DIR] [--reset]`;

function wholeNumber(name: string, value: string | undefined, fallback: number): number {
  if (value === undefined) return fallback;
  const parsed = Number(value);
  if (!Number.isSafeInteger(parsed) || parsed < 0) throw new Error(`--${name} must be a whole number, got "${value}"`);
  return parsed;
}

async function main() {
  const { values } = parseArgs({
    options: {
      partners: { type: 'string' },
      seed: { type: 'string' },
      'database-url': { type: 'string' },
      'data-dir': { type: 'string' },
      reset: { type: 'boolean', default: false },
      help: { type: 'boolean', short: 'h', default: false },
    },
  });
  if (values.help) {
    console.log(usage);
    return;
  }
  const partnerCount = wholeNumber('partners', values.partners, DEMO_PARTNER_COUNT);
  const seed = wholeNumber('seed', values.seed, DEMO_SEED);
  const databaseUrl = values['database-url'] || process.env.DATABASE_URL || undefined;
  const target: DatabaseTarget = databaseUrl
    ? { kind: 'postgres', url: databaseUrl }
    : { kind: 'pglite', dataDir: values['data-dir'] || process.env.DATA_DIR || './data' };

  const database = await openDatabase(target);
  try {
    await migrateDatabase(database);
    if (values.reset) {
      await clearDemoData(database.db);
    } else if (!(await isDatabaseEmpty(database))) {
      throw new Error(
        'The partners table is not empty. Run again with --reset to replace its partners, aliases and FAQ items.',
      );
    }
    const started = performance.now();
    const summary = await seedDemoData(database.db, { partners: partnerCount, seed });
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    const where = target.kind === 'postgres' ? 'PostgreSQL' : `PGlite in ${target.dataDir}`;
    console.log(
      `Seeded ${where} in ${seconds} s: ${summary.partners} partners (${summary.active} active, ${summary.inactive} inactive, ` +
        `${summary.priority} priority), ${summary.aliases} legacy aliases, ${summary.faqItems} FAQ items.`,
    );
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
