import { type RefObject, useLayoutEffect, useRef } from 'react';
import { focusPageHeading } from './layout/route-focus';

type AutoFocusHandler = (event: Event) => void;

/**
 * Where focus goes when a dialog closes. Radix returns it to the dialog's Trigger; a dialog opened from a
 * button that cannot be its Trigger (a table row's Delete, a toolbar rendered apart from the dialog) would
 * leave focus on <body>. So: `returnFocusTo` when given, else the element that had focus when the dialog
 * opened (its opener), else Radix's own behaviour. Render `opener.record` inside the dialog's Portal.
 */
export function useReturnFocus({
  returnFocusTo,
  onCloseAutoFocus,
}: {
  returnFocusTo?: RefObject<HTMLElement | null>;
  onCloseAutoFocus?: AutoFocusHandler;
}) {
  const opener = useRef<HTMLElement | null>(null);
  return {
    record: <RecordOpener openerRef={opener} />,
    onCloseAutoFocus: (event: Event) => {
      onCloseAutoFocus?.(event);
      if (event.defaultPrevented) return;
      const target = returnFocusTo?.current ?? opener.current;
      if (!target?.isConnected) return;
      event.preventDefault();
      target.focus();
    },
  };
}

/**
 * Mounted as the dialog opens, ahead of its content: reads the focused element before the content (an
 * autoFocus button, then Radix's own autofocus) takes the focus.
 */
function RecordOpener({ openerRef }: { openerRef: RefObject<HTMLElement | null> }) {
  useLayoutEffect(() => {
    const active = document.activeElement;
    openerRef.current = active instanceof HTMLElement && active !== document.body ? active : null;
  }, [openerRef]);
  return null;
}

/**
 * For a dialog whose action removes its own opener (a deleted row, a selection bar emptied by the delete):
 * call `done()` when the action succeeded, and closing then focuses the page's h1 instead of leaving focus
 * on <body>, so keyboard and screen-reader users continue from the top of the same screen. Cancel and
 * Escape still return to the opener. Pass `onCloseAutoFocus` to the dialog's content.
 */
export function useFocusPageHeadingWhenDone() {
  const done = useRef(false);
  return {
    done: () => {
      done.current = true;
    },
    onCloseAutoFocus: (event: Event) => {
      if (!done.current) return;
      done.current = false;
      if (focusPageHeading()) event.preventDefault();
    },
  };
}
