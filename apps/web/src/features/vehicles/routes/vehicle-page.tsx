import { useQuery } from '@tanstack/react-query';
import { Link, useParams, useSearchParams } from 'react-router';
import { clientRoutes, vehiclePagePath } from '@partsmith/contract/routes';
import { EmptyState } from '../../../components/empty-state';
import { ErrorState } from '../../../components/error-state';
import { Loader } from '../../../components/loader';
import { Pagination } from '../../../components/pagination';
import { isApiRequestError } from '../../../lib/api-client';
import { vehicleEnginesQueryOptions } from '../../../lib/api/get-vehicles';
import { errorMessage } from '../../../lib/error-message';
import { vehicleName } from '../../../lib/my-vehicle';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useVehicleParts, vehiclePartsPageSize } from '../api/get-vehicle-parts';
import { EngineChoice } from '../components/engine-choice';
import { PartsByCategory } from '../components/parts-by-category';
import { vehiclePageAddress } from '../vehicle-page-address';

function VehicleNotFound() {
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center gap-3 rounded-box border border-dashed border-base-300 bg-base-200/60 px-6 py-12 text-center">
      <h1 className="text-2xl font-bold">We have no parts list for this vehicle</h1>
      <p className="text-base-content/80">Choose your vehicle in the parts list to see what fits it.</p>
      <Link to={clientRoutes.parts} className="btn btn-primary btn-sm">
        Browse parts
      </Link>
    </div>
  );
}

/**
 * /vehicles/{make}/{model}/{year} (public, server-rendered): the parts that fit that vehicle, by
 * category, a page at a time, with a choice of engine (`?engine=`).
 */
export function VehiclePage() {
  const [search] = useSearchParams();
  const address = vehiclePageAddress(useParams(), search);
  const name = vehicleName(address);
  const parts = useVehicleParts(address);
  const engines = useQuery(vehicleEnginesQueryOptions(address.year, address.make, address.model));
  const missing = isApiRequestError(parts.error) && [400, 404].includes(parts.error.status);
  useDocumentTitle(missing ? 'Page not found' : `${name} parts`);
  if (missing) return <VehicleNotFound />;

  const engine = engines.data?.find((vehicle) => vehicle._id === address.engine);
  const shopFor = engine ?? (engines.data?.length === 1 ? engines.data[0] : undefined);
  let body;
  if (parts.isPending) body = <Loader label="Loading the parts that fit…" />;
  else if (parts.isError)
    body = (
      <ErrorState
        message={errorMessage(parts.error, 'load the parts')}
        onRetry={() => void parts.refetch()}
      />
    );
  else if (parts.data.total === 0)
    body = (
      <EmptyState title={`No parts for the ${name} yet`}>Every part we make is on the parts list.</EmptyState>
    );
  else
    body = (
      <>
        <PartsByCategory parts={parts.data.items} />
        <Pagination page={address.page} limit={vehiclePartsPageSize} total={parts.data.total} noun="parts" />
      </>
    );

  return (
    <div className="mx-auto flex max-w-7xl flex-col gap-6 px-4 py-8 sm:px-6 sm:py-10">
      <nav aria-label="Breadcrumb" className="breadcrumbs text-sm">
        <ul>
          <li>
            <Link to={clientRoutes.home}>Home</Link>
          </li>
          <li>
            <Link to={clientRoutes.parts}>Parts</Link>
          </li>
          <li aria-current="page">{name}</li>
        </ul>
      </nav>
      <header className="flex flex-col gap-2">
        <h1 className="text-3xl font-extrabold tracking-tight sm:text-4xl">{`${name} parts`}</h1>
        <p className="text-base-content/80">
          Every Partsmith part that fits the {name}
          {engine ? ` with the ${engine.engine} engine` : ''}, by category.
        </p>
      </header>
      <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:items-center sm:justify-between">
        <EngineChoice path={vehiclePagePath(address)} engines={engines.data ?? []} engine={address.engine} />
        {shopFor && (
          <Link
            className="btn btn-sm btn-outline"
            to={`${clientRoutes.parts}?vehicle=${encodeURIComponent(shopFor._id)}`}
          >
            Search the catalogue for this vehicle
          </Link>
        )}
      </div>
      {body}
    </div>
  );
}
