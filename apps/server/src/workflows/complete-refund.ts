import type { RefundState } from '@partsmith/contract/refunds';
import type { RefundRow } from '../db/schema';
import type { Deps } from '../deps';
import { now } from '../lib/ids';
import { nextCreditNoteNumber } from '../modules/invoices/invoice-numbers';
import { applyRefund, releaseRefundHold, type RefundTarget } from '../modules/orders/refund-holds';
import type { RefundView } from '../modules/payments/provider';
import {
  markRefundFailed,
  markRefundSucceeded,
  recordProviderRefundId,
  refundByKey,
  refundByProviderId,
  setCreditNoteNumber,
  staleRefunds,
} from '../modules/refunds/service';
import { recordRefund } from '../modules/stats/sales-ledger';
import { mailRefund } from './refund-mail';

export type RefundDeps = Pick<Deps, 'db' | 'changes' | 'payments' | 'log' | 'mailer' | 'config'>;

export const targetOf = (row: RefundRow): RefundTarget =>
  row.order_id
    ? { orderId: row.order_id, checkoutId: null }
    : { orderId: null, checkoutId: row.checkout_id! };

/**
 * Asks the provider for the refund under its idempotency key and records its answer. The same key
 * answers the same refund, so calling this again (the sweeper after a crash, a retry after a timeout)
 * never refunds twice. Asked `again` (the sweeper, a retry), the payment's refunds are looked up first
 * and one already made for this refund is adopted rather than asked for: Stripe forgets a key after
 * 24 hours, and would then make it a second time (ADR 0033). A provider that cannot be reached leaves
 * the refund pending for the sweeper.
 */
export async function completeRefund(
  deps: RefundDeps,
  row: RefundRow,
  options: { again?: boolean } = {},
): Promise<RefundState> {
  const request = {
    refundId: row.id,
    paymentIntentId: row.payment_intent_id,
    amountCents: row.amount_cents,
    idempotencyKey: row.idempotency_key,
  };
  let view: RefundView;
  try {
    const made = options.again ? await deps.payments.refundMadeFor(request) : null;
    view = made ?? (await deps.payments.refund(request));
  } catch (error) {
    deps.log.warn({ err: error, refundId: row.id }, 'the refund could not be sent; it stays pending');
    return 'pending';
  }
  return recordRefundOutcome(deps, row, view);
}

/**
 * What the provider says about a refund, from its answer or a webhook: succeeded (the refund counts,
 * with its credit note number, on the order and in the sales, in one transaction), failed (its hold
 * is given back) or still under way. Each step is a conditional update from pending, so a replayed or
 * late event changes nothing.
 */
async function recordRefundOutcome(deps: RefundDeps, row: RefundRow, view: RefundView): Promise<RefundState> {
  if (view.status === 'succeeded') {
    const done = await deps.db.transaction().execute(async (trx) => {
      const marked = await markRefundSucceeded(trx, row.id, view.id);
      if (!marked) return null;
      const creditNoteNumber = await nextCreditNoteNumber(trx);
      await setCreditNoteNumber(trx, row.id, creditNoteNumber);
      for (const share of await applyRefund(trx, targetOf(row), row.amount_cents))
        await recordRefund(trx, share);
      return creditNoteNumber;
    });
    if (done !== null) {
      deps.changes.emit('orders', 'sales');
      await mailRefund(deps, row, done);
    }
    return 'succeeded';
  }
  if (view.status === 'failed' || view.status === 'canceled') {
    const failed = await deps.db.transaction().execute(async (trx) => {
      const marked = await markRefundFailed(
        trx,
        row.id,
        view.failureReason ?? 'The provider refused the refund.',
      );
      if (marked) await releaseRefundHold(trx, targetOf(row), row.amount_cents);
      return marked;
    });
    if (failed) deps.changes.emit('orders');
    return 'failed';
  }
  if (view.id) await recordProviderRefundId(deps.db, row.id, view.id);
  return 'pending';
}

/**
 * A refund webhook (Stripe's `refund.updated`, `refund.failed`, `charge.refunded`): each refund it
 * reports is matched to ours by its key (or the provider's id) and checked against its payment and
 * amount before it counts. A refund of an earlier attempt, or of no refund of ours, changes nothing.
 */
export async function recordRefundEvents(deps: RefundDeps, refunds: RefundView[]): Promise<void> {
  for (const view of refunds) {
    const row =
      (view.reference ? await refundByKey(deps.db, view.reference) : undefined) ??
      (view.id ? await refundByProviderId(deps.db, view.id) : undefined);
    if (!row || row.state !== 'pending') continue;
    if (row.payment_intent_id !== view.paymentIntentId || row.amount_cents !== view.amountCents) {
      deps.log.warn(
        { refundId: row.id, providerRefundId: view.id },
        'a refund event that does not match the refund',
      );
      continue;
    }
    if (row.provider_refund_id && view.id !== row.provider_refund_id) continue;
    await recordRefundOutcome(deps, row, view);
  }
}

/**
 * Completes refunds left pending for longer than `afterMs` (a crash between writing the refund and
 * recording the provider's answer, or the provider unreachable): each is looked up at the provider and
 * asked again under its own key only if it was not made, so it is completed, never repeated. Answers how many it asked about.
 */
export async function sweepPendingRefunds(deps: RefundDeps, afterMs: number): Promise<number> {
  const rows = await staleRefunds(deps.db, new Date(Date.parse(now()) - afterMs).toISOString());
  for (const row of rows) await completeRefund(deps, row, { again: true });
  return rows.length;
}
