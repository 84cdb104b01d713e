import { useDocumentTitle } from '../../../lib/use-document-title';
import { AddReviewForm } from '../components/add-review-form';

/** /dashboard/addReview (buyers): rate Partsmith and say why. */
export function AddReviewPage() {
  useDocumentTitle('Add Review');
  return (
    <div className="flex flex-col gap-6">
      <div className="space-y-1">
        <h2 className="text-2xl font-bold">Add Review</h2>
        <p className="text-base-content/80">
          Tell other workshops how our parts served you. Reviews show on the home page, newest first.
        </p>
      </div>
      <section aria-label="Your review" className="card max-w-2xl border border-base-300 bg-base-100">
        <div className="card-body p-4 sm:p-6">
          <AddReviewForm />
        </div>
      </section>
    </div>
  );
}
