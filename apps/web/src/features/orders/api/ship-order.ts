import { useMutation, useQueryClient } from '@tanstack/react-query';
import { getOrder } from '../../../lib/api/get-order';
import { apiClient } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** PUT /order/{id} {status: 'Shipped'} (admin; paid orders only). */
export function shipOrder(id: string): Promise<{ modifiedCount: number }> {
  return apiClient.put<{ modifiedCount: number }>(`/order/${encodeURIComponent(id)}`, { status: 'Shipped' });
}

/** Update Status (docs/product.md §4.2): re-read the order and ship it only if it is paid. */
export async function updateStatus(id: string): Promise<{ modifiedCount: number }> {
  const order = await getOrder(id);
  if (!order.paid) throw new Error(`The order for ${order.itemName} is not paid yet, so it cannot ship.`);
  return shipOrder(id);
}

/** Whatever the answer, the lists refresh: the order may have changed meanwhile. */
export function useUpdateStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateStatus,
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.orders.all }),
  });
}
