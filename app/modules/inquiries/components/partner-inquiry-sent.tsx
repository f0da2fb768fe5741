import { lazy, Suspense } from 'react';
import { intlLocale, type Locale } from '~/modules/i18n/locales';
import { useInquirySent } from '../inquiry-sent-store';

// The note's markup, icon and messages are fetched only by a browser that sent this partner an inquiry.
const InquirySentNote = lazy(() =>
  import('./inquiry-sent-note').then((module) => ({ default: module.InquirySentNoteIn })),
);

/** The partner page's "Inquiry sent" note, when this browser sent this partner an inquiry in the last 14 days. */
export function PartnerInquirySent({
  partner,
  answerExpected,
  locale,
}: {
  partner: { id: string; name: string; phone: string | null };
  answerExpected: string;
  locale: Locale;
}) {
  const sent = useInquirySent(partner.id);
  if (sent === null) return null;
  // The day in the visitor's own time zone, in the page's language.
  const sentOn = new Date(sent.at).toLocaleDateString(intlLocale(locale), { dateStyle: 'long' });
  return (
    <Suspense fallback={null}>
      <InquirySentNote
        locale={locale}
        partner={partner}
        sentOn={sentOn}
        answerExpected={answerExpected}
        copy={sent.copy}
      />
    </Suspense>
  );
}
