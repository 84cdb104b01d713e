import { groupedTransaction } from '../db/grouped-transaction';
import type { CheckoutRow } from '../db/schema';
import type { Deps } from '../deps';
import { conflict } from '../lib/app-error';
import { queueMail } from '../lib/mail/mail-outbox';
import { assignCheckoutInvoiceNumber } from '../modules/invoices/invoice-numbers';
import { findCheckoutRow } from '../modules/orders/checkout/checkout-row';
import { markCheckoutPaidRows } from '../modules/orders/checkout/mark-checkout-paid';
import { recordSales } from '../modules/stats/sales-ledger';
import { checkoutPaidMailKind } from './send-queued-mail';

type PaidDeps = Pick<Deps, 'db' | 'changes' | 'log' | 'config'>;

/**
 * Mark a checkout paid: its one confirmed payment marks the checkout and every line paid (orders), adds
 * each line's sale to the ledger (stats) and gives the checkout its one invoice number (invoices), in
 * one transaction (on SQLite, with the other writes waiting meanwhile: db/grouped-transaction.ts),
 * exactly once however many callers race. The same transaction queues the one mail
 * with the invoice (send-queued-mail.ts): the answer does not wait for the PDF or the mail. Answers the
 * lines this call marked (0 for a repeated call); 409 when another payment had paid the checkout.
 */
export async function markCheckoutPaid(
  deps: PaidDeps,
  checkout: CheckoutRow,
  transactionId: string,
): Promise<number> {
  const paid = await groupedTransaction(deps.db, async (trx) => {
    const lines = await markCheckoutPaidRows(trx, checkout.id, transactionId);
    if (!lines) return null;
    await recordSales(trx, lines);
    await assignCheckoutInvoiceNumber(trx, checkout.id);
    await queueMail(trx, { kind: checkoutPaidMailKind, subjectId: checkout.id, transactionId });
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
    'mail',
    ...(paid.some((line) => line.stockRetaken) ? (['stock'] as const) : []),
  );
  return paid.length;
}
