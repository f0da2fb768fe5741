import * as DialogPrimitive from '@radix-ui/react-dialog';
import X from 'lucide-react/icons/x';
import { type ComponentProps, type RefObject, useRef } from 'react';
import { cn } from './cn';
import { EscapeFromToasts } from './dialog-escape';
import { useReturnFocus } from './dialog-focus';

/*
 * Modal dialog (Radix): focus is trapped inside while open and returns to its opener on close, Escape and a
 * click on the overlay close it, the page behind is inert to screen readers. Title and description are
 * wired to aria-labelledby / aria-describedby by Radix.
 */
export const Dialog = DialogPrimitive.Root;
export const DialogTrigger = DialogPrimitive.Trigger;
export const DialogClose = DialogPrimitive.Close;

export function DialogContent({
  className,
  children,
  closeLabel = 'Close',
  returnFocusTo,
  onCloseAutoFocus,
  ...props
}: ComponentProps<typeof DialogPrimitive.Content> & {
  closeLabel?: string;
  /**
   * Where focus goes when the dialog closes, when that is not the element that opened it (a lazily loaded
   * dialog whose button had focus before a wait). Without it, focus returns to the opener.
   */
  returnFocusTo?: RefObject<HTMLElement | null>;
}) {
  const focus = useReturnFocus({ returnFocusTo, onCloseAutoFocus });
  const closeButton = useRef<HTMLButtonElement>(null);
  return (
    <DialogPrimitive.Portal>
      {focus.record}
      <DialogPrimitive.Overlay className="fixed inset-0 z-50 bg-black/50" />
      <DialogPrimitive.Content
        className={cn(
          // Centred card; on a phone it keeps 1 rem of page around it and scrolls inside when the keyboard is up.
          'border-line fixed top-1/2 left-1/2 z-50 grid max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 gap-5 overflow-y-auto rounded-xl border bg-white p-5 shadow-xl sm:p-6',
          className,
        )}
        onCloseAutoFocus={focus.onCloseAutoFocus}
        {...props}
      >
        {children}
        <EscapeFromToasts onEscapeKeyDown={props.onEscapeKeyDown} closeButton={closeButton} />
        <DialogPrimitive.Close
          ref={closeButton}
          aria-label={closeLabel}
          className="text-muted hover:text-ink hover:bg-brand-50 absolute top-3 right-3 inline-flex size-10 items-center justify-center rounded-md"
        >
          <X aria-hidden="true" className="size-5" />
        </DialogPrimitive.Close>
      </DialogPrimitive.Content>
    </DialogPrimitive.Portal>
  );
}

export function DialogHeader({ className, ...props }: ComponentProps<'div'>) {
  // Room on the right for the close button.
  return <div className={cn('flex flex-col gap-2 pr-10', className)} {...props} />;
}

export function DialogTitle({ className, ...props }: ComponentProps<typeof DialogPrimitive.Title>) {
  return (
    <DialogPrimitive.Title
      className={cn('text-ink font-serif text-2xl leading-tight font-semibold', className)}
      {...props}
    />
  );
}

export function DialogDescription({ className, ...props }: ComponentProps<typeof DialogPrimitive.Description>) {
  return <DialogPrimitive.Description className={cn('text-muted text-base', className)} {...props} />;
}

export function DialogFooter({ className, ...props }: ComponentProps<'div'>) {
  return <div className={cn('flex flex-col-reverse gap-3 sm:flex-row sm:justify-end', className)} {...props} />;
}
