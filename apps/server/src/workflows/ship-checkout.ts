import { centsToDollars, formatDollars } from '@partsmith/contract/money';
import type { Deps } from '../deps';
import { checkoutShippedMail } from '../lib/mail/templates';
import type { RequestUser } from '../lib/request-user';
import { checkoutLines, findCheckoutRow } from '../modules/orders/checkout/checkout-row';
import { markCheckoutShipped } from '../modules/orders/checkout/ship-checkout';
import { assertCanManageOrders } from '../modules/orders/policy';
import { chargeOf } from '../db/order-charge';

/**
 * Ship a whole checkout: an admin ships every paid line at once with one carrier and tracking number
 * (orders), and the buyer gets one mail for it (mail). A failed mail is logged; the lines stay shipped.
 */
export async function shipCheckout(
  deps: Pick<Deps, 'db' | 'changes' | 'mailer' | 'log'>,
  id: string,
  user: RequestUser,
  input: { carrier?: string | undefined; trackingNumber?: string | undefined },
): Promise<number> {
  assertCanManageOrders(user);
  const tracking = { carrier: input.carrier ?? null, tracking_number: input.trackingNumber ?? null };
  const shipped = await markCheckoutShipped(deps.db, id, tracking);
  if (shipped === 0) return 0;
  deps.changes.emit('orders');
  try {
    const checkout = await findCheckoutRow(deps.db, id);
    const lines = (await checkoutLines(deps.db, id)).filter((line) => line.paid === 1);
    await deps.mailer.send(
      checkoutShippedMail({
        email: checkout.email,
        name: checkout.name,
        checkoutId: id,
        poReference: checkout.po_reference,
        lines: lines.map((line) => ({ itemName: line.item_name, quantity: line.quantity })),
        total: formatDollars(centsToDollars(lines.reduce((sum, line) => sum + chargeOf(line), 0))),
        carrier: tracking.carrier,
        trackingNumber: tracking.tracking_number,
      }),
    );
  } catch (error) {
    deps.log.error({ err: error, checkoutId: id }, 'could not send the shipping mail');
  }
  return shipped;
}
