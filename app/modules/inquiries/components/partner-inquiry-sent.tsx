import { lazy, Suspense } from 'react';
import { useInquirySentAt } from '../inquiry-sent-store';

// The note's markup and icon are fetched only by a browser that sent this partner an inquiry.
const InquirySentNote = lazy(() =>
  import('./inquiry-sent-note').then((module) => ({ default: module.InquirySentNote })),
);

/** The partner page's "Inquiry sent" note, when this browser sent this partner an inquiry in the last 14 days. */
export function PartnerInquirySent({
  partner,
  answerExpected,
}: {
  partner: { id: string; name: string; phone: string | null };
  answerExpected: string;
}) {
  const sentAt = useInquirySentAt(partner.id);
  if (sentAt === null) return null;
  const sentOn = new Date(sentAt).toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric' });
  return (
    <Suspense fallback={null}>
      <InquirySentNote partner={partner} sentOn={sentOn} answerExpected={answerExpected} />
    </Suspense>
  );
}
