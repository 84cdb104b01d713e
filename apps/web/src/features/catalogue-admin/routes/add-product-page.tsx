import { useDocumentTitle } from '../../../lib/use-document-title';
import { AddProductForm } from '../components/add-product-form';

/** /dashboard/addProduct (admin): a new part for the catalogue, picture included. */
export function AddProductPage() {
  useDocumentTitle('Add A Product');
  return (
    <div className="flex flex-col gap-6">
      <div className="space-y-1">
        <h2 className="text-2xl font-bold">Add A Product</h2>
        <p className="text-base-content/80">
          A new part shows on the home page and in the parts list as soon as it is added. Name, quantities,
          price, description and image are required; the other fields may stay empty.
        </p>
      </div>
      <section aria-label="New part" className="card max-w-4xl border border-base-300 bg-base-100">
        <div className="card-body p-4 sm:p-6">
          <AddProductForm />
        </div>
      </section>
    </div>
  );
}
