import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { GarageVehicle } from '@partsmith/contract/garage';
import { apiClient } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** PUT /garage/{id} {name}: renames one of the buyer's vehicles. */
export function renameGarageVehicle(id: string, name: string): Promise<GarageVehicle> {
  return apiClient.put(`/garage/${encodeURIComponent(id)}`, 'GarageVehicle', { name });
}

export function useRenameGarageVehicle() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, name }: { id: string; name: string }) => renameGarageVehicle(id, name),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.garage.all }),
  });
}
