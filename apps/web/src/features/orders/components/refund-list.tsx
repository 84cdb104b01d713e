import { useState } from 'react';
import { toast } from 'react-toastify';
import type { Order } from '@partsmith/contract/orders';
import { formatDollars } from '@partsmith/contract/money';
import type { Refund } from '@partsmith/contract/refunds';
import { errorMessage } from '../../../lib/error-message';
import { downloadCreditNote } from '../api/get-credit-note';
import { useRefunds } from '../api/get-refunds';
import { useRetryRefund } from '../api/retry-refund';

const stateText: Record<Refund['state'], string> = {
  pending: 'Waiting for the provider',
  succeeded: 'Refunded',
  failed: 'Failed',
};

function CreditNoteLink({ refund }: { refund: Refund }) {
  const [busy, setBusy] = useState(false);
  if (!refund.creditNote) return null;
  const creditNote = refund.creditNote;
  const download = async () => {
    setBusy(true);
    try {
      await downloadCreditNote(refund._id, creditNote);
    } catch (error) {
      toast.error(errorMessage(error, 'download the credit note'));
    } finally {
      setBusy(false);
    }
  };
  return (
    <button
      type="button"
      className="link text-sm font-semibold"
      aria-label={`Credit note ${creditNote} (PDF)`}
      aria-busy={busy || undefined}
      disabled={busy}
      onClick={() => void download()}
    >
      Credit note {creditNote}
    </button>
  );
}

function RetryButton({ refund }: { refund: Refund }) {
  const retry = useRetryRefund();
  return (
    <button
      type="button"
      className="btn btn-outline btn-xs"
      disabled={retry.isPending}
      aria-busy={retry.isPending || undefined}
      onClick={() =>
        retry.mutate(refund._id, {
          onSuccess: (answer) =>
            answer.state === 'failed'
              ? toast.error('The refund failed again.')
              : toast.success(`Refund of ${formatDollars(answer.amount)}: ${stateText[answer.state]}`),
          onError: (error) => toast.error(errorMessage(error, 'retry the refund')),
        })
      }
    >
      Retry refund
    </button>
  );
}

function RefundItems({ order, admin }: { order: Order; admin: boolean }) {
  const refunds = useRefunds(order._id);
  if (refunds.isPending)
    return <span className="loading loading-dots loading-xs" aria-label="Loading refunds" />;
  if (refunds.isError)
    return <span className="text-error">{errorMessage(refunds.error, 'load the refunds')}</span>;
  if (refunds.data.items.length === 0) return <span className="text-base-content/80">No refunds yet.</span>;
  return (
    <ul className="flex flex-col gap-1" aria-label={`Refunds of ${order.itemName}`}>
      {refunds.data.items.map((refund) => (
        <li key={refund._id} className="flex flex-wrap items-center gap-2 max-md:justify-end">
          <span>
            {formatDollars(refund.amount)} · {stateText[refund.state]}
            {refund.failure && ` (${refund.failure})`}
          </span>
          <CreditNoteLink refund={refund} />
          {admin && refund.state === 'failed' && <RetryButton refund={refund} />}
        </li>
      ))}
    </ul>
  );
}

/**
 * What was refunded of a paid order: Cancelled, the amount refunded, and each refund with its state and
 * credit note. Buyers see it once the order had a refund; admins open "Refunds" on any paid order (a
 * failed refund leaves the order as it was) and retry failed ones there.
 */
export function RefundSummary({ order, admin = false }: { order: Order; admin?: boolean }) {
  const [opened, setOpened] = useState(false);
  const touched = order.refunded > 0 || order.refundPending || order.cancelled;
  if (!order.paid || (!touched && !admin)) return null;
  return (
    <div className="flex flex-col gap-1 text-sm max-md:items-end">
      {order.cancelled && !admin && (
        <span className="badge badge-sm badge-neutral font-semibold">Cancelled</span>
      )}
      {order.refunded > 0 && <span className="font-semibold">Refunded {formatDollars(order.refunded)}</span>}
      {order.refundPending && (
        <span className="text-base-content/80">A refund is waiting for the provider.</span>
      )}
      {admin ? (
        <details onToggle={(event) => setOpened(event.currentTarget.open)}>
          <summary className="cursor-pointer font-semibold">Refunds</summary>
          {opened && <RefundItems order={order} admin />}
        </details>
      ) : (
        <RefundItems order={order} admin={false} />
      )}
    </div>
  );
}
