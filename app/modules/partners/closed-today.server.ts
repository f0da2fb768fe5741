import { and, eq, ne, sql } from 'drizzle-orm';
import type { Database } from '~/db/client.server';
import { type ClosingPartner, closedTodayChangesAt, closureToday, localDaysAt } from './closed-today';
import { partners } from './partner.table';

/*
 * What the public caches need to know about "Closed today" on cards (decision 038): the active partners that
 * have any closure, with where they are listed. Most partners have none, so the list is short; it is read
 * once per public content revision (every closures edit moves the revision) and process.
 */

export interface ListedClosingPartner extends ClosingPartner {
  id: string;
  stateSlug: string;
  citySlug: string;
}

/** Which partners a page's cards may show: one city, one state or region, or any partner (search). */
export type CardScope = { stateSlug: string; citySlug?: string } | 'any';

export interface ClosedTodayState {
  /** The partners in the scope closed today, sorted: what the cards' badges show. */
  closedIds: string[];
  /** The next instant one of those badges appears or goes (a local midnight), or null if none is due today. */
  changesAt: number | null;
}

function readClosingPartners(db: Database): Promise<ListedClosingPartner[]> {
  return db
    .select({
      id: partners.id,
      state: partners.state,
      timeZone: partners.timeZone,
      stateSlug: partners.stateSlug,
      citySlug: partners.citySlug,
      closures: partners.closures,
    })
    .from(partners)
    .where(and(eq(partners.isActive, true), ne(partners.closures, sql`'[]'::jsonb`)))
    .orderBy(partners.id);
}

const keptPerRevision = new WeakMap<Database, { revision: number; list: Promise<ListedClosingPartner[]> }>();

/** The active partners with closures, as of `revision` (a copy read at a later revision serves too). */
export function listClosingPartners(db: Database, revision: number): Promise<ListedClosingPartner[]> {
  const kept = keptPerRevision.get(db);
  if (kept && kept.revision >= revision) return kept.list;
  const fresh = { revision, list: readClosingPartners(db) };
  keptPerRevision.set(db, fresh);
  fresh.list.catch(() => {
    if (keptPerRevision.get(db) === fresh) keptPerRevision.delete(db);
  });
  return fresh.list;
}

function inScope(partner: ListedClosingPartner, scope: CardScope): boolean {
  if (scope === 'any') return true;
  return partner.stateSlug === scope.stateSlug && (scope.citySlug === undefined || partner.citySlug === scope.citySlug);
}

/** Who in the scope is closed today at `at`, and when that next changes (closed-today.ts's rule). */
export function closedTodayIn(closing: readonly ListedClosingPartner[], scope: CardScope, at: Date): ClosedTodayState {
  const closedIds: string[] = [];
  let changesAt: number | null = null;
  const daysAt = localDaysAt(at);
  for (const partner of closing) {
    if (!inScope(partner, scope)) continue;
    if (closureToday(partner, at, daysAt)) closedIds.push(partner.id);
    const change = closedTodayChangesAt(partner, at, daysAt);
    if (change !== null && (changesAt === null || change < changesAt)) changesAt = change;
  }
  return { closedIds, changesAt };
}
