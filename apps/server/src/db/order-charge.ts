import type { OrderRow } from './schema';

/**
 * What an order's payment takes, in cents (ADR 0034): the charge stored when it was placed (goods, their
 * tax, the shipping with it and that shipping's tax), or its price alone for an order placed before
 * shipping and tax (migration 0021). Every amount paid, refunded or counted as revenue reads this.
 */
export const chargeOf = (row: Pick<OrderRow, 'charge_cents' | 'price_cents'>): number =>
  row.charge_cents ?? row.price_cents;

/** The same in SQL, for recounts. */
export const chargeColumn = 'coalesce(charge_cents, price_cents)';

/** The columns an order's goods revenue reads. */
export const goodsColumns = [
  'price_cents',
  'charge_cents',
  'shipping_cents',
  'shipping_tax_cents',
  'tax_cents',
] as const;
export type GoodsRow = Pick<
  OrderRow,
  'charge_cents' | 'price_cents' | 'shipping_cents' | 'shipping_tax_cents' | 'tax_cents'
>;

/** Its goods with their tax: the charge less shipping and shipping's tax (its price, before 0021). */
const goodsGrossOf = (row: GoodsRow) =>
  row.charge_cents === null
    ? row.price_cents
    : row.charge_cents - row.shipping_cents - row.shipping_tax_cents;

/** Its goods net of tax: what the sales ledger counts as revenue when it is paid (ADR 0034 addendum). */
export const goodsNetOf = (row: GoodsRow) =>
  row.charge_cents === null ? row.price_cents : goodsGrossOf(row) - row.tax_cents;

/**
 * The goods revenue kept of an order once `refundedCents` of it were refunded (ADR 0034 addendum): a
 * refund comes off its goods and their tax in their proportion (as a credit note corrects a taxed
 * line), half up in cents, and off shipping only once the goods and their tax are all given back.
 * Computed on the order's whole refunded amount, so counting refunds one by one and a recount agree.
 */
export function goodsKeptOf(row: GoodsRow, refundedCents: number): number {
  const net = goodsNetOf(row);
  const gross = goodsGrossOf(row);
  if (gross <= 0) return net;
  const refunded = BigInt(Math.min(refundedCents, gross));
  return net - Number((refunded * BigInt(net) * 2n + BigInt(gross)) / (2n * BigInt(gross)));
}

/** `goodsKeptOf(row, refunded_cents)` in SQL (both engines), for recounts. */
export const goodsKeptColumn = (() => {
  const charged = 'charge_cents is null';
  const gross = `(case when ${charged} then price_cents else charge_cents - shipping_cents - shipping_tax_cents end)`;
  const net = `(case when ${charged} then price_cents else charge_cents - shipping_cents - shipping_tax_cents - tax_cents end)`;
  const refunded = `(case when refunded_cents < ${gross} then refunded_cents else ${gross} end)`;
  return `(${net} - case when ${gross} <= 0 then 0 else (cast(${refunded} as bigint) * ${net} * 2 + ${gross}) / (2 * cast(${gross} as bigint)) end)`;
})();
