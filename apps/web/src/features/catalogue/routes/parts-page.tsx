import { useEffect, useRef } from 'react';
import { SearchBox } from '../../../components/search-box';
import { useQueryClient } from '@tanstack/react-query';
import { useVehicle, vehicleQueryOptions } from '../../../lib/api/get-vehicles';
import { type ChosenVehicle, useMyVehicle } from '../../../lib/my-vehicle';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useChooseMyVehicle, useSyncMyVehicle } from '../../../lib/use-my-vehicle-choice';
import { CatalogueResults } from '../components/catalogue-results';
import { CategoryFilter } from '../components/category-filter';
import { VehiclePanel } from '../components/vehicle-panel';
import { useCatalogueFilters } from '../use-catalogue-filters';

/**
 * /parts: the catalogue, searched by words or a part number, filtered by category and by the buyer's
 * vehicle, a page at a time. Every filter is in the URL.
 */
export function PartsPage() {
  useDocumentTitle('Parts');
  useSyncMyVehicle();
  const { filters, change, toPage } = useCatalogueFilters();
  const myVehicle = useMyVehicle();
  const chooseMyVehicle = useChooseMyVehicle();
  const queryClient = useQueryClient();
  // A link may name a vehicle that is not My vehicle: it is looked up to be named.
  const linked = useVehicle(
    filters.vehicle && filters.vehicle !== myVehicle?._id ? filters.vehicle : undefined,
  );
  const filterVehicle = filters.vehicle
    ? myVehicle?._id === filters.vehicle
      ? myVehicle
      : linked.data
    : undefined;
  const cardVehicle = filters.vehicle ? filterVehicle : (myVehicle ?? undefined);

  // A picked vehicle becomes My vehicle once the list shows its parts: the other way round, the list
  // before it would ask, card by card, whether each part fits. `change` resolves when the router has
  // the new URL, but the router renders it in a transition, later; an effect runs after that render.
  const picked = useRef<ChosenVehicle | null>(null);
  useEffect(() => {
    const vehicle = picked.current;
    if (!vehicle || filters.vehicle !== vehicle._id) return;
    picked.current = null;
    chooseMyVehicle(vehicle);
  }, [filters.vehicle, chooseMyVehicle]);

  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6 sm:py-10">
      <header className="mb-6 max-w-2xl space-y-2">
        <h1 className="text-3xl font-extrabold tracking-tight sm:text-4xl">Parts</h1>
        <p className="text-base-content/80">
          Every part we make, priced per unit. Each part has a minimum order quantity.
        </p>
      </header>
      <section
        aria-label="Find parts"
        className="mb-8 flex flex-col gap-4 rounded-box border border-base-300 bg-base-200/50 p-4 sm:p-5"
      >
        <div className="grid gap-4 md:grid-cols-[minmax(0,1fr)_16rem]">
          <SearchBox
            label="Search parts"
            value={filters.q}
            onSearch={(q) => void change({ q })}
            placeholder="Part number, OEM number or words"
            hint="Part numbers welcome: PS-BP-1042, psbp1042 and ps bp 1042 all find the same part."
          />
          <CategoryFilter
            value={filters.category}
            onChange={(category) => void change({ category })}
            vehicle={filters.vehicle}
            q={filters.q}
          />
        </div>
        <div className="border-t border-base-300 pt-4">
          <VehiclePanel
            filterVehicle={filterVehicle}
            filtered={Boolean(filters.vehicle)}
            myVehicle={myVehicle}
            onPick={(vehicle) => {
              queryClient.setQueryData(vehicleQueryOptions(vehicle._id).queryKey, vehicle);
              if (filters.vehicle === vehicle._id) return chooseMyVehicle(vehicle);
              picked.current = vehicle;
              void change({ vehicle: vehicle._id });
            }}
            onOnlyFitting={() => myVehicle && void change({ vehicle: myVehicle._id })}
            onShowAll={() => void change({ vehicle: '' })}
            onForget={() => {
              chooseMyVehicle(null);
              if (filters.vehicle === myVehicle?._id) void change({ vehicle: '' });
            }}
          />
        </div>
      </section>
      <CatalogueResults
        filters={filters}
        vehicle={cardVehicle}
        onWiden={(changes) => void change(changes)}
        onFirstPage={() => toPage(1)}
      />
    </div>
  );
}
