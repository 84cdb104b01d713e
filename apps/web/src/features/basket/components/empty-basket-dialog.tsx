import { useState } from 'react';
import { formatCount } from '@partsmith/contract/format';
import { ConfirmDeleteDialog } from '../../../components/confirm-delete-dialog';
import { errorMessage } from '../../../lib/error-message';

interface EmptyBasketDialogProps {
  open: boolean;
  onClose: () => void;
  lineCount: number;
  /** Empties the basket; rejects with why it could not. */
  onEmpty: () => Promise<void>;
}

/**
 * The question before the whole basket goes (issue 33): a buyer who built 200 lines should not lose them
 * to one stray click. Focus starts on the safe choice; a failure is said inside the dialog.
 */
export function EmptyBasketDialog({ open, onClose, lineCount, onEmpty }: EmptyBasketDialogProps) {
  const [emptying, setEmptying] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  // The next question starts without this one's error.
  const close = () => {
    setFailure(null);
    onClose();
  };

  const confirm = async () => {
    setEmptying(true);
    setFailure(null);
    try {
      await onEmpty();
      close();
    } catch (error) {
      setFailure(errorMessage(error, 'empty your basket'));
    } finally {
      setEmptying(false);
    }
  };

  return (
    <ConfirmDeleteDialog
      open={open}
      onClose={close}
      title="Empty your basket?"
      cancelLabel="Keep my basket"
      confirmLabel="Empty basket"
      onConfirm={() => void confirm()}
      deleting={emptying}
      failure={failure}
    >
      <p>
        {lineCount === 1 ? 'Its one line goes' : `All ${formatCount(lineCount)} lines go`} out of your basket.
        Nothing is ordered, and the parts stay in the catalogue.
      </p>
      <p className="text-sm text-base-content/80">To keep the lines for later, save them as a list first.</p>
    </ConfirmDeleteDialog>
  );
}
