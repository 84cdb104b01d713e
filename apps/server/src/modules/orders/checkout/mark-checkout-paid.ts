import type { Transaction } from 'kysely';
import type { Tables } from '../../../db/schema';
import { now } from '../../../lib/ids';
import { markedColumns, paidOrder, type PaidOrder } from '../mark-paid';

/**
 * Marks a checkout and every one of its lines paid by its one payment, inside the caller's transaction,
 * exactly once: the conditional update of the checkout's row lets only the first of racing callers (the
 * buyer's confirmation, the webhook) through, and then every unpaid line is marked in one statement, by
 * the single order's rule (mark-paid.ts: late lines take their units again or are flagged). Null for the callers after the
 * first; never some lines and not others.
 */
export async function markCheckoutPaidRows(
  trx: Transaction<Tables>,
  id: string,
  transactionId: string,
): Promise<PaidOrder[] | null> {
  const checkout = await trx
    .updateTable('checkout')
    .set({ paid: 1, paid_at: now(), transaction_id: transactionId, payment_intent_id: transactionId })
    .where('id', '=', id)
    .where('paid', '=', 0)
    .returning('id')
    .executeTakeFirst();
  if (!checkout) return null;
  // Every unpaid line in one statement; only lines whose hold ran out need a statement of their own.
  // `transaction_id` is unique per order (0002): the lines, paid by one payment, keep it in
  // `payment_intent_id` alone, and answer it as their transaction (order-row.ts).
  const paidAt = now();
  const lines = await trx
    .updateTable('orders')
    .set({ paid: 1, payment_intent_id: transactionId, paid_at: paidAt })
    .where('checkout_id', '=', id)
    .where('paid', '=', 0)
    .returning(markedColumns)
    .execute();
  lines.sort((a, b) => a.id.localeCompare(b.id));
  const paid: PaidOrder[] = [];
  for (const line of lines) paid.push(await paidOrder(trx, line, paidAt));
  return paid;
}
