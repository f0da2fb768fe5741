import type { AppContext } from '~/lib/context.server';
import { databaseTargetFromEnv, openDatabase } from '~/db/client.server';
import { isDatabaseEmpty, migrateDatabase } from '~/db/migrate.server';
import { seedDemoData } from '~/db/seed/seed.server';
import { loadEnv } from '~/lib/env.server';
import { createLogger } from '~/lib/logger.server';

/** Boot: parse env, open the database, migrate, seed an empty database with the demo set. */
export async function bootRuntime(): Promise<AppContext> {
  const env = loadEnv();
  const log = createLogger(env.LOG_LEVEL);
  const database = await openDatabase(databaseTargetFromEnv(env));
  log.info({ database: database.kind }, 'database opened');
  await migrateDatabase(database);
  if (env.SEED === 'demo' && (await isDatabaseEmpty(database))) {
    const started = Date.now();
    const summary = await seedDemoData(database.db);
    log.info({ ...summary, ms: Date.now() - started }, 'demo data seeded');
  }
  return { db: database.db, database, env, log };
}
