/** The longest search a family can type: the box stops there and the API refuses more (400). Zod-free for the box. */
export const MAX_QUERY_LENGTH = 100;

/** A page of results; a city or state query in a large directory can match thousands. Zod-free for the near-me results. */
export const DEFAULT_SEARCH_LIMIT = 60;
export const MAX_SEARCH_LIMIT = 200;
