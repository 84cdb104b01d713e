import {
  centsToDollars,
  formatDollars,
  maxOrderCents,
  type CreateOrder,
  type Order,
} from '@partsmith/contract';
import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import type { OrderRow, Tables } from '../../db/schema';
import { AppError, conflict, forbidden, notFound } from '../../lib/app-error';
import { newId, now } from '../../lib/ids';
import type { RequestUser } from '../../plugins/auth-guard';
import { orderCaches } from './order-caches';

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
  };
}

/**
 * Places an order for the signed-in buyer. Item name and price come from the stored part; the stock is
 * taken by one conditional update (enough stock, at least the minimum order) in the same transaction
 * as the order, so concurrent orders can never oversell.
 */
export async function createOrder(
  db: Kysely<Tables>,
  buyer: RequestUser,
  input: CreateOrder,
): Promise<string> {
  if (buyer.isAdmin) throw forbidden('Admins manage orders; they cannot place them.');
  const insertedId = await db.transaction().execute(async (trx) => {
    const part = await trx
      .updateTable('part')
      .set({ available_quantity: sql`available_quantity - ${input.quantity}`, updated_at: now() })
      .where('id', '=', input.partId)
      .where('available_quantity', '>=', input.quantity)
      .where('min_order_quantity', '<=', input.quantity)
      .returning(['id', 'name', 'price_cents'])
      .executeTakeFirst();
    if (!part) throw await whyNotOrderable(trx, input);
    const priceCents = part.price_cents * input.quantity;
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
        quantity: input.quantity,
        unit_price_cents: part.price_cents,
        price_cents: priceCents,
        transaction_id: null,
        payment_intent_id: null,
        created_at: now(),
        paid_at: null,
        shipped_at: null,
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

/** Deletes an unpaid order and gives its units back to the part, in one transaction. */
export async function deleteOrder(db: Kysely<Tables>, id: string, user: RequestUser): Promise<number> {
  await orderVisibleTo(db, id, user);
  const deleted = await db.transaction().execute(async (trx) => {
    const row = await trx.selectFrom('orders').selectAll().where('id', '=', id).executeTakeFirst();
    if (!row) return 0;
    if (row.paid === 1) throw conflict('A paid order cannot be deleted.');
    const deleted = await trx
      .deleteFrom('orders')
      .where('id', '=', id)
      .where('paid', '=', 0)
      .executeTakeFirst();
    if (Number(deleted.numDeletedRows) !== 1) throw conflict('A paid order cannot be deleted.');
    if (row.part_id) {
      await trx
        .updateTable('part')
        .set({ available_quantity: sql`available_quantity + ${row.quantity}`, updated_at: now() })
        .where('id', '=', row.part_id)
        .execute();
    }
    return 1;
  });
  orderCaches(db).invalidate();
  return deleted;
}

/** Update Status: re-reads the order and ships it only if it is paid. Answers the rows changed. */
export async function shipOrder(
  db: Kysely<Tables>,
  id: string,
): Promise<{ modified: number; order: OrderRow }> {
  const row = await findOrderRow(db, id);
  if (row.paid !== 1) throw conflict('Only a paid order can be shipped.');
  const result = await db
    .updateTable('orders')
    .set({ status: 'Shipped', shipped_at: now() })
    .where('id', '=', id)
    .where('paid', '=', 1)
    .where('status', '<>', 'Shipped')
    .executeTakeFirst();
  orderCaches(db).invalidate();
  return { modified: Number(result.numUpdatedRows), order: row };
}

/**
 * Marks an order paid by a confirmed payment, exactly once: the conditional update lets only the first
 * of racing callers (the buyer's PATCH, the provider's webhook) through. Answers whether it changed.
 */
export async function markOrderPaid(db: Kysely<Tables>, id: string, transactionId: string): Promise<boolean> {
  const result = await db
    .updateTable('orders')
    .set({ paid: 1, transaction_id: transactionId, payment_intent_id: transactionId, paid_at: now() })
    .where('id', '=', id)
    .where('paid', '=', 0)
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) === 1) {
    orderCaches(db).invalidate();
    return true;
  }
  const row = await findOrderRow(db, id);
  if (row.transaction_id !== transactionId)
    throw conflict('This order was already paid with another payment.');
  return false;
}
