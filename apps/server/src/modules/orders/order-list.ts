import { pageOffset, type Order, type OrderListQuery } from '@partsmith/contract';
import { type Kysely, sql } from 'kysely';
import type { Tables } from '../../db/schema';
import { now } from '../../lib/ids';
import { conditionColumns } from './order-conditions';
import { orderTotals } from './order-totals';
import { toOrder } from './service';

type OrderFilter = Pick<OrderListQuery, 'email' | 'condition' | 'q'>;

/** Above every character, so `[q, q + top)` is every string starting with `q`. */
const top = '\u{10FFFF}';

function filteredOrders(db: Kysely<Tables>, { email, condition, q }: OrderFilter) {
  let query = db.selectFrom('orders');
  if (email) query = query.where('email', '=', email);
  if (condition) {
    const { paid, status } = conditionColumns[condition];
    query = query.where('paid', '=', paid).where('status', '=', status);
  }
  if (q) {
    // Prefix ranges, so each side reads its index (emails are stored lower-case).
    const itemName = sql<string>`lower(item_name)`;
    query = query.where((eb) =>
      eb.or([
        eb.and([eb('email', '>=', q), eb('email', '<', q + top)]),
        eb.and([eb(itemName, '>=', q), eb(itemName, '<', q + top)]),
      ]),
    );
  }
  return query;
}

async function countOf(query: ReturnType<typeof filteredOrders>): Promise<number> {
  const row = await query.select((eb) => eb.fn.countAll<number | string>().as('count')).executeTakeFirst();
  return Number(row?.count ?? 0);
}

export interface OrderPage {
  items: Order[];
  total: number;
  /** The snapshot this page was read at; the Link headers carry it. */
  until: string;
}

/**
 * One page of orders, newest first (id breaks ties), read as of `until` (now on a first page). Rows are
 * found in the filter's index first and only the page's rows are read whole, so a deep page skips index
 * entries, not rows. A buyer's total is counted exactly; an admin list's total comes from a count kept
 * for a few seconds per filter, less the orders placed after `until`.
 */
export async function listOrderPage(
  db: Kysely<Tables>,
  query: OrderFilter & Pick<OrderListQuery, 'page' | 'limit' | 'until'>,
): Promise<OrderPage> {
  const until = query.until ?? now();
  const filter: OrderFilter = { email: query.email, condition: query.condition, q: query.q };
  const snapshot = filteredOrders(db, filter).where('created_at', '<', until);
  const total = filter.email
    ? await countOf(snapshot)
    : Math.max(
        0,
        (await orderTotals(db).get(JSON.stringify(filter), () => countOf(filteredOrders(db, filter)))) -
          (await countOf(filteredOrders(db, filter).where('created_at', '>=', until))),
      );
  const offset = pageOffset(query);
  if (offset >= total) return { items: [], total, until };

  const pageIds = snapshot
    .select('id')
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(query.limit)
    .offset(offset);
  const rows = await db
    .selectFrom('orders')
    .selectAll()
    .where('id', 'in', pageIds)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
  return { items: rows.map(toOrder), total, until };
}
