import { useState } from 'react';
import type { Review } from '@partsmith/contract';
import { QueryList } from '../../../components/query-list';
import { useIsAdmin } from '../../../lib/session/use-is-admin';
import { useReviews } from '../api/get-reviews';
import { DeleteReviewDialog } from './delete-review-dialog';
import { ReviewCard } from './review-card';
import { SectionHeading } from './section-heading';

export function CustomerReviews() {
  const reviews = useReviews();
  const { isAdmin } = useIsAdmin();
  const [toDelete, setToDelete] = useState<Review | null>(null);
  return (
    <section aria-labelledby="reviews-heading" className="mx-auto max-w-7xl px-4 py-14 sm:px-6">
      <SectionHeading id="reviews-heading" title="Customer Reviews">
        What workshops and distributors say about our parts.
      </SectionHeading>
      <QueryList
        query={reviews}
        loadingLabel="Loading reviews…"
        emptyTitle="No reviews yet"
        emptyText="Bought from us? Your review will be the first one here."
      >
        {(items) => (
          <ul
            role="list"
            aria-label="Reviews"
            className="grid grid-cols-1 gap-6 md:grid-cols-2 lg:grid-cols-3"
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
        )}
      </QueryList>
      <DeleteReviewDialog review={toDelete} onClose={() => setToDelete(null)} />
    </section>
  );
}
