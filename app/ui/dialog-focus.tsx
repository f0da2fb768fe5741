import { type RefObject, useLayoutEffect, useRef } from 'react';

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
