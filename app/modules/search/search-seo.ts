/*
 * How search engines see a search results page (docs/decisions/005-index-search-results-with-partners.md).
 */

/**
 * The canonical path of a search: the query as the search service reads it, trimmed and in lower case
 * (the match rule ignores case, spec §5), so "Los Angeles", " los angeles " and "LOS ANGELES" name one
 * page. Inner whitespace is kept: the match is containment of the query as typed, so "round  rock" (two
 * spaces) finds other partners than "round rock" and is another page. '/search' without a query.
 */
export function canonicalSearchPath(query: string): string {
  const normalised = query.trim().toLowerCase();
  return normalised === '' ? '/search' : `/search?q=${encodeURIComponent(normalised)}`;
}

/** What the page's loader answered, narrowed to what decides indexing. */
type SearchPageOutcome =
  | { status: 'searched'; results: { total: number; correctedQuery?: string | null } }
  | { status: 'no-query' | 'invalid' };

/**
 * Only a search that found partners is a page worth indexing. No query, an invalid query, a query
 * that matched nothing (whose page shows only fuzzy recommendations and suggestions), and a misspelt place
 * searched as spelt right (the place's own search is the page) stay 'noindex, follow': thin pages, but their
 * links to partners are followed.
 */
export function isIndexableSearch(outcome: SearchPageOutcome | undefined): boolean {
  return outcome?.status === 'searched' && outcome.results.total > 0 && !outcome.results.correctedQuery;
}
