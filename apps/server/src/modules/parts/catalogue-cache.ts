import type { Kysely } from 'kysely';
import type { Tables } from '../../db/schema';
import { cached, prepareJson, type PreparedJson } from '../../lib/json-cache';
import { countReviews, listReviews } from '../reviews/service';
import { listParts } from './service';

/** Other instances' writes become visible within this time; this instance's own writes at once. */
const maxAgeMs = 1000;

/**
 * The public catalogue reads (parts list, one part, reviews), each serialised and compressed once per
 * change instead of once per request. Writes that change them call `invalidate…`.
 */
export function catalogueCache(db: Kysely<Tables>) {
  const parts = cached(async () => {
    const list = await listParts(db);
    const byId = new Map(list.map((part) => [part._id, part]));
    const prepared = new Map<string, PreparedJson>();
    return {
      list: prepareJson(list),
      /** Null for an unknown id; prepared on first request. */
      one(id: string): PreparedJson | null {
        const part = byId.get(id);
        if (!part) return null;
        let json = prepared.get(id);
        if (!json) prepared.set(id, (json = prepareJson(part)));
        return json;
      },
    };
  }, maxAgeMs);
  // The first page of reviews for each page size asked for (at most 100 of them): what every visitor loads.
  const firstReviewPages = new Map<number, ReturnType<typeof cached<FirstReviewPage>>>();
  const reviews = (limit: number) => {
    let page = firstReviewPages.get(limit);
    if (!page) {
      page = cached(async () => {
        const [items, total] = await Promise.all([listReviews(db, { page: 1, limit }), countReviews(db)]);
        return { json: prepareJson(items), total };
      }, maxAgeMs);
      firstReviewPages.set(limit, page);
    }
    return page.get();
  };

  return {
    parts: () => parts.get(),
    /** The first page of reviews of this size, and the number of all reviews. */
    reviews,
    invalidateParts: () => parts.invalidate(),
    invalidateReviews: () => firstReviewPages.forEach((page) => page.invalidate()),
  };
}

interface FirstReviewPage {
  json: PreparedJson;
  total: number;
}

export type CatalogueCache = ReturnType<typeof catalogueCache>;
