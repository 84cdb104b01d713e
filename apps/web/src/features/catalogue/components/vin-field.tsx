import { useEffect, useId, useState } from 'react';
import type { Vehicle } from '@partsmith/contract/vehicles';
import type { VinLookup } from '@partsmith/contract/vin';
import type { PickerStart } from '../../../components/vehicle-picker';
import { errorMessage } from '../../../lib/error-message';
import { useVinLookup } from '../api/lookup-vin';

interface VinFieldProps {
  /** The VIN names one vehicle of the catalogue: it is picked. */
  onVehicle: (vehicle: Vehicle) => void;
  /** The VIN tells part of it (year and make, maybe the model): the picker starts there. */
  onStart: (start: PickerStart) => void;
}

/** What a lookup lets the picker fill in: the make, year and model its vehicles share, and the engine if one. */
function startOf(lookup: VinLookup): PickerStart {
  const { vehicles } = lookup;
  const models = new Set(vehicles.map((vehicle) => vehicle.model));
  const model = lookup.model ?? (models.size === 1 ? vehicles[0]?.model : undefined);
  return {
    year: lookup.year,
    make: vehicles.length > 0 ? lookup.make : undefined,
    model: vehicles.length > 0 ? model : undefined,
  };
}

function summary(lookup: VinLookup): string {
  const decoded = [lookup.year, lookup.make, lookup.model].filter(Boolean).join(' ');
  if (!lookup.valid) return 'This VIN does not check out.';
  if (lookup.vehicles.length === 1) return `Found: ${decoded} (${lookup.vehicles[0]?.engine}).`;
  if (lookup.vehicles.length > 1) return `Found: ${decoded || 'a vehicle'}. Finish the choice below.`;
  return decoded ? `Decoded: ${decoded}. Finish the choice below.` : 'Finish the choice below.';
}

/**
 * "Or enter your VIN": checked and decoded by the server; a VIN naming one vehicle picks it, one naming
 * several (engines, or models when the model cannot be read) fills in what it knows.
 */
export function VinField({ onVehicle, onStart }: VinFieldProps) {
  const id = useId();
  const [text, setText] = useState('');
  const [asked, setAsked] = useState<string | null>(null);
  const lookup = useVinLookup(asked);
  const answer = lookup.data;

  useEffect(() => {
    if (!answer?.valid) return;
    const only = answer.vehicles.length === 1 ? answer.vehicles[0] : undefined;
    if (only) onVehicle(only);
    else onStart(startOf(answer));
    // Acts once per answer, not when the parent's callbacks change.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [answer]);

  return (
    <form
      className="flex flex-col gap-1"
      onSubmit={(event) => {
        event.preventDefault();
        const vin = text.replace(/[\s-]+/g, '').toUpperCase();
        if (vin) setAsked(vin);
      }}
    >
      <label htmlFor={id} className="text-sm font-semibold">
        Or enter your VIN
      </label>
      <div className="flex flex-wrap gap-2">
        <input
          id={id}
          className="input min-w-0 flex-1 font-mono uppercase sm:max-w-xs"
          value={text}
          onChange={(event) => setText(event.target.value)}
          placeholder="17 characters, e.g. KM8K2CAB4PU001140"
          autoComplete="off"
          spellCheck={false}
          maxLength={40}
          aria-describedby={`${id}-result`}
        />
        <button type="submit" className="btn btn-outline max-sm:w-full" disabled={lookup.isFetching}>
          {lookup.isFetching ? 'Checking…' : 'Find by VIN'}
        </button>
      </div>
      <div id={`${id}-result`} role="status" className="text-sm">
        {lookup.isError && <p className="text-error">{errorMessage(lookup.error).replace(/^vin: /, '')}</p>}
        {answer && (
          <>
            <p className={answer.valid ? 'font-semibold' : 'font-semibold text-error'}>{summary(answer)}</p>
            {answer.problems.length > 0 && (
              <ul className="list-disc pl-5 text-base-content/80">
                {answer.problems.map((problem) => (
                  <li key={problem}>{problem}</li>
                ))}
              </ul>
            )}
          </>
        )}
      </div>
    </form>
  );
}
