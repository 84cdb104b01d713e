import {
  centsToDollars,
  formatDollars,
  maxOrderCents,
  quantityPrice,
  type CreateOrder,
  type Order,
} from '@partsmith/contract';
import { type Kysely, PostgresAdapter, sql, type Transaction } from 'kysely';
import type { OrderRow, Tables } from '../../db/schema';
import { AppError, conflict, forbidden, notFound } from '../../lib/app-error';
import { newId, now } from '../../lib/ids';
import type { RequestUser } from '../identity/auth-guard';
import { orderCaches } from './order-caches';
import { rearmLowStockWarning } from '../stats/low-stock-warning';
import { recordSale, statsCache } from '../stats/sales-ledger';
import { orderStamp } from './order-clock';
import { priceBreakCents } from '../parts/price-breaks';

/** Unpaid past its hold: its units went back (or go back on the next read or sweep). */
export function isExpired(row: OrderRow, at = now()): boolean {
  return row.paid === 0 && (row.stock_released === 1 || (row.hold_until !== null && row.hold_until <= at));
}

export const expiredMessage =
  'This order expired: it was not paid in time and its units went back in stock. Delete it and order again.';

export function toOrder(row: OrderRow): Order {
  return {
    _id: row.id,
    name: row.name,
    email: row.email,
    address: row.address,
    number: row.phone,
    partId: row.part_id,
    itemName: row.item_name,
    quantity: row.quantity,
    unitPrice: centsToDollars(row.unit_price_cents),
    price: centsToDollars(row.price_cents),
    paid: row.paid === 1,
    status: row.status === 'Shipped' ? 'Shipped' : 'Pending',
    transactionId: row.transaction_id,
    createdAt: row.created_at,
    holdUntil: row.hold_until,
    expired: isExpired(row),
    needsAttention: row.needs_attention === 1,
    invoiceNumber: row.invoice_number,
    carrier: row.carrier,
    trackingNumber: row.tracking_number,
  };
}

export interface OrderRules {
  /** How long an unpaid order holds its stock (UNPAID_ORDER_HOLD_MINUTES). */
  holdMs: number;
  /** Open unpaid orders one buyer may keep (MAX_UNPAID_ORDERS). */
  maxUnpaid: number;
}

/**
 * Gives the units of unpaid orders whose hold ran out back to their parts, each exactly once: the
 * conditional update marks the order released, and only the caller that marked it gives the units
 * back, in the same transaction. Safe to run from every instance at once. Answers how many it released.
 */
export async function releaseExpiredOrders(db: Kysely<Tables>, batch = 100): Promise<number> {
  const at = now();
  const due = await db
    .selectFrom('orders')
    .select('id')
    .where('paid', '=', 0)
    .where('stock_released', '=', 0)
    .where('hold_until', '<=', at)
    .limit(batch)
    .execute();
  let released = 0;
  for (const { id } of due) {
    released += await db.transaction().execute(async (trx) => {
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
      if (order.part_id) {
        await trx
          .updateTable('part')
          .set({ available_quantity: sql`available_quantity + ${order.quantity}`, updated_at: now() })
          .where('id', '=', order.part_id)
          .execute();
        await rearmLowStockWarning(trx, order.part_id);
      }
      return 1;
    });
  }
  if (released > 0) orderCaches(db).invalidate();
  return released;
}

const unpaidLimitMessage = (max: number) =>
  `You have ${max} unpaid orders, the most you can keep open. Pay or delete one of them to order again.`;

/**
 * Places an order for the signed-in buyer. Item name and price come from the stored part; the stock is
 * taken by one conditional update (enough stock, at least the minimum order) in the same transaction
 * as the order, so concurrent orders can never oversell.
 */
