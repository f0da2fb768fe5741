import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { toast } from '~/ui/use-toast';
import { noResultsToast } from '../no-results-toast';

/**
 * Spec §8: a search without results also shows the 'No Results Found' toast. Once per search: keyed by
 * the navigation (location key), so a revalidation of the same page does not repeat it, while running
 * the same search again does. Runs after hydration, so a search opened from a link toasts too.
 */
export function useNoResultsToast(noResults: boolean, suggestions: readonly string[]) {
  const { key } = useLocation();
  const toastedFor = useRef<string | null>(null);
  useEffect(() => {
    if (!noResults || toastedFor.current === key) return;
    toastedFor.current = key;
    toast(noResultsToast(suggestions));
  }, [noResults, key, suggestions]);
}
