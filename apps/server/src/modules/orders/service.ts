import type { Readable } from 'node:stream';
import type { OrderExportQuery } from '@partsmith/contract/order-export';
import type { CreateOrder, Order, OrderListQuery } from '@partsmith/contract/orders';
import { quantityPrice } from '@partsmith/contract/pricing';
import type { FastifyBaseLogger } from 'fastify';
import { sql, type Transaction } from 'kysely';
import { rearmLowStockWarning } from '../../db/part-stock';
import type { OrderRow, Tables } from '../../db/schema';
import type { Deps } from '../../deps';
import { type AppError, conflict } from '../../lib/app-error';
import { newId, now } from '../../lib/ids';
import type { RequestUser } from '../../lib/request-user';
import { orderStamp } from './order-clock';
import { exportFileName, orderExportStream } from './order-export';
import { listOrderPage, type OrderPage } from './order-list';
import { findOrderRow, toOrder } from './order-row';
import { openOrderCount } from './placing/order-placer';
import type { OrderToPlace } from './placing/order-to-place';
import { refusalOf } from './placing/rules';
import {
  assertCanListOrders,
  assertCanManageOrders,
  assertCanPlaceOrders,
  assertCanSeeOrder,
  assertCanShip,
} from './policy';

/**
 * Gives the units of unpaid orders whose hold ran out back to their parts, each exactly once: the
 * conditional update marks the order released, and only the caller that marked it gives the units
 * back, in the same transaction. Safe to run from every instance at once. Orders are released lazily
 * by every order service below, and by a sweep (hold-sweeper.ts). Answers how many it released.
 */
export async function releaseExpiredOrders(deps: Pick<Deps, 'db' | 'changes'>, batch = 100): Promise<number> {
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
  if (released > 0) deps.changes.emit('orders', 'stock');
  return released;
}

/** Units back to a part (an order deleted, released, cancelled or returned), re-arming its low-stock warning. */
export async function giveUnitsBack(
  trx: Transaction<Tables>,
  partId: string,
  quantity: number,
): Promise<void> {
  await trx
    .updateTable('part')
    .set({ available_quantity: sql`available_quantity + ${quantity}`, updated_at: now() })
    .where('id', '=', partId)
    .execute();
  await rearmLowStockWarning(trx, partId);
}

/** Tries to place an order this many times before answering that the stock went meanwhile. */
const placingAttempts = 3;

type PlacingDeps = Pick<Deps, 'db' | 'config' | 'changes' | 'orderPlacer' | 'caches'>;

/**
 * Places an order for the signed-in buyer by the rule of placing/rules.ts. Item name and price come from
 * the stored part; the stock is taken in the same statement (PostgreSQL) or transaction (SQLite) as the
 * order is inserted, so concurrent orders can never oversell. Unpaid, it holds its stock for
 * UNPAID_ORDER_HOLD_MINUTES. On PostgreSQL an order costs one round trip, shared with the orders of its
 * part that come in meanwhile (ADR 0025); only a refused one costs more, to say why.
 */
export async function placeOrder(
  deps: PlacingDeps,
  buyer: RequestUser,
  input: CreateOrder,
  charge?: OrderToPlace['charge'],
): Promise<{ id: string; lowStockCrossed: boolean }> {
  assertCanPlaceOrders(buyer);
  const at = orderStamp();
  const order: OrderToPlace = {
    id: newId(),
    buyer,
    input,
    at,
    holdUntil: new Date(Date.parse(at) + deps.config.unpaidOrderHoldMs).toISOString(),
    ...(charge && { charge }),
  };
  for (let attempt = 1; ; attempt += 1) {
    const placed = await deps.orderPlacer.place(order);
    if (placed) {
      deps.changes.emit('orders', 'stock');
      return { id: order.id, lowStockCrossed: placed.lowStockCrossed };
    }
    // Units held by orders whose hold ran out may be what was missing: give them back, then retry
    // unless a rule refuses the order.
    await releaseExpiredOrders(deps);
    const refusal = await whyNotPlaced(deps, order, attempt === placingAttempts);
    if (refusal) throw refusal;
  }
}

/**
 * Why an order took no stock: the facts the rule reads, read only on that rare path, given to
 * `refusalOf`. Null when none refuses it now (the stock came back, or the part's pricing changed since
 * this instance read it), unless `last`.
 */
async function whyNotPlaced(
  deps: Pick<Deps, 'db' | 'config' | 'caches'>,
  { buyer, input, at }: OrderToPlace,
  last: boolean,
): Promise<AppError | null> {
  const part = await deps.db
    .selectFrom('part as p')
    .leftJoin('part as s', 's.id', 'p.replaced_by')
    .select([
      'p.name',
      'p.part_number',
      'p.min_order_quantity',
      'p.available_quantity',
      's.part_number as successor_number',
      's.name as successor_name',
    ])
    .where('p.id', '=', input.partId)
    .executeTakeFirst();
  // Read afresh, so the next attempt prices the order with the part's pricing as it is now.
  const pricing = part ? await deps.caches.pricing.get(input.partId, { fresh: true }) : null;
  const refusal = refusalOf({
    openOrders: await openOrderCount(deps.db, buyer.email, at),
    maxUnpaidOrders: deps.config.maxUnpaidOrders,
    part: part
      ? {
          name: part.name,
          partNumber: part.part_number,
          minOrderQuantity: part.min_order_quantity,
          availableQuantity: part.available_quantity,
          successor:
            part.successor_number !== null && part.successor_name !== null
              ? { partNumber: part.successor_number, name: part.successor_name }
              : null,
        }
      : null,
    quantity: input.quantity,
    totalCents: pricing ? quantityPrice(input.quantity, pricing.priceCents, pricing.breaks).totalCents : null,
  });
  if (refusal) return refusal;
  return last ? conflict(`Not enough ${part!.name} in stock any more.`) : null;
}

