import { Link } from 'react-router';
import type { PartList } from '@partsmith/contract';
import { clientRoutes } from '@partsmith/contract/routes';
import { EmptyState } from '../../../components/empty-state';
import { ErrorState } from '../../../components/error-state';
import { Loader } from '../../../components/loader';
import { PartGrid } from '../../../components/part-grid';
import { useParts } from '../../../lib/api/get-parts';
import { errorMessage } from '../../../lib/error-message';
import { useIsAdmin } from '../../../lib/session/use-is-admin';
import { SectionHeading } from './section-heading';

const FEATURED_COUNT = 6;
const firstParts = (parts: PartList) => parts.slice(0, FEATURED_COUNT);

export function FeaturedParts() {
  const parts = useParts(firstParts);
  const admin = useIsAdmin();
  return (
    <section aria-labelledby="parts-heading" className="mx-auto max-w-7xl px-4 py-14 sm:px-6">
      <SectionHeading id="parts-heading" title="Our Parts">
        Made in our own plant, sold by the unit with a minimum order per part.
      </SectionHeading>
      {parts.isPending ? (
        <Loader label="Loading parts…" />
      ) : parts.isError ? (
        <ErrorState message={errorMessage(parts.error)} onRetry={() => void parts.refetch()} />
      ) : parts.data.length === 0 ? (
        <EmptyState title="No parts in the catalogue yet">
          New parts are on their way; check back soon.
        </EmptyState>
      ) : (
        <>
          <PartGrid parts={parts.data} headingLevel={3} showPurchase={!admin.isAdmin && !admin.isPending} />
          <div className="mt-8 flex justify-center">
            <Link to={clientRoutes.parts} className="btn btn-outline">
              See all parts
            </Link>
          </div>
        </>
      )}
    </section>
  );
}
