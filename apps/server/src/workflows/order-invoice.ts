import type { Deps } from '../deps';
import type { RequestUser } from '../lib/request-user';
import { renderInvoicePdf } from '../modules/invoices/invoice-pdf';
import { invoiceFactsOf, noInvoice } from '../modules/invoices/service';
import { canSeeOrder } from '../modules/orders/policy';

/**
 * A paid order's invoice, for its buyer or an admin (the orders' policy). Anyone else, and any unpaid
 * order, gets 404: an invoice's existence is not revealed.
 */
export async function invoiceFor(
  { db, config }: Pick<Deps, 'db' | 'config'>,
  orderId: string,
  user: RequestUser,
): Promise<{ invoiceNumber: number; pdf: Uint8Array }> {
  const row = await db.selectFrom('orders').selectAll().where('id', '=', orderId).executeTakeFirst();
  if (!row || !canSeeOrder(row, user)) throw noInvoice();
  const facts = await invoiceFactsOf(db, row, config.invoiceSeller);
  return { invoiceNumber: facts.invoiceNumber, pdf: await renderInvoicePdf(facts) };
}
