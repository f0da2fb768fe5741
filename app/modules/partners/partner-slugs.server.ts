import { inArray, or, sql, type SQLWrapper } from 'drizzle-orm';
import type { Transaction } from '~/db/client.server';
import { abbreviationFor } from '~/modules/geo/regions';
import { basePartnerSlug } from './partner-location';
import { partnerAliases, partners, type PartnerRow } from './partner.table';

/*
 * Unique partner slugs (design §3 "Identity of a partner": `name-city-state`, de-duplicated with -2, -3 ...).
 *
 * Slugs follow the partner: when an edit changes the name, city or state, the partner gets the slug of its
 * new name and its old slug is kept in partner_aliases, so /partner/{old-slug} links keep working (the
 * public lookup tries slug, then alias). A new slug is never one that another partner uses as a slug or an
 * alias. Every write that allocates slugs first takes one transaction-scoped advisory lock, so two admins
 * creating "Grace Chapel" in the same city at once get -2 and -3 rather than a unique-index error.
 */

/** pg_advisory_xact_lock key of slug allocation (distinct from the migration and first-admin locks). */
const SLUG_LOCK_KEY = 7_300_452_001;

/** Serialises slug allocation until the end of the transaction. Take it before any row lock (no deadlocks). */
export async function lockPartnerSlugs(tx: Transaction): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${SLUG_LOCK_KEY})`);
}

/** The `name-city-st` base for a partner's (canonical) state name. */
export function partnerSlugBase(name: string, city: string, stateName: string): string {
  return basePartnerSlug(name, city, abbreviationFor(stateName));
}

/** `grace-chapel-austin-tx-3` → `grace-chapel-austin-tx` (a base always ends in the state's letters). */
function withoutSuffix(column: SQLWrapper) {
  return sql`regexp_replace(${column}, '-[0-9]+$', '')`;
}

const NEW_PARTNER = Symbol('new partner');
type Owner = string | typeof NEW_PARTNER;

/**
 * The slugs in use around some bases, and the next free one for each. Load once per transaction (after
 * lockPartnerSlugs) with every base the transaction may need, then `take` in order.
 */
export class SlugAllocator {
  private constructor(private readonly owners: Map<string, Owner>) {}

  static async load(tx: Transaction, bases: readonly string[]): Promise<SlugAllocator> {
    const unique = [...new Set(bases)].filter((base) => base !== '');
    const owners = new Map<string, Owner>();
    if (unique.length === 0) return new SlugAllocator(owners);
    const slugRows = await tx
      .select({ slug: partners.slug, partnerId: partners.id })
      .from(partners)
      .where(or(inArray(partners.slug, unique), inArray(withoutSuffix(partners.slug), unique)));
    const aliasRows = await tx
      .select({ slug: partnerAliases.aliasId, partnerId: partnerAliases.partnerId })
      .from(partnerAliases)
      .where(or(inArray(partnerAliases.aliasId, unique), inArray(withoutSuffix(partnerAliases.aliasId), unique)));
    for (const row of [...slugRows, ...aliasRows]) owners.set(row.slug, row.partnerId);
    return new SlugAllocator(owners);
  }

  /** Free for this partner: unused, or one of its own old slugs (a partner renamed back gets it again). */
  isFree(slug: string, partnerId?: string): boolean {
    const owner = this.owners.get(slug);
    return owner === undefined || (partnerId !== undefined && owner === partnerId);
  }

  /** `base` if free, else `base-2`, `base-3` ...; the result is then taken. */
  take(base: string, partnerId?: string): string {
    let candidate = base;
    for (let n = 2; !this.isFree(candidate, partnerId); n++) candidate = `${base}-${n}`;
    this.owners.set(candidate, partnerId ?? NEW_PARTNER);
    return candidate;
  }

  /** A slug given explicitly (an import's slug column): itself when free, else allocated from the base. */
  takeExact(slug: string, fallbackBase: string): string {
    if (!this.isFree(slug)) return this.take(fallbackBase);
    this.owners.set(slug, NEW_PARTNER);
    return slug;
  }
}

/**
 * The slug a partner should have after an edit to name, city or state: unchanged when its base is the same
 * (a typo fix in the address, a new phone), else the next free slug of the new base.
 */
export function slugAfterEdit(
  allocator: SlugAllocator,
  current: Pick<PartnerRow, 'id' | 'slug' | 'name' | 'city' | 'state'>,
  next: { name: string; city: string; state: string },
): string {
  const before = partnerSlugBase(current.name, current.city, current.state);
  const after = partnerSlugBase(next.name, next.city, next.state);
  if (before === after) return current.slug;
  return allocator.take(after, current.id);
}

export interface SlugChange {
  partnerId: string;
  oldSlug: string;
  newSlug: string;
}

/**
 * After slug changes: each old slug becomes an alias of its partner, and an alias equal to a new slug goes
 * (it can only be that partner's own: the allocator never hands out another partner's alias). Batched, so
 * a bulk move of 2,000 partners is two statements.
 */
export async function keepOldSlugsAsAliases(tx: Transaction, changes: readonly SlugChange[]): Promise<void> {
  const moved = changes.filter((change) => change.oldSlug !== change.newSlug);
  for (let start = 0; start < moved.length; start += 1000) {
    const batch = moved.slice(start, start + 1000);
    await tx.delete(partnerAliases).where(
      inArray(
        partnerAliases.aliasId,
        batch.map((change) => change.newSlug),
      ),
    );
    await tx
      .insert(partnerAliases)
      .values(batch.map((change) => ({ aliasId: change.oldSlug, partnerId: change.partnerId })))
      .onConflictDoNothing();
  }
}
