import { centsToDollars, formatDollars, formatInvoiceNumber } from '@partsmith/contract';
import type { FastifyInstance } from 'fastify';
import type { OrderRow } from '../../db/schema';
import { conflict, forbidden, invalid } from '../../lib/app-error';
import type { RequestUser } from '../identity/auth-guard';
import { renderInvoicePdf } from '../invoices/invoice-pdf';
import { invoiceFactsOf } from '../invoices/service';
import type { MailAttachment } from '../mail/mailer';
import { orderPaidMail } from '../mail/templates';
import { expiredMessage, findOrderRow, isExpired, markOrderPaid, orderVisibleTo } from '../orders/service';
import type { IntentView } from './provider';

type PaymentsContext = Pick<FastifyInstance, 'db' | 'payments' | 'mailer' | 'log' | 'config'>;

export const orderMailFacts = (order: OrderRow) => ({
  email: order.email,
  name: order.name,
  itemName: order.item_name,
  quantity: order.quantity,
  total: formatDollars(centsToDollars(order.price_cents)),
  orderId: order.id,
  carrier: order.carrier,
  trackingNumber: order.tracking_number,
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
  if (isExpired(order)) throw conflict(expiredMessage);
  if (input.price !== undefined && Math.round(input.price * 100) !== order.price_cents) {
    throw invalid(
      `The price does not match the order's total of ${formatDollars(centsToDollars(order.price_cents))}.`,
    );
  }
  // One intent per order: the one recorded on the order, while the provider can still take it.
  const recorded = order.payment_intent_id ? await reusableSecret(app, order.payment_intent_id) : null;
  if (recorded) return recorded;
  const intent = await app.payments.createIntent({
    orderId: order.id,
    amountCents: order.price_cents,
    receiptEmail: order.email,
  });
  // Recorded once: of concurrent calls the first write stands and every caller answers that intent
  // (the provider's idempotency key or unique index already makes them the same one).
  const first = await app.db
    .updateTable('orders')
    .set({ payment_intent_id: intent.id })
    .where('id', '=', order.id)
    .where('payment_intent_id', 'is', null)
    .executeTakeFirst();
  if (Number(first.numUpdatedRows) === 1) return intent.clientSecret;
  const winner = (await findOrderRow(app.db, order.id)).payment_intent_id;
  return (winner && (await reusableSecret(app, winner))) || intent.clientSecret;
}

async function reusableSecret(app: PaymentsContext, intentId: string): Promise<string | null> {
  const intent = await app.payments.retrieveIntent(intentId).catch(() => null);
  return intent && intent.status !== 'canceled' && intent.clientSecret ? intent.clientSecret : null;
}

export const beingPaidMessage =
  'This order is being paid, so it cannot be deleted. It will show as paid shortly.';

/**
 * Before an unpaid order is deleted, its payment is cancelled at the provider. An intent that
 * succeeded or is processing cannot be cancelled: the order is being paid and is not deleted (409);
 * the webhook or the buyer's confirmation then marks it paid.
 */
export async function cancelPaymentOf(
  app: Pick<FastifyInstance, 'db' | 'payments'>,
  order: OrderRow,
): Promise<void> {
  if (order.paid === 1) return;
  const ids = new Set<string>(order.payment_intent_id ? [order.payment_intent_id] : []);
  if (app.payments.name === 'test') {
    const rows = await app.db
      .selectFrom('payment_intent')
      .select('id')
      .where('order_id', '=', order.id)
      .execute();
    for (const row of rows) ids.add(row.id);
  }
  for (const id of ids) {
    if ((await app.payments.cancelIntent(id)) === 'being-paid') throw conflict(beingPaidMessage);
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

/** The paid order's invoice PDF, as a mail attachment. */
async function invoiceAttachment(app: PaymentsContext, orderId: string): Promise<MailAttachment> {
  const facts = await invoiceFactsOf(app.db, await findOrderRow(app.db, orderId), app.config.invoiceSeller);
  return {
    filename: `${formatInvoiceNumber(facts.invoiceNumber)}.pdf`,
    contentType: 'application/pdf',
    content: await renderInvoicePdf(facts),
  };
}

async function recordPayment(app: PaymentsContext, order: OrderRow, intentId: string): Promise<number> {
  const changed = await markOrderPaid(app.db, order.id, intentId);
  if (changed) {
    const mail = orderPaidMail(orderMailFacts(order), intentId);
    const invoice = await invoiceAttachment(app, order.id).catch((error: unknown) => {
      app.log.error(
        { err: error, orderId: order.id },
        'could not make the invoice for the confirmation mail',
      );
      return null;
    });
    await app.mailer.send(invoice ? { ...mail, attachments: [invoice] } : mail).catch((error: unknown) => {
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
    throw invalid('We could not confirm this payment for this order. Nothing was changed.');
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
