import { centsToDollars, dollarsToCents } from '@partsmith/contract/money';
import type { CreateRefund, RefundAnswer } from '@partsmith/contract/refunds';
import type { RefundRow } from '../db/schema';
import { conflict } from '../lib/app-error';
import type { RequestUser } from '../lib/request-user';
import { cancelCheckoutRows, cancelOrderRow } from '../modules/orders/cancel';
import { findCheckoutRow } from '../modules/orders/checkout/checkout-row';
import { findOrderRow } from '../modules/orders/order-row';
import { assertRefundable } from '../modules/orders/policy';
import { assertCanRefund } from '../modules/refunds/policy';
import {
  checkoutPaidCents,
  holdAgain,
  holdCheckoutRefund,
  holdOrderRefund,
  tooMuchMessage,
} from '../modules/orders/refund-holds';
import { findRefund, insertPendingRefund, type NewRefund, restartRefund } from '../modules/refunds/service';
import { completeRefund, type RefundDeps, targetOf } from './complete-refund';
import { chargeOf } from '../db/order-charge';

const nothingLeft = (paidCents: number, heldCents: number) =>
  heldCents >= paidCents ? conflict(tooMuchMessage(paidCents, heldCents)) : null;

/** The refund row a request asks for. */
const refundOf = (
  deps: RefundDeps,
  user: RequestUser,
  input: CreateRefund,
  of: Pick<NewRefund, 'orderId' | 'checkoutId' | 'paymentIntentId' | 'amountCents'>,
): NewRefund => ({
  ...of,
  provider: deps.payments.name,
  reason: input.reason,
  cancel: input.cancel === true,
  createdBy: user.id,
});

async function send(
  deps: RefundDeps,
  row: RefundRow,
  emitStock: boolean,
  again = false,
): Promise<RefundAnswer> {
  deps.changes.emit('orders', ...(emitStock ? (['stock'] as const) : []));
  const state = await completeRefund(deps, row, { again });
  return { refundId: row.id, state, amount: centsToDollars(row.amount_cents) };
}

/**
 * Refund an order (admins): part or the rest of what was paid goes back through the provider that took
 * the payment; with `cancel`, an unshipped order is cancelled too and its units go back in stock. The
 * amount is held against what was paid (orders), the refund written pending with its key (refunds),
 * in one transaction; then the provider is asked (payments) and its answer recorded (complete-refund).
 * A line of a checkout is refunded from the checkout's one payment.
 */
export async function refundOrder(
  deps: RefundDeps,
  user: RequestUser,
  orderId: string,
  input: CreateRefund,
): Promise<RefundAnswer> {
  assertCanRefund(user);
  const order = await findOrderRow(deps.db, orderId);
  assertRefundable(order);
  const paymentIntentId = order.transaction_id ?? order.payment_intent_id;
  if (!paymentIntentId) throw conflict('This order has no payment to refund.');
  const checkoutPaid = order.checkout_id ? await checkoutPaidCents(deps.db, order.checkout_id) : null;
  const amountCents =
    input.amount === undefined ? chargeOf(order) - order.refund_held_cents : dollarsToCents(input.amount);
  const none = input.amount === undefined ? nothingLeft(chargeOf(order), order.refund_held_cents) : null;
  if (none) throw none;
  const row = await deps.db.transaction().execute(async (trx) => {
    await holdOrderRefund(trx, order, amountCents, checkoutPaid);
    if (input.cancel) await cancelOrderRow(trx, order);
    return insertPendingRefund(
      trx,
      refundOf(deps, user, input, {
        orderId: order.id,
        checkoutId: order.checkout_id,
        paymentIntentId,
        amountCents,
      }),
    );
  });
  return send(deps, row, input.cancel === true);
}

/** Refund a whole checkout (admins), the same way: against its one payment; `cancel` cancels every line. */
export async function refundCheckout(
  deps: RefundDeps,
  user: RequestUser,
  checkoutId: string,
  input: CreateRefund,
): Promise<RefundAnswer> {
  assertCanRefund(user);
  const checkout = await findCheckoutRow(deps.db, checkoutId);
  assertRefundable(checkout);
  if (!checkout.transaction_id) throw conflict('This checkout has no payment to refund.');
  const paidCents = await checkoutPaidCents(deps.db, checkoutId);
  const amountCents =
    input.amount === undefined ? paidCents - checkout.refund_held_cents : dollarsToCents(input.amount);
  const none = input.amount === undefined ? nothingLeft(paidCents, checkout.refund_held_cents) : null;
  if (none) throw none;
  const paymentIntentId = checkout.transaction_id;
  const row = await deps.db.transaction().execute(async (trx) => {
    await holdCheckoutRefund(trx, checkoutId, amountCents, paidCents);
    if (input.cancel) await cancelCheckoutRows(trx, checkoutId);
    return insertPendingRefund(
      trx,
      refundOf(deps, user, input, { orderId: null, checkoutId, paymentIntentId, amountCents }),
    );
  });
  return send(deps, row, input.cancel === true);
}

/** Try a failed refund again (admins): its amount held again, a new attempt under a new key. */
export async function retryRefund(
  deps: RefundDeps,
  user: RequestUser,
  refundId: string,
): Promise<RefundAnswer> {
  assertCanRefund(user);
  const found = await findRefund(deps.db, refundId);
  if (found.provider !== deps.payments.name) {
    throw conflict('This refund was made through another payment provider than the one in use now.');
  }
  const row = await deps.db.transaction().execute(async (trx) => {
    const restarted = await restartRefund(trx, refundId);
    await holdAgain(trx, targetOf(restarted), restarted.amount_cents);
    return restarted;
  });
  return send(deps, row, false, true);
}
