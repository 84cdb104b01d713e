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
