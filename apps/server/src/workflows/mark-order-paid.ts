import { formatInvoiceNumber } from '@partsmith/contract/shipping';
import type { OrderRow } from '../db/schema';
import type { Deps } from '../deps';
import type { MailAttachment } from '../lib/mail/mailer';
import { orderPaidMail } from '../lib/mail/templates';
import { assignInvoiceNumber } from '../modules/invoices/invoice-numbers';
import { renderInvoicePdf } from '../modules/invoices/invoice-pdf';
import { invoiceFactsOf } from '../modules/invoices/service';
import { assertPaidWith, markPaidRow } from '../modules/orders/mark-paid';
import { orderMailFacts } from '../modules/orders/order-mail-facts';
import { findOrderRow } from '../modules/orders/order-row';
import { recordSale } from '../modules/stats/sales-ledger';

type PaidDeps = Pick<Deps, 'db' | 'changes' | 'mailer' | 'log' | 'config'>;

/**
 * Mark paid: a confirmed payment marks its order paid (orders), adds the sale to the ledger (stats) and
 * gives the order its invoice number (invoices), all in one transaction, exactly once however many
 * callers race (the buyer's confirmation, the provider's webhook); late payments included (the order
 * takes its units again, or is flagged). Then the buyer gets the confirmation with the invoice. Answers
 * whether this call marked it; 409 when another payment had paid the order.
 */
export async function markOrderPaid(
  deps: PaidDeps,
  order: OrderRow,
  transactionId: string,
): Promise<boolean> {
  const paid = await deps.db.transaction().execute(async (trx) => {
    const marked = await markPaidRow(trx, order.id, transactionId);
    if (!marked) return null;
    await recordSale(trx, marked);
    await assignInvoiceNumber(trx, order.id);
    return marked;
  });
  if (!paid) {
    await assertPaidWith(deps.db, order.id, transactionId);
    return false;
  }
  deps.changes.emit('orders', 'sales', ...(paid.stockRetaken ? (['stock'] as const) : []));
  await mailPaidOrder(deps, order, transactionId);
  return true;
}

/** The paid order's invoice PDF, as a mail attachment. */
async function invoiceAttachment(deps: PaidDeps, orderId: string): Promise<MailAttachment> {
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

/**
 * The confirmation of a payment, with the invoice attached (or without, if it could not be made). The
 * order stands whatever happens to its mail: a failure is logged, never answered to the caller.
 */
async function mailPaidOrder(deps: PaidDeps, order: OrderRow, transactionId: string) {
  const mail = orderPaidMail(orderMailFacts(order), transactionId);
  const invoice = await invoiceAttachment(deps, order.id).catch((error: unknown) => {
    deps.log.error({ err: error, orderId: order.id }, 'could not make the invoice for the confirmation mail');
    return null;
  });
  await deps.mailer.send(invoice ? { ...mail, attachments: [invoice] } : mail).catch((error: unknown) => {
    deps.log.error({ err: error, orderId: order.id }, 'could not send the order confirmation mail');
  });
}
