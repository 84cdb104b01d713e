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
import { releaseReturnUnits } from '../modules/orders/return-holds';
import { giveUnitsBack } from '../modules/orders/service';
import { insertPendingRefund } from '../modules/refunds/service';
import { assertCanDecideReturns } from '../modules/returns/policy';
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
 * What a received return refunds: its units at the price paid, less the store's restocking fee (percent,
 * rounded half up to the cent) for "no longer needed"; never more than is left of what was paid.
 */
export function returnRefundCents(
  row: Pick<OrderReturnRow, 'quantity' | 'reason'>,
  order: { unit_price_cents: number; price_cents: number; refund_held_cents: number },
  feePercent: number,
): { refundCents: number; feeCents: number } {
  const gross = Math.min(row.quantity * order.unit_price_cents, order.price_cents);
  const feeCents = row.reason === 'no_longer_needed' ? Math.round((gross * feePercent) / 100) : 0;
  const left = Math.max(0, order.price_cents - order.refund_held_cents);
  return { refundCents: Math.min(gross - feeCents, left), feeCents };
}

/**
 * Received (admins): the return moves approved → received, and in the same transaction its refund is
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
    const row = await moveReturn(trx, id, 'received', { resaleable, decidedBy: user.id });
    const order = await findOrderRow(trx, row.order_id);
    const { refundCents, feeCents } = returnRefundCents(row, order, deps.config.returns.restockingFeePercent);
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
    await recordReturnRefund(trx, id, { refundId: refund?.id ?? null, refundCents, feeCents });
    if (resaleable && order.part_id) await giveUnitsBack(trx, order.part_id, row.quantity);
    return {
      row: { ...row, refund_id: refund?.id ?? null, refund_cents: refundCents, fee_cents: feeCents },
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
    const moved = await moveReturn(trx, id, input.state as 'approved' | 'refused', {
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
