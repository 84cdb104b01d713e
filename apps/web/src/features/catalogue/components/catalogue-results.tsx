import { ErrorState } from '../../../components/error-state';
import { Pagination } from '../../../components/pagination';
import { PartGrid } from '../../../components/part-grid';
import { useParts } from '../../../lib/api/get-parts';
import { errorMessage } from '../../../lib/error-message';
import type { ChosenVehicle } from '../../../lib/my-vehicle';
import { useIsAdmin } from '../../../lib/session/use-is-admin';
import type { CatalogueFilters } from '../use-catalogue-filters';
import { NoResults } from './no-results';
import { ResultsSkeleton } from './results-skeleton';

/**
 * The first card loads its image at once, with high priority: on a phone (a card a row) it is the page's
 * largest paint, and the other eager images of a row shared its bandwidth. The rest load lazily, which on
 * a large screen still loads the rest of the first row at once (it is in view).
 */
const EAGER_CARDS = 1;

interface CatalogueResultsProps {
  filters: CatalogueFilters;
  /** The vehicle the cards speak of: the one filtered by, else My vehicle. */
  vehicle: ChosenVehicle | undefined;
  onWiden: (changes: Partial<Record<'q' | 'category' | 'vehicle', string>>) => void;
  onFirstPage: () => void;
}

/**
 * One page of the search: skeleton cards on the first load; afterwards the previous results stay,
 * dimmed, while the next ones load, so the page keeps its layout.
 */
export function CatalogueResults({ filters, vehicle, onWiden, onFirstPage }: CatalogueResultsProps) {
  const parts = useParts(filters);
  // Admins do not buy (docs/product.md §2.4); while a signed-in user's role is unknown the button waits too.
  const admin = useIsAdmin();

  if (parts.isPending) return <ResultsSkeleton />;
  if (parts.isError) {
    return <ErrorState message={errorMessage(parts.error)} onRetry={() => void parts.refetch()} />;
  }
  const { items, total, more, page, limit, search } = parts.data;
  if (items.length === 0) {
    return (
      <NoResults
        filters={filters}
        vehicle={vehicle}
        pastTheEnd={total > 0}
        onWiden={onWiden}
        onFirstPage={onFirstPage}
      />
    );
  }
  const stale = parts.isPlaceholderData;
  return (
    <div aria-busy={stale} className={`transition-opacity ${stale ? 'opacity-60' : ''}`}>
      <PartGrid
        parts={items}
        eagerCount={EAGER_CARDS}
        showPurchase={!admin.isAdmin && !admin.isPending}
        vehicle={vehicle}
        allFit={Boolean(search.vehicle) && vehicle?._id === search.vehicle}
        askFit={!stale}
      />
      <div className="mt-6">
        <Pagination page={page} limit={limit} total={total} more={more} noun="parts" />
      </div>
    </div>
  );
}
