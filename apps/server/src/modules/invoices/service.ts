import type { Kysely } from 'kysely';
import type { CheckoutRow, OrderRow, Tables } from '../../db/schema';
import { notFound } from '../../lib/app-error';
import type { InvoiceFacts } from './invoice-pdf';

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
    lines: [
      {
        partNumber,
        itemName: row.item_name,
        quantity: row.quantity,
        unitPriceCents: row.unit_price_cents,
        totalCents: row.price_cents,
      },
    ],
    totalCents: row.price_cents,
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
    lines: paidLines.map((line) => ({
      partNumber: line.part_number,
      itemName: line.item_name,
      quantity: line.quantity,
      unitPriceCents: line.unit_price_cents,
      totalCents: line.price_cents,
    })),
    totalCents: paidLines.reduce((sum, line) => sum + line.price_cents, 0),
    paidAt,
    transactionId,
  };
}
