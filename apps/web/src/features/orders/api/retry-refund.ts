import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RefundAnswer } from '@partsmith/contract/refunds';
import { apiClient } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** POST /refund/{id}/retry (admin): a failed refund tried again with the provider. */
export function retryRefund(id: string): Promise<RefundAnswer> {
  return apiClient.post(`/refund/${encodeURIComponent(id)}/retry`, 'RefundAnswer');
}

export function useRetryRefund() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: retryRefund,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.orders.all }),
        queryClient.invalidateQueries({ queryKey: queryKeys.refunds.all }),
      ]),
  });
}
