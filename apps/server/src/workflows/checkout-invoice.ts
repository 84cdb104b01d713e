import type { Deps } from '../deps';
import type { RequestUser } from '../lib/request-user';
import { renderInvoicePdf } from '../modules/invoices/invoice-pdf';
import { checkoutInvoiceFacts } from '../modules/invoices/service';
import { checkoutLines, findCheckoutRow } from '../modules/orders/checkout/checkout-row';
import { assertCanSeeCheckout } from '../modules/orders/policy';

/** A paid checkout's one invoice, for its buyer or an admin (anyone else: 404, as for an order's). */
export async function checkoutInvoice(
  { db, config }: Pick<Deps, 'db' | 'config'>,
  id: string,
  user: RequestUser,
): Promise<{ invoiceNumber: number; pdf: Uint8Array }> {
  const checkout = await findCheckoutRow(db, id);
  assertCanSeeCheckout(checkout, user);
  const facts = checkoutInvoiceFacts(checkout, await checkoutLines(db, id), config.invoiceSeller);
  return { invoiceNumber: facts.invoiceNumber, pdf: await renderInvoicePdf(facts) };
}
