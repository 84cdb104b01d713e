import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateRefund, RefundAnswer } from '@partsmith/contract/refunds';
import { apiClient } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** POST /order/{id}/refund (admin): part or the rest of what was paid back; `cancel` before it ships. */
export function refundOrder({ id, ...body }: { id: string } & CreateRefund): Promise<RefundAnswer> {
  return apiClient.post(`/order/${encodeURIComponent(id)}/refund`, 'RefundAnswer', body);
}

/** Whatever the answer, the orders and their refunds refresh. */
export function useRefundOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: refundOrder,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.orders.all }),
        queryClient.invalidateQueries({ queryKey: queryKeys.refunds.all }),
      ]),
  });
}
