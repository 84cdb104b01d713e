import { centsToDollars, formatDollars } from '@partsmith/contract/money';
import { formatInvoiceNumber } from '@partsmith/contract/shipping';
import type { OrderRow } from '../../db/schema';
import type { Deps } from '../../deps';
import { renderInvoicePdf } from '../invoices/invoice-pdf';
import { invoiceFactsOf } from '../invoices/service';
import type { MailAttachment } from '../mail/mailer';
import { orderPaidMail, orderShippedMail } from '../mail/templates';
import { findOrderRow } from './order-row';

type NotifierDeps = Pick<Deps, 'db' | 'mailer' | 'log' | 'config'>;

/**
 * The buyer's mails about an order (paid, shipped), sent from here only. The order stands whatever
 * happens to its mail: a failure is logged, never answered to the caller.
 */
const orderMailFacts = (order: OrderRow) => ({
  email: order.email,
  name: order.name,
  itemName: order.item_name,
  quantity: order.quantity,
  total: formatDollars(centsToDollars(order.price_cents)),
  orderId: order.id,
  carrier: order.carrier,
  trackingNumber: order.tracking_number,
});

/** The paid order's invoice PDF, as a mail attachment. */
async function invoiceAttachment(deps: NotifierDeps, orderId: string): Promise<MailAttachment> {
  const facts = await invoiceFactsOf(
    deps.db,
    await findOrderRow(deps.db, orderId),
    deps.config.invoiceSeller,
  );
  return {
    filename: `${formatInvoiceNumber(facts.invoiceNumber)}.pdf`,
    contentType: 'application/pdf',
    content: await renderInvoicePdf(facts),
  };
}

/** The confirmation of a payment, with the invoice attached (or without, if it could not be made). */
export async function notifyOrderPaid(deps: NotifierDeps, order: OrderRow, transactionId: string) {
  const mail = orderPaidMail(orderMailFacts(order), transactionId);
  const invoice = await invoiceAttachment(deps, order.id).catch((error: unknown) => {
    deps.log.error({ err: error, orderId: order.id }, 'could not make the invoice for the confirmation mail');
    return null;
  });
  await deps.mailer.send(invoice ? { ...mail, attachments: [invoice] } : mail).catch((error: unknown) => {
    deps.log.error({ err: error, orderId: order.id }, 'could not send the order confirmation mail');
  });
}

/** The order is on its way, with the carrier and tracking number when the admin gave them. */
export async function notifyOrderShipped(deps: NotifierDeps, order: OrderRow) {
  await deps.mailer.send(orderShippedMail(orderMailFacts(order))).catch((error: unknown) => {
    deps.log.error({ err: error, orderId: order.id }, 'could not send the shipping mail');
  });
}
