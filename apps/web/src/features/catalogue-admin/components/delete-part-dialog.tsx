import { useRef } from 'react';
import { toast } from 'react-toastify';
import type { Part } from '@partsmith/contract/parts';
import { ConfirmDeleteDialog } from '../../../components/confirm-delete-dialog';
import { errorMessage } from '../../../lib/error-message';
import { useDeletePart } from '../api/delete-part';

interface DeletePartDialogProps {
  part: Part | null;
  open: boolean;
  onClose: () => void;
  /** After the part is gone and the dialog has closed (its row, and the button that had focus, went too). */
  onDeleted?: () => void;
}

/** The spec's confirmation before a part is removed (docs/product.md §2.16 Manage Products); Delete, or cancel. */
export function DeletePartDialog({ part, open, onClose, onDeleted }: DeletePartDialogProps) {
  const remove = useDeletePart();
  const deleted = useRef(false);

  const close = () => {
    // A deletion under way still reports its result; only a finished attempt is forgotten.
    if (!remove.isPending) remove.reset();
    onClose();
    // Called again by the dialog's close event, once the browser has given focus back to the row.
    if (!deleted.current || open) return;
    deleted.current = false;
    onDeleted?.();
  };

  const confirm = () => {
    if (!part) return;
    remove.mutate(part._id, {
      onSuccess: ({ deletedCount }) => {
        if (deletedCount < 1) return;
        toast.success(`Successfully deleted: ${part.name}`);
        deleted.current = true;
        close();
      },
    });
  };

  const failure = remove.isError
    ? errorMessage(remove.error)
    : remove.data && remove.data.deletedCount < 1
      ? 'The part was not deleted; it may be gone already.'
      : null;

  return (
    <ConfirmDeleteDialog
      open={open}
      onClose={close}
      title={`Are you sure you want to delete ${part?.name ?? 'this product'}!`}
      cancelLabel="cancel"
      onConfirm={confirm}
      deleting={remove.isPending}
      failure={failure}
    >
      <p>Once you delete the product, the product will disapear from the website.</p>
      <p className="text-sm text-base-content/80">Orders already placed for it keep their details.</p>
    </ConfirmDeleteDialog>
  );
}
