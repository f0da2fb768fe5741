import { findRegion } from '~/modules/geo/regions';

/*
 * Weekly opening hours written as one compact line ("Mo-Fr 09:00-17:00; Sa 10:00-14:00"), the way
 * OpenStreetMap's opening_hours writes the common cases. Pure: the admin form, the CSV import, the server's
 * derived column and the partner page all read a line with the same rules.
 *
 * - Rules are separated by ";"; each is days then times: "Mo-Fr 09:00-17:00", "Mo,We 08:00-12:00,13:00-17:00",
 *   "Su closed". "24/7" alone means always open. A later rule replaces what an earlier one said of its days.
 * - A time range ending at or before it starts runs past midnight ("Fr 20:00-02:00"); "24:00" is midnight.
 * - Times are the partner's local time: partnerTimeZone, its postal code's zone, else its region's.
 */

export const DAY_CODES = ['Mo', 'Tu', 'We', 'Th', 'Fr', 'Sa', 'Su'] as const;
export const DAY_NAMES = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'] as const;

export const MINUTES_PER_DAY = 1440;
export const MINUTES_PER_WEEK = 7 * MINUTES_PER_DAY;

/** One opening: minutes after the day's midnight; `end` past 1440 runs into the next day. */
export interface OpeningInterval {
  start: number;
  end: number;
}

/** Monday first; an empty day is closed. */
export type WeeklyHours = OpeningInterval[][];

export type ParsedHours = { ok: true; week: WeeklyHours; text: string } | { ok: false; message: string };

const EXAMPLE = 'like "Mo-Fr 09:00-17:00; Sa 10:00-14:00"';
const TIME = /^([01]?\d|2[0-4]):([0-5]\d)$/;

function dayIndex(code: string): number {
  return DAY_CODES.findIndex((day) => day.toLowerCase() === code.toLowerCase());
}

function parseDays(text: string): number[] | string {
  const days = new Set<number>();
  for (const part of text.split(',')) {
    const [from = '', to, extra] = part.trim().split('-');
    if (extra !== undefined) return `"${part.trim()}" is not a day or a range of days`;
    const first = dayIndex(from.trim());
    const last = to === undefined ? first : dayIndex(to.trim());
    if (first < 0 || last < 0) return `"${part.trim()}" is not a day (use Mo, Tu, We, Th, Fr, Sa, Su)`;
    // "Fr-Mo" wraps over the weekend.
    for (let day = first; ; day = (day + 1) % 7) {
      days.add(day);
      if (day === last) break;
    }
  }
  return [...days].sort((a, b) => a - b);
}

function parseTime(text: string): number | null {
  const match = TIME.exec(text.trim());
  if (!match) return null;
  const minutes = Number(match[1]) * 60 + Number(match[2]);
  return minutes > MINUTES_PER_DAY ? null : minutes;
}

/**
 * Why hours with a range that closes when it opens ("09:00-09:00") are refused, or null. The line reads such
 * a range as 24 hours past midnight, but it is almost always a slip. Only hours being changed are held to it
 * (`changedHoursProblem`): a stored line keeps reading as before and the listing keeps taking other edits.
 */
export function sameTimeRangeProblem(text: string): string | null {
  for (const [range, from = '', to = ''] of text.matchAll(/(\d{1,2}:\d{2})\s*-\s*(\d{1,2}:\d{2})/g)) {
    if (parseTime(from) === parseTime(to)) {
      return `Opening hours: "${range}" opens and closes at the same time: for a whole day, write 00:00-24:00`;
    }
  }
  return null;
}

/** `sameTimeRangeProblem` of hours a write changes (`after` undefined: not sent; null: cleared). */
export function changedHoursProblem(before: string | null, after: string | null | undefined): string | null {
  return after == null || after === before ? null : sameTimeRangeProblem(after);
}

function parseTimes(text: string): OpeningInterval[] | string {
  if (/^(closed|off)$/i.test(text.trim())) return [];
  const intervals: OpeningInterval[] = [];
  for (const part of text.split(',')) {
    // "Mo-Fr 09:00-17:00, Sa 10:00-14:00": a comma where the next days begin.
    if (/^[a-z]{2}\b/i.test(part.trim()))
      return `"${part.trim()}" starts other days: separate days with a semicolon, ${EXAMPLE}`;
    const [from = '', to, extra] = part.trim().split('-');
    const start = parseTime(from);
    const end = to === undefined ? null : parseTime(to);
    if (extra !== undefined || start === null || end === null || start === MINUTES_PER_DAY) {
      return `"${part.trim()}" is not a time range like 09:00-17:00`;
    }
    intervals.push({ start, end: end <= start ? end + MINUTES_PER_DAY : end });
  }
  intervals.sort((a, b) => a.start - b.start);
  for (let index = 1; index < intervals.length; index += 1) {
    if ((intervals[index]?.start ?? 0) < (intervals[index - 1]?.end ?? 0))
      return `"${text.trim()}" has overlapping times`;
  }
  return intervals;
}

