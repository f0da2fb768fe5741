import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * False in the server render and until React has hydrated. The generate buttons stay disabled until then:
 * a click before hydration would submit the form natively, putting the partner's details in the URL.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
