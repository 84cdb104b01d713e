import { useNavigate } from 'react-router';
import { EmptyState } from '../../../components/empty-state';
import { ErrorState } from '../../../components/error-state';
import { Loader } from '../../../components/loader';
import { useGarage } from '../../../lib/api/get-garage';
import { errorMessage } from '../../../lib/error-message';
import { useMyVehicle } from '../../../lib/my-vehicle';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useChooseMyVehicle } from '../../../lib/use-my-vehicle-choice';
import { AddGarageVehicleForm } from '../components/add-garage-vehicle-form';
import { GarageRow } from '../components/garage-row';

/** /dashboard/garage: the buyer's vehicles (a workshop's many), named, one of them shopped for. */
export function GaragePage() {
  useDocumentTitle('My Garage');
  const garage = useGarage();
  const myVehicle = useMyVehicle();
  const chooseMyVehicle = useChooseMyVehicle();
  const navigate = useNavigate();

  let list;
  if (garage.isPending) list = <Loader label="Loading your garage…" />;
  else if (garage.isError)
    list = (
      <ErrorState
        message={errorMessage(garage.error, 'load your garage')}
        onRetry={() => void garage.refetch()}
      />
    );
  else if (garage.data.length === 0)
    list = (
      <EmptyState title="Your garage is empty">
        Add the vehicles you buy parts for; the catalogue then offers them first.
      </EmptyState>
    );
  else
    list = (
      <ul className="flex flex-col gap-3" aria-label="Vehicles in my garage">
        {garage.data.map((kept) => (
          <GarageRow
            key={kept._id}
            kept={kept}
            current={kept.vehicle._id === myVehicle?._id}
            onShopFor={({ vehicle }) => {
              chooseMyVehicle(vehicle);
              void navigate(`/parts?vehicle=${encodeURIComponent(vehicle._id)}`);
            }}
          />
        ))}
      </ul>
    );

  return (
    <div className="flex flex-col gap-6">
      <div>
        <h2 className="text-2xl font-bold">My Garage</h2>
        <p className="text-base-content/80">Up to 20 vehicles, each under a name of your own.</p>
      </div>
      {list}
      <section aria-labelledby="garage-add" className="card border border-base-300 bg-base-100">
        <div className="card-body gap-4">
          <h3 id="garage-add" className="card-title">
            Add a vehicle
          </h3>
          <AddGarageVehicleForm />
        </div>
      </section>
    </div>
  );
}
