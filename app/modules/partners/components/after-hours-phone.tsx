import PhoneCall from 'lucide-react/icons/phone-call';
import { phoneAsWritten } from '~/modules/i18n/format';
import { nameArgs } from '~/modules/i18n/name-grammar';
import { usePageI18n } from '~/modules/i18n/use-page-i18n';
import { cn } from '~/ui/cn';
import { telHref } from './partner-display';

/**
 * "After hours: (213) 555-0116" as a `tel:` link, its name for screen readers saying whose line it is. Rendered
 * on the server under `<I18nProvider>` (the partner page's hours, the "answering after hours" lists).
 */
export function AfterHoursPhone({
  partner,
  className,
}: {
  partner: { name: string; afterHoursPhone: string };
  className?: string;
}) {
  const { i18n, locale } = usePageI18n();
  return (
    <p className={cn('text-ink flex items-center gap-2', className)}>
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
  );
}
