import { sql, type Kysely } from 'kysely';
import { postgresPoolOf } from '../../../db/database';
import type { Tables } from '../../../db/schema';
import type { OrderToPlace, Placed } from './order-to-place';
import type { PartPricingCache } from './part-pricing';
import { postgresPlacer } from './postgres';
import { sqlitePlacer } from './sqlite';

/**
 * Takes an order's units and inserts the order, atomically, if the rule (rules.ts) lets it; answers
 * null, having changed nothing, when it does not (the caller asks `refusalOf` why). Built once per app
 * (caches.ts): it holds the engine's batches of orders in flight.
 */
export function orderPlacer(db: Kysely<Tables>, maxUnpaidOrders: number, pricing: PartPricingCache) {
  const pool = postgresPoolOf(db);
  const place: (order: OrderToPlace) => Promise<Placed | null> = pool
    ? postgresPlacer(pool, maxUnpaidOrders, pricing)
    : sqlitePlacer(db, maxUnpaidOrders);
  return { place };
}

export type OrderPlacer = ReturnType<typeof orderPlacer>;

/**
 * Open orders (rule 1): unpaid, holding stock, their hold not run out at `at`. "Unpaid and holding" is
 * written as PostgreSQL's index of open orders by buyer states it (migration 0014), so no other index
 * serves it.
 */
export function openOrderCount(db: Kysely<Tables>, email: string, at: string) {
  return (
    db
      .selectFrom('orders')
      // A checkout is one open order, however many lines it has.
      .select(sql<number>`count(*) - count(checkout_id) + count(distinct checkout_id)`.as('count'))
      .where('email', '=', email)
      .where(sql`paid + stock_released`, '=', sql.lit(0))
      .where('hold_until', '>', at)
      .executeTakeFirstOrThrow()
      .then((row) => Number(row.count))
  );
}
