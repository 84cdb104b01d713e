import type { OrderCounts } from '@partsmith/contract/stats';
import type { Kysely } from 'kysely';
import type { Tables } from '../../db/schema';
import { keyedCache, type KeyedCache } from '../../lib/keyed-cache';

/**
 * How long an admin list's total and page anchors may lag behind another instance's writes. Counting a
 * million orders takes tens of milliseconds (and blocks SQLite's one connection meanwhile): the bench
 * showed a 5 s renewal costing every list's p99.
 */
export const orderCacheMaxAgeMs = 30_000;

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
  /** The dashboard's orders per condition, as one answer. */
  counts: KeyedCache<OrderCounts>;
}

const cachesByDatabase = new WeakMap<Kysely<Tables>, OrderCaches>();

/** The admin lists' cached totals and page anchors; every write to orders on this instance drops them. */
export function orderCaches(db: Kysely<Tables>) {
  let caches = cachesByDatabase.get(db);
  if (!caches) {
    caches = {
      totals: keyedCache(orderCacheMaxAgeMs),
      anchors: keyedCache(orderCacheMaxAgeMs, 100),
      counts: keyedCache(orderCacheMaxAgeMs, 1),
    };
    cachesByDatabase.set(db, caches);
  }
  const { totals, anchors, counts } = caches;
  return {
    totals,
    anchors,
    counts,
    invalidate() {
      totals.invalidate();
      anchors.invalidate();
      counts.invalidate();
    },
  };
}
