import type { LowStockPart } from '@partsmith/contract/stats';
import type { Kysely } from 'kysely';
import type { Tables } from '../../db/schema';
import { keyedCache, type KeyedCache } from '../../lib/keyed-cache';
import { statsMaxAgeMs } from './sales-ledger';

export interface LowStockPage {
  items: LowStockPart[];
  total: number;
}

const caches = new WeakMap<Kysely<Tables>, KeyedCache<LowStockPage>>();

/**
 * The low-stock list's pages, kept like the other dashboard answers (up to `statsMaxAgeMs`, so other
 * instances' orders show that much later) and dropped at once when this instance places an order or
 * writes the catalogue (`forgetLowStockList`). Restocks by an order's expiry or deletion show within
 * `statsMaxAgeMs`.
 */
export function lowStockListCache(db: Kysely<Tables>): KeyedCache<LowStockPage> {
  let cache = caches.get(db);
  if (!cache) {
    cache = keyedCache<LowStockPage>(statsMaxAgeMs, 100);
    caches.set(db, cache);
  }
  return cache;
}

export function forgetLowStockList(db: Kysely<Tables>): void {
  caches.get(db)?.invalidate();
}
