import { findRegion } from '~/modules/geo/regions';
import { dashesAsHyphens, foldAccents } from '~/lib/text-fold';

/*
 * Weekly opening hours written as one compact line ("Mo-Fr 09:00-17:00; Sa 10:00-14:00"), the way
 * OpenStreetMap's opening_hours writes the common cases. Pure: the admin form, the CSV import, the server's
 * derived column and the partner page all read a line with the same rules.
 *
 * - Rules are separated by ";"; each is days then times: "Mo-Fr 09:00-17:00", "Mo,We 08:00-12:00,13:00-17:00",
 *   "Su closed". "24/7" alone means always open. A later rule replaces what an earlier one said of its days.
 * - A time range ending at or before it starts runs past midnight ("Fr 20:00-02:00"); "24:00" is midnight.
 *   Writes no longer take such a range (hoursRangeProblem); lines stored with one keep reading this way.
 * - Times are the partner's local time: partnerTimeZone, its postal code's zone, else its region's.
 */

export const DAY_CODES = ['Mo', 'Tu', 'We', 'Th', 'Fr', 'Sa', 'Su'] as const;
type DayCode = (typeof DAY_CODES)[number];
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

/*
 * Partners also write hours the way Quebec does ("lun-ven 9 h à 17 h; dim fermé"), and paste en or em dashes
 * from word processors. Both are read here, so every door (admin form, both portals, CSV) takes them, and the
 * line is stored in the one spelling above: pages, the CSV export and the database never see another.
 */
const DAY_WORDS: Readonly<Record<string, number>> = {
  mo: 0,
  tu: 1,
  we: 2,
  th: 3,
  fr: 4,
  sa: 5,
  su: 6,
  lun: 0,
  lundi: 0,
  mar: 1,
  mardi: 1,
  mer: 2,
  mercredi: 2,
  jeu: 3,
  jeudi: 3,
  ven: 4,
  vendredi: 4,
  sam: 5,
  samedi: 5,
  dim: 6,
  dimanche: 6,
  // English as people write it: "Mon-Fri", "Tues", "Thurs", "Saturday".
  mon: 0,
  monday: 0,
  tue: 1,
  tues: 1,
  tuesday: 1,
  wed: 2,
  wednesday: 2,
  thu: 3,
  thur: 3,
  thurs: 3,
  thursday: 3,
  fri: 4,
  friday: 4,
  sat: 5,
  saturday: 5,
  sun: 6,
  sunday: 6,
};
// "à", "au" and "to" join a range ("lundi au vendredi", "9 h à 17 h", "Monday to Friday"); "et" joins a list.
const RANGE_SEPARATOR = /\s*-\s*|\s+(?:à|a|au|to|through|thru)\s+/i;
const LIST_SEPARATOR = /\s*,\s*|\s+et\s+/i;
const CLOSED = /^(?:closed|off|ferm[ée]e?)\.?$/iu;
// Where a rule's times begin: its first digit, or a word saying it is closed.
const TIMES_START = /^(.*?)((?:\d|(?<!\p{L})(?:closed|off|ferm[ée]e?)(?!\p{L})).*)$/iu;
// 24/7 as it is written in French, "24 h sur 24, 7 jours sur 7" (also "24h/24, 7j/7").
const ALWAYS_FR = /^24\s*h\s*(?:sur|\/)\s*24\s*,?\s*7\s*j(?:ours|\.)?\s*(?:sur|\/)\s*7$/i;

function dayIndex(word: string): number {
  const key = foldAccents(word.trim().replace(/\.$/, ''));
  return DAY_WORDS[key] ?? -1;
}

function parseDays(text: string): number[] | string {
  const days = new Set<number>();
  for (const rawPart of text.split(LIST_SEPARATOR)) {
    const part = rawPart.trim();
    const [from = '', to, extra] = part.split(RANGE_SEPARATOR);
    if (extra !== undefined) return `"${part}" is not a day or a range of days`;
    const first = dayIndex(from);
    const last = to === undefined ? first : dayIndex(to);
    if (first < 0 || last < 0) return `"${part}" is not a day (use Mo, Tu, We, Th, Fr, Sa, Su)`;
    // "Fr-Mo" wraps over the weekend.
    for (let day = first; ; day = (day + 1) % 7) {
      days.add(day);
      if (day === last) break;
    }
  }
  return [...days].sort((a, b) => a - b);
}

// "09:00", "9:00", "9h", "9 h", "9h30", "17 h 30"; a bare "9" is refused (9 in the morning or the evening?).
const TIME = /^(?:(\d{1,2}):(\d{2})|(\d{1,2})\s*h\s*(\d{2})?)$/i;

