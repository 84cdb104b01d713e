import type { Deps } from '../deps';
import type { RequestUser } from '../lib/request-user';
import { creditNoteFacts, noCreditNote, type ReturnedGoods } from '../modules/invoices/credit-note';
import { renderInvoicePdf } from '../modules/invoices/invoice-pdf';
import { findRefund } from '../modules/refunds/service';
import { findReturn } from '../modules/returns/service';

/** What a received return gave back, as its credit note prints it (null for one received before 0024). */
async function returnedGoods(db: Deps['db'], returnId: string): Promise<ReturnedGoods | null> {
  const row = await findReturn(db, returnId).catch(() => null);
  if (!row || row.goods_cents === null || row.tax_cents === null) return null;
  return {
    quantity: row.quantity,
    goodsCents: row.goods_cents,
    taxCents: row.tax_cents,
    feeCents: row.fee_cents ?? 0,
  };
}

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
  const returned = refund.return_id ? await returnedGoods(db, refund.return_id) : null;
  const facts = creditNoteFacts(
    refund,
    order ? { order } : { checkout: checkout! },
    config.invoiceSeller,
    returned,
  );
  return { fileName: `${facts.creditNote!.number}.pdf`, pdf: await renderInvoicePdf(facts) };
}
