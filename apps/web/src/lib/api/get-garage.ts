import { queryOptions, useQuery } from '@tanstack/react-query';
import type { GarageVehicle } from '@partsmith/contract/garage';
import { apiClient } from '../api-client';
import { queryKeys } from '../query-keys';
import { useIsAdmin } from '../session/use-is-admin';
import { useSession } from '../session/use-session';

/**
 * GET /garage: the signed-in buyer's vehicles, in the order kept (at most 20). Shared by the garage
 * page and the catalogue's vehicle panel, which offers them first.
 */
export function getGarage(signal?: AbortSignal): Promise<GarageVehicle[]> {
  return apiClient.get('/garage', 'GarageVehicles', { signal });
}

export function garageQueryOptions() {
  return queryOptions({ queryKey: queryKeys.garage.all, queryFn: ({ signal }) => getGarage(signal) });
}

/** The garage of a signed-in buyer; nothing is asked for visitors and admins (who keep none). */
export function useGarage() {
  const signedIn = useSession().status === 'signed-in';
  const { isAdmin, isPending } = useIsAdmin();
  return useQuery({ ...garageQueryOptions(), enabled: signedIn && !isPending && !isAdmin });
}
