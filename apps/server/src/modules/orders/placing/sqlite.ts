import { maxOrderCents } from '@partsmith/contract/money';
import { quantityPrice } from '@partsmith/contract/pricing';
import type { Kysely, SqliteDatabase } from 'kysely';
import type SQLite from 'better-sqlite3';
import { holdingSqliteWriter, sqliteConnectionOf } from '../../../db/database';
import { stockMargin } from '../../../db/part-stock';
import type { Tables } from '../../../db/schema';
import { batchesByKey } from '../../../lib/batches';
import { now } from '../../../lib/ids';
import { chargeOfPlaced, crossed, type OrderToPlace, type Placed, type TakenPart } from './order-to-place';

/**
 * SQLite runs one transaction at a time, and without a network a transaction costs no round trips; its
 * commit does cost: it appends every page the order changed (the order's row and its eleven index
 * entries, the part) to the write-ahead log, 300 µs of the 370 an order took alone. So the orders read in
 * one turn of the event loop are placed in one transaction (`batchesByKey` gathering the turn), each
 * within a savepoint of its own: an order the rules refuse, or one that fails, is rolled back alone and
 * the others stand. It runs as one synchronous call on the connection (held meanwhile, so no Kysely
 * transaction interleaves), its statements prepared once: building and compiling its four queries
 * through Kysely cost more than SQLite running them. The rule is rules.ts's, in its order (the same as
 * PostgreSQL's `place_orders`); an order answers only after the commit.
 */
export function sqlitePlacer(db: Kysely<Tables>, maxUnpaidOrders: number) {
  const connection = sqliteConnectionOf(db);
  if (!connection) throw new Error('sqlitePlacer needs a SQLite database');
  const margin = stockMargin.compile(db).sql;
  const placeAll = (orders: OrderToPlace[]) =>
    holdingSqliteWriter(db, async () => placeAllNow(connection, margin, maxUnpaidOrders, orders));
  const place = batchesByKey(placeAll, maxOrdersPerTransaction, { gatherTurn: true });
  return async (order: OrderToPlace): Promise<Placed | null> => {
    const placed = await place('orders', order);
    if (placed instanceof Error) throw placed;
    return placed;
  };
}

/** The most orders placed in one SQLite transaction. */
const maxOrdersPerTransaction = 50;

const sqliteOrder = {
  /**
   * From the covering index `orders_open_by_buyer_idx` (0015: with `checkout_id`, as a checkout is one
   * open order, rule 1). Counting only up to the cap, as PostgreSQL's
   * `place_orders` does, cost SQLite more than it saved: 1,900 orders/s instead of 2,450 in the bench.
   */
  openOrders: `select count(*) - count(checkout_id) + count(distinct checkout_id) as count from orders
    where email = ? and paid = 0 and stock_released = 0 and hold_until > ?`,
  /** `margin`: the low-stock margin's SQL (`stockMargin`). */
  take: (margin: string) => `update part set available_quantity = available_quantity - ?, updated_at = ?
    where id = ? and replaced_by is null and available_quantity >= ? and min_order_quantity <= ?
    returning name, price_cents, part_number, low_stock_warned, ${margin} as margin`,
  breaks: 'select min_quantity, price_cents from part_price_break where part_id = ? order by min_quantity',
  /** With its charge (ADR 0034): one insert, so the order never stands without it. */
  insert: `insert into orders (id, user_id, email, name, address, phone, part_id, item_name, part_number, quantity,
    unit_price_cents, price_cents, created_at, hold_until, country, us_state, shipping_cents, shipping_tax_cents,
    tax_cents, reverse_charge, charge_cents, gross_prices)
    values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
};

interface TakenRow extends TakenPart {
  name: string;
  price_cents: number;
  part_number: string;
}

/** Each order's result: placed, refused by a rule (null), or the error it failed with. */
function placeAllNow(
  connection: SqliteDatabase,
  margin: string,
  maxUnpaidOrders: number,
  orders: OrderToPlace[],
): (Placed | null | Error)[] {
  const statement = (text: string) => connection.prepare(text) as unknown as SQLite.Statement;
  // Deferred, not `begin immediate`: while another writer holds the write lock (an import's transaction
  // in the writer thread), an order's first write, after its reads, fails at once (503) instead of this
  // thread sleeping busy_timeout (5 s) for the lock with every request waiting behind it (tried: three
  // orders answered 503 after 9 ms, against 5,063 ms with `begin immediate`).
  statement('begin').run();
  try {
    const results = orders.map((order) => {
      statement('savepoint placing').run();
      let placed: Placed | null | Error;
      try {
        placed = placeNow(statement, margin, maxUnpaidOrders, order);
      } catch (error) {
        placed = error instanceof Error ? error : new Error(String(error));
      }
      if (!placed || placed instanceof Error) statement('rollback to placing').run();
      statement('release placing').run();
      return placed;
    });
    statement('commit').run();
    return results;
  } catch (error) {
    statement('rollback').run();
    throw error;
  }
}

/** One order, within the caller's savepoint: placed, or null when a rule refuses it. */
function placeNow(
  statement: (text: string) => SQLite.Statement,
  margin: string,
  maxUnpaidOrders: number,
  order: OrderToPlace,
): Placed | null {
  const { id, buyer, input, at, holdUntil } = order;
  const open = statement(sqliteOrder.openOrders).get(buyer.email, at) as { count: number };
  if (open.count >= maxUnpaidOrders) return null;
  const part = statement(sqliteOrder.take(margin)).get(
    input.quantity,
    now(),
    input.partId,
    input.quantity,
    input.quantity,
  ) as TakenRow | undefined;
  if (!part) return null;
  const breaks = statement(sqliteOrder.breaks).all(input.partId) as {
    min_quantity: number;
    price_cents: number;
  }[];
  const price = quantityPrice(
    input.quantity,
    part.price_cents,
    breaks.map((row) => ({ minQuantity: row.min_quantity, priceCents: row.price_cents })),
  );
  if (price.totalCents > maxOrderCents) return null;
  const charge = chargeOfPlaced(order, price.totalCents);
  statement(sqliteOrder.insert).run(
    id,
    buyer.id,
    buyer.email,
    buyer.name,
    input.address,
    input.number,
    input.partId,
    part.name,
    part.part_number,
    input.quantity,
    price.unitPriceCents,
    price.totalCents,
    at,
    holdUntil,
    charge?.country ?? null,
    charge?.us_state ?? null,
    charge?.shipping_cents ?? 0,
    charge?.shipping_tax_cents ?? 0,
    charge?.tax_cents ?? 0,
    charge?.reverse_charge ?? 0,
    charge?.charge_cents ?? null,
    charge?.gross_prices ?? 0,
  );
  return { lowStockCrossed: crossed(part) };
}
