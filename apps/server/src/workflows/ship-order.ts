import type { Deps } from '../deps';
import { orderShippedMail } from '../lib/mail/templates';
import type { RequestUser } from '../lib/request-user';
import { orderMailFacts } from '../modules/orders/order-mail-facts';
import { markShipped } from '../modules/orders/service';

/**
 * Ship (Update Status): an admin ships a paid order, with its carrier and tracking number (orders), and
 * the buyer is mailed (mail). A failed mail is logged; the order stays shipped.
 */
export async function shipOrder(
  deps: Pick<Deps, 'db' | 'changes' | 'mailer' | 'log'>,
  id: string,
  user: RequestUser,
  input: { carrier?: string | undefined; trackingNumber?: string | undefined },
): Promise<number> {
  const { modified, order } = await markShipped(deps, id, user, input);
  if (modified) {
    await deps.mailer.send(orderShippedMail(orderMailFacts(order))).catch((error: unknown) => {
      deps.log.error({ err: error, orderId: id }, 'could not send the shipping mail');
    });
  }
  return modified;
}
