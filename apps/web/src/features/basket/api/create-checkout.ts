import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateCheckout, CreatedCheckout } from '@partsmith/contract/checkout';
import { apiClient } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/**
 * POST /checkout: places every basket line at once (201), or nothing (409 with each line's problem,
 * read from the error's `details`).
 */
export function createCheckout(input: CreateCheckout): Promise<CreatedCheckout> {
  return apiClient.post('/checkout', 'CreatedCheckout', input);
}

export function useCreateCheckout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createCheckout,
    // Placed or refused, the basket changed (emptied) or its lines' stock did: read it again.
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.basket.all }),
        queryClient.invalidateQueries({ queryKey: queryKeys.orders.all }),
      ]),
  });
}
