import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateReturn, ReturnCreated } from '@partsmith/contract/returns';
import { apiClient } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** POST /order/{id}/return (the buyer): units of a shipped order back, with a reason and a note. */
export function createReturn({
  orderId,
  ...body
}: { orderId: string } & CreateReturn): Promise<ReturnCreated> {
  return apiClient.post(`/order/${encodeURIComponent(orderId)}/return`, 'ReturnCreated', body);
}

/** The order (its units in returns) and its returns refresh. */
export function useCreateReturn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createReturn,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.orders.all }),
        queryClient.invalidateQueries({ queryKey: queryKeys.returns.lists() }),
      ]),
  });
}
