import { useState } from 'react';
import { toast } from 'react-toastify';
import type { Order } from '@partsmith/contract/orders';
import { formatInvoiceNumber } from '@partsmith/contract/shipping';
import { errorMessage } from '../../../lib/error-message';
import { downloadInvoice } from '../api/get-invoice';

/** "Invoice" on a paid order: downloads its PDF (the request carries the sign-in token). */
export function InvoiceButton({ order }: { order: Order }) {
  const [busy, setBusy] = useState(false);
  if (!order.paid || order.invoiceNumber === null) return null;
  const invoiceNumber = order.invoiceNumber;
  const download = async () => {
    setBusy(true);
    try {
      await downloadInvoice(order._id, invoiceNumber);
    } catch (error) {
      toast.error(errorMessage(error, 'download the invoice'));
    } finally {
      setBusy(false);
    }
  };
  return (
    <button
      type="button"
      className="link inline-flex items-center gap-1 text-sm font-semibold"
      aria-label={`Invoice ${formatInvoiceNumber(invoiceNumber)} for ${order.itemName} (PDF)`}
      aria-busy={busy || undefined}
      disabled={busy}
      onClick={() => void download()}
    >
      {busy && <span className="loading loading-spinner loading-xs" aria-hidden="true" />}
      Invoice
    </button>
  );
}
