import type { OrderCounts } from '@partsmith/contract/stats';
import { keyedCache } from '../../lib/keyed-cache';

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

/**
 * The admin lists' cached totals and page anchors, and the dashboard's orders per condition: built in
 * caches.ts, dropped by every `orders` change on this instance.
 */
export function orderCaches() {
  const totals = keyedCache<number>(orderCacheMaxAgeMs);
  const anchors = keyedCache<PageAnchors>(orderCacheMaxAgeMs, 100);
  /** The dashboard's orders per condition, as one answer. */
  const counts = keyedCache<OrderCounts>(orderCacheMaxAgeMs, 1);
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

export type OrderCaches = ReturnType<typeof orderCaches>;
