// People search's limits, without zod: the browser's shared code waits for this many characters
// before it asks, and the query's schema in core/schemas/social checks the same.

/** Characters a people search needs before it asks (GET /api/people?q=). */
export const PEOPLE_SEARCH_MIN = 2;
/** Longest people search. */
export const PEOPLE_SEARCH_MAX = 40;