function parseTime(text: string): number | null {
  const match = TIME.exec(text.trim());
  if (!match) return null;
  const hours = Number(match[1] ?? match[3]);
  const minutes = Number(match[2] ?? match[4] ?? 0);
  const total = hours * 60 + minutes;
  return minutes > 59 || total > MINUTES_PER_DAY ? null : total;
}

/**
 * Why hours with a range that closes when or before it opens ("09:00-09:00", "17:00-09:00") are refused, or
 * null. The line reads such a range as running past midnight, but funeral homes keep no overnight office
 * hours (nights are the after-hours phone's): it is a slip. A range closing at midnight ("20:00-00:00") and
 * a whole day ("00:00-24:00") pass. Only hours being changed are held to it (`changedHoursProblem`): a stored
 * line keeps reading as before and the listing keeps taking other edits.
 */
export function hoursRangeProblem(text: string): string | null {
  for (const [range, from = '', to = ''] of text.matchAll(/(\d{1,2}:\d{2})\s*-\s*(\d{1,2}:\d{2})/g)) {
    const start = parseTime(from);
    const end = parseTime(to);
    if (start === null || end === null) continue;
    if (start === end) {
      return `Opening hours: "${range}" opens and closes at the same time: for a whole day, write 00:00-24:00`;
    }
    if (end < start && end !== 0) {
      return `Opening hours: "${range}" closes before it opens: give daytime hours only, like 09:00-17:00; for nights, give the after-hours phone`;
    }
  }
  return null;
}

/** `hoursRangeProblem` of hours a write changes (`after` undefined: not sent; null: cleared). */
export function changedHoursProblem(before: string | null, after: string | null | undefined): string | null {
  return after == null || after === before ? null : hoursRangeProblem(after);
}

// The 12-hour clock: "9am", "9 AM", "9:30 p.m.".
const TWELVE_HOUR = /^(\d{1,2})(?::(\d{2}))?\s*([ap])\.?\s*m\.?$/i;

/** One end of a range: its minutes, or a bare hour ("9") or 12-hour time still to place in the day. */
type RangeEnd = { minutes: number } | { hour: number; minutes: number; meridiem: 'a' | 'p' | null };

function readRangeEnd(text: string): RangeEnd | null {
  const trimmed = text.trim();
  const twelve = TWELVE_HOUR.exec(trimmed);
  if (twelve) {
    const hour = Number(twelve[1]);
    const minutes = Number(twelve[2] ?? 0);
    if (hour < 1 || hour > 12 || minutes > 59) return null;
    return { hour, minutes, meridiem: twelve[3]!.toLowerCase() as 'a' | 'p' };
  }
  const bare = /^\d{1,2}$/.exec(trimmed);
  if (bare) {
    const hour = Number(bare[0]);
    if (hour > 24) return null;
    // Past 12 it can only be the 24-hour clock.
    return hour > 12 || hour === 0 ? { minutes: hour * 60 } : { hour, minutes: 0, meridiem: null };
  }
  const minutes = parseTime(trimmed);
  return minutes === null ? null : { minutes };
}

const onClock = (hour: number, minutes: number, meridiem: 'a' | 'p') =>
  ((hour % 12) + (meridiem === 'p' ? 12 : 0)) * 60 + minutes;

/**
 * A range's two ends in minutes, or null when it has no one daytime reading. A side without "am"/"pm" takes
 * the other's, or the other one when that would close before opening ("9-5pm", "10am-2"); two bare hours are
 * read only when closing earlier makes them morning to afternoon ("9-5", "10-2": overnight hours are refused
 * anyway), and "9-11" (morning or evening?) stays refused.
 */
function placeRange(from: RangeEnd, to: RangeEnd): [number, number] | null {
  const flip = (meridiem: 'a' | 'p') => (meridiem === 'a' ? 'p' : 'a');
  if ('meridiem' in from && 'meridiem' in to) {
    if (from.meridiem === null && to.meridiem === null) {
      // Two bare hours: only "closes earlier on the clock face" has one daytime reading.
      if (to.hour >= from.hour || from.hour === 12 || to.hour === 12) return null;
      return [onClock(from.hour, from.minutes, 'a'), onClock(to.hour, to.minutes, 'p')];
    }
    if (from.meridiem === null) {
      const end = onClock(to.hour, to.minutes, to.meridiem ?? 'p');
      const same = onClock(from.hour, from.minutes, to.meridiem ?? 'p');
      return [same < end ? same : onClock(from.hour, from.minutes, 'a'), end];
    }
    const start = onClock(from.hour, from.minutes, from.meridiem);
    if (to.meridiem !== null) return [start, onClock(to.hour, to.minutes, to.meridiem)];
    const same = onClock(to.hour, to.minutes, from.meridiem);
    return [start, same > start ? same : onClock(to.hour, to.minutes, flip(from.meridiem))];
  }
  if ('meridiem' in from) {
    const end = to.minutes;
    const morning = onClock(from.hour, from.minutes, from.meridiem ?? 'a');
    const afternoon = onClock(from.hour, from.minutes, from.meridiem ?? 'p');
    return [from.meridiem || morning < end || end === 0 ? morning : afternoon, end];
  }
  if ('meridiem' in to) {
    const start = from.minutes;
    const early = onClock(to.hour, to.minutes, to.meridiem ?? 'a');
    return [start, to.meridiem || early > start ? early : onClock(to.hour, to.minutes, 'p')];
  }
  return [from.minutes, to.minutes];
}

