import { toast } from 'react-toastify';
import type { Part } from '@partsmith/contract';
import { FormMessage } from '../../../components/form-message';
import { ModalDialog } from '../../../components/modal-dialog';
import { errorMessage } from '../../../lib/error-message';
import { useDeletePart } from '../api/delete-part';

interface DeletePartDialogProps {
  part: Part | null;
  open: boolean;
  onClose: () => void;
}

/** The spec's confirmation before a part is removed (§2 Manage Products); Delete, or cancel. */
export function DeletePartDialog({ part, open, onClose }: DeletePartDialogProps) {
  const remove = useDeletePart();

  const close = () => {
    // A deletion under way still reports its result; only a finished attempt is forgotten.
    if (!remove.isPending) remove.reset();
    onClose();
  };

  const confirm = () => {
    if (!part) return;
    remove.mutate(part._id, {
      onSuccess: ({ deletedCount }) => {
        if (deletedCount < 1) return;
        toast.success(`Successfully deleted: ${part.name}`);
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
    <ModalDialog
      open={open}
      onClose={close}
      title={`Are you sure you want to delete ${part?.name ?? 'this product'}!`}
    >
      <p>Once you delete the product, the product will disapear from the website.</p>
      <p className="text-sm text-base-content/80">Orders already placed for it keep their details.</p>
      <FormMessage message={failure ? { tone: 'error', text: failure } : null} />
      <div className="modal-action mt-2">
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
        <button type="button" className="btn btn-ghost" data-autofocus onClick={close}>
          cancel
        </button>
      </div>
    </ModalDialog>
  );
}