export async function createOrder(
  db: Kysely<Tables>,
  buyer: RequestUser,
  input: CreateOrder,
  rules: OrderRules,
): Promise<string> {
  if (buyer.isAdmin) throw forbidden('Admins manage orders; they cannot place them.');
  const insertedId = await db.transaction().execute(async (trx) => {
    // One buyer's orders are placed one at a time on PostgreSQL (SQLite runs one transaction at a
    // time anyway), so concurrent orders cannot slip past the cap of open unpaid orders.
    if (trx.getExecutor().adapter instanceof PostgresAdapter) {
      await sql`select pg_advisory_xact_lock(hashtext(${`orders:${buyer.email}`}))`.execute(trx);
    }
    const at = orderStamp();
    const open = await trx
      .selectFrom('orders')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where('email', '=', buyer.email)
      .where('paid', '=', 0)
      .where('stock_released', '=', 0)
      .where('hold_until', '>', at)
      .executeTakeFirstOrThrow();
    if (Number(open.count) >= rules.maxUnpaid) throw conflict(unpaidLimitMessage(rules.maxUnpaid));
    const part = await trx
      .updateTable('part')
      .set({ available_quantity: sql`available_quantity - ${input.quantity}`, updated_at: now() })
      .where('id', '=', input.partId)
      .where('available_quantity', '>=', input.quantity)
      .where('min_order_quantity', '<=', input.quantity)
      .returning(['id', 'name', 'price_cents', 'part_number'])
      .executeTakeFirst();
    if (!part) throw await whyNotOrderable(trx, input);
    // The one pricing rule (contract): the quantity's price break, or the part's price below the first.
    const { unitPriceCents, totalCents: priceCents } = quantityPrice(
      input.quantity,
      part.price_cents,
      await priceBreakCents(trx, part.id),
    );
    if (priceCents > maxOrderCents) {
      // Thrown inside the transaction, so the stock just taken goes back.
      throw new AppError(
        'INVALID',
        `An order can come to at most ${formatDollars(centsToDollars(maxOrderCents))}; please order fewer units.`,
      );
    }

    const id = newId();
    await trx
      .insertInto('orders')
      .values({
        id,
        user_id: buyer.id,
        email: buyer.email,
        name: buyer.name,
        address: input.address,
        phone: input.number,
        part_id: part.id,
        item_name: part.name,
        part_number: part.part_number,
        quantity: input.quantity,
        unit_price_cents: unitPriceCents,
        price_cents: priceCents,
        transaction_id: null,
        payment_intent_id: null,
        created_at: at,
        paid_at: null,
        shipped_at: null,
        hold_until: new Date(Date.parse(at) + rules.holdMs).toISOString(),
      })
      .execute();
    return id;
  });
  orderCaches(db).invalidate();
  return insertedId;
}

/** The reason an order took no stock, read only on that (rare) path. */
async function whyNotOrderable(db: Kysely<Tables>, input: CreateOrder): Promise<AppError> {
  const part = await db
    .selectFrom('part')
    .select(['name', 'min_order_quantity', 'available_quantity'])
    .where('id', '=', input.partId)
    .executeTakeFirst();
  if (!part) return notFound('part');
  if (input.quantity < part.min_order_quantity) {
    return new AppError('INVALID', `The minimum order for ${part.name} is ${part.min_order_quantity} units.`);
  }
  if (input.quantity > part.available_quantity) {
    return conflict(`Only ${part.available_quantity} units of ${part.name} are available.`);
  }
  return conflict(`Not enough ${part.name} in stock any more.`);
}

export async function findOrderRow(db: Kysely<Tables>, id: string): Promise<OrderRow> {
  const row = await db.selectFrom('orders').selectAll().where('id', '=', id).executeTakeFirst();
  if (!row) throw notFound('order');
  return row;
}

/** The order, if the user owns it or is an admin; someone else's order is refused, not revealed. */
export async function orderVisibleTo(db: Kysely<Tables>, id: string, user: RequestUser): Promise<OrderRow> {
  const row = await findOrderRow(db, id);
  if (row.email !== user.email && !user.isAdmin) throw forbidden('This is not your order.');
  return row;
}

/**
 * Deletes an unpaid order and gives its units back to the part, in one transaction; an expired order's
 * units went back already. The delete answers the row as it was deleted, so a release racing with it
 * cannot give the units back twice.
 */
export async function deleteOrder(db: Kysely<Tables>, id: string, user: RequestUser): Promise<number> {
  const row = await orderVisibleTo(db, id, user);
  if (row.paid === 1) throw conflict('A paid order cannot be deleted.');
  const removed = await db.transaction().execute(async (trx) => {
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
      await trx
        .updateTable('part')
        .set({ available_quantity: sql`available_quantity + ${deleted.quantity}`, updated_at: now() })
        .where('id', '=', deleted.part_id)
        .execute();
      await rearmLowStockWarning(trx, deleted.part_id);
    }
    return 1;
  });
  orderCaches(db).invalidate();
  return removed;
}

/**
 * Update Status: re-reads the order and ships it only if it is paid, with the carrier and tracking number
 * when given. Answers the rows changed and the order as shipped.
 */
