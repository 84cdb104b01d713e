import { toast } from 'react-toastify';
import type { Review } from '@partsmith/contract/reviews';
import { ConfirmDeleteDialog } from '../../../components/confirm-delete-dialog';
import { errorMessage } from '../../../lib/error-message';
import { useDeleteReview } from '../api/delete-review';

interface DeleteReviewDialogProps {
  review: Review | null;
  onClose: () => void;
}

/** An admin's confirmation before a review is removed from the store (moderation). */
export function DeleteReviewDialog({ review, onClose }: DeleteReviewDialogProps) {
  const remove = useDeleteReview();
  const close = () => {
    if (!remove.isPending) remove.reset();
    onClose();
  };
  const confirm = () => {
    if (!review) return;
    remove.mutate(review._id, {
      onSuccess: () => {
        toast.success(`Deleted the review by ${review.name}`);
        close();
      },
    });
  };
  return (
    <ConfirmDeleteDialog
      open={review !== null}
      onClose={close}
      title={`Delete the review by ${review?.name ?? 'this buyer'}?`}
      cancelLabel="Cancel"
      onConfirm={confirm}
      deleting={remove.isPending}
      failure={remove.isError ? errorMessage(remove.error) : null}
    >
      <p>The review disappears from the home page for everyone.</p>
    </ConfirmDeleteDialog>
  );
}
