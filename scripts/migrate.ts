/**
 * Applies pending migrations (drizzle/) without starting the server: `npm run migrate`.
 * Same target rule as the server: DATABASE_URL (PostgreSQL), else PGlite in DATA_DIR (default ./data).
 * The server also migrates at boot; this is for deploy pipelines that migrate first, then roll instances.
 */
import { databaseTargetFromEnv, openDatabase } from '~/db/client.server';
import { migrateDatabase } from '~/db/migrate.server';
import { loadEnv } from '~/lib/env.server';

async function main() {
  const env = loadEnv();
  const target = databaseTargetFromEnv(env);
  const database = await openDatabase(target);
  try {
    await migrateDatabase(database);
    console.log(`Migrations applied (${target.kind === 'postgres' ? 'PostgreSQL' : `PGlite in ${env.DATA_DIR}`}).`);
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
