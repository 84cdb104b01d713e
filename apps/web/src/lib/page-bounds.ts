/**
 * The contract's paging bounds (packages/contract/src/paging.ts), restated for code in the first-page
 * bundle: importing a value from the contract brings zod and every schema with it (about 29 KB gzip).
 * `page-bounds.test.ts` fails if they ever differ.
 */
export const defaultPageSize = 24;
export const maxPageNumber = 1_000_000;
