import { centsToDollars, formatDollars } from '@partsmith/contract/money';
import { formatCreditNoteNumber } from '@partsmith/contract/refunds';
import type { RefundRow } from '../db/schema';
import type { Deps } from '../deps';
import { refundedMail } from '../lib/mail/return-templates';

/**
 * The buyer's mail once the provider confirms a refund (issue 35 §1): what was refunded, whether it was
 * cancelled, and its credit note. Sent once, by whichever of the answer, the webhook or the sweeper
 * recorded it (the conditional update before it passes once). A failed mail is logged; the refund stands.
 */
export async function mailRefund(
  deps: Pick<Deps, 'db' | 'mailer' | 'log' | 'config'>,
  row: RefundRow,
  creditNoteNumber: number,
): Promise<void> {
  try {
    const buyer = row.order_id
      ? await deps.db
          .selectFrom('orders')
          .select(['email', 'name', 'item_name as what'])
          .where('id', '=', row.order_id)
          .executeTakeFirst()
      : await deps.db
          .selectFrom('checkout')
          .select(['email', 'name', 'id as what'])
          .where('id', '=', row.checkout_id!)
          .executeTakeFirst();
    if (!buyer) return;
    const of = row.order_id ? `your order of ${buyer.what}` : `your checkout ${buyer.what}`;
    await deps.mailer.send(
      refundedMail(
        buyer,
        {
          of,
          amount: formatDollars(centsToDollars(row.amount_cents)),
          creditNote: formatCreditNoteNumber(creditNoteNumber),
          cancelled: row.cancel === 1,
        },
        `${deps.config.publicUrl}/dashboard/myOrders`,
      ),
    );
  } catch (error) {
    deps.log.error({ err: error, refundId: row.id }, 'could not send the refund mail');
  }
}
