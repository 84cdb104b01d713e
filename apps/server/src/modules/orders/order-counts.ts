import { orderConditions } from '@partsmith/contract/orders';
import type { OrderCounts } from '@partsmith/contract/stats';
import type { Deps } from '../../deps';
import { cachedTotal } from './order-list';
import { releaseExpiredOrders } from './service';

/**
 * Orders per condition of Manage All Orders (the dashboard's counts), from the lists' own totals. Kept
 * as one answer as long as those totals are (this instance's `orders` changes drop it), and expired
 * orders are released only when it is counted afresh: releasing on every call cost each call a second
 * round trip for an answer that is kept anyway.
 */
export function orderCounts(deps: Pick<Deps, 'db' | 'caches' | 'changes'>): Promise<OrderCounts> {
  const { db, caches } = deps;
  return caches.orders.counts.get('', async () => {
    await releaseExpiredOrders(deps);
    const counts = await Promise.all(
      orderConditions.map((condition) => cachedTotal(db, caches.orders, { condition })),
    );
    return Object.fromEntries(
      orderConditions.map((condition, index) => [condition, counts[index]]),
    ) as OrderCounts;
  });
}
