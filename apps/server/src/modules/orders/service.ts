import type { Readable } from 'node:stream';
import { centsToDollars, formatDollars, maxOrderCents } from '@partsmith/contract/money';
import type { OrderExportQuery } from '@partsmith/contract/order-export';
import type { CreateOrder, Order, OrderListQuery } from '@partsmith/contract/orders';
import { quantityPrice } from '@partsmith/contract/pricing';
import type { FastifyBaseLogger } from 'fastify';
import { sql, type Transaction } from 'kysely';
import type { Tables } from '../../db/schema';
import type { Deps } from '../../deps';
import { type AppError, conflict, invalid, notFound } from '../../lib/app-error';
import { newId, now } from '../../lib/ids';
import type { RequestUser } from '../identity/auth-guard';
import { cancelPaymentOf } from '../payments/service';
import { rearmLowStockWarning, warnIfLowStock } from '../stats/low-stock-warning';
import { orderCaches } from './order-caches';
import { partPricing } from './part-pricing';
import { openOrderCount, type OrderToPlace, takeStockAndPlace } from './stock-taking';
import { orderStamp } from './order-clock';
import { exportFileName, orderExportStream } from './order-export';
import { listOrderPage, type OrderPage } from './order-list';
import { notifyOrderShipped } from './order-notifier';
import { findOrderRow, toOrder } from './order-row';
import {
  assertCanDeleteOrder,
  assertCanListOrders,
  assertCanPlaceOrders,
  assertCanSeeOrder,
  assertCanShip,
} from './policy';

type OrderDeps = Pick<Deps, 'db' | 'catalogue' | 'config' | 'mailer' | 'log'>;

/** A stock change: the cached order lists and the cached catalogue (its stock figures) are stale. */
function stockChanged({ db, catalogue }: Pick<Deps, 'db' | 'catalogue'>) {
  orderCaches(db).invalidate();
  catalogue.invalidateStock();
}

/**
 * Gives the units of unpaid orders whose hold ran out back to their parts, each exactly once: the
 * conditional update marks the order released, and only the caller that marked it gives the units
 * back, in the same transaction. Safe to run from every instance at once. Orders are released lazily
 * by every order service below, and by a sweep (hold-sweeper.ts). Answers how many it released.
 */
export async function releaseExpiredOrders(
  deps: Pick<Deps, 'db' | 'catalogue'>,
  batch = 100,
): Promise<number> {
  const at = now();
  const due = await deps.db
    .selectFrom('orders')
    .select('id')
    .where('paid', '=', 0)
    .where('stock_released', '=', 0)
    .where('hold_until', '<=', at)
    .limit(batch)
    .execute();
  let released = 0;
  for (const { id } of due) {
    released += await deps.db.transaction().execute(async (trx) => {
      const order = await trx
        .updateTable('orders')
        // status 'Expired' too, so a condition filter on (paid, status) tells expired orders apart.
        .set({ stock_released: 1, status: 'Expired' })
        .where('id', '=', id)
        .where('paid', '=', 0)
        .where('stock_released', '=', 0)
        .where('hold_until', '<=', at)
        .returning(['part_id', 'quantity'])
        .executeTakeFirst();
      if (!order) return 0;
      if (order.part_id) await giveUnitsBack(trx, order.part_id, order.quantity);
      return 1;
    });
  }
  if (released > 0) stockChanged(deps);
  return released;
}

async function giveUnitsBack(trx: Transaction<Tables>, partId: string, quantity: number): Promise<void> {
  await trx
    .updateTable('part')
    .set({ available_quantity: sql`available_quantity + ${quantity}`, updated_at: now() })
    .where('id', '=', partId)
    .execute();
  await rearmLowStockWarning(trx, partId);
}

const unpaidLimitMessage = (max: number) =>
  `You have ${max} unpaid orders, the most you can keep open. Pay or delete one of them to order again.`;

/** Tries to place an order this many times before answering that the stock went meanwhile. */
const placingAttempts = 3;

/**
 * Places an order for the signed-in buyer. Item name and price come from the stored part; the stock is
 * taken in the same statement (PostgreSQL) or transaction (SQLite) as the order is inserted, under
 * every rule (takeStockAndPlace), so concurrent orders can never oversell. Unpaid, it holds its stock
 * for UNPAID_ORDER_HOLD_MINUTES; a buyer keeps at most MAX_UNPAID_ORDERS open. On PostgreSQL an order
 * costs one round trip, shared with the orders of its part that come in meanwhile (ADR 0025); only a
 * refused one costs more, to say why.
 */
export async function placeOrder(deps: OrderDeps, buyer: RequestUser, input: CreateOrder): Promise<string> {
  assertCanPlaceOrders(buyer);
  const at = orderStamp();
  const order: OrderToPlace = {
    id: newId(),
    buyer,
    input,
    at,
    holdUntil: new Date(Date.parse(at) + deps.config.unpaidOrderHoldMs).toISOString(),
  };
  for (let attempt = 1; ; attempt += 1) {
    const placed = await takeStockAndPlace(deps, order);
    if (placed) {
      stockChanged(deps);
      if (placed.lowStockCrossed) await warnIfLowStock(deps, input.partId);
      return order.id;
    }
    // Units held by orders whose hold ran out may be what was missing: give them back, then retry
    // unless a rule refuses the order.
    await releaseExpiredOrders(deps);
    const refusal = await whyNotPlaced(deps, order, attempt === placingAttempts);
    if (refusal) throw refusal;
  }
}

/**
 * Why an order took no stock, checked in the order the rules are applied (the open orders, the part,
 * its minimum order, its stock, the total), read only on that rare path. Null when none refuses it now
 * (the stock came back, or the part's pricing changed since this instance read it), unless `last`.
 */