export async function shipOrder(
  db: Kysely<Tables>,
  id: string,
  tracking: { carrier?: string | undefined; trackingNumber?: string | undefined } = {},
): Promise<{ modified: number; order: OrderRow }> {
  const found = await findOrderRow(db, id);
  if (found.paid !== 1) throw conflict('Only a paid order can be shipped.');
  const shipping = { carrier: tracking.carrier ?? null, tracking_number: tracking.trackingNumber ?? null };
  const row = { ...found, ...shipping };
  const result = await db
    .updateTable('orders')
    .set({ status: 'Shipped', shipped_at: now(), ...shipping })
    .where('id', '=', id)
    .where('paid', '=', 1)
    .where('status', '<>', 'Shipped')
    .executeTakeFirst();
  orderCaches(db).invalidate();
  return { modified: Number(result.numUpdatedRows), order: row };
}

/**
 * Gives a just-paid order the next invoice number, in the paying transaction: the counter row's update
 * holds its lock until commit (PostgreSQL; SQLite has one writer), so concurrent payments take distinct
 * numbers in turn, and a payment that rolls back gives its number back: no gaps, no reuse.
 */
async function assignInvoiceNumber(trx: Transaction<Tables>, orderId: string): Promise<void> {
  const counter = await trx
    .updateTable('invoice_counter')
    .set({ last_number: sql`last_number + 1` })
    .where('id', '=', 'invoice')
    .returning('last_number')
    .executeTakeFirstOrThrow();
  await trx
    .updateTable('orders')
    .set({ invoice_number: counter.last_number })
    .where('id', '=', orderId)
    .execute();
}

/**
 * Numbers the paid orders that have no invoice number yet (orders written in bulk, as the data generator
 * does), after the last number given, in the order they were paid; the counter follows in the same
 * transaction, so the numbers stay sequential and unique.
 */
export async function numberUninvoicedPaidOrders(db: Kysely<Tables>): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const counter = await trx
      .selectFrom('invoice_counter')
      .select('last_number')
      .where('id', '=', 'invoice')
      .executeTakeFirstOrThrow();
    await sql`
      update orders set invoice_number = ${counter.last_number} + numbered.n
      from (
        select id, row_number() over (order by paid_at, created_at, id) as n
        from orders where paid = 1 and invoice_number is null
      ) as numbered
      where orders.id = numbered.id`.execute(trx);
    const last = await trx
      .selectFrom('orders')
      .select((eb) => eb.fn.max('invoice_number').as('last'))
      .executeTakeFirst();
    await trx
      .updateTable('invoice_counter')
      .set({ last_number: Number(last?.last ?? counter.last_number) })
      .where('id', '=', 'invoice')
      .execute();
  });
}

/**
 * Marks an order paid by a confirmed payment, exactly once: the conditional update lets only the first
 * of racing callers (the buyer's PATCH, the provider's webhook) through. Answers whether it changed.
 * A payment for an order that expired meanwhile is kept: the order takes its units again if there are
 * enough, and is marked for the admin's attention otherwise.
 */
export async function markOrderPaid(db: Kysely<Tables>, id: string, transactionId: string): Promise<boolean> {
  const changed = await db.transaction().execute(async (trx) => {
    const paidAt = now();
    const order = await trx
      .updateTable('orders')
      .set({ paid: 1, transaction_id: transactionId, payment_intent_id: transactionId, paid_at: paidAt })
      .where('id', '=', id)
      .where('paid', '=', 0)
      .returning(['part_id', 'quantity', 'stock_released', 'item_name', 'price_cents'])
      .executeTakeFirst();
    if (!order) return false;
    await recordSale(trx, {
      partId: order.part_id,
      itemName: order.item_name,
      quantity: order.quantity,
      priceCents: order.price_cents,
      paidAt,
    });
    await assignInvoiceNumber(trx, id);
    if (order.stock_released === 1) {
      const retaken = order.part_id
        ? await trx
            .updateTable('part')
            .set({ available_quantity: sql`available_quantity - ${order.quantity}`, updated_at: now() })
            .where('id', '=', order.part_id)
            .where('available_quantity', '>=', order.quantity)
            .executeTakeFirst()
        : null;
      const enough = retaken !== null && Number(retaken.numUpdatedRows) === 1;
      await trx
        .updateTable('orders')
        .set(enough ? { stock_released: 0, status: 'Pending' } : { needs_attention: 1, status: 'Pending' })
        .where('id', '=', id)
        .execute();
    }
    return true;
  });
  if (changed) {
    orderCaches(db).invalidate();
    statsCache(db).invalidate();
    return true;
  }
  const row = await findOrderRow(db, id);
  if (row.transaction_id !== transactionId)
    throw conflict('This order was already paid with another payment.');
  return false;
}
