import type { LowStockPart } from '@partsmith/contract/stats';
import { keyedCache } from '../../lib/keyed-cache';
import type { PreparedJson } from '../../lib/prepared-json';

/**
 * How long a dashboard answer may lag behind sales paid through another instance. This instance's own
 * payments drop the cache at once (the `sales` change). The answers are read from small aggregates, so
 * the cache only spares repeated reads of the same range (a dashboard's refreshes, many admins).
 */
export const statsMaxAgeMs = 10_000;

/**
 * The dashboard's answers, kept serialised (a 3-year answer by day holds 1,096 buckets: serialising it
 * per request cost more than reading it).
 */
export const salesCache = () => keyedCache<PreparedJson>(statsMaxAgeMs, 200);

export interface LowStockPage {
  items: LowStockPart[];
  total: number;
}

/**
 * The low-stock list's pages, kept like the other dashboard answers (up to `statsMaxAgeMs`, so other
 * instances' orders show that much later) and dropped at once by this instance's `stock` and `parts`
 * changes.
 */
export const lowStockListCache = () => keyedCache<LowStockPage>(statsMaxAgeMs, 100);

export type SalesCache = ReturnType<typeof salesCache>;
export type LowStockListCache = ReturnType<typeof lowStockListCache>;
