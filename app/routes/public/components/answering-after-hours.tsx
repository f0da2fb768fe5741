import { Link } from 'react-router';
import { usePageI18n } from '~/modules/i18n/use-page-i18n';
import { AfterHoursPhone } from '~/modules/partners/components/after-hours-phone';
import { partnerPath } from '~/modules/partners/components/partner-display';
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
  /** How many there are in all, when known: "The first 6 of 14." */
  total?: number;
}) {
  const { i18n, href } = usePageI18n();
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
              <AfterHoursPhone
                partner={{ name: partner.name, afterHoursPhone: partner.afterHoursPhone }}
                className="mt-2"
              />
            ) : null}
          </li>
        ))}
      </ul>
      {total !== undefined && total > partners.length ? (
        <p className="text-muted mt-4">{i18n._('afterHours.firstShown', { shown: partners.length, total })}</p>
      ) : null}
    </section>
  );
}
