import { useInfiniteQuery } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import type { PartFitment } from '@partsmith/contract/parts';
import type { Vehicle } from '@partsmith/contract/vehicles';
import { getPartFitment } from '../../../lib/api/get-part-fitment';
import { vehicleName } from '../../../lib/my-vehicle';
import { queryKeys } from '../../../lib/query-keys';
import type { FitmentDraft } from '../part-form-schema';

const VehiclePicker = lazy(async () => ({
  default: (await import('../../../components/vehicle-picker')).VehiclePicker,
}));

/** Vehicles per request when the edit dialog reads a part's current fitment. */
const READ_PAGE = 100;

interface FitmentFieldProps {
  /** The part being edited; a new part has no fitment yet. */
  partId?: string;
  value: FitmentDraft;
  onChange: (draft: FitmentDraft) => void;
  error?: string;
}

function useCurrentFitment(partId: string | undefined) {
  return useInfiniteQuery({
    queryKey: [...queryKeys.parts.detail(partId ?? ''), 'fitment', 'all'] as const,
    queryFn: ({ pageParam, signal }) =>
      getPartFitment(partId ?? '', { page: pageParam, limit: READ_PAGE }, signal),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.page * last.limit < last.total ? last.page + 1 : undefined),
    enabled: Boolean(partId),
    staleTime: 0,
  });
}

function VehicleText({ vehicle }: { vehicle: Vehicle }) {
  return (
    <span className="min-w-0">
      <span className="font-medium">{vehicleName(vehicle)}</span>{' '}
      <span className="text-sm text-base-content/80">{vehicle.engine}</span>
    </span>
  );
}

/**
 * Fitment, the vehicles a part fits: the current list (when editing), each with Remove (and Undo), and
 * vehicles added with the same picker the buyers use, each with an optional note ("front axle").
 */
export function FitmentField({ partId, value, onChange, error }: FitmentFieldProps) {
  const current = useCurrentFitment(partId);
  const [notice, setNotice] = useState<string | null>(null);
  const existing: PartFitment[] = current.data?.pages.flatMap((page) => page.items) ?? [];
  const total = current.data?.pages[0]?.total ?? 0;
  const removed = new Set(value.removed);

  const add = (vehicle: Vehicle) => {
    const name = `${vehicleName(vehicle)} ${vehicle.engine}`;
    if (removed.has(vehicle._id)) {
      onChange({ ...value, removed: value.removed.filter((id) => id !== vehicle._id) });
      setNotice(`${name} stays on the list.`);
    } else if (
      existing.some((entry) => entry.vehicle._id === vehicle._id) ||
      value.added.some((entry) => entry.vehicle._id === vehicle._id)
    ) {
      setNotice(`${name} is already on the list.`);
    } else {
      onChange({ ...value, added: [...value.added, { vehicle, note: '' }] });
      setNotice(`${name} added.`);
    }
  };

  const toggleRemoved = (id: string) =>
    onChange({
      ...value,
      removed: removed.has(id) ? value.removed.filter((each) => each !== id) : [...value.removed, id],
    });

  const count = total - value.removed.length + value.added.length;
  return (
    <fieldset className="flex min-w-0 flex-col gap-3 rounded-box border border-base-300 p-3 sm:p-4">
      <legend className="px-1 text-sm font-semibold">Fitment</legend>
      <p className="text-xs text-base-content/80">
        The vehicles this part fits ({count === 1 ? '1 vehicle' : `${count} vehicles`}). Buyers who chose one
        of them see “Fits your …”.
      </p>
      {current.isError && (
        <p role="alert" className="text-sm text-error">
          The current vehicles could not be loaded.
        </p>
      )}
      {(existing.length > 0 || value.added.length > 0) && (
        <ul
          aria-label="Vehicles this part fits"
          className="divide-y divide-base-300 rounded-box border border-base-300"
        >
          {existing.map(({ vehicle, note }) => {
            const gone = removed.has(vehicle._id);
            return (
              <li key={vehicle._id} className="flex flex-wrap items-center justify-between gap-2 px-3 py-2">
                <span className={`min-w-0 ${gone ? 'line-through opacity-60' : ''}`}>
                  <VehicleText vehicle={vehicle} />
                  {note && <span className="ml-2 badge badge-sm badge-ghost">{note}</span>}
                </span>
                <button
                  type="button"
                  className={`btn btn-xs ${gone ? 'btn-outline' : 'btn-ghost text-error'}`}
                  aria-label={`${gone ? 'Keep' : 'Remove'} ${vehicleName(vehicle)} ${vehicle.engine}`}
                  onClick={() => toggleRemoved(vehicle._id)}
                >
                  {gone ? 'Undo' : 'Remove'}
                </button>
              </li>
            );
          })}
          {value.added.map(({ vehicle, note }, index) => (
            <li key={vehicle._id} className="flex flex-col gap-2 px-3 py-2 sm:flex-row sm:items-center">
              <span className="flex min-w-0 flex-1 items-center gap-2">
                <span className="badge badge-sm badge-success">New</span>
                <VehicleText vehicle={vehicle} />
              </span>
              <span className="flex items-center gap-2">
                <input
                  className="input input-sm w-full sm:w-40"
                  value={note}
                  maxLength={120}
                  placeholder="Note, e.g. front axle"
                  aria-label={`Note for ${vehicleName(vehicle)} ${vehicle.engine}`}
                  onChange={(event) =>
                    onChange({
                      ...value,
                      added: value.added.map((entry, at) =>
                        at === index ? { ...entry, note: event.target.value } : entry,
                      ),
                    })
                  }
                />
                <button
                  type="button"
                  className="btn btn-ghost btn-xs text-error"
                  aria-label={`Remove ${vehicleName(vehicle)} ${vehicle.engine}`}
                  onClick={() => onChange({ ...value, added: value.added.filter((_, at) => at !== index) })}
                >
                  Remove
                </button>
              </span>
            </li>
          ))}
        </ul>
      )}
      {current.hasNextPage && (
        <button
          type="button"
          className="btn btn-sm btn-outline self-start"
          disabled={current.isFetchingNextPage}
          onClick={() => void current.fetchNextPage()}
        >
          Show more vehicles ({existing.length} of {total} shown)
        </button>
      )}
      <div className="flex flex-col gap-2">
        <p className="text-sm font-semibold">Add a vehicle</p>
        <Suspense
          fallback={
            <span role="status">
              <span className="loading loading-spinner" aria-hidden="true" />
              <span className="sr-only">Loading the vehicle picker…</span>
            </span>
          }
        >
          <VehiclePicker pickLabel="Add vehicle" onPick={add} />
        </Suspense>
        <p aria-live="polite" className="text-sm text-base-content/80">
          {notice}
        </p>
      </div>
      {error && <p className="text-sm text-error">{error}</p>}
    </fieldset>
  );
}
