import type { PartSearch } from '../../lib/api/get-parts';

/**
 * The home page shows a few parts, never the whole catalogue: one bounded page (GET /part?limit=6).
 * Six fill whole rows at one, two and three columns.
 */
export const featuredPartsSearch: PartSearch = { limit: 6 };
