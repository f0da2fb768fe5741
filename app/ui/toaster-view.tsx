import * as ToastPrimitive from '@radix-ui/react-toast';
import X from 'lucide-react/icons/x';
import { cn } from './cn';
import { dismissToast, useToasts } from './use-toast';

/** Escapes this module sends on to a dialog; a toast seeing one again does not send it twice. */
const passedOn = new WeakSet<Event>();
/** Frames to wait for the toast's layer to go before the dialog under it takes Escape (about half a second). */
const PASS_ON_FRAMES = 30;

/**
 * Radix gives Escape to the topmost layer: a toast shown over a dialog would take the first press and the
 * dialog would stay. Once the toast has closed, the same Escape goes to the element that had focus, so the
 * dialog does what its Escape does (close, or ask about unsaved changes). Radix listens again only after the
 * toast's layer is gone, a render or two later: sent each frame until a layer takes it (it prevents default).
 */
function passEscapeToDialog(event: KeyboardEvent) {
  const target = event.target;
  if (passedOn.has(event) || !(target instanceof Element)) return;
  if (!target.closest('[role="dialog"], [role="alertdialog"]')) return;
  let frames = 0;
  const send = () => {
    if (!target.isConnected) return;
    const again = new KeyboardEvent('keydown', { key: 'Escape', code: 'Escape', bubbles: true, cancelable: true });
    passedOn.add(again);
    target.dispatchEvent(again);
    frames += 1;
    if (!again.defaultPrevented && frames < PASS_ON_FRAMES) requestAnimationFrame(send);
  };
  requestAnimationFrame(send);
}

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
          // A toast that says itself what Escape does (the inquiry dialog's) keeps that; the others pass it on.
          onEscapeKeyDown={onEscapeKeyDown ?? passEscapeToDialog}
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
