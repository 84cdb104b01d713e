import { centsToDollars, formatDollars } from '@partsmith/contract/money';
import type { ConfirmTestPayment } from '@partsmith/contract/payments';
import type { OrderRow } from '../../db/schema';
import type { Deps } from '../../deps';
import { conflict, invalid, notFound } from '../../lib/app-error';
import type { RequestUser } from '../identity/auth-guard';
import { markOrderPaid } from '../orders/mark-paid';
import { notifyOrderPaid } from '../orders/order-notifier';
import { findOrderRow } from '../orders/order-row';
import { assertCanPay, assertCanSeeOrder, assertNotExpired, assertPayable } from '../orders/policy';
import type { IntentView } from './provider';

type PaymentsDeps = Pick<
  Deps,
  'db' | 'catalogue' | 'payments' | 'testPayments' | 'mailer' | 'log' | 'config'
>;

/** Starts (or resumes) paying one of the buyer's own unpaid orders; the amount is always the stored total. */
export async function createIntentForOrder(
  deps: PaymentsDeps,
  user: RequestUser,
  input: { orderId: string; price?: number | undefined },
): Promise<string> {
  const order = await findOrderRow(deps.db, input.orderId);
  assertCanSeeOrder(order, user);
  assertCanPay(order, user);
  assertPayable(order);
  if (input.price !== undefined && Math.round(input.price * 100) !== order.price_cents) {
    throw invalid(
      `The price does not match the order's total of ${formatDollars(centsToDollars(order.price_cents))}.`,
    );
  }
  // One intent per order: the one recorded on the order, while the provider can still take it.
  const recorded = order.payment_intent_id ? await reusableSecret(deps, order.payment_intent_id) : null;
  if (recorded) return recorded;
  const intent = await deps.payments.createIntent({
    orderId: order.id,
    amountCents: order.price_cents,
    receiptEmail: order.email,
  });
  // Recorded once: of concurrent calls the first write stands and every caller answers that intent
  // (the provider's idempotency key or unique index already makes them the same one).
  const first = await deps.db
    .updateTable('orders')
    .set({ payment_intent_id: intent.id })
    .where('id', '=', order.id)
    .where('payment_intent_id', 'is', null)
    .executeTakeFirst();
  if (Number(first.numUpdatedRows) === 1) return intent.clientSecret;
  const winner = (await findOrderRow(deps.db, order.id)).payment_intent_id;
  return (winner && (await reusableSecret(deps, winner))) || intent.clientSecret;
}

async function reusableSecret(deps: Pick<Deps, 'payments'>, intentId: string): Promise<string | null> {
  const intent = await deps.payments.retrieveIntent(intentId).catch(() => null);
  return intent && intent.status !== 'canceled' && intent.clientSecret ? intent.clientSecret : null;
}

/**
 * Charges a test card through the built-in test processor (when it is the provider): only the order's
 * buyer, only while the order can still be paid.
 */
export async function confirmTestPayment(
  deps: PaymentsDeps,
  user: RequestUser,
  input: ConfirmTestPayment,
): Promise<{ id: string }> {
  const processor = deps.testPayments;
  if (!processor) throw notFound('payment processor', 'The test card processor is not in use on this store.');
  const intent = await processor.intentBySecret(input.clientSecret);
  if (!intent) throw notFound('payment', 'This payment was not found. Reload the page and try again.');
  const order = await findOrderRow(deps.db, intent.order_id).catch(() => null);
  if (!order) throw conflict('This order no longer exists.');
  assertCanPay(order, user);
  assertNotExpired(order);
  return processor.confirm(input.clientSecret, input.card);
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
function intentPaysOrder(intent: IntentView | null, order: OrderRow): intent is IntentView {
  return (
    intent !== null &&
    intent.status === 'succeeded' &&
    intent.orderId === order.id &&
    intent.amountCents === order.price_cents &&
    intent.currency === 'usd'
  );
}

async function recordPayment(deps: PaymentsDeps, order: OrderRow, intentId: string): Promise<number> {
  const changed = await markOrderPaid(deps, order.id, intentId);
  if (changed) await notifyOrderPaid(deps, order, intentId);
  return changed ? 1 : 0;
}

/**
 * PATCH /order/{id}: marks the buyer's order paid once the provider confirms that this intent succeeded
 * for this order and amount. A repeated call changes nothing; a made-up or foreign id changes nothing.
 */
export async function confirmOrderPayment(
  deps: PaymentsDeps,
  user: RequestUser,
  orderId: string,
  transactionId: string,
): Promise<number> {
  const order = await findOrderRow(deps.db, orderId);
  assertCanSeeOrder(order, user);
  assertCanPay(order, user);
  if (order.paid === 1 && order.transaction_id === transactionId) return 0;
  if (order.paid === 1) throw conflict('This order is already paid.');
  const intent = await deps.payments.retrieveIntent(transactionId).catch(() => null);
  if (!intentPaysOrder(intent, order)) {
    throw invalid('We could not confirm this payment for this order. Nothing was changed.');
  }
  return recordPayment(deps, order, intent.id);
}

/**
 * Stripe's webhook: an event whose signature verifies and that reports a succeeded payment marks its
 * order paid by the same rule as the buyer's PATCH, so a closed tab loses no payment.
 */
export async function receiveStripeEvent(
  deps: PaymentsDeps,
  body: Buffer,
  signature: string | undefined,
): Promise<void> {
  if (deps.config.stripe === null) {
    throw notFound('Stripe configuration', 'Stripe is not configured on this store.');
  }
  const intent = await deps.payments.succeededIntentFromWebhook(body, signature).catch((error: unknown) => {
    deps.log.warn({ err: error }, 'refused a Stripe webhook');
    throw invalid('The webhook signature could not be verified.');
  });
  if (intent) await recordWebhookPayment(deps, intent);
}

async function recordWebhookPayment(deps: PaymentsDeps, intent: IntentView): Promise<number> {
  if (!intent.orderId) return 0;
  const order = await findOrderRow(deps.db, intent.orderId).catch(() => null);
  if (!order) {
    deps.log.warn(
      { intentId: intent.id, orderId: intent.orderId },
      'payment for an order that no longer exists',
    );
    return 0;
  }
  if (order.paid === 1) return 0;
  return intentPaysOrder(intent, order) ? recordPayment(deps, order, intent.id) : 0;
}
