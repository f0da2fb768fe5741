import { addDays, closureOn, localDate, type PartnerClosure } from './closures';
import { localMinuteOfWeek, MINUTES_PER_DAY, timeZoneOfRegion } from './opening-hours';

/*
 * "Closed today" (decisions 036 and 038): a holiday closure covers the partner's local day at `at`, in the
 * time zone of its state or province. The one rule of the partner page's badge, the cards' badge and the
 * public caches that keep those pages (the SQL "open now" filter says the same in partner-filters.server.ts).
 * Pure and browser-safe.
 */

export interface ClosingPartner {
  state: string;
  closures: readonly PartnerClosure[];
}

/** The closure covering the partner's local day at `at`, if any. */
export function closureToday(partner: ClosingPartner, at: Date): PartnerClosure | undefined {
  if (partner.closures.length === 0) return undefined;
  const timeZone = timeZoneOfRegion(partner.state);
  return timeZone ? closureOn(partner.closures, localDate(at, timeZone)) : undefined;
}

/**
 * When "closed today" next changes for this partner, if that is at its coming local midnight (ms since the
 * epoch); null when the next local day reads the same as this one. Time zones of North America are whole
 * minutes from UTC and change offset at 2 AM, so the local midnight is the local minute of the day away.
 */
export function closedTodayChangesAt(partner: ClosingPartner, at: Date): number | null {
  if (partner.closures.length === 0) return null;
  const timeZone = timeZoneOfRegion(partner.state);
  if (!timeZone) return null;
  const today = localDate(at, timeZone);
  const closedNow = closureOn(partner.closures, today) !== undefined;
  const closedTomorrow = closureOn(partner.closures, addDays(today, 1)) !== undefined;
  if (closedNow === closedTomorrow) return null;
  const minuteOfDay = localMinuteOfWeek(at, timeZone) % MINUTES_PER_DAY;
  const startOfMinute = at.getTime() - (at.getTime() % 60_000);
  return startOfMinute + (MINUTES_PER_DAY - minuteOfDay) * 60_000;
}
