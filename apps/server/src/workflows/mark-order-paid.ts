import type { OrderRow } from '../db/schema';
import type { Deps } from '../deps';
import { queueMail } from '../lib/mail/mail-outbox';
import { assignInvoiceNumber } from '../modules/invoices/invoice-numbers';
import { assertPaidWith, markPaidRow } from '../modules/orders/mark-paid';
import { recordSale } from '../modules/stats/sales-ledger';
import { orderPaidMailKind } from './send-queued-mail';

type PaidDeps = Pick<Deps, 'db' | 'changes'>;

/**
 * Mark paid: a confirmed payment marks its order paid (orders), adds the sale to the ledger (stats),
 * gives the order its invoice number (invoices) and queues the buyer's confirmation with the invoice
 * (send-queued-mail.ts, ADR 0038 and its addendum), all in one transaction, exactly once however many
 * callers race (the buyer's confirmation, the provider's webhook); late payments included (the order
 * takes its units again, or is flagged). The answer does not wait for the PDF or the mail. Answers
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
    await queueMail(trx, { kind: orderPaidMailKind, subjectId: order.id, transactionId });
    return marked;
  });
  if (!paid) {
    await assertPaidWith(deps.db, order.id, transactionId);
    return false;
  }
  deps.changes.emit('orders', 'sales', 'mail', ...(paid.stockRetaken ? (['stock'] as const) : []));
  return true;
}
