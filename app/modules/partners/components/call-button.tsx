import Phone from 'lucide-react/icons/phone';
import { Button } from '~/ui/button';
import { cn } from '~/ui/cn';
import { telHref } from './partner-display';

/**
 * 'Call' beside 'Ask for Information': a tel: link (44 px high, the Button's size) whose accessible name
 * says whom and which number, so a list of cards does not read 'Call, Call, Call'. Nothing for a partner
 * without a number: the inquiry is the way to reach them. Loaders send '' for the import placeholder
 * (publicPhone, in toPartnerCardData and the partner page), so the browser needs no rule of its own.
 * `onOpen` tells the page of the tap (its figures, decision 034).
 */
export function CallButton({
  partner,
  text,
  className,
  onOpen,
}: {
  partner: { name: string; phone: string | null };
  /** Its words in the page's language, made by the loader (English when not given). */
  text?: { call: string; callLabel: string };
  className?: string;
  onOpen?: () => void;
}) {
  const phone = partner.phone?.trim();
  if (!phone) return null;
  return (
    <Button asChild variant="secondary" className={cn('whitespace-normal', className)}>
      <a href={telHref(phone)} aria-label={text?.callLabel ?? `Call ${partner.name}, ${phone}`} onClick={onOpen}>
        <Phone aria-hidden="true" />
        {text?.call ?? 'Call'}
      </a>
    </Button>
  );
}
