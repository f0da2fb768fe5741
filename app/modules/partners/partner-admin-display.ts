/*
 * Pure wording of the admin partner list (spec §2 "Admin: partner management"), tested on its own.
 */

/**
 * Spec §2 result line: 'Found N partners', plus 'matching "{keyword}"', 'in {state}' and
 * '(Featured Partners only)' for the parts of the search that are active.
 */
export function searchResultLine({
  count,
  keyword,
  state,
  featuredOnly,
}: {
  count: number;
  keyword: string;
  state: string;
  featuredOnly: boolean;
}): string {
  const parts = [`Found ${count.toLocaleString('en-US')} ${count === 1 ? 'partner' : 'partners'}`];
  if (keyword.trim() !== '') parts.push(`matching "${keyword.trim()}"`);
  if (state !== '') parts.push(`in ${state}`);
  if (featuredOnly) parts.push('(Featured Partners only)');
  return parts.join(' ');
}

/** Two letters for a partner without a logo or image: first letters of the first two words ('HC'). */
export function partnerInitials(name: string): string {
  const words = name
    .replace(/[^\p{L}\p{N}\s]/gu, ' ')
    .split(/\s+/)
    .filter(Boolean);
  const letters = words.length >= 2 ? `${words[0]![0]}${words[1]![0]}` : (words[0] ?? '?').slice(0, 2);
  return letters.toUpperCase();
}

/** Spec §2: 'Search to View Partners' mentions about how many records there are ('about 1,857'). */
export function recordCountText(count: number | undefined): string {
  return count === undefined ? 'all partner records' : `about ${count.toLocaleString('en-US')} partner records`;
}
