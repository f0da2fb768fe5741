import MessageSquare from 'lucide-react/icons/message-square';
import { lazy, Suspense, useRef, useState, useSyncExternalStore } from 'react';
import { useRouteLoaderData } from 'react-router';
import type { Locale } from '~/modules/i18n/locales';
import { Button, type ButtonProps } from '~/ui/button';
import { cn } from '~/ui/cn';
import { inquiryPagePath } from '../inquiry-paths';
import { inquiryMessagesFor } from '../inquiry-messages';

// The dialog brings the form library, the shared inquiry schema (zod) and Radix Dialog: about 50 kB gzip
// that most visitors never need. It is fetched when a visitor shows intent (pointer over, focus, touch)
// and is usually there by the time the click lands (first-load JavaScript ≤ 120 kB). Its messages in the
// page's language are fetched with it (inquiry-messages.ts).
const loadInquiryDialog = () => import('./inquiry-dialog');
const InquiryDialog = lazy(loadInquiryDialog);
const preloadInquiryDialog = (locale: Locale) => {
  void loadInquiryDialog();
  void inquiryMessagesFor(locale);
};
const subscribeToNothing = () => () => {};
const isClient = () => true;
const isServer = () => false;

export interface AskForInformationButtonProps {
  /** `phone` ('' or null for none): the dialog offers it when the family cannot send another inquiry for a while. */
  partner: { id: string; name: string; phone?: string | null };
  /** 'Ask for Information' on the default card and the partner page; 'Contact' on compact cards (spec §2). */
  label?: string;
  /**
   * Said to screen readers between the label and the partner's name, so repeated buttons on a list are
   * told apart: 'Ask for Information about Oak Memorial'; ' ' for 'Contact Oak Memorial'.
   */
  nameJoiner?: string;
  /** All of what follows the label for screen readers, made by the loader in the page's language (askName). */
  nameText?: string;
  className?: string;
  variant?: ButtonProps['variant'];
}

/**
 * The 'Ask for Information' button (spec §2 Inquiry dialog). Once opened, the dialog stays mounted while
 * the page is open, closed or not: a family that closes it by accident (Escape, a tap outside) finds what
 * it typed when it opens it again. Only a sent inquiry clears the form.
 */
export function AskForInformationButton({
  partner,
  label = 'Ask for Information',
  nameJoiner = ' about ',
  nameText,
  className,
  variant,
}: AskForInformationButtonProps) {
  const [open, setOpen] = useState(false);
  const [mounted, setMounted] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  // The page's language, which the root loader reads from the address (decision 033): the dialog and the
  // no-script page follow it.
  const locale = (useRouteLoaderData('root') as { locale?: Locale } | undefined)?.locale ?? 'en';
  const preload = () => preloadInquiryDialog(locale);
  // False in the server render and until hydration (inline: a shared module would be a chunk of its own).
  const hydrated = useSyncExternalStore(subscribeToNothing, isClient, isServer);
  const name = (
    <>
      <MessageSquare aria-hidden="true" />
      {label}
      <span className="sr-only">
        {nameText ?? (
          <>
            {nameJoiner}
            {partner.name}
          </>
        )}
      </span>
    </>
  );
  // Before the script runs (or without it), the inquiry's own page: a real form that posts.
  if (!hydrated) {
    return (
      <Button asChild variant={variant} className={cn('whitespace-normal', className)}>
        <a href={inquiryPagePath(partner.id, locale)}>{name}</a>
      </Button>
    );
  }
  return (
    <>
      <Button
        ref={buttonRef}
        variant={variant}
        className={cn('whitespace-normal', className)}
        aria-haspopup="dialog"
        aria-expanded={open}
        onPointerEnter={preload}
        onFocus={preload}
        onTouchStart={preload}
        onClick={() => {
          setMounted(true);
          setOpen(true);
        }}
      >
        {name}
      </Button>
      {mounted ? (
        <Suspense fallback={null}>
          <InquiryDialog
            partner={partner}
            locale={locale}
            open={open}
            onOpenChange={setOpen}
            returnFocusTo={buttonRef}
          />
        </Suspense>
      ) : null}
    </>
  );
}
