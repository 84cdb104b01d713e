import type { OrderRow } from '../../db/schema';
import type { Deps } from '../../deps';
import { conflict } from '../../lib/app-error';
import type { IntentView } from './provider';
import { chargeOf } from '../../db/order-charge';

/** The provider's client secret of an intent it can still take, or null. */
export async function reusableSecret(deps: Pick<Deps, 'payments'>, intentId: string): Promise<string | null> {
  const intent = await deps.payments.retrieveIntent(intentId).catch(() => null);
  return intent && intent.status !== 'canceled' && intent.clientSecret ? intent.clientSecret : null;
}

export const beingPaidMessage =
  'This order is being paid, so it cannot be deleted. It will show as paid shortly.';

/**
 * Before an unpaid order is deleted, its payment is cancelled at the provider. An intent that
 * succeeded or is processing cannot be cancelled: the order is being paid and is not deleted (409);
 * the webhook or the buyer's confirmation then marks it paid.
 */
export async function cancelPaymentOf(deps: Pick<Deps, 'db' | 'payments'>, order: OrderRow): Promise<void> {
  if (order.paid === 1) return;
  const ids = new Set<string>(order.payment_intent_id ? [order.payment_intent_id] : []);
  if (deps.payments.name === 'test') {
    const rows = await deps.db
      .selectFrom('payment_intent')
      .select('id')
      .where('order_id', '=', order.id)
      .execute();
    for (const row of rows) ids.add(row.id);
  }
  for (const id of ids) {
    if ((await deps.payments.cancelIntent(id)) === 'being-paid') throw conflict(beingPaidMessage);
  }
}

/** True when the provider's intent paid exactly this order's total, in dollars. */
export function intentPaysOrder(intent: IntentView | null, order: OrderRow): intent is IntentView {
  return (
    intent !== null &&
    intent.status === 'succeeded' &&
    intent.orderId === order.id &&
    intent.amountCents === chargeOf(order) &&
    intent.currency === 'usd'
  );
}
