import { addDays, closureOn, localDate, type PartnerClosure, upcomingClosures } from './closures';
import { localMinuteOfWeek, MINUTES_PER_DAY, partnerTimeZone } from './opening-hours';

/*
 * "Closed today" (decisions 036 and 038): a holiday closure covers the partner's local day at `at`, on its
 * own clock (partnerTimeZone). The one rule of the partner page's badge, the cards' badge and the
 * public caches that keep those pages (the SQL "open now" filter says the same in partner-filters.server.ts).
 * Pure and browser-safe.
 */

export interface ClosingPartner {
  state: string;
  timeZone: string | null;
  closures: readonly PartnerClosure[];
}

interface LocalDay {
  today: string;
  tomorrow: string;
  /** The coming local midnight (ms since the epoch). */
  midnight: number;
}

/** The local days of the last minute asked about, by zone: requests of one minute share them. */
let lastMinute: { minute: number; byZone: Map<string, LocalDay> } = { minute: NaN, byZone: new Map() };

/**
 * The partner's local day at `at`, on its own clock: the calendar arithmetic (Intl) is done once per
 * time zone and minute, as it costs far more than comparing days. North American zones are whole minutes
 * from UTC and change offset at 2 AM, so the coming midnight is the rest of the local day away.
 */
export function localDaysAt(at: Date): (partner: Pick<ClosingPartner, 'state' | 'timeZone'>) => LocalDay | undefined {
  const startOfMinute = at.getTime() - (((at.getTime() % 60_000) + 60_000) % 60_000);
  if (lastMinute.minute !== startOfMinute) lastMinute = { minute: startOfMinute, byZone: new Map() };
  const { byZone } = lastMinute;
  return (partner) => {
    const timeZone = partnerTimeZone(partner);
    if (!timeZone) return undefined;
    let day = byZone.get(timeZone);
    if (!day) {
      const today = localDate(at, timeZone);
      const minuteOfDay = localMinuteOfWeek(at, timeZone) % MINUTES_PER_DAY;
      day = { today, tomorrow: addDays(today, 1), midnight: startOfMinute + (MINUTES_PER_DAY - minuteOfDay) * 60_000 };
      byZone.set(timeZone, day);
    }
    return day;
  };
}

/** The closure covering the partner's local day at `at`, if any. */
export function closureToday(partner: ClosingPartner, at: Date, daysAt = localDaysAt(at)): PartnerClosure | undefined {
  if (partner.closures.length === 0) return undefined;
  const day = daysAt(partner);
  return day ? closureOn(partner.closures, day.today) : undefined;
}

/**
 * When "closed today" next changes for this partner, if that is at its coming local midnight (ms since the
 * epoch); null when the next local day reads the same as this one.
 */
export function closedTodayChangesAt(partner: ClosingPartner, at: Date, daysAt = localDaysAt(at)): number | null {
  if (partner.closures.length === 0) return null;
  const day = daysAt(partner);
  if (!day) return null;
  const closedNow = closureOn(partner.closures, day.today) !== undefined;
  const closedTomorrow = closureOn(partner.closures, day.tomorrow) !== undefined;
  return closedNow === closedTomorrow ? null : day.midnight;
}

/**
 * The closures not over yet on the partner's own calendar at `at` (all of them for a region whose clock is
 * unknown): what the admin form and the portal show, and what a save from them keeps, so a past day drops off.
 */
export function closuresStillToCome(
  partner: { timeZone: string | null; state: string },
  closures: readonly PartnerClosure[],
  at: Date,
): PartnerClosure[] {
  const timeZone = partnerTimeZone(partner);
  return timeZone ? upcomingClosures(closures, localDate(at, timeZone)) : [...closures];
}
