import { centsToDollars } from '@partsmith/contract/money';
import type { Order } from '@partsmith/contract/orders';
import type { Kysely, Transaction } from 'kysely';
import { chargeOf } from '../../db/order-charge';
import type { OrderRow, Tables } from '../../db/schema';
import { notFound } from '../../lib/app-error';
import { now } from '../../lib/ids';

/** Unpaid past its hold: its units went back (or go back on the next read or sweep). */
export function isExpired(
  row: Pick<OrderRow, 'paid' | 'stock_released' | 'hold_until'>,
  at = now(),
): boolean {
  return row.paid === 0 && (row.stock_released === 1 || (row.hold_until !== null && row.hold_until <= at));
}

export const expiredMessage =
  'This order expired: it was not paid in time and its units went back in stock. Delete it and order again.';

export function toOrder(row: OrderRow): Order {
  return {
    _id: row.id,
    name: row.name,
    email: row.email,
    address: row.address,
    number: row.phone,
    partId: row.part_id,
    itemName: row.item_name,
    quantity: row.quantity,
    unitPrice: centsToDollars(row.unit_price_cents),
    price: centsToDollars(row.price_cents),
    paid: row.paid === 1,
    status: row.status === 'Shipped' ? 'Shipped' : 'Pending',
    // A checkout's lines share its one payment: they keep its id in payment_intent_id (mark-paid.ts).
    transactionId: row.transaction_id ?? (row.checkout_id && row.paid === 1 ? row.payment_intent_id : null),
    createdAt: row.created_at,
    holdUntil: row.hold_until,
    expired: isExpired(row),
    needsAttention: row.needs_attention === 1,
    invoiceNumber: row.invoice_number,
    carrier: row.carrier,
    trackingNumber: row.tracking_number,
    checkoutId: row.checkout_id,
    poReference: row.po_reference,
    refunded: centsToDollars(row.refunded_cents),
    refundPending: row.refund_held_cents > row.refunded_cents,
    cancelled: row.status === 'Cancelled',
    shippedAt: row.shipped_at,
    returned: row.returned_quantity,
    ...orderCharges(row),
  };
}

/** An order's destination, shipping and tax as stored when placed (ADR 0034), in dollars. */
export function orderCharges(row: OrderRow) {
  return {
    country: row.country ?? '',
    state: row.us_state,
    shipping: centsToDollars(row.shipping_cents),
    tax: centsToDollars(row.tax_cents + row.shipping_tax_cents),
    reverseCharge: row.reverse_charge === 1,
    grossPrices: row.gross_prices === 1,
    total: centsToDollars(chargeOf(row)),
  };
}

/** The stored order, or 404. */
export async function findOrderRow(db: Kysely<Tables> | Transaction<Tables>, id: string): Promise<OrderRow> {
  const row = await db.selectFrom('orders').selectAll().where('id', '=', id).executeTakeFirst();
  if (!row) throw notFound('order');
  return row;
}
