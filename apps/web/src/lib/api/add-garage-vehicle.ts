import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AddGarageVehicle, GarageVehicle } from '@partsmith/contract/garage';
import { apiClient } from '../api-client';
import { queryKeys } from '../query-keys';

/** POST /garage {vehicleId, name?}: keeps a vehicle in the buyer's garage (409 past 20). */
export function addGarageVehicle(body: AddGarageVehicle): Promise<GarageVehicle> {
  return apiClient.post('/garage', 'GarageVehicle', body);
}

export function useAddGarageVehicle() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addGarageVehicle,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.garage.all }),
  });
}
