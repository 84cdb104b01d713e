import { useId } from 'react';
import type { Review } from '@partsmith/contract/reviews';
import { StarRating } from '../../../components/star-rating';

const dateFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' });

function formatDate(iso: string): string | null {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? null : dateFormat.format(date);
}

/** One review: the rating number and stars, what the buyer wrote, and who wrote it. */
export function ReviewCard({ review }: { review: Review }) {
  const authorId = useId();
  const date = formatDate(review.createdAt);
  return (
    <article aria-labelledby={authorId} className="card h-full border border-base-300 bg-base-100 shadow-sm">
      <div className="card-body gap-3">
        <div className="flex items-center gap-3">
          <p className="text-3xl font-extrabold">
            {review.ratings}
            <span className="text-base font-medium text-base-content/80">/5</span>
          </p>
          <StarRating value={review.ratings} />
        </div>
        <blockquote className="flex-1 text-base-content/90">
          <p>{review.description}</p>
        </blockquote>
        <footer className="flex flex-wrap items-baseline justify-between gap-2 border-t border-base-300 pt-3">
          <h3 id={authorId} className="font-semibold">
            {review.name}
          </h3>
          {date && (
            <time dateTime={review.createdAt} className="text-sm text-base-content/80">
              {date}
            </time>
          )}
        </footer>
      </div>
    </article>
  );
}
