import { Trans, useLingui } from '@lingui/react';
import { phoneAsWritten } from '~/modules/i18n/format';
import { telHref } from '~/modules/partners/components/partner-display';

/**
 * "Rather talk now? Call (512) 555-0199." with the number as a tel link: after an inquiry is sent, and when
 * one cannot be sent for a while (a family who has already written several times is not left waiting an
 * hour). Under a ClientI18nProvider with the inquiry's messages; nothing without a phone ('' or null: loaders
 * never send the import placeholder).
 */
export function CallPartnerNow({ phone, className }: { phone: string | null | undefined; className?: string }) {
  const { i18n } = useLingui();
  const number = phone?.trim();
  if (!number) return null;
  return (
    <p className={className}>
      <Trans
        id="inquiry.sent.call"
        values={{
          phone: (
            // Inline with padding for a 24 px target: an inline-block would let the sentence's full stop wrap alone.
            <a href={telHref(number)} className="text-brand-700 py-1 font-medium underline underline-offset-4">
              {phoneAsWritten(i18n.locale, number)}
            </a>
          ),
        }}
      />
    </p>
  );
}
