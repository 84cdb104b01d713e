import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { OrderReturn, UpdateReturn } from '@partsmith/contract/returns';
import { apiClient } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** PUT /return/{id} (admins): approve with instructions, refuse with a reason, or mark received. */
export function updateReturn({ id, ...body }: { id: string } & UpdateReturn): Promise<OrderReturn> {
  return apiClient.put(`/return/${encodeURIComponent(id)}`, 'OrderReturn', body);
}

/** Whatever the answer (another admin may have acted first), the returns, orders and refunds refresh. */
export function useUpdateReturn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateReturn,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.returns.lists() }),
        queryClient.invalidateQueries({ queryKey: queryKeys.orders.all }),
        queryClient.invalidateQueries({ queryKey: queryKeys.refunds.all }),
      ]),
  });
}
