import { QueryList } from '../../../components/query-list';
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
              <li key={review._id}>
                <ReviewCard review={review} />
              </li>
            ))}
          </ul>
        )}
      </QueryList>
    </section>
  );
}
