import { isNotNull, or, sql } from 'drizzle-orm';
import type { Database, Transaction } from '~/db/client.server';
import type { Env } from '~/lib/env.server';
import { AppError } from '~/lib/errors';
import { type AdminActor, lastRecordedAt, recordAdminChange, valuesRestorable } from '~/modules/audit/audit.server';
import { createMediaStore, type MediaStore, removeStoredBefore } from '~/modules/media/media-store.server';
import { lockPartnerSlugs } from './partner-slugs.server';
import { partners } from './partner.table';

/*
 * Uploaded logos no longer in use leave the media store (decision 050). A logo is kept while any partner row
 * names it (live or in the trash), while a partner change recorded in the last LOGO_KEEP_DAYS names it (what an
 * undo from the Activity screen puts back), and for LOGO_KEEP_DAYS after it was stored or uploaded again.
 * Past that an undo that would put it back is refused, naming the partner (assertLogosStillKept).
 */

/** Days an unused logo is kept: the trash's 30 days, so "undo within a month" always finds its image. */
export const LOGO_KEEP_DAYS = 30;

const LOGO_PREFIX = 'logos/';

/** The cleanup, recorded like the trash purge: under no person's name. */
export const LOGO_CLEANUP_ACTOR: AdminActor = {
  id: null,
  username: 'system (unused logo cleanup)',
  email: null,
  kind: 'system',
};

/** The record kind of a removed logo in the Activity screen; its id is the media key. */
export const LOGO_ENTITY = 'logo';

type MediaEnv = Pick<Env, 'MEDIA_STORE' | 'DATA_DIR'>;

const keyOfUrl = (url: string | null | undefined) => {
  const match = url?.match(/\/media\/(logos\/[a-z0-9]+\.webp)(?:[?#]|$)/);
  return match?.[1] ?? null;
};

/** Every logo key that something still refers to, as of `since` for the record. */
async function logosInUse(tx: Transaction, since: Date): Promise<Set<string>> {
  const used = new Set<string>();
  const add = (value: unknown) => {
    if (typeof value !== 'string') return;
    if (value.startsWith(LOGO_PREFIX)) used.add(value);
    const fromUrl = keyOfUrl(value);
    if (fromUrl) used.add(fromUrl);
  };
  // Live partners, active or not: the logo uploaded, and an office-typed address that points at our own copy.
  const live = await tx
    .select({ key: partners.logoKey, url: partners.logoUrl })
    .from(partners)
    .where(or(isNotNull(partners.logoKey), sql`${partners.logoUrl} like '%/media/logos/%'`));
  for (const row of live) [row.key, row.url].forEach(add);
  // The trash (a restore puts the whole row back) and the record of the last LOGO_KEEP_DAYS (an undo of a
  // logo upload, removal or portal edit puts its `before` back).
  const restorable = await valuesRestorable(tx, { entityType: 'partner', fields: ['logoKey', 'logoUrl'], since });
  restorable.forEach(add);
  return used;
}

export interface LogoCleanupResult {
  removed: { key: string; byteLength: number }[];
}

/**
 * One pass: removes the logos nothing refers to that were stored more than LOGO_KEEP_DAYS ago, and records
 * them as one `purge` by the system. Runs under the partners' slug lock, which an undo and a trash restore
 * also take, so a logo an undo is putting back is never removed under it, and two instances running at once
 * take turns (the second finds nothing left). A put of the same bytes moves their stored time, so an upload
 * racing this pass keeps its logo (MediaStore.remove checks that time).
 */
export async function cleanUnusedLogos(
  db: Database,
  { env, now = new Date() }: { env: MediaEnv; now?: Date },
): Promise<LogoCleanupResult> {
  const cutoff = new Date(now.getTime() - LOGO_KEEP_DAYS * 24 * 60 * 60 * 1000);
  return db.transaction(async (tx) => {
    await lockPartnerSlugs(tx);
    const store = createMediaStore({ env, db: tx });
    const used = await logosInUse(tx, cutoff);
    // In the database store the removals and their record commit together; with files, a record that then
    // failed would leave removed files unrecorded (nothing used them), never a record of a removal not made.
    const removed = await removeStoredBefore(store, LOGO_PREFIX, cutoff, (key) => used.has(key));
    if (removed.length === 0) return { removed };
    await recordAdminChange(tx, {
      actor: LOGO_CLEANUP_ACTOR,
      action: 'purge',
      entityType: LOGO_ENTITY,
      summary: `Removed ${removed.length} uploaded logo${removed.length === 1 ? '' : 's'} unused for over ${LOGO_KEEP_DAYS} days`,
      at: now,
      changes: removed.map((object) => ({
        entityId: object.key,
        label: object.key,
        kind: 'purge',
        before: { key: object.key, byteLength: object.byteLength },
      })),
    });
    return { removed };
  });
}

/**
 * For an undo about to put logos back (in its transaction, after the slug lock): 409 naming each partner
 * whose earlier logo was removed as unused, and nothing is undone. Restoring the rest without the image would
 * show a listing as it never was; the office uploads the image again instead.
 */
export async function assertLogosStillKept(
  tx: Transaction,
  env: MediaEnv,
  wanted: readonly { key: string; label: string }[],
): Promise<void> {
  if (wanted.length === 0) return;
  const store: MediaStore = createMediaStore({ env, db: tx });
  const missing: { key: string; label: string }[] = [];
  for (const item of wanted) if (!(await store.head(item.key))) missing.push(item);
  if (missing.length === 0) return;
  const removedAt = await lastRecordedAt(tx, { entityType: LOGO_ENTITY, entityIds: missing.map((item) => item.key) });
  const named = missing.map((item) => `"${item.label}" (${item.key})`).join(', ');
  const when = removedAt ? ` on ${removedAt.toISOString().slice(0, 10)}` : '';
  throw new AppError(
    'CONFLICT',
    `Cannot undo: the earlier logo of ${named} was removed${when}, after ${LOGO_KEEP_DAYS} days unused. Upload the image again from the partner's page. Nothing was undone.`,
  );
}
