import { useState } from 'react';
import { toast } from 'react-toastify';
import { formatDollars } from '@partsmith/contract/money';
import { type OrderReturn, UpdateReturn } from '@partsmith/contract/returns';
import { DialogForm } from '../../../components/dialog-form';
import { ModalDialog } from '../../../components/modal-dialog';
import { TextareaField } from '../../../components/textarea-field';
import { errorMessage } from '../../../lib/error-message';
import { useUpdateReturn } from '../api/update-return';

export type Decision = 'approved' | 'refused' | 'received';

/** What the admin is deciding: which return, and which step. */
export interface DecisionTarget {
  item: OrderReturn;
  decision: Decision;
}

const titles: Record<Decision, string> = {
  approved: 'Approve the return of',
  refused: 'Refuse the return of',
  received: 'Mark received:',
};

/** Approve (with the buyer's instructions), refuse (with a reason) or mark a return received (admins). */
export function DecideReturnDialog({
  target,
  onClose,
}: {
  target: DecisionTarget | null;
  onClose: () => void;
}) {
  return (
    <ModalDialog
      open={target !== null}
      onClose={onClose}
      title={target ? `${titles[target.decision]} ${target.item.itemName}` : ''}
      wide
    >
      {target && (
        <DecideForm key={`${target.item._id}-${target.decision}`} target={target} onClose={onClose} />
      )}
    </ModalDialog>
  );
}

function DecideForm({
  target: { item, decision },
  onClose,
}: {
  target: DecisionTarget;
  onClose: () => void;
}) {
  const [message, setMessage] = useState('');
  const [resaleable, setResaleable] = useState(true);
  const [problem, setProblem] = useState<string | undefined>();
  const update = useUpdateReturn();

  const submit = () => {
    const checked = UpdateReturn.safeParse(
      decision === 'received' ? { state: decision, resaleable } : { state: decision, message },
    );
    if (!checked.success) {
      setProblem(checked.error.issues[0]?.message);
      return;
    }
    setProblem(undefined);
    update.mutate(
      { id: item._id, ...checked.data },
      {
        onSuccess: (answer) => {
          if (answer.state === 'received') {
            const amount = formatDollars(answer.refund ?? 0);
            toast.success(
              answer.refundState === 'succeeded'
                ? `Received: ${item.itemName}. Refunded ${amount}.`
                : `Received: ${item.itemName}. Refund of ${amount} sent; waiting for the provider.`,
            );
          } else toast.success(`Return ${answer.state}: ${item.itemName}`);
          onClose();
        },
      },
    );
  };

  return (
    <DialogForm
      onSubmit={submit}
      onClose={onClose}
      busy={update.isPending}
      failure={update.error ? errorMessage(update.error, 'update the return') : null}
      submitLabel={
        decision === 'approved' ? 'Approve' : decision === 'refused' ? 'Refuse' : 'Mark received and refund'
      }
      submitClass={decision === 'refused' ? 'btn-error' : 'btn-primary'}
    >
      <p className="text-sm text-base-content/80">
        {item.email} returns {item.quantity} {item.quantity === 1 ? 'unit' : 'units'}.
        {decision === 'received' &&
          ' The refund goes back to their card through the provider, less the restocking fee for "no longer needed".'}
      </p>
      {decision === 'received' ? (
        <label className="label cursor-pointer justify-start gap-3 text-base-content">
          <input
            type="checkbox"
            className="checkbox checkbox-sm"
            checked={resaleable}
            onChange={(event) => setResaleable(event.target.checked)}
            data-autofocus
          />
          Resaleable: put the units back in stock
        </label>
      ) : (
        <TextareaField
          label={decision === 'approved' ? 'Return instructions' : 'Reason'}
          rows={3}
          maxLength={1000}
          value={message}
          onChange={(event) => setMessage(event.target.value)}
          error={problem}
          hint={
            decision === 'approved'
              ? 'Where and how to send the parts back; the buyer gets them by mail.'
              : 'The buyer reads it in their mail and on My Orders.'
          }
          data-autofocus
        />
      )}
    </DialogForm>
  );
}
