import type { Kysely } from 'kysely';
import type { OrderRow, Tables } from '../../db/schema';
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
    orderId: row.id,
    partNumber,
    itemName: row.item_name,
    quantity: row.quantity,
    unitPriceCents: row.unit_price_cents,
    totalCents: row.price_cents,
    paidAt: row.paid_at,
    transactionId: row.transaction_id,
  };
}
