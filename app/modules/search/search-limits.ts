/** The longest search a family can type: the box stops there and the API refuses more (400). Zod-free for the box. */
export const MAX_QUERY_LENGTH = 100;
