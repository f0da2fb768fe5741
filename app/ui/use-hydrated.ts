import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * False in the server render and until React has hydrated: a control that needs a script stays disabled
 * or hidden until then (a click before hydration would do nothing, or submit a form natively).
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
