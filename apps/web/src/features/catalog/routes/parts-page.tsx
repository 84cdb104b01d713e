import { EmptyState } from '../../../components/empty-state';
import { ErrorState } from '../../../components/error-state';
import { Loader } from '../../../components/loader';
import { PartGrid } from '../../../components/part-grid';
import { useParts } from '../../../lib/api/get-parts';
import { errorMessage } from '../../../lib/error-message';
import { useIsAdmin } from '../../../lib/session/use-is-admin';
import { useDocumentTitle } from '../../../lib/use-document-title';

/** Cards in the first row on a large screen load their images at once; the rest lazily. */
const FIRST_ROW = 3;

export function PartsPage() {
  useDocumentTitle('Parts');
  const parts = useParts();
  // Admins do not buy (spec §2); while a signed-in user's role is unknown the button waits too.
  const admin = useIsAdmin();
  return (
    <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6">
      <header className="mb-8 max-w-2xl space-y-2">
        <h1 className="text-3xl font-extrabold tracking-tight sm:text-4xl">Parts</h1>
        <p className="text-base-content/80">
          Every part we make, priced per unit. Each part has a minimum order quantity.
        </p>
      </header>
      {parts.isPending ? (
        <Loader label="Loading parts…" />
      ) : parts.isError ? (
        <ErrorState message={errorMessage(parts.error)} onRetry={() => void parts.refetch()} />
      ) : parts.data.length === 0 ? (
        <EmptyState title="No parts in the catalogue yet">
          New parts are on their way; check back soon.
        </EmptyState>
      ) : (
        <PartGrid
          parts={parts.data}
          eagerCount={FIRST_ROW}
          showPurchase={!admin.isAdmin && !admin.isPending}
        />
      )}
    </div>
  );
}
