import { dateTimeFormat } from '~/modules/i18n/format';

/*
 * Holiday closures (decision 036): days a partner is closed all day whatever its weekly hours say, such as
 * "2026-12-25 Christmas Day; 2026-12-31..2027-01-01 New Year". Pure and browser-safe: the schema, the CSV,
 * the forms, the page and the "open now" filter all read closures through these functions.
 */

/** One closure: the first and last closed day (calendar days in the partner's time zone) and a short note. */
export interface PartnerClosure {
  from: string;
  to: string;
  note: string | null;
}

export const MAX_CLOSURES = 30;
export const MAX_CLOSURE_NOTE = 60;
/** Longest closure, in days: a season or a renovation, not a listing that should be made inactive. */
export const MAX_CLOSURE_DAYS = 92;
/** How far ahead a closure may start, in days: a typo of the year is refused rather than published. */
export const MAX_CLOSURE_LEAD_DAYS = 2 * 366;

export const CLOSURES_FORMAT_HINT =
  'One a line: a date (2026-12-25) or a range (2026-12-31..2027-01-01), then a short note such as Christmas Day.';

export type ReadClosures = { ok: true; closures: PartnerClosure[] } | { ok: false; message: string };

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const ENTRY = /^(\d{4}-\d{2}-\d{2})(?:\s*\.\.\s*(\d{4}-\d{2}-\d{2}))?(?:\s+(.*))?$/;
const MS_PER_DAY = 86_400_000;

function isRealDay(value: string): boolean {
  if (!DAY.test(value) || value < '2000-01-01') return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
}

function dayNumber(value: string): number {
  return Date.parse(`${value}T00:00:00Z`) / MS_PER_DAY;
}

/** The calendar day `days` after `day` (YYYY-MM-DD). */
export function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * MS_PER_DAY).toISOString().slice(0, 10);
}

const quoted = (text: string) => `"${text.length > 40 ? `${text.slice(0, 40)}…` : text}"`;

/** One entry checked against the rules; `label` quotes what the person wrote. */
function checkEntry(from: string, to: string, note: string | null, label: string, today: string): ReadClosures {
  if (!isRealDay(from)) return { ok: false, message: `Closure ${label}: ${from} is not a real date` };
  if (!isRealDay(to)) return { ok: false, message: `Closure ${label}: ${to} is not a real date` };
  if (to < from) return { ok: false, message: `Closure ${label}: the last day is before the first` };
  if (dayNumber(to) - dayNumber(from) + 1 > MAX_CLOSURE_DAYS)
    return { ok: false, message: `Closure ${label}: at most ${MAX_CLOSURE_DAYS} days in a row` };
  if (dayNumber(from) - dayNumber(today) > MAX_CLOSURE_LEAD_DAYS)
    return { ok: false, message: `Closure ${label}: at most two years ahead` };
  if (note !== null && note.length > MAX_CLOSURE_NOTE)
    return { ok: false, message: `Closure ${label}: the note must be at most ${MAX_CLOSURE_NOTE} characters` };
  if (note !== null && /[;\r\n]/.test(note))
    return { ok: false, message: `Closure ${label}: the note must be one line without semicolons` };
  return { ok: true, closures: [{ from, to, note }] };
}

/** Entries from the text form: separated by semicolons or line breaks. */
function entriesFromText(text: string, today: string): ReadClosures {
  const closures: PartnerClosure[] = [];
  for (const raw of text.split(/[;\r\n]+/)) {
    const entry = raw.trim();
    if (entry === '') continue;
    const match = ENTRY.exec(entry);
    if (!match) {
      return {
        ok: false,
        message: `Closure ${quoted(entry)}: write a date such as 2026-12-25 or 2026-12-31..2027-01-01, then an optional note`,
      };
    }
    const from = match[1] ?? '';
    const note = match[3]?.trim() || null;
    const checked = checkEntry(from, match[2] ?? from, note, quoted(entry), today);
    if (!checked.ok) return checked;
    closures.push(...checked.closures);
  }
  return { ok: true, closures };
}

