import type { Kysely } from 'kysely';
import type { Tables } from '../../db/schema';
import { cached, prepareJson, type PreparedJson } from '../../lib/json-cache';
import { listReviews } from '../reviews/service';
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
  const reviews = cached(async () => prepareJson(await listReviews(db)), maxAgeMs);

  return {
    parts: () => parts.get(),
    reviews: () => reviews.get(),
    invalidateParts: () => parts.invalidate(),
    invalidateReviews: () => reviews.invalidate(),
  };
}

export type CatalogueCache = ReturnType<typeof catalogueCache>;
