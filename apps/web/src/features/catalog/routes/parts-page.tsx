import { PartsCatalogue } from '../../../components/parts-catalogue';
import { useParts } from '../../../lib/api/get-parts';
import { useDocumentTitle } from '../../../lib/use-document-title';

/** Cards in the first row on a large screen load their images at once; the rest lazily. */
const FIRST_ROW = 3;

export function PartsPage() {
  useDocumentTitle('Parts');
  const parts = useParts();
  return (
    <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6">
      <header className="mb-8 max-w-2xl space-y-2">
        <h1 className="text-3xl font-extrabold tracking-tight sm:text-4xl">Parts</h1>
        <p className="text-base-content/80">
          Every part we make, priced per unit. Each part has a minimum order quantity.
        </p>
      </header>
      <PartsCatalogue parts={parts} eagerCount={FIRST_ROW} />
    </div>
  );
}
