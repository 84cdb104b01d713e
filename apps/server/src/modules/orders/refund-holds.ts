import { centsToDollars, formatDollars } from '@partsmith/contract/money';
import { sql, type Transaction } from 'kysely';
import type { OrderRow, Tables } from '../../db/schema';
import { conflict } from '../../lib/app-error';
import { now } from '../../lib/ids';
import { chargeOf, goodsColumns, goodsKeptOf, type GoodsRow } from '../../db/order-charge';

type Trx = Transaction<Tables>;

/** What a refund is held against: one order, or a whole checkout. */
export type RefundTarget = { orderId: string; checkoutId: null } | { orderId: null; checkoutId: string };

const money = (cents: number) => formatDollars(centsToDollars(cents));

export const tooMuchMessage = (paidCents: number, heldCents: number) =>
  `That is more than is left to refund: ${money(paidCents)} was paid and ${money(heldCents)} is refunded or being refunded.`;

/**
 * Admits a refund of `amountCents` against a row that was paid `paidCents`, by one conditional update:
 * the held amount (pending and succeeded refunds) stays at most what was paid. The row's lock (a
 * PostgreSQL row lock until commit, SQLite's one writer) makes racing refunds wait and re-read it, so
 * two admins or a replayed request never hold more than was paid between them. 409 otherwise.
 */
async function hold(
  trx: Trx,
  table: 'orders' | 'checkout',
  id: string,
  amountCents: number,
  paidCents: number,
): Promise<void> {
  const held = await trx
    .updateTable(table)
    .set({ refund_held_cents: sql<number>`refund_held_cents + ${amountCents}` })
    .where('id', '=', id)
    .where(sql<boolean>`refund_held_cents + ${amountCents} <= ${paidCents}`)
    .executeTakeFirst();
  if (Number(held.numUpdatedRows) === 1) return;
  const row = await trx.selectFrom(table).select('refund_held_cents').where('id', '=', id).executeTakeFirst();
  throw conflict(tooMuchMessage(paidCents, row?.refund_held_cents ?? 0));
}

/**
 * Holds a refund of one order. A line of a checkout was paid by the checkout's one payment: the refund
 * is held against the checkout too (first, so every refund takes the checkout's lock before a line's:
 * no two refunds wait on each other).
 */
export async function holdOrderRefund(
  trx: Trx,
  order: OrderRow,
  amountCents: number,
  checkoutPaidCents: number | null,
): Promise<void> {
  if (order.checkout_id && checkoutPaidCents !== null) {
    await hold(trx, 'checkout', order.checkout_id, amountCents, checkoutPaidCents);
  }
  await hold(trx, 'orders', order.id, amountCents, chargeOf(order));
}

/** Holds a refund of a whole checkout, against the sum of its paid lines. */
export function holdCheckoutRefund(trx: Trx, checkoutId: string, amountCents: number, paidCents: number) {
  return hold(trx, 'checkout', checkoutId, amountCents, paidCents);
}

/** A failed refund gives its hold back, so it can be tried again or another refund made. */
export async function releaseRefundHold(trx: Trx, target: RefundTarget, amountCents: number): Promise<void> {
  const release = { refund_held_cents: sql<number>`refund_held_cents - ${amountCents}` };
  const order = target.orderId
    ? await trx
        .updateTable('orders')
        .set(release)
        .where('id', '=', target.orderId)
        .returning('checkout_id')
        .executeTakeFirst()
    : null;
  const checkoutId = target.checkoutId ?? order?.checkout_id ?? null;
  if (checkoutId) await trx.updateTable('checkout').set(release).where('id', '=', checkoutId).execute();
}