const pad = (value: number) => String(value).padStart(2, '0');
const clock = (minutes: number) => `${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}`;

/** The line as it is stored: days and times written one way, whatever case or spacing was typed. */
function canonicalText(rules: { days: number[]; intervals: OpeningInterval[] }[]): string {
  return rules
    .map(({ days, intervals }) => {
      const dayText = dayRanges(days).join(',');
      const times =
        intervals.length === 0
          ? 'closed'
          : intervals
              .map(({ start, end }) => `${clock(start)}-${clock(end > MINUTES_PER_DAY ? end - MINUTES_PER_DAY : end)}`)
              .join(',');
      return `${dayText} ${times}`;
    })
    .join('; ');
}

function dayRanges(days: number[]): string[] {
  const ranges: string[] = [];
  let index = 0;
  while (index < days.length) {
    let last = index;
    while (last + 1 < days.length && days[last + 1] === (days[last] ?? 0) + 1) last += 1;
    const from = DAY_CODES[days[index] ?? 0] ?? 'Mo';
    const to = DAY_CODES[days[last] ?? 0] ?? 'Mo';
    ranges.push(last === index ? from : last === index + 1 ? `${from},${to}` : `${from}-${to}`);
    index = last + 1;
  }
  return ranges;
}

/** Reads a line of opening hours; the message says which part is wrong. */
export function parseOpeningHours(input: string): ParsedHours {
  const text = input.trim();
  if (text === '') return { ok: false, message: `Opening hours must be ${EXAMPLE}` };
  if (/[\r\n]/.test(text)) return { ok: false, message: 'Opening hours must be on one line' };
  if (text.length > 300) return { ok: false, message: 'Opening hours must be at most 300 characters' };
  if (/^24\/7$/.test(text)) {
    return { ok: true, week: DAY_CODES.map(() => [{ start: 0, end: MINUTES_PER_DAY }]), text: '24/7' };
  }
  const week: WeeklyHours = DAY_CODES.map(() => []);
  const rules: { days: number[]; intervals: OpeningInterval[] }[] = [];
  for (const rule of text.split(';')) {
    const trimmed = rule.trim();
    if (trimmed === '') continue;
    const match = /^(\S+)\s+(.+)$/.exec(trimmed);
    if (!match) return { ok: false, message: `Opening hours: "${trimmed}" needs days and times, ${EXAMPLE}` };
    const days = parseDays(match[1] ?? '');
    if (typeof days === 'string') return { ok: false, message: `Opening hours: ${days}` };
    const intervals = parseTimes((match[2] ?? '').replace(/\s*-\s*/g, '-').replace(/\s*,\s*/g, ','));
    if (typeof intervals === 'string') return { ok: false, message: `Opening hours: ${intervals}` };
    for (const day of days) week[day] = intervals;
    rules.push({ days, intervals });
  }
  if (rules.length === 0) return { ok: false, message: `Opening hours must be ${EXAMPLE}` };
  return { ok: true, week, text: canonicalText(rules) };
}

/**
 * The open minutes of a week, Monday 00:00 = 0, merged and sorted, an opening past Sunday midnight
 * continuing on Monday: what the database compares the local time with (partners.opening_minutes).
 */
export function weeklyMinuteRanges(week: WeeklyHours): [number, number][] {
  const raw: [number, number][] = [];
  week.forEach((intervals, day) => {
    for (const { start, end } of intervals) {
      const from = day * MINUTES_PER_DAY + start;
      const to = day * MINUTES_PER_DAY + end;
      if (to <= MINUTES_PER_WEEK) raw.push([from, to]);
      else raw.push([from, MINUTES_PER_WEEK], [0, to - MINUTES_PER_WEEK]);
    }
  });
  raw.sort((a, b) => a[0] - b[0]);
  const merged: [number, number][] = [];
  for (const range of raw) {
    const last = merged[merged.length - 1];
    if (last && range[0] <= last[1]) last[1] = Math.max(last[1], range[1]);
    else merged.push([range[0], range[1]]);
  }
  return merged;
}

/** PostgreSQL's text of an int4multirange: `{[540,1020),[1980,2460)}`. */
export function multirangeLiteral(ranges: readonly [number, number][]): string {
  return `{${ranges.map(([from, to]) => `[${from},${to})`).join(',')}}`;
}

/**
 * The time zone a partner's hours are read in: its state's or province's main zone. A few regions span two
 * zones (Texas' El Paso, Florida's panhandle, western Kentucky and Tennessee, northwestern Ontario, ...):
 * there the partner's hours are read in the zone where most of the region lives.
 */
