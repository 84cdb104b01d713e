import { useEffect, useRef } from 'react';
import { toast } from 'react-toastify';
import type { Order } from '@partsmith/contract/orders';
import { formatCount } from '@partsmith/contract/format';
import { ConfirmDeleteDialog } from '../../../components/confirm-delete-dialog';
import { errorMessage } from '../../../lib/error-message';
import { useDeleteOrder } from '../api/delete-order';

interface DeleteOrderDialogProps {
  /** The order to confirm; the dialog is open while it is set. */
  order: Order | null;
  onClose: () => void;
  /** After the order is gone (its row, and the button that had focus, went with it). */
  onDeleted?: () => void;
}

/** The delete confirmation (docs/product.md §2.10), focus starting on Cancel, the safe choice. */
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

  // Cancel, and every closing. Focus moves on only after the close event, once the browser has given it
  // back to the (doomed) Delete button.
  const onClosed = () => {
    onClose();
    if (!deleted.current) return;
    deleted.current = false;
    onDeleted?.();
  };

  return (
    <ConfirmDeleteDialog
      open={order !== null}
      onClose={onClosed}
      title={`Delete the order for ${order?.itemName ?? ''}?`}
      cancelLabel="Cancel"
      onConfirm={confirm}
      deleting={remove.isPending}
      failure={remove.isError ? errorMessage(remove.error, 'delete the order') : null}
    >
      <p>Once you delete the order, the order will disapear from the website.</p>
      {order && (
        <p className="text-sm text-base-content/80">{formatCount(order.quantity)} units go back in stock.</p>
      )}
    </ConfirmDeleteDialog>
  );
}
