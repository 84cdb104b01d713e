import { pageOffset } from '@partsmith/contract/paging';
import type { Refund, RefundListQuery } from '@partsmith/contract/refunds';
import type { Deps } from '../deps';
import type { RequestUser } from '../lib/request-user';
import { findCheckoutRow } from '../modules/orders/checkout/checkout-row';
import { findOrderRow } from '../modules/orders/order-row';
import { assertCanSeeCheckout, assertCanSeeOrder } from '../modules/orders/policy';
import { refundPage } from '../modules/refunds/service';

/**
 * The refunds of an order or a checkout (a checkout's include its lines'), for whoever may see it (the
 * orders' policy: its buyer or an admin; anyone else 404), a page at a time (refunds).
 */
export async function viewRefunds(
  deps: Pick<Deps, 'db'>,
  user: RequestUser,
  query: RefundListQuery,
): Promise<{ items: Refund[]; total: number }> {
  if (query.order) assertCanSeeOrder(await findOrderRow(deps.db, query.order), user);
  else assertCanSeeCheckout(await findCheckoutRow(deps.db, query.checkout!), user);
  return refundPage(
    deps.db,
    { orderId: query.order, checkoutId: query.checkout },
    { offset: pageOffset(query), limit: query.limit },
  );
}