function parseTimes(text: string): OpeningInterval[] | string {
  if (CLOSED.test(text.trim())) return [];
  const intervals: OpeningInterval[] = [];
  for (const rawPart of text.split(LIST_SEPARATOR)) {
    const part = rawPart.trim();
    // "Mo-Fr 09:00-17:00, Sa 10:00-14:00": a comma where the next days begin.
    if (dayIndex(/^\p{L}+\.?/u.exec(part)?.[0] ?? '') >= 0)
      return `"${part}" starts other days: separate days with a semicolon, ${EXAMPLE}`;
    const [from = '', to, extra] = part.replace(/^de\s+/i, '').split(RANGE_SEPARATOR);
    const fromEnd = readRangeEnd(from);
    const toEnd = to === undefined ? null : readRangeEnd(to);
    const placed = extra === undefined && fromEnd && toEnd ? placeRange(fromEnd, toEnd) : null;
    if (!placed || placed[0] >= MINUTES_PER_DAY || placed[1] > MINUTES_PER_DAY) {
      return `"${part}" is not a time range like 09:00-17:00`;
    }
    const [start, end] = placed;
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

/** Reads a line of opening hours, in this notation or as Quebec writes it; the message says which part is wrong. */
export function parseOpeningHours(input: string): ParsedHours {
  const text = dashesAsHyphens(input.trim());
  if (text === '') return { ok: false, message: `Opening hours must be ${EXAMPLE}` };
  if (/[\r\n]/.test(text)) return { ok: false, message: 'Opening hours must be on one line' };
  if (text.length > 300) return { ok: false, message: 'Opening hours must be at most 300 characters' };
  if (/^24\/7$/.test(text) || ALWAYS_FR.test(text)) {
    return { ok: true, week: DAY_CODES.map(() => [{ start: 0, end: MINUTES_PER_DAY }]), text: '24/7' };
  }
  const week: WeeklyHours = DAY_CODES.map(() => []);
  const rules: { days: number[]; intervals: OpeningInterval[] }[] = [];
  for (const rule of text.split(';')) {
    const trimmed = rule.trim();
    if (trimmed === '') continue;
    const match = TIMES_START.exec(trimmed);
    // "lun-ven : 9 h à 17 h", "lundi au vendredi, de 9 h à 17 h": these only lead to the times.
    const dayText = (match?.[1] ?? '').replace(/[\s:,]*(?:\bde)?[\s:,]*$/i, '');
    if (!match || dayText === '') {
      return { ok: false, message: `Opening hours: "${trimmed}" needs days and times, ${EXAMPLE}` };
    }
    const days = parseDays(dayText);
    if (typeof days === 'string') return { ok: false, message: `Opening hours: ${days}` };
    const intervals = parseTimes(match[2] ?? '');
    if (typeof intervals === 'string') return { ok: false, message: `Opening hours: ${intervals}` };
    for (const day of days) week[day] = intervals;
    rules.push({ days, intervals });
  }
  if (rules.length === 0) return { ok: false, message: `Opening hours must be ${EXAMPLE}` };
  return { ok: true, week, text: canonicalText(rules) };
}

const FRENCH_DAYS = ['lun', 'mar', 'mer', 'jeu', 'ven', 'sam', 'dim'] as const;

/** A time as Quebec writes it (OQLF): 09:00 → "9 h", 17:30 → "17 h 30". */
export function frenchClock(time: string): string {
  const [hours = '0', minutes = '00'] = time.split(':');
  return minutes === '00' ? `${Number(hours)} h` : `${Number(hours)} h ${minutes}`;
}

/**
 * A stored line as a French page shows it back for editing: "lun-ven 9 h-17 h; sam 10 h-14 h; dim fermé".
 * It reads back to the same stored line; a line that does not read is shown as it is.
 */
export function openingHoursInFrench(text: string): string {
  const parsed = parseOpeningHours(text);
  if (!parsed.ok) return text;
  return parsed.text
    .replace(/\b(Mo|Tu|We|Th|Fr|Sa|Su)\b/g, (code) => FRENCH_DAYS[DAY_CODES.indexOf(code as DayCode)] ?? code)
    .replace(/\d{2}:\d{2}/g, frenchClock)
    .replace(/,/g, ', ')
    .replace(/\bclosed\b/g, 'fermé');
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
