import type { Kysely } from 'kysely';
import type { CheckoutRow, OrderRow, Tables } from '../../db/schema';
import { notFound } from '../../lib/app-error';
import { chargeOf } from '../../db/order-charge';
import type { InvoiceFacts, InvoiceLine } from './invoice-pdf';

export const noInvoice = () => notFound('invoice', 'No invoice was found: an order has one once it is paid.');

/** What a paid order's invoice says; its part number as ordered, or the part's own for older orders. */
export async function invoiceFactsOf(
  db: Kysely<Tables>,
  row: OrderRow,
  seller: string[],
): Promise<InvoiceFacts> {
  if (row.paid !== 1 || row.invoice_number === null || !row.paid_at || !row.transaction_id) throw noInvoice();
  let partNumber = row.part_number;
  if (partNumber === null && row.part_id) {
    const part = await db
      .selectFrom('part')
      .select('part_number')
      .where('id', '=', row.part_id)
      .executeTakeFirst();
    partNumber = part?.part_number ?? null;
  }
  return {
    invoiceNumber: row.invoice_number,
    seller,
    buyer: { name: row.name, email: row.email, address: row.address, phone: row.phone },
    reference: `Order ${row.id}`,
    poReference: null,
    ...chargedLines([{ ...row, part_number: partNumber }]),
    paidAt: row.paid_at,
    transactionId: row.transaction_id,
  };
}

/** What a paid checkout's one invoice says: every line it was paid for, and its PO reference. */
export function checkoutInvoiceFacts(
  checkout: CheckoutRow,
  lines: readonly OrderRow[],
  seller: string[],
): InvoiceFacts {
  const { invoice_number: invoiceNumber, paid_at: paidAt, transaction_id: transactionId } = checkout;
  if (checkout.paid !== 1 || invoiceNumber === null || !paidAt || !transactionId) {
    throw notFound('invoice', 'No invoice was found: a checkout has one once it is paid.');
  }
  const paidLines = lines.filter((line) => line.paid === 1 && line.payment_intent_id === transactionId);
  return {
    invoiceNumber,
    seller,
    buyer: { name: checkout.name, email: checkout.email, address: checkout.address, phone: checkout.phone },
    reference: `Checkout ${checkout.id}`,
    poReference: checkout.po_reference,
    ...chargedLines(paidLines),
    paidAt,
    transactionId,
  };
}

/**
 * The invoice's lines as charged (ADR 0034): each order's goods, net, with their own tax (rounded per
 * line when placed), then one shipping line with its tax; the total is what the payment took, which is
 * the sum of the lines by construction. Orders placed before shipping and tax have a goods line alone.
 */
export function chargedLines(rows: readonly OrderRow[]): {
  lines: InvoiceLine[];
  totalCents: number;
  reverseCharge: boolean;
} {
  const lines: InvoiceLine[] = rows.map((row) => {
    const totalCents = chargeOf(row) - row.shipping_cents - row.shipping_tax_cents;
    return {
      partNumber: row.part_number,
      itemName: row.item_name,
      quantity: row.quantity,
      unitPriceCents: row.unit_price_cents,
      netCents: totalCents - row.tax_cents,
      taxCents: row.tax_cents,
      totalCents,
    };
  });
  const shipping = rows.reduce((sum, row) => sum + row.shipping_cents, 0);
  const shippingTax = rows.reduce((sum, row) => sum + row.shipping_tax_cents, 0);
  if (shipping + shippingTax > 0) {
    lines.push({
      partNumber: null,
      itemName: 'Shipping',
      quantity: 1,
      unitPriceCents: shipping,
      netCents: shipping,
      taxCents: shippingTax,
      totalCents: shipping + shippingTax,
    });
  }
  return {
    lines,
    totalCents: rows.reduce((sum, row) => sum + chargeOf(row), 0),
    reverseCharge: rows.some((row) => row.reverse_charge === 1),
  };
}
