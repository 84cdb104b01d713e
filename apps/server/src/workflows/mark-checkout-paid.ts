import { centsToDollars, formatDollars } from '@partsmith/contract/money';
import { formatInvoiceNumber } from '@partsmith/contract/shipping';
import type { CheckoutRow } from '../db/schema';
import type { Deps } from '../deps';
import { checkoutPaidMail } from '../lib/mail/templates';
import { assignCheckoutInvoiceNumber } from '../modules/invoices/invoice-numbers';
import { renderInvoicePdf } from '../modules/invoices/invoice-pdf';
import { checkoutInvoiceFacts } from '../modules/invoices/service';
import { checkoutLines, findCheckoutRow } from '../modules/orders/checkout/checkout-row';
import { markCheckoutPaidRows } from '../modules/orders/checkout/mark-checkout-paid';
import { conflict } from '../lib/app-error';
import { recordSale } from '../modules/stats/sales-ledger';

type PaidDeps = Pick<Deps, 'db' | 'changes' | 'mailer' | 'log' | 'config'>;

/**
 * Mark a checkout paid: its one confirmed payment marks the checkout and every line paid (orders), adds
 * each line's sale to the ledger (stats) and gives the checkout its one invoice number (invoices), in
 * one transaction, exactly once however many callers race. Then one mail with the invoice. Answers the
 * lines this call marked (0 for a repeated call); 409 when another payment had paid the checkout.
 */
export async function markCheckoutPaid(
  deps: PaidDeps,
  checkout: CheckoutRow,
  transactionId: string,
): Promise<number> {
  const paid = await deps.db.transaction().execute(async (trx) => {
    const lines = await markCheckoutPaidRows(trx, checkout.id, transactionId);
    if (!lines) return null;
    for (const line of lines) await recordSale(trx, line);
    await assignCheckoutInvoiceNumber(trx, checkout.id);
    return lines;
  });
  if (!paid) {
    const now = await findCheckoutRow(deps.db, checkout.id);
    if (now.transaction_id !== transactionId) {
      throw conflict('This checkout was already paid with another payment.');
    }
    return 0;
  }
  deps.changes.emit(
    'orders',
    'sales',
    ...(paid.some((line) => line.stockRetaken) ? (['stock'] as const) : []),
  );
  await mailPaidCheckout(deps, checkout.id, transactionId);
  return paid.length;
}

/** The confirmation, with the invoice attached; a failed mail is logged, the payment stands. */
async function mailPaidCheckout(deps: PaidDeps, id: string, transactionId: string): Promise<void> {
  try {
    const checkout = await findCheckoutRow(deps.db, id);
    const lines = await checkoutLines(deps.db, id);
    const facts = checkoutInvoiceFacts(checkout, lines, deps.config.invoiceSeller);
    const mail = checkoutPaidMail(
      {
        email: checkout.email,
        name: checkout.name,
        checkoutId: checkout.id,
        poReference: checkout.po_reference,
        lines: facts.lines.map((line) => ({ itemName: line.itemName, quantity: line.quantity })),
        total: formatDollars(centsToDollars(facts.totalCents)),
      },
      transactionId,
    );
    const content = await renderInvoicePdf(facts);
    await deps.mailer.send({
      ...mail,
      attachments: [
        {
          filename: `${formatInvoiceNumber(facts.invoiceNumber)}.pdf`,
          contentType: 'application/pdf',
          content,
        },
      ],
    });
  } catch (error) {
    deps.log.error({ err: error, checkoutId: id }, 'could not send the checkout confirmation mail');
  }
}
