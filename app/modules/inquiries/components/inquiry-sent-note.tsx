import CheckCircle2 from 'lucide-react/icons/check-circle-2';
import { telHref } from '~/modules/partners/components/partner-display';
import { cn } from '~/ui/cn';

export interface InquirySentNoteProps {
  partner: { name: string; phone: string | null };
  /** "November 26, 2026". */
  sentOn: string;
  /** INQUIRY_ANSWER_EXPECTED: "within two business days". */
  answerExpected: string;
  className?: string;
}

/**
 * "Inquiry sent {date}": what happens next and how to reach the partner sooner. The same on the partner page
 * (from this browser's record) and on the inquiry page's thank-you state. `phone` is '' or null for none:
 * loaders never send the import placeholder.
 */
export function InquirySentNote({ partner, sentOn, answerExpected, className }: InquirySentNoteProps) {
  const phone = partner.phone?.trim();
  return (
    <section
      role="status"
      className={cn('border-brand-200 bg-brand-50 text-ink grid gap-2 rounded-xl border p-4 sm:p-5', className)}
    >
      <h2 className="flex items-center gap-2 text-lg font-semibold">
        <CheckCircle2 aria-hidden="true" className="text-brand-700 size-5 shrink-0" />
        Inquiry sent {sentOn}
      </h2>
      <p>
        You can expect an answer from <bdi>{partner.name}</bdi> {answerExpected}. We emailed you a copy of your inquiry.
      </p>
      {phone ? (
        <p>
          Rather talk now? Call{' '}
          <a
            href={telHref(phone)}
            className="text-brand-700 inline-block min-h-6 font-medium underline underline-offset-4"
          >
            {phone}
          </a>
          .
        </p>
      ) : null}
    </section>
  );
}
