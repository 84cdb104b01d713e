import type { Transaction } from 'kysely';
import type { OrderRow, Tables } from '../../db/schema';
import { conflict } from '../../lib/app-error';
import { now } from '../../lib/ids';
import { giveUnitsBack } from './service';

type Trx = Transaction<Tables>;

export const shippedMessage =
  'A shipped order cannot be cancelled: refund it without cancelling, or take it back as a return.';

/**
 * Cancels a paid order that has not shipped, in the refund's transaction: one conditional update from
 * Pending, so a cancellation racing with Update Status (or another cancellation) is refused (409)
 * rather than both happening. Its units go back in stock, unless it never had them (paid after its
 * hold ran out with the stock gone: needs attention).
 */
export async function cancelOrderRow(trx: Trx, order: OrderRow): Promise<void> {
  const cancelled = await trx
    .updateTable('orders')
    .set({ status: 'Cancelled', cancelled_at: now() })
    .where('id', '=', order.id)
    .where('paid', '=', 1)
    .where('status', '=', 'Pending')
    .returning(['part_id', 'quantity', 'stock_released'])
    .executeTakeFirst();
  if (!cancelled) {
    const now = await trx.selectFrom('orders').select('status').where('id', '=', order.id).executeTakeFirst();
    throw conflict(now?.status === 'Cancelled' ? 'This order is already cancelled.' : shippedMessage);
  }
  if (cancelled.part_id && cancelled.stock_released === 0) {
    await giveUnitsBack(trx, cancelled.part_id, cancelled.quantity);
  }
}

/**
 * Cancels a whole paid checkout none of whose lines shipped: every paid line not cancelled yet is
 * cancelled (each one's units back), and the checkout is marked cancelled, by conditional updates that
 * refuse (409) a checkout shipped or cancelled meanwhile.
 */
export async function cancelCheckoutRows(trx: Trx, checkoutId: string): Promise<void> {
  const marked = await trx
    .updateTable('checkout')
    .set({ cancelled_at: now() })
    .where('id', '=', checkoutId)
    .where('paid', '=', 1)
    .where('cancelled_at', 'is', null)
    .executeTakeFirst();
  if (Number(marked.numUpdatedRows) === 0) throw conflict('This checkout is already cancelled.');
  const lines = await trx
    .updateTable('orders')
    .set({ status: 'Cancelled', cancelled_at: now() })
    .where('checkout_id', '=', checkoutId)
    .where('paid', '=', 1)
    .where('status', '=', 'Pending')
    .returning(['part_id', 'quantity', 'stock_released'])
    .execute();
  // Read after the update: a line shipped before it (or while it waited on the line's lock) is seen here.
  const shipped = await trx
    .selectFrom('orders')
    .select('id')
    .where('checkout_id', '=', checkoutId)
    .where('status', '=', 'Shipped')
    .executeTakeFirst();
  if (shipped) {
    throw conflict(
      'Some lines of this checkout have shipped, so it cannot be cancelled whole: cancel the other lines one by one, or refund without cancelling.',
    );
  }
  for (const line of lines) {
    if (line.part_id && line.stock_released === 0) await giveUnitsBack(trx, line.part_id, line.quantity);
  }
}
