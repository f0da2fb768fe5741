import Clock from 'lucide-react/icons/clock';
import { Link } from 'react-router';
import type { I18n } from '@lingui/core';
import { dateTimeFormat, formatWithFrenchFirst, timeZoneName } from '~/modules/i18n/format';
import type { Locale } from '~/modules/i18n/locales';
import { usePageI18n } from '~/modules/i18n/use-page-i18n';
import { Badge } from '~/ui/badge';
import { cn } from '~/ui/cn';
import { closureToday } from '../closed-today';
import { closureNoteIn } from '../closure-notes';
import { localDate, type PartnerClosure, upcomingClosures } from '../closures';
import {
  isOpenAt,
  localMinuteOfWeek,
  MINUTES_PER_DAY,
  openingHoursRows,
  parseOpeningHours,
  partnerTimeZone,
  type WeeklyHours,
} from '../opening-hours';
import type { Partner } from '../partner.schema';
import { localizedOfferedServices } from '../service-filter-labels';
import { PartnerPriceLine } from './partner-price-line';
import { AfterHoursPhone } from './after-hours-phone';

export type DecisionFactsFields = Pick<
  Partner,
  | 'name'
  | 'state'
  | 'timeZone'
  | 'country'
  | 'directCremationFromCents'
  | 'priceCheckedOn'
  | 'priceListUrl'
  | 'openingHours'
  | 'closures'
  | 'preferredLanguage'
  | 'afterHoursPhone'
  | 'offersPetCremation'
  | 'acceptsCrematedRemains'
  | 'offersWitnessedCremation'
  | 'servesVeterans'
>;

/** "9 h – 17 h 30": Quebec's 24-hour clock, its spaces non-breaking so a time never splits across lines. */
function frenchTime(minutes: number): string {
  const hours = Math.floor(minutes / 60) % 24;
  const rest = minutes % 60;
  return rest === 0 ? `${hours}\u00a0h` : `${hours}\u00a0h\u00a0${String(rest).padStart(2, '0')}`;
}

/** The week's rows in the page's language: English keeps openingHoursRows' words; French names its days. */
function localizedRows(week: WeeklyHours, i18n: I18n, locale: Locale) {
  const rows = openingHoursRows(week);
  if (locale === 'en') return rows;
  // 2024-01-01 was a Monday: the rows start on Monday.
  const dayName = dateTimeFormat('fr-CA', { weekday: 'long', timeZone: 'UTC' });
  return rows.map((row, index) => {
    const intervals = week[index] ?? [];
    const day = dayName.format(new Date(Date.UTC(2024, 0, 1 + index)));
    return {
      ...row,
      day: day.charAt(0).toUpperCase() + day.slice(1),
      hours:
        intervals.length === 0
          ? i18n._('hours.closed')
          : intervals.length === 1 && intervals[0]?.start === 0 && intervals[0].end === MINUTES_PER_DAY
            ? i18n._('hours.open24')
            : intervals.map(({ start, end }) => `${frenchTime(start)}\u00a0– ${frenchTime(end)}`).join(', '),
    };
  });
}

/**
 * A closure's day as families read it: "Thursday, December 25" / "jeudi 25 décembre", with the year when it
 * is not this year's. Closures are calendar days, so they are formatted as UTC midnight.
 */
function closureDay(day: string, today: string, locale: Locale): string {
  const format = dateTimeFormat(locale === 'fr' ? 'fr-CA' : 'en-US', {
    weekday: 'long',
    month: 'long',
    day: 'numeric',
    ...(day.slice(0, 4) === today.slice(0, 4) ? {} : { year: 'numeric' }),
    timeZone: 'UTC',
  });
  return formatWithFrenchFirst(format, new Date(`${day}T00:00:00Z`), locale);
}

/** "Closed Thursday, December 25" or "Closed Wednesday, December 31 to Thursday, January 1". */
function closureLine(closure: PartnerClosure, today: string, i18n: I18n, locale: Locale): string {
  return closure.from === closure.to
    ? i18n._('closures.day', { date: closureDay(closure.from, today, locale) })
    : i18n._('closures.range', {
        from: closureDay(closure.from, today, locale),
        to: closureDay(closure.to, today, locale),
      });
}

/**
 * " (Noël)": a known holiday in the page's language, else the partner's words marked with their language and,
 * like a description with no French, followed by a hint that they exist only in that language.
 */
function ClosureNoteText({
  note,
  partner,
  i18n,
  locale,
}: {
  note: string;
  partner: Pick<Partner, 'preferredLanguage'>;
  i18n: I18n;
  locale: Locale;
}) {
  const { text, lang } = closureNoteIn(note, locale, partner.preferredLanguage);
  return (
    <>
      <span className="text-muted" lang={lang}>
        {` (${text})`}
      </span>
      {lang ? (
        <span className="text-muted text-sm">
          {` — ${lang === 'en' ? i18n._('closures.noteEnglishOnly') : i18n._('closures.noteFrenchOnly')}`}
        </span>
      ) : null}
    </>
  );
}

