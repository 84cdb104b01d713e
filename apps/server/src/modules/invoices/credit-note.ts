import { formatCreditNoteNumber } from '@partsmith/contract/refunds';
import { formatInvoiceNumber } from '@partsmith/contract/shipping';
import type { CheckoutRow, OrderRow, RefundRow } from '../../db/schema';
import { notFound } from '../../lib/app-error';
import type { InvoiceFacts } from './invoice-pdf';

export const noCreditNote = () =>
  notFound(
    'credit note',
    'No credit note was found: a refund has one once the payment provider confirms it.',
  );

/**
 * What a succeeded refund's credit note says: its own number, the invoice it corrects (never edited),
 * the buyer as invoiced, one line of the amount refunded and the reason. `of` is the refunded order,
 * or the checkout for a refund of a whole checkout.
 */
export function creditNoteFacts(
  refund: RefundRow,
  of: { order: OrderRow } | { checkout: CheckoutRow },
  seller: string[],
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
    lines: [{ ...line, quantity: 1, unitPriceCents: refund.amount_cents, totalCents: refund.amount_cents }],
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
