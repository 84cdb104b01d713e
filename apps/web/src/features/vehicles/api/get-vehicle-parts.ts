import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { Page } from '@partsmith/contract/paging';
import type { VehiclePart } from '@partsmith/contract/vehicle-pages';
import { apiClient } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** Parts per page of a vehicle page. */
export const vehiclePartsPageSize = 24;

export interface VehiclePageAddress {
  make: string;
  model: string;
  year: number;
  /** One engine (a vehicle id), or every engine. */
  engine?: string;
  page: number;
}

/** GET /vehicle/parts?make=&model=&year=&engine=: a page of the parts that fit, by category. */
export function getVehicleParts(
  { make, model, year, engine, page }: VehiclePageAddress,
  signal?: AbortSignal,
): Promise<Page<VehiclePart>> {
  const query = new URLSearchParams({ make, model, year: String(year) });
  if (engine) query.set('engine', engine);
  return apiClient.getPage(
    `/vehicle/parts?${query.toString()}`,
    'VehiclePartList',
    { page, limit: vehiclePartsPageSize },
    { signal },
  );
}

export function vehiclePartsQueryOptions(address: VehiclePageAddress) {
  return queryOptions({
    queryKey: queryKeys.parts.list({ vehiclePage: address }),
    queryFn: ({ signal }) => getVehicleParts(address, signal),
    retry: false,
    // A vehicle the catalogue does not have is not asked again as the page mounts: the page shows the
    // answer the server rendered (not a spinner).
    retryOnMount: false,
  });
}

export function useVehicleParts(address: VehiclePageAddress) {
  return useQuery({ ...vehiclePartsQueryOptions(address), placeholderData: keepPreviousData });
}