/**
 * Price, opening hours (with "Open now" or "Closed now" at `now`, the request's clock), the after-hours
 * phone and the services, each only when the office entered it (decision 028). No state: pages render it
 * on the server only, under `<I18nProvider>`.
 */
export function PartnerHoursAndServices({ partner, now }: { partner: DecisionFactsFields; now: Date }) {
  const { i18n, locale, href } = usePageI18n();
  const parsed = partner.openingHours ? parseOpeningHours(partner.openingHours) : null;
  const timeZone = partnerTimeZone(partner);
  const hours = parsed?.ok && timeZone ? { week: parsed.week, timeZone } : null;
  const services = localizedOfferedServices(i18n, partner);
  const hasPrice = partner.priceListUrl !== null || partner.directCremationFromCents !== null;
  // Closures are read in the partner's time zone: the day it is there, not on the server.
  const localToday = timeZone ? localDate(now, timeZone) : null;
  const closures = localToday ? upcomingClosures(partner.closures, localToday) : [];
  if (!hours && !hasPrice && !partner.afterHoursPhone && services.length === 0 && closures.length === 0) return null;
  const closedToday = closureToday(partner, now) !== undefined;
  const open = hours && !closedToday ? isOpenAt(hours.week, hours.timeZone, now) : false;
  const today = hours ? Math.floor(localMinuteOfWeek(now, hours.timeZone) / MINUTES_PER_DAY) : -1;

  return (
    <section aria-labelledby="decide-heading">
      <h2 id="decide-heading" className="text-ink text-2xl font-semibold">
        {i18n._('hours.heading')}
      </h2>
      <PartnerPriceLine partner={partner} className="text-ink mt-4 text-lg" />

      {hours ? (
        <div className="mt-5">
          <h3 className="text-ink flex flex-wrap items-center gap-3 text-lg font-semibold">
            <Clock aria-hidden="true" className="text-brand-600 size-5" />
            {i18n._('hours.opening')}
            <span
              className={cn(
                'rounded-full px-3 py-0.5 text-sm font-semibold',
                open ? 'bg-emerald-100 text-emerald-900' : 'bg-stone-200 text-stone-800',
              )}
            >
              {closedToday ? i18n._('hours.closedToday') : open ? i18n._('hours.openNow') : i18n._('hours.closedNow')}
            </span>
          </h3>
          <table className="mt-3 w-full max-w-md text-base">
            <caption className="text-muted caption-bottom pt-2 text-left text-sm">
              {i18n._('hours.localTime', { zone: timeZoneName(hours.timeZone, now, locale) })}
            </caption>
            <tbody>
              {localizedRows(hours.week, i18n, locale).map((row, index) => (
                <tr
                  key={row.code}
                  className={cn('border-line border-b', index === today ? 'text-ink font-semibold' : 'text-ink')}
                >
                  <th scope="row" className="py-1.5 pr-4 text-left font-medium">
                    {row.day}
                    {index === today ? <span className="sr-only"> {i18n._('hours.today')}</span> : null}
                  </th>
                  <td className="py-1.5">{index === today && closedToday ? i18n._('hours.closed') : row.hours}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : (
        // The heading promises hours: say they are not given, rather than leave a family wondering.
        <p className="text-muted mt-5 flex items-center gap-2 text-base">
          <Clock aria-hidden="true" className="text-brand-600 size-5 shrink-0" />
          {i18n._('hours.notListed')}
        </p>
      )}

      {closures.length > 0 && localToday ? (
        <div className="mt-5">
          <h3 className="text-ink text-lg font-semibold">{i18n._('closures.heading')}</h3>
          <ul className="mt-2 space-y-1 text-base">
            {closures.map((closure) => (
              <li key={`${closure.from}..${closure.to}`} className="text-ink">
                {closureLine(closure, localToday, i18n, locale)}
                {closure.note ? (
                  <ClosureNoteText note={closure.note} partner={partner} i18n={i18n} locale={locale} />
                ) : null}
              </li>
            ))}
          </ul>
        </div>
      ) : null}

      {partner.afterHoursPhone ? (
        <AfterHoursPhone
          partner={{ name: partner.name, afterHoursPhone: partner.afterHoursPhone }}
          className="mt-5 text-lg"
        />
      ) : null}

      {services.length > 0 ? (
        <div className="mt-5">
          <h3 className="text-muted font-sans text-sm font-semibold tracking-wide uppercase">
            {i18n._('hours.services')}
          </h3>
          <ul className="mt-2 flex flex-wrap gap-2">
            {services.map((service) => (
              <li key={service}>
                <Badge>{service}</Badge>
              </li>
            ))}
          </ul>
          {partner.acceptsCrematedRemains ? (
            <p className="text-muted mt-2 text-sm">
              <Link to={href('/already-cremated')} className="text-brand-700 underline underline-offset-4">
                {i18n._('hours.ashesLink')}
              </Link>
            </p>
          ) : null}
        </div>
      ) : null}
    </section>
  );
}
