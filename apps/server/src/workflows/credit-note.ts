import type { Deps } from '../deps';
import type { RequestUser } from '../lib/request-user';
import { creditNoteFacts, noCreditNote } from '../modules/invoices/credit-note';
import { renderInvoicePdf } from '../modules/invoices/invoice-pdf';
import { findRefund } from '../modules/refunds/service';

/**
 * A succeeded refund's credit note (refunds, invoices), for the buyer of what was refunded or an admin
 * (by account id, as orders are owned). Anyone else, and a refund not confirmed yet, gets 404.
 */
export async function creditNoteFor(
  { db, config }: Pick<Deps, 'db' | 'config'>,
  refundId: string,
  user: RequestUser,
): Promise<{ fileName: string; pdf: Uint8Array }> {
  const refund = await findRefund(db, refundId).catch(() => null);
  if (!refund) throw noCreditNote();
  const order = refund.order_id
    ? await db.selectFrom('orders').selectAll().where('id', '=', refund.order_id).executeTakeFirst()
    : undefined;
  const checkout =
    !refund.order_id && refund.checkout_id
      ? await db.selectFrom('checkout').selectAll().where('id', '=', refund.checkout_id).executeTakeFirst()
      : undefined;
  const owner = order?.user_id ?? checkout?.user_id ?? null;
  if ((!order && !checkout) || !(user.isAdmin || (owner !== null && owner === user.id))) throw noCreditNote();
  const facts = creditNoteFacts(refund, order ? { order } : { checkout: checkout! }, config.invoiceSeller);
  return { fileName: `${facts.creditNote!.number}.pdf`, pdf: await renderInvoicePdf(facts) };
}
