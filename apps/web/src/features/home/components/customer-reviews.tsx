import { useState } from 'react';
import type { Review } from '@partsmith/contract/reviews';
import { formatCount } from '@partsmith/contract/format';
import { EmptyState } from '../../../components/empty-state';
import { ErrorState } from '../../../components/error-state';
import { Loader } from '../../../components/loader';
import { errorMessage } from '../../../lib/error-message';
import { useIsAdmin } from '../../../lib/session/use-is-admin';
import { useReviews } from '../api/get-reviews';
import { DeleteReviewDialog } from './delete-review-dialog';
import { ReviewCard } from './review-card';
import { SectionHeading } from './section-heading';

function ReviewList() {
  const reviews = useReviews();
  const { isAdmin } = useIsAdmin();
  const [toDelete, setToDelete] = useState<Review | null>(null);
  if (reviews.isPending) return <Loader label="Loading reviews…" />;
  if (reviews.isError) {
    return <ErrorState message={errorMessage(reviews.error)} onRetry={() => void reviews.refetch()} />;
  }
  const items = reviews.data.pages.flatMap((page) => page.items);
  const total = reviews.data.pages[0]?.total ?? 0;
  if (items.length === 0) {
    return (
      <EmptyState title="No reviews yet">Bought from us? Your review will be the first one here.</EmptyState>
    );
  }
  return (
    <div className="flex flex-col items-center gap-6">
      <ul
        role="list"
        aria-label="Reviews"
        className="grid w-full grid-cols-1 gap-6 md:grid-cols-2 lg:grid-cols-3"
      >
        {items.map((review) => (
          <li key={review._id} className="flex flex-col gap-2">
            <ReviewCard review={review} />
            {isAdmin && (
              <button
                type="button"
                className="btn btn-outline btn-error btn-sm self-end"
                aria-label={`Delete the review by ${review.name}`}
                onClick={() => setToDelete(review)}
              >
                Delete review
              </button>
            )}
          </li>
        ))}
      </ul>
      <p className="text-sm text-base-content/80" aria-live="polite">
        {formatCount(items.length)} of {formatCount(total)} reviews
      </p>
      {reviews.hasNextPage && (
        <button
          type="button"
          className="btn btn-outline"
          disabled={reviews.isFetchingNextPage}
          aria-busy={reviews.isFetchingNextPage || undefined}
          onClick={() => void reviews.fetchNextPage()}
        >
          {reviews.isFetchingNextPage && (
            <span className="loading loading-spinner loading-xs" aria-hidden="true" />
          )}
          More reviews
        </button>
      )}
      <DeleteReviewDialog review={toDelete} onClose={() => setToDelete(null)} />
    </div>
  );
}

export function CustomerReviews() {
  return (
    <section aria-labelledby="reviews-heading" className="mx-auto max-w-7xl px-4 py-14 sm:px-6">
      <SectionHeading id="reviews-heading" title="Customer Reviews">
        What workshops and distributors say about our parts.
      </SectionHeading>
      <ReviewList />
    </section>
  );
}