/** A retried refund holds its amount again (the failed attempt had given it back). */
export async function holdAgain(trx: Trx, target: RefundTarget, amountCents: number): Promise<void> {
  if (target.orderId) {
    const order = await trx
      .selectFrom('orders')
      .selectAll()
      .where('id', '=', target.orderId)
      .executeTakeFirstOrThrow();
    const checkoutPaid = order.checkout_id ? await checkoutPaidCents(trx, order.checkout_id) : null;
    return holdOrderRefund(trx, order, amountCents, checkoutPaid);
  }
  const checkoutId = target.checkoutId!;
  return holdCheckoutRefund(trx, checkoutId, amountCents, await checkoutPaidCents(trx, checkoutId));
}

/** What a checkout's one payment charged: its lines paid by that payment. */
export async function checkoutPaidCents(db: Pick<Trx, 'selectFrom'>, checkoutId: string): Promise<number> {
  const row = await db
    .selectFrom('orders')
    .innerJoin('checkout', 'checkout.id', 'orders.checkout_id')
    .select(
      sql<number | string>`coalesce(sum(coalesce(orders.charge_cents, orders.price_cents)), 0)`.as('cents'),
    )
    .where('orders.checkout_id', '=', checkoutId)
    .where('orders.paid', '=', 1)
    .whereRef('orders.payment_intent_id', '=', 'checkout.transaction_id')
    .executeTakeFirstOrThrow();
  return Number(row.cents);
}

/** A line's share of a confirmed refund, for the sales ledger. */
export interface RefundedLine {
  partId: string | null;
  paidAt: string;
  amountCents: number;
  /** What it took off the line's goods revenue kept (`goodsKeptOf` before less after). */
  revenueCents: number;
}

/** The goods revenue a refund of `amountCents` takes off a line refunded `before` so far. */
const revenueTaken = (line: GoodsRow, before: number, amountCents: number) =>
  goodsKeptOf(line, before) - goodsKeptOf(line, before + amountCents);

/**
 * Records a confirmed refund on what it refunds, in the transaction that marks it succeeded. A refund
 * of a whole checkout is shared out over its paid lines in order, each up to what its own holds leave
 * (so a line is never refunded more than its price); answers each line's share.
 */
export async function applyRefund(
  trx: Trx,
  target: RefundTarget,
  amountCents: number,
): Promise<RefundedLine[]> {
  const refunded = { refunded_cents: sql<number>`refunded_cents + ${amountCents}` };
  if (target.orderId) {
    const line = await trx
      .updateTable('orders')
      .set(refunded)
      .where('id', '=', target.orderId)
      .returning(['checkout_id', 'part_id', 'paid_at', 'refunded_cents', ...goodsColumns])
      .executeTakeFirstOrThrow();
    if (line.checkout_id)
      await trx.updateTable('checkout').set(refunded).where('id', '=', line.checkout_id).execute();
    const revenueCents = revenueTaken(line, line.refunded_cents - amountCents, amountCents);
    return [{ partId: line.part_id, paidAt: line.paid_at ?? now(), amountCents, revenueCents }];
  }
  const checkout = await trx
    .updateTable('checkout')
    .set(refunded)
    .where('id', '=', target.checkoutId)
    .returning('transaction_id')
    .executeTakeFirstOrThrow();
  const lines = await trx
    .selectFrom('orders')
    .select(['id', 'part_id', 'paid_at', 'refund_held_cents', 'refunded_cents', ...goodsColumns])
    .where('checkout_id', '=', target.checkoutId)
    .where('paid', '=', 1)
    .where('payment_intent_id', '=', checkout.transaction_id)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
  const shares: RefundedLine[] = [];
  let left = amountCents;
  for (const line of lines) {
    const share = Math.min(left, chargeOf(line) - line.refund_held_cents);
    if (share <= 0) continue;
    await trx
      .updateTable('orders')
      .set({
        refund_held_cents: sql`refund_held_cents + ${share}`,
        refunded_cents: sql`refunded_cents + ${share}`,
      })
      .where('id', '=', line.id)
      .execute();
    shares.push({
      partId: line.part_id,
      paidAt: line.paid_at ?? now(),
      amountCents: share,
      revenueCents: revenueTaken(line, line.refunded_cents, share),
    });
    left -= share;
    if (left === 0) break;
  }
  return shares;
}
