import { sql } from 'kysely';
import type { Deps } from '../../deps';
import { conflict } from '../../lib/app-error';
import { now } from '../../lib/ids';
import { assignInvoiceNumber } from '../invoices/invoice-numbers';
import { recordSale, statsCache } from '../stats/sales-ledger';
import { orderCaches } from './order-caches';
import { findOrderRow } from './order-row';

/**
 * Marks an order paid by a confirmed payment, exactly once: the conditional update lets only the first
 * of racing callers (the buyer's PATCH, the provider's webhook) through. Answers whether it changed.
 * A payment for an order that expired meanwhile is kept: the order takes its units again if there are
 * enough, and is marked for the admin's attention otherwise. The sale and the invoice number are
 * written in the same transaction.
 */
export async function markOrderPaid(
  { db, catalogue }: Pick<Deps, 'db' | 'catalogue'>,
  id: string,
  transactionId: string,
): Promise<boolean> {
  const changed = await db.transaction().execute(async (trx) => {
    const paidAt = now();
    const order = await trx
      .updateTable('orders')
      .set({ paid: 1, transaction_id: transactionId, payment_intent_id: transactionId, paid_at: paidAt })
      .where('id', '=', id)
      .where('paid', '=', 0)
      .returning(['part_id', 'quantity', 'stock_released', 'item_name', 'price_cents'])
      .executeTakeFirst();
    if (!order) return null;
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
    return { stockRetaken: order.stock_released === 1 };
  });
  if (changed) {
    orderCaches(db).invalidate();
    statsCache(db).invalidate();
    if (changed.stockRetaken) catalogue.invalidateStock();
    return true;
  }
  const row = await findOrderRow(db, id);
  if (row.transaction_id !== transactionId)
    throw conflict('This order was already paid with another payment.');
  return false;
}
