import type { ChosenVehicle } from '../../../lib/my-vehicle';
import { vehicleName } from '../../../lib/my-vehicle';
import type { CatalogueFilters } from '../use-catalogue-filters';

interface NoResultsProps {
  filters: CatalogueFilters;
  vehicle: ChosenVehicle | undefined;
  /** Parts match, but the page asked for is past the last one. */
  pastTheEnd: boolean;
  onWiden: (changes: Partial<Record<'q' | 'category' | 'vehicle', string>>) => void;
  onFirstPage: () => void;
}

/** An empty result says why (which filters left nothing) and offers to drop each of them. */
export function NoResults({ filters, vehicle, pastTheEnd, onWiden, onFirstPage }: NoResultsProps) {
  const box =
    'mx-auto flex max-w-xl flex-col items-center gap-3 rounded-box border border-dashed border-base-300 bg-base-200/60 px-6 py-10 text-center';
  if (pastTheEnd) {
    return (
      <div className={box}>
        <p className="text-lg font-semibold">There is no page {filters.page} of these results</p>
        <button type="button" className="btn btn-sm btn-primary" onClick={onFirstPage}>
          Go to the first page
        </button>
      </div>
    );
  }
  const reasons: string[] = [];
  if (filters.q) reasons.push(`match “${filters.q}”`);
  if (filters.category) reasons.push(`are in ${filters.category}`);
  if (filters.vehicle) reasons.push(`fit ${vehicle ? `your ${vehicleName(vehicle)}` : 'the chosen vehicle'}`);
  const several = reasons.length > 1;
  return (
    <div className={box}>
      <p className="text-lg font-semibold">
        {reasons.length === 0 ? 'No parts in the catalogue yet' : 'No parts found'}
      </p>
      <p className="text-base-content/80">
        {reasons.length === 0
          ? 'New parts are on their way; check back soon.'
          : `No part we make ${several ? `${reasons.length === 2 ? 'both ' : ''}${reasons.slice(0, -1).join(', ')} and ${reasons.at(-1)}` : reasons[0]}. ${
              several ? 'Drop a filter to see more:' : 'Try this instead:'
            }`}
      </p>
      {reasons.length > 0 && (
        <ul className="flex flex-wrap justify-center gap-2">
          {filters.q && (
            <li>
              <button type="button" className="btn btn-sm btn-outline" onClick={() => onWiden({ q: '' })}>
                Clear the search
              </button>
            </li>
          )}
          {filters.category && (
            <li>
              <button
                type="button"
                className="btn btn-sm btn-outline"
                onClick={() => onWiden({ category: '' })}
              >
                Search all categories
              </button>
            </li>
          )}
          {filters.vehicle && (
            <li>
              <button
                type="button"
                className="btn btn-sm btn-outline"
                onClick={() => onWiden({ vehicle: '' })}
              >
                Show parts for every vehicle
              </button>
            </li>
          )}
        </ul>
      )}
      {filters.q && (
        <p className="text-sm text-base-content/80">
          Searching by number? Type it as printed on the part, e.g. PS-BP-1042; spaces and dashes do not
          matter.
        </p>
      )}
    </div>
  );
}
