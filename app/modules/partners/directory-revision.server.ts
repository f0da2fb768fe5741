import { eq } from 'drizzle-orm';
import type { Database } from '~/db/client.server';
import { directoryRevision } from './partner.table';

/**
 * Directory-wide figures (counts per state, cities, map dots, totals) read every active partner: at
 * 100,000 partners that is most of a second of PGlite work on the event loop per home render. They change
 * only when partners are written, so each process keeps one copy per database and recomputes it when the
 * directory revision moved on. A trigger (migration 0003) moves the revision when a transaction that
 * inserted or deleted partners or set one of DIRECTORY_COLUMNS commits, whoever writes (admin API, import,
 * a script, another instance), so the copy is never older than the database: nothing here adds to the
 * caching window of bench/README.md. (Inside a transaction that writes partners the revision has not moved
 * yet: read these figures outside it.)
 *
 * A figure kept this way may read only these columns of `partners`: reading another one means adding it to
 * the trigger's UPDATE OF list in a new migration (and here).
 */
export const DIRECTORY_COLUMNS = [
  'is_active',
  'state',
  'state_slug',
  'city',
  'city_slug',
  'country',
  'latitude',
  'longitude',
] as const;

export async function readDirectoryRevision(db: Database): Promise<number> {
  const [row] = await db
    .select({ revision: directoryRevision.revision })
    .from(directoryRevision)
    .where(eq(directoryRevision.id, 1));
  if (!row) throw new Error('directory_revision has no row: the database is not migrated');
  return Number(row.revision);
}

/**
 * Calls made in one synchronous run share one read (the home loader asks for three memoized figures in one
 * Promise.all): nothing, not even a write, can happen between them. Cleared at the next microtask, not the
 * next event-loop turn: PGlite answers through promises alone, so a write can complete within one turn.
 */
const readsThisTurn = new WeakMap<Database, Promise<number>>();
function currentRevision(db: Database): Promise<number> {
  const shared = readsThisTurn.get(db);
  if (shared) return shared;
  const read = readDirectoryRevision(db);
  readsThisTurn.set(db, read);
  queueMicrotask(() => readsThisTurn.delete(db));
  return read;
}

interface Memo<T> {
  revision: number;
  value: Promise<T>;
}

/**
 * `compute(db)` once per directory revision and database. The revision is read before computing: a write
 * committed meanwhile can only make the copy newer than its revision, and the next call sees the new
 * revision and recomputes. Callers asking while a computation runs share it; a failure is not kept.
 */
export function memoizedPerDirectoryRevision<T>(compute: (db: Database) => Promise<T>): (db: Database) => Promise<T> {
  const memos = new WeakMap<Database, Memo<T>>();
  return async (db) => {
    const revision = await currentRevision(db);
    const memo = memos.get(db);
    if (memo?.revision === revision) return memo.value;
    const value = compute(db);
    const fresh: Memo<T> = { revision, value };
    memos.set(db, fresh);
    value.catch(() => {
      if (memos.get(db) === fresh) memos.delete(db);
    });
    return value;
  };
}
