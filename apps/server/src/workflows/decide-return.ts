import { centsToDollars, formatDollars } from '@partsmith/contract/money';
import {
  type OrderReturn,
  type ReturnReason,
  returnReasonLabels,
  type UpdateReturn,
} from '@partsmith/contract/returns';
import type { OrderReturnRow, RefundRow } from '../db/schema';
import { conflict } from '../lib/app-error';
import { returnApprovedMail, returnReceivedMail, returnRefusedMail } from '../lib/mail/return-templates';
import type { RequestUser } from '../lib/request-user';
import { findOrderRow } from '../modules/orders/order-row';
import { checkoutPaidCents, holdOrderRefund } from '../modules/orders/refund-holds';
import { readmitReturnUnits, releaseReturnUnits } from '../modules/orders/return-holds';
import { giveUnitsBack } from '../modules/orders/service';
import { insertPendingRefund } from '../modules/refunds/service';
import { assertCanDecideReturns } from '../modules/returns/policy';
import { returnRefundOf } from '../modules/returns/return-refund';
import { moveReturn, recordReturnRefund, toReturn } from '../modules/returns/service';
import { completeRefund, type RefundDeps } from './complete-refund';
import { returnMailFacts, sendReturnMail } from './request-return';

const money = (cents: number) => formatDollars(centsToDollars(cents));

/** The refund's reason, as its credit note prints it (at most the refunds' 300 characters). */
const refundReason = (row: OrderReturnRow) =>
  `Return of ${row.quantity} × ${row.item_name}: ${returnReasonLabels[row.reason as ReturnReason]}`.slice(
    0,
    300,
  );

/**
 * Received (admins): the return moves approved (or lapsed, its goods arriving late: its units are
 * admitted again, 409 if they no longer fit) → received, and in the same transaction its refund is
 * held against what was paid and written pending with its key (the refund path of ADR 0033, the refund
 * naming the return), and resaleable units go back in stock. Only one of two admins (or a replay)
 * passes the conditional update, so a return is refunded once. Then the provider is asked.
 */
async function receiveReturn(
  deps: RefundDeps,
  user: RequestUser,
  id: string,
  resaleable: boolean,
): Promise<{ row: OrderReturnRow; refund: RefundRow | null }> {
  const result = await deps.db.transaction().execute(async (trx) => {
    const { row, from } = await moveReturn(trx, id, 'received', { resaleable, decidedBy: user.id });
    const order = await findOrderRow(trx, row.order_id);
    const amount = returnRefundOf(row, order, deps.config.returns.restockingFeePercent);
    const { refundCents, feeCents } = amount;
    const paymentIntentId = order.transaction_id ?? order.payment_intent_id;
    let refund: RefundRow | null = null;
    if (refundCents > 0) {
      if (!paymentIntentId) throw conflict('This order has no payment to refund.');
      const checkoutPaid = order.checkout_id ? await checkoutPaidCents(trx, order.checkout_id) : null;
      await holdOrderRefund(trx, order, refundCents, checkoutPaid);
      refund = await insertPendingRefund(trx, {
        orderId: order.id,
        checkoutId: order.checkout_id,
        paymentIntentId,
        provider: deps.payments.name,
        amountCents: refundCents,
        reason: refundReason(row),
        cancel: false,
        createdBy: user.id,
        returnId: row.id,
      });
    }
    // Goods of a lapsed return arrived late: its units are counted in the order's returns again (after
    // the refund's hold, so a checkout's row is locked before its line's, as every refund locks them).
    if (from === 'lapsed') await readmitReturnUnits(trx, row.order_id, row.quantity);
    await recordReturnRefund(trx, id, { refundId: refund?.id ?? null, ...amount });
    if (resaleable && order.part_id) await giveUnitsBack(trx, order.part_id, row.quantity);
    return {
      row: {
        ...row,
        refund_id: refund?.id ?? null,
        refund_cents: refundCents,
        fee_cents: feeCents,
        goods_cents: amount.goodsCents,
        tax_cents: amount.taxCents,
      },
      refund,
      name: order.name,
    };
  });
  deps.changes.emit('orders', ...(resaleable ? (['stock'] as const) : []));
  const state = result.refund ? await completeRefund(deps, result.refund) : 'succeeded';
  const facts = returnMailFacts(result.row, result.name);
  await sendReturnMail(
    deps,
    id,
    returnReceivedMail(
      facts,
      {
        amount: money(result.row.refund_cents ?? 0),
        fee: result.row.fee_cents ? money(result.row.fee_cents) : null,
        done: state === 'succeeded',
        none: !result.refund,
      },
      `${deps.config.publicUrl}/dashboard/myOrders`,
    ),
  );
  return { row: result.row, refund: result.refund ? { ...result.refund, state } : null };
}

/**
 * PUT /return/{id} (admins): approve with the buyer's return instructions, refuse with a reason (its
 * units may be asked back again), or mark the goods received (the refund follows). Each is one step
 * forward from the state before it; the buyer is mailed at each.
 */
export async function decideReturn(
  deps: RefundDeps,
  user: RequestUser,
  id: string,
  input: UpdateReturn,
): Promise<OrderReturn> {
  assertCanDecideReturns(user);
  if (input.state === 'received') {
    const { row, refund } = await receiveReturn(deps, user, id, input.resaleable === true);
    return toReturn(row, refund?.state ?? null);
  }
  const message = input.message ?? '';
  const { row, name } = await deps.db.transaction().execute(async (trx) => {
    const { row: moved } = await moveReturn(trx, id, input.state as 'approved' | 'refused', {
      message,
      decidedBy: user.id,
    });
    if (moved.state === 'refused') await releaseReturnUnits(trx, moved.order_id, moved.quantity);
    return { row: moved, name: (await findOrderRow(trx, moved.order_id)).name };
  });
  deps.changes.emit('orders');
  const facts = returnMailFacts(row, name);
  const url = `${deps.config.publicUrl}/dashboard/myOrders`;
  await sendReturnMail(
    deps,
    id,
    row.state === 'approved'
      ? returnApprovedMail(facts, message, url)
      : returnRefusedMail(facts, message, url),
  );
  return toReturn(row, null);
}
