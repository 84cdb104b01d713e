import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DeletedCount } from '@partsmith/contract/common';
import { apiClient } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** DELETE /garage/{id}: takes a vehicle out of the buyer's garage. */
export function removeGarageVehicle(id: string): Promise<DeletedCount> {
  return apiClient.delete(`/garage/${encodeURIComponent(id)}`, 'DeletedCount');
}

export function useRemoveGarageVehicle() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeGarageVehicle,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.garage.all }),
  });
}
