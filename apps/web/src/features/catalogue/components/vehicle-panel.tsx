import { useState } from 'react';
import { Link } from 'react-router';
import { vehiclePagePath } from '@partsmith/contract/routes';
import { type PickerStart, VehiclePicker } from '../../../components/vehicle-picker';
import type { ChosenVehicle } from '../../../lib/my-vehicle';
import { vehicleName } from '../../../lib/my-vehicle';
import { GarageChoices } from './garage-choices';
import { KeepInGarage } from './keep-in-garage';
import { VinField } from './vin-field';

interface VehiclePanelProps {
  /** The vehicle the list is filtered by (from the URL), once known. */
  filterVehicle: ChosenVehicle | undefined;
  /** The URL names a vehicle (it may still be loading). */
  filtered: boolean;
  myVehicle: ChosenVehicle | null;
  onPick: (vehicle: ChosenVehicle) => void;
  /** Only parts that fit My vehicle. */
  onOnlyFitting: () => void;
  /** Every part, whatever it fits. */
  onShowAll: () => void;
  onForget: () => void;
}

function Described({ vehicle, lead }: { vehicle: ChosenVehicle | undefined; lead: string }) {
  return (
    <p className="min-w-0">
      <span className="text-sm text-base-content/80">{lead}</span>{' '}
      {vehicle ? (
        <>
          <strong className="font-semibold">{vehicleName(vehicle)}</strong>{' '}
          <span className="text-sm whitespace-nowrap text-base-content/80">{vehicle.engine}</span>
        </>
      ) : (
        <>
          <span className="loading loading-xs loading-dots" aria-hidden="true" />
          <span className="sr-only">Loading the vehicle…</span>
        </>
      )}
    </p>
  );
}

/**
 * "My vehicle": the picker when none is chosen yet (or while changing it); otherwise the vehicle, and
 * whether the list shows only the parts that fit it.
 */
export function VehiclePanel({
  filterVehicle,
  filtered,
  myVehicle,
  onPick,
  onOnlyFitting,
  onShowAll,
  onForget,
}: VehiclePanelProps) {
  const [changing, setChanging] = useState(false);
  // What a VIN decoded, and a count that starts the picker afresh from it.
  const [start, setStart] = useState<{ at: PickerStart; turn: number } | null>(null);
  const picking = changing || (!filtered && !myVehicle);
  const pick = (vehicle: ChosenVehicle) => {
    setChanging(false);
    setStart(null);
    onPick(vehicle);
  };

  if (picking) {
    return (
      <div className="flex flex-col gap-2">
        <div>
          <h2 className="font-semibold">{myVehicle ? 'Change my vehicle' : 'Find parts for your vehicle'}</h2>
          <p className="text-sm text-base-content/80">
            Choose it once: we remember it as My vehicle and show which parts fit.
          </p>
        </div>
        <GarageChoices currentId={myVehicle?._id} onPick={pick} />
        {/* Rendered by the server too, with its years (the page's loader): a year chosen before the page
            wakes is handed to the picker once it has (held-interactions). */}
        <VehiclePicker
          key={start?.turn ?? 0}
          pickLabel="Show parts for this vehicle"
          initial={start?.at ?? (changing ? (filterVehicle ?? myVehicle) : null)}
          onPick={pick}
          extraActions={
            changing && (
              <button type="button" className="btn btn-ghost" onClick={() => setChanging(false)}>
                Cancel
              </button>
            )
          }
        />
        <VinField
          onVehicle={pick}
          onStart={(at) => setStart((before) => ({ at, turn: (before?.turn ?? 0) + 1 }))}
        />
        <noscript>
          <p className="text-sm text-base-content/80">
            Choosing a vehicle needs JavaScript. The search above finds parts by part number, OEM number or
            words without it.
          </p>
        </noscript>
      </div>
    );
  }

  const shown = filtered ? filterVehicle : (myVehicle ?? undefined);
  const isMine = Boolean(myVehicle && shown && myVehicle._id === shown._id);
  return (
    <div className="flex flex-col gap-3">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <div className="flex min-w-0 items-start gap-3">
          <svg viewBox="0 0 24 24" className="mt-0.5 size-6 shrink-0 text-primary" aria-hidden="true">
            <path
              fill="currentColor"
              d="M5 11 6.5 6.5A2 2 0 0 1 8.4 5h7.2a2 2 0 0 1 1.9 1.5L19 11a2 2 0 0 1 2 2v4a1 1 0 0 1-1 1h-1a2 2 0 0 1-4 0H9a2 2 0 0 1-4 0H4a1 1 0 0 1-1-1v-4a2 2 0 0 1 2-2Zm2.1 0h9.8l-1.2-3.6a.5.5 0 0 0-.5-.4H8.8a.5.5 0 0 0-.5.4L7.1 11ZM6.5 15a1 1 0 1 0 0-2 1 1 0 0 0 0 2Zm11 0a1 1 0 1 0 0-2 1 1 0 0 0 0 2Z"
            />
          </svg>
          <div className="min-w-0">
            <Described vehicle={shown} lead={isMine || !filtered ? 'My vehicle:' : 'Vehicle:'} />
            <p className="text-sm text-base-content/80">
              {filtered
                ? 'Showing only the parts that fit it.'
                : 'Showing every part; each says whether it fits.'}
            </p>
          </div>
        </div>
        <div className="flex flex-wrap items-center gap-2">
          {shown && (
            <Link
              className="btn btn-sm btn-outline"
              to={`${vehiclePagePath(shown)}?engine=${encodeURIComponent(shown._id)}`}
            >
              Parts for this vehicle by category
            </Link>
          )}
          {filtered ? (
            <button type="button" className="btn btn-sm btn-outline" onClick={onShowAll}>
              Show all parts
            </button>
          ) : (
            <button type="button" className="btn btn-sm btn-primary" onClick={onOnlyFitting}>
              Only parts that fit
            </button>
          )}
          <button type="button" className="btn btn-sm btn-outline" onClick={() => setChanging(true)}>
            Change vehicle
          </button>
          {myVehicle && (
            <button type="button" className="btn btn-ghost btn-sm" onClick={onForget}>
              Forget my vehicle
            </button>
          )}
          {shown && <KeepInGarage vehicle={shown} />}
        </div>
      </div>
      <GarageChoices currentId={shown?._id} onPick={pick} />
    </div>
  );
}
