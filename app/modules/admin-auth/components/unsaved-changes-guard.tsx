import { useEffect } from 'react';
import { useBlocker } from 'react-router';
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from '~/ui/alert-dialog';
import { currentToken } from '../auth-store';

/**
 * Asks before a changed form is left: in-app navigation (Cancel, a link, Back) is held by React Router's
 * blocker until the admin chooses; closing or reloading the tab gets the browser's own prompt. An ended
 * session is not held up: its changes were already kept as a draft, and the sign-in page must open.
 */
export function UnsavedChangesGuard({ when, onDiscard }: { when: boolean; onDiscard?: () => void }) {
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      when && currentToken() !== null && currentLocation.pathname !== nextLocation.pathname,
  );

  useEffect(() => {
    if (!when) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers show the prompt only when returnValue is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [when]);

  return (
    <ConfirmDiscardDialog
      open={blocker.state === 'blocked'}
      title="Discard your changes?"
      description="You have changes that are not saved. If you leave this page, they are lost."
      confirmLabel="Discard changes"
      onCancel={() => blocker.reset?.()}
      onConfirm={() => {
        onDiscard?.();
        blocker.proceed?.();
      }}
    />
  );
}

/** A yes/no question before typed text is thrown away; "Keep editing" is the focused, safe choice. */
export function ConfirmDiscardDialog({
  open,
  title,
  description,
  confirmLabel,
  onCancel,
  onConfirm,
}: {
  open: boolean;
  title: string;
  description: string;
  confirmLabel: string;
  onCancel: () => void;
  onConfirm: () => void;
}) {
  return (
    <AlertDialog open={open} onOpenChange={(next) => !next && onCancel()}>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>{title}</AlertDialogTitle>
          <AlertDialogDescription>{description}</AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel>Keep editing</AlertDialogCancel>
          <AlertDialogAction onClick={onConfirm}>{confirmLabel}</AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
