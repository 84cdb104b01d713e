import { maxOrderCents } from '@partsmith/contract/money';
import { quantityPrice } from '@partsmith/contract/pricing';
import pg from 'pg';
import { batchesByKey } from '../../../lib/batches';
import { now } from '../../../lib/ids';
import {
  chargeOfPlaced,
  crossed,
  type OrderCharge,
  type OrderToPlace,
  type Placed,
  type TakenPart,
} from './order-to-place';
import type { PartPricing, PartPricingCache } from './part-pricing';

const literal = (value: string) => pg.escapeLiteral(value);
const integer = (value: number) => {
  if (!Number.isSafeInteger(value)) throw new TypeError(`not an integer: ${value}`);
  return String(value);
};
const orNull = <T>(value: T | null | undefined, as: (value: T) => string) =>
  value === null || value === undefined ? 'null' : as(value);

/** The most orders of one part placed in one query (PostgreSQL). */
const maxOrdersPerQuery = 50;

/** An order priced and ready for its statement (PostgreSQL). */
interface PricedOrder {
  order: OrderToPlace;
  pricing: PartPricing;
  price: ReturnType<typeof quantityPrice>;
  /** Its shipping and tax at that price (ADR 0034), or null: its price alone. */
  charge: OrderCharge | null;
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
export function postgresPlacer(pool: pg.Pool, maxUnpaidOrders: number, pricing: PartPricingCache) {
  const place = batchesByKey(
    (orders: PricedOrder[]) => placeBatch(pool, maxUnpaidOrders, orders),
    maxOrdersPerQuery,
  );
  /** The order with its price (rule 5 checked), or null when the part is gone or the total too high. */
  async function priced(order: OrderToPlace): Promise<PricedOrder | null> {
    const partPricing = await pricing.get(order.input.partId);
    if (!partPricing) return null;
    const price = quantityPrice(order.input.quantity, partPricing.priceCents, partPricing.breaks);
    if (price.totalCents > maxOrderCents) return null;
    return { order, pricing: partPricing, price, charge: chargeOfPlaced(order, price.totalCents) };
  }
  return (order: OrderToPlace): Promise<Placed | null> =>
    priced(order).then((ready) =>
      ready
        ? place(`${order.input.partId} ${ready.pricing.priceCents} ${ready.pricing.breaksKey}`, ready)
        : null,
    );
}

/**
 * One query of several statements, one transaction, around one call of `place_orders` (place-orders.sql:
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
  pool: pg.Pool,
  maxUnpaidOrders: number,
  orders: PricedOrder[],
): Promise<(Placed | null)[]> {
  const text = [
    'begin',
    "select set_config('synchronous_commit', 'off', true)",
    placeOrdersStatement(orders, maxUnpaidOrders),
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

/** The call of `place_orders` (place-orders.sql) with the batch's values, one array per column. */
function placeOrdersStatement(orders: PricedOrder[], maxUnpaidOrders: number): string {
  const [{ order: first, pricing }] = orders as [PricedOrder, ...PricedOrder[]];
  const column = (value: (order: PricedOrder) => string) => `array[${orders.map(value).join(', ')}]`;
  const texts = (value: (order: PricedOrder) => string) =>
    `${column((order) => literal(value(order)))}::text[]`;
  const integers = (value: (order: PricedOrder) => number) =>
    `${column((order) => integer(value(order)))}::integer[]`;
  // The charge's columns (ADR 0034): null where the order owes its price alone.
  const charges = (value: (charge: OrderCharge) => number | null) =>
    `${column(({ charge }) => orNull(charge && value(charge), integer))}::integer[]`;
  const chargeTexts = (value: (charge: OrderCharge) => string | null) =>
    `${column(({ charge }) => orNull(charge && value(charge), literal))}::text[]`;
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
    chargeTexts((charge) => charge.country),
    chargeTexts((charge) => charge.us_state),
    charges((charge) => charge.shipping_cents),
    charges((charge) => charge.shipping_tax_cents),
    charges((charge) => charge.tax_cents),
    charges((charge) => charge.reverse_charge),
    charges((charge) => charge.charge_cents),
    charges((charge) => charge.gross_prices),
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
