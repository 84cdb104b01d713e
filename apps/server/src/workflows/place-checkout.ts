import type { CreateCheckout } from '@partsmith/contract/checkout';
import type { Deps } from '../deps';
import type { RequestUser } from '../lib/request-user';
import { emptyBasket, readBasket } from '../modules/basket/service';
import { placeCheckout as placeLines, type CheckoutOutcome } from '../modules/orders/checkout/place-checkout';
import { assertCanPlaceOrders } from '../modules/orders/policy';
import { releaseExpiredOrders } from '../modules/orders/service';
import { destinationOf, linesCharger } from './charge-order';
import { warnIfLowStock } from './warn-low-stock';

type CheckoutDeps = Pick<Deps, 'db' | 'config' | 'changes' | 'mailer' | 'log'>;

/**
 * Place checkout: the buyer's basket (basket) is placed at once, all or nothing, one order per line
 * sharing the checkout (orders, by the order rule), charged its shipping and tax (charge-order.ts: the
 * facts read before the parts are locked) and emptied in the same transaction; admins are
 * warned of parts it took under their threshold (warn-low-stock.ts). A refusal for stock is tried once
 * more after giving back the units of orders whose hold ran out.
 */
export async function placeCheckout(
  deps: CheckoutDeps,
  buyer: RequestUser,
  input: CreateCheckout,
): Promise<CheckoutOutcome> {
  assertCanPlaceOrders(buyer);
  const to = destinationOf(deps.config.storeCountry, input);
  const place = () =>
    placeLines(
      {
        db: deps.db,
        maxUnpaidOrders: deps.config.maxUnpaidOrders,
        holdMs: deps.config.unpaidOrderHoldMs,
      },
      buyer,
      input,
      { read: (trx) => readBasket(trx, buyer), empty: (trx) => emptyBasket(trx, buyer) },
      (trx, partIds) => linesCharger(trx, buyer, to, partIds),
    );
  let outcome = await place();
  if (!outcome.placed && outcome.lines.some((line) => line.problem.code === 'over-stock')) {
    if ((await releaseExpiredOrders(deps)) > 0) outcome = await place();
  }
  if (!outcome.placed) return outcome;
  deps.changes.emit('orders', 'stock');
  for (const partId of outcome.lowStockParts) await warnIfLowStock(deps, partId);
  return outcome;
}
