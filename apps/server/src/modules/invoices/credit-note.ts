import { formatCreditNoteNumber } from '@partsmith/contract/refunds';
import { formatInvoiceNumber } from '@partsmith/contract/shipping';
import type { CheckoutRow, OrderRow, RefundRow } from '../../db/schema';
import { notFound } from '../../lib/app-error';
import type { InvoiceFacts, InvoiceLine } from './invoice-pdf';

/** What a received return gave back (ADR 0037 addendum): its units, their goods and tax, the fee kept. */
export interface ReturnedGoods {
  quantity: number;
  goodsCents: number;
  taxCents: number;
  feeCents: number;
}

/**
 * A return's credit note lines: the returned units' goods (net) with their tax, the restocking fee kept
 * (on the goods, no tax), and, when less was left to refund than that, what had been refunded already;
 * they add up to the amount refunded.
 */
function returnLines(order: OrderRow, returned: ReturnedGoods, refundedCents: number): InvoiceLine[] {
  const money = (itemName: string, cents: number): InvoiceLine => ({
    partNumber: null,
    itemName,
    quantity: 1,
    unitPriceCents: cents,
    netCents: cents,
    taxCents: 0,
    totalCents: cents,
  });
  const goods = returned.goodsCents + returned.taxCents;
  const short = goods - returned.feeCents - refundedCents;
  return [
    {
      partNumber: order.part_number,
      itemName: `Returned: ${order.item_name}`,
      quantity: returned.quantity,
      unitPriceCents: order.unit_price_cents,
      netCents: returned.goodsCents,
      taxCents: returned.taxCents,
      totalCents: goods,
    },
    ...(returned.feeCents > 0 ? [money('Restocking fee', -returned.feeCents)] : []),
    ...(short > 0 ? [money('Refunded before', -short)] : []),
  ];
}

export const noCreditNote = () =>
  notFound(
    'credit note',
    'No credit note was found: a refund has one once the payment provider confirms it.',
  );

/**
 * What a succeeded refund's credit note says: its own number, the invoice it corrects (never edited),
 * the buyer as invoiced, one line of the amount refunded (a return's: its goods and their tax, less
 * the fee) and the reason. `of` is the refunded order, or the checkout for a refund of a whole checkout.
 */
export function creditNoteFacts(
  refund: RefundRow,
  of: { order: OrderRow } | { checkout: CheckoutRow },
  seller: string[],
  returned: ReturnedGoods | null = null,
): InvoiceFacts {
  const invoiced = 'order' in of ? of.order : of.checkout;
  if (
    refund.state !== 'succeeded' ||
    refund.credit_note_number === null ||
    !refund.succeeded_at ||
    invoiced.invoice_number === null
  ) {
    throw noCreditNote();
  }
  const line =
    'order' in of
      ? { partNumber: of.order.part_number, itemName: `Refund: ${of.order.item_name}` }
      : { partNumber: null, itemName: `Refund of checkout ${of.checkout.id.slice(0, 8)}` };
  return {
    invoiceNumber: invoiced.invoice_number,
    seller,
    buyer: { name: invoiced.name, email: invoiced.email, address: invoiced.address, phone: invoiced.phone },
    reference: 'order' in of ? `Order ${of.order.id}` : `Checkout ${of.checkout.id}`,
    poReference: invoiced.po_reference,
    lines:
      returned && 'order' in of
        ? returnLines(of.order, returned, refund.amount_cents)
        : [{ ...line, quantity: 1, unitPriceCents: refund.amount_cents, totalCents: refund.amount_cents }],
    totalCents: refund.amount_cents,
    paidAt: invoiced.paid_at ?? refund.succeeded_at,
    transactionId: refund.provider_refund_id ?? refund.id,
    creditNote: {
      number: formatCreditNoteNumber(refund.credit_note_number),
      corrects: formatInvoiceNumber(invoiced.invoice_number),
      reason: refund.reason,
      refundedAt: refund.succeeded_at,
    },
  };
}
