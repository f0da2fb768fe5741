/** How many suggestions the toast names (spec §9: at most 3 in the toast, of up to 5 suggestions). */
export const TOAST_SUGGESTIONS = 3;

/** Spec §8 "Search with no results": 'No Results Found' / 'No partners match your search.' + suggestions. */
export function noResultsToast(suggestions: readonly string[]): { title: string; description: string } {
  const named = suggestions.slice(0, TOAST_SUGGESTIONS);
  return {
    title: 'No Results Found',
    description: `No partners match your search.${named.length > 0 ? ` Try searching for: ${named.join(', ')}` : ''}`,
  };
}
