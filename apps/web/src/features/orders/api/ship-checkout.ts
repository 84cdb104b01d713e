import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import type { Tracking } from './update-status';

/** PUT /checkout/{id}/ship (admin): every paid line of a checkout Shipped with one carrier and tracking number. */
export function shipCheckout(id: string, tracking: Tracking = {}): Promise<{ modifiedCount: number }> {
  return apiClient.put(`/checkout/${encodeURIComponent(id)}/ship`, 'ModifiedCount', {
    ...(tracking.carrier && { carrier: tracking.carrier }),
    ...(tracking.trackingNumber && { trackingNumber: tracking.trackingNumber }),
  });
}

export function useShipCheckout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...tracking }: { id: string } & Tracking) => shipCheckout(id, tracking),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.orders.all }),
  });
}
