import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import type { Part } from '@partsmith/contract/parts';
import type { ChosenVehicle } from '../lib/my-vehicle';
import { useIsAdmin } from '../lib/session/use-is-admin';
import { PartGrid } from './part-grid';
import { QueryList } from './query-list';

interface PartsCatalogueProps {
  parts: UseQueryResult<Part[]>;
  headingLevel?: 2 | 3;
  /** How many leading cards load their image at once. */
  eagerCount?: number;
  /** Under the grid, only when there are parts (e.g. a link to all of them). */
  footer?: ReactNode;
  /** The buyer's vehicle: each card says whether its part fits. */
  vehicle?: ChosenVehicle | null;
}

/** The home page's parts grid, with its loading, failed and empty states. */
export function PartsCatalogue({ parts, headingLevel, eagerCount, footer, vehicle }: PartsCatalogueProps) {
  // Admins do not buy (docs/product.md §2.4); while a signed-in user's role is unknown the button waits too. Asked
  // here, beside the parts rather than after them, so both requests start together.
  const admin = useIsAdmin();
  return (
    <QueryList
      query={parts}
      loadingLabel="Loading parts…"
      emptyTitle="No parts in the catalogue yet"
      emptyText="New parts are on their way; check back soon."
    >
      {(items) => (
        <>
          <PartGrid
            parts={items}
            headingLevel={headingLevel}
            eagerCount={eagerCount}
            vehicle={vehicle}
            showPurchase={!admin.isAdmin && !admin.isPending}
          />
          {footer}
        </>
      )}
    </QueryList>
  );
}
