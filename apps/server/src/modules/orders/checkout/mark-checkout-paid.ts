import type { Transaction } from 'kysely';
import type { Tables } from '../../../db/schema';
import { now } from '../../../lib/ids';
import { markPaidRow, type PaidOrder } from '../mark-paid';

/**
 * Marks a checkout and every one of its lines paid by its one payment, inside the caller's transaction,
 * exactly once: the conditional update of the checkout's row lets only the first of racing callers (the
 * buyer's confirmation, the webhook) through, and then every unpaid line is marked by the single order's
 * rule (mark-paid.ts: late lines take their units again or are flagged). Null for the callers after the
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
  const lines = await trx
    .selectFrom('orders')
    .select('id')
    .where('checkout_id', '=', id)
    .where('paid', '=', 0)
    .orderBy('id')
    .execute();
  const paid: PaidOrder[] = [];
  for (const line of lines) {
    const marked = await markPaidRow(trx, line.id, transactionId, { checkoutLine: true });
    if (marked) paid.push(marked);
  }
  return paid;
}
