import { randomBytes } from 'node:crypto';
import { type Kysely, sql } from 'kysely';
import type { Tables } from '../../db/schema';
import { centsToDollars, formatDollars } from '@partsmith/contract/money';
import { now } from '../../lib/ids';
import type { RefundRequest, RefundView } from './provider';

/** Stripe's test card whose refunds fail (https://docs.stripe.com/testing#refunds): its last four. */
export const refundFailsCard = '5126';

type TestRefundRow = Tables['test_refund'];

const toView = (row: TestRefundRow): RefundView => ({
  id: row.id,
  status: row.status as RefundView['status'],
  amountCents: row.amount_cents,
  paymentIntentId: row.payment_intent_id,
  reference: (JSON.parse(row.metadata) as { refundKey?: string }).refundKey ?? null,
  failureReason: row.failure_reason,
});

/**
 * The test processor's refunds, as Stripe's behave: one refund per idempotency key (the same key
 * answers the stored refund), only of a succeeded payment, never more than is left of it; the
 * "refund fails" test card's refunds fail. Refused refunds are stored as failed, as Stripe's answer
 * is kept for the key.
 */
export async function refundTestPayment(db: Kysely<Tables>, request: RefundRequest): Promise<RefundView> {
  const byKey = () =>
    db
      .selectFrom('test_refund')
      .selectAll()
      .where('idempotency_key', '=', request.idempotencyKey)
      .executeTakeFirst();
  const replay = await byKey();
  if (replay) return toView(replay);
  const intent = await db
    .selectFrom('payment_intent')
    .select(['status', 'amount_cents', 'card_last4'])
    .where('id', '=', request.paymentIntentId)
    .executeTakeFirst();
  const refunded = await db
    .selectFrom('test_refund')
    .select(sql<number | string>`coalesce(sum(amount_cents), 0)`.as('cents'))
    .where('payment_intent_id', '=', request.paymentIntentId)
    .where('status', '<>', 'failed')
    .executeTakeFirstOrThrow();
  const left = intent ? intent.amount_cents - Number(refunded.cents) : 0;
  let failure: string | null = null;
  if (!intent || intent.status !== 'succeeded') {
    failure = 'This PaymentIntent does not have a successful charge to refund.';
  } else if (request.amountCents > left) {
    failure = `Refund amount (${formatDollars(centsToDollars(request.amountCents))}) is greater than unrefunded amount on charge (${formatDollars(centsToDollars(left))}).`;
  } else if (intent.card_last4 === refundFailsCard) {
    failure = 'expired_or_canceled_card';
  }
  await db
    .insertInto('test_refund')
    .values({
      id: `re_test_${randomBytes(12).toString('hex')}`,
      payment_intent_id: request.paymentIntentId,
      amount_cents: request.amountCents,
      status: failure ? 'failed' : 'succeeded',
      idempotency_key: request.idempotencyKey,
      failure_reason: failure,
      metadata: JSON.stringify({ refundKey: request.idempotencyKey, refundId: request.refundId }),
      created_at: now(),
    })
    .onConflict((oc) => oc.column('idempotency_key').doNothing())
    .execute();
  const stored = await byKey();
  if (!stored) throw new Error(`no test refund stored for ${request.idempotencyKey}`);
  return toView(stored);
}

/**
 * The test refund already made for this request: under its key, or of an earlier attempt of the same
 * refund that did not fail (the processor keeps its keys for ever, so the key alone would do; the id is
 * looked at as Stripe's look-up does).
 */
export async function testRefundMadeFor(
  db: Kysely<Tables>,
  request: RefundRequest,
): Promise<RefundView | null> {
  const rows = await db
    .selectFrom('test_refund')
    .selectAll()
    .where('payment_intent_id', '=', request.paymentIntentId)
    .orderBy('created_at', 'desc')
    .limit(1000)
    .execute();
  const found = rows.find((row) => {
    const metadata = JSON.parse(row.metadata) as { refundKey?: string; refundId?: string };
    return (
      metadata.refundKey === request.idempotencyKey ||
      (metadata.refundId === request.refundId && row.status !== 'failed')
    );
  });
  return found ? toView(found) : null;
}
