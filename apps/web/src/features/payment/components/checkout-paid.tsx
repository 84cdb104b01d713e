import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { toast } from 'react-toastify';
import type { Checkout } from '@partsmith/contract/checkout';
import { clientRoutes } from '@partsmith/contract/routes';
import { formatInvoiceNumber } from '@partsmith/contract/shipping';
import { errorMessage } from '../../../lib/error-message';
import { downloadCheckoutInvoice } from '../api/get-checkout-invoice';
import { SaveListForm } from '../../../components/save-list-form';

interface CheckoutPaidProps {
  checkout: Checkout;
  /** Set right after paying here: the congratulation; absent for a checkout paid earlier. */
  transactionId: string | null;
}

/** A paid checkout: the congratulation (or that it is paid), My Orders, the invoice, and saving it as a list. */
export function CheckoutPaid({ checkout, transactionId }: CheckoutPaidProps) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    if (transactionId) headingRef.current?.focus();
  }, [transactionId]);
  const shownId = transactionId ?? checkout.transactionId;
  const invoiceNumber = checkout.lines[0]?.invoiceNumber ?? null;
  const lines = checkout.lines.flatMap((line) =>
    line.partId ? [{ partId: line.partId, quantity: line.quantity }] : [],
  );

  const download = async () => {
    setBusy(true);
    try {
      const fileName = invoiceNumber === null ? 'invoice.pdf' : `${formatInvoiceNumber(invoiceNumber)}.pdf`;
      await downloadCheckoutInvoice(checkout._id, fileName);
    } catch (error) {
      toast.error(errorMessage(error, 'download the invoice'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="flex flex-col gap-4">
      <div
        role="status"
        className="flex flex-col gap-3 rounded-box border border-success/40 bg-success/10 p-5"
      >
        <h2 ref={headingRef} tabIndex={-1} className="text-xl font-bold text-success focus:outline-none">
          {transactionId ? 'Congrats! you have completed your payment' : 'This checkout is paid.'}
        </h2>
        {shownId && (
          <p>
            Your transaction id: <span className="font-mono font-semibold break-all">{shownId}</span>
          </p>
        )}
        <div className="flex flex-wrap gap-2">
          <Link to={`${clientRoutes.dashboard}/myOrders`} className="btn btn-outline btn-sm">
            Back to My Orders
          </Link>
          <button
            type="button"
            className="btn btn-outline btn-sm"
            aria-busy={busy || undefined}
            disabled={busy}
            onClick={() => void download()}
          >
            {busy && <span className="loading loading-spinner loading-xs" aria-hidden="true" />}
            Download the invoice (PDF)
          </button>
        </div>
      </div>
      {lines.length > 0 && (
        <SaveListForm
          source={{ lines }}
          label="Save these parts as a list"
          className="rounded-box border border-base-300 p-4"
        />
      )}
    </div>
  );
}
