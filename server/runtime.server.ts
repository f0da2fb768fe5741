import type pino from 'pino';
import type { AppContext } from '~/lib/context.server';
import { databaseTargetFromEnv, openDatabase } from '~/db/client.server';
import { DataDirInUseError } from '~/db/data-dir-lock.server';
import { isDatabaseEmpty, migrateDatabase } from '~/db/migrate.server';
import { seedDemoDataIfEmpty } from '~/db/seed/seed.server';
import { InvalidEnvironmentError, loadEnv } from '~/lib/env.server';
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
  // PostgreSQL connects lazily: reach it before saying it is open.
  await database.ping().catch(async (error: unknown) => {
    await database.close().catch(() => {});
    throw error;
  });
  log.info({ database: database.kind }, 'database opened');
  await migrateDatabase(database);
  if (env.SEED === 'demo' && (await isDatabaseEmpty(database))) {
    const started = Date.now();
    const summary = await seedDemoDataIfEmpty(database.db);
    if (summary) log.info({ ...summary, ms: Date.now() - started }, 'demo data seeded');
  }
  const zoned = await fillMissingTimeZones(database.db);
  if (zoned > 0) log.info({ partners: zoned }, 'partner time zones named from their postal codes');
  if (env.NODE_ENV === 'production' && !source.PUBLIC_URL?.trim()) {
    log.warn(
      `PUBLIC_URL is not set: links in emails (password resets, invitations, sign-in links), canonical links and the sitemap point to ${env.PUBLIC_URL}. Set PUBLIC_URL to the site's public address.`,
    );
  }
  if (env.NODE_ENV === 'production' && !env.SETUP_TOKEN && !(await isSetupComplete(database.db))) {
    log.warn(
      'No administrator yet and SETUP_TOKEN is not set: whoever first opens /admin/setup becomes the administrator. Create the account now, or set SETUP_TOKEN.',
    );
  }
  return { db: database.db, database, env, log };
}

/**
 * What stopped the start and what to do, in one line for the operator (no stack, no password). `source`: the
 * environment the start read, for the database address.
 */
export function describeStartupFailure(error: unknown, source: NodeJS.ProcessEnv = process.env): string {
  if (error instanceof InvalidEnvironmentError) {
    return `Invalid environment (${error.problems.join('; ')}): correct these variables (README.md, "Configuration").`;
  }
  if (error instanceof DataDirInUseError) return error.message;
  const failure = (error ?? {}) as NodeJS.ErrnoException;
  const code = failure.code;
  if (
    source.DATABASE_URL &&
    (code === 'ECONNREFUSED' ||
      code === 'ENOTFOUND' ||
      code === 'ETIMEDOUT' ||
      code === 'EAI_AGAIN' ||
      /timeout/i.test(failure.message ?? ''))
  ) {
    return `Cannot reach the database at ${databaseAddress(source.DATABASE_URL)} (${code ?? failure.message}): is PostgreSQL running and DATABASE_URL right?`;
  }
  if (source.DATABASE_URL && code === '28P01') {
    return `The database at ${databaseAddress(source.DATABASE_URL)} refused the user or password of DATABASE_URL.`;
  }
  if (source.DATABASE_URL && code === '3D000') {
    return `The database named in DATABASE_URL does not exist on ${databaseAddress(source.DATABASE_URL)}: create it (createdb) and start again.`;
  }
  if (code === 'EACCES' || code === 'EPERM' || code === 'EROFS') {
    return `Cannot write ${failure.path ?? 'the data folder'} (${code}): give the server's user write access to DATA_DIR (${source.DATA_DIR || './data'}) or point DATA_DIR elsewhere.`;
  }
  return `Start-up failed: ${error instanceof Error ? error.message : String(error)}`;
}

/** Why the server could not listen on HOST:PORT after a good boot, and what to do, in one line. */
export function describeListenFailure(error: unknown, { HOST, PORT }: { HOST: string; PORT: number }): string {
  const failure = (error ?? {}) as NodeJS.ErrnoException;
  switch (failure.code) {
    case 'EADDRINUSE':
      return `Port ${PORT} on ${HOST} is already in use (EADDRINUSE): stop what listens there or set PORT to a free port.`;
    case 'EACCES':
    case 'EPERM':
      return `Not allowed to listen on port ${PORT} (${failure.code}): set PORT to 1024 or above, or give the server's user that right.`;
    case 'EADDRNOTAVAIL':
    case 'ENOTFOUND':
      return `HOST ${HOST} is not an address of this machine (${failure.code}): set HOST to one of its addresses, or 0.0.0.0 for all.`;
    default:
      return `Cannot listen on ${HOST}:${PORT}: ${failure.message ?? String(error)}. Check HOST and PORT.`;
  }
}

/** host:port of a database URL, never its user or password. */
function databaseAddress(url: string): string {
  try {
    const { hostname, port } = new URL(url);
    return `${hostname}:${port || '5432'}`;
  } catch {
    return 'DATABASE_URL';
  }
}
