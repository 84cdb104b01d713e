import type { Vehicle } from '@partsmith/contract/vehicles';
import { useAddGarageVehicle } from '../../../lib/api/add-garage-vehicle';
import { useGarage } from '../../../lib/api/get-garage';
import { errorMessage } from '../../../lib/error-message';

/** "Keep in my garage" for a signed-in buyer's vehicle that is not in their garage yet. */
export function KeepInGarage({ vehicle }: { vehicle: Vehicle }) {
  const garage = useGarage();
  const add = useAddGarageVehicle();
  if (!garage.data) return null;
  if (garage.data.some((kept) => kept.vehicle._id === vehicle._id)) return null;
  return (
    <>
      <button
        type="button"
        className="btn btn-sm btn-ghost"
        disabled={add.isPending}
        onClick={() => add.mutate({ vehicleId: vehicle._id })}
      >
        Keep in my garage
      </button>
      {add.isError && (
        <p role="alert" className="w-full text-sm text-error">
          {errorMessage(add.error, 'keep it in your garage')}
        </p>
      )}
    </>
  );
}
