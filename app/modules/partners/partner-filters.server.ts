import { and, eq, type SQL, sql } from 'drizzle-orm';
import { ALL_REGIONS } from '~/modules/geo/regions';
import { REGION_TIME_ZONES } from './opening-hours';
import { partners } from './partner.table';
import { SERVICE_FILTERS, type ServiceFilterKey } from './service-filters';

/*
 * The one SQL condition behind the filter links of city, state and search pages (decision 028). "Open now"
 * is read at `now`, which the caller passes (the request's clock), on each partner's own clock as
 * partnerTimeZone reads it (the zone of its postal code, else its state's), daylight saving included by the
 * database.
 */

const SAFE = /^[A-Za-z0-9_/-]+$/;

/** A row's time zone as partnerTimeZone reads it: its own, else its state's by a constant CASE on the slug. */
const zoneOfRow = sql.raw(
  `coalesce("partners"."time_zone", case "partners"."state_slug" ${ALL_REGIONS.map((region) => {
    const zone = REGION_TIME_ZONES[region.abbreviation];
    if (!zone || !SAFE.test(zone) || !SAFE.test(region.slug)) throw new Error(`No time zone for ${region.name}`);
    return `when '${region.slug}' then '${zone}'`;
  }).join(' ')} end)`,
);

/** The partner's local minute of the week at `now` (Monday 00:00 = 0), what opening_minutes is made of. */
function localMinuteOfWeek(now: Date): SQL<number> {
  const local = sql`(${now.toISOString()}::timestamptz at time zone ${zoneOfRow})`;
  return sql<number>`((extract(isodow from ${local})::int - 1) * 1440 + extract(hour from ${local})::int * 60 + extract(minute from ${local})::int)`;
}

/** The partner's local calendar day at `now`, as closures write it (YYYY-MM-DD). */
function localDay(now: Date): SQL<string> {
  return sql<string>`to_char(${now.toISOString()}::timestamptz at time zone ${zoneOfRow}, 'YYYY-MM-DD')`;
}

/** No holiday closure (decision 036) covers the partner's local day at `now`; ISO days compare as text. */
export function notClosedTodayCondition(now: Date): SQL {
  return sql`(${partners.closures} = '[]'::jsonb or not exists (select 1 from jsonb_array_elements(${partners.closures}) as closure where closure->>'from' <= ${localDay(now)} and closure->>'to' >= ${localDay(now)}))`;
}

/**
 * Open at `now` by the partner's own clock and not on a holiday closure; a partner without hours is never
 * "open now".
 */
export function openNowCondition(now: Date): SQL {
  return sql`(${partners.openingMinutes} @> ${localMinuteOfWeek(now)} and ${notClosedTodayCondition(now)})`;
}

/** Every chosen filter at once (undefined: no filter). */
export function partnerFilterCondition(keys: readonly ServiceFilterKey[], now: Date): SQL | undefined {
  const conditions = keys.map((key) => {
    if (key === 'open-now') return openNowCondition(now);
    const filter = SERVICE_FILTERS.find((candidate) => candidate.key === key);
    if (!filter?.column) throw new Error(`Unknown filter ${key}`);
    return eq(partners[filter.column], true);
  });
  return conditions.length === 0 ? undefined : and(...conditions);
}
