import type { Kysely } from 'kysely';
import type { Tables } from '../../../db/schema';
import { conflict } from '../../../lib/app-error';
import { now } from '../../../lib/ids';
import { findCheckoutRow } from './checkout-row';

/**
 * Ships every paid line of a checkout not shipped yet, with one carrier and tracking number, in one
 * statement (each line becomes Shipped, as the spec's Update Status does); only a paid checkout ships,
 * and a cancelled line stays cancelled.
 * Answers the lines shipped.
 */
export async function markCheckoutShipped(
  db: Kysely<Tables>,
  id: string,
  tracking: { carrier: string | null; tracking_number: string | null },
): Promise<number> {
  const checkout = await findCheckoutRow(db, id);
  if (checkout.paid !== 1) throw conflict('Only a paid checkout can be shipped.');
  const result = await db
    .updateTable('orders')
    .set({ status: 'Shipped', shipped_at: now(), ...tracking })
    .where('checkout_id', '=', id)
    .where('paid', '=', 1)
    .where('status', '=', 'Pending')
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}
