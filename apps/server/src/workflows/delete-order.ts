import type { Deps } from '../deps';
import type { RequestUser } from '../lib/request-user';
import { findOrderRow } from '../modules/orders/order-row';
import { assertCanDeleteOrder } from '../modules/orders/policy';
import { deleteUnpaidOrder, releaseExpiredOrders } from '../modules/orders/service';
import { cancelPaymentOf } from '../modules/payments/service';

/**
 * Delete: its buyer or an admin deletes an unpaid order (the orders' policy). Its payment is cancelled
 * at the provider first (payments): an order being paid is not deleted (409). Then the order goes and
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
  return deleteUnpaidOrder(deps, id);
}
