import * as DialogPrimitive from '@radix-ui/react-dialog';
import { type ComponentProps, useRef } from 'react';
import { Button } from './button';
import { cn } from './cn';
import { EscapeFromToasts } from './dialog-escape';
import { useReturnFocus } from './dialog-focus';

/*
 * Confirmation dialog ("Delete Partner", "Delete Selected Partners"): Radix Dialog with role="alertdialog",
 * no close button and no dismissal by clicking outside (a destructive choice must be made on purpose);
 * Escape and Cancel still back out. Focus starts on Cancel, the safe choice, and returns to the opener.
 */
export const AlertDialog = DialogPrimitive.Root;
export const AlertDialogTrigger = DialogPrimitive.Trigger;

export function AlertDialogContent({
  className,
  children,
  onCloseAutoFocus,
  ...props
}: ComponentProps<typeof DialogPrimitive.Content>) {
  const focus = useReturnFocus({ onCloseAutoFocus });
  const closeButton = useRef<HTMLButtonElement>(null);
  return (
    <DialogPrimitive.Portal>
      {focus.record}
      <DialogPrimitive.Overlay className="fixed inset-0 z-50 bg-black/50" />
      <DialogPrimitive.Content
        role="alertdialog"
        onCloseAutoFocus={focus.onCloseAutoFocus}
        onPointerDownOutside={(event) => event.preventDefault()}
        onInteractOutside={(event) => event.preventDefault()}
        className={cn(
          'border-line fixed top-1/2 left-1/2 z-50 grid max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 gap-5 overflow-y-auto rounded-xl border bg-white p-5 shadow-xl sm:p-6',
          className,
        )}
        {...props}
      >
        {children}
        <EscapeFromToasts onEscapeKeyDown={props.onEscapeKeyDown} closeButton={closeButton} />
        {/* What Escape does, for a toast that took the press: not shown, not focusable (Cancel is the button). */}
        <DialogPrimitive.Close ref={closeButton} hidden />
      </DialogPrimitive.Content>
    </DialogPrimitive.Portal>
  );
}

export function AlertDialogHeader({ className, ...props }: ComponentProps<'div'>) {
  return <div className={cn('flex flex-col gap-2', className)} {...props} />;
}

export function AlertDialogTitle({ className, ...props }: ComponentProps<typeof DialogPrimitive.Title>) {
  return <DialogPrimitive.Title className={cn('text-ink text-xl leading-tight font-semibold', className)} {...props} />;
}

export function AlertDialogDescription({ className, ...props }: ComponentProps<typeof DialogPrimitive.Description>) {
  return <DialogPrimitive.Description className={cn('text-muted text-base', className)} {...props} />;
}

export function AlertDialogFooter({ className, ...props }: ComponentProps<'div'>) {
  return <div className={cn('flex flex-col-reverse gap-3 sm:flex-row sm:justify-end', className)} {...props} />;
}

/** Closes the dialog without doing anything. Receives focus when the dialog opens. */
export function AlertDialogCancel({ children = 'Cancel', ...props }: ComponentProps<typeof Button>) {
  return (
    <DialogPrimitive.Close asChild>
      <Button variant="secondary" autoFocus {...props}>
        {children}
      </Button>
    </DialogPrimitive.Close>
  );
}

/**
 * The confirming button. It does not close the dialog by itself: the caller closes it when the action
 * succeeded (and can keep it open, with a pending label, while the request runs).
 */
export function AlertDialogAction({
  className,
  destructive = true,
  ...props
}: ComponentProps<typeof Button> & { destructive?: boolean }) {
  return (
    <Button
      className={cn(destructive && 'bg-danger hover:bg-danger/90 active:bg-danger/80 text-white', className)}
      {...props}
    />
  );
}
