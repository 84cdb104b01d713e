import { queryOptions, useQuery } from '@tanstack/react-query';
import type { VinLookup } from '@partsmith/contract/vin';
import { apiClient } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** GET /vehicle/vin/{vin}: the VIN checked and decoded, and the catalogue's vehicles it may be. */
export function lookUpVin(vin: string, signal?: AbortSignal): Promise<VinLookup> {
  return apiClient.get(`/vehicle/vin/${encodeURIComponent(vin)}`, 'VinLookup', { signal });
}

export function vinLookupQueryOptions(vin: string) {
  return queryOptions({
    queryKey: queryKeys.vins.detail(vin),
    queryFn: ({ signal }) => lookUpVin(vin, signal),
    // A VIN decodes the same way until the catalogue gains its model: an hour is plenty.
    staleTime: 60 * 60_000,
    retry: false,
  });
}

/** The lookup of the VIN asked for (normalised), or nothing while none is. */
export function useVinLookup(vin: string | null) {
  return useQuery({ ...vinLookupQueryOptions(vin ?? ''), enabled: Boolean(vin) });
}
