import { Trans, useLingui } from '@lingui/react';
import CheckCircle2 from 'lucide-react/icons/check-circle-2';
import { use, useId } from 'react';
import { ClientI18nProvider } from '~/modules/i18n/client-i18n';
import type { Locale } from '~/modules/i18n/locales';
import { nameArgs } from '~/modules/i18n/name-grammar';
import { cn } from '~/ui/cn';
import { inquiryMessagesFor } from '../inquiry-messages';
import { CONFIRMATIONS_PER_MAILBOX_PER_DAY } from '../inquiry-confirmation-limit';
import { CallPartnerNow } from './call-partner-now';

export interface InquirySentNoteProps {
  partner: { name: string; phone: string | null };
  /** "November 26, 2026" / "26 novembre 2026". */
  sentOn: string;
  /** INQUIRY_ANSWER_EXPECTED (or its French): "within two business days". */
  answerExpected: string;
  /** Whether the family's copy was emailed: past the mailbox's daily copies it was not, and the note says so. */
  copy: boolean;
  /**
   * A live region (role status): where nothing else says the inquiry went, the inquiry page's thank-you state.
   * Off on the partner page, where the dialog's toast says it: a screen reader hears it once.
   */
  live?: boolean;
  className?: string;
}

/**
 * "Inquiry sent {date}": what happens next and how to reach the partner sooner. The same on the partner page
 * (from this browser's record) and on the inquiry page's thank-you state, in the page's language (under a
 * ClientI18nProvider with the inquiry's messages). `phone` is '' or null for none: loaders never send the
 * import placeholder.
 */
export function InquirySentNote({
  partner,
  sentOn,
  answerExpected,
  copy,
  live = false,
  className,
}: InquirySentNoteProps) {
  const { i18n } = useLingui();
  const headingId = useId();
  // « Le Salon funéraire … devrait vous répondre »: a name that takes an article keeps it (name-grammar.ts).
  const namedAs = nameArgs(i18n.locale, partner.name);
  return (
    <section
      {...(live ? { role: 'status' } : { 'aria-labelledby': headingId })}
      className={cn('border-brand-200 bg-brand-50 text-ink grid gap-2 rounded-xl border p-4 sm:p-5', className)}
    >
      <h2 id={headingId} className="flex items-center gap-2 text-lg font-semibold">
        <CheckCircle2 aria-hidden="true" className="text-brand-700 size-5 shrink-0" />
        {i18n._('inquiry.sent.heading', { date: sentOn })}
      </h2>
      <p>
        <Trans
          id="inquiry.sent.expect"
          values={{ ...namedAs, name: <bdi>{namedAs.name}</bdi>, answerExpected: <>{answerExpected}</> }}
        />{' '}
        {copy
          ? i18n._('inquiry.sent.copy')
          : i18n._('inquiry.sent.noCopy', { count: CONFIRMATIONS_PER_MAILBOX_PER_DAY })}
      </p>
      <CallPartnerNow phone={partner.phone} />
    </section>
  );
}

/** The note with its own messages (fetched: the partner page carries none); nothing when they cannot be had. */
export function InquirySentNoteIn({ locale, ...props }: InquirySentNoteProps & { locale: Locale }) {
  const messages = use(inquiryMessagesFor(locale));
  if (!messages) return null;
  return (
    <ClientI18nProvider messages={messages}>
      <InquirySentNote {...props} />
    </ClientI18nProvider>
  );
}
