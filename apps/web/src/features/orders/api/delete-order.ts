import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Order } from '@partsmith/contract/orders';
import { apiClient } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** DELETE /order/{id}: an unpaid order (its buyer or an admin); its units go back in stock. */
export function deleteOrder(id: string): Promise<{ deletedCount: number }> {
  return apiClient.delete(`/order/${encodeURIComponent(id)}`, 'DeletedCount');
}

/** Takes the order (for its item name in the toast); the order lists and the part's stock refresh. */
export function useDeleteOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (order: Order) => deleteOrder(order._id),
    // Not awaited: the toast and the closing modal come first, then the refreshed list (docs/product.md §7).
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: queryKeys.orders.all });
      void queryClient.invalidateQueries({ queryKey: queryKeys.parts.all });
    },
  });
}
