import { useId, useState } from 'react';
import { Link } from 'react-router';
import type { GarageVehicle } from '@partsmith/contract/garage';
import { vehiclePagePath } from '@partsmith/contract/routes';
import { errorMessage } from '../../../lib/error-message';
import { vehicleName } from '../../../lib/my-vehicle';
import { useRemoveGarageVehicle } from '../api/remove-garage-vehicle';
import { useRenameGarageVehicle } from '../api/rename-garage-vehicle';

interface GarageRowProps {
  kept: GarageVehicle;
  /** The buyer shops for this one now (My vehicle). */
  current: boolean;
  onShopFor: (kept: GarageVehicle) => void;
}

/** One vehicle of the garage: its name and vehicle, and shop for it, rename or remove it. */
export function GarageRow({ kept, current, onShopFor }: GarageRowProps) {
  const nameId = useId();
  const [renaming, setRenaming] = useState(false);
  const [name, setName] = useState(kept.name);
  const rename = useRenameGarageVehicle();
  const remove = useRemoveGarageVehicle();
  const failed = rename.error ?? remove.error;
  return (
    <li className="flex flex-col gap-2 rounded-box border border-base-300 bg-base-100 p-4">
      <div className="flex flex-col gap-2 sm:flex-row sm:items-start sm:justify-between">
        <div className="min-w-0">
          <p className="font-semibold break-words">
            {kept.name}
            {current && <span className="badge badge-primary badge-sm ml-2 align-middle">Shopping for</span>}
          </p>
          <p className="text-sm text-base-content/80">
            {vehicleName(kept.vehicle)} · {kept.vehicle.engine}
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          <button type="button" className="btn btn-sm btn-primary" onClick={() => onShopFor(kept)}>
            Shop for this<span className="sr-only">: {kept.name}</span>
          </button>
          <Link
            className="btn btn-sm btn-outline"
            to={`${vehiclePagePath(kept.vehicle)}?engine=${encodeURIComponent(kept.vehicle._id)}`}
          >
            Its parts
          </Link>
          <button type="button" className="btn btn-sm btn-ghost" onClick={() => setRenaming((open) => !open)}>
            Rename<span className="sr-only">: {kept.name}</span>
          </button>
          <button
            type="button"
            className="btn btn-sm btn-ghost text-error"
            disabled={remove.isPending}
            onClick={() => remove.mutate(kept._id)}
          >
            Remove<span className="sr-only">: {kept.name}</span>
          </button>
        </div>
      </div>
      {renaming && (
        <form
          className="flex flex-wrap items-end gap-2"
          onSubmit={(event) => {
            event.preventDefault();
            rename.mutate({ id: kept._id, name }, { onSuccess: () => setRenaming(false) });
          }}
        >
          <div className="flex min-w-0 flex-1 flex-col gap-1">
            <label htmlFor={nameId} className="text-sm font-semibold">
              New name
            </label>
            <input
              id={nameId}
              className="input w-full"
              value={name}
              maxLength={60}
              onChange={(event) => setName(event.target.value)}
            />
          </div>
          <button type="submit" className="btn btn-sm btn-primary" disabled={rename.isPending}>
            Save name
          </button>
        </form>
      )}
      {failed && (
        <p role="alert" className="text-sm text-error">
          {errorMessage(failed, rename.error ? 'rename it' : 'remove it')}
        </p>
      )}
    </li>
  );
}
