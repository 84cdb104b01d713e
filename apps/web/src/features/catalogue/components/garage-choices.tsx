import { Link } from 'react-router';
import type { Vehicle } from '@partsmith/contract/vehicles';
import { useGarage } from '../../../lib/api/get-garage';
import { vehicleName } from '../../../lib/my-vehicle';

interface GarageChoicesProps {
  /** The vehicle shopped for now, marked as chosen. */
  currentId: string | undefined;
  onPick: (vehicle: Vehicle) => void;
}

/** "My garage": a signed-in buyer's vehicles, offered before the picker; one press shops for it. */
export function GarageChoices({ currentId, onPick }: GarageChoicesProps) {
  const garage = useGarage();
  if (!garage.data || garage.data.length === 0) return null;
  return (
    <div className="flex flex-col gap-1">
      <h3 className="text-sm font-semibold" id="my-garage-heading">
        My garage
      </h3>
      <ul className="flex flex-wrap gap-2" aria-labelledby="my-garage-heading">
        {garage.data.map((kept) => {
          const current = kept.vehicle._id === currentId;
          return (
            <li key={kept._id}>
              <button
                type="button"
                className={`btn btn-sm h-auto min-h-8 py-1 text-left ${current ? 'btn-primary' : 'btn-outline'}`}
                aria-pressed={current}
                onClick={() => onPick(kept.vehicle)}
              >
                <span className="flex flex-col">
                  <span>{kept.name}</span>
                  <span className="text-xs font-normal opacity-80">
                    {vehicleName(kept.vehicle)} · {kept.vehicle.engine}
                  </span>
                </span>
              </button>
            </li>
          );
        })}
      </ul>
      <Link to="/dashboard/garage" className="link text-sm">
        Manage my garage
      </Link>
    </div>
  );
}
