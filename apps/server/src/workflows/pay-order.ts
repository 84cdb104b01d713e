import { centsToDollars, formatDollars } from '@partsmith/contract/money';
import type { ConfirmTestPayment } from '@partsmith/contract/payments';
import type { OrderRow } from '../db/schema';
import type { Deps } from '../deps';
import { conflict, invalid, notFound } from '../lib/app-error';
import type { RequestUser } from '../lib/request-user';
import { checkoutOfPaymentReference, findCheckoutRow } from '../modules/orders/checkout/checkout-row';
import { recordPaymentIntent } from '../modules/orders/order-payment';
import { findOrderRow } from '../modules/orders/order-row';
import {
  assertCanPay,
  assertCanPayCheckout,
  assertCanSeeOrder,
  assertNotExpired,
  assertPayable,
} from '../modules/orders/policy';
import type { IntentView } from '../modules/payments/provider';
import { intentPaysOrder, reusableSecret } from '../modules/payments/service';
import { recordRefundEvents } from './complete-refund';
import { markOrderPaid } from './mark-order-paid';
import { recordCheckoutWebhook } from './pay-checkout';
import { chargeOf } from '../db/order-charge';

type PayDeps = Pick<Deps, 'db' | 'changes' | 'payments' | 'testPayments' | 'mailer' | 'log' | 'config'>;

/**
 * Pay: the buyer starts paying one of their own unpaid orders (the orders' policy) through the payment
 * provider (payments), for the stored total; a payment the provider confirms, through the buyer's
 * confirmation or its webhook, marks the order paid (mark-order-paid.ts).
 */
export async function startOrderPayment(
  deps: PayDeps,
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
    amountCents: chargeOf(order),
    receiptEmail: order.email,
  });
  // Recorded once: of concurrent calls the first write stands and every caller answers that intent
  // (the provider's idempotency key or unique index already makes them the same one).
  const winner = await recordPaymentIntent(deps.db, order.id, intent.id);
  if (winner === intent.id) return intent.clientSecret;
  return (winner && (await reusableSecret(deps, winner))) || intent.clientSecret;
}

/**
 * Charges a test card through the built-in test processor (when it is the provider): only the order's
 * buyer, only while the order can still be paid.
 */
export async function confirmTestPayment(
  deps: PayDeps,
  user: RequestUser,
  input: ConfirmTestPayment,
): Promise<{ id: string }> {
  const processor = deps.testPayments;
  if (!processor) throw notFound('payment processor', 'The test card processor is not in use on this store.');
  const intent = await processor.intentBySecret(input.clientSecret);
  if (!intent) throw notFound('payment', 'This payment was not found. Reload the page and try again.');
  const checkoutId = checkoutOfPaymentReference(intent.order_id);
  if (checkoutId) {
    const checkout = await findCheckoutRow(deps.db, checkoutId).catch(() => null);
    if (!checkout) throw conflict('This checkout no longer exists.');
    assertCanPayCheckout(checkout, user);
    return processor.confirm(input.clientSecret, input.card);
  }
  const order = await findOrderRow(deps.db, intent.order_id).catch(() => null);
  if (!order) throw conflict('This order no longer exists.');
  assertCanPay(order, user);
  assertNotExpired(order);
  return processor.confirm(input.clientSecret, input.card);
}

async function recordPayment(deps: PayDeps, order: OrderRow, intentId: string): Promise<number> {
  return (await markOrderPaid(deps, order, intentId)) ? 1 : 0;
}

/**
 * PATCH /order/{id}: marks the buyer's order paid once the provider confirms that this intent succeeded
 * for this order and amount. A repeated call changes nothing; a made-up or foreign id changes nothing.
 */
export async function confirmOrderPayment(
  deps: PayDeps,
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
 * order paid by the same rule as the buyer's PATCH, so a closed tab loses no payment; one that reports
 * refunds records them (complete-refund.ts).
 */
export async function receiveStripeEvent(
  deps: PayDeps,
  body: Buffer,
  signature: string | undefined,
): Promise<void> {
  if (deps.config.stripe === null) {
    throw notFound('Stripe configuration', 'Stripe is not configured on this store.');
  }
  const event = await deps.payments.eventFromWebhook(body, signature).catch((error: unknown) => {
    deps.log.warn({ err: error }, 'refused a Stripe webhook');
    throw invalid('The webhook signature could not be verified.');
  });
  if (event.kind === 'payment') await recordWebhookPayment(deps, event.intent);
  if (event.kind === 'refunds') await recordRefundEvents(deps, event.refunds);
}

async function recordWebhookPayment(deps: PayDeps, intent: IntentView): Promise<number> {
  if (!intent.orderId) return 0;
  const checkoutId = checkoutOfPaymentReference(intent.orderId);
  if (checkoutId) return recordCheckoutWebhook(deps, intent, checkoutId);
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
