import type { Deps } from '../deps';
import { conflict } from '../lib/app-error';
import type { RequestUser } from '../lib/request-user';
import { findCheckoutRow } from '../modules/orders/checkout/checkout-row';
import { findOrderRow } from '../modules/orders/order-row';
import { assertCanDeleteOrder } from '../modules/orders/policy';
import { deleteUnpaidOrder, releaseExpiredOrders } from '../modules/orders/service';
import { cancelPaymentOf } from '../modules/payments/service';

const checkoutBeingPaid =
  'This checkout is being paid, so its lines cannot be changed. They will show as paid shortly.';

/**
 * Delete: its buyer or an admin deletes an unpaid order (the orders' policy). Its payment is cancelled
 * at the provider first (payments): an order being paid is not deleted (409). A line of a checkout
 * changes what the checkout's one payment charges, so the checkout's payment is cancelled too (a new
 * one is made for the new sum), and while it is being paid no line is deleted. Then the order goes and
 * its units come back (orders).
 */
export async function deleteOrder(
  deps: Pick<Deps, 'db' | 'changes' | 'payments'>,
  id: string,
  user: RequestUser,
): Promise<number> {
  await releaseExpiredOrders(deps);
  const row = await findOrderRow(deps.db, id);
  assertCanDeleteOrder(row, user);
  await cancelPaymentOf(deps, row);
  if (row.checkout_id) {
    const checkout = await findCheckoutRow(deps.db, row.checkout_id);
    if (checkout.payment_intent_id) {
      if ((await deps.payments.cancelIntent(checkout.payment_intent_id)) === 'being-paid') {
        throw conflict(checkoutBeingPaid);
      }
      await deps.db
        .updateTable('checkout')
        .set({ payment_intent_id: null })
        .where('id', '=', checkout.id)
        .where('paid', '=', 0)
        .execute();
    }
  }
  return deleteUnpaidOrder(deps, id);
}
