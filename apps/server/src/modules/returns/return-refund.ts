import { chargeOf, type GoodsRow, goodsNetOf } from '../../db/order-charge';
import type { OrderRow, OrderReturnRow } from '../../db/schema';

/** `cents × part / whole`, rounded half up to the cent, in integers (ADR 0034's rounding). */
const shareHalfUp = (cents: number, part: number, whole: number): number =>
  whole <= 0 ? 0 : Number((BigInt(cents) * BigInt(part) * 2n + BigInt(whole)) / (2n * BigInt(whole)));

/** What a received return refunds, and how it is made up (its credit note's lines). */
export interface ReturnRefund {
  /** The returned units' share of the line's goods, net of tax. */
  goodsCents: number;
  /** Their share of the line's tax on goods (none under reverse charge, or before tax, 0021). */
  taxCents: number;
  /** The restocking fee kept, on the goods only. */
  feeCents: number;
  /** What is refunded: goods + tax − fee, never more than is left of what was paid. */
  refundCents: number;
}

/**
 * What a received return refunds (ADR 0037, addendum): the returned units' share of the line's goods
 * and, separately, of their tax, each rounded half up in cents as the line was (ADR 0034), less the
 * store's restocking fee for "no longer needed" (percent of the goods, half up), and never more than is
 * left of what was paid (an admin may have refunded part of the order already). Shipping is not given
 * back by a return. On gross prices the goods' share and its tax add up to the units' price paid.
 */
export function returnRefundOf(
  row: Pick<OrderReturnRow, 'quantity' | 'reason'>,
  order: GoodsRow & Pick<OrderRow, 'quantity' | 'refund_held_cents'>,
  feePercent: number,
): ReturnRefund {
  const units = Math.min(row.quantity, order.quantity);
  const goodsCents = shareHalfUp(goodsNetOf(order), units, order.quantity);
  const taxCents = order.charge_cents === null ? 0 : shareHalfUp(order.tax_cents, units, order.quantity);
  const feeCents = row.reason === 'no_longer_needed' ? Math.round((goodsCents * feePercent) / 100) : 0;
  const left = Math.max(0, chargeOf(order) - order.refund_held_cents);
  return { goodsCents, taxCents, feeCents, refundCents: Math.min(goodsCents + taxCents - feeCents, left) };
}
