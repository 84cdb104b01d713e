import type { Part } from '@partsmith/contract/parts';
import { formatCount } from '@partsmith/contract/format';
import { usePartFits } from '../../../lib/api/get-part-fitment';
import { useMyVehicle, vehicleName } from '../../../lib/my-vehicle';
import { vehicleSetQuantities } from '../quantity-rules';

interface VehicleSetsProps {
  part: Pick<Part, '_id' | 'minOrderQuantity' | 'availableQuantity'>;
  onPick: (quantity: number) => void;
}

/**
 * With a vehicle chosen that needs several of the part ("2 per vehicle"), the quantities that equip whole
 * vehicles, from the minimum order up: "Order for whole vehicles: 10 vehicles (20) · 11 vehicles (22)…".
 */
export function VehicleSets({ part, onPick }: VehicleSetsProps) {
  const vehicle = useMyVehicle();
  const { fitment } = usePartFits(part._id, vehicle?._id);
  const perVehicle = fitment?.quantityPerVehicle ?? null;
  if (!vehicle || !perVehicle) return null;
  const options = vehicleSetQuantities(perVehicle, part);
  if (options.length === 0) return null;
  return (
    <div className="-mt-2 flex flex-col gap-2 text-sm">
      <p>
        Your {vehicleName(vehicle)} takes {formatCount(perVehicle)}. Order for whole vehicles:
      </p>
      <div className="flex flex-wrap gap-2">
        {options.map(({ vehicles, quantity }) => (
          <button
            key={quantity}
            type="button"
            className="btn btn-sm btn-outline"
            onClick={() => onPick(quantity)}
          >
            {formatCount(vehicles)} {vehicles === 1 ? 'vehicle' : 'vehicles'} ({formatCount(quantity)})
          </button>
        ))}
      </div>
    </div>
  );
}
