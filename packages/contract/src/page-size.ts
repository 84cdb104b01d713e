/**
 * How long list pages are, without zod: the web app's first chunk uses these, and a module of schemas
 * would bring zod into it (ADR 0015). `paging.ts` re-exports them next to the schemas.
 */

/** Every list answer is one page of at most this many items (docs/engineering.md §3). */
export const maxPageSize = 100;
export const defaultPageSize = 24;
/** Pages past this are refused: no list is that long, and a huge offset must never reach the database. */
export const maxPageNumber = 1_000_000;

export const pageCount = (total: number, limit: number) => Math.max(1, Math.ceil(total / limit));

/** How many reviews the home page shows at first. */
export const homeReviewCount = 6;

/**
 * `X-Total-Count-Relation: gte` beside `X-Total-Count`: more matched than the list can page through (a
 * search's result window is full), so the total is a floor.
 */
export const totalRelationHeader = 'x-total-count-relation';