export const REGION_TIME_ZONES: Readonly<Record<string, string>> = {
  AL: 'America/Chicago',
  AK: 'America/Anchorage',
  AZ: 'America/Phoenix',
  AR: 'America/Chicago',
  CA: 'America/Los_Angeles',
  CO: 'America/Denver',
  CT: 'America/New_York',
  DE: 'America/New_York',
  DC: 'America/New_York',
  FL: 'America/New_York',
  GA: 'America/New_York',
  HI: 'Pacific/Honolulu',
  ID: 'America/Boise',
  IL: 'America/Chicago',
  IN: 'America/Indiana/Indianapolis',
  IA: 'America/Chicago',
  KS: 'America/Chicago',
  KY: 'America/New_York',
  LA: 'America/Chicago',
  ME: 'America/New_York',
  MD: 'America/New_York',
  MA: 'America/New_York',
  MI: 'America/Detroit',
  MN: 'America/Chicago',
  MS: 'America/Chicago',
  MO: 'America/Chicago',
  MT: 'America/Denver',
  NE: 'America/Chicago',
  NV: 'America/Los_Angeles',
  NH: 'America/New_York',
  NJ: 'America/New_York',
  NM: 'America/Denver',
  NY: 'America/New_York',
  NC: 'America/New_York',
  ND: 'America/Chicago',
  OH: 'America/New_York',
  OK: 'America/Chicago',
  OR: 'America/Los_Angeles',
  PA: 'America/New_York',
  RI: 'America/New_York',
  SC: 'America/New_York',
  SD: 'America/Chicago',
  TN: 'America/Chicago',
  TX: 'America/Chicago',
  UT: 'America/Denver',
  VT: 'America/New_York',
  VA: 'America/New_York',
  WA: 'America/Los_Angeles',
  WV: 'America/New_York',
  WI: 'America/Chicago',
  WY: 'America/Denver',
  // Canada (provinces' abbreviations do not collide with the states').
  AB: 'America/Edmonton',
  BC: 'America/Vancouver',
  MB: 'America/Winnipeg',
  NB: 'America/Moncton',
  NL: 'America/St_Johns',
  NS: 'America/Halifax',
  NT: 'America/Yellowknife',
  NU: 'America/Iqaluit',
  ON: 'America/Toronto',
  PE: 'America/Halifax',
  QC: 'America/Toronto',
  SK: 'America/Regina',
  YT: 'America/Whitehorse',
};

/** The time zone of a state or province by name, slug or abbreviation (undefined for an unknown region). */
export function timeZoneOfRegion(state: string): string | undefined {
  const region = findRegion(state);
  return region ? REGION_TIME_ZONES[region.abbreviation] : undefined;
}

/**
 * The partner's own clock: the zone of its postal code (partners.time_zone, decision 047), else, in a row
 * written before that column, its state's or province's. Undefined only for a region the directory does not know.
 */
export function partnerTimeZone(partner: { timeZone: string | null; state: string }): string | undefined {
  return partner.timeZone ?? timeZoneOfRegion(partner.state);
}

const localParts = new Map<string, Intl.DateTimeFormat>();

/** The minute of the week (Monday 00:00 = 0) that `at` is in `timeZone`, daylight saving included. */
export function localMinuteOfWeek(at: Date, timeZone: string): number {
  let format = localParts.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      weekday: 'short',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    localParts.set(timeZone, format);
  }
  const parts = Object.fromEntries(format.formatToParts(at).map((part) => [part.type, part.value]));
  const day = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'].indexOf(parts.weekday ?? '');
  return day * MINUTES_PER_DAY + Number(parts.hour) * 60 + Number(parts.minute);
}

/** Open at `at` by the partner's own clock. */
export function isOpenAt(week: WeeklyHours, timeZone: string, at: Date): boolean {
  const minute = localMinuteOfWeek(at, timeZone);
  return weeklyMinuteRanges(week).some(([from, to]) => minute >= from && minute < to);
}

function twelveHour(minutes: number): string {
  const inDay = minutes % MINUTES_PER_DAY;
  if (inDay === 0) return 'midnight';
  if (inDay === 720) return 'noon';
  const hour = Math.floor(inDay / 60);
  const minute = inDay % 60;
  return `${hour % 12 === 0 ? 12 : hour % 12}:${pad(minute)} ${hour < 12 ? 'AM' : 'PM'}`;
}

/** One row per day, Monday first: "9:00 AM – 5:00 PM", "Open 24 hours" or "Closed". */
export function openingHoursRows(week: WeeklyHours): { day: string; code: string; hours: string }[] {
  return week.map((intervals, index) => ({
    day: DAY_NAMES[index] ?? '',
    code: DAY_CODES[index] ?? 'Mo',
    hours:
      intervals.length === 0
        ? 'Closed'
        : intervals.length === 1 && intervals[0]?.start === 0 && intervals[0].end === MINUTES_PER_DAY
          ? 'Open 24 hours'
          : intervals.map(({ start, end }) => `${twelveHour(start)} – ${twelveHour(end)}`).join(', '),
  }));
}
