import { EmptyState } from '../../../components/empty-state';
import { ErrorState } from '../../../components/error-state';
import { Loader } from '../../../components/loader';
import { errorMessage } from '../../../lib/error-message';
import { useReviews } from '../api/get-reviews';
import { ReviewCard } from './review-card';
import { SectionHeading } from './section-heading';

export function CustomerReviews() {
  const reviews = useReviews();
  return (
    <section aria-labelledby="reviews-heading" className="mx-auto max-w-7xl px-4 py-14 sm:px-6">
      <SectionHeading id="reviews-heading" title="Customer Reviews">
        What workshops and distributors say about our parts.
      </SectionHeading>
      {reviews.isPending ? (
        <Loader label="Loading reviews…" />
      ) : reviews.isError ? (
        <ErrorState message={errorMessage(reviews.error)} onRetry={() => void reviews.refetch()} />
      ) : reviews.data.length === 0 ? (
        <EmptyState title="No reviews yet">
          Bought from us? Your review will be the first one here.
        </EmptyState>
      ) : (
        <ul role="list" aria-label="Reviews" className="grid grid-cols-1 gap-6 md:grid-cols-2 lg:grid-cols-3">
          {reviews.data.map((review) => (
            <li key={review._id}>
              <ReviewCard review={review} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