async function whyNotPlaced(
  deps: Pick<Deps, 'db' | 'config'>,
  { buyer, input, at }: OrderToPlace,
  last: boolean,
): Promise<AppError | null> {
  const { maxUnpaidOrders } = deps.config;
  if ((await openOrderCount(deps.db, buyer.email, at)) >= maxUnpaidOrders) {
    return conflict(unpaidLimitMessage(maxUnpaidOrders));
  }
  const part = await deps.db
    .selectFrom('part')
    .select(['name', 'min_order_quantity', 'available_quantity'])
    .where('id', '=', input.partId)
    .executeTakeFirst();
  if (!part) return notFound('part');
  if (input.quantity < part.min_order_quantity) {
    return invalid(`The minimum order for ${part.name} is ${part.min_order_quantity} units.`);
  }
  if (input.quantity > part.available_quantity) {
    return conflict(`Only ${part.available_quantity} units of ${part.name} are available.`);
  }
  // Read afresh, so the next attempt prices the order with the part's pricing as it is now.
  const pricing = await partPricing(deps.db, input.partId, { fresh: true });
  if (
    pricing &&
    quantityPrice(input.quantity, pricing.priceCents, pricing.breaks).totalCents > maxOrderCents
  ) {
    return invalid(
      `An order can come to at most ${formatDollars(centsToDollars(maxOrderCents))}; please order fewer units.`,
    );
  }
  return last ? conflict(`Not enough ${part.name} in stock any more.`) : null;
}

/** One page of a buyer's own orders (`email`), or of every order for an admin. */
export async function listOrders(
  deps: Pick<Deps, 'db' | 'catalogue'>,
  user: RequestUser,
  query: OrderListQuery,
): Promise<OrderPage> {
  const email = query.email?.toLowerCase();
  assertCanListOrders(email, user);
  await releaseExpiredOrders(deps);
  return listOrderPage(deps.db, { ...query, email });
}

/** One order, for its buyer or an admin. */
export async function orderFor(
  deps: Pick<Deps, 'db' | 'catalogue'>,
  id: string,
  user: RequestUser,
): Promise<Order> {
  await releaseExpiredOrders(deps);
  const row = await findOrderRow(deps.db, id);
  assertCanSeeOrder(row, user);
  return toOrder(row);
}

/**
 * Deletes an unpaid order and gives its units back to the part, in one transaction; an expired order's
 * units went back already. Its payment is cancelled at the provider first: an order being paid is not
 * deleted (409). The delete answers the row as it was deleted, so a release racing with it cannot give
 * the units back twice.
 */
export async function deleteOrder(
  deps: Pick<Deps, 'db' | 'catalogue' | 'payments'>,
  id: string,
  user: RequestUser,
): Promise<number> {
  await releaseExpiredOrders(deps);
  const row = await findOrderRow(deps.db, id);
  assertCanDeleteOrder(row, user);
  await cancelPaymentOf(deps, row);
  const removed = await deps.db.transaction().execute(async (trx) => {
    const deleted = await trx
      .deleteFrom('orders')
      .where('id', '=', id)
      .where('paid', '=', 0)
      .returning(['part_id', 'quantity', 'stock_released'])
      .executeTakeFirst();
    if (!deleted) {
      const still = await trx.selectFrom('orders').select('id').where('id', '=', id).executeTakeFirst();
      if (still) throw conflict('A paid order cannot be deleted.');
      return 0;
    }
    if (deleted.part_id && deleted.stock_released === 0) {
      await giveUnitsBack(trx, deleted.part_id, deleted.quantity);
    }
    return 1;
  });
  stockChanged(deps);
  return removed;
}

/**
 * Update Status (admins): ships a paid order, with the carrier and tracking number when given, and
 * mails the buyer. Shipping a shipped order again changes only a tracking that differs (a corrected
 * number, a new carrier), and mails that; otherwise it changes nothing. Answers the rows changed.
 */
export async function shipOrder(
  deps: Pick<Deps, 'db' | 'mailer' | 'log' | 'config'>,
  id: string,
  input: { carrier?: string | undefined; trackingNumber?: string | undefined },
): Promise<number> {
  const found = await findOrderRow(deps.db, id);
  assertCanShip(found);
  const tracking = { carrier: input.carrier ?? null, tracking_number: input.trackingNumber ?? null };
  const given = tracking.carrier !== null || tracking.tracking_number !== null;
  const reship = found.status === 'Shipped';
  const sameTracking =
    found.carrier === tracking.carrier && found.tracking_number === tracking.tracking_number;
  if (reship && (!given || sameTracking)) return 0;

  let update = deps.db.updateTable('orders').where('id', '=', id).where('paid', '=', 1);
  update = reship
    ? update.set(tracking).where('status', '=', 'Shipped')
    : update.set({ status: 'Shipped', shipped_at: now(), ...tracking }).where('status', '<>', 'Shipped');
  const result = await update.executeTakeFirst();
  const modified = Number(result.numUpdatedRows);
  orderCaches(deps.db).invalidate();
  if (modified) await notifyOrderShipped(deps, { ...found, status: 'Shipped', ...tracking });
  return modified;
}

/** The orders of the filter as CSV (admins: the route's guard), oldest first, streamed as read. */
export async function exportOrders(
  deps: Pick<Deps, 'db' | 'catalogue'>,
  filter: OrderExportQuery,
  log: FastifyBaseLogger,
): Promise<{ fileName: string; csv: Readable }> {
  await releaseExpiredOrders(deps);
  return { fileName: exportFileName(filter), csv: orderExportStream(deps.db, filter, log) };
}
