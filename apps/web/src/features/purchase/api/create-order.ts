import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateOrder } from '@partsmith/contract/orders';
import { apiClient } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export type NewOrder = Pick<CreateOrder, 'partId' | 'quantity' | 'address' | 'number'>;

/**
 * POST /order: the server takes the buyer from the session and the item name and price from the part,
 * and takes the units out of stock.
 */
export function createOrder(order: NewOrder): Promise<{ insertedId: string }> {
  return apiClient.post('/order', 'InsertedId', order);
}

/** The part's stock changed (docs/product.md §4.2: refresh the part) and the buyer has one more order. */
export function useCreateOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createOrder,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.parts.all }),
        queryClient.invalidateQueries({ queryKey: queryKeys.orders.all }),
      ]),
  });
}
