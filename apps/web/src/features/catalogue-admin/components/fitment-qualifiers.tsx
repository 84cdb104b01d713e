import { fitmentPositions, maxQuantityPerVehicle, positionLabels } from '@partsmith/contract/part-numbers';
import { vehicleName } from '../../../lib/my-vehicle';
import type { FitmentEntry } from '../fitment-draft';

interface FitmentQualifiersProps {
  entry: FitmentEntry;
  onChange: (entry: FitmentEntry) => void;
}

/**
 * The note and qualifiers of one vehicle's row: where on the vehicle the part goes, how many a vehicle
 * takes and under which conditions ("with A/C"). Buyers read them as "front axle, 2 per vehicle".
 */
export function FitmentQualifiers({ entry, onChange }: FitmentQualifiersProps) {
  const name = `${vehicleName(entry.vehicle)} ${entry.vehicle.engine}`;
  const set = (change: Partial<FitmentEntry>) => onChange({ ...entry, ...change });
  return (
    <div className="grid w-full grid-cols-2 gap-2 sm:grid-cols-[9rem_6rem_1fr_1fr]">
      <select
        className="select select-sm w-full"
        value={entry.position}
        aria-label={`Position for ${name}`}
        onChange={(event) => set({ position: event.target.value as FitmentEntry['position'] })}
      >
        <option value="">Any position</option>
        {fitmentPositions.map((position) => (
          <option key={position} value={position}>
            {positionLabels[position]}
          </option>
        ))}
      </select>
      <input
        className="input input-sm w-full"
        type="number"
        inputMode="numeric"
        min={1}
        max={maxQuantityPerVehicle}
        step={1}
        value={entry.quantityPerVehicle}
        placeholder="Per vehicle"
        aria-label={`Quantity per vehicle for ${name}`}
        onChange={(event) => set({ quantityPerVehicle: event.target.value })}
      />
      <input
        className="input input-sm w-full"
        value={entry.conditions}
        maxLength={200}
        placeholder="Conditions, e.g. with A/C"
        aria-label={`Conditions for ${name}`}
        onChange={(event) => set({ conditions: event.target.value })}
      />
      <input
        className="input input-sm w-full"
        value={entry.note}
        maxLength={120}
        placeholder="Note, e.g. front axle"
        aria-label={`Note for ${name}`}
        onChange={(event) => set({ note: event.target.value })}
      />
    </div>
  );
}
