import { centsToDollars, formatDollars } from '@partsmith/contract';
import type { FastifyInstance } from 'fastify';
import type { OrderRow } from '../../db/schema';
import { AppError, conflict, forbidden, invalid } from '../../lib/app-error';
import type { RequestUser } from '../../plugins/auth-guard';
import { orderPaidMail } from '../mail/templates';
import { findOrderRow, markOrderPaid, orderVisibleTo } from '../orders/service';
import type { IntentView } from './provider';

type PaymentsContext = Pick<FastifyInstance, 'db' | 'payments' | 'mailer' | 'log'>;

export const orderMailFacts = (order: OrderRow) => ({
  email: order.email,
  name: order.name,
  itemName: order.item_name,
  quantity: order.quantity,
  total: formatDollars(centsToDollars(order.price_cents)),
  orderId: order.id,
});

/** Starts (or resumes) paying one of the buyer's own unpaid orders; the amount is always the stored total. */
export async function createIntentForOrder(
  app: PaymentsContext,
  user: RequestUser,
  input: { orderId: string; price?: number | undefined },
): Promise<string> {
  const order = await orderVisibleTo(app.db, input.orderId, user);
  if (order.email !== user.email) throw forbidden('Only the buyer can pay for an order.');
  if (order.paid === 1) throw conflict('This order is already paid.');
  if (input.price !== undefined && Math.round(input.price * 100) !== order.price_cents) {
    throw invalid(
      `The price does not match the order's total of ${formatDollars(centsToDollars(order.price_cents))}.`,
    );
  }
  const intent = await app.payments.createIntent({
    orderId: order.id,
    amountCents: order.price_cents,
    receiptEmail: order.email,
  });
  return intent.clientSecret;
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

async function recordPayment(app: PaymentsContext, order: OrderRow, intentId: string): Promise<number> {
  const changed = await markOrderPaid(app.db, order.id, intentId);
  if (changed) {
    await app.mailer.send(orderPaidMail(orderMailFacts(order), intentId)).catch((error: unknown) => {
      app.log.error({ err: error, orderId: order.id }, 'could not send the order confirmation mail');
    });
  }
  return changed ? 1 : 0;
}

/**
 * PATCH /order/{id}: marks the buyer's order paid once the provider confirms that this intent succeeded
 * for this order and amount. A repeated call changes nothing; a made-up or foreign id changes nothing.
 */
export async function confirmOrderPayment(
  app: PaymentsContext,
  user: RequestUser,
  orderId: string,
  transactionId: string,
): Promise<number> {
  const order = await orderVisibleTo(app.db, orderId, user);
  if (order.email !== user.email) throw forbidden('Only the buyer can pay for an order.');
  if (order.paid === 1 && order.transaction_id === transactionId) return 0;
  if (order.paid === 1) throw conflict('This order is already paid.');
  const intent = await app.payments.retrieveIntent(transactionId).catch(() => null);
  if (!intentPaysOrder(intent, order)) {
    throw new AppError('INVALID', 'We could not confirm this payment for this order. Nothing was changed.');
  }
  return recordPayment(app, order, intent.id);
}

/** Stripe's webhook: the same rule as the buyer's PATCH, so a closed tab loses no payment. */
export async function recordWebhookPayment(app: PaymentsContext, intent: IntentView): Promise<number> {
  if (!intent.orderId) return 0;
  const order = await findOrderRow(app.db, intent.orderId).catch(() => null);
  if (!order) {
    app.log.warn(
      { intentId: intent.id, orderId: intent.orderId },
      'payment for an order that no longer exists',
    );
    return 0;
  }
  if (order.paid === 1) return 0;
  return intentPaysOrder(intent, order) ? recordPayment(app, order, intent.id) : 0;
}
