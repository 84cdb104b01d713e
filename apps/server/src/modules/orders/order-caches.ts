import type { Kysely } from 'kysely';
import type { Tables } from '../../db/schema';
import { keyedCache, type KeyedCache } from '../../lib/keyed-cache';

/** How long an admin list's total and page anchors may lag behind another instance's writes. */
export const orderCacheMaxAgeMs = 5000;

/** A row's place in every order list: newest first, id breaking ties. */
export interface OrderKey {
  created_at: string;
  id: string;
}

/**
 * Where a filtered list stood when first paged deep: its newest row, and the row at every
 * `anchorStride`-th position below it (found as pages ask for them), so a deep page starts from the
 * nearest anchor instead of skipping every row above it.
 */
export interface PageAnchors {
  head: OrderKey | null;
  /** `anchors[i]` is the row at position `(i + 1) * anchorStride` (the head is at 0). */
  anchors: OrderKey[];
  /** Anchors are found one after another. */
  extending: Promise<unknown>;
}

interface OrderCaches {
  totals: KeyedCache<number>;
  anchors: KeyedCache<PageAnchors>;
}

const cachesByDatabase = new WeakMap<Kysely<Tables>, OrderCaches>();

/** The admin lists' cached totals and page anchors; every write to orders on this instance drops them. */
export function orderCaches(db: Kysely<Tables>) {
  let caches = cachesByDatabase.get(db);
  if (!caches) {
    caches = { totals: keyedCache(orderCacheMaxAgeMs), anchors: keyedCache(orderCacheMaxAgeMs, 100) };
    cachesByDatabase.set(db, caches);
  }
  const { totals, anchors } = caches;
  return {
    totals,
    anchors,
    invalidate() {
      totals.invalidate();
      anchors.invalidate();
    },
  };
}
