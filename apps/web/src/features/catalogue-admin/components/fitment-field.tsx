import { useInfiniteQuery } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { qualifierText } from '@partsmith/contract/part-numbers';
import type { PartFitment } from '@partsmith/contract/parts';
import type { Vehicle } from '@partsmith/contract/vehicles';
import { getPartFitment } from '../../../lib/api/get-part-fitment';
import { vehicleName } from '../../../lib/my-vehicle';
import { queryKeys } from '../../../lib/query-keys';
import { type FitmentDraft, type FitmentEntry, unqualified } from '../fitment-draft';
import { FitmentQualifiers } from './fitment-qualifiers';

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

/** A current row as the form edits it: its note and qualifiers as typed. */
const entryOf = ({ vehicle, note, position, quantityPerVehicle, conditions }: PartFitment): FitmentEntry => ({
  vehicle,
  note: note ?? '',
  position: position ?? '',
  quantityPerVehicle: quantityPerVehicle === null ? '' : String(quantityPerVehicle),
  conditions: conditions ?? '',
});

/**
 * Fitment, the vehicles a part fits: the current list (when editing), each with Edit (its note and
 * qualifiers) and Remove (and Undo), and vehicles added with the same picker the buyers use, each with
 * its position, quantity per vehicle, conditions and note.
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
      onChange({ ...value, added: [...value.added, unqualified(vehicle)] });
      setNotice(`${name} added.`);
    }
  };

  const toggleRemoved = (id: string) =>
    onChange({
      ...value,
      removed: removed.has(id) ? value.removed.filter((each) => each !== id) : [...value.removed, id],
      changed: value.changed.filter((entry) => entry.vehicle._id !== id),
    });
  const changedEntry = (id: string) => value.changed.find((entry) => entry.vehicle._id === id);
  const toggleEditing = (row: PartFitment) =>
    onChange({
      ...value,
      changed: changedEntry(row.vehicle._id)
        ? value.changed.filter((entry) => entry.vehicle._id !== row.vehicle._id)
        : [...value.changed, entryOf(row)],
    });
  const setChanged = (next: FitmentEntry) =>
    onChange({
      ...value,
      changed: value.changed.map((entry) => (entry.vehicle._id === next.vehicle._id ? next : entry)),
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
          {existing.map((row) => {
            const { vehicle, note } = row;
            const gone = removed.has(vehicle._id);
            const editing = changedEntry(vehicle._id);
            const name = `${vehicleName(vehicle)} ${vehicle.engine}`;
            const qualifiers = qualifierText(row);
            return (
              <li key={vehicle._id} className="flex flex-col gap-2 px-3 py-2">
                <span className="flex flex-wrap items-center justify-between gap-2">
                  <span className={`min-w-0 ${gone ? 'line-through opacity-60' : ''}`}>
                    <VehicleText vehicle={vehicle} />
                    {qualifiers && !editing && (
                      <span className="ml-2 text-sm text-base-content/80">— {qualifiers}</span>
                    )}
                    {note && !editing && <span className="ml-2 badge badge-sm badge-ghost">{note}</span>}
                  </span>
                  <span className="flex gap-1">
                    {!gone && (
                      <button
                        type="button"
                        className="btn btn-ghost btn-xs"
                        aria-label={`${editing ? 'Keep as it was' : 'Edit'} ${name}`}
                        aria-expanded={Boolean(editing)}
                        onClick={() => toggleEditing(row)}
                      >
                        {editing ? 'Keep as it was' : 'Edit'}
                      </button>
                    )}
                    <button
                      type="button"
                      className={`btn btn-xs ${gone ? 'btn-outline' : 'btn-ghost text-error'}`}
                      aria-label={`${gone ? 'Keep' : 'Remove'} ${name}`}
                      onClick={() => toggleRemoved(vehicle._id)}
                    >
                      {gone ? 'Undo' : 'Remove'}
                    </button>
                  </span>
                </span>
                {editing && <FitmentQualifiers entry={editing} onChange={setChanged} />}
              </li>
            );
          })}
          {value.added.map((entry, index) => (
            <li key={entry.vehicle._id} className="flex flex-col gap-2 px-3 py-2">
              <span className="flex flex-wrap items-center justify-between gap-2">
                <span className="flex min-w-0 items-center gap-2">
                  <span className="badge badge-sm badge-success">New</span>
                  <VehicleText vehicle={entry.vehicle} />
                </span>
                <button
                  type="button"
                  className="btn btn-ghost btn-xs text-error"
                  aria-label={`Remove ${vehicleName(entry.vehicle)} ${entry.vehicle.engine}`}
                  onClick={() => onChange({ ...value, added: value.added.filter((_, at) => at !== index) })}
                >
                  Remove
                </button>
              </span>
              <FitmentQualifiers
                entry={entry}
                onChange={(next) =>
                  onChange({ ...value, added: value.added.map((each, at) => (at === index ? next : each)) })
                }
              />
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
