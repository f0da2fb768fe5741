/**
 * The spec's slug rule (§2): lowercase, trim, whitespace to hyphens, drop non-word characters,
 * collapse repeated hyphens, trim hyphens. Accents are folded first so "Trois-Rivières" becomes
 * "trois-rivieres" rather than losing the letter.
 */
export function slugify(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .trim()
    .replace(/\s+/g, '-')
    .replace(/[^\w-]+/g, '')
    .replace(/_/g, '-')
    .replace(/-{2,}/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** The spec's display rule: hyphens to spaces, each word capitalised ("new-york" → "New York"). */
export function titleFromSlug(slug: string): string {
  return slug
    .split('-')
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');
}
