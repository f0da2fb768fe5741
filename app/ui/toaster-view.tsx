import * as ToastPrimitive from '@radix-ui/react-toast';
import X from 'lucide-react/icons/x';
import { cn } from './cn';
import { escapeInnermostDialog } from './dialog-escape';
import { dismissToast, useToasts } from './use-toast';

/**
 * Renders the queued toasts; ./toaster.tsx loads this module when the first toast is queued. Radix
 * defaults match spec §9: 5000 ms on screen, swipe right with a 50 px threshold, F8 focuses the region.
 */
export default function ToasterView() {
  const toasts = useToasts();
  return (
    <ToastPrimitive.Provider duration={5000} swipeDirection="right" swipeThreshold={50}>
      {toasts.map(({ id, title, description, variant, duration, open, closeLabel, onEscapeKeyDown }) => (
        <ToastPrimitive.Root
          key={id}
          open={open}
          duration={duration}
          // A toast that says itself what Escape does (the inquiry dialog's) keeps that; the others hand the
          // press to the dialog under them, if any.
          onEscapeKeyDown={onEscapeKeyDown ?? escapeInnermostDialog}
          onOpenChange={(next) => {
            if (!next) dismissToast(id);
          }}
          className={cn(
            'group pointer-events-auto relative flex w-full items-start gap-3 rounded-xl border p-4 pr-10 shadow-lg',
            'data-[state=closed]:opacity-0 data-[swipe=end]:translate-x-[var(--radix-toast-swipe-end-x)] data-[swipe=move]:translate-x-[var(--radix-toast-swipe-move-x)]',
            variant === 'destructive' ? 'border-danger bg-danger text-white' : 'border-line text-ink bg-white',
          )}
        >
          <div className="grid gap-1">
            {title ? <ToastPrimitive.Title className="font-semibold">{title}</ToastPrimitive.Title> : null}
            {description ? (
              <ToastPrimitive.Description className="text-base opacity-95">{description}</ToastPrimitive.Description>
            ) : null}
          </div>
          <ToastPrimitive.Close
            aria-label={closeLabel ?? 'Close'}
            className="absolute top-2 right-2 inline-flex size-9 items-center justify-center rounded-md opacity-80 hover:opacity-100"
          >
            <X aria-hidden="true" className="size-4" />
          </ToastPrimitive.Close>
        </ToastPrimitive.Root>
      ))}
      {/* On a phone at the top, off the form fields and the button under the thumb; from sm bottom right. */}
      <ToastPrimitive.Viewport className="fixed inset-x-0 top-0 z-[100] flex max-h-screen flex-col gap-2 p-4 sm:top-auto sm:right-0 sm:bottom-0 sm:left-auto sm:max-w-md" />
    </ToastPrimitive.Provider>
  );
}
