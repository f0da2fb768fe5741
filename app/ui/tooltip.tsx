import { useEffect, useId, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { cn } from './cn';

/** Spec §9 (the Radix defaults it records): 700 ms before a tooltip opens, none within 300 ms of another. */
export const TOOLTIP_OPEN_DELAY_MS = 700;
export const TOOLTIP_SKIP_DELAY_MS = 300;

/** When the last tooltip on the page closed: hovering the next one soon after opens it at once. */
let lastClosedAt = Number.NEGATIVE_INFINITY;

// useLayoutEffect warns during server rendering; the tooltip is never open there anyway.
const useBrowserLayoutEffect = typeof document === 'undefined' ? useEffect : useLayoutEffect;

/**
 * A short explanation attached to a piece of text (the partner card's rooftop count). Hover (after the
 * delay) or keyboard focus shows it, Escape, leaving or blurring hides it, and a tap toggles it on a phone,
 * which has no hover. The trigger is a real button described by the tooltip while it is open.
 *
 * Hand-written instead of Radix Tooltip: that one brings a positioning engine (about 12 kB gzip) to every
 * public page for one sentence; this one sits above its text and is nudged back inside the viewport.
 */
export function Tooltip({
  label,
  children,
  className,
}: {
  /** The tooltip's text. */
  label: ReactNode;
  /** The visible text of the trigger. */
  children: ReactNode;
  className?: string;
}) {
  const tooltipId = useId();
  const [open, setOpen] = useState(false);
  const [shiftPx, setShiftPx] = useState(0);
  const openTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const tooltipRef = useRef<HTMLSpanElement>(null);
  // The pointer of the press in progress: a press focuses the button before its click, and the click
  // decides, so focus must not open it first.
  const pressedWith = useRef<string | undefined>(undefined);

  const cancelPendingOpen = () => clearTimeout(openTimer.current);
  const show = () => {
    cancelPendingOpen();
    setOpen(true);
  };
  const hide = () => {
    cancelPendingOpen();
    setOpen((wasOpen) => {
      if (wasOpen) lastClosedAt = Date.now();
      return false;
    });
  };
  const showAfterDelay = () => {
    cancelPendingOpen();
    if (Date.now() - lastClosedAt < TOOLTIP_SKIP_DELAY_MS) show();
    else openTimer.current = setTimeout(show, TOOLTIP_OPEN_DELAY_MS);
  };

  useEffect(() => cancelPendingOpen, []);

  useEffect(() => {
    if (!open) return;
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      lastClosedAt = Date.now();
      setOpen(false);
    };
    document.addEventListener('keydown', closeOnEscape);
    return () => document.removeEventListener('keydown', closeOnEscape);
  }, [open]);

  // Keep the bubble on screen: centred over its text, unless that would cross the viewport's edge.
  useBrowserLayoutEffect(() => {
    if (!open || !tooltipRef.current) {
      setShiftPx(0);
      return;
    }
    const margin = 8;
    const { left, right } = tooltipRef.current.getBoundingClientRect();
    const viewportWidth = document.documentElement.clientWidth;
    if (left < margin) setShiftPx(margin - left);
    else if (right > viewportWidth - margin) setShiftPx(viewportWidth - margin - right);
  }, [open]);

  return (
    <span className="relative inline-block">
      <button
        type="button"
        aria-describedby={open ? tooltipId : undefined}
        className={cn(
          'decoration-brand-400 cursor-help text-left underline decoration-dotted underline-offset-4',
          className,
        )}
        onPointerEnter={(event) => {
          if (event.pointerType !== 'touch') showAfterDelay();
        }}
        onPointerLeave={(event) => {
          if (event.pointerType !== 'touch') hide();
        }}
        onPointerDown={(event) => {
          pressedWith.current = event.pointerType;
        }}
        onFocus={() => {
          if (pressedWith.current === undefined) show();
        }}
        onBlur={hide}
        onClick={() => {
          // A tap toggles (a phone has no hover to open it); a mouse click keeps open what hovering opened;
          // Enter or Space (no pointer) toggles, Escape closes.
          const toggles = pressedWith.current !== 'mouse' && pressedWith.current !== 'pen';
          pressedWith.current = undefined;
          if (toggles && open) hide();
          else show();
        }}
      >
        {children}
      </button>
      {open ? (
        <span
          ref={tooltipRef}
          id={tooltipId}
          role="tooltip"
          style={{ translate: `calc(-50% + ${shiftPx}px) 0` }}
          className="bg-ink absolute bottom-full left-1/2 z-50 mb-2 w-max max-w-[min(20rem,calc(100vw-1rem))] rounded-md px-3 py-2 text-sm leading-snug font-normal text-white shadow-md"
        >
          {label}
        </span>
      ) : null}
    </span>
  );
}
