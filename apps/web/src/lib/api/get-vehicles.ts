import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../api-client';
import { queryKeys } from '../query-keys';

// The vehicle list changes with a new model year, not from one visit to the next.
const staleTime = 60 * 60_000;

const withQuery = (path: string, query: Record<string, string | number | undefined>) => {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) if (value !== undefined) params.set(name, String(value));
  const text = params.toString();
  return text ? `${path}?${text}` : path;
};

/** GET /vehicle/years: every model year, newest first (the picker's first step). */
export function vehicleYearsQueryOptions() {
  return queryOptions({
    queryKey: queryKeys.vehicles.list({ step: 'years' }),
    queryFn: ({ signal }) => apiClient.get('/vehicle/years', 'YearList', { signal }),
    staleTime,
  });
}

/** GET /vehicle/makes?year=: the makes with a model in that year. */
export function vehicleMakesQueryOptions(year: number) {
  return queryOptions({
    queryKey: queryKeys.vehicles.list({ step: 'makes', year }),
    queryFn: ({ signal }) => apiClient.get(withQuery('/vehicle/makes', { year }), 'NameList', { signal }),
    staleTime,
  });
}

/** GET /vehicle/models?make=&year=: that make's models in that year. */
export function vehicleModelsQueryOptions(year: number, make: string) {
  return queryOptions({
    queryKey: queryKeys.vehicles.list({ step: 'models', year, make }),
    queryFn: ({ signal }) =>
      apiClient.get(withQuery('/vehicle/models', { make, year }), 'NameList', { signal }),
    staleTime,
  });
}

/** GET /vehicle?make=&model=&year=: the engines of that model and year, each a vehicle. */
export function vehicleEnginesQueryOptions(year: number, make: string, model: string) {
  return queryOptions({
    queryKey: queryKeys.vehicles.list({ step: 'engines', year, make, model }),
    queryFn: ({ signal }) =>
      apiClient.get(withQuery('/vehicle', { make, model, year }), 'VehicleList', { signal }),
    staleTime,
  });
}

/** GET /vehicle/{id}: a vehicle named by a link (`/parts?vehicle=…`). */
export function vehicleQueryOptions(id: string) {
  return queryOptions({
    queryKey: queryKeys.vehicles.detail(id),
    queryFn: ({ signal }) => apiClient.get(`/vehicle/${encodeURIComponent(id)}`, 'Vehicle', { signal }),
    staleTime,
  });
}

/** The vehicle with this id, or nothing while there is no id. */
export function useVehicle(id: string | undefined) {
  return useQuery({ ...vehicleQueryOptions(id ?? ''), enabled: Boolean(id) });
}
