import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * False in the server render and until React has hydrated, true after: for controls that only work with
 * their script (they are hidden, disabled or plain links until then).
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
