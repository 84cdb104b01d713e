import type { Checkout } from '@partsmith/contract/checkout';
import type { Deps } from '../../../deps';
import type { RequestUser } from '../../../lib/request-user';
import { assertCanSeeCheckout } from '../policy';
import { releaseExpiredOrders } from '../service';
import { checkoutLines, findCheckoutRow, toCheckout } from './checkout-row';

/** One checkout with its lines, for its buyer or an admin. */
export async function checkoutFor(
  deps: Pick<Deps, 'db' | 'changes'>,
  id: string,
  user: RequestUser,
): Promise<Checkout> {
  await releaseExpiredOrders(deps);
  const row = await findCheckoutRow(deps.db, id);
  assertCanSeeCheckout(row, user);
  return toCheckout(row, await checkoutLines(deps.db, id));
}
