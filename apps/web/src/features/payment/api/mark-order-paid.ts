import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** PATCH /order/{id} {transactionId}: after the card payment succeeded; the server checks it with the provider. */
export function markOrderPaid(orderId: string, transactionId: string): Promise<{ modifiedCount: number }> {
  return apiClient.patch(`/order/${encodeURIComponent(orderId)}`, 'ModifiedCount', {
    transactionId,
  });
}

/**
 * The order is paid now: its lists and detail refresh. (Its payment intent query goes with the card
 * form; removing it while the form is still on screen would only make the form ask for a new one.)
 */
export function useMarkOrderPaid(orderId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (transactionId: string) => markOrderPaid(orderId, transactionId),
    // Not awaited: the page shows the congratulation first, then the refreshed order reads as paid.
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: queryKeys.orders.all }),
  });
}