/** One page of a buyer's own orders (`email`), or of every order for an admin. */
export async function listOrders(
  deps: Pick<Deps, 'db' | 'changes' | 'caches'>,
  user: RequestUser,
  query: OrderListQuery,
): Promise<OrderPage> {
  const email = query.email?.toLowerCase();
  assertCanListOrders(email, user);
  await releaseExpiredOrders(deps);
  return listOrderPage(deps.db, deps.caches.orders, { ...query, email });
}

/** One order, for its buyer or an admin. */
export async function orderFor(
  deps: Pick<Deps, 'db' | 'changes'>,
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
 * units went back already (workflows/delete-order.ts checks who may, and cancels its payment first). The
 * delete answers the row as it was deleted, so a release racing with it cannot give the units back twice.
 */
export async function deleteUnpaidOrder(deps: Pick<Deps, 'db' | 'changes'>, id: string): Promise<number> {
  const removed = await deps.db.transaction().execute(async (trx) => {
    const deleted = await trx
      .deleteFrom('orders')
      .where('id', '=', id)
      .where('paid', '=', 0)
      .returning([
        'part_id',
        'quantity',
        'stock_released',
        'checkout_id',
        'shipping_cents',
        'shipping_tax_cents',
      ])
      .executeTakeFirst();
    if (!deleted) {
      const still = await trx.selectFrom('orders').select('id').where('id', '=', id).executeTakeFirst();
      if (still) throw conflict('A paid order cannot be deleted.');
      return 0;
    }
    if (deleted.checkout_id) await moveCheckoutShipping(trx, deleted.checkout_id, deleted);
    if (deleted.part_id && deleted.stock_released === 0) {
      await giveUnitsBack(trx, deleted.part_id, deleted.quantity);
    }
    return 1;
  });
  deps.changes.emit('orders', 'stock');
  return removed;
}

/**
 * A checkout's shipping rides on one of its lines (ADR 0034): when that line is deleted, the shipping
 * and its tax move to the first line left, in the same transaction, so the checkout is still charged
 * its shipping as placed. On PostgreSQL that line may be deleted at the same instant by another
 * request: the update then finds no row, and the next line left is taken.
 */
async function moveCheckoutShipping(
  trx: Transaction<Tables>,
  checkoutId: string,
  shipping: { shipping_cents: number; shipping_tax_cents: number },
): Promise<void> {
  const cents = shipping.shipping_cents + shipping.shipping_tax_cents;
  if (cents === 0) return;
  for (;;) {
    const first = await trx
      .selectFrom('orders')
      .select('id')
      .where('checkout_id', '=', checkoutId)
      .where('paid', '=', 0)
      .orderBy('created_at')
      .orderBy('id')
      .limit(1)
      .executeTakeFirst();
    if (!first) return;
    const moved = await trx
      .updateTable('orders')
      .set({
        shipping_cents: sql`shipping_cents + ${shipping.shipping_cents}`,
        shipping_tax_cents: sql`shipping_tax_cents + ${shipping.shipping_tax_cents}`,
        charge_cents: sql`coalesce(charge_cents, price_cents) + ${cents}`,
      })
      .where('id', '=', first.id)
      .where('paid', '=', 0)
      .executeTakeFirst();
    if (Number(moved.numUpdatedRows) === 1) return;
  }
}

/**
 * Update Status (admins): ships a paid order, with the carrier and tracking number when given. Shipping a
 * shipped order again changes only a tracking that differs (a corrected number, a new carrier);
 * otherwise it changes nothing. Answers the rows changed and the order as shipped, for the buyer's mail
 * (workflows/ship-order.ts).
 */
export async function markShipped(
  deps: Pick<Deps, 'db' | 'changes'>,
  id: string,
  user: RequestUser,
  input: { carrier?: string | undefined; trackingNumber?: string | undefined },
): Promise<{ modified: number; order: OrderRow }> {
  assertCanManageOrders(user);
  const found = await findOrderRow(deps.db, id);
  assertCanShip(found);
  const tracking = { carrier: input.carrier ?? null, tracking_number: input.trackingNumber ?? null };
  const given = tracking.carrier !== null || tracking.tracking_number !== null;
  const reship = found.status === 'Shipped';
  const sameTracking =
    found.carrier === tracking.carrier && found.tracking_number === tracking.tracking_number;
  const order = { ...found, status: 'Shipped', ...tracking };
  if (reship && (!given || sameTracking)) return { modified: 0, order };

  let update = deps.db.updateTable('orders').where('id', '=', id).where('paid', '=', 1);
  update = reship
    ? update.set(tracking).where('status', '=', 'Shipped')
    : update.set({ status: 'Shipped', shipped_at: now(), ...tracking }).where('status', '=', 'Pending');
  const result = await update.executeTakeFirst();
  deps.changes.emit('orders');
  return { modified: Number(result.numUpdatedRows), order };
}

/** The orders of the filter as CSV (admins: the route's guard), oldest first, streamed as read. */
export async function exportOrders(
  deps: Pick<Deps, 'db' | 'changes'>,
  filter: OrderExportQuery,
  log: FastifyBaseLogger,
): Promise<{ fileName: string; csv: Readable }> {
  await releaseExpiredOrders(deps);
  return { fileName: exportFileName(filter), csv: orderExportStream(deps.db, filter, log) };
}
