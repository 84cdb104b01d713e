import { maxOrderCents } from '@partsmith/contract/money';
import type { CreateOrder } from '@partsmith/contract/orders';
import { quantityPrice } from '@partsmith/contract/pricing';
import { sql, type Kysely, type SqliteDatabase } from 'kysely';
import pg from 'pg';
import type SQLite from 'better-sqlite3';
import { postgresPoolOf, sqliteConnectionOf } from '../../db/database';
import type { Tables } from '../../db/schema';
import type { Deps } from '../../deps';
import { now } from '../../lib/ids';
import type { RequestUser } from '../identity/auth-guard';
import { stockMargin } from '../stats/low-stock-warning';
import { batchesByKey } from '../../lib/batches';
import { partPricing, type PartPricing } from './part-pricing';

/** An order about to be placed: who, what, and the instants it is stamped with. */
export interface OrderToPlace {
  id: string;
  buyer: RequestUser;
  input: CreateOrder;
  /** Its `created_at`. */
  at: string;
  holdUntil: string;
}

/** A placed order; `lowStockCrossed`: the part is now under its threshold and the admins were not warned. */
export interface Placed {
  lowStockCrossed: boolean;
}

/** The part as the order left it. */
interface TakenPart {
  low_stock_warned: number;
  margin: number;
}

const crossed = (part: TakenPart) => Number(part.margin) < 0 && Number(part.low_stock_warned) === 0;

/**
 * Takes the order's units and inserts the order, atomically, if every rule lets it: the buyer has fewer
 * than MAX_UNPAID_ORDERS open, the part has the units, the quantity is at least its minimum order, and
 * the total (the one pricing rule, `quantityPrice`) is at most `maxOrderCents`. Answers null, having
 * changed nothing, when any does not hold; the caller finds out which.
 */
export async function takeStockAndPlace(
  deps: Pick<Deps, 'db' | 'config'>,
  order: OrderToPlace,
): Promise<Placed | null> {
  const pool = postgresPoolOf(deps.db);
  return pool ? placeInOneRoundTrip(deps, pool, order) : placeInTransaction(deps, order);
}

/**
 * Open orders: unpaid, holding stock, their hold not run out at `at`. "Unpaid and holding" is written as
 * PostgreSQL's index of open orders by buyer states it (migration 0014), so no other index serves it.
 */
export function openOrderCount(db: Kysely<Tables>, email: string, at: string) {
  return db
    .selectFrom('orders')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('email', '=', email)
    .where(sql`paid + stock_released`, '=', sql.lit(0))
    .where('hold_until', '>', at)
    .executeTakeFirstOrThrow()
    .then((row) => Number(row.count));
}

/**
 * SQLite runs one transaction at a time, and without a network a transaction costs no round trips; its
 * commit does cost: it appends every page the order changed (the order's row and its eleven index
 * entries, the part) to the write-ahead log, 300 µs of the 370 an order took alone. So the orders read in
 * one turn of the event loop are placed in one transaction (`batchesByKey` gathering the turn), each
 * within a savepoint of its own: an order the rules refuse, or one that fails, is rolled back alone and
 * the others stand. It runs as one synchronous call on the connection (held meanwhile, so no Kysely
 * transaction interleaves), its statements prepared once: building and compiling its four queries
 * through Kysely cost more than SQLite running them. The same rules, in the same order, as PostgreSQL's
 * `place_orders`; an order answers only after the commit.
 */
async function placeInTransaction(
  { db, config }: Pick<Deps, 'db' | 'config'>,
  order: OrderToPlace,
): Promise<Placed | null> {
  let place = sqliteBatches.get(db);
  if (!place) {
    const connection = sqliteConnectionOf(db);
    if (!connection) throw new Error('placeInTransaction needs a SQLite database');
    const margin = stockMargin.compile(db).sql;
    const placeAll = (orders: OrderToPlace[]) =>
      db.connection().execute(async () => placeAllNow(connection, margin, config.maxUnpaidOrders, orders));
    place = batchesByKey(placeAll, maxOrdersPerTransaction, { gatherTurn: true });
    sqliteBatches.set(db, place);
  }
  const placed = await place('orders', order);
  if (placed instanceof Error) throw placed;
  return placed;
}

/** The most orders placed in one SQLite transaction. */
const maxOrdersPerTransaction = 50;

const sqliteBatches = new WeakMap<
  Kysely<Tables>,
  (key: string, order: OrderToPlace) => Promise<Placed | null | Error>
>();

