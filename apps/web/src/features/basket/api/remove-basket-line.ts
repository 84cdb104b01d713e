import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Basket } from '@partsmith/contract/basket';
import { apiClient } from '../../../lib/api-client';
import { basketQueryOptions } from '../../../lib/api/get-basket';

/** DELETE /basket/lines/{partId}: removes a part's line. */
export function removeBasketLine(partId: string): Promise<Basket> {
  return apiClient.delete(`/basket/lines/${encodeURIComponent(partId)}`, 'Basket');
}

export function useRemoveBasketLine() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeBasketLine,
    onSuccess: (basket) => queryClient.setQueryData(basketQueryOptions().queryKey, basket),
  });
}
