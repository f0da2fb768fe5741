/** Spec §9: 3 reviews are shown until 'View All'; a review over 200 characters shows a 200-character preview. */
export const INITIAL_REVIEWS = 3;
export const REVIEW_PREVIEW_LENGTH = 200;

/**
 * Spec §2: a review over 200 characters is cut to 200 characters plus an ellipsis ('Read More' shows
 * the rest). Text of 200 characters or fewer is shown whole.
 */
export function reviewPreview(
  text: string,
  limit: number = REVIEW_PREVIEW_LENGTH,
): { text: string; truncated: boolean } {
  if (text.length <= limit) return { text, truncated: false };
  return { text: `${text.slice(0, limit).trimEnd()}…`, truncated: true };
}

/** Initials for the reviewer's avatar: 'Maria Lopez' → 'ML', 'dave' → 'D'. */
export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const letters = words.length > 1 ? [words[0], words[words.length - 1]] : words;
  return letters
    .map((word) => Array.from(word ?? '')[0] ?? '')
    .join('')
    .toUpperCase();
}
