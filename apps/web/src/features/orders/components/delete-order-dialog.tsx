import { useEffect, useRef } from 'react';
import { toast } from 'react-toastify';
import type { Order } from '@partsmith/contract';
import { formatCount } from '@partsmith/contract/format';
import { FormMessage } from '../../../components/form-message';
import { ModalDialog } from '../../../components/modal-dialog';
import { errorMessage } from '../../../lib/error-message';
import { useDeleteOrder } from '../api/delete-order';

interface DeleteOrderDialogProps {
  /** The order to confirm; the dialog is open while it is set. */
  order: Order | null;
  onClose: () => void;
  /** After the order is gone (its row, and the button that had focus, went with it). */
  onDeleted?: () => void;
}

/** The delete confirmation (spec §2), focus starting on Cancel, the safe choice. */
export function DeleteOrderDialog({ order, onClose, onDeleted }: DeleteOrderDialogProps) {
  const remove = useDeleteOrder();
  const { reset } = remove;
  const deleted = useRef(false);
  // A new question starts without the last one's error.
  useEffect(() => {
    if (order) reset();
  }, [order, reset]);

  const confirm = () => {
    if (!order) return;
    remove.mutate(order, {
      onSuccess: () => {
        toast.success(`Successfully deleted: ${order.itemName}`);
        deleted.current = true;
        onClose();
      },
    });
  };

  // Runs once the dialog has closed, after the browser gave focus back to the (doomed) Delete button.
  const onClosed = () => {
    onClose();
    if (!deleted.current) return;
    deleted.current = false;
    onDeleted?.();
  };

  return (
    <ModalDialog
      open={order !== null}
      onClose={onClosed}
      title={`Delete the order for ${order?.itemName ?? ''}?`}
    >
      <div className="flex flex-col gap-2">
        <p>Once you delete the order, the order will disapear from the website.</p>
        {order && (
          <p className="text-sm text-base-content/80">
            {formatCount(order.quantity)} units go back in stock.
          </p>
        )}
      </div>
      <FormMessage message={remove.isError ? { tone: 'error', text: errorMessage(remove.error) } : null} />
      <div className="modal-action mt-0">
        <button type="button" className="btn btn-ghost" onClick={onClose} data-autofocus>
          Cancel
        </button>
        <button
          type="button"
          className="btn btn-error"
          onClick={confirm}
          disabled={remove.isPending}
          aria-busy={remove.isPending || undefined}
        >
          {remove.isPending && <span className="loading loading-spinner loading-sm" aria-hidden="true" />}
          Delete
        </button>
      </div>
    </ModalDialog>
  );
}