/** Entries from JSON: `{ from, to?, note? }` objects. */
function entriesFromList(list: readonly unknown[], today: string): ReadClosures {
  const closures: PartnerClosure[] = [];
  for (const [index, item] of list.entries()) {
    const entry = item as { from?: unknown; to?: unknown; note?: unknown } | null;
    const from = entry?.from;
    const to = entry?.to ?? from;
    const note = entry?.note ?? null;
    if (typeof from !== 'string' || typeof to !== 'string' || (note !== null && typeof note !== 'string')) {
      return {
        ok: false,
        message: `Closure ${index + 1}: give "from" (and optionally "to") as YYYY-MM-DD and "note" as text`,
      };
    }
    const checked = checkEntry(from.trim(), to.trim(), note?.trim() || null, `${index + 1}`, today);
    if (!checked.ok) return checked;
    closures.push(...checked.closures);
  }
  return { ok: true, closures };
}

/**
 * Closures from what a form, a CSV cell or an API body holds (text, a list of objects, blank or null for
 * none), checked and sorted by first day. `today` (YYYY-MM-DD) bounds how far ahead a closure may be.
 * Past closures are accepted (an export read back keeps them); pages never show them.
 */
export function readClosures(value: unknown, today: string): ReadClosures {
  let read: ReadClosures;
  if (value === null || value === undefined) read = { ok: true, closures: [] };
  else if (typeof value === 'string') read = entriesFromText(value, today);
  else if (Array.isArray(value)) read = entriesFromList(value, today);
  else return { ok: false, message: 'Closures must be text or a list' };
  if (!read.ok) return read;
  if (read.closures.length > MAX_CLOSURES) return { ok: false, message: `At most ${MAX_CLOSURES} closures` };
  const sorted = [...read.closures].sort((a, b) => a.from.localeCompare(b.from) || a.to.localeCompare(b.to));
  // A day in two closures would be listed twice on the page, perhaps with two different notes.
  for (let index = 1; index < sorted.length; index += 1) {
    const [earlier, later] = [sorted[index - 1]!, sorted[index]!];
    if (later.from <= earlier.to) {
      return {
        ok: false,
        message: `Closures "${closureDays(earlier)}" and "${closureDays(later)}" overlap: list each day once`,
      };
    }
  }
  return { ok: true, closures: sorted };
}

/** A closure's days as the text form writes them: "2026-12-25" or "2026-12-31..2027-01-01". */
function closureDays({ from, to }: PartnerClosure): string {
  return `${from}${to === from ? '' : `..${to}`}`;
}

/** The text form of closures, what the forms and the CSV show: "2026-12-25 Christmas Day; 2026-12-31..2027-01-01". */
export function closuresText(closures: readonly PartnerClosure[], separator = '; '): string {
  return closures.map((closure) => `${closureDays(closure)}${closure.note ? ` ${closure.note}` : ''}`).join(separator);
}

const localDates = new Map<string, Intl.DateTimeFormat>();

/** The calendar day (YYYY-MM-DD) that `at` is in `timeZone`. */
export function localDate(at: Date, timeZone: string): string {
  let format = localDates.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
    localDates.set(timeZone, format);
  }
  const parts = Object.fromEntries(format.formatToParts(at).map((part) => [part.type, part.value]));
  return `${parts.year}-${parts.month}-${parts.day}`;
}

/** Closures not over yet on `today`, first first. */
export function upcomingClosures(closures: readonly PartnerClosure[], today: string): PartnerClosure[] {
  return closures.filter((closure) => closure.to >= today);
}

/** The closure covering `day`, if any: the partner is closed that whole local day. */
export function closureOn(closures: readonly PartnerClosure[], day: string): PartnerClosure | undefined {
  return closures.find((closure) => closure.from <= day && day <= closure.to);
}

/** Calendar days are formatted as UTC midnight, so no time zone moves them. */
const dayOfYear = (day: string) =>
  dateTimeFormat('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' }).format(new Date(`${day}T00:00:00Z`));

/**
 * A closure as the office reads it in the history: "Closed Dec 24 – Dec 26, 2026 (Christmas)", "Closed Dec
 * 25, 2026", "Closed Dec 31, 2026 – Jan 1, 2027 (New Year)".
 */
export function closureInWords({ from, to, note }: PartnerClosure): string {
  const year = from.slice(0, 4);
  const days =
    from === to
      ? `${dayOfYear(from)}, ${year}`
      : year === to.slice(0, 4)
        ? `${dayOfYear(from)} – ${dayOfYear(to)}, ${year}`
        : `${dayOfYear(from)}, ${year} – ${dayOfYear(to)}, ${to.slice(0, 4)}`;
  return `Closed ${days}${note ? ` (${note})` : ''}`;
}
