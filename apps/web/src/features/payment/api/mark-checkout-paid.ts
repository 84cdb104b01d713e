import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** PATCH /checkout/{id} {transactionId}: every line paid, once the server has checked the one payment. */
export function markCheckoutPaid(id: string, transactionId: string): Promise<{ modifiedCount: number }> {
  return apiClient.patch(`/checkout/${encodeURIComponent(id)}`, 'ModifiedCount', { transactionId });
}

export function useMarkCheckoutPaid(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (transactionId: string) => markCheckoutPaid(id, transactionId),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: queryKeys.orders.all });
      void queryClient.invalidateQueries({ queryKey: queryKeys.checkouts.detail(id), exact: true });
    },
  });
}
