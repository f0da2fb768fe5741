import type { MessageId } from './message-id';

/*
 * The messages each client-rendered part needs, for pickClientMessages in its loader. The catalogue test
 * checks each list against the ids its component uses, so a list cannot fall behind its component.
 */

/**
 * The root error boundary: the error fallback and the not-found view it shows for a 404 (
 * error-fallback.tsx, not-found-view.tsx), picked by the root loader for every page.
 */
export const ERROR_BOUNDARY_MESSAGE_IDS = [
  'error.heading',
  'error.text',
  'error.unavailableHeading',
  'error.unavailableText',
  'error.errorLabel',
  'error.pageLabel',
  'error.unknown',
  'error.tryAgain',
  'error.goHome',
  'notFound.heading',
  'notFound.text',
  'notFound.home',
  'notFound.search',
] as const satisfies readonly MessageId[];

/** Client component file (from the repository root) → the ids picked for it. */
export const CLIENT_MESSAGE_IDS: Record<string, readonly MessageId[]> = {
  'app/ui/layout/error-fallback.tsx': ERROR_BOUNDARY_MESSAGE_IDS,
  'app/ui/layout/not-found-view.tsx': ERROR_BOUNDARY_MESSAGE_IDS,
};
