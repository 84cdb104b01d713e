import type { Kysely } from 'kysely';
import type { Tables } from '../../db/schema';
import { findOrderRow } from './order-row';

/**
 * Records the provider's intent on the order, once: of concurrent calls the first write stands. Answers
 * the intent recorded, this one or the one that won.
 */
export async function recordPaymentIntent(
  db: Kysely<Tables>,
  orderId: string,
  intentId: string,
): Promise<string | null> {
  const first = await db
    .updateTable('orders')
    .set({ payment_intent_id: intentId })
    .where('id', '=', orderId)
    .where('payment_intent_id', 'is', null)
    .executeTakeFirst();
  if (Number(first.numUpdatedRows) === 1) return intentId;
  return (await findOrderRow(db, orderId)).payment_intent_id;
}
