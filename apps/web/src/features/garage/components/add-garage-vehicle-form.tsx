import { useId, useState } from 'react';
import { VehiclePicker } from '../../../components/vehicle-picker';
import { useAddGarageVehicle } from '../../../lib/api/add-garage-vehicle';
import { errorMessage } from '../../../lib/error-message';

/** Adds a vehicle to the garage: a name of the buyer's own (optional), then Year → Make → Model → Engine. */
export function AddGarageVehicleForm() {
  const nameId = useId();
  const [name, setName] = useState('');
  const [turn, setTurn] = useState(0);
  const add = useAddGarageVehicle();
  return (
    <div className="flex flex-col gap-3">
      <div className="flex flex-col gap-1">
        <label htmlFor={nameId} className="text-sm font-semibold">
          Name (optional)
        </label>
        <input
          id={nameId}
          className="input w-full sm:max-w-sm"
          value={name}
          maxLength={60}
          placeholder="e.g. Mrs Silva’s Corolla, Van 3"
          onChange={(event) => setName(event.target.value)}
          aria-describedby={`${nameId}-hint`}
        />
        <p id={`${nameId}-hint`} className="text-sm text-base-content/80">
          Without a name it is called by its year, make and model.
        </p>
      </div>
      <VehiclePicker
        key={turn}
        pickLabel={add.isPending ? 'Adding…' : 'Add to my garage'}
        onPick={(vehicle) =>
          add.mutate(
            { vehicleId: vehicle._id, ...(name.trim() ? { name: name.trim() } : {}) },
            {
              onSuccess: () => {
                setName('');
                setTurn((before) => before + 1);
              },
            },
          )
        }
      />
      {add.isError && (
        <p role="alert" className="text-sm text-error">
          {errorMessage(add.error, 'add the vehicle')}
        </p>
      )}
      {add.isSuccess && (
        <p role="status" className="text-sm text-success">
          Added {add.data.name} to your garage.
        </p>
      )}
    </div>
  );
}
