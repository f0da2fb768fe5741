import Clock from 'lucide-react/icons/clock';
import PhoneCall from 'lucide-react/icons/phone-call';
import { Link } from 'react-router';
import { Badge } from '~/ui/badge';
import { cn } from '~/ui/cn';
import {
  isOpenAt,
  localMinuteOfWeek,
  MINUTES_PER_DAY,
  openingHoursRows,
  parseOpeningHours,
  timeZoneOfRegion,
} from '../opening-hours';
import type { Partner } from '../partner.schema';
import { offeredServices } from '../service-filters';
import { PartnerPriceLine } from './partner-price-line';
import { telHref } from './partner-display';

export type DecisionFactsFields = Pick<
  Partner,
  | 'name'
  | 'state'
  | 'country'
  | 'directCremationFromCents'
  | 'priceCheckedOn'
  | 'priceListUrl'
  | 'openingHours'
  | 'afterHoursPhone'
  | 'offersPetCremation'
  | 'acceptsCrematedRemains'
  | 'offersWitnessedCremation'
  | 'servesVeterans'
>;

/** "Central Time": the zone's everyday name, for the line under the hours. */
function zoneName(timeZone: string, at: Date): string {
  const part = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'longGeneric' })
    .formatToParts(at)
    .find((candidate) => candidate.type === 'timeZoneName');
  return part?.value ?? timeZone;
}

/**
 * Price, opening hours (with "Open now" or "Closed now" at `now`, the request's clock), the after-hours
 * phone and the services, each only when the office entered it (decision 028). No state: pages render it
 * on the server only.
 */
export function PartnerHoursAndServices({ partner, now }: { partner: DecisionFactsFields; now: Date }) {
  const parsed = partner.openingHours ? parseOpeningHours(partner.openingHours) : null;
  const timeZone = timeZoneOfRegion(partner.state);
  const hours = parsed?.ok && timeZone ? { week: parsed.week, timeZone } : null;
  const services = offeredServices(partner);
  const hasPrice = partner.priceListUrl !== null || partner.directCremationFromCents !== null;
  if (!hours && !hasPrice && !partner.afterHoursPhone && services.length === 0) return null;
  const open = hours ? isOpenAt(hours.week, hours.timeZone, now) : false;
  const today = hours ? Math.floor(localMinuteOfWeek(now, hours.timeZone) / MINUTES_PER_DAY) : -1;

  return (
    <section aria-labelledby="decide-heading">
      <h2 id="decide-heading" className="text-ink text-2xl font-semibold">
        Prices, Hours and Services
      </h2>
      <PartnerPriceLine partner={partner} className="text-ink mt-4 text-lg" />

      {hours ? (
        <div className="mt-5">
          <h3 className="text-ink flex flex-wrap items-center gap-3 text-lg font-semibold">
            <Clock aria-hidden="true" className="text-brand-600 size-5" />
            Opening hours
            <span
              className={cn(
                'rounded-full px-3 py-0.5 text-sm font-semibold',
                open ? 'bg-emerald-100 text-emerald-900' : 'bg-stone-200 text-stone-800',
              )}
            >
              {open ? 'Open now' : 'Closed now'}
            </span>
          </h3>
          <table className="mt-3 w-full max-w-md text-base">
            <caption className="text-muted caption-bottom pt-2 text-left text-sm">
              Local time ({zoneName(hours.timeZone, now)}).
            </caption>
            <tbody>
              {openingHoursRows(hours.week).map((row, index) => (
                <tr
                  key={row.code}
                  className={cn('border-line border-b', index === today ? 'text-ink font-semibold' : 'text-ink')}
                >
                  <th scope="row" className="py-1.5 pr-4 text-left font-medium">
                    {row.day}
                    {index === today ? <span className="sr-only"> (today)</span> : null}
                  </th>
                  <td className="py-1.5">{row.hours}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}

      {partner.afterHoursPhone ? (
        <p className="text-ink mt-5 flex items-center gap-2 text-lg">
          <PhoneCall aria-hidden="true" className="text-brand-600 size-5 shrink-0" />
          <span>
            After hours:{' '}
            <a
              href={telHref(partner.afterHoursPhone)}
              className="text-brand-700 inline-flex min-h-11 items-center font-semibold underline underline-offset-4"
            >
              {partner.afterHoursPhone}
              <span className="sr-only">, call {partner.name} after hours</span>
            </a>
          </span>
        </p>
      ) : null}

      {services.length > 0 ? (
        <div className="mt-5">
          <h3 className="text-muted font-sans text-sm font-semibold tracking-wide uppercase">Services</h3>
          <ul className="mt-2 flex flex-wrap gap-2">
            {services.map((service) => (
              <li key={service}>
                <Badge>{service}</Badge>
              </li>
            ))}
          </ul>
          {partner.acceptsCrematedRemains ? (
            <p className="text-muted mt-2 text-sm">
              <Link to="/already-cremated" className="text-brand-700 underline underline-offset-4">
                Already have the ashes? How that works
              </Link>
            </p>
          ) : null}
        </div>
      ) : null}
    </section>
  );
}
