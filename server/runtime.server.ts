import type pino from 'pino';
import type { AppContext } from '~/lib/context.server';
import { databaseTargetFromEnv, openDatabase } from '~/db/client.server';
import { isDatabaseEmpty, migrateDatabase } from '~/db/migrate.server';
import { seedDemoDataIfEmpty } from '~/db/seed/seed.server';
import { loadEnv } from '~/lib/env.server';
import { createLogger } from '~/lib/logger.server';

export interface BootOptions {
  /** The environment to read (tests boot several runtimes side by side). */
  source?: NodeJS.ProcessEnv;
  logDestination?: pino.DestinationStream;
}

/**
 * Boot: parse env, open the database, migrate, seed an empty database with the demo set. Instances starting
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
  return { db: database.db, database, env, log };
}
