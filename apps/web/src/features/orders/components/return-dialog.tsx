import { useState } from 'react';
import { toast } from 'react-toastify';
import type { Order } from '@partsmith/contract/orders';
import { CreateReturn, returnReasonLabels, returnReasons } from '@partsmith/contract/returns';
import { FormField } from '../../../components/form-field';
import { DialogForm } from '../../../components/dialog-form';
import { ModalDialog } from '../../../components/modal-dialog';
import { TextareaField } from '../../../components/textarea-field';
import { errorMessage } from '../../../lib/error-message';
import { useCreateReturn } from '../api/create-return';

type Problems = { quantity?: string; reason?: string; note?: string };

interface ReturnDialogProps {
  /** The order to return units of; the dialog is open while it is set. */
  order: Order | null;
  /** Units still returnable: shipped, less those in returns not refused. */
  left: number;
  /** The restocking fee for "no longer needed" (percent), told before the buyer picks it. */
  feePercent: number;
  onClose: () => void;
}

/** Return (buyers): how many units, why, and a note; the admin answers by mail and on My Orders. */
export function ReturnDialog({ order, left, feePercent, onClose }: ReturnDialogProps) {
  return (
    <ModalDialog open={order !== null} onClose={onClose} title={`Return ${order?.itemName ?? ''}`} wide>
      {order && (
        <ReturnForm key={order._id} order={order} left={left} feePercent={feePercent} onClose={onClose} />
      )}
    </ModalDialog>
  );
}

function ReturnForm({
  order,
  left,
  feePercent,
  onClose,
}: Required<Omit<ReturnDialogProps, 'order'>> & { order: Order }) {
  const [quantity, setQuantity] = useState(String(left));
  const [reason, setReason] = useState('');
  const [note, setNote] = useState('');
  const [problems, setProblems] = useState<Problems>({});
  const create = useCreateReturn();

  const submit = () => {
    const checked = CreateReturn.safeParse({
      quantity: quantity.trim() === '' ? Number.NaN : Number(quantity),
      reason,
      note,
    });
    const found: Problems = {};
    for (const issue of checked.error?.issues ?? []) {
      const field = issue.path[0];
      if (field === 'quantity' || field === 'reason' || field === 'note') found[field] ??= issue.message;
    }
    if (checked.success && checked.data.quantity > left) {
      found.quantity = `You can return at most ${left} ${left === 1 ? 'unit' : 'units'} of this order.`;
    }
    setProblems(found);
    if (!checked.success || Object.keys(found).length > 0) return;
    create.mutate(
      { orderId: order._id, ...checked.data },
      {
        onSuccess: () => {
          toast.success(`Return requested: ${order.itemName}. We will answer by mail.`);
          onClose();
        },
      },
    );
  };

  return (
    <DialogForm
      onSubmit={submit}
      onClose={onClose}
      busy={create.isPending}
      failure={create.error ? errorMessage(create.error, 'ask for the return') : null}
      submitLabel={'Ask to return'}
    >
      <FormField
        label="Quantity (units)"
        type="number"
        inputMode="numeric"
        step="1"
        min="1"
        max={left}
        value={quantity}
        onChange={(event) => setQuantity(event.target.value)}
        error={problems.quantity}
        hint={`At most ${left}.`}
        data-autofocus
      />
      <fieldset
        className="flex flex-col gap-2"
        aria-describedby={problems.reason ? 'return-reason-error' : undefined}
      >
        <legend className="mb-1 text-sm font-medium">Reason</legend>
        {returnReasons.map((value) => (
          <label key={value} className="label cursor-pointer justify-start gap-3 text-base-content">
            <input
              type="radio"
              name="reason"
              className="radio radio-sm"
              value={value}
              checked={reason === value}
              onChange={() => setReason(value)}
            />
            {returnReasonLabels[value]}
            {value === 'no_longer_needed' && feePercent > 0 && (
              <span className="text-xs text-base-content/80">({feePercent}% restocking fee)</span>
            )}
          </label>
        ))}
        {problems.reason && (
          <p id="return-reason-error" className="text-sm text-error">
            {problems.reason}
          </p>
        )}
      </fieldset>
      <TextareaField
        label="Note (optional)"
        rows={3}
        maxLength={1000}
        value={note}
        onChange={(event) => setNote(event.target.value)}
        error={problems.note}
        hint="E.g. which vehicle it did not fit, or what arrived damaged."
      />
    </DialogForm>
  );
}
