import { type RefObject, useEffect, useRef } from 'react';

/*
 * Radix gives Escape to the topmost layer: a toast shown over a dialog ("Missing Information") takes the first
 * press and the dialog stays open. Each open dialog registers what its own Escape does, and a toast that
 * takes the press hands it to the innermost one, so one Escape closes the dialog (or asks about unsaved
 * changes) as it does without a toast.
 */

type DialogEscape = (pressed: KeyboardEvent) => void;

const openDialogs: DialogEscape[] = [];

/** Registers an open dialog's Escape; returns the function that unregisters it (when the dialog closes). */
export function registerDialogEscape(escape: DialogEscape): () => void {
  openDialogs.push(escape);
  return () => {
    const index = openDialogs.lastIndexOf(escape);
    if (index !== -1) openDialogs.splice(index, 1);
  };
}

/** Does what Escape (`pressed`, taken by a toast) does in the innermost open dialog, if any. */
export function escapeInnermostDialog(pressed: KeyboardEvent): void {
  openDialogs.at(-1)?.(pressed);
}

/**
 * Rendered inside an open dialog's content: registers the dialog's Escape (its `onEscapeKeyDown`, which may
 * prevent closing to ask about unsaved changes, then its close button) while the dialog is open.
 */
export function EscapeFromToasts({
  onEscapeKeyDown,
  closeButton,
}: {
  onEscapeKeyDown: ((event: KeyboardEvent) => void) | undefined;
  closeButton: RefObject<HTMLButtonElement | null>;
}) {
  const latest = useRef(onEscapeKeyDown);
  useEffect(() => {
    latest.current = onEscapeKeyDown;
  });
  useEffect(
    () =>
      registerDialogEscape((pressed) => {
        // A press of its own, so the dialog preventing its close does not keep the toast open; where the key
        // was pressed is the same (a list open in the focused field closes alone).
        const escape = new KeyboardEvent('keydown', { key: 'Escape', cancelable: true });
        Object.defineProperty(escape, 'target', { value: pressed.target });
        latest.current?.(escape);
        if (!escape.defaultPrevented) closeButton.current?.click();
      }),
    [closeButton],
  );
  return null;
}
