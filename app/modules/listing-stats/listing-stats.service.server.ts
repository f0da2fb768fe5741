import { and, gte, inArray, sql } from 'drizzle-orm';
import type { Database } from '~/db/client.server';
import { AppError } from '~/lib/errors';
import { partnerContactById } from '~/modules/partners/partners.service.server';
import type { ListingEventKind } from './listing-events';
import { listingDailyCounts } from './listing-stats.table.server';

/*
 * A listing's figures (decision 034): page views and taps counted per UTC day, read back per month and for
 * the last 30 days. Days and months are UTC, as the inquiries' months they are shown with.
 */

/** How many calendar months the portal shows, this one included. */
export const FIGURE_MONTHS = 6;
/** The rolling window shown above the months. */
export const FIGURE_RECENT_DAYS = 30;

/** 'YYYY-MM-DD' of an instant, in UTC. */
const utcDay = (at: Date) => at.toISOString().slice(0, 10);

/** The first instant of the month `back` months before `now`'s, UTC. */
export function monthStart(now: Date, back = 0): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - back, 1));
}

/** The start of the last-30-days window: today counts as one of them. */
export function recentStart(now: Date): Date {
  const today = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
  return new Date(today.getTime() - (FIGURE_RECENT_DAYS - 1) * 86_400_000);
}

/** The months shown, newest first, as 'YYYY-MM'. */
export function figureMonths(now: Date): string[] {
  return Array.from({ length: FIGURE_MONTHS }, (_, back) => monthStart(now, back).toISOString().slice(0, 7));
}

/**
 * Counts one event of a listed partner: one atomic upsert, so concurrent instances never lose a count. A
 * partner that does not exist or is not listed is NOT_FOUND (nothing is stored for it).
 */
export async function recordListingEvent(
  db: Database,
  { partnerId, kind, now = new Date() }: { partnerId: string; kind: ListingEventKind; now?: Date },
): Promise<void> {
  const partner = await partnerContactById(db, partnerId);
  if (!partner?.isActive) throw new AppError('NOT_FOUND', 'Listing not found');
  await db
    .insert(listingDailyCounts)
    .values({ partnerId, day: utcDay(now), kind, count: 1 })
    .onConflictDoUpdate({
      target: [listingDailyCounts.partnerId, listingDailyCounts.day, listingDailyCounts.kind],
      set: { count: sql`${listingDailyCounts.count} + 1` },
    });
}

export interface EventCounts {
  views: number;
  directions: number;
  calls: number;
}

export interface ListingEventFigures {
  recent: EventCounts;
  /** Newest first, one per month of figureMonths(now), zeros included. */
  months: Array<{ month: string } & EventCounts>;
}

const zero = (): EventCounts => ({ views: 0, directions: 0, calls: 0 });
const FIELD: Record<ListingEventKind, keyof EventCounts> = { view: 'views', directions: 'directions', call: 'calls' };

/** Each listing's counts for the last 30 days and the last six months, by partner id (zeros included). */
export async function listingEventFigures(
  db: Database,
  { partnerIds, now = new Date() }: { partnerIds: readonly string[]; now?: Date },
): Promise<Map<string, ListingEventFigures>> {
  const months = figureMonths(now);
  const figures = new Map<string, ListingEventFigures>(
    partnerIds.map((id) => [id, { recent: zero(), months: months.map((month) => ({ month, ...zero() })) }]),
  );
  if (partnerIds.length === 0) return figures;
  const recentFrom = utcDay(recentStart(now));
  const from = [utcDay(monthStart(now, FIGURE_MONTHS - 1)), recentFrom].sort()[0]!;
  const today = utcDay(now);
  const month = sql<string>`to_char(${listingDailyCounts.day}, 'YYYY-MM')`;
  const rows = await db
    .select({
      partnerId: listingDailyCounts.partnerId,
      kind: listingDailyCounts.kind,
      month,
      total: sql<number>`sum(${listingDailyCounts.count})::int`,
      recent: sql<number>`(coalesce(sum(${listingDailyCounts.count}) filter (where ${listingDailyCounts.day} >= ${recentFrom}), 0))::int`,
    })
    .from(listingDailyCounts)
    .where(
      and(
        inArray(listingDailyCounts.partnerId, [...partnerIds]),
        gte(listingDailyCounts.day, from),
        sql`${listingDailyCounts.day} <= ${today}`,
      ),
    )
    .groupBy(listingDailyCounts.partnerId, listingDailyCounts.kind, month);
  for (const row of rows) {
    const listing = figures.get(row.partnerId);
    if (!listing) continue;
    const field = FIELD[row.kind];
    listing.recent[field] += row.recent;
    const inMonth = listing.months.find((entry) => entry.month === row.month);
    if (inMonth) inMonth[field] += row.total;
  }
  return figures;
}
