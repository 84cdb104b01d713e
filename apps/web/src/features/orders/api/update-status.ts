import { useMutation, useQueryClient } from '@tanstack/react-query';
import { getOrder } from '../../../lib/api/get-order';
import { apiClient } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** The optional carrier and tracking number the admin gives when shipping. */
export interface Tracking {
  carrier?: string;
  trackingNumber?: string;
}

/** PUT /order/{id} {status: 'Shipped', carrier?, trackingNumber?} (admin; paid orders only). */
export function shipOrder(id: string, tracking: Tracking = {}): Promise<{ modifiedCount: number }> {
  return apiClient.put(`/order/${encodeURIComponent(id)}`, 'ModifiedCount', {
    status: 'Shipped',
    ...(tracking.carrier && { carrier: tracking.carrier }),
    ...(tracking.trackingNumber && { trackingNumber: tracking.trackingNumber }),
  });
}

/** Update Status (docs/product.md §4.2): re-read the order and ship it only if it is paid. */
export async function updateStatus({
  id,
  ...tracking
}: { id: string } & Tracking): Promise<{ modifiedCount: number }> {
  const order = await getOrder(id);
  if (!order.paid) throw new Error(`The order for ${order.itemName} is not paid yet, so it cannot ship.`);
  return shipOrder(id, tracking);
}

/** Whatever the answer, the lists refresh: the order may have changed meanwhile. */
export function useUpdateStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateStatus,
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.orders.all }),
  });
}
