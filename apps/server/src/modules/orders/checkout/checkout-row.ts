import { centsToDollars } from '@partsmith/contract/money';
import type { Checkout } from '@partsmith/contract/checkout';
import type { Kysely, Transaction } from 'kysely';
import type { CheckoutRow, OrderRow, Tables } from '../../../db/schema';
import { notFound } from '../../../lib/app-error';
import { isExpired, toOrder } from '../order-row';
import { chargeOf } from '../../../db/order-charge';

type Db = Kysely<Tables> | Transaction<Tables>;

export const noCheckout = () => notFound('checkout', 'No checkout was found.');

/** The stored checkout, or 404. */
export async function findCheckoutRow(db: Db, id: string): Promise<CheckoutRow> {
  const row = await db.selectFrom('checkout').selectAll().where('id', '=', id).executeTakeFirst();
  if (!row) throw noCheckout();
  return row;
}

/** A checkout's lines, as placed (its partial index, 0015). At most 500. */
export function checkoutLines(db: Db, id: string): Promise<OrderRow[]> {
  return db
    .selectFrom('orders')
    .selectAll()
    .where('checkout_id', '=', id)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
}

/** The columns of a checkout's lines that say what is due and whether the hold ran out. */
export type DueLine = Pick<
  OrderRow,
  'paid' | 'stock_released' | 'hold_until' | 'charge_cents' | 'price_cents'
>;

/** A checkout's lines, as much of them as paying reads (the same index); at most 500. */
export function checkoutDueLines(db: Db, id: string): Promise<DueLine[]> {
  return db
    .selectFrom('orders')
    .select(['paid', 'stock_released', 'hold_until', 'charge_cents', 'price_cents'])
    .where('checkout_id', '=', id)
    .execute();
}

/** What the one payment charges: every unpaid line that is still there. */
export const amountDueCents = (lines: readonly DueLine[]) =>
  lines.filter((line) => line.paid === 0).reduce((sum, line) => sum + chargeOf(line), 0);

export function toCheckout(row: CheckoutRow, lines: readonly OrderRow[]): Checkout {
  const paid = row.paid === 1;
  return {
    _id: row.id,
    orders: lines.map((line) => line.id),
    total: centsToDollars(lines.reduce((sum, line) => sum + chargeOf(line), 0)),
    country: lines[0]?.country ?? '',
    shipping: centsToDollars(lines.reduce((sum, line) => sum + line.shipping_cents, 0)),
    tax: centsToDollars(lines.reduce((sum, line) => sum + line.tax_cents + line.shipping_tax_cents, 0)),
    poReference: row.po_reference,
    note: row.note,
    address: row.address,
    number: row.phone,
    paid,
    transactionId: row.transaction_id,
    createdAt: row.created_at,
    holdUntil: paid ? null : row.hold_until,
    expired: !paid && lines.some((line) => isExpired(line)),
    refunded: centsToDollars(row.refunded_cents),
    cancelled: row.cancelled_at !== null,
    lines: lines.map(toOrder),
  };
}

/**
 * The payment reference of a checkout for its amount: a new amount (a line deleted before paying) is a
 * new payment, never the old intent for another sum.
 */
export const checkoutPaymentReference = (id: string, amountCents: number) => `checkout:${id}:${amountCents}`;

/** The checkout a payment reference names, or null for an order's own reference. */
export function checkoutOfPaymentReference(reference: string | null): string | null {
  const match = reference ? /^checkout:([^:]+):\d+$/.exec(reference) : null;
  return match ? match[1]! : null;
}
