import { useState } from 'react';
import type { Order } from '@partsmith/contract/orders';
import { formatDollars } from '@partsmith/contract/money';
import { CreateRefund } from '@partsmith/contract/refunds';
import { toast } from 'react-toastify';
import { FormField } from '../../../components/form-field';
import { DialogForm } from '../../../components/dialog-form';
import { ModalDialog } from '../../../components/modal-dialog';
import { errorMessage } from '../../../lib/error-message';
import { useRefundOrder } from '../api/refund-order';

interface RefundDialogProps {
  /** The order to refund; the dialog is open while it is set. */
  order: Order | null;
  onClose: () => void;
}

/** Refund or cancel (admins): an amount (default the rest), a reason, and cancel while it has not shipped. */
export function RefundDialog({ order, onClose }: RefundDialogProps) {
  return (
    <ModalDialog open={order !== null} onClose={onClose} title={`Refund ${order?.itemName ?? ''}`}>
      {order && <RefundForm key={order._id} order={order} onClose={onClose} />}
    </ModalDialog>
  );
}

function RefundForm({ order, onClose }: { order: Order; onClose: () => void }) {
  const left = Math.round((order.price - order.refunded) * 100) / 100;
  const canCancel = order.status === 'Pending' && !order.cancelled;
  const [amount, setAmount] = useState(String(left));
  const [reason, setReason] = useState('');
  const [cancel, setCancel] = useState(false);
  const [problems, setProblems] = useState<{ amount?: string; reason?: string }>({});
  const refund = useRefundOrder();

  const submit = () => {
    const checked = CreateRefund.safeParse({ amount: Number(amount), reason, cancel });
    if (!checked.success) {
      const found: { amount?: string; reason?: string } = {};
      for (const issue of checked.error.issues) {
        const field = issue.path[0];
        if (field === 'amount' || field === 'reason') found[field] ??= issue.message;
      }
      setProblems(found);
      return;
    }
    setProblems({});
    refund.mutate(
      { id: order._id, ...checked.data },
      {
        onSuccess: (answer) => {
          const amountText = formatDollars(answer.amount);
          if (answer.state === 'succeeded') toast.success(`Refunded ${amountText}: ${order.itemName}`);
          else if (answer.state === 'pending')
            toast.info(`Refund of ${amountText} sent; waiting for the provider.`);
          else toast.error(`The refund of ${amountText} failed. Open Refunds on the order to retry it.`);
          onClose();
        },
      },
    );
  };

  return (
    <DialogForm
      onSubmit={submit}
      onClose={onClose}
      busy={refund.isPending}
      failure={refund.error ? errorMessage(refund.error, 'refund') : null}
      submitLabel={cancel ? 'Cancel and refund' : 'Refund'}
      submitClass="btn-error"
    >
      <p className="text-sm text-base-content/80">
        Paid {formatDollars(order.price)}
        {order.refunded > 0 && `, refunded ${formatDollars(order.refunded)} so far`}. The money goes back to
        the buyer&apos;s card and they get a credit note.
      </p>
      <FormField
        label="Amount ($)"
        type="number"
        inputMode="decimal"
        step="0.01"
        min="0.01"
        value={amount}
        onChange={(event) => setAmount(event.target.value)}
        error={problems.amount}
        hint={`At most ${formatDollars(left)}.`}
        data-autofocus
      />
      <FormField
        label="Reason"
        maxLength={300}
        value={reason}
        onChange={(event) => setReason(event.target.value)}
        error={problems.reason}
        hint="E.g. damaged in transit, goodwill. The buyer sees it on the credit note."
      />
      {canCancel && (
        <label className="label cursor-pointer justify-start gap-3 text-base-content">
          <input
            type="checkbox"
            className="checkbox checkbox-sm"
            checked={cancel}
            onChange={(event) => setCancel(event.target.checked)}
          />
          Cancel the order too (it will not ship; its units go back in stock)
        </label>
      )}
    </DialogForm>
  );
}
