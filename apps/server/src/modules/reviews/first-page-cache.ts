import type { Kysely } from 'kysely';
import type { Tables } from '../../db/schema';
import { cachedValue } from '../../lib/keyed-cache';
import { prepareJson, type PreparedJson } from '../../lib/prepared-json';
import { countReviews, listReviews } from './review-list';

/** Other instances' reviews show within this time; this instance's own at once (the `reviews` change). */
const maxAgeMs = 1000;

export interface FirstReviewPage {
  json: PreparedJson;
  total: number;
}

/**
 * The first page of reviews for each page size asked for (at most 100 of them), serialised once per
 * change, with the number of all reviews: what every visitor of the home page loads.
 */
export function firstReviewPages(db: Kysely<Tables>) {
  const pages = new Map<number, ReturnType<typeof cachedValue<FirstReviewPage>>>();
  return {
    get(limit: number): Promise<FirstReviewPage> {
      let page = pages.get(limit);
      if (!page) {
        page = cachedValue(async () => {
          const [items, total] = await Promise.all([
            listReviews({ db }, { page: 1, limit }),
            countReviews({ db }),
          ]);
          return { json: prepareJson(items), total };
        }, maxAgeMs);
        pages.set(limit, page);
      }
      return page.get();
    },
    invalidate() {
      pages.forEach((page) => page.invalidate());
    },
  };
}

export type FirstReviewPages = ReturnType<typeof firstReviewPages>;
