import { eq } from 'drizzle-orm';
import { CONTENT_REVISION_MAX_AGE_MS } from '~/lib/http-cache';
import type { Database } from './client.server';
import { publicContentRevision } from './content-revision.table.server';

/**
 * The revision of what the public pages and public API reads show, as this process last read it. Kept
 * for at most `maxAgeMs` (a write by anyone is seen within that even if no notification arrives) and
 * forgotten at once by `invalidate()` (an admin write here, a change notification from the database).
 */
export interface ContentRevision {
  current(): Promise<number>;
  invalidate(): void;
}

export async function readContentRevision(db: Database): Promise<number> {
  const [row] = await db
    .select({ revision: publicContentRevision.revision })
    .from(publicContentRevision)
    .where(eq(publicContentRevision.id, 1));
  if (!row) throw new Error('public_content_revision has no row: the database is not migrated');
  return Number(row.revision);
}

export function createContentRevision(
  db: Database,
  { maxAgeMs = CONTENT_REVISION_MAX_AGE_MS, now = Date.now }: { maxAgeMs?: number; now?: () => number } = {},
): ContentRevision {
  let known: { revision: number; readAt: number } | null = null;
  let reading: { generation: number; value: Promise<number> } | null = null;
  // A read that began before an invalidation may return an older number: it is used, never kept.
  let generation = 0;

  return {
    current() {
      if (known && now() - known.readAt < maxAgeMs) return Promise.resolve(known.revision);
      if (reading?.generation === generation) return reading.value;
      const startedAt = now();
      const started = { generation, value: readContentRevision(db) };
      reading = started;
      started.value.then(
        (revision) => {
          if (reading === started) reading = null;
          if (started.generation === generation) known = { revision, readAt: startedAt };
        },
        () => {
          if (reading === started) reading = null;
        },
      );
      return started.value;
    },
    invalidate() {
      generation += 1;
      known = null;
    },
  };
}
