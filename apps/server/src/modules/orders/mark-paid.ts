import { sql, type Kysely, type Transaction } from 'kysely';
import type { OrderRow, Tables } from '../../db/schema';
import { conflict } from '../../lib/app-error';
import { now } from '../../lib/ids';
import { findOrderRow } from './order-row';
import { goodsColumns, goodsNetOf, type GoodsRow } from '../../db/order-charge';

/** What a just-paid order tells the ledger and the caches. */
export interface PaidOrder {
  partId: string | null;
  itemName: string;
  quantity: number;
  /** Its goods net of tax (`goodsNetOf`): the revenue it adds (ADR 0034 addendum). */
  revenueCents: number;
  paidAt: string;
  /** The order had run out and took its units again (or was marked for the admin's attention). */
  stockRetaken: boolean;
}

/**
 * Marks an order paid by a confirmed payment, inside the caller's transaction, exactly once: the
 * conditional update lets only the first of racing callers (the buyer's PATCH, the provider's webhook)
 * through; null for the others. A payment for an order that expired meanwhile is kept: the order takes
 * its units again if there are enough (the stock rule of placing/rules.ts: never below zero), and is
 * marked for the admin's attention otherwise.
 */
export async function markPaidRow(
  trx: Transaction<Tables>,
  id: string,
  transactionId: string,
): Promise<PaidOrder | null> {
  const paidAt = now();
  const order = await trx
    .updateTable('orders')
    .set({ paid: 1, transaction_id: transactionId, payment_intent_id: transactionId, paid_at: paidAt })
    .where('id', '=', id)
    .where('paid', '=', 0)
    .returning(markedColumns)
    .executeTakeFirst();
  if (!order) return null;
  return paidOrder(trx, order, paidAt);
}

type MarkedRow = Pick<
  OrderRow,
  'id' | 'part_id' | 'quantity' | 'stock_released' | 'item_name' | keyof GoodsRow
>;
/** The columns `paidOrder` needs from the row just marked paid. */
export const markedColumns = [
  'id',
  'part_id',
  'quantity',
  'stock_released',
  'item_name',
  ...goodsColumns,
] as const;

/**
 * What an order just marked paid tells the ledger; a late one (its units released) takes its units again
 * if there are enough (the stock rule of placing/rules.ts: never below zero), else is flagged.
 */
export async function paidOrder(
  trx: Transaction<Tables>,
  order: MarkedRow,
  paidAt: string,
): Promise<PaidOrder> {
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
      .where('id', '=', order.id)
      .execute();
  }
  return {
    partId: order.part_id,
    itemName: order.item_name,
    quantity: order.quantity,
    revenueCents: goodsNetOf(order),
    paidAt,
    stockRetaken: order.stock_released === 1,
  };
}

/** After a payment changed nothing: fine when it was this payment, 409 when another paid the order. */
export async function assertPaidWith(db: Kysely<Tables>, id: string, transactionId: string): Promise<void> {
  const row = await findOrderRow(db, id);
  if (row.transaction_id !== transactionId)
    throw conflict('This order was already paid with another payment.');
}
