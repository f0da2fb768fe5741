import PhoneCall from 'lucide-react/icons/phone-call';
import { Link } from 'react-router';
import { phoneAsWritten } from '~/modules/i18n/format';
import { nameArgs } from '~/modules/i18n/name-grammar';
import { usePageI18n } from '~/modules/i18n/use-page-i18n';
import { partnerPath, telHref } from '~/modules/partners/components/partner-display';
import type { Partner } from '~/modules/partners/partner.schema';

type AfterHoursPartner = Pick<Partner, 'id' | 'name' | 'city' | 'stateSlug' | 'citySlug' | 'afterHoursPhone'>;

/**
 * Under a list filtered to "Open now": partners of the place that are closed at this hour but have an
 * after-hours line, each with the number to call (listAnsweringAfterHours). Server-rendered under
 * `<I18nProvider>`; nothing when there are none.
 */
export function AnsweringAfterHours({
  intro,
  partners,
  total,
}: {
  /** Which partners these are: `afterHours.intro` of a place, `afterHours.introSearch` of a search. */
  intro: string;
  partners: readonly AfterHoursPartner[];
  total: number;
}) {
  const { i18n, locale, href } = usePageI18n();
  if (partners.length === 0) return null;
  return (
    <section aria-labelledby="after-hours-heading" className="mt-12 sm:mt-16">
      <h2 id="after-hours-heading" className="text-ink text-2xl font-semibold sm:text-3xl">
        {i18n._('afterHours.heading')}
      </h2>
      <p className="text-muted mt-2">{intro}</p>
      <ul className="mt-5 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {partners.map((partner) => (
          <li key={partner.id} className="border-line rounded-lg border bg-white p-4 shadow-sm">
            <Link
              to={href(partnerPath(partner))}
              className="text-ink inline-flex min-h-6 items-center text-lg font-semibold [overflow-wrap:anywhere] underline-offset-4 hover:underline"
            >
              {partner.name}
            </Link>
            <p className="text-muted text-sm">{partner.city}</p>
            {partner.afterHoursPhone ? (
              <p className="text-ink mt-2 flex items-center gap-2">
                <PhoneCall aria-hidden="true" className="text-brand-600 size-5 shrink-0" />
                <span>
                  {i18n._('hours.afterHours')}{' '}
                  <a
                    href={telHref(partner.afterHoursPhone)}
                    className="text-brand-700 inline-flex min-h-11 items-center font-semibold underline underline-offset-4"
                  >
                    {phoneAsWritten(locale, partner.afterHoursPhone)}
                    <span className="sr-only">{i18n._('hours.afterHoursSr', nameArgs(locale, partner.name))}</span>
                  </a>
                </span>
              </p>
            ) : null}
          </li>
        ))}
      </ul>
      {total > partners.length ? (
        <p className="text-muted mt-4">{i18n._('afterHours.firstShown', { shown: partners.length, total })}</p>
      ) : null}
    </section>
  );
}