const sqliteOrder = {
  /**
   * From the covering index `orders_open_by_buyer_idx`. Counting only up to the cap, as PostgreSQL's
   * `place_orders` does, cost SQLite more than it saved: 1,900 orders/s instead of 2,450 in the bench.
   */
  openOrders: `select count(*) as count from orders where email = ? and paid = 0
    and stock_released = 0 and hold_until > ?`,
  /** `margin`: the low-stock margin's SQL (`stockMargin`). */
  take: (margin: string) => `update part set available_quantity = available_quantity - ?, updated_at = ?
    where id = ? and available_quantity >= ? and min_order_quantity <= ?
    returning name, price_cents, part_number, low_stock_warned, ${margin} as margin`,
  breaks: 'select min_quantity, price_cents from part_price_break where part_id = ? order by min_quantity',
  insert: `insert into orders (id, user_id, email, name, address, phone, part_id, item_name, part_number, quantity,
    unit_price_cents, price_cents, created_at, hold_until) values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
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
  { id, buyer, input, at, holdUntil }: OrderToPlace,
): Placed | null {
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
  );
  return { lowStockCrossed: crossed(part) };
}

const literal = (value: string) => pg.escapeLiteral(value);
const integer = (value: number) => {
  if (!Number.isSafeInteger(value)) throw new TypeError(`not an integer: ${value}`);
  return String(value);
};

/** The most orders of one part placed in one query (PostgreSQL). */
const maxOrdersPerQuery = 50;

/** An order priced and ready for its statement (PostgreSQL). */
interface PricedOrder {
  order: OrderToPlace;
  pricing: PartPricing;
  price: ReturnType<typeof quantityPrice>;
}

/**
 * PostgreSQL, one round trip per batch of orders of one part: the order is priced here (the part's
 * pricing as this instance last read it, `quantityPrice`), then placed together with the orders of the
 * same part, priced alike, that came in while the previous ones were being placed (`batchesByKey`; a
 * lone order goes at once). Every order of a part locks the part's row until it commits, so orders of a
 * popular part wait for each other anyway; placed one query each, ten pooled connections queued on that
 * one row and the waits themselves cost PostgreSQL more than the orders (ADR 0025). A batch reads, locks
 * and writes the row once (ADR 0026).
 */
function placeInOneRoundTrip(
  deps: Pick<Deps, 'db' | 'config'>,
  pool: pg.Pool,
  order: OrderToPlace,
): Promise<Placed | null> {
  let place = batchedPlacing.get(pool);
  if (!place) {
    place = batchesByKey((orders: PricedOrder[]) => placeBatch(deps, pool, orders), maxOrdersPerQuery);
    batchedPlacing.set(pool, place);
  }
  return priced(deps.db, order).then((ready) =>
    ready
      ? place(`${order.input.partId} ${ready.pricing.priceCents} ${ready.pricing.breaksKey}`, ready)
      : null,
  );
}

const batchedPlacing = new WeakMap<pg.Pool, (key: string, order: PricedOrder) => Promise<Placed | null>>();

/** The order with its price, or null when the part is gone or the total is over the most an order may be. */
async function priced(db: Kysely<Tables>, order: OrderToPlace): Promise<PricedOrder | null> {
  const pricing = await partPricing(db, order.input.partId);
  if (!pricing) return null;
  const price = quantityPrice(order.input.quantity, pricing.priceCents, pricing.breaks);
  return price.totalCents > maxOrderCents ? null : { order, pricing, price };
}

/**
 * One query of several statements, one transaction, around one call of `place_orders` (migration 0014:
 * a function, so each connection plans its statements once). It takes the buyers' advisory locks (one
 * buyer's orders are placed one at a time) and then the part's row, re-checks the price and breaks the
 * orders were priced with, and places each order the rules let it (its buyer's open orders, the stock
 * the orders before it left, the minimum order), answering a row for each placed order by its position.
 * Such a query cannot carry parameters, so values go in as escaped literals.
 *
 * A commit that waited for its WAL flush would hold the part's row for a disk sync (ADR 0017): the
 * transaction commits without waiting (`synchronous_commit` off, for it alone), and the query's last
 * statement, a transaction of its own that commits synchronously, waits until the WAL is flushed past it,
 * so past the orders: an order is on disk before it is answered. An error skips the statements after it
 * and leaves the transaction open: that client is dropped, and every order of the batch fails.
 */
async function placeBatch(
  { config }: Pick<Deps, 'config'>,
  pool: pg.Pool,
  orders: PricedOrder[],
): Promise<(Placed | null)[]> {
  const text = [
    'begin',
    "select set_config('synchronous_commit', 'off', true)",
    placeOrdersStatement(orders, config.maxUnpaidOrders),
    'commit',
    'select pg_current_xact_id()',
  ].join(';\n');
  const results = await queryOnOwnClient(pool, text);
  const placed = new Map(
    (results[2] as pg.QueryResult<TakenPart & { placed: number }>).rows.map((row) => [row.placed, row]),
  );
  return orders.map((_, index) => {
    const part = placed.get(index + 1);
    return part ? { lowStockCrossed: crossed(part) } : null;
  });
}

/** The call of `place_orders` (migration 0014) with the batch's values, one array per column. */
function placeOrdersStatement(orders: PricedOrder[], maxUnpaidOrders: number): string {
  const [{ order: first, pricing }] = orders as [PricedOrder, ...PricedOrder[]];
  const column = (value: (order: PricedOrder) => string) => `array[${orders.map(value).join(', ')}]`;
  const texts = (value: (order: PricedOrder) => string) =>
    `${column((order) => literal(value(order)))}::text[]`;
  const integers = (value: (order: PricedOrder) => number) =>
    `${column((order) => integer(value(order)))}::integer[]`;
  const values = [
    literal(first.input.partId),
    integer(pricing.priceCents),
    literal(pricing.breaksKey),
    literal(now()),
    integer(maxUnpaidOrders),
    texts(({ order }) => order.id),
    texts(({ order }) => order.buyer.id),
    texts(({ order }) => order.buyer.email),
    texts(({ order }) => order.buyer.name),
    texts(({ order }) => order.input.address),
    texts(({ order }) => order.input.number),
    integers(({ order }) => order.input.quantity),
    integers(({ price }) => price.unitPriceCents),
    integers(({ price }) => price.totalCents),
    texts(({ order }) => order.at),
    texts(({ order }) => order.holdUntil),
  ];
  return `select placed, low_stock_warned, margin from place_orders(${values.join(', ')})`;
}

/**
 * Runs a query of several statements that opens a transaction block. When one of them fails, those after
 * it (the commit) are skipped and the connection stays in the failed transaction: it is destroyed
 * instead of going back to the pool.
 */
async function queryOnOwnClient(pool: pg.Pool, text: string): Promise<pg.QueryResult[]> {
  const client = await pool.connect();
  try {
    const results = (await client.query(text)) as unknown as pg.QueryResult[];
    client.release();
    return results;
  } catch (error) {
    client.release(error instanceof Error ? error : true);
    throw error;
  }
}
