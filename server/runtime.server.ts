import type pino from 'pino';
import type { AppContext } from '~/lib/context.server';
import { databaseTargetFromEnv, openDatabase } from '~/db/client.server';
import { isDatabaseEmpty, migrateDatabase } from '~/db/migrate.server';
import { seedDemoDataIfEmpty } from '~/db/seed/seed.server';
import { loadEnv } from '~/lib/env.server';
import { createLogger } from '~/lib/logger.server';
import { isSetupComplete } from '~/modules/admin-auth/admin-auth.service.server';
import { fillMissingTimeZones } from '~/modules/partners/partner-time-zones.server';

export interface BootOptions {
  /** The environment to read (tests boot several runtimes side by side). */
  source?: NodeJS.ProcessEnv;
  logDestination?: pino.DestinationStream;
}

/**
 * Boot: parse env, open the database, migrate, seed an empty database with the demo set, name the time zones
 * of partners written before they had one (fillMissingTimeZones). Instances starting
 * together on one PostgreSQL take turns: migrations and the seed each run under an advisory lock.
 */
export async function bootRuntime({ source = process.env, logDestination }: BootOptions = {}): Promise<AppContext> {
  const env = loadEnv(source);
  const log = createLogger(env.LOG_LEVEL, logDestination);
  const database = await openDatabase(databaseTargetFromEnv(env));
  log.info({ database: database.kind }, 'database opened');
  await migrateDatabase(database);
  if (env.SEED === 'demo' && (await isDatabaseEmpty(database))) {
    const started = Date.now();
    const summary = await seedDemoDataIfEmpty(database.db);
    if (summary) log.info({ ...summary, ms: Date.now() - started }, 'demo data seeded');
  }
  const zoned = await fillMissingTimeZones(database.db);
  if (zoned > 0) log.info({ partners: zoned }, 'partner time zones named from their postal codes');
  if (env.NODE_ENV === 'production' && !env.SETUP_TOKEN && !(await isSetupComplete(database.db))) {
    log.warn(
      'No administrator yet and SETUP_TOKEN is not set: whoever first opens /admin/setup becomes the administrator. Create the account now, or set SETUP_TOKEN.',
    );
  }
  return { db: database.db, database, env, log };
}
